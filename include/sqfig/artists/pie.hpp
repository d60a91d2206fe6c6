// Pie and donut charts (matplotlib's ax.pie): one wedge per value, a
// fraction of the sum, laid out from a start angle counter-clockwise or
// clockwise, with optional explode offsets, a wedge width (a donut), labels
// and percentage texts. Drawn round in the plot's frame (the pie's radius 1
// is 1/1.25 of half the plot's shorter side, as matplotlib's limits of
// ±1.25 make it), so it is round whatever the axes' scales or shape.
// What matplotlib lacks: labels outside never overlap. Each side's labels
// are stacked so that none overlaps another, the pie or a percentage; one
// that had to move from its wedge gets a leader line; a percentage that
// does not fit inside its wedge goes outside with the label.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// The most wedges a pie takes (more is an Error of ErrorKind::data): a
/// wedge of a thousandth of a turn is already thinner than its outline.
inline constexpr std::size_t max_pie_wedges = 1000;

/// A pie or donut chart (Axes::pie makes one).
class SQFIG_API Pie : public CommonSetters<Pie> {
public:
    /// One wedge per value, coloured colors[i % colors.size()]. Throws
    /// sqfig::Error (ErrorKind::data, naming `pie` and `values`) for a
    /// negative, NaN or infinite value, values that are all zero or whose sum
    /// overflows, or more than max_pie_wedges values; (ErrorKind::usage) for no colours.
    Pie(std::vector<double> values, std::vector<Color> colors);

    /// One text per wedge, outside it (may hold $math$; "" for none), or with
    /// label_distance(std::nullopt) the wedges' legend entries instead. Throws
    /// sqfig::Error when not one per value.
    Pie& labels(std::vector<std::string> l);
    /// One colour per wedge; throws sqfig::Error when not one per value or a
    /// component is outside 0 to 1.
    Pie& colors(std::vector<Color> c);
    /// Moves wedge i out by explode[i] × radius along its middle; throws
    /// sqfig::Error when not one per value or one is negative or not finite (0 to 10).
    Pie& explode(std::vector<double> e);
    /// Where the first wedge starts, degrees counter-clockwise from the
    /// positive x direction (matplotlib's startangle, default 0); finite, else sqfig::Error.
    Pie& start_angle(double deg);
    /// Wedges follow each other counter-clockwise (default, matplotlib's
    /// counterclock=True) or clockwise.
    Pie& counterclock(bool on = true);
    /// True (default): the values are fractions of their sum. False: each value
    /// is the fraction itself, values summing to less than 1 leave a gap
    /// (matplotlib's normalize=False); a sum above 1 is then an Error at layout.
    Pie& normalize(bool on = true);
    /// The radius, in units of the default (1); throws sqfig::Error outside 0.01 to 10.
    Pie& radius(double r);
    /// A donut: each wedge is a ring this wide, in the radius' units
    /// (matplotlib's wedgeprops=dict(width=w)); 0 (default) fills to the centre.
    /// Throws sqfig::Error outside 0 to 10.
    Pie& wedge_width(double w);
    /// An outline of `width` points in `c` round each wedge (white separates
    /// donut segments); throws sqfig::Error for a colour component outside 0 to
    /// 1 or a width outside 0 to 100.
    Pie& edge(Color c, double width = 1);
    /// Percentages in the wedges, printf-style with one floating conversion
    /// (matplotlib's autopct="%.1f%%"): literal text, "%%", and one
    /// %[flags][width][.precision] f, e, g (or F, E, G) with width and
    /// precision below 100; otherwise sqfig::Error.
    Pie& autopct(std::string format);
    /// Percentages through a function of the wedge's percentage, 0 to 100
    /// (matplotlib's callable autopct); an exception it throws becomes an Error
    /// of ErrorKind::callback at layout.
    Pie& autopct(std::function<std::string(double)> format);
    /// Where percentages sit, as a fraction of the radius from the centre
    /// (default 0.6); throws sqfig::Error outside 0 to 10.
    Pie& pct_distance(double d);
    /// Where labels sit, as a fraction of the radius (default 1.1);
    /// std::nullopt shows them in the axes' legend instead (matplotlib's
    /// labeldistance=None). Throws sqfig::Error outside 0 to 10.
    Pie& label_distance(std::optional<double> d);
    /// Colour of the percentage texts inside the wedges (default: the style's text colour);
    /// throws sqfig::Error for a component outside 0 to 1.
    Pie& pct_color(Color c);

    /// The values, as given.
    const std::vector<double>& values() const { return values_; }
    /// Each wedge's start and end angle, degrees, smaller first (matplotlib's
    /// Wedge.theta1 and theta2); throws sqfig::Error when not normalized and
    /// the values sum to more than 1.
    std::vector<std::pair<double, double>> wedge_angles() const;

    /// Throws sqfig::Error (ErrorKind::data) when not normalized and the values sum to more than 1.
    void validate(const Scale& x, const Scale& y) const override;
    /// The wedges (filled polygons), then the percentage texts inside them,
    /// then the labels outside with their leaders; zero-size wedges draw nothing.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// With label_distance(std::nullopt): one patch per labelled wedge that is
    /// drawn (not of zero size). None while the labels are drawn beside the
    /// wedges (matplotlib lists them twice then).
    std::vector<LegendEntry> legend_entries() const override;
    /// Returns "pie".
    std::string kind() const override { return "pie"; }

private:
    std::vector<double> fractions() const;

    std::vector<double> values_;
    std::vector<Color> colors_;
    std::vector<std::string> labels_, label_markup_;
    std::vector<double> explode_;
    double start_ = 0, radius_ = 1, width_ = 0, pct_distance_ = 0.6;
    detail::maybe<double> label_distance_ = 1.1;
    bool counterclock_ = true, normalize_ = true;
    detail::maybe<StrokeStyle> edge_;
    std::function<std::string(double)> autopct_;
    detail::maybe<Color> pct_color_;
};

}  // namespace sqfig
