// The end of a training run, magnified: an inset zooms on the last 2,500
// steps, where the validation loss turns up, and an annotation offset in
// points marks the best checkpoint.
#include <sqfig/sqfig.hpp>

#include <cmath>

int main(int argc, char** argv) {
    auto train = [](double s) { return 0.8 + 2.2 * std::exp(-s / 1500) + 0.01 * std::sin(s / 60); };
    auto val = [](double s) { return 0.86 + 2.2 * std::exp(-s / 1400) + 4e-9 * std::pow(std::max(s - 7500, 0.0), 2); };
    const auto steps = sqfig::linspace(0, 10000, 401);
    const auto tail = sqfig::linspace(7500, 10000, 101);
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.line(steps, train).label("train");
    ax.line(steps, val).label("validation");
    ax.x_label("step");
    ax.y_label("loss");
    ax.legend();
    sqfig::Axes& zoom = ax.inset({0.5, 0.4, 0.45, 0.45});
    zoom.line(tail, train);
    zoom.line(tail, val);
    zoom.x_axis().tick_labels_visible(false);  // the zoom indicator shows the steps
    zoom.annotate("best", {8500, val(8500)}, {0, 16}, sqfig::Coords::offset_points);
    ax.indicate_inset_zoom(zoom);
    fig.save(argc > 1 ? argv[1] : "17_loss_inset.pdf");
}
