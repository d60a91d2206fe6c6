// A 2-D projection of 2,000 embeddings from two classes.
#include <sqfig/sqfig.hpp>

#include <random>

int main(int argc, char** argv) {
    std::mt19937 rng(2);
    std::normal_distribution<double> noise(0, 0.75);
    auto around = [&](double centre) { return sqfig::generate(1000, [&] { return centre + noise(rng); }); };
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4, 3.4));
    ax.scatter(around(-1.0), around(-0.4)).size(4).alpha(0.5).label("negative");
    ax.scatter(around(1.1), around(0.5)).size(4).alpha(0.5).marker(sqfig::MarkerShape::triangle).label("positive");
    ax.x_label("component 1");
    ax.y_label("component 2");
    ax.title("Embeddings of 2,000 reviews");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "09_two_class_scatter.pdf");
}
