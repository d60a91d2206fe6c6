// One axis of an axes (matplotlib's axis.py): its scale, limits, margins,
// direction, ticks and their labels, and its label. One implementation for x
// and y: the side it is drawn on is the only difference.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/detail/owned_state.hpp"
#include "sqfig/scale/scale.hpp"
#include "sqfig/scale/tick_formatter.hpp"
#include "sqfig/style.hpp"

namespace sqfig {

/// How one axis's tick labels look (fluent). Every setter checks its argument.
class SQFIG_API TickLabels {
public:
    /// Turns the labels `degrees` counter-clockwise; throws sqfig::Error unless finite.
    TickLabels& rotate(double degrees);
    /// Anchors each label at its right end (e.g. labels rotated under an x axis).
    TickLabels& align_right() { ha_ = HAlign::right; return *this; }
    /// Anchors each label at its left end.
    TickLabels& align_left() { ha_ = HAlign::left; return *this; }
    /// Anchors each label at its centre.
    TickLabels& align_center() { ha_ = HAlign::center; return *this; }
    /// Font size in points, 0.1 to 10000; throws sqfig::Error otherwise.
    TickLabels& size(double pt);

    /// The rotation in degrees, counter-clockwise (default 0).
    double angle() const { return angle_; }
    /// The anchoring set; none: the side's own (centred under an x axis, right end
    /// on a left y axis, left end on a right one).
    std::optional<HAlign> align() const;
    /// The font size in points; 0 (default): the style's tick_label_size.
    double font_size() const { return size_; }

private:
    double angle_ = 0, size_ = 0;
    detail::maybe<HAlign> ha_;
};

/// Where an axis is drawn: below the plot (x), left of it (y), or right of
/// it (the y axis of a twin, Axes::twin_x), or above it (the x axis of a
/// twin_y twin, a secondary x axis).
enum class AxisSide { bottom, left, right, top };

/// \var AxisSide::bottom
/// Below the plot: an x axis.
/// \var AxisSide::left
/// Left of the plot: a y axis.
/// \var AxisSide::right
/// Right of the plot: the y axis of a twin.
/// \var AxisSide::top
/// Above the plot: the x axis of a twin_y twin (Axes::twin_y) or a secondary x axis.
//
/// One axis of an axes: its scale, limits, margins, direction, ticks and their
/// labels, grid lines and label. One class for x and y; only the side differs.
class SQFIG_API Axis {
public:
    /// A linear, autoscaled axis without a label, drawn on `side`.
    explicit Axis(AxisSide side);
    /// Copies, moves and destroys the axis (its state is behind a pointer).
    Axis(const Axis& other);
    /// Moves the axis; `other` may then only be assigned to or destroyed.
    Axis(Axis&& other) noexcept;
    /// Copies another axis's settings.
    Axis& operator=(const Axis& other);
    /// Moves another axis's settings.
    Axis& operator=(Axis&& other) noexcept;
    ~Axis();

    /// Sets the scale (linear by default, or LogScale, or one's own).
    Axis& scale(Scale s);
    /// The scale.
    const Scale& scale() const;

    /// Fixes the limits; std::nullopt for an end leaves it to autoscaling.
    /// Throws sqfig::Error for a limit that is not finite or lo >= hi.
    Axis& limits(std::optional<double> lo, std::optional<double> hi);
    /// The fixed lower limit; none: autoscaled.
    std::optional<double> lower_limit() const;
    /// The fixed upper limit; none: autoscaled.
    std::optional<double> upper_limit() const;

    /// Fraction of the data span added on each side when autoscaling (default 0.05).
    /// Throws sqfig::Error outside [0, 100].
    Axis& margin(double m);
    /// The autoscale margin, a fraction of the data span.
    double margin() const { return margin_; }

    /// Runs the axis the other way (high values left / at the bottom).
    Axis& invert(bool on = true) { inverted_ = on; return *this; }
    /// True when the axis runs the other way.
    bool inverted() const { return inverted_; }

    /// Ticks at fixed positions; labels (may hold $math$) default to the
    /// scale's formatter. On an error nothing changes.
    /// Throws sqfig::Error for a position that is not finite, or labels that are
    /// neither empty nor one per position. Returns the tick labels' look.
    TickLabels& ticks(std::vector<double> at, std::vector<std::string> labels = {});
    /// Ticks from the scale again (undoes ticks()).
    Axis& auto_ticks();
    /// The positions given to ticks(); none: ticks from the scale.
    const std::optional<std::vector<double>>& fixed_ticks() const;
    /// The look of this axis's tick labels, to change.
    TickLabels& tick_labels() { return tick_labels_; }
    /// The look of this axis's tick labels.
    const TickLabels& tick_labels() const { return tick_labels_; }

    /// The axis label (may hold $math$).
    Axis& label(const std::string& s);
    /// True when the axis has a label.
    bool has_label() const;

    /// Colours the ticks, tick labels, offset text and label (matplotlib's
    /// tick_params(colors=) plus the label colour): which data a twin axis reads.
    Axis& color(Color c);
    /// Shows or hides the tick labels (the ticks stay).
    Axis& tick_labels_visible(bool on) { tick_labels_visible_ = on; return *this; }
    /// True when the tick labels are shown (the default).
    bool tick_labels_visible() const { return tick_labels_visible_; }

    /// Grid lines across the plot at the major and/or minor ticks, drawn under
    /// the data. Minor lines on an axis whose scale has no minor ticks (linear)
    /// divide each major step in 4 or 5, as matplotlib's AutoMinorLocator.
    Axis& grid(bool major = true, bool minor = false);
    /// The grid lines' colour, width (points; minor lines get half) and opacity;
    /// defaults from the Style.
    /// On an error nothing changes.
    Axis& grid_style(Color c, double width, double alpha = 1.0);
    /// True when grid lines are drawn at the major or minor ticks.
    bool has_grid() const { return grid_major_ || grid_minor_; }

    /// Labels the ticks with `f` (percent, SI, a function) instead of the scale's labels.
    Axis& formatter(TickFormatter f);
    /// Labels the ticks with a function of one's own: value -> text (may hold $math$).
    Axis& formatter(TickFormatter::Function fn);

    /// Where the axis is drawn.
    AxisSide side() const { return side_; }
    /// True for an axis below or above the plot (an x axis).
    bool horizontal() const;
    /// "x" for a horizontal axis, "y" for a vertical one (for messages).
    const char* letter() const { return horizontal() ? "x" : "y"; }

    // ---- layout (called by Axes) ------------------------------------------

    /// Throws sqfig::Error for limits the scale cannot show.
    void validate() const;

    /// The visible range in scale space, low end first (the frame swaps it
    /// when inverted): the data range with margins, limits where fixed.
    /// `sticky_zero`: bars, whose end at 0 gets no margin.
    std::pair<double, double> view(bool has, double dmin, double dmax, bool sticky_zero) const;

    /// The ticks inside the scale-space range between t0 and t1 (either order)
    /// for an axis `length_pt` long with labels of `font` points. `offset`
    /// receives the scale's offset text for them (a date scale's "2026-Jan").
    std::vector<Tick> ticks_for(double t0, double t1, double length_pt, double font, std::string* offset = nullptr) const;

    /// The ticks this axis draws for the frame `f`, labelled by its formatter
    /// (or the scale). `offset` receives a common factor taken out of every
    /// label ("×10<sup>6</sup>", matplotlib's offset text), empty for none.
    std::vector<Tick> visible_ticks(const AxesFrame& f, const Style& style, std::string* offset = nullptr) const;

    /// Grid lines for the frame `f` (Footprint::none, clipped to the plot):
    /// never judged by the collision check nor avoided by the legend.
    void emit_grid(std::vector<SceneItem>& out, const AxesFrame& f, const Style& style) const;

    /// Draws the ticks, tick labels and label of this axis along the plot of
    /// `f`, appending to `out`. Items carry `f`'s group and owner.
    /// `show_tick_labels` false: ticks only (inner panels of a shared grid).
    void emit(std::vector<SceneItem>& out, const AxesFrame& f, const Style& style, const TextMeasurer& engine,
              bool show_tick_labels = true) const;

private:
    static SceneItem item(const AxesFrame& f, const char* kind, const std::string& what);

    static void line(std::vector<SceneItem>& out, const AxesFrame& f, Color color, Point a, Point b, double width);

    // Auto-generated tick labels that would touch are thinned to every other one.
    static void thin_overlapping(std::vector<SceneItem>& labels);

    // Takes "×10<sup>k</sup>" out of the labels when every nonzero major label
    // ends with the same one (large or tiny linear values); returns it.
    static std::string take_out_common_factor(std::vector<Tick>& ticks);

    // Minor positions between evenly spaced majors (in scale space): each step
    // in 5, or in 4 when the step's leading digit is 2 (AutoMinorLocator).
    std::vector<double> auto_minor(const std::vector<Tick>& ticks, double t0, double t1) const;

    // The settings held in standard templates (the scale, the limits, fixed
    // ticks, the label, colours, the formatter), in axis.cpp: as members they
    // would instantiate a std::optional of each type in every program.
    struct State;

    AxisSide side_;
    double margin_ = 0.05;
    bool inverted_ = false;
    TickLabels tick_labels_;
    bool tick_labels_visible_ = true;
    bool grid_major_ = false, grid_minor_ = false;
    detail::owned_state<State> s_;
};

}  // namespace sqfig
