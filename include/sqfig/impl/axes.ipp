// The implementation of sqfig/axes.hpp: included by it in header-only mode, compiled
// once by src/sqfig.cpp (or a user TU including <sqfig/impl/src.hpp>) otherwise.
#pragma once

#include "sqfig/axes.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <memory>
#include <optional>
#include <type_traits>
#include "sqfig/artists/annotation.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/band.hpp"
#include "sqfig/artists/bar_labels.hpp"
#include "sqfig/artists/bars.hpp"
#include "sqfig/artists/error_bars.hpp"
#include "sqfig/artists/legend.hpp"
#include "sqfig/artists/line.hpp"
#include "sqfig/artists/reference_lines.hpp"
#include "sqfig/artists/colorbar.hpp"
#include "sqfig/artists/heatmap.hpp"
#include "sqfig/artists/scatter.hpp"
#include "sqfig/artists/shapes.hpp"
#include "sqfig/artists/text.hpp"
#include "sqfig/axis.hpp"
#include "sqfig/core/sequences.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/layout/legend_placement.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

SQFIG_INLINE Axes::Axes(const Style& style, int index)
    : style_(style), index_(index) {
    spines_ = {style.spine_top, style.spine_right, style.spine_bottom, style.spine_left};
}

SQFIG_INLINE Bars& Axes::bars(Values x, Values heights) {
    return make_on_cycle<Bars>(std::move(x).take(), std::move(heights).take());
}

SQFIG_INLINE Line& Axes::line(Values x, Values y) {
    Line& l = make_on_cycle<Line>(std::move(x).take(), std::move(y).take());
    l.width(style_.line_width).marker_size(style_.marker_size);
    return l;
}

SQFIG_INLINE Text& Axes::text(Point at, std::string s, Coords coords) {
    return make<Text>(at, std::move(s), coords);
}

SQFIG_INLINE BarLabels& Axes::bar_labels(const Bars& bars, std::vector<std::string> labels) {
    require_own(bars, "bar_labels");
    return make<BarLabels>(bars, std::move(labels));
}

SQFIG_INLINE Rectangle& Axes::rectangle(Rect data_rect, Color fill) { return make<Rectangle>(data_rect, fill); }

SQFIG_INLINE Box& Axes::box(Rect data_rect, std::string s) { return make<Box>(data_rect, std::move(s)); }

SQFIG_INLINE Arrow& Axes::arrow(Point from, Point to) { return make<Arrow>(from, to); }

SQFIG_INLINE Arrow& Axes::arrow(const Box& from, const Box& to) {
    require_own(from, "arrow");
    require_own(to, "arrow");
    return make<Arrow>(from, to);
}

SQFIG_INLINE Line& Axes::line(Values y) {
    std::vector<double> x(y.size());
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = static_cast<double>(i);
    return line(std::move(x), std::move(y));
}

SQFIG_INLINE FilledBand& Axes::band(Values x, Values lo, Values hi) {
    return make_on_cycle<FilledBand>(std::move(x).take(), std::move(lo).take(), std::move(hi).take());
}

SQFIG_INLINE ErrorBars& Axes::error_bars(Values x, Values y) {
    ErrorBars& e = make_on_cycle<ErrorBars>(std::move(x).take(), std::move(y).take());
    e.marker_size(style_.marker_size);
    return e;
}

SQFIG_INLINE Bars& Axes::hbars(Values y, Values widths) {
    return make_on_cycle<Bars>(std::move(y).take(), std::move(widths).take(), BarDirection::horizontal);
}

SQFIG_INLINE ReferenceLine& Axes::hline(double y) { return make<ReferenceLine>(Across::horizontal, y, style_.text_color); }

SQFIG_INLINE ReferenceLine& Axes::vline(double x) { return make<ReferenceLine>(Across::vertical, x, style_.text_color); }

SQFIG_INLINE ReferenceSpan& Axes::hspan(double y0, double y1) {
    return make<ReferenceSpan>(Across::horizontal, y0, y1, style_.text_color);
}

SQFIG_INLINE ReferenceSpan& Axes::vspan(double x0, double x1) {
    return make<ReferenceSpan>(Across::vertical, x0, x1, style_.text_color);
}

SQFIG_INLINE BarLabels& Axes::bar_labels(const Bars& bars, int decimals) {
    require_own(bars, "bar_labels");
    if (decimals > 100) throw Error(name() + ": bar_labels: at most 100 decimals, not " + std::to_string(decimals));
    std::vector<std::string> labels;
    labels.reserve(bars.size());
    for (std::size_t i = 0; i < bars.size(); ++i)
        labels.push_back(decimals < 0 ? format_general(bars.height(i)) : format_fixed(bars.height(i), decimals));
    return make<BarLabels>(bars, std::move(labels));
}

SQFIG_INLINE Heatmap& Axes::heatmap(Values values, std::size_t rows, std::size_t cols, std::vector<std::string> column_labels,
                     std::vector<std::string> row_labels) {
    auto h = std::make_unique<Heatmap>(std::move(values).take(), rows, cols);
    auto check = [&](const std::vector<std::string>& l, std::size_t n, const char* what) {
        if (!l.empty() && l.size() != n)
            throw Error(name() + ": heatmap: " + std::to_string(l.size()) + " " + what + " labels for " +
                        std::to_string(n) + " " + what + "s");
    };
    check(column_labels, cols, "column");
    check(row_labels, rows, "row");
    Axis nx = x_, ny = y_;  // all or nothing
    nx.margin(0);
    ny.margin(0).invert();
    if (!column_labels.empty()) nx.ticks(indices(cols), std::move(column_labels));
    if (!row_labels.empty()) ny.ticks(indices(rows), std::move(row_labels));
    Heatmap& ref = add(std::move(h));
    x_ = std::move(nx);
    y_ = std::move(ny);
    return ref;
}

SQFIG_INLINE Heatmap& Axes::heatmap(const std::vector<std::vector<double>>& matrix, std::vector<std::string> column_labels,
                     std::vector<std::string> row_labels) {
    const std::size_t cols = matrix.empty() ? 0 : matrix.front().size();
    std::vector<double> flat;
    flat.reserve(matrix.size() * cols);
    for (std::size_t r = 0; r < matrix.size(); ++r) {
        if (matrix[r].size() != cols)
            throw Error(name() + ": heatmap: row " + std::to_string(r) + " has " + std::to_string(matrix[r].size()) +
                        " values, row 0 has " + std::to_string(cols));
        flat.insert(flat.end(), matrix[r].begin(), matrix[r].end());
    }
    return heatmap(std::move(flat), matrix.size(), cols, std::move(column_labels), std::move(row_labels));
}

SQFIG_INLINE Scatter& Axes::scatter(Values x, Values y) {
    Scatter& s = make<Scatter>(std::move(x).take(), std::move(y).take(), next_color());
    s.size(style_.marker_size);
    return s;
}

SQFIG_INLINE Axes& Axes::grid(bool major, bool minor) {
    xa().grid(major, minor);
    y_.grid(major, minor);
    return *this;
}

SQFIG_INLINE Axes& Axes::twin_x() {
    if (parent_) throw Error(name() + ": twin_x: this axes is already a twin; call twin_x() on its parent");
    if (!twin_) twin_.reset(new Axes(style_, index_, this));
    return *twin_;
}

SQFIG_INLINE Annotation& Axes::annotate(std::string text, Point xy, Point text_at, Coords text_coords) {
    return make<Annotation>(std::move(text), xy, text_at, text_coords);
}

SQFIG_INLINE Axes& Axes::aspect_equal(bool on) {
    if (on && parent_) throw Error(name() + ": aspect_equal: set it on the parent axes, not the twin");
    aspect_equal_ = on;
    return *this;
}

SQFIG_INLINE Legend& Axes::legend() {
    if (parent_) return parent_->legend();
    if (!legend_) legend_ = Legend{};
    return *legend_;
}

SQFIG_INLINE Color Axes::next_color() {
    if (style_.color_cycle.empty()) return style_.text_color;
    return style_.color_cycle[cycle_++ % style_.color_cycle.size()];
}

SQFIG_INLINE Axes& Axes::x_scale(Scale s) { xa().scale(std::move(s)); return *this; }

SQFIG_INLINE Axes& Axes::y_scale(Scale s) { y_.scale(std::move(s)); return *this; }

SQFIG_INLINE Axes& Axes::x_limits(std::optional<double> lo, std::optional<double> hi) { return named([&] { xa().limits(lo, hi); }); }

SQFIG_INLINE Axes& Axes::y_limits(std::optional<double> lo, std::optional<double> hi) { return named([&] { y_.limits(lo, hi); }); }

SQFIG_INLINE Axes& Axes::margins(double x, double y) {
    return named([&] {
        Axis nx = xa(), ny = y_;  // both or neither
        nx.margin(x);
        ny.margin(y);
        xa() = std::move(nx);
        y_ = std::move(ny);
    });
}

SQFIG_INLINE TickLabels& Axes::x_ticks(Values at, std::vector<std::string> labels) {
    TickLabels* t = nullptr;
    named([&] { t = &xa().ticks(std::move(at).take(), std::move(labels)); });
    return *t;
}

SQFIG_INLINE TickLabels& Axes::y_ticks(Values at, std::vector<std::string> labels) {
    TickLabels* t = nullptr;
    named([&] { t = &y_.ticks(std::move(at).take(), std::move(labels)); });
    return *t;
}

SQFIG_INLINE Axes& Axes::x_label(const std::string& s) { return named([&] { xa().label(s); }); }

SQFIG_INLINE Axes& Axes::y_label(const std::string& s) { return named([&] { y_.label(s); }); }

SQFIG_INLINE Axes& Axes::title(const std::string& s, double size) {
    if (size != 0) detail::checked_size(size, name() + ": title size");
    std::string markup = math_to_markup(s);
    title_ = std::move(markup);
    title_plain_ = s.substr(0, std::min<std::size_t>(s.find('\n'), 40));
    title_size_ = size;
    return *this;
}

SQFIG_INLINE Axes& Axes::spines(bool top, bool right, bool bottom, bool left) {
    spines_ = {top, right, bottom, left};
    return *this;
}

SQFIG_INLINE std::string Axes::name() const {
    if (parent_) return parent_->name() + " twin";
    return "axes " + std::to_string(index_) + (title_plain_.empty() ? "" : " (\"" + title_plain_ + "\")");
}

SQFIG_INLINE void Axes::validate() const {
    for (std::size_t i = 0; i < artists_.size(); ++i) {
        try {
            artists_[i]->validate(xa().scale(), y_.scale());
        } catch (const Error& e) {
            throw Error(name() + ", artist " + std::to_string(i) + ": " + e.what());
        }
    }
    named([&] {
        xa().validate();
        y_.validate();
    });
    if (twin_) twin_->validate();
}

SQFIG_INLINE std::vector<LegendEntry> Axes::legend_entries() const {
    std::vector<LegendEntry> entries;
    for (const auto& a : artists_)
        for (LegendEntry& e : a->legend_entries()) entries.push_back(std::move(e));
    if (twin_)
        for (LegendEntry& e : twin_->legend_entries()) entries.push_back(std::move(e));
    return entries;
}

SQFIG_INLINE DataExtent Axes::data_extent() const {
    DataExtent e;
    for (const auto& a : artists_) e.merge(a->extent(xa().scale(), y_.scale()));
    if (xa().fixed_ticks())
        for (double v : *xa().fixed_ticks())
            if (xa().scale().accepts(v)) e.add_x(v);
    return e;
}

SQFIG_INLINE auto Axes::build(Rect plot, Rect page, const TextMeasurer& engine) const -> Built { return build(plot, page, engine, data_extent()); }

SQFIG_INLINE auto Axes::build(Rect plot, Rect page, const TextMeasurer& engine, const DataExtent& extent, bool complete,
                const SharedView& shared, std::vector<SceneItem> storage) const -> Built {
    AxesFrame f;
    f.plot = plot;
    f.page = page;
    f.x_scale = xa().scale();
    f.y_scale = y_.scale();
    f.style = &style_;
    f.text = &engine;
    f.group = index_;
    f.owner = name();
    DataExtent x_extent = extent;  // the x axis is autoscaled over a twin's data too
    const DataExtent twin_extent = twin_ ? twin_->data_extent() : DataExtent{};
    if (twin_extent.has_x()) {
        x_extent.add_x(twin_extent.x_min);
        x_extent.add_x(twin_extent.x_max);
    }
    std::tie(f.x0, f.x1) = shared.x ? *shared.x : xa().view(x_extent.has_x(), x_extent.x_min, x_extent.x_max, x_extent.x_sticky_zero);
    std::tie(f.y0, f.y1) =
        shared.y ? *shared.y : y_.view(extent.has_y(), extent.y_min, extent.y_max, extent.y_sticky_zero);
    if (xa().inverted()) std::swap(f.x0, f.x1);
    if (y_.inverted()) std::swap(f.y0, f.y1);

    Built out;
    out.plot = plot;
    std::vector<SceneItem> marks = std::move(storage);
    for (int pass = 0; pass < 3; ++pass) {  // value labels above bars get head room
        if (aspect_equal_) f.plot = equal_aspect_plot(plot, f);
        marks.clear();
        for (const auto& a : artists_)
            if (complete || legend_ || !a->clipped_to_plot()) a->emit(marks, f);
        const bool taller = !shared.y && !y_.upper_limit() && !y_.inverted() && make_head_room(marks, f);
        const bool wider = !shared.x && !xa().upper_limit() && !xa().inverted() && make_side_room(marks, f);
        if (!taller && !wider) break;
    }
    AxesFrame tf;  // the twin's frame: the same plot and x, its own y
    std::vector<SceneItem> grid;
    if (twin_) {
        tf = twin_->frame_like(f, twin_extent);
        for (const auto& a : twin_->artists_)
            if (complete || legend_ || !a->clipped_to_plot()) a->emit(marks, tf);
    }
    std::vector<SceneItem> deco;
    if (axis_on_) {
        xa().emit_grid(grid, f, style_);
        y_.emit_grid(grid, f, style_);
        if (twin_) twin_->y_.emit_grid(grid, tf, style_);
        emit_spines(deco, f);
        xa().emit(deco, f, style_, engine, shared.x_tick_labels);
        y_.emit(deco, f, style_, engine, shared.y_tick_labels);
        if (twin_) twin_->y_.emit(deco, tf, style_, engine);
    }
    double decorations_bottom = f.plot.bottom(), decorations_right = f.plot.right(), offset_top = f.plot.top();
    for (const SceneItem& d : deco)
        if (d.text) {
            decorations_bottom = std::max(decorations_bottom, d.bounds().bottom());
            decorations_right = std::max(decorations_right, d.bounds().right());
            if (d.kind == "offset text") offset_top = std::min(offset_top, d.bounds().top());
        }
    double colorbars_right = f.plot.right();  // an outside-right legend goes beyond right-hand colourbars
    if (!colorbars_.empty()) {  // outside the decorations, each outside the ones before it
        Rect taken = f.plot;
        for (const SceneItem& d : deco)
            if (d.text) taken = taken.united(d.bounds());
        Rect right = taken, below = taken;
        for (const auto& cb : colorbars_) {
            const bool r = cb->side() == ColorbarSide::right;
            const std::size_t first = deco.size();
            cb->emit(deco, f, r ? right : below, engine);
            for (std::size_t k = first; k < deco.size(); ++k) (r ? right : below) = (r ? right : below).united(deco[k].bounds());
            if (!r) decorations_bottom = std::max(decorations_bottom, below.bottom());
            else colorbars_right = std::max(colorbars_right, right.right());
        }
    }
    // Grid lines under everything, data marks, then spines/ticks/labels, texts on top.
    // The marks' buffer becomes the items' buffer: 10^4 bars are 8 MB of items,
    // and a second buffer of that size is thousands of page faults.
    std::vector<SceneItem> mark_texts;
    std::size_t kept = 0;
    for (std::size_t k = 0; k < marks.size(); ++k) {
        if (marks[k].text) mark_texts.push_back(std::move(marks[k]));
        else if (kept++ != k) marks[kept - 1] = std::move(marks[k]);
    }
    marks.erase(marks.begin() + static_cast<std::ptrdiff_t>(kept), marks.end());
    out.items = std::move(marks);
    out.items.reserve(grid.size() + out.items.size() + deco.size() + mark_texts.size() + 8);
    out.items.insert(out.items.begin(), std::make_move_iterator(grid.begin()), std::make_move_iterator(grid.end()));
    for (auto& d : deco) out.items.push_back(std::move(d));
    for (auto& m : mark_texts) out.items.push_back(std::move(m));
    double legend_top = f.plot.top();
    if (legend_) {
        // Outside right, the legend keeps clear of the right spine and a twin's labels.
        const double right_clear =
            std::max(twin_ ? decorations_right - f.plot.right() : spines_[1] ? style_.spine_width : 0.0,
                     colorbars_right - f.plot.right());
        LegendSite site{f.plot, index_, name(), right_clear, decorations_bottom};
        legend_top = place_legend(*legend_, legend_entries(), site, out.items, style_, engine);
    }
    if (axis_on_) emit_title(out.items, f, engine, std::min({f.plot.top(), legend_top, offset_top}));
    out.bounds = plot;
    out.drawn = f.plot;
    for (const SceneItem& it : out.items) {
        if (it.figure_level) continue;  // the figure makes room for it
        if (it.clip && it.clip->contains(it.bounds(), 0.01)) continue;  // clipped marks stay inside
        out.bounds = out.bounds.united(it.bounds());
    }
    return out;
}

SQFIG_INLINE std::pair<double, double> Axes::own_view(bool x, const DataExtent& extent) const {
    return x ? xa().view(extent.has_x(), extent.x_min, extent.x_max, false)
             : y_.view(extent.has_y(), extent.y_min, extent.y_max, extent.y_sticky_zero);
}

SQFIG_INLINE std::vector<double> Axes::indices(std::size_t n) {
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<double>(i);
    return v;
}

SQFIG_INLINE AxesFrame Axes::frame_like(const AxesFrame& parent_frame, const DataExtent& extent) const {
    AxesFrame t = parent_frame;
    t.y_scale = y_.scale();
    t.owner = name();
    std::tie(t.y0, t.y1) = y_.view(extent.has_y(), extent.y_min, extent.y_max, extent.y_sticky_zero);
    if (y_.inverted()) std::swap(t.y0, t.y1);
    return t;
}

SQFIG_INLINE Rect Axes::equal_aspect_plot(const Rect& cell, const AxesFrame& f) {
    const double sx = std::abs(f.x1 - f.x0), sy = std::abs(f.y1 - f.y0);
    if (!(sx > 0) || !(sy > 0) || !(cell.width > 0) || !(cell.height > 0)) return cell;
    const double per_point = std::max(sx / cell.width, sy / cell.height);
    const double w = sx / per_point, h = sy / per_point;
    return {cell.center().x - w / 2, cell.center().y - h / 2, w, h};
}

SQFIG_INLINE void Axes::require_own(const Artist& a, const char* what) const {
    if (a.axes_ == this) return;
    throw Error(name() + ": " + what + ": the " + a.name() + " belongs to " +
                (a.axes_ ? a.axes_->name() + " of this or another figure" : std::string("no axes")) +
                "; an artist can only refer to artists of its own axes");
}

SQFIG_INLINE bool Axes::make_head_room(const std::vector<SceneItem>& marks, AxesFrame& f) const {
    const double H = f.plot.height, pad = 2.0;
    double need = f.y1;
    for (const SceneItem& it : marks) {
        if (!it.text || it.footprint != Footprint::text || !it.data_anchored) continue;
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

SQFIG_INLINE bool Axes::make_side_room(const std::vector<SceneItem>& marks, AxesFrame& f) const {
    const double W = f.plot.width, pad = 2.0;
    double need = f.x1;
    for (const SceneItem& it : marks) {
        if (!it.text || it.footprint != Footprint::text || !it.data_anchored) continue;
        const Rect b = it.text->quad().bounds();
        if (b.right() <= f.plot.right() - pad) continue;
        const double w = b.right() - it.anchor.x + pad;  // extent right of the anchor
        const double k = w / W;
        if (k >= 0.9 || w <= 0) continue;  // cannot fit; the collision report will say so
        const double ta = f.x0 + (it.anchor.x - f.plot.left()) / W * (f.x1 - f.x0);
        need = std::max(need, (ta - f.x0 * k) / (1 - k));
    }
    if (need <= f.x1 + 1e-12 * std::abs(f.x1)) return false;
    f.x1 = need;
    return true;
}

SQFIG_INLINE void Axes::emit_spines(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Rect& p = f.plot;
    // Spines, extended by half their width so corners close.
    auto spine = [&](Point a, Point b) {
        SceneItem it;
        it.kind = "spine";
        it.group = f.group;
        it.owner = f.owner + " spine/tick";
        ScenePath path;
        path.points = {a, b};
        path.stroke = StrokeStyle{style_.spine_color, style_.spine_width};
        path.cap = LineCap::square;
        it.path = std::move(path);
        out.push_back(std::move(it));
    };
    if (spines_[0]) spine({p.left(), p.top()}, {p.right(), p.top()});
    if (spines_[1] || twin_) spine({p.right(), p.top()}, {p.right(), p.bottom()});
    if (spines_[2]) spine({p.left(), p.bottom()}, {p.right(), p.bottom()});
    if (spines_[3]) spine({p.left(), p.top()}, {p.left(), p.bottom()});
}

SQFIG_INLINE void Axes::emit_title(std::vector<SceneItem>& out, const AxesFrame& f, const TextMeasurer& engine, double above) const {
    if (title_.empty()) return;
    TextStyle ts;
    ts.family = style_.font_family;
    ts.size = title_size_ > 0 ? title_size_ : style_.title_size;
    // A title never grows wider than its panel: longer lines wrap at word
    // boundaries, so neighbouring panels' titles cannot run into each other.
    const MeasuredText& natural = engine.measure(title_, ts);
    const MeasuredText& m = natural.width <= f.plot.width ? natural : engine.measure(title_, ts, HAlign::center, f.plot.width);
    SceneItem it;
    it.footprint = Footprint::text;
    it.kind = "title";
    it.group = f.group;
    it.owner = f.owner + " title";
    it.text = place_text(m, {f.plot.center().x, above - style_.title_pad}, HAlign::center,
                         VAlign::bottom, 0, style_.text_color);
    out.push_back(std::move(it));
}

}  // namespace sqfig
