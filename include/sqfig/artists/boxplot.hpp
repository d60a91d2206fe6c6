// Box plots (matplotlib's boxplot and bxp): the statistics are matplotlib's
// cbook.boxplot_stats and live in free functions usable without a figure;
// the artist draws them, from data or from statistics computed elsewhere.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

/// Where a box plot's whiskers end (matplotlib's whis). Each whisker ends at
/// the most extreme data value inside its fence, never inside the box; the
/// values beyond the whiskers are the fliers.
class SQFIG_API Whiskers {
public:
    /// Fences `factor` IQR below Q1 and above Q3 (matplotlib's whis=1.5), factor >= 0.
    Whiskers(double factor = 1.5) : factor_(factor) {}  // NOLINT: implicit, as whis=1.5
    /// Fences at the `lo` and `hi` percentiles, 0 <= lo <= hi <= 100 (matplotlib's whis=(5, 95)).
    static Whiskers percentiles(double lo, double hi) {
        Whiskers w(0);
        w.by_percentile_ = true;
        w.lo_ = lo;
        w.hi_ = hi;
        return w;
    }
    /// From the least to the greatest value, no fliers (matplotlib's whis=(0, 100)).
    static Whiskers range() { return percentiles(0, 100); }

    /// True when the fences are percentiles.
    bool by_percentile() const { return by_percentile_; }
    /// The IQR factor (when not by percentile).
    double factor() const { return factor_; }
    /// The lower fence's percentile (when by percentile).
    double low_percentile() const { return lo_; }
    /// The upper fence's percentile (when by percentile).
    double high_percentile() const { return hi_; }

private:
    double factor_ = 1.5;
    bool by_percentile_ = false;
    double lo_ = 0, hi_ = 100;
};

/// What matplotlib's boxplot_stats takes besides the data.
struct SQFIG_API BoxplotOptions {
    /// 1.5 IQR fences by default.
    Whiskers whiskers = 1.5;
    /// When Q1 equals Q3, the whiskers reach the least and the greatest value
    /// (matplotlib's autorange: whis becomes (0, 100); the box stays Q1..Q3).
    bool autorange = false;
};

/// One data set's box-plot statistics, as matplotlib's boxplot_stats returns
/// them (the same names). NaN values are left out and counted in `nan`; an
/// empty set (or one of NaN only) has every number NaN and no fliers, as
/// matplotlib's empty set, and draws nothing.
struct SQFIG_API BoxStats {
    /// Every number NaN, no fliers, no label.
    BoxStats();
    /// The arithmetic mean (numpy.mean).
    double mean;
    /// The median.
    double med;
    /// The first quartile (25th percentile, numpy's linear interpolation): the box's lower edge.
    double q1;
    /// The third quartile (75th percentile): the box's upper edge.
    double q3;
    /// q3 - q1, before autorange.
    double iqr;
    /// The notch's lower end: med - 1.57 iqr / sqrt(n).
    double cilo;
    /// The notch's upper end: med + 1.57 iqr / sqrt(n).
    double cihi;
    /// Where the lower whisker ends: the least value inside the lower fence (q1 if none is below q1).
    double whislo;
    /// Where the upper whisker ends: the greatest value inside the upper fence (q3 if none is above q3).
    double whishi;
    /// The values below whislo, in data order, then those above whishi.
    std::vector<double> fliers;
    /// The category label (empty: none).
    std::string label;
    /// How many values the statistics read (NaN left out).
    std::size_t n = 0;
    /// How many NaN values were left out.
    std::size_t nan = 0;
};

/// matplotlib's cbook.boxplot_stats of one data set, NaN left out. Throws
/// sqfig::Error for an infinite value, a negative or non-finite whisker
/// factor, or percentiles outside 0..100 or in the wrong order.
SQFIG_API BoxStats boxplot_stats(Values data, const BoxplotOptions& options = {});

/// The statistics of each data set, with `labels` (none, or one per set).
SQFIG_API std::vector<BoxStats> boxplot_stats(const std::vector<Values>& data_sets, const BoxplotOptions& options = {},
                                    std::vector<std::string> labels = {});

/// Box plots of one or more data sets (matplotlib's boxplot), or of
/// statistics computed elsewhere (matplotlib's bxp). Made by Axes::boxplot();
/// sets at 1, 2, ..., n, with their category labels (or positions) as ticks on
/// the axis across the boxes. Setters throw sqfig::Error naming the box plot
/// without changing it.
class SQFIG_API Boxplot : public CommonSetters<Boxplot> {
public:
    /// Boxes of these statistics, lines in `line`, the median in `median`, the mean in `mean`.
    Boxplot(std::vector<BoxStats> stats, Color line, Color median, Color mean);
    /// Boxes of these data sets (boxplot_stats with 1.5 IQR whiskers).
    Boxplot(std::vector<std::vector<double>> data_sets, Color line, Color median, Color mean);

    /// Where the whiskers end; recomputes the statistics (not for boxes drawn from statistics).
    Boxplot& whiskers(Whiskers w);
    /// matplotlib's autorange; recomputes the statistics (not for boxes drawn from statistics).
    Boxplot& autorange(bool on = true);
    /// The boxes' positions across them (default 1, 2, ..., n), finite, one per box.
    Boxplot& positions(Values p);
    /// Box widths in data units, > 0: one for all or one per box (default matplotlib's:
    /// 0.15 times the span of the positions, between 0.15 and 0.5).
    Boxplot& widths(Values w);
    /// Boxes along y, values along x (matplotlib's vert=False).
    Boxplot& horizontal(bool on = true);
    /// The category labels under the boxes (one per box; empty: the positions).
    Boxplot& tick_labels(std::vector<std::string> labels);
    /// Notched boxes: the notch spans cilo..cihi around the median.
    Boxplot& notch(bool on = true);
    /// A marker at the mean (matplotlib's showmeans, a triangle).
    Boxplot& show_means(bool on = true);
    /// The mean as a dashed line across the box instead of a marker (matplotlib's meanline).
    Boxplot& mean_line(bool on = true);
    /// Draws the fliers (default) or leaves them out (matplotlib's showfliers).
    Boxplot& show_fliers(bool on = true);
    /// Caps across the whisker ends (default on, half the box width).
    Boxplot& show_caps(bool on = true);
    /// Fills every box with `c` (matplotlib's patch_artist=True).
    Boxplot& fill(Color c);
    /// One fill per box.
    Boxplot& fills(std::vector<Color> c);
    /// The colour of the box outlines, whiskers, caps and fliers (default the text colour).
    Boxplot& color(Color c);
    /// The colour of the median line (default the cycle's second colour, matplotlib's C1).
    Boxplot& median_color(Color c);
    /// Width of every line, points (default 1).
    Boxplot& line_width(double pt);
    /// The fliers' marker and size in points (default a hollow circle, 6 pt).
    Boxplot& flier_marker(MarkerShape m, double size = 6);

    /// Number of boxes.
    std::size_t size() const { return stats_.size(); }
    /// The statistics of box i.
    const BoxStats& stats(std::size_t i) const;
    /// Where box i stands across the boxes.
    double position(std::size_t i) const { return positions_.at(i); }
    /// Box i's width, data units.
    double width(std::size_t i) const;
    /// True for boxes along y.
    bool is_horizontal() const { return horizontal_; }
    /// The category labels (empty: none given).
    const std::vector<std::string>& tick_labels() const { return tick_labels_; }

    /// Throws sqfig::Error for a position, or a value drawn (whisker ends, quartiles,
    /// median, and the notch, mean and fliers when shown), that the scales cannot show.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// Each position ± 0.5 (or half its width, if wider) across; along, the whisker ends,
    /// and the notch, mean and fliers when shown.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A small box outlined in the line colour (filled with the first fill, if any), when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "box plot"; }

    /// Ticks at the positions, labelled with the category labels when given, on x
    /// (none when horizontal); another artist's labels win over bare positions
    /// (Artist::x_categories).
    std::optional<CategoryTicks> x_categories() const override;
    /// The same on y, for boxes along y (horizontal).
    std::optional<CategoryTicks> y_categories() const override;

private:
    void recompute(const BoxplotOptions& o);

    std::vector<std::vector<double>> data_;  // empty when drawn from statistics
    BoxplotOptions options_;
    std::vector<BoxStats> stats_;
    std::vector<double> positions_, widths_;
    std::vector<std::string> tick_labels_;
    std::vector<Color> fills_;
    Color line_, median_, mean_;
    double line_width_ = 1, flier_size_ = 6;
    MarkerShape flier_marker_ = MarkerShape::circle;
    bool horizontal_ = false, notch_ = false, show_means_ = false, mean_line_ = false, show_fliers_ = true,
         show_caps_ = true;
};

}  // namespace sqfig
