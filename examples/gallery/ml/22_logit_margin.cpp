// Logit margin (correct class minus the best wrong one) under three learning
// rates: negative at first, then positive over four decades. A symlog axis
// shows both signs and every decade.
#include <sqfig/sqfig.hpp>

#include <cmath>

int main(int argc, char** argv) {
    const std::vector<double> steps = sqfig::arange(0, 5001, 25);
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    for (double lr : {1e-4, 3e-4, 1e-3}) {
        auto margin = [&](double s) { return 1e10 * lr * lr * (1 - std::exp(-7 * lr * s)) - 200 * std::exp(-s / 150); };
        ax.line(steps, margin).width(1.2).label("lr " + sqfig::format_general(lr));
    }
    ax.y_scale(sqfig::SymLogScale{1});
    ax.hline(0).color("0.5").width(0.8);
    ax.x_limits(0, 5000);
    ax.grid();
    ax.x_label("training step");
    ax.y_label("logit margin");
    ax.title("Logit margin by learning rate (symlog)");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "22_logit_margin.pdf");
}
