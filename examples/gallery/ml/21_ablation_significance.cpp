// Ablating a model's components: mean accuracy over five seeds with one
// standard deviation, and significance brackets against the full model
// (p-values of Welch's t-tests over the seeds, as stars).
#include <sqfig/sqfig.hpp>

int main(int argc, char** argv) {
    const std::vector<double> x = {0, 1, 2, 3, 4}, mean = {84.2, 81.6, 79.1, 83.7, 82.5};
    const std::vector<double> sd = {0.6, 0.9, 1.2, 0.8, 0.7};
    const std::vector<double> p = {0.0012, 0.00003, 0.31, 0.0087};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.bars(x, mean).colors({"#4c72b0", "#dd8452", "#dd8452", "#dd8452", "#dd8452"}).y_error(sd);
    std::vector<sqfig::SignificanceBracket> brackets;
    for (std::size_t i = 0; i < p.size(); ++i) brackets.push_back({0, x[i + 1], sqfig::significance_stars(p[i])});
    ax.significance_brackets(brackets);
    ax.x_ticks(x, {"full", "no attn.", "no MLP", "no norm", "no pos."});
    ax.y_limits(70, std::nullopt);
    ax.y_label("accuracy (%)");
    ax.title("Ablation over five seeds");
    fig.save(argc > 1 ? argv[1] : "21_ablation_significance.pdf");
}
