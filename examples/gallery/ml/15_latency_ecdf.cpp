// Per-request latency of two serving stacks as ECDFs (no bins to choose),
// with the 250 ms service-level objective: read off the share of requests within it.
#include <sqfig/sqfig.hpp>

#include <random>

int main(int argc, char** argv) {
    std::mt19937 rng(7);
    const auto baseline = sqfig::generate(600, [&] { return std::lognormal_distribution<double>(5.0, 0.45)(rng); });
    const auto paged = sqfig::generate(600, [&] { return std::lognormal_distribution<double>(4.7, 0.3)(rng); });
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.ecdf(baseline).label("baseline");
    ax.ecdf(paged).label("paged attention");
    ax.vline(250).line_style(sqfig::LineStyle::dash_dot).horizontal_handle().label("SLO 250 ms");
    ax.x_scale(sqfig::LogScale{10});
    ax.x_label("latency (ms)");
    ax.y_label("fraction of requests");
    ax.title("Request latency");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "15_latency_ecdf.pdf");
}
