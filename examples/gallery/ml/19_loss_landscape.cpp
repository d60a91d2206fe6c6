// A 2-D loss landscape: filled contours, labelled contour lines, a colourbar
// and the path of gradient descent with momentum to the minimum.
#include <sqfig/sqfig.hpp>

#include <cmath>

double loss(double x, double y) {
    return 0.6 * std::pow(x - 0.8, 2) + 1.5 * std::pow(y + 0.3, 2) + 0.4 * std::sin(2 * x) * std::cos(3 * y);
}

int main(int argc, char** argv) {
    const auto w1 = sqfig::linspace(-2, 2, 81), w2 = sqfig::linspace(-1.5, 1.5, 61);
    std::vector<double> z;
    for (double y : w2)
        for (double x : w1) z.push_back(loss(x, y));
    std::vector<double> px{-1.8}, py{1.2};
    for (double step = 0, vx = 0, vy = 0; step < 40; ++step) {  // 40 steps, velocity (vx, vy)
        const double x = px.back(), y = py.back();
        vx = 0.7 * vx - 0.05 * (1.2 * (x - 0.8) + 0.8 * std::cos(2 * x) * std::cos(3 * y));
        vy = 0.7 * vy - 0.05 * (3.0 * (y + 0.3) - 1.2 * std::sin(2 * x) * std::sin(3 * y));
        px.push_back(x + vx);
        py.push_back(y + vy);
    }
    auto [fig, ax] = sqfig::subplots(sqfig::inches(5, 3.6));
    ax.colorbar(ax.contourf(w1, w2, z).levels(12)).label("training loss");
    ax.line(px, py).color("#ffffff").width(1.2).marker(sqfig::MarkerShape::circle).marker_size(2.5);
    ax.contour(w1, w2, z).levels(6).color("#000000").line_width(0.7).level_labels().level_label_size(8);
    ax.x_label("direction 1");
    ax.y_label("direction 2");
    ax.title("Loss landscape and the optimizer's path");
    fig.save(argc > 1 ? argv[1] : "19_loss_landscape.pdf");
}
