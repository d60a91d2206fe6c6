// One axis of an axes (matplotlib's axis.py): its scale, limits, margins,
// direction, ticks and their labels, and its label. One implementation for x
// and y: the side it is drawn on is the only difference.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/artists/artist.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/scale.hpp"
#include "sqfig/style.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

/// How one axis's tick labels look (fluent). Every setter checks its argument.
class TickLabels {
public:
    TickLabels& rotate(double degrees) {
        if (!std::isfinite(degrees)) throw Error("tick labels: rotation must be a finite number of degrees");
        angle_ = degrees;
        return *this;
    }
    TickLabels& align_right() { ha_ = HAlign::right; return *this; }
    TickLabels& align_left() { ha_ = HAlign::left; return *this; }
    TickLabels& align_center() { ha_ = HAlign::center; return *this; }
    TickLabels& size(double pt) { size_ = detail::checked_size(pt, "tick label size"); return *this; }

    double angle() const { return angle_; }
    std::optional<HAlign> align() const { return ha_; }
    double font_size() const { return size_; }

private:
    double angle_ = 0, size_ = 0;
    std::optional<HAlign> ha_;
};

/// Where an axis is drawn: below the plot (x) or left of it (y).
enum class AxisSide { bottom, left };

class Axis {
public:
    explicit Axis(AxisSide side) : side_(side) {}

    Axis& scale(Scale s) { scale_ = std::move(s); return *this; }
    const Scale& scale() const { return scale_; }

    /// Fixes the limits; std::nullopt for an end leaves it to autoscaling.
    Axis& limits(std::optional<double> lo, std::optional<double> hi) {
        if ((lo && !std::isfinite(*lo)) || (hi && !std::isfinite(*hi)))
            throw Error(std::string(letter()) + " limits must be finite");
        if (lo && hi && !(*lo < *hi)) throw Error(std::string(letter()) + " limits must have low < high");
        lo_ = lo;
        hi_ = hi;
        return *this;
    }
    std::optional<double> lower_limit() const { return lo_; }
    std::optional<double> upper_limit() const { return hi_; }

    /// Fraction of the data span added on each side when autoscaling (default 0.05).
    Axis& margin(double m) {
        if (!(m >= 0 && m <= 100)) throw Error(std::string(letter()) + " margin must be between 0 and 100");
        margin_ = m;
        return *this;
    }
    double margin() const { return margin_; }

    /// Runs the axis the other way (high values left / at the bottom).
    Axis& invert(bool on = true) { inverted_ = on; return *this; }
    bool inverted() const { return inverted_; }

    /// Ticks at fixed positions; labels (may hold $math$) default to the
    /// scale's formatter. On an error nothing changes.
    TickLabels& ticks(std::vector<double> at, std::vector<std::string> labels = {}) {
        if (!labels.empty() && labels.size() != at.size())
            throw Error(std::to_string(at.size()) + " " + letter() + " tick positions but " +
                        std::to_string(labels.size()) + " labels");
        for (std::size_t i = 0; i < at.size(); ++i)
            if (!std::isfinite(at[i]))
                throw Error(std::string(letter()) + " tick " + std::to_string(i) + " is not finite");
        std::vector<std::string> markup;
        markup.reserve(labels.size());
        for (const std::string& s : labels) markup.push_back(math_to_markup(s));  // may throw: nothing changed yet
        tick_text_ = std::move(markup);
        tick_at_ = std::move(at);
        return tick_labels_;
    }
    const std::optional<std::vector<double>>& fixed_ticks() const { return tick_at_; }
    TickLabels& tick_labels() { return tick_labels_; }
    const TickLabels& tick_labels() const { return tick_labels_; }

    /// The axis label (may hold $math$).
    Axis& label(const std::string& s) { label_ = math_to_markup(s); return *this; }
    bool has_label() const { return !label_.empty(); }

    AxisSide side() const { return side_; }
    const char* letter() const { return side_ == AxisSide::bottom ? "x" : "y"; }

    // ---- layout (called by Axes) ------------------------------------------

    /// Throws sqfig::Error for limits the scale cannot show.
    void validate() const {
        if (lo_ && !scale_.accepts(*lo_))
            throw Error(std::string(letter()) + " limit " + detail::shortest(*lo_) + " cannot be shown on a " +
                        scale_.name() + " axis (a log axis needs positive limits)");
        if (hi_ && !scale_.accepts(*hi_))
            throw Error(std::string(letter()) + " limit " + detail::shortest(*hi_) + " cannot be shown on a " +
                        scale_.name() + " axis");
    }

    /// The visible range in scale space, low end first (the frame swaps it
    /// when inverted): the data range with margins, limits where fixed.
    /// `sticky_zero`: bars, whose end at 0 gets no margin.
    std::pair<double, double> view(bool has, double dmin, double dmax, bool sticky_zero) const {
        const Scale& s = scale_;
        double lo = has ? s.forward(dmin) : 0.0;
        double hi = has ? s.forward(dmax) : 1.0;
        if (hi - lo <= 1e-12 * std::max(1.0, std::abs(lo))) std::tie(lo, hi) = s.widen_single_value(lo);
        const double span = hi - lo;
        const bool stick_low = sticky_zero && s.accepts(0) && has && dmin == 0;
        const double low_margin = stick_low ? 0.0 : margin_;
        double t0 = lo_ ? s.forward(*lo_) : lo - low_margin * span;
        double t1 = hi_ ? s.forward(*hi_) : hi + margin_ * span;
        // Margins must not leave the doubles: 10^-339 would underflow to 0 on a
        // log axis, and 1e308 + margin overflows on a linear one.
        const double tmin = s.forward(s.lowest());
        const double tmax = s.forward(std::numeric_limits<double>::max());
        t0 = std::clamp(t0, tmin, tmax);
        t1 = std::clamp(t1, tmin, tmax);
        if (!(t1 > t0)) {
            const double d = std::max(1.0, std::abs(t0) * 1e-6);
            if (t0 + d <= tmax) t1 = t0 + d;
            else t0 = t1 - d;
        }
        return {t0, t1};
    }

    /// The ticks inside the scale-space range between t0 and t1 (either order)
    /// for an axis `length_pt` long with labels of `font` points.
    std::vector<Tick> ticks_for(double t0, double t1, double length_pt, double font) const {
        if (t0 > t1) std::swap(t0, t1);
        std::vector<Tick> out;
        const double lo = scale_.inverse(t0), hi = scale_.inverse(t1);
        if (tick_at_) {
            for (std::size_t i = 0; i < tick_at_->size(); ++i) {
                Tick t;
                t.value = (*tick_at_)[i];
                if (!tick_text_.empty()) t.label = tick_text_[i];
                out.push_back(t);
            }
            if (tick_text_.empty()) {  // positions fixed, texts from the formatter
                const std::vector<Tick> auto_ticks = scale_.ticks(lo, hi, 50);
                for (Tick& t : out) {
                    t.label = scale_.format(t.value);
                    for (const Tick& at : auto_ticks)
                        if (at.major && std::abs(at.value - t.value) <= 1e-9 * std::max(1.0, std::abs(t.value)))
                            t.label = at.label;
                }
            }
        } else {
            // Clamp in floating point: the quotient may be huge or NaN before clamping.
            const double fit = length_pt / (font * 3.2);
            const int max_major = fit >= 9 ? 9 : fit >= 3 ? static_cast<int>(fit) : 3;
            out = scale_.ticks(lo, hi, max_major);
        }
        const double tol = 1e-9 * (t1 - t0);
        out.erase(std::remove_if(out.begin(), out.end(),
                                 [&](const Tick& t) {
                                     if (!scale_.accepts(t.value)) return true;
                                     const double v = scale_.forward(t.value);
                                     return v < t0 - tol || v > t1 + tol;
                                 }),
                  out.end());
        return out;
    }

    /// Draws the ticks, tick labels and label of this axis along the plot of
    /// `f`, appending to `out`. Items carry `f`'s group and owner.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f, const Style& style, const TextEngine& engine) const {
        const Rect& p = f.plot;
        const bool bottom = side_ == AxisSide::bottom;
        // A point `outward` points away from the plot, at `pos` along the axis.
        auto along = [&](double pos, double outward) {
            return bottom ? Point{pos, p.bottom() + outward} : Point{p.left() - outward, pos};
        };
        auto page_pos = [&](double v) { return bottom ? f.page_x(v) : f.page_y(v); };

        TextStyle ts;
        ts.family = style.font_family;
        ts.size = tick_labels_.font_size() > 0 ? tick_labels_.font_size() : style.tick_label_size;
        const double angle = tick_labels_.angle();
        const HAlign ha = tick_labels_.align().value_or(bottom ? HAlign::center : HAlign::right);
        const double t0 = bottom ? f.x0 : f.y0, t1 = bottom ? f.x1 : f.y1;
        const std::vector<Tick> ticks = ticks_for(t0, t1, bottom ? p.width : p.height * 1.6, ts.size);

        // Upright labels under the plot wider than the space between ticks wrap to it.
        double slot = std::numeric_limits<double>::infinity();
        if (bottom && angle == 0)
            for (std::size_t i = 1; i < ticks.size(); ++i)
                if (!ticks[i].label.empty() && !ticks[i - 1].label.empty())
                    slot = std::min(slot, std::abs(page_pos(ticks[i].value) - page_pos(ticks[i - 1].value)) - 4);

        std::vector<SceneItem> labels;
        for (const Tick& t : ticks) {
            const double pos = page_pos(t.value);
            const double len = t.major ? style.major_tick_length : style.minor_tick_length;
            const double width = t.major ? style.major_tick_width : style.minor_tick_width;
            if (bottom) line(out, f, style, along(pos, 0), along(pos, len), width);
            else line(out, f, style, along(pos, len), along(pos, 0), width);
            if (t.label.empty()) continue;
            const HAlign measure_align = bottom ? ha : HAlign::right;
            const MeasuredText* m = &engine.measure(t.label, ts, measure_align);
            if (m->width > slot && slot > 4 * ts.size) m = &engine.measure(t.label, ts, measure_align, slot);
            SceneItem it = item(f, "tick label", std::string(letter()) + " tick label \"" + m->plain + "\"");
            it.text = place_text(*m, along(pos, style.major_tick_length + style.tick_label_pad), ha,
                                 bottom ? VAlign::top : VAlign::center, angle, style.text_color);
            labels.push_back(std::move(it));
        }
        if (!tick_at_) thin_overlapping(labels);
        double reach = style.major_tick_length;  // how far the tick labels reach out from the plot
        for (SceneItem& it : labels) {
            const Rect b = it.text->quad().bounds();
            reach = std::max(reach, bottom ? b.bottom() - p.bottom() : p.left() - b.left());
            out.push_back(std::move(it));
        }

        if (label_.empty()) return;
        TextStyle ls;
        ls.family = style.font_family;
        ls.size = style.label_size;
        const MeasuredText& m = engine.measure(label_, ls);
        SceneItem it = item(f, "axis label", std::string(letter()) + " label \"" + m.plain + "\"");
        const Point at = along(bottom ? p.center().x : p.center().y, reach + style.axis_label_pad);
        it.text = bottom ? place_text(m, at, HAlign::center, VAlign::top, 0, style.text_color)
                         : place_text(m, at, HAlign::right, VAlign::center, 90, style.text_color);
        out.push_back(std::move(it));
    }

private:
    static SceneItem item(const AxesFrame& f, const char* kind, const std::string& what) {
        SceneItem it;
        it.footprint = Footprint::text;
        it.kind = kind;
        it.group = f.group;
        it.owner = f.owner + " " + what;
        return it;
    }

    static void line(std::vector<SceneItem>& out, const AxesFrame& f, const Style& style, Point a, Point b,
                     double width) {
        SceneItem it;
        it.kind = "tick";
        it.group = f.group;
        it.owner = f.owner + " spine/tick";
        ScenePath path;
        path.points = {a, b};
        path.stroke = StrokeStyle{style.spine_color, width};
        it.path = std::move(path);
        out.push_back(std::move(it));
    }

    // Auto-generated tick labels that would touch are thinned to every other one.
    static void thin_overlapping(std::vector<SceneItem>& labels) {
        for (int round = 0; round < 6; ++round) {
            bool overlap = false;
            for (std::size_t i = 1; i < labels.size() && !overlap; ++i)
                overlap = labels[i - 1].text->quad().intersects(labels[i].text->quad(), -1.5);
            if (!overlap) return;
            std::vector<SceneItem> kept;
            for (std::size_t i = 0; i < labels.size(); i += 2) kept.push_back(std::move(labels[i]));
            labels = std::move(kept);
        }
    }

    AxisSide side_;
    Scale scale_;
    std::optional<double> lo_, hi_;
    double margin_ = 0.05;
    bool inverted_ = false;
    std::optional<std::vector<double>> tick_at_;
    std::vector<std::string> tick_text_;  // markup
    TickLabels tick_labels_;
    std::string label_;  // markup
};

}  // namespace sqfig
