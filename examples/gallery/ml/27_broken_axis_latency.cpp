// Decode latency per token of five serving set-ups, where naive CPU offload
// is more than ten times slower than the rest: a broken y axis shows the
// small bars at a readable scale and the outlier in a range of its own.
#include <sqfig/sqfig.hpp>

int main(int argc, char** argv) {
    const std::vector<std::string> setups{"SpectralQuant", "KIVI", "QuaRot", "FP16", "CPU offload"};
    const std::vector<double> latency{21.4, 24.8, 27.3, 31.9, 396.5};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    sqfig::Bars& bars = ax.bars(sqfig::arange(0, 5), latency).label("decode latency");
    ax.bar_labels(bars, 1);
    ax.broken_y({{0, 45}, {380, 420}});
    ax.x_ticks(sqfig::arange(0, 5), setups);
    ax.y_label("latency per token (ms)");
    ax.title("Decode latency, Llama-2-7B, batch 1");
    fig.save(argc > 1 ? argv[1] : "27_broken_axis_latency.pdf");
}
