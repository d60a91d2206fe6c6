// 2-D histograms (matplotlib's hist2d): the counts are numpy.histogram2d's
// and live in a free function usable without a figure; the artist draws them
// as a mesh of cells through a colour map and norm, one path per colour.
#pragma once

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"
#include "sqfig/artists/histogram.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

/// What numpy.histogram2d takes besides x and y, and matplotlib hist2d's cmin/cmax.
struct SQFIG_API Histogram2dOptions {
    /// 10 x 10 equal bins, as numpy's.
    Histogram2dOptions() = default;
    /// The same bins on both axes (`ax.hist2d(x, y, 40)`, numpy's bins=40).
    Histogram2dOptions(int both) : x_bins(both), y_bins(both) {}  // NOLINT: implicit, as numpy's bins=40
    /// The same bins on both axes: a count or edges (not a rule: numpy.histogram2d takes none).
    Histogram2dOptions(Bins both) : x_bins(both), y_bins(std::move(both)) {}  // NOLINT: implicit, as numpy's bins
    /// Bins along x: a count of equal bins over the range, or edges.
    Bins x_bins = 10;
    /// Bins along y.
    Bins y_bins = 10;
    /// The outer edges of equal bins along x (default: the finite x's min and max).
    std::optional<std::pair<double, double>> x_range;
    /// The outer edges of equal bins along y.
    std::optional<std::pair<double, double>> y_range;
    /// One weight per point (default: each point counts 1).
    std::vector<double> weights;
    /// Counts / (total × cell area): the histogram integrates to 1.
    bool density = false;
    /// Cells holding less are left blank (matplotlib's cmin).
    std::optional<double> cmin;
    /// Cells holding more are left blank (matplotlib's cmax).
    std::optional<double> cmax;
};

/// numpy.histogram2d's result: counts[i * y_bins + j] holds the points with x
/// in x bin i and y in y bin j (numpy's H[i, j]); every bin is [a, b) but the
/// last on each axis, [a, b].
struct SQFIG_API Histogram2dCounts {
    /// One value per cell, x bin after x bin: counts, sums of weights or densities.
    std::vector<double> counts;
    /// The x edges (x bins + 1 of them).
    std::vector<double> x_edges;
    /// The y edges.
    std::vector<double> y_edges;
    /// Points with NaN in x or y, counted in no cell.
    std::size_t nan = 0;
    /// Points outside the edges on either axis, counted in no cell.
    std::size_t outside = 0;
    /// The number of x bins.
    std::size_t x_bins() const { return x_edges.size() - 1; }
    /// The number of y bins.
    std::size_t y_bins() const { return y_edges.size() - 1; }
    /// The value of cell (i, j): x bin i, y bin j.
    double at(std::size_t i, std::size_t j) const { return counts.at(i * y_bins() + j); }
};

/// numpy.histogram2d of the points (x[i], y[i]) with NaN points left out
/// (counted in the result). Throws sqfig::Error for x and y of different
/// lengths, bins < 1 or by rule, more than max_histogram_bins cells,
/// non-increasing edges, a bad range, weights of another length (negative
/// with density), or an infinite value where the range is read from the data.
/// cmin and cmax are not applied (the artist applies them).
SQFIG_API Histogram2dCounts histogram2d(Values x, Values y, const Histogram2dOptions& options = {});

/// A 2-D histogram (matplotlib's hist2d) drawn as cells through a colour map
/// and norm; cells outside [cmin, cmax] and cells the norm cannot show (a
/// log norm's zeros) are left blank, as matplotlib's masked cells. Made by Axes::hist2d().
class SQFIG_API Histogram2d : public CommonSetters<Histogram2d>, public ColorMapped {
public:
    /// Counts the points at once (histogram2d()); throws sqfig::Error as it does,
    /// and for cmin or cmax not a finite number.
    Histogram2d(std::vector<double> x, std::vector<double> y, Histogram2dOptions options);

    /// The colour map (default viridis).
    Histogram2d& colormap(Colormap m);
    /// A colour map by its matplotlib name; throws sqfig::Error for an unknown name.
    Histogram2d& colormap(const std::string& name);
    /// How counts map to [0, 1] (default Norm::linear() over the shown cells;
    /// Norm::log() for log counts, matplotlib's norm=LogNorm()).
    Histogram2d& norm(Norm n) { norm_ = std::move(n); return *this; }

    /// The counts, edges and left-out points (before cmin and cmax).
    const Histogram2dCounts& counts() const { return h_; }
    /// The value cell (i, j) is drawn with: NaN for a blank cell (outside cmin, cmax).
    double shown(std::size_t i, std::size_t j) const;

    /// The colour map the cells are drawn through.
    const Colormap& colormap() const override { return map_; }
    /// The norm, its open ends taken from the shown cells.
    Norm resolved_norm() const override;

    /// Throws sqfig::Error for an edge the x or y scale cannot show (log axis,
    /// edge <= 0), or a norm the cells cannot fix.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The outer edges.
    DataExtent extent(const Scale&, const Scale&) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A strip of the colour map, when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "hist2d"; }

private:
    Histogram2dCounts h_;
    std::vector<double> shown_;  // counts with cells outside [cmin, cmax] NaN
    Colormap map_ = Colormap::viridis();
    Norm norm_ = Norm::linear();
};

}  // namespace sqfig
