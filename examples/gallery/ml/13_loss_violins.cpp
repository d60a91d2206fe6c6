// Per-token loss of a baseline and its distilled model on four domains:
// half violins side by side, quartiles marked (violin plots).
#include <sqfig/sqfig.hpp>

#include <random>

int main(int argc, char** argv) {
    std::mt19937 rng(13);
    std::vector<sqfig::Values> base, distilled;
    for (const double loss : {2.1, 1.4, 2.8, 2.4}) {
        std::gamma_distribution<double> b(4, loss / 4), d(6, 0.85 * loss / 6);
        base.push_back(sqfig::generate(300, [&] { return b(rng); }));
        distilled.push_back(sqfig::generate(300, [&] { return d(rng); }));
    }
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.violin(base, {"web", "code", "math", "dialogue"}).side(sqfig::ViolinSide::low).label("baseline").quantiles(
        {0.25, 0.5, 0.75});
    ax.violin(distilled).side(sqfig::ViolinSide::high).label("distilled").quantiles({0.25, 0.5, 0.75});
    ax.y_label("per-token loss (nats)");
    ax.title("Loss by domain");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "13_loss_violins.pdf");
}
