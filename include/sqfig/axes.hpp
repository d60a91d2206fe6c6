// One plotting area: its scales and limits, its artists, spines, ticks,
// labels, title and legend. Axes::build() lays all of it out for a given
// plot rectangle and reports the page items, so the figure layout can see
// how far the decorations stick out and make room for them.
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <optional>

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/bar_labels.hpp"
#include "sqfig/artists/bars.hpp"
#include "sqfig/artists/legend.hpp"
#include "sqfig/artists/line.hpp"
#include "sqfig/artists/shapes.hpp"
#include "sqfig/artists/text.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

/// How one axis's tick labels look (fluent).
class TickLabels {
public:
    TickLabels& rotate(double degrees) { angle_ = degrees; return *this; }
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

class Axes {
public:
    Axes(const Style& style, int index) : style_(style), index_(index) {
        spines_ = {style.spine_top, style.spine_right, style.spine_bottom, style.spine_left};
    }
    Axes(const Axes&) = delete;  // artists refer to each other (arrows to boxes)
    Axes& operator=(const Axes&) = delete;

    // ---- artists -------------------------------------------------------
    /// Vertical bars centred at x with the given heights; colour from the style's cycle.
    Bars& bars(std::vector<double> x, std::vector<double> heights) {
        return add<Bars>(std::move(x), std::move(heights), next_color());
    }
    /// A line through (x, y); NaN breaks it. Colour from the style's cycle.
    Line& line(std::vector<double> x, std::vector<double> y) {
        Line& l = add<Line>(std::move(x), std::move(y), next_color());
        l.width(style_.line_width).marker_size(style_.marker_size);
        return l;
    }
    Text& text(Point at, std::string s, Coords coords = Coords::data) {
        return add<Text>(at, std::move(s), coords);
    }
    /// One label above each bar of `bars` (e.g. its value), `padding` points above the bar's top.
    /// Labels wider than their bar turn upright, so neighbours never overlap.
    BarLabels& bar_labels(const Bars& bars, std::vector<std::string> labels) {
        return add<BarLabels>(bars, std::move(labels));
    }
    Rectangle& rectangle(Rect data_rect, Color fill) { return add<Rectangle>(data_rect, fill); }
    Box& box(Rect data_rect, std::string s) { return add<Box>(data_rect, std::move(s)); }
    Arrow& arrow(Point from, Point to) { return add<Arrow>(from, to); }
    Arrow& arrow(const Box& from, const Box& to) { return add<Arrow>(from, to); }
    /// Shows a legend of every labelled artist.
    Legend& legend() {
        if (!legend_) legend_ = Legend{};
        return *legend_;
    }

    // ---- axis set-up ---------------------------------------------------
    Axes& x_scale(Scale s) { x_.scale = s; return *this; }
    Axes& y_scale(Scale s) { y_.scale = s; return *this; }
    /// Fixes the limits; std::nullopt for an end leaves it to autoscaling.
    Axes& x_limits(std::optional<double> lo, std::optional<double> hi) { return limits(x_, lo, hi, "x"); }
    Axes& y_limits(std::optional<double> lo, std::optional<double> hi) { return limits(y_, lo, hi, "y"); }
    /// Fraction of the data span added on each side when autoscaling (default 0.05).
    Axes& margins(double x, double y) { x_.margin = x; y_.margin = y; return *this; }
    /// Ticks at fixed positions; labels (may hold $math$) default to the scale's formatter.
    TickLabels& x_ticks(std::vector<double> at, std::vector<std::string> labels = {}) {
        return ticks(x_, std::move(at), std::move(labels), "x");
    }
    TickLabels& y_ticks(std::vector<double> at, std::vector<std::string> labels = {}) {
        return ticks(y_, std::move(at), std::move(labels), "y");
    }
    TickLabels& x_tick_labels() { return x_.tick_labels; }
    TickLabels& y_tick_labels() { return y_.tick_labels; }
    Axes& x_label(std::string s) { x_.label = math_to_markup(s); return *this; }
    Axes& y_label(std::string s) { y_.label = math_to_markup(s); return *this; }
    /// Title above the plot; '\n' starts a new line; size 0 uses the style's.
    Axes& title(std::string s, double size = 0) {
        if (size != 0) detail::checked_size(size, name() + ": title size");
        title_ = math_to_markup(s);
        title_plain_ = s.substr(0, std::min<std::size_t>(s.find('\n'), 40));
        title_size_ = size;
        return *this;
    }
    Axes& spines(bool top, bool right, bool bottom, bool left) {
        spines_ = {top, right, bottom, left};
        return *this;
    }
    /// No spines, ticks or labels: a blank canvas in data coordinates (schematics).
    Axes& axis_off() { axis_on_ = false; return *this; }

    int index() const { return index_; }
    const Scale& x_scale() const { return x_.scale; }
    const Scale& y_scale() const { return y_.scale; }
    std::string name() const {
        return "axes " + std::to_string(index_) + (title_plain_.empty() ? "" : " (\"" + title_plain_ + "\")");
    }

    // ---- layout --------------------------------------------------------
    /// Checks every artist's data against the scales; throws sqfig::Error naming it.
    void validate() const {
        for (std::size_t i = 0; i < artists_.size(); ++i) {
            try {
                artists_[i]->validate(x_.scale, y_.scale);
            } catch (const Error& e) {
                throw Error(name() + ", artist " + std::to_string(i) + ": " + e.what());
            }
        }
        if (x_.lo && x_.scale.is_log() && !(*x_.lo > 0)) throw Error(name() + ": x limit must be positive on a log axis");
        if (y_.lo && y_.scale.is_log() && !(*y_.lo > 0)) throw Error(name() + ": y limit must be positive on a log axis");
    }

    struct Built {
        std::vector<SceneItem> items;
        Rect plot;
        Rect bounds;  // everything drawn, decorations included
    };

    /// What the artists ask the autoscaler to show (computed once per layout;
    /// it does not depend on where the axes goes).
    DataExtent data_extent() const {
        DataExtent e;
        for (const auto& a : artists_) e.merge(a->extent(x_.scale, y_.scale));
        if (x_.tick_at) for (double v : *x_.tick_at) if (x_.scale.accepts(v)) e.add_x(v);
        return e;
    }

    /// Lays out the axes with its plot area at `plot` on a page of `page`.
    Built build(Rect plot, Rect page, const TextEngine& engine) const { return build(plot, page, engine, data_extent()); }

    /// `complete` false: a layout pass that only needs the decorations' reach;
    /// marks clipped to the plot are left out when no legend has to avoid them.
    Built build(Rect plot, Rect page, const TextEngine& engine, const DataExtent& extent, bool complete = true) const {
        AxesFrame f;
        f.plot = plot;
        f.page = page;
        f.x_scale = x_.scale;
        f.y_scale = y_.scale;
        f.style = &style_;
        f.text = &engine;
        f.group = index_;
        f.owner = name();
        autoscale(f, extent);

        Built out;
        out.plot = plot;
        std::vector<SceneItem> marks;
        for (int pass = 0; pass < 3; ++pass) {  // value labels above bars get head room
            marks.clear();
            for (const auto& a : artists_)
                if (complete || legend_ || !a->clipped_to_plot()) a->emit(marks, f);
            if (y_.hi || !make_head_room(marks, f)) break;
        }
        std::vector<SceneItem> deco;
        if (axis_on_) decorate(deco, f, engine);
        out.items.reserve(marks.size() + deco.size() + 8);
        // Data marks first, then spines/ticks/labels, texts on top.
        for (auto& m : marks) if (!is_text_role(m.role)) out.items.push_back(std::move(m));
        for (auto& d : deco) out.items.push_back(std::move(d));
        for (auto& m : marks) if (m.text) out.items.push_back(std::move(m));
        const double legend_top = place_legend(out.items, f, engine);
        if (axis_on_) emit_title(out.items, f, engine, std::min(plot.top(), legend_top));
        out.bounds = plot;
        for (const SceneItem& it : out.items) {
            if (it.clip && it.clip->contains(it.bounds(), 0.01)) continue;  // clipped marks stay inside
            out.bounds = out.bounds.united(it.bounds());
        }
        return out;
    }

private:
    struct AxisState {
        Scale scale;
        std::optional<double> lo, hi;
        double margin = 0.05;
        std::optional<std::vector<double>> tick_at;
        std::vector<std::string> tick_text;  // markup
        TickLabels tick_labels;
        std::string label;  // markup
    };

    template <class T, class... A>
    T& add(A&&... args) {
        auto p = std::make_unique<T>(std::forward<A>(args)...);
        T& ref = *p;
        artists_.push_back(std::move(p));
        return ref;
    }

    Color next_color() {
        if (style_.color_cycle.empty()) return style_.text_color;
        return style_.color_cycle[cycle_++ % style_.color_cycle.size()];
    }

    Axes& limits(AxisState& a, std::optional<double> lo, std::optional<double> hi, const char* which) {
        if ((lo && !std::isfinite(*lo)) || (hi && !std::isfinite(*hi)))
            throw Error(name() + ": " + which + " limits must be finite");
        if (lo && hi && !(*lo < *hi)) throw Error(name() + ": " + which + " limits must have low < high");
        a.lo = lo;
        a.hi = hi;
        return *this;
    }

    TickLabels& ticks(AxisState& a, std::vector<double> at, std::vector<std::string> labels, const char* which) {
        if (!labels.empty() && labels.size() != at.size())
            throw Error(name() + ": " + std::to_string(at.size()) + " " + which + " tick positions but " +
                        std::to_string(labels.size()) + " labels");
        for (std::size_t i = 0; i < at.size(); ++i)
            if (!std::isfinite(at[i]))
                throw Error(name() + ": " + which + " tick " + std::to_string(i) + " is not finite");
        a.tick_text.clear();
        for (const std::string& s : labels) a.tick_text.push_back(math_to_markup(s));
        a.tick_at = std::move(at);
        return a.tick_labels;
    }

    // Limits in scale space from the artists' extents, margins and sticky edges.
    void autoscale(AxesFrame& f, const DataExtent& e) const {
        auto range = [](const AxisState& a, bool has, double dmin, double dmax, bool sticky, double& t0,
                         double& t1) {
            const Scale& s = a.scale;
            double lo = has ? s.forward(dmin) : (s.is_log() ? 0.0 : 0.0);
            double hi = has ? s.forward(dmax) : (s.is_log() ? 1.0 : 1.0);
            if (hi - lo <= 1e-12 * std::max(1.0, std::abs(lo))) {  // a single value: open it up
                const double d = s.is_log() ? 0.5 : std::max(std::abs(lo) * 0.05, 0.5);
                lo -= d;
                hi += d;
            }
            const double span = hi - lo;
            const bool stick_low = sticky && (s.is_log() || (has && dmin == 0));
            const double low_margin = stick_low && !s.is_log() ? 0.0 : a.margin;
            t0 = a.lo ? s.forward(*a.lo) : lo - low_margin * span;
            t1 = a.hi ? s.forward(*a.hi) : hi + a.margin * span;
            // Margins must not leave the doubles: 10^-339 would underflow to 0 on a
            // log axis, and 1e308 + margin overflows on a linear one.
            const double tmin = s.is_log() ? s.forward(std::numeric_limits<double>::min())
                                           : -std::numeric_limits<double>::max();
            const double tmax = s.forward(std::numeric_limits<double>::max());
            t0 = std::clamp(t0, tmin, tmax);
            t1 = std::clamp(t1, tmin, tmax);
            if (!(t1 > t0)) {
                const double d = std::max(1.0, std::abs(t0) * 1e-6);
                if (t0 + d <= tmax) t1 = t0 + d;
                else t0 = t1 - d;
            }
        };
        range(x_, e.has_x(), e.x_min, e.x_max, false, f.x0, f.x1);
        range(y_, e.has_y(), e.y_min, e.y_max, e.y_sticky_zero, f.y0, f.y1);
    }

    // Raises the upper y limit until texts anchored in data coordinates fit
    // below the top of the plot. Returns true when the limit changed.
    bool make_head_room(const std::vector<SceneItem>& marks, AxesFrame& f) const {
        const double H = f.plot.height, pad = 2.0;
        double need = f.y1;
        for (const SceneItem& it : marks) {
            if (!it.text || it.role != ItemRole::annotation || !it.data_anchored) continue;
            const Rect b = it.text->quad().bounds();
            if (b.top() >= f.plot.top() + pad) continue;
            const double h = it.anchor.y - b.top() + pad;  // extent above the anchor
            const double k = h / H;
            if (k >= 0.9) continue;  // cannot fit; the collision report will say so
            const double ta = f.y_space_at(it.anchor.y);
            need = std::max(need, (ta - f.y0 * k) / (1 - k));
        }
        if (need <= f.y1 + 1e-12 * std::abs(f.y1)) return false;
        f.y1 = need;
        return true;
    }

    std::vector<Tick> ticks_for(const AxisState& a, double t0, double t1, double length_pt, double font) const {
        std::vector<Tick> out;
        const double lo = a.scale.inverse(t0), hi = a.scale.inverse(t1);
        if (a.tick_at) {
            for (std::size_t i = 0; i < a.tick_at->size(); ++i) {
                Tick t;
                t.value = (*a.tick_at)[i];
                if (!a.tick_text.empty()) t.label = a.tick_text[i];
                out.push_back(t);
            }
            if (a.tick_text.empty()) {  // positions fixed, texts from the formatter
                const std::vector<Tick> auto_ticks = a.scale.ticks(lo, hi, 50);
                for (Tick& t : out) {
                    t.label = format_general(t.value);
                    for (const Tick& at : auto_ticks)
                        if (at.major && std::abs(at.value - t.value) <= 1e-9 * std::max(1.0, std::abs(t.value)))
                            t.label = at.label;
                }
            }
        } else {
            // Clamp in floating point: the quotient may be huge or NaN before clamping.
            const double fit = length_pt / (font * 3.2);
            const int max_major = fit >= 9 ? 9 : fit >= 3 ? static_cast<int>(fit) : 3;
            out = a.scale.ticks(lo, hi, max_major);
        }
        const double tol = 1e-9 * (t1 - t0);
        out.erase(std::remove_if(out.begin(), out.end(),
                                 [&](const Tick& t) {
                                     if (!a.scale.accepts(t.value)) return true;
                                     const double v = a.scale.forward(t.value);
                                     return v < t0 - tol || v > t1 + tol;
                                 }),
                  out.end());
        return out;
    }

    SceneItem deco_item(ItemRole role, const AxesFrame& f, std::string what) const {
        SceneItem it;
        it.role = role;
        it.group = f.group;
        it.owner = f.owner + " " + std::move(what);
        return it;
    }

    void line_item(std::vector<SceneItem>& out, const AxesFrame& f, Point a, Point b, double width,
                   cairo_line_cap_t cap = CAIRO_LINE_CAP_BUTT) const {
        SceneItem it = deco_item(ItemRole::decoration, f, "spine/tick");
        ScenePath p;
        p.points = {a, b};
        p.stroke = StrokeStyle{style_.spine_color, width};
        p.cap = cap;
        it.path = std::move(p);
        out.push_back(std::move(it));
    }

    void decorate(std::vector<SceneItem>& out, const AxesFrame& f, const TextEngine& engine) const {
        const Rect& p = f.plot;
        const double sw = style_.spine_width;
        // Spines, extended by half their width so corners close.
        if (spines_[0]) line_item(out, f, {p.left(), p.top()}, {p.right(), p.top()}, sw, CAIRO_LINE_CAP_SQUARE);
        if (spines_[1]) line_item(out, f, {p.right(), p.top()}, {p.right(), p.bottom()}, sw, CAIRO_LINE_CAP_SQUARE);
        if (spines_[2]) line_item(out, f, {p.left(), p.bottom()}, {p.right(), p.bottom()}, sw, CAIRO_LINE_CAP_SQUARE);
        if (spines_[3]) line_item(out, f, {p.left(), p.top()}, {p.left(), p.bottom()}, sw, CAIRO_LINE_CAP_SQUARE);

        TextStyle tick_style;
        tick_style.family = style_.font_family;
        // X ticks and labels, below the plot.
        tick_style.size = x_.tick_labels.font_size() > 0 ? x_.tick_labels.font_size() : style_.tick_label_size;
        const double xangle = x_.tick_labels.angle();
        const HAlign xha = x_.tick_labels.align().value_or(HAlign::center);
        double x_labels_bottom = p.bottom() + style_.major_tick_length;
        std::vector<SceneItem> xlabels;
        const std::vector<Tick> xticks = ticks_for(x_, f.x0, f.x1, p.width, tick_style.size);
        // Upright category labels wider than the space between ticks wrap to it.
        double slot = std::numeric_limits<double>::infinity();
        if (xangle == 0)
            for (std::size_t i = 1; i < xticks.size(); ++i)
                if (!xticks[i].label.empty() && !xticks[i - 1].label.empty())
                    slot = std::min(slot, std::abs(f.page_x(xticks[i].value) - f.page_x(xticks[i - 1].value)) - 4);
        for (const Tick& t : xticks) {
            const double x = f.page_x(t.value);
            const double len = t.major ? style_.major_tick_length : style_.minor_tick_length;
            line_item(out, f, {x, p.bottom()}, {x, p.bottom() + len},
                      t.major ? style_.major_tick_width : style_.minor_tick_width);
            if (t.label.empty()) continue;
            const MeasuredText* mp = &engine.measure(t.label, tick_style, xha);
            if (mp->width > slot && slot > 4 * tick_style.size) mp = &engine.measure(t.label, tick_style, xha, slot);
            const MeasuredText& m = *mp;
            SceneItem it = deco_item(ItemRole::tick_label, f, "x tick label \"" + m.plain + "\"");
            it.text = place_text(m, {x, p.bottom() + style_.major_tick_length + style_.tick_label_pad}, xha,
                                 VAlign::top, xangle, style_.text_color);
            xlabels.push_back(std::move(it));
        }
        if (!x_.tick_at) thin_overlapping(xlabels);
        for (SceneItem& it : xlabels) {
            x_labels_bottom = std::max(x_labels_bottom, it.text->quad().bounds().bottom());
            out.push_back(std::move(it));
        }

        // Y ticks and labels, left of the plot.
        tick_style.size = y_.tick_labels.font_size() > 0 ? y_.tick_labels.font_size() : style_.tick_label_size;
        double y_labels_left = p.left() - style_.major_tick_length;
        std::vector<SceneItem> ylabels;
        for (const Tick& t : ticks_for(y_, f.y0, f.y1, p.height * 1.6, tick_style.size)) {
            const double y = f.page_y(t.value);
            const double len = t.major ? style_.major_tick_length : style_.minor_tick_length;
            line_item(out, f, {p.left() - len, y}, {p.left(), y},
                      t.major ? style_.major_tick_width : style_.minor_tick_width);
            if (t.label.empty()) continue;
            const MeasuredText& m = engine.measure(t.label, tick_style, HAlign::right);
            SceneItem it = deco_item(ItemRole::tick_label, f, "y tick label \"" + m.plain + "\"");
            it.text = place_text(m, {p.left() - style_.major_tick_length - style_.tick_label_pad, y},
                                 y_.tick_labels.align().value_or(HAlign::right), VAlign::center,
                                 y_.tick_labels.angle(), style_.text_color);
            ylabels.push_back(std::move(it));
        }
        if (!y_.tick_at) thin_overlapping(ylabels);
        for (SceneItem& it : ylabels) {
            y_labels_left = std::min(y_labels_left, it.text->quad().bounds().left());
            out.push_back(std::move(it));
        }

        TextStyle label_style;
        label_style.family = style_.font_family;
        label_style.size = style_.label_size;
        if (!x_.label.empty()) {
            const MeasuredText& m = engine.measure(x_.label, label_style);
            SceneItem it = deco_item(ItemRole::axis_label, f, "x label \"" + m.plain + "\"");
            it.text = place_text(m, {p.center().x, x_labels_bottom + style_.axis_label_pad}, HAlign::center,
                                 VAlign::top, 0, style_.text_color);
            out.push_back(std::move(it));
        }
        if (!y_.label.empty()) {
            const MeasuredText& m = engine.measure(y_.label, label_style);
            SceneItem it = deco_item(ItemRole::axis_label, f, "y label \"" + m.plain + "\"");
            it.text = place_text(m, {y_labels_left - style_.axis_label_pad, p.center().y}, HAlign::right,
                                 VAlign::center, 90, style_.text_color);
            out.push_back(std::move(it));
        }
    }

    // The title sits above the plot, or above a legend placed over the plot.
    void emit_title(std::vector<SceneItem>& out, const AxesFrame& f, const TextEngine& engine, double above) const {
        if (title_.empty()) return;
        TextStyle ts;
        ts.family = style_.font_family;
        ts.size = title_size_ > 0 ? title_size_ : style_.title_size;
        // A title never grows wider than its panel: longer lines wrap at word
        // boundaries, so neighbouring panels' titles cannot run into each other.
        const MeasuredText& natural = engine.measure(title_, ts);
        const MeasuredText& m = natural.width <= f.plot.width ? natural : engine.measure(title_, ts, HAlign::center, f.plot.width);
        SceneItem it = deco_item(ItemRole::title, f, "title");
        it.text = place_text(m, {f.plot.center().x, above - style_.title_pad}, HAlign::center,
                             VAlign::bottom, 0, style_.text_color);
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

    // What a legend inside the axes must not cover, gathered once per placement.
    struct Obstacle {
        Rect box;
        const ScenePath* line = nullptr;  // for lines: cost by the length covered
    };

    static std::vector<Obstacle> legend_obstacles(const std::vector<SceneItem>& items, int group) {
        std::vector<Obstacle> out;
        for (const SceneItem& it : items) {
            if (it.group != group || it.role == ItemRole::decoration) continue;
            for (const SceneMarker& m : it.markers) out.push_back({m.box(), nullptr});
            if (it.role == ItemRole::line) {
                if (it.path && !it.path->points.empty()) {
                    Obstacle o{Rect{}, &*it.path};
                    const auto& pts = it.path->points;
                    double l = pts[0].x, r = l, t = pts[0].y, btm = t;
                    for (const Point& p : pts) {
                        l = std::min(l, p.x); r = std::max(r, p.x);
                        t = std::min(t, p.y); btm = std::max(btm, p.y);
                    }
                    o.box = Rect::from_edges(l, t, r, btm).inflated(1);
                    out.push_back(o);
                }
            } else {
                out.push_back({it.bounds(), nullptr});
            }
        }
        return out;
    }

    // How much a legend box at r would cover: marks, texts and other items.
    static double legend_cost(const Rect& r, const std::vector<Obstacle>& obstacles) {
        double cost = 0;
        for (const Obstacle& o : obstacles) {
            if (!o.box.intersects(r)) continue;
            if (!o.line) {
                cost += o.box.overlap_area(r);
                continue;
            }
            const auto& pts = o.line->points;
            for (std::size_t i = 1; i < pts.size(); ++i) cost += 4 * clipped_length(pts[i - 1], pts[i], r);
            if (pts.size() == 1 && r.contains(pts[0])) cost += 4;
        }
        return cost;
    }

    // The legend in the most columns (entries side by side) that fit `width`; one column at least.
    Legend::Layout fitting_columns(const std::vector<LegendEntry>& entries, const TextEngine& engine,
                                   double width) const {
        for (int n = static_cast<int>(entries.size()); n > 1; --n) {
            Legend::Layout l = legend_->measure(entries, style_, engine, n);
            if (l.size.width <= width) return l;
        }
        return legend_->measure(entries, style_, engine, 1);
    }

    // Places the legend; returns its top edge (for the title above it).
    double place_legend(std::vector<SceneItem>& items, const AxesFrame& f, const TextEngine& engine) const {
        const Rect& p = f.plot;
        if (!legend_) return p.top();
        std::vector<LegendEntry> entries;
        for (const auto& a : artists_)
            for (LegendEntry& e : a->legend_entries()) entries.push_back(std::move(e));
        if (entries.empty()) return p.top();
        Legend::Layout l = legend_->measure(entries, style_, engine);
        const double inset = 0.5 * l.em;
        auto at = [&](double fx, double fy) {  // fx, fy in [0,1]: left→right, top→bottom
            return Point{p.left() + inset + fx * (p.width - 2 * inset - l.size.width),
                         p.top() + inset + fy * (p.height - 2 * inset - l.size.height)};
        };
        Point where;
        LegendLocation loc = legend_->location();
        if (loc == LegendLocation::best) {
            // matplotlib's order of named places first, then a finer grid.
            std::vector<Point> candidates{at(1, 0), at(0, 0), at(0, 1), at(1, 1), at(1, 0.5), at(0, 0.5),
                                          at(0.5, 1), at(0.5, 0), at(0.5, 0.5)};
            for (int i = 0; i <= 8; ++i)
                for (int j = 0; j <= 8; ++j) candidates.push_back(at(j / 8.0, i / 8.0));
            double best = std::numeric_limits<double>::infinity();
            const bool fits = l.size.width + 2 * inset <= p.width && l.size.height + 2 * inset <= p.height;
            const std::vector<Obstacle> obstacles = legend_obstacles(items, f.group);
            for (const Point& c : candidates) {
                const double cost = legend_cost({c.x, c.y, l.size.width, l.size.height}, obstacles);
                if (cost < best - 1e-9) { best = cost; where = c; }
            }
            if (!fits || best > 0) {
                // No free place inside. Above the plot in one row when that fits its
                // width; beside it when the legend is narrow next to the plot; else
                // above the plot in as many columns as fit. The plot keeps its width.
                const int n = static_cast<int>(entries.size());
                const Legend::Layout row = legend_->measure(entries, style_, engine, n);
                if (row.size.width <= p.width) {
                    l = row;
                    loc = LegendLocation::outside_top;
                } else if (l.size.width <= 0.35 * p.width) {
                    loc = LegendLocation::outside_right;
                } else {
                    l = fitting_columns(entries, engine, p.width);
                    loc = LegendLocation::outside_top;
                }
            }
        } else if (loc != LegendLocation::outside_right && loc != LegendLocation::outside_top &&
                   loc != LegendLocation::outside_bottom &&
                   (l.size.width + 2 * inset > p.width || l.size.height + 2 * inset > p.height)) {
            // A fixed place inside that cannot hold the legend: it would stick out
            // and the layout would shrink the plot around it. Put it outside.
            loc = LegendLocation::outside_top;
            l = fitting_columns(entries, engine, p.width);
        } else if (loc == LegendLocation::outside_top && legend_->columns() == 0) {
            l = fitting_columns(entries, engine, p.width);
        }
        switch (loc) {
            case LegendLocation::upper_right: where = at(1, 0); break;
            case LegendLocation::upper_left: where = at(0, 0); break;
            case LegendLocation::lower_left: where = at(0, 1); break;
            case LegendLocation::lower_right: where = at(1, 1); break;
            case LegendLocation::center_left: where = at(0, 0.5); break;
            case LegendLocation::center_right: where = at(1, 0.5); break;
            case LegendLocation::lower_center: where = at(0.5, 1); break;
            case LegendLocation::upper_center: where = at(0.5, 0); break;
            case LegendLocation::center: where = at(0.5, 0.5); break;
            case LegendLocation::outside_right:
                where = {p.right() + inset + (spines_[1] ? style_.spine_width : 0), p.top()};
                break;
            case LegendLocation::outside_top: {
                double top = p.top();  // above anything that already reaches over the plot
                for (const SceneItem& it : items)
                    if (it.group == f.group && it.role != ItemRole::decoration) top = std::min(top, it.bounds().top());
                where = {p.center().x - l.size.width / 2, top - inset - l.size.height};
                break;
            }
            case LegendLocation::outside_bottom: {
                double bottom = p.bottom();
                for (const SceneItem& it : items)
                    if (it.group == f.group && it.text && it.role != ItemRole::annotation)
                        bottom = std::max(bottom, it.bounds().bottom());
                where = {p.center().x - l.size.width / 2, bottom + inset};
                break;
            }
            case LegendLocation::best: break;
        }
        legend_->emit(items, l, where, style_, f.group, f.owner);
        return std::min(p.top(), where.y);
    }

    const Style& style_;
    int index_;
    std::vector<std::unique_ptr<Artist>> artists_;
    std::size_t cycle_ = 0;
    AxisState x_, y_;
    std::string title_, title_plain_;
    double title_size_ = 0;
    std::array<bool, 4> spines_{};  // top, right, bottom, left
    bool axis_on_ = true;
    std::optional<Legend> legend_;
};

}  // namespace sqfig
