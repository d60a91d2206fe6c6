// Where a 7B transformer's training FLOPs go, by component: a donut whose
// many tiny slices get their labels stacked beside it, with leaders, and
// their percentages outside (in matplotlib they overlap).
#include <sqfig/sqfig.hpp>

int main(int argc, char** argv) {
    const std::vector<double> share = {52.0, 26.0, 11.5, 6.2, 1.9, 0.9, 0.7, 0.4, 0.25, 0.15};
    const std::vector<std::string> part = {"MLP",     "attn. proj.", "attn. scores", "logits",   "optimizer",
                                           "softmax", "layer norm",  "rotary",       "residual", "embeddings"};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(5.2, 3.2));
    sqfig::Pie& pie = ax.pie(share).labels(part).autopct("%.1f%%").pct_distance(0.78);
    pie.start_angle(90).counterclock(false).wedge_width(0.45).edge({1, 1, 1}, 1);
    ax.title("Training FLOPs of a 7B model");
    fig.save(argc > 1 ? argv[1] : "24_compute_breakdown.pdf");
}
