// Error bars (matplotlib's errorbar): at each point (x, y) a segment from
// y - lower to y + upper (and/or x - left to x + right), with caps, and
// optionally a marker at the point. The same segments sit on top of bars
// given errors (Bars::y_error, matplotlib's bar(..., yerr=)).
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

namespace detail {

/// The errors of one direction: below/left and above/right of each point, in
/// data units, each NaN (no bar) or a finite number >= 0; one value stands for all.
struct ErrorSpec {
    std::vector<double> lower, upper;

    bool empty() const { return lower.empty(); }
    double low(std::size_t i) const;
    double high(std::size_t i) const;

    static ErrorSpec make(std::vector<double> lo, std::vector<double> hi, std::size_t n, const std::string& who);
};

/// How error bars look.
struct ErrorLook {
    Color color;
    double width = 1.0;
    double cap = 3.0;  // cap length, points (0: no caps)
};

// The value `v - low` / `v + high` on the page along one direction; an end the
// scale cannot show (<= 0 on a log axis) runs to the plot's edge, uncapped.
std::optional<double> error_end(double v, const AxesFrame& f, bool vertical);

/// Appends the segments of one error bar at (x, y) along `vertical` (else
/// horizontal): the bar and a cap at each shown end, as copies of `base`.
void emit_error_bar(std::vector<SceneItem>& out, const SceneItem& base, const AxesFrame& f, double x, double y,
                           double low, double high, bool vertical, const ErrorLook& look);

/// A legend handle: a vertical error bar with caps (and the marker, if any).
LegendEntry error_bar_entry(std::string label, ErrorLook look, MarkerShape marker, double marker_size);

}  // namespace detail

/// Error bars at points (x, y): set y_error() and/or x_error().
class SQFIG_API ErrorBars : public CommonSetters<ErrorBars> {
public:
    /// Points (x, y) in `color`, no errors yet; throws sqfig::Error when x and y
    /// differ in length or the colour is invalid.
    ErrorBars(std::vector<double> x, std::vector<double> y, Color color);

    /// The same error below and above each point (one value, or one per point).
    ErrorBars& y_error(Values symmetric);
    /// The same error `all` below and above every point.
    ErrorBars& y_error(double all) { return y_error(Values{all}); }
    /// Errors below (lower) and above (upper) each point.
    ErrorBars& y_error(Values lower, Values upper);
    /// The same error left and right of each point (one value, or one per point).
    ErrorBars& x_error(Values symmetric);
    /// The same error `all` left and right of every point.
    ErrorBars& x_error(double all) { return x_error(Values{all}); }
    /// Errors left (lower) and right (upper) of each point.
    ErrorBars& x_error(Values lower, Values upper);
    /// Length of the caps across each end, points (0: no caps).
    ErrorBars& cap_size(double pt);
    /// Line width of the bars and caps, points (default 1).
    ErrorBars& width(double w);
    /// Colour of bars, caps and markers (set right after Axes::error_bars(), it does
    /// not advance the cycle).
    ErrorBars& color(Color c);
    /// A marker at each (x, y).
    ErrorBars& marker(MarkerShape m) { marker_ = m; return *this; }
    /// Marker size, points (default 5).
    ErrorBars& marker_size(double s);

    /// Number of points.
    std::size_t size() const { return x_.size(); }

    /// Throws sqfig::Error for a point the scales cannot show (points with NaN are skipped).
    void validate(const Scale& xs, const Scale& ys) const override;

    /// Every point the scales can show, with the ends of its error bars.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// A vertical bar with caps (and the marker), when labelled.
    std::vector<LegendEntry> legend_entries() const override;

    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "error bars"; }

private:
    static void add_ends(DataExtent& e, const Scale& s, double v, double low, double high, bool vertical);

    std::vector<double> x_, y_;
    detail::ErrorSpec y_err_, x_err_;
    detail::ErrorLook look_;
    MarkerShape marker_ = MarkerShape::none;
    double marker_size_ = 5;
};

}  // namespace sqfig
