// GPU memory at inference by model size, stacked by what holds it, against
// the memory of one 80 GB accelerator.
#include <sqfig/sqfig.hpp>

#include <vector>

int main(int argc, char** argv) {
    const std::vector<double> x{0, 1, 2, 3};
    const char* parts[] = {"weights", "KV cache", "activations"};
    const std::vector<double> gigabytes[] = {{13.5, 26.0, 68.0, 140.0}, {8.0, 12.5, 20.0, 32.0}, {2.5, 4.0, 7.0, 11.0}};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    std::vector<double> bottom(x.size(), 0.0);
    for (int i = 0; i < 3; ++i) {
        ax.bars(x, gigabytes[i]).width(0.6).bottom(bottom).label(parts[i]);
        for (std::size_t j = 0; j < x.size(); ++j) bottom[j] += gigabytes[i][j];
    }
    ax.hline(80).color("black").dashed().width(1).label("one 80 GB GPU");
    ax.x_ticks(x, {"7B", "13B", "34B", "70B"});
    ax.x_label("model");
    ax.y_label("memory (GB)");
    ax.title("Inference memory at 8k context");
    ax.legend().location(sqfig::LegendLocation::upper_left);
    fig.save(argc > 1 ? argv[1] : "05_stacked_memory.pdf");
}
