// Reference lines and spans (matplotlib's axhline, axvline, axhspan,
// axvspan): a line at one data value, or a band between two, across the whole
// plot whatever the limits (axes fractions in the spanning direction, so they
// never extend autoscaling that way), clipped to the plot.
#pragma once

#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// Which way a reference line or span runs across the plot.
enum class Across { horizontal, vertical };

namespace detail {
inline const char* across_name(Across a, bool span) {
    if (a == Across::horizontal) return span ? "horizontal span" : "horizontal line";
    return span ? "vertical span" : "vertical line";
}
// The value must be one the scale of its direction can show.
inline void require_shown(double v, const Scale& s, const std::string& who) {
    if (!s.accepts(v))
        throw Error(who + ": " + std::to_string(v) + " cannot be shown on a " + s.name() +
                    " axis (a log axis needs positive values)");
}
}  // namespace detail

/// A line across the plot at y (horizontal) or x (vertical).
class ReferenceLine : public Artist {
public:
    ReferenceLine(Across across, double at, Color color)
        : across_(across), at_(detail::checked_finite(at, detail::across_name(across, false))),
          color_(detail::checked_color(color, detail::across_name(across, false))) {}

    ReferenceLine& color(Color c) { color_ = detail::checked_color(c, name()); return *this; }
    ReferenceLine& width(double w) { width_ = detail::checked_width(w, name() + ": line width"); return *this; }
    ReferenceLine& dashed(std::vector<double> pattern = {4, 2}) {
        dashes_ = detail::checked_dashes(std::move(pattern), name());
        return *this;
    }
    ReferenceLine& label(std::string l) { label_ = std::move(l); return *this; }
    double at() const { return at_; }

    void validate(const Scale& xs, const Scale& ys) const override {
        detail::require_shown(at_, across_ == Across::horizontal ? ys : xs, name());
    }
    DataExtent extent(const Scale&, const Scale&) const override {
        DataExtent e;
        if (across_ == Across::horizontal) e.add_y(at_);
        else e.add_x(at_);
        return e;
    }
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
        SceneItem it = item(f, Footprint::segments);
        it.clip = f.plot;
        ScenePath p;
        if (across_ == Across::horizontal) {
            const double y = f.page_y(at_);
            p.points = {{f.plot.left(), y}, {f.plot.right(), y}};
        } else {
            const double x = f.page_x(at_);
            p.points = {{x, f.plot.top()}, {x, f.plot.bottom()}};
        }
        p.stroke = StrokeStyle{color_, width_};
        p.dashes = dashes_;
        it.path = std::move(p);
        out.push_back(std::move(it));
    }
    /// The handle: the line as drawn (dashed when it is), running the way it runs.
    std::vector<LegendEntry> legend_entries() const override {
        if (label_.empty()) return {};
        return {{label_, [c = color_, w = width_, d = dashes_, a = across_](std::vector<SceneItem>& out,
                                                                             const Rect& box, double em) {
                     SceneItem h;
                     h.kind = "reference line handle";
                     ScenePath p;
                     const Point m = box.center();
                     if (a == Across::horizontal) p.points = {{box.left(), m.y}, {box.right(), m.y}};
                     else p.points = {{m.x, m.y - 0.45 * em}, {m.x, m.y + 0.45 * em}};
                     p.stroke = StrokeStyle{c, w};
                     p.dashes = d;
                     h.path = std::move(p);
                     out.push_back(std::move(h));
                 }}};
    }
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return detail::across_name(across_, false); }

private:
    Across across_;
    double at_;
    Color color_;
    double width_ = 1.0;
    std::vector<double> dashes_;
};

/// A band across the plot between y0 and y1 (horizontal) or x0 and x1 (vertical).
class ReferenceSpan : public Artist {
public:
    ReferenceSpan(Across across, double from, double to, Color color)
        : across_(across), from_(detail::checked_finite(from, detail::across_name(across, true) + std::string(": start"))),
          to_(detail::checked_finite(to, detail::across_name(across, true) + std::string(": end"))),
          color_(detail::checked_color(color, detail::across_name(across, true))) {}

    ReferenceSpan& color(Color c) { color_ = detail::checked_color(c, name()); return *this; }
    /// Opacity of the fill (default 0.2: data under it stays readable).
    ReferenceSpan& alpha(double a) {
        if (!(a >= 0 && a <= 1)) throw Error(name() + ": alpha must be between 0 and 1, not " + std::to_string(a));
        alpha_ = a;
        return *this;
    }
    ReferenceSpan& label(std::string l) { label_ = std::move(l); return *this; }

    void validate(const Scale& xs, const Scale& ys) const override {
        const Scale& s = across_ == Across::horizontal ? ys : xs;
        detail::require_shown(from_, s, name());
        detail::require_shown(to_, s, name());
    }
    DataExtent extent(const Scale&, const Scale&) const override {
        DataExtent e;
        for (double v : {from_, to_}) {
            if (across_ == Across::horizontal) e.add_y(v);
            else e.add_x(v);
        }
        return e;
    }
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
        SceneItem it = item(f, Footprint::area);
        it.clip = f.plot;
        const Color fill = color_.with_alpha(color_.a * alpha_);
        if (across_ == Across::horizontal)
            it.path = box_path({f.plot.left(), f.page_y(from_)}, {f.plot.right(), f.page_y(to_)}, fill);
        else
            it.path = box_path({f.page_x(from_), f.plot.top()}, {f.page_x(to_), f.plot.bottom()}, fill);
        out.push_back(std::move(it));
    }
    std::vector<LegendEntry> legend_entries() const override {
        if (label_.empty()) return {};
        return {patch_entry(label_, color_.with_alpha(color_.a * alpha_))};
    }
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return detail::across_name(across_, true); }

private:
    Across across_;
    double from_, to_;
    Color color_;
    double alpha_ = 0.2;
};

}  // namespace sqfig
