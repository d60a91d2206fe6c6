// An ablation table as horizontal bars: long variant names on the y axis,
// the full model on top, each bar labelled with its value.
#include <sqfig/sqfig.hpp>

#include <vector>

int main(int argc, char** argv) {
    const std::vector<double> y{0, 1, 2, 3, 4, 5};
    const std::vector<double> accuracy{71.4, 66.2, 68.9, 69.7, 64.8, 70.3};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(5.5, 3));
    sqfig::Bars& bars = ax.hbars(y, accuracy).colors({"C0", "C7", "C7", "C7", "C7", "C7"}).width(0.6);
    ax.bar_labels(bars, 1);
    ax.y_ticks(y, {"full model", "without rotary position embeddings", "without the auxiliary load-balancing loss",
                   "half the attention heads", "without data deduplication", "learning-rate warm-up removed"});
    ax.y_axis().invert();
    ax.x_label("accuracy (%)");
    ax.title("Ablations");
    fig.save(argc > 1 ? argv[1] : "04_ablation_hbars.pdf");
}
