// Validation accuracy over a learning-rate x batch-size sweep in five
// discrete bands (a map from three colours, BoundaryNorm levels).
#include <sqfig/sqfig.hpp>

#include <cmath>

int main(int argc, char** argv) {
    std::vector<double> acc;
    for (int b = 0; b < 5; ++b) {
        for (int l = 0; l < 6; ++l) acc.push_back(92 - 3.0 * std::pow(l - 2.5 + 0.4 * b, 2) - 1.5 * b);
    }
    const auto cmap = sqfig::Colormap::from_list("acc", {"#b2182b", "#f7f7f7", "#2166ac"}).resampled(5);
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    sqfig::Heatmap& image = ax.heatmap(acc, 5, 6, {"1e-4", "3e-4", "1e-3", "3e-3", "1e-2", "3e-2"},
                                       {"32", "64", "128", "256", "512"});
    image.colormap(cmap).norm(sqfig::Norm::boundaries({40, 60, 75, 85, 90, 95}, 5));
    ax.colorbar(image).label("validation accuracy (%)");
    ax.x_label("learning rate");
    ax.y_label("batch size");
    ax.title("Sweep: accuracy bands");
    fig.save(argc > 1 ? argv[1] : "16_sweep_levels.pdf");
}
