// Bars: one series, per-bar colours, width, an offset for grouping; vertical
// (matplotlib's bar) or horizontal (barh), optionally stacked on a base per
// bar (bottom= / left=) and with error bars on their ends (yerr= / xerr=).
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/error_bars.hpp"

namespace sqfig {

/// Which way bars grow from their base.
enum class BarDirection { vertical, horizontal };
/// \var BarDirection::vertical
/// Bars at x positions, growing along y (matplotlib's bar).
/// \var BarDirection::horizontal
/// Bars at y positions, growing along x (matplotlib's barh).

/// One series of bars (matplotlib's bar / barh): per-bar colours, an offset
/// for grouping, bases for stacking, hatches and error bars. Made by
/// Axes::bars() and Axes::hbars().
class SQFIG_API Bars : public CommonSetters<Bars> {
public:
    /// Bars at positions `at` (x for vertical bars, y for horizontal ones) with lengths `heights`.
    /// Throws sqfig::Error when `at` and `heights` differ in length or the colour is invalid.
    Bars(std::vector<double> at, std::vector<double> heights, Color color,
         BarDirection direction = BarDirection::vertical);
    /// The same with the direction first (the colour last, as Axes lends cycle colours).
    Bars(std::vector<double> at, std::vector<double> heights, BarDirection direction, Color color)
        : Bars(std::move(at), std::move(heights), color, direction) {}

    /// One colour for every bar (set right after Axes::bars(), it does not advance the cycle).
    Bars& color(Color c);
    /// One colour per bar (or one for all).
    Bars& colors(std::vector<Color> c);
    /// Thickness of each bar across its direction, data units.
    Bars& width(double w);
    /// Shifts every bar by d data units across its direction (for grouped bars).
    Bars& offset(double d);
    /// Hatch lines over every bar ("/", "\\", "|", "-", "+", "x"; "//" twice as
    /// dense): a second cue besides colour, for greyscale prints and colour-blind
    /// readers, shown in the legend handle too. An empty pattern removes it.
    Bars& hatch(std::string pattern, Color color = Color(0, 0, 0), double width = 0.6);
    /// The hatch over the bars, if any.
    std::optional<Hatch> hatch() const;
    /// An outline around each bar: colour and width `w` in points (none by default).
    Bars& edge(Color c, double w = 0.8);
    /// Where each bar starts (stacked bars: the top of the series below);
    /// one value per bar, or one for all. Default 0.
    Bars& bottom(Values base);
    /// Horizontal bars' bottom(): where each bar starts on the x axis.
    Bars& left(Values base);
    /// Error bars at the end of each vertical bar (symmetric; one per bar or one for all).
    Bars& y_error(Values symmetric);
    /// Errors below (lower) and above (upper) the end of each vertical bar, data units
    /// (NaN: none). Throws sqfig::Error on horizontal bars, for a negative error, or for
    /// a count other than one or one per bar.
    Bars& y_error(Values lower, Values upper);
    /// Error bars at the end of each horizontal bar.
    Bars& x_error(Values symmetric);
    /// Errors left (lower) and right (upper) of the end of each horizontal bar, data
    /// units (NaN: none). Throws sqfig::Error on vertical bars.
    Bars& x_error(Values lower, Values upper);
    /// How the error bars look (default: the text colour, 1 pt, caps 3 pt).
    Bars& error_style(Color c, double width = 1.0, double cap = 3.0);

    /// Number of bars.
    std::size_t size() const { return x_.size(); }
    /// True for horizontal bars (BarDirection::horizontal).
    bool horizontal() const { return horizontal_; }
    /// Position of bar i across its direction (x of a vertical bar, y of a horizontal one).
    double center(std::size_t i) const { return x_.at(i) + offset_; }
    /// Length of bar i as given (signed, data units).
    double height(std::size_t i) const { return heights_.at(i); }
    /// Where bar i starts: its base (0 unless bottom() or left() set one).
    double base(std::size_t i) const;
    /// Where bar i ends: base(i) + height(i).
    double end(std::size_t i) const;
    /// True once bottom() or left() gave the bars a base.
    bool stacked() const { return !base_.empty(); }
    /// Thickness of each bar across its direction, data units (default 0.8).
    double bar_width() const { return width_; }

    /// Throws sqfig::Error for a position the axis across the bars cannot show, a
    /// non-finite length, or an end or base a log axis cannot show.
    void validate(const Scale& xs, const Scale& ys) const override;

    /// Both edges of every bar, its end and base, the error-bar ends and 0 (where
    /// the scale has it); the margin does not go past 0 along the bars.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// A patch in the first bar's colour (hatched as the bars are), when labelled.
    std::vector<LegendEntry> legend_entries() const override;

    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return horizontal_ ? "horizontal bars" : "bars"; }

private:
    Bars& errors(Values lower, std::optional<Values> upper, bool along_x);

    std::vector<double> x_, heights_;  // positions across the bars, lengths along them
    std::vector<Color> colors_;
    double width_ = 0.8, offset_ = 0;
    detail::maybe<StrokeStyle> edge_;
    detail::maybe<Hatch> hatch_;
    bool horizontal_ = false;
    std::vector<double> base_;
    detail::ErrorSpec errors_;
    detail::maybe<detail::ErrorLook> error_look_;
};

}  // namespace sqfig
