// Loss against training compute on log-log axes, with a fitted power law
// L = a C^b and an annotation of the exponent.
#include <sqfig/sqfig.hpp>

#include <cmath>
#include <random>

int main(int argc, char** argv) {
    std::mt19937 rng(1);
    std::normal_distribution<double> noise(0, 0.015);
    const std::vector<double> compute = sqfig::logspace(18, 23, 11);
    const auto loss =
        sqfig::transform(compute, [&](double c) { return 48 * std::pow(c, -0.06) * std::exp(noise(rng)); });
    const sqfig::PowerLaw fit = sqfig::fit_power_law(compute, loss);
    const std::vector<double> ends{3e17, 3e23};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.scatter(compute, loss).label("training runs");
    ax.line(ends, fit).dashed().color("0.3").label("power-law fit");
    ax.annotate("$L \\propto C^{" + sqfig::format_fixed(fit.exponent, 3) + "}$", {1e21, fit(1e21)}, {3e18, 2.2});
    ax.x_scale(sqfig::LogScale{10});
    ax.y_scale(sqfig::LogScale{10});
    ax.x_label("training compute (FLOPs)");
    ax.y_label("final loss");
    ax.title("Scaling law");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "02_scaling_law.pdf");
}
