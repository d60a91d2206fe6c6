// Benchmark accuracy of three precisions, mean and standard deviation over
// five seeds, as grouped bars with error bars.
#include <sqfig/sqfig.hpp>

#include <vector>

int main(int argc, char** argv) {
    const std::vector<double> x{0, 1, 2, 3};
    const char* precisions[] = {"FP16", "INT8", "INT4"};
    const std::vector<double> scores[] = {{63.2, 54.1, 31.5, 57.8}, {62.9, 53.0, 30.8, 57.1}, {60.4, 47.6, 27.2, 55.0}};
    const std::vector<double> stds[] = {{0.4, 1.1, 1.6, 0.7}, {0.5, 1.3, 1.5, 0.8}, {0.7, 1.8, 2.0, 0.9}};
    const double width = 0.27;
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    for (int i = 0; i < 3; ++i)
        ax.bars(x, scores[i]).offset((i - 1) * width).width(width).y_error(stds[i]).label(precisions[i]);
    ax.x_ticks(x, {"MMLU", "GSM8K", "HumanEval", "ARC-C"});
    ax.y_limits(0, 80);
    ax.y_label("accuracy (%)");
    ax.title("Accuracy by precision (5 seeds)");
    ax.legend().location(sqfig::LegendLocation::upper_right).columns(3);
    fig.save(argc > 1 ? argv[1] : "03_grouped_error_bars.pdf");
}
