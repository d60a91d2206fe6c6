// Validation loss of three model sizes: the mean over seeds, with the band
// between the best and the worst seed.
#include <sqfig/sqfig.hpp>

#include <cmath>

int main(int argc, char** argv) {
    const std::vector<double> steps = sqfig::arange(0, 20001, 100);
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    const char* names[] = {"125M", "350M", "1.3B"};
    const double floors[] = {3.1, 2.8, 2.5}, taus[] = {3000, 2600, 2200};
    for (int i = 0; i < 3; ++i) {
        auto mean = [&](double s) { return floors[i] + 4 * std::exp(-s / taus[i]) + 0.03 * std::sin(s / 700); };
        auto spread = [&](double s) { return 0.04 + 0.5 * std::exp(-2 * s / taus[i]); };
        sqfig::Line& line = ax.line(steps, mean).width(1.2).label(names[i]);
        ax.band(steps, [&](double s) { return mean(s) - spread(s); }, [&](double s) { return mean(s) + spread(s); })
            .color(line.color()).alpha(0.25);
    }
    ax.x_limits(0, 20000);
    ax.y_limits(2.3, 5);
    ax.grid();
    ax.x_label("training step");
    ax.y_label("validation loss");
    ax.title("Loss over three seeds (min-max band)");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "01_loss_band.pdf");
}
