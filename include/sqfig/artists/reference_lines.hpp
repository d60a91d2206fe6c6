// Reference lines and spans (matplotlib's axhline, axvline, axhspan,
// axvspan): a line at one data value, or a band between two, across the whole
// plot whatever the limits (axes fractions in the spanning direction, so they
// never extend autoscaling that way), clipped to the plot.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// Which way a reference line or span runs across the plot.
enum class Across { horizontal, vertical };
/// \var Across::horizontal
/// Along x, at a y value (axhline, axhspan).
/// \var Across::vertical
/// Along y, at an x value (axvline, axvspan).

namespace detail {
const char* across_name(Across a, bool span);
// The value must be one the scale of its direction can show.
void require_shown(double v, const Scale& s, const std::string& who);
}  // namespace detail

/// A line across the plot at y (horizontal) or x (vertical).
class SQFIG_API ReferenceLine : public CommonSetters<ReferenceLine> {
public:
    /// A line at `at` (y for a horizontal line, x for a vertical one, data units);
    /// throws sqfig::Error for a non-finite value or an invalid colour.
    ReferenceLine(Across across, double at, Color color);

    /// The line's colour.
    ReferenceLine& color(Color c);
    /// Line width, points (default 1).
    ReferenceLine& width(double w);
    /// Dashes: on/off lengths in points (default 4 on, 2 off); an empty pattern
    /// draws the line solid again.
    ReferenceLine& dashed(std::vector<double> pattern = {4, 2});
    /// A named style (matplotlib's "-", "--", ":", "-."), scaled by the line
    /// width as matplotlib scales it (dash_pattern()). Replaces dashed(); dashed() replaces it.
    ReferenceLine& line_style(LineStyle s);
    /// Draws the legend handle as a horizontal stroke across the handle box,
    /// as matplotlib draws every line's (an axvline's too), instead of running
    /// the way the line runs (the default, false). A horizontal line's handle is horizontal either way.
    ReferenceLine& horizontal_handle(bool on = true) { horizontal_handle_ = on; return *this; }
    /// Where the line is: y of a horizontal line, x of a vertical one, data units.
    double at() const { return at_; }

    /// Throws sqfig::Error when the scale of its direction cannot show the value
    /// (<= 0 on a log axis).
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The value alone, on the axis it is given on (the other is left alone).
    DataExtent extent(const Scale&, const Scale&) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// The handle: the line as drawn (dashed when it is), running the way it runs.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override;

private:
    Across across_;
    double at_;
    Color color_;
    double width_ = 1.0;
    std::vector<double> dashes_;
    detail::maybe<LineStyle> named_;
    bool horizontal_handle_ = false;
};

/// A band across the plot between y0 and y1 (horizontal) or x0 and x1 (vertical).
class SQFIG_API ReferenceSpan : public CommonSetters<ReferenceSpan> {
public:
    /// A band from `from` to `to` (y for a horizontal span, x for a vertical one,
    /// data units); throws sqfig::Error for a non-finite end or an invalid colour.
    ReferenceSpan(Across across, double from, double to, Color color);

    /// Fill colour, drawn at alpha() opacity.
    ReferenceSpan& color(Color c);
    /// Opacity of the fill (default 0.2: data under it stays readable).
    ReferenceSpan& alpha(double a);

    /// Throws sqfig::Error when the scale of its direction cannot show an end
    /// (<= 0 on a log axis).
    void validate(const Scale& xs, const Scale& ys) const override;
    /// Both ends, on the axis they are given on (the other is left alone).
    DataExtent extent(const Scale&, const Scale&) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A patch as translucent as the band, when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override;

private:
    Across across_;
    double from_, to_;
    Color color_;
    double alpha_ = 0.2;
};

}  // namespace sqfig
