// Accuracy against bit width on six tasks: a 2x3 grid sharing x and y, one
// legend for the figure and a title over it.
#include <sqfig/sqfig.hpp>

#include <vector>

int main(int argc, char** argv) {
    const char* tasks[] = {"MMLU", "GSM8K", "HumanEval", "ARC-C", "HellaSwag", "TruthfulQA"};
    const double full[] = {63.2, 54.1, 31.5, 57.8, 79.6, 44.3};
    const std::vector<double> bits{2, 3, 4, 6, 8};
    auto [fig, grid] = sqfig::subplots(2, 3, sqfig::inches(7, 4.2), sqfig::GridOptions::shared());
    for (int i = 0; i < grid.size(); ++i) {
        sqfig::Axes& ax = grid[i];
        ax.hline(full[i]).color("black").dashed().width(1).label("FP16");
        for (const auto& [method, loss] : {std::pair{"RTN", 1.0}, std::pair{"GPTQ", 0.45}}) {
            const double k = loss;  // a structured binding cannot be captured in C++17
            ax.line(bits, [&](double b) { return full[i] * (1 - k * 2.5 / (b * b)); })
                .marker(sqfig::MarkerShape::circle).marker_size(4).label(method);
        }
        ax.title(tasks[i]);
        ax.grid();
        if (i >= 3) ax.x_label("bits per weight");
        if (i % 3 == 0) ax.y_label("accuracy (%)");
    }
    fig.suptitle("Accuracy after quantization, six tasks");
    fig.legend().location(sqfig::LegendLocation::outside_bottom).columns(3);
    fig.save(argc > 1 ? argv[1] : "07_shared_grid.pdf");
}
