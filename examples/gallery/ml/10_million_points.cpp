// The training loss at each of 10^6 steps: a decaying curve plus noise.
#include <sqfig/sqfig.hpp>

#include <cmath>
#include <random>

int main(int argc, char** argv) {
    std::mt19937 rng(3);
    std::normal_distribution<double> noise(0, 0.03);
    const std::vector<double> step = sqfig::arange(0, 1000000);
    auto loss = [&](double s) { return 2.0 + 2.5 * std::exp(-s / 80000) + noise(rng) * (1 + std::exp(-s / 200000)); };
    auto [fig, ax] = sqfig::subplots(sqfig::inches(6.4, 3));
    ax.line(step, loss).width(0.5);
    ax.x_label("step");
    ax.y_label("training loss");
    ax.title("Per-step training loss ($10^6$ points)");
    fig.save(argc > 1 ? argv[1] : "10_million_points.pdf");
}
