// Three models over seven benchmarks as a radar chart: one filled polygon
// per model on polar axes, the benchmark names round the circle.
#include <sqfig/sqfig.hpp>

#include <vector>

int main(int argc, char** argv) {
    const std::vector<double> base{62.1, 48.5, 71.3, 55.0, 39.8, 66.4, 58.2};
    const std::vector<double> tuned{70.4, 61.2, 74.8, 63.5, 52.7, 69.1, 66.0};
    const std::vector<double> distilled{58.3, 44.0, 68.9, 60.2, 35.1, 61.7, 54.9};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(5.5, 4));
    sqfig::PolarAxes& polar = ax.polar();
    polar.categories({"MMLU", "GSM8K", "HellaSwag", "ARC-C", "HumanEval", "TruthfulQA", "Winogrande"});
    polar.theta_zero_location("N");
    polar.theta_direction(-1);
    polar.r_limits(0, 80);
    polar.radar(base).label("base");
    polar.radar(tuned).label("instruction-tuned");
    polar.radar(distilled).label("distilled");
    ax.legend().location(sqfig::LegendLocation::outside_right);
    ax.title("Benchmark accuracy (%)");
    fig.save(argc > 1 ? argv[1] : "25_benchmark_radar.pdf");
}
