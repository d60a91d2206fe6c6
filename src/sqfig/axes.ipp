// The implementation of sqfig/axes.hpp (compiled once: src/sqfig/implementation.hpp).
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
#include "sqfig/layout/shared_view.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

struct Axes::State {
    // A twin (parent set) has its y axis on the right.
    State(const Style& s, int i, Axes* twin_of)
        : style(s), index(i), y{twin_of ? AxisSide::right : AxisSide::left}, parent(twin_of) {}
    const Style& style;
    int index;
    std::vector<std::unique_ptr<Artist>> artists;
    std::size_t cycle = 0;
    Axis x{AxisSide::bottom}, y{AxisSide::left};
    std::string title, title_plain;
    double title_size = 0;
    std::array<bool, 4> spines{};  // top, right, bottom, left
    bool axis_on = true;
    std::optional<Legend> legend;
    std::vector<std::unique_ptr<Colorbar>> colorbars;
    Axes* parent = nullptr;       // set on a twin: the axes it shares x and the plot with
    std::unique_ptr<Axes> twin;   // twin_x()
    bool aspect_equal = false;
};

Axes::Axes(const Style& style, int index) : s_(new State(style, index, nullptr)) {
    st().spines = {style.spine_top, style.spine_right, style.spine_bottom, style.spine_left};
}

Axes::Axes(const Style& style, int index, Axes* parent) : s_(new State(style, index, parent)) {}

Axes::~Axes() = default;

bool Axes::has_twin() const { return st().twin != nullptr; }
bool Axes::aspect_is_equal() const { return st().aspect_equal; }
Axis& Axes::x_axis() { return xa(); }
Axis& Axes::y_axis() { return st().y; }
const Axis& Axes::x_axis() const { return xa(); }
const Axis& Axes::y_axis() const { return st().y; }
TickLabels& Axes::x_tick_labels() { return xa().tick_labels(); }
TickLabels& Axes::y_tick_labels() { return st().y.tick_labels(); }
Axes& Axes::axis_off() { st().axis_on = false; return *this; }
int Axes::index() const { return st().index; }
const Scale& Axes::x_scale() const { return xa().scale(); }
const Scale& Axes::y_scale() const { return st().y.scale(); }
const std::vector<std::unique_ptr<Artist>>& Axes::artists() const { return st().artists; }
bool Axes::has_legend() const { return st().legend.has_value(); }
Axis& Axes::xa() { return st().parent ? st().parent->st().x : st().x; }
const Axis& Axes::xa() const { return st().parent ? st().parent->st().x : st().x; }

void Axes::adopt(std::unique_ptr<Artist> artist) {
    if (!artist) throw Error(name() + ": add: no artist given");
    if (artist->axes_) throw Error(name() + ": add: the " + artist->name() + " belongs to another axes");
    Artist& ref = *artist;
    st().artists.push_back(std::move(artist));  // may throw: the artist is then destroyed, nothing changed
    ref.axes_ = this;
}

Colorbar& Axes::add_colorbar(const Artist& mappable, const ColorMapped& mapped) {
    require_own(mappable, "colorbar");
    if (!mapped.maps_values())
        throw Error(name() + ": colorbar: the " + mappable.name() + " has no colour values (give it color_values())");
    st().colorbars.push_back(std::make_unique<Colorbar>(mapped, mappable.name()));
    return *st().colorbars.back();
}

template <class T, class... A>
T& Axes::make(A&&... args) {
    return add(std::make_unique<T>(std::forward<A>(args)...));
}

template <class T, class... A>
T& Axes::make_on_cycle(A&&... args) {
    const std::size_t n = st().style.color_cycle.size();
    if (n == 0) return make<T>(std::forward<A>(args)..., st().style.text_color);
    const std::size_t slot = st().cycle;
    T& artist = make<T>(std::forward<A>(args)..., st().style.color_cycle[slot % n]);
    st().cycle = slot + 1;
    artist.release_cycle_color_ = [this, slot] {
        if (st().cycle == slot + 1) st().cycle = slot;
    };
    return artist;
}

template <class F>
Axes& Axes::named(F&& set) {
    try {
        set();
    } catch (const Error& e) {
        throw Error(name() + ": " + e.what());
    }
    return *this;
}

template <class F>
void Axes::named(F&& check) const {
    try {
        check();
    } catch (const Error& e) {
        throw Error(name() + ": " + e.what());
    }
}

Bars& Axes::bars(Values x, Values heights) {
    return make_on_cycle<Bars>(std::move(x).take(), std::move(heights).take());
}

Line& Axes::line(Values x, Values y) {
    Line& l = make_on_cycle<Line>(std::move(x).take(), std::move(y).take());
    l.width(st().style.line_width).marker_size(st().style.marker_size);
    return l;
}

Text& Axes::text(Point at, std::string s, Coords coords) {
    return make<Text>(at, std::move(s), coords);
}

BarLabels& Axes::bar_labels(const Bars& bars, std::vector<std::string> labels) {
    require_own(bars, "bar_labels");
    return make<BarLabels>(bars, std::move(labels));
}

Rectangle& Axes::rectangle(Rect data_rect, Color fill) { return make<Rectangle>(data_rect, fill); }

Box& Axes::box(Rect data_rect, std::string s) { return make<Box>(data_rect, std::move(s)); }

Arrow& Axes::arrow(Point from, Point to) { return make<Arrow>(from, to); }

Arrow& Axes::arrow(const Box& from, const Box& to) {
    require_own(from, "arrow");
    require_own(to, "arrow");
    return make<Arrow>(from, to);
}

Line& Axes::line(Values y) {
    std::vector<double> x(y.size());
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = static_cast<double>(i);
    return line(std::move(x), std::move(y));
}

FilledBand& Axes::band(Values x, Values lo, Values hi) {
    return make_on_cycle<FilledBand>(std::move(x).take(), std::move(lo).take(), std::move(hi).take());
}

ErrorBars& Axes::error_bars(Values x, Values y) {
    ErrorBars& e = make_on_cycle<ErrorBars>(std::move(x).take(), std::move(y).take());
    e.marker_size(st().style.marker_size);
    return e;
}

Bars& Axes::hbars(Values y, Values widths) {
    return make_on_cycle<Bars>(std::move(y).take(), std::move(widths).take(), BarDirection::horizontal);
}

ReferenceLine& Axes::hline(double y) { return make<ReferenceLine>(Across::horizontal, y, st().style.text_color); }

ReferenceLine& Axes::vline(double x) { return make<ReferenceLine>(Across::vertical, x, st().style.text_color); }

ReferenceSpan& Axes::hspan(double y0, double y1) {
    return make<ReferenceSpan>(Across::horizontal, y0, y1, st().style.text_color);
}

ReferenceSpan& Axes::vspan(double x0, double x1) {
    return make<ReferenceSpan>(Across::vertical, x0, x1, st().style.text_color);
}

BarLabels& Axes::bar_labels(const Bars& bars, int decimals) {
    require_own(bars, "bar_labels");
    if (decimals > 100) throw Error(name() + ": bar_labels: at most 100 decimals, not " + std::to_string(decimals));
    std::vector<std::string> labels;
    labels.reserve(bars.size());
    for (std::size_t i = 0; i < bars.size(); ++i)
        labels.push_back(decimals < 0 ? format_general(bars.height(i)) : format_fixed(bars.height(i), decimals));
    return make<BarLabels>(bars, std::move(labels));
}

Heatmap& Axes::heatmap(Values values, std::size_t rows, std::size_t cols, std::vector<std::string> column_labels,
                     std::vector<std::string> row_labels) {
    auto h = std::make_unique<Heatmap>(std::move(values).take(), rows, cols);
    auto check = [&](const std::vector<std::string>& l, std::size_t n, const char* what) {
        if (!l.empty() && l.size() != n)
            throw Error(name() + ": heatmap: " + std::to_string(l.size()) + " " + what + " labels for " +
                        std::to_string(n) + " " + what + "s");
    };
    check(column_labels, cols, "column");
    check(row_labels, rows, "row");
    Axis nx = st().x, ny = st().y;  // all or nothing
    nx.margin(0);
    ny.margin(0).invert();
    if (!column_labels.empty()) nx.ticks(indices(cols), std::move(column_labels));
    if (!row_labels.empty()) ny.ticks(indices(rows), std::move(row_labels));
    Heatmap& ref = add(std::move(h));
    st().x = std::move(nx);
    st().y = std::move(ny);
    return ref;
}

Heatmap& Axes::heatmap(const std::vector<std::vector<double>>& matrix, std::vector<std::string> column_labels,
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

Scatter& Axes::scatter(Values x, Values y) {
    Scatter& s = make<Scatter>(std::move(x).take(), std::move(y).take(), next_color());
    s.size(st().style.marker_size);
    return s;
}

Axes& Axes::grid(bool major, bool minor) {
    xa().grid(major, minor);
    st().y.grid(major, minor);
    return *this;
}

Axes& Axes::twin_x() {
    if (st().parent) throw Error(name() + ": twin_x: this axes is already a twin; call twin_x() on its parent");
    if (!st().twin) st().twin.reset(new Axes(st().style, st().index, this));
    return *st().twin;
}

Annotation& Axes::annotate(std::string text, Point xy, Point text_at, Coords text_coords) {
    return make<Annotation>(std::move(text), xy, text_at, text_coords);
}

Axes& Axes::aspect_equal(bool on) {
    if (on && st().parent) throw Error(name() + ": aspect_equal: set it on the parent axes, not the twin");
    st().aspect_equal = on;
    return *this;
}

Legend& Axes::legend() {
    if (st().parent) return st().parent->legend();
    if (!st().legend) st().legend = Legend{};
    return *st().legend;
}

Color Axes::next_color() {
    if (st().style.color_cycle.empty()) return st().style.text_color;
    return st().style.color_cycle[st().cycle++ % st().style.color_cycle.size()];
}

Axes& Axes::x_scale(Scale s) { xa().scale(std::move(s)); return *this; }

Axes& Axes::y_scale(Scale s) { st().y.scale(std::move(s)); return *this; }

Axes& Axes::x_limits(std::optional<double> lo, std::optional<double> hi) { return named([&] { xa().limits(lo, hi); }); }

Axes& Axes::y_limits(std::optional<double> lo, std::optional<double> hi) { return named([&] { st().y.limits(lo, hi); }); }

Axes& Axes::margins(double x, double y) {
    return named([&] {
        Axis nx = xa(), ny = st().y;  // both or neither
        nx.margin(x);
        ny.margin(y);
        xa() = std::move(nx);
        st().y = std::move(ny);
    });
}

TickLabels& Axes::x_ticks(Values at, std::vector<std::string> labels) {
    TickLabels* t = nullptr;
    named([&] { t = &xa().ticks(std::move(at).take(), std::move(labels)); });
    return *t;
}

TickLabels& Axes::y_ticks(Values at, std::vector<std::string> labels) {
    TickLabels* t = nullptr;
    named([&] { t = &st().y.ticks(std::move(at).take(), std::move(labels)); });
    return *t;
}

Axes& Axes::x_label(const std::string& s) { return named([&] { xa().label(s); }); }

Axes& Axes::y_label(const std::string& s) { return named([&] { st().y.label(s); }); }

Axes& Axes::title(const std::string& s, double size) {
    if (size != 0) detail::checked_size(size, name() + ": title size");
    std::string markup = math_to_markup(s);
    st().title = std::move(markup);
    st().title_plain = s.substr(0, std::min<std::size_t>(s.find('\n'), 40));
    st().title_size = size;
    return *this;
}

Axes& Axes::spines(bool top, bool right, bool bottom, bool left) {
    st().spines = {top, right, bottom, left};
    return *this;
}

std::string Axes::name() const {
    if (st().parent) return st().parent->name() + " twin";
    return "axes " + std::to_string(st().index) + (st().title_plain.empty() ? "" : " (\"" + st().title_plain + "\")");
}

void Axes::validate() const {
    for (std::size_t i = 0; i < st().artists.size(); ++i) {
        try {
            st().artists[i]->validate(xa().scale(), st().y.scale());
        } catch (const Error& e) {
            throw Error(name() + ", artist " + std::to_string(i) + ": " + e.what());
        }
    }
    named([&] {
        xa().validate();
        st().y.validate();
    });
    if (st().twin) st().twin->validate();
}

std::vector<LegendEntry> Axes::legend_entries() const {
    std::vector<LegendEntry> entries;
    for (const auto& a : st().artists)
        for (LegendEntry& e : a->legend_entries()) entries.push_back(std::move(e));
    if (st().twin)
        for (LegendEntry& e : st().twin->legend_entries()) entries.push_back(std::move(e));
    return entries;
}

DataExtent Axes::data_extent() const {
    DataExtent e;
    for (const auto& a : st().artists) e.merge(a->extent(xa().scale(), st().y.scale()));
    if (xa().fixed_ticks())
        for (double v : *xa().fixed_ticks())
            if (xa().scale().accepts(v)) e.add_x(v);
    return e;
}

auto Axes::build(Rect plot, Rect page, const TextMeasurer& engine) const -> Built { return build(plot, page, engine, data_extent()); }

auto Axes::build(Rect plot, Rect page, const TextMeasurer& engine, const DataExtent& extent, bool complete) const
    -> Built {
    return build(plot, page, engine, extent, complete, SharedView{});
}

auto Axes::build(Rect plot, Rect page, const TextMeasurer& engine, const DataExtent& extent, bool complete,
                 const SharedView& shared) const -> Built {
    return build(plot, page, engine, extent, complete, shared, {});
}

auto Axes::build(Rect plot, Rect page, const TextMeasurer& engine, const DataExtent& extent, bool complete,
                const SharedView& shared, std::vector<SceneItem> storage) const -> Built {
    AxesFrame f;
    f.plot = plot;
    f.page = page;
    f.x_scale = xa().scale();
    f.y_scale = st().y.scale();
    f.style = &st().style;
    f.text = &engine;
    f.group = st().index;
    f.owner = name();
    DataExtent x_extent = extent;  // the x axis is autoscaled over a twin's data too
    const DataExtent twin_extent = st().twin ? st().twin->data_extent() : DataExtent{};
    if (twin_extent.has_x()) {
        x_extent.add_x(twin_extent.x_min);
        x_extent.add_x(twin_extent.x_max);
    }
    std::tie(f.x0, f.x1) = shared.x ? *shared.x : xa().view(x_extent.has_x(), x_extent.x_min, x_extent.x_max, x_extent.x_sticky_zero);
    std::tie(f.y0, f.y1) =
        shared.y ? *shared.y : st().y.view(extent.has_y(), extent.y_min, extent.y_max, extent.y_sticky_zero);
    if (xa().inverted()) std::swap(f.x0, f.x1);
    if (st().y.inverted()) std::swap(f.y0, f.y1);

    Built out;
    out.plot = plot;
    std::vector<SceneItem> marks = std::move(storage);
    for (int pass = 0; pass < 3; ++pass) {  // value labels above bars get head room
        if (st().aspect_equal) f.plot = equal_aspect_plot(plot, f);
        marks.clear();
        for (const auto& a : st().artists)
            if (complete || st().legend || !a->clipped_to_plot()) a->emit(marks, f);
        const bool taller = !shared.y && !st().y.upper_limit() && !st().y.inverted() && make_head_room(marks, f);
        const bool wider = !shared.x && !xa().upper_limit() && !xa().inverted() && make_side_room(marks, f);
        if (!taller && !wider) break;
    }
    AxesFrame tf;  // the twin's frame: the same plot and x, its own y
    std::vector<SceneItem> grid;
    if (st().twin) {
        tf = st().twin->frame_like(f, twin_extent);
        for (const auto& a : st().twin->st().artists)
            if (complete || st().legend || !a->clipped_to_plot()) a->emit(marks, tf);
    }
    std::vector<SceneItem> deco;
    if (st().axis_on) {
        xa().emit_grid(grid, f, st().style);
        st().y.emit_grid(grid, f, st().style);
        if (st().twin) st().twin->st().y.emit_grid(grid, tf, st().style);
        emit_spines(deco, f);
        xa().emit(deco, f, st().style, engine, shared.x_tick_labels);
        st().y.emit(deco, f, st().style, engine, shared.y_tick_labels);
        if (st().twin) st().twin->st().y.emit(deco, tf, st().style, engine);
    }
    double decorations_bottom = f.plot.bottom(), decorations_right = f.plot.right(), offset_top = f.plot.top();
    for (const SceneItem& d : deco)
        if (d.text) {
            decorations_bottom = std::max(decorations_bottom, d.bounds().bottom());
            decorations_right = std::max(decorations_right, d.bounds().right());
            if (d.kind == "offset text") offset_top = std::min(offset_top, d.bounds().top());
        }
    double colorbars_right = f.plot.right();  // an outside-right legend goes beyond right-hand colourbars
    if (!st().colorbars.empty()) {  // outside the decorations, each outside the ones before it
        Rect taken = f.plot;
        for (const SceneItem& d : deco)
            if (d.text) taken = taken.united(d.bounds());
        Rect right = taken, below = taken;
        for (const auto& cb : st().colorbars) {
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
    if (st().legend) {
        // Outside right, the legend keeps clear of the right spine and a twin's labels.
        const double right_clear =
            std::max(st().twin ? decorations_right - f.plot.right() : st().spines[1] ? st().style.spine_width : 0.0,
                     colorbars_right - f.plot.right());
        LegendSite site{f.plot, st().index, name(), right_clear, decorations_bottom};
        legend_top = place_legend(*st().legend, legend_entries(), site, out.items, st().style, engine);
    }
    if (st().axis_on) emit_title(out.items, f, engine, std::min({f.plot.top(), legend_top, offset_top}));
    out.bounds = plot;
    out.drawn = f.plot;
    for (const SceneItem& it : out.items) {
        if (it.figure_level) continue;  // the figure makes room for it
        if (it.clip && it.clip->contains(it.bounds(), 0.01)) continue;  // clipped marks stay inside
        out.bounds = out.bounds.united(it.bounds());
    }
    return out;
}

std::pair<double, double> Axes::own_view(bool x, const DataExtent& extent) const {
    return x ? xa().view(extent.has_x(), extent.x_min, extent.x_max, false)
             : st().y.view(extent.has_y(), extent.y_min, extent.y_max, extent.y_sticky_zero);
}

std::vector<double> Axes::indices(std::size_t n) {
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<double>(i);
    return v;
}

AxesFrame Axes::frame_like(const AxesFrame& parent_frame, const DataExtent& extent) const {
    AxesFrame t = parent_frame;
    t.y_scale = st().y.scale();
    t.owner = name();
    std::tie(t.y0, t.y1) = st().y.view(extent.has_y(), extent.y_min, extent.y_max, extent.y_sticky_zero);
    if (st().y.inverted()) std::swap(t.y0, t.y1);
    return t;
}

Rect Axes::equal_aspect_plot(const Rect& cell, const AxesFrame& f) {
    const double sx = std::abs(f.x1 - f.x0), sy = std::abs(f.y1 - f.y0);
    if (!(sx > 0) || !(sy > 0) || !(cell.width > 0) || !(cell.height > 0)) return cell;
    const double per_point = std::max(sx / cell.width, sy / cell.height);
    const double w = sx / per_point, h = sy / per_point;
    return {cell.center().x - w / 2, cell.center().y - h / 2, w, h};
}

void Axes::require_own(const Artist& a, const char* what) const {
    if (a.axes_ == this) return;
    throw Error(name() + ": " + what + ": the " + a.name() + " belongs to " +
                (a.axes_ ? a.axes_->name() + " of this or another figure" : std::string("no axes")) +
                "; an artist can only refer to artists of its own axes");
}

bool Axes::make_head_room(const std::vector<SceneItem>& marks, AxesFrame& f) const {
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

bool Axes::make_side_room(const std::vector<SceneItem>& marks, AxesFrame& f) const {
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

void Axes::emit_spines(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Rect& p = f.plot;
    // Spines, extended by half their width so corners close.
    auto spine = [&](Point a, Point b) {
        SceneItem it;
        it.kind = "spine";
        it.group = f.group;
        it.owner = f.owner + " spine/tick";
        ScenePath path;
        path.points = {a, b};
        path.stroke = StrokeStyle{st().style.spine_color, st().style.spine_width};
        path.cap = LineCap::square;
        it.path = std::move(path);
        out.push_back(std::move(it));
    };
    if (st().spines[0]) spine({p.left(), p.top()}, {p.right(), p.top()});
    if (st().spines[1] || st().twin) spine({p.right(), p.top()}, {p.right(), p.bottom()});
    if (st().spines[2]) spine({p.left(), p.bottom()}, {p.right(), p.bottom()});
    if (st().spines[3]) spine({p.left(), p.top()}, {p.left(), p.bottom()});
}

void Axes::emit_title(std::vector<SceneItem>& out, const AxesFrame& f, const TextMeasurer& engine, double above) const {
    if (st().title.empty()) return;
    TextStyle ts;
    ts.family = st().style.font_family;
    ts.size = st().title_size > 0 ? st().title_size : st().style.title_size;
    // A title never grows wider than its panel: longer lines wrap at word
    // boundaries, so neighbouring panels' titles cannot run into each other.
    const MeasuredText& natural = engine.measure(st().title, ts);
    const MeasuredText& m = natural.width <= f.plot.width ? natural : engine.measure(st().title, ts, HAlign::center, f.plot.width);
    SceneItem it;
    it.footprint = Footprint::text;
    it.kind = "title";
    it.group = f.group;
    it.owner = f.owner + " title";
    it.text = place_text(m, {f.plot.center().x, above - st().style.title_pad}, HAlign::center,
                         VAlign::bottom, 0, st().style.text_color);
    out.push_back(std::move(it));
}

}  // namespace sqfig
