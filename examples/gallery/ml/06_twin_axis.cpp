// Throughput as bars and per-token latency as a line on a second y axis,
// each axis coloured like its data, one legend for both.
#include <sqfig/sqfig.hpp>

#include <vector>

int main(int argc, char** argv) {
    const std::vector<double> x{0, 1, 2, 3, 4, 5, 6};
    const std::vector<double> throughput{41, 80, 152, 281, 498, 812, 1105};
    const std::vector<double> latency{24.4, 25.0, 26.3, 28.5, 32.1, 39.4, 57.9};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.bars(x, throughput).color("C0").label("throughput");
    ax.x_ticks(x, {"1", "2", "4", "8", "16", "32", "64"});
    ax.x_label("batch size");
    ax.y_axis().label("tokens / s").color("C0");
    sqfig::Axes& ax2 = ax.twin_x();
    ax2.line(x, latency).color("C3").marker(sqfig::MarkerShape::circle).label("latency");
    ax2.y_axis().label("latency per token (ms)").color("C3");
    ax.title("Throughput and latency by batch size");
    ax.legend().location(sqfig::LegendLocation::upper_left);
    fig.save(argc > 1 ? argv[1] : "06_twin_axis.pdf");
}
