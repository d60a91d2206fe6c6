// Hexagonal binning (matplotlib's hexbin): the cells are matplotlib 3.6's
// (two offset lattices, each point in the nearer centre's hexagon) and live
// in a free function usable without a figure; the artist draws the hexagons
// through a colour map and norm, one path per colour.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

/// How the C values falling in one hexagon become its value (matplotlib's reduce_C_function).
enum class HexbinReduce { mean, sum, max, min };
/// \var HexbinReduce::mean
/// numpy.mean (matplotlib's default).
/// \var HexbinReduce::sum
/// numpy.sum.
/// \var HexbinReduce::max
/// numpy.amax.
/// \var HexbinReduce::min
/// numpy.amin.

/// What matplotlib's hexbin takes besides x and y.
struct SQFIG_API HexbinOptions {
    /// matplotlib's defaults: gridsize 100, counts.
    HexbinOptions() = default;
    /// `gridsize` hexagons across x (`ax.hexbin(x, y, 40)`, matplotlib's gridsize=40).
    HexbinOptions(int gridsize) : gridsize_x(gridsize) {}  // NOLINT: implicit, as matplotlib's gridsize=40
    /// Hexagons across x (matplotlib's gridsize=100).
    int gridsize_x = 100;
    /// Hexagons up y; unset: int(gridsize_x / sqrt(3)), as matplotlib.
    std::optional<int> gridsize_y;
    /// xmin, xmax, ymin, ymax of the grid (in log10 on a log axis, as
    /// matplotlib); unset: the data's extremes, widened when they coincide.
    std::optional<std::array<double, 4>> extent;
    /// One value per point; empty: a hexagon's value is its count.
    std::vector<double> C;
    /// How C values become a hexagon's value (when C is given).
    HexbinReduce reduce = HexbinReduce::mean;
    /// Any reduction of C values (wins over `reduce` when set).
    std::function<double(const std::vector<double>&)> reduce_with;
    /// Without C: hexagons counting fewer points are left out; with C:
    /// hexagons counting this many or fewer (matplotlib 3.6's two rules;
    /// unset: no count is left out without C, empty hexagons with C).
    std::optional<double> mincnt;
    /// Bin log10(x) and put the x axis on a log scale (matplotlib's xscale="log").
    bool x_log = false;
    /// Bin log10(y) and put the y axis on a log scale.
    bool y_log = false;
};

/// The hexagons matplotlib's hexbin draws: their centres (in binning space:
/// log10 on a log axis), values, and the lattice spacing.
struct SQFIG_API HexbinCells {
    /// The centres' x, lattice 1 (its columns left to right, each bottom to top) then lattice 2.
    std::vector<double> x;
    /// The centres' y.
    std::vector<double> y;
    /// One value per hexagon: its count, or its reduced C values.
    std::vector<double> values;
    /// The column spacing (matplotlib's sx); a hexagon is sx wide.
    double sx = 0;
    /// The row spacing of one lattice (matplotlib's sy); a hexagon is 2 sy / 3 tall.
    double sy = 0;
    /// The grid's corners after matplotlib's padding (binning space).
    std::array<double, 4> extent{};
};

/// matplotlib 3.6's hexbin cells of the points (x[i], y[i]) with points whose
/// x, y (or C) are not finite left out, as matplotlib's. Throws sqfig::Error
/// for x, y (and C) of different lengths, gridsize below 1 (or a y size of
/// 0 from it), more than max_histogram_bins hexagons, an extent not finite
/// and ordered, or a value <= 0 on a log axis.
SQFIG_API HexbinCells hexbin_cells(Values x, Values y, const HexbinOptions& options = {});

/// Hexagonal bins (matplotlib's hexbin) drawn through a colour map and norm,
/// each hexagon edged in its own colour (matplotlib's edgecolors="face",
/// 1 point) unless edges() says otherwise. Made by Axes::hexbin().
class SQFIG_API Hexbin : public CommonSetters<Hexbin>, public ColorMapped {
public:
    /// Bins the points at once (hexbin_cells()); throws sqfig::Error as it does.
    Hexbin(std::vector<double> x, std::vector<double> y, HexbinOptions options);

    /// The colour map (default viridis).
    Hexbin& colormap(Colormap m);
    /// A colour map by its matplotlib name; throws sqfig::Error for an unknown name.
    Hexbin& colormap(const std::string& name);
    /// How values map to [0, 1] (default Norm::linear() over the values;
    /// Norm::log() for log counts, matplotlib's bins="log").
    Hexbin& norm(Norm n) { norm_ = std::move(n); return *this; }
    /// The hexagons' edges: one colour for all, `width` points (0: none).
    Hexbin& edges(Color color, double width = 1.0);
    /// The hexagons' edges in each one's own colour (the default, 1 point; 0: none).
    Hexbin& face_edges(double width = 1.0);

    /// The hexagons (centres, values, spacing).
    const HexbinCells& cells() const { return cells_; }

    /// The colour map the hexagons are drawn through.
    const Colormap& colormap() const override { return map_; }
    /// The norm, its open ends taken from the values.
    Norm resolved_norm() const override;

    /// Throws sqfig::Error for a hexagon corner the x or y scale cannot show,
    /// or a norm the values cannot fix.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The grid's corners (matplotlib's data limits).
    DataExtent extent(const Scale&, const Scale&) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A strip of the colour map, when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "hexbin"; }

private:
    // A hexagon's corner k (0..5) around centre c, in data space (10^ on a log axis).
    Point corner(std::size_t c, int k) const;

    HexbinCells cells_;
    bool x_log_, y_log_;
    Colormap map_ = Colormap::viridis();
    Norm norm_ = Norm::linear();
    detail::maybe<Color> edge_color_;  // none: each hexagon's own colour
    double edge_width_ = 1.0;
};

}  // namespace sqfig
