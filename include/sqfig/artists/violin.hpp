// Violin plots (matplotlib's violinplot): a Gaussian kernel density estimate
// of each data set (mlab.GaussianKDE, matplotlib's violin_stats), mirrored
// about its position, with extrema, medians, means, quantile marks, half
// violins for two-group comparisons and jittered points on top.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

/// The most points a violin's density is evaluated at (ViolinOptions::points,
/// Violin::points): 100000, 0.8 MB of doubles per violin, a thousand times
/// matplotlib's default of 100; a larger request is refused before anything
/// is allocated.
inline constexpr int max_violin_points = 100000;

/// The kernel's bandwidth rule (scipy's and matplotlib's bw_method): the
/// kernel's standard deviation is the factor times the data's standard
/// deviation (ddof = 1).
class SQFIG_API Bandwidth {
public:
    /// Scott's rule (the default): factor n^(-1/5).
    static Bandwidth scott() { return Bandwidth(0, 0); }
    /// Silverman's rule: factor (3n/4)^(-1/5).
    static Bandwidth silverman() { return Bandwidth(1, 0); }
    /// A fixed factor, > 0 (bw_method=0.3).
    static Bandwidth factor(double f) { return Bandwidth(2, f); }
    /// Scott's rule.
    Bandwidth() = default;

    /// The factor for `n` values (n >= 2).
    double factor_for(std::size_t n) const;
    /// True for a fixed factor.
    bool fixed() const { return rule_ == 2; }

private:
    Bandwidth(int rule, double f) : rule_(rule), factor_(f) {}
    int rule_ = 0;
    double factor_ = 0;
};

/// mlab.GaussianKDE(data, bw).evaluate(at): the Gaussian kernel density
/// estimate of `data` (NaN left out) at each point of `at`:
/// sum_i exp(-(x - d_i)^2 / (2 s^2)) / (n sqrt(2 pi s^2)), s = factor × std(data, ddof = 1).
/// Throws sqfig::Error for fewer than 2 values, values all equal, an infinite
/// value or a factor that is not > 0.
SQFIG_API std::vector<double> gaussian_kde(Values data, Values at, Bandwidth bw = {});

/// What matplotlib's violin_stats takes besides the data.
struct SQFIG_API ViolinOptions {
    /// The bandwidth rule (Scott's by default).
    Bandwidth bandwidth;
    /// How many points the density is evaluated at, evenly from min to max (default 100, at least 2,
    /// at most max_violin_points).
    int points = 100;
    /// Quantiles to mark, each in [0, 1] (matplotlib's quantiles).
    std::vector<double> quantiles;
};

/// One data set's violin, as matplotlib's violin_stats returns it (the same
/// names). NaN values are left out and counted in `nan`.
struct SQFIG_API ViolinStats {
    /// Where the density is evaluated: numpy.linspace(min, max, points).
    std::vector<double> coords;
    /// The density at each of coords (all 1 when every value is the same, as matplotlib).
    std::vector<double> vals;
    /// The arithmetic mean.
    double mean = 0;
    /// The median.
    double median = 0;
    /// The least value.
    double min = 0;
    /// The greatest value.
    double max = 0;
    /// The asked quantiles' values (numpy.percentile, linear).
    std::vector<double> quantiles;
    /// How many values were read.
    std::size_t n = 0;
    /// How many NaN values were left out.
    std::size_t nan = 0;
};

/// matplotlib's cbook.violin_stats with its Gaussian KDE, NaN left out.
/// Throws sqfig::Error for no value (or NaN only), an infinite value, a bad
/// bandwidth factor, points < 2 or over max_violin_points, or a quantile outside [0, 1].
SQFIG_API ViolinStats violin_stats(Values data, const ViolinOptions& options = {});

/// Which side of its position a violin is drawn on.
enum class ViolinSide { both, low, high };
/// \var ViolinSide::both
/// Mirrored about the position (the default).
/// \var ViolinSide::low
/// Only the half below the position (left of it when vertical): one group of a comparison.
/// \var ViolinSide::high
/// Only the half above the position (right of it when vertical): the other group.

/// Violins of one or more data sets (matplotlib's violinplot). Made by
/// Axes::violin(); sets at 1, 2, ..., n with their category labels (or
/// positions) as ticks on the axis across them. Setters throw sqfig::Error
/// naming the violins without changing them.
class SQFIG_API Violin : public CommonSetters<Violin> {
public:
    /// Violins of `data_sets`, all in `color`.
    Violin(std::vector<std::vector<double>> data_sets, Color color);

    /// The kernel's bandwidth rule; recomputes.
    Violin& bandwidth(Bandwidth bw);
    /// How many points each density is evaluated at (2 to max_violin_points, default 100); recomputes.
    Violin& points(int n);
    /// Marks these quantiles (each in [0, 1]) of every set with a short line; recomputes.
    Violin& quantiles(Values q);
    /// The violins' positions across them (default 1, 2, ..., n), finite, one per set.
    Violin& positions(Values p);
    /// The widths in data units, > 0: one for all or one per violin (default 0.5): the widest
    /// point of each violin is this wide (a half violin half of it).
    Violin& widths(Values w);
    /// Violins along y, values along x (matplotlib's vert=False).
    Violin& horizontal(bool on = true);
    /// Draws only one half of each violin (for two groups at the same positions).
    Violin& side(ViolinSide s);
    /// The category labels (one per violin; empty: the positions).
    Violin& tick_labels(std::vector<std::string> labels);
    /// Lines at the least and greatest value and the bar between (default on).
    Violin& show_extrema(bool on = true);
    /// A line at each median.
    Violin& show_medians(bool on = true);
    /// A line at each mean.
    Violin& show_means(bool on = true);
    /// Each value as a point, spread across the violin by a seeded, deterministic jitter
    /// (the same seed gives the same points on every platform); a half violin's points
    /// lie on its empty side.
    Violin& jitter(bool on = true, std::uint64_t seed = 0);
    /// How far the jittered points spread: a fraction (0..1] of the violin's half width (default 0.5).
    Violin& jitter_spread(double fraction);
    /// The jittered points' size, points (default 2.5).
    Violin& jitter_size(double pt);
    /// One colour for every violin (set right after Axes::violin(), it does not advance the cycle).
    Violin& color(Color c);
    /// One colour per violin.
    Violin& colors(std::vector<Color> c);
    /// The bodies' opacity, 0..1 (default 0.3, as matplotlib).
    Violin& alpha(double a);

    /// Number of violins.
    std::size_t size() const { return stats_.size(); }
    /// The statistics and density of violin i.
    const ViolinStats& stats(std::size_t i) const;
    /// Where violin i stands across the violins.
    double position(std::size_t i) const { return positions_.at(i); }
    /// Violin i's width, data units.
    double width(std::size_t i) const;
    /// How far violin i reaches from its position at coords[k], data units:
    /// 0.5 width × vals[k] / max(vals).
    double half_width(std::size_t i, std::size_t k) const;
    /// Where the jittered points of violin i sit across the violins, data units
    /// (one per value read, in data order; empty unless jitter() is on).
    std::vector<double> jitter_positions(std::size_t i) const;
    /// True for violins along y.
    bool is_horizontal() const { return horizontal_; }

    /// Throws sqfig::Error for a position or value the scales cannot show.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// Each position ± 0.5 (or half its width, if wider) across, min and max along.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A patch in the first violin's colour, when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "violins"; }

    /// Ticks at the positions, labelled with the category labels when given, on x
    /// (none when horizontal); another artist's labels win over bare positions
    /// (Artist::x_categories).
    std::optional<CategoryTicks> x_categories() const override;
    /// The same on y, for violins along y (horizontal).
    std::optional<CategoryTicks> y_categories() const override;

private:
    void recompute(const ViolinOptions& o);

    std::vector<std::vector<double>> data_;
    ViolinOptions options_;
    std::vector<ViolinStats> stats_;
    std::vector<double> positions_, widths_;
    std::vector<std::string> tick_labels_;
    std::vector<Color> colors_;
    double alpha_ = 0.3, jitter_spread_ = 0.5, jitter_size_ = 2.5;
    std::uint64_t seed_ = 0;
    ViolinSide side_ = ViolinSide::both;
    bool horizontal_ = false, extrema_ = true, medians_ = false, means_ = false, jitter_ = false;
};

}  // namespace sqfig
