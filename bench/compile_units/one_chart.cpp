#include <sqfig/sqfig.hpp>
int main() {
    sqfig::Figure fig{sqfig::inches(4, 3)};
    auto& ax = fig.axes();
    ax.line({0, 1, 2, 3}, {1, 3, 2, 4}).label("loss");
    ax.bars({0, 1, 2, 3}, {2, 1, 3, 2}).label("tokens");
    ax.x_label("step");
    ax.y_label("value");
    ax.legend();
    fig.save("chart.pdf");
}
