// Validation loss of two model sizes against training steps, with the tokens
// seen on a second x axis on top (2^20 tokens a step).
#include <sqfig/sqfig.hpp>

#include <cmath>

int main(int argc, char** argv) {
    const std::vector<double> steps = sqfig::arange(0, 30001, 100);
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.line(steps, [](double s) { return 2.9 + 3 * std::exp(-s / 5000); }).width(1.2).label("350M");
    ax.line(steps, [](double s) { return 2.6 + 3 * std::exp(-s / 4000); }).width(1.2).label("1.3B");
    ax.secondary_x([](double s) { return s * 1048576 / 1e9; }, [](double t) { return t * 1e9 / 1048576; })
        .label("tokens (billions)");
    ax.x_limits(0, 30000);
    ax.grid();
    ax.x_label("training step");
    ax.y_label("validation loss");
    ax.title("Loss over steps and tokens");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "23_tokens_secondary.pdf");
}
