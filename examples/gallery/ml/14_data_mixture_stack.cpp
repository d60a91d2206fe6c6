// A pre-training data mixture over the run: each domain's share of the batch
// stacked to 100%, with the step where the curriculum shifts to math and code.
#include <sqfig/sqfig.hpp>

int main(int argc, char** argv) {
    const auto steps = sqfig::linspace(0, 100, 51);
    const auto code = sqfig::transform(steps, [](double s) { return 12 + 0.1 * s + 8.0 * (s > 60); });
    const auto math = sqfig::transform(steps, [](double s) { return 4 + 0.05 * s + 6.0 * (s > 60); });
    const auto books = sqfig::transform(steps, [](double s) { return 15 - 0.05 * s; });
    const auto web = sqfig::transform(steps, [](double s) { return 69 - 0.1 * s - 14.0 * (s > 60); });
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.stackplot(steps, {web, books, code, math}).labels({"web", "books", "code", "math"});
    ax.vline(60).line_style(sqfig::LineStyle::dotted).width(1.5).horizontal_handle().label("curriculum shift");
    ax.x_limits(0, 100);
    ax.x_label("training step (k)");
    ax.y_label("share of batch (%)");
    ax.title("Data mixture schedule");
    ax.legend().location(sqfig::LegendLocation::outside_right);
    fig.save(argc > 1 ? argv[1] : "14_data_mixture_stack.pdf");
}
