// A 2-D embedding of 60,000 points (three clusters, as a UMAP of three
// classes) as a 2-D histogram and as hexagonal bins, log counts, colourbars.
#include <sqfig/sqfig.hpp>

#include <cstdint>

int main(int argc, char** argv) {
    auto u = [](std::uint64_t i, std::uint64_t s) {  // a hash of (i, s) as a uniform in [0, 1), as the numpy twin's
        std::uint64_t h = (i + s) * 0x9E3779B97F4A7C15ULL;
        h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ULL;
        return static_cast<double>((h ^ (h >> 29)) >> 11) / 9007199254740992.0;
    };
    std::vector<double> x, y;
    const double cx[] = {-4, 1, 4}, cy[] = {-1, 3, -2};
    for (std::uint64_t i = 0; i < 60000; ++i) {
        const int k = static_cast<int>(i % 3);
        x.push_back(cx[k] + (u(i, 1) + u(i, 2) + u(i, 3) - 1.5) * (1 + k));
        y.push_back(cy[k] + (u(i, 4) + u(i, 5) + u(i, 6) - 1.5) * (2 - 0.5 * k));
    }
    auto [fig, grid] = sqfig::subplots(1, 2, sqfig::inches(8, 3.2));
    sqfig::Histogram2d& mesh = grid[0].hist2d(x, y, 60).norm(sqfig::Norm::log()).colormap("magma");
    grid[0].colorbar(mesh).label("points per bin");
    grid[0].title("hist2d, 60 x 60 bins");
    sqfig::Hexbin& hexes = grid[1].hexbin(x, y, 40).norm(sqfig::Norm::log()).colormap("magma");
    grid[1].colorbar(hexes).label("points per hexagon");
    grid[1].title("hexbin, gridsize 40");
    for (sqfig::Axes& ax : grid) ax.x_label("UMAP 1");
    grid[0].y_label("UMAP 2");
    fig.save(argc > 1 ? argv[1] : "20_embedding_density.pdf");
}
