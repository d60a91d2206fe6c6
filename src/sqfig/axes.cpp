// The implementation of sqfig/axes.hpp.
#include "sqfig/axes.hpp"
#include "sqfig/detail/user_code.hpp"
#include "sqfig/axes_state.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <memory>
#include <optional>
#include <type_traits>
#include "sqfig/artists/annotation.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/band.hpp"
#include "sqfig/artists/bar_labels.hpp"
#include "sqfig/artists/bars.hpp"
#include "sqfig/artists/boxplot.hpp"
#include "sqfig/artists/colorbar.hpp"
#include "sqfig/artists/contour.hpp"
#include "sqfig/artists/ecdf.hpp"
#include "sqfig/artists/error_bars.hpp"
#include "sqfig/artists/heatmap.hpp"
#include "sqfig/artists/hexbin.hpp"
#include "sqfig/artists/histogram2d.hpp"
#include "sqfig/artists/legend.hpp"
#include "sqfig/artists/line.hpp"
#include "sqfig/artists/pie.hpp"
#include "sqfig/artists/point_labels.hpp"
#include "sqfig/artists/reference_lines.hpp"
#include "sqfig/artists/scatter.hpp"
#include "sqfig/artists/shapes.hpp"
#include "sqfig/artists/significance_brackets.hpp"
#include "sqfig/artists/stackplot.hpp"
#include "sqfig/artists/text.hpp"
#include "sqfig/artists/violin.hpp"
#include "sqfig/axis.hpp"
#include "sqfig/core/sequences.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/layout/legend_placement.hpp"
#include "sqfig/layout/shared_view.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/math_text.hpp"

namespace sqfig {

Axes::Axes(const Style& style, int index) : s_(new State(style, index, nullptr)) {
    st().spines = {style.spine_top, style.spine_right, style.spine_bottom, style.spine_left};
}

Axes::Axes(const Style& style, int index, Axes* parent) : s_(new State(style, index, parent)) {}

Axes::~Axes() = default;

bool Axes::has_twin() const { return st().twin != nullptr; }
bool Axes::has_twin_y() const { return st().twin_top != nullptr; }
bool Axes::aspect_is_equal() const { return st().aspect_equal; }
Axis& Axes::x_axis() { return x_to_change("x_axis"); }
Axis& Axes::y_axis() { return y_to_change("y_axis"); }
const Axis& Axes::x_axis() const { return xa(); }
const Axis& Axes::y_axis() const { return ya(); }
TickLabels& Axes::x_tick_labels() { return x_to_change("x_tick_labels").tick_labels(); }
TickLabels& Axes::y_tick_labels() { return y_to_change("y_tick_labels").tick_labels(); }
Axes& Axes::axis_off() { st().axis_on = false; return *this; }
int Axes::index() const { return st().index; }
const Scale& Axes::x_scale() const { return xa().scale(); }
const Scale& Axes::y_scale() const { return ya().scale(); }
const std::vector<std::unique_ptr<Artist>>& Axes::artists() const { return st().artists; }
bool Axes::has_legend() const { return st().legend.has_value(); }
Axis& Axes::xa() { return st().parent && !st().shares_y ? st().parent->st().x : st().x; }
const Axis& Axes::xa() const { return st().parent && !st().shares_y ? st().parent->st().x : st().x; }
Axis& Axes::ya() { return st().shares_y ? st().parent->st().y : st().y; }
const Axis& Axes::ya() const { return st().shares_y ? st().parent->st().y : st().y; }
Axis& Axes::x_to_change(const char* what) {
    if (st().parent && !st().shares_y)
        throw Error(name() + ": " + what + ": a twin shares its parent's x axis; set x on " + st().parent->name());
    return st().x;
}
Axis& Axes::y_to_change(const char* what) {
    if (st().shares_y)
        throw Error(name() + ": " + what + ": a twin_y twin shares its parent's y axis; set y on " + st().parent->name());
    return st().y;
}

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

void Axes::lend_cycle_color(Artist& a, std::size_t slot) {
    a.cycle_lender_ = this;
    a.cycle_slot_ = slot;
    a.give_back_ = [](Axes& lender, std::size_t s) {
        if (lender.st().cycle == s + 1) lender.st().cycle = s;
    };
}

template <class T, class... A>
T& Axes::make_on_cycle(A&&... args) {
    const std::size_t n = st().style.color_cycle.size();
    if (n == 0) return make<T>(std::forward<A>(args)..., st().style.text_color);
    const std::size_t slot = st().cycle;
    T& artist = make<T>(std::forward<A>(args)..., st().style.color_cycle[slot % n]);
    st().cycle = slot + 1;
    lend_cycle_color(artist, slot);
    return artist;
}

template <class F>
Axes& Axes::named(F&& set) {
    try {
        set();
    } catch (const Error& e) {
        detail::rethrow_with_prefix(e, name() + ": ");
    }
    return *this;
}

template <class F>
void Axes::named(F&& check) const {
    try {
        check();
    } catch (const Error& e) {
        detail::rethrow_with_prefix(e, name() + ": ");
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

SignificanceBrackets& Axes::significance_brackets(std::vector<SignificanceBracket> brackets) {
    return make<SignificanceBrackets>(std::move(brackets), st().style.text_color);
}

Pie& Axes::pie(Values values) {
    std::vector<double> v = std::move(values).take();
    const std::vector<Color>& cycle = st().style.color_cycle;
    // The wedges' cycle colours, taken only once the pie exists (its checks throw first).
    const std::size_t n = cycle.empty() ? 1 : std::max<std::size_t>(1, std::min(v.size(), max_pie_wedges));
    std::vector<Color> colors;
    colors.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        colors.push_back(cycle.empty() ? st().style.text_color : cycle[(st().cycle + i) % cycle.size()]);
    const std::size_t wedges = v.size();
    Pie& p = make<Pie>(std::move(v), std::move(colors));
    if (!cycle.empty()) st().cycle += wedges;
    // matplotlib's pie: no frame and no ticks; the title stays.
    spines(false, false, false, false);
    if (!st().parent) xa().ticks({});
    st().y.ticks({});
    return p;
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

FilledBand& Axes::band_x(Values y, Values x1, Values x2) {
    return band(std::move(y), std::move(x1), std::move(x2)).along_y();
}

ErrorBars& Axes::error_bars(Values x, Values y) {
    ErrorBars& e = make_on_cycle<ErrorBars>(std::move(x).take(), std::move(y).take());
    e.marker_size(st().style.marker_size);
    return e;
}

Bars& Axes::hbars(Values y, Values widths) {
    return make_on_cycle<Bars>(std::move(y).take(), std::move(widths).take(), BarDirection::horizontal);
}

Histogram& Axes::hist(Values data) { return make_on_cycle<Histogram>(std::move(data).take()); }

Histogram& Axes::hist(std::vector<Values> data_sets) {
    std::vector<std::vector<double>> sets;
    std::vector<Color> colors;
    for (Values& v : data_sets) {
        sets.push_back(std::move(v).take());
        colors.push_back(next_color());
    }
    return make<Histogram>(std::move(sets), std::move(colors));
}

Boxplot& Axes::boxplot(std::vector<Values> data_sets, std::vector<std::string> labels) {
    std::vector<std::vector<double>> sets;
    for (Values& v : data_sets) sets.push_back(std::move(v).take());
    const std::vector<Color>& cycle = st().style.color_cycle;
    const Color text = st().style.text_color;
    auto b = std::make_unique<Boxplot>(std::move(sets), text, cycle.size() > 1 ? cycle[1] : text,
                                       cycle.size() > 2 ? cycle[2] : text);
    if (!labels.empty()) b->tick_labels(std::move(labels));
    return add(std::move(b));
}

Histogram& Axes::hist(std::initializer_list<double> data) { return hist(Values(data)); }

Boxplot& Axes::boxplot(std::initializer_list<std::initializer_list<double>> data_sets, std::vector<std::string> labels) {
    std::vector<Values> sets;
    sets.reserve(data_sets.size());
    for (const std::initializer_list<double>& one : data_sets) sets.emplace_back(one);
    return boxplot(std::move(sets), std::move(labels));
}

Boxplot& Axes::boxplot(std::vector<BoxStats> stats) {
    const std::vector<Color>& cycle = st().style.color_cycle;
    const Color text = st().style.text_color;
    auto b = std::make_unique<Boxplot>(std::move(stats), text, cycle.size() > 1 ? cycle[1] : text,
                                       cycle.size() > 2 ? cycle[2] : text);
    return add(std::move(b));
}

Violin& Axes::violin(std::vector<Values> data_sets, std::vector<std::string> labels) {
    std::vector<std::vector<double>> sets;
    for (Values& v : data_sets) sets.push_back(std::move(v).take());
    const std::size_t n = st().style.color_cycle.size();
    const Color c = n == 0 ? st().style.text_color : st().style.color_cycle[st().cycle % n];
    auto v = std::make_unique<Violin>(std::move(sets), c);
    if (!labels.empty()) v->tick_labels(std::move(labels));
    Violin& ref = add(std::move(v));
    if (n == 0) return ref;
    const std::size_t slot = st().cycle++;
    lend_cycle_color(ref, slot);
    return ref;
}

StackPlot& Axes::stackplot(Values x, std::vector<Values> layers) {
    std::vector<std::vector<double>> ys;
    std::vector<Color> colors;
    for (Values& v : layers) {
        ys.push_back(std::move(v).take());
        colors.push_back(next_color());
    }
    if (colors.empty()) colors.push_back(st().style.text_color);  // refused by the constructor: no layers
    return make<StackPlot>(std::move(x).take(), std::move(ys), std::move(colors));
}

Ecdf& Axes::ecdf(Values data) { return ecdf(std::move(data), EcdfOptions{}); }

Ecdf& Axes::ecdf(Values data, EcdfOptions options) {
    Ecdf& e = make_on_cycle<Ecdf>(std::move(data).take(), std::move(options));
    e.width(st().style.line_width);
    return e;
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
    // format_general's power of ten is markup; a label's text is $math$.
    auto as_math = [](std::string s) {
        for (const auto& [from, to] : {std::pair<std::string, std::string>{"<sup>", "$^{"}, {"</sup>", "}$"}})
            for (std::size_t at; (at = s.find(from)) != std::string::npos;) s.replace(at, from.size(), to);
        return s;
    };
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const double h = bars.height(i);
        labels.push_back(decimals < 0           ? as_math(format_general(h))
                         : std::abs(h) >= 1e16 ? as_math(format_general(h, decimals + 1))  // not 309 digits for 1e308
                                                : format_fixed(h, decimals));
    }
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
    // The axes it draws on, all or nothing: a twin's shared axis is its parent's
    // (matplotlib's imshow on a twin sets the shared limits too).
    Axis &axis_x = xa(), &axis_y = ya();
    Axis nx = axis_x, ny = axis_y;
    nx.margin(0);
    ny.margin(0).invert();
    if (!column_labels.empty()) nx.ticks(indices(cols), std::move(column_labels));
    if (!row_labels.empty()) ny.ticks(indices(rows), std::move(row_labels));
    Heatmap& ref = add(std::move(h));
    axis_x = std::move(nx);
    axis_y = std::move(ny);
    return ref;
}

Contour& Axes::add_contour(std::unique_ptr<Contour> c) {
    Axis &axis_x = xa(), &axis_y = ya();  // as heatmap()
    Axis nx = axis_x, ny = axis_y;
    nx.margin(0);
    ny.margin(0);
    Contour& ref = add(std::move(c));
    axis_x = std::move(nx);
    axis_y = std::move(ny);
    return ref;
}

Contour& Axes::contour(Values z, std::size_t rows, std::size_t cols) {
    return add_contour(std::make_unique<Contour>(std::move(z).take(), rows, cols, false));
}

Contour& Axes::contour(Values x, Values y, Values z) {
    std::vector<double> xs = std::move(x).take(), ys = std::move(y).take();
    const std::size_t rows = ys.size(), cols = xs.size();
    return add_contour(std::make_unique<Contour>(std::move(z).take(), rows, cols, std::move(xs), std::move(ys), false));
}

Contour& Axes::contourf(Values z, std::size_t rows, std::size_t cols) {
    return add_contour(std::make_unique<Contour>(std::move(z).take(), rows, cols, true));
}

Contour& Axes::contourf(Values x, Values y, Values z) {
    std::vector<double> xs = std::move(x).take(), ys = std::move(y).take();
    const std::size_t rows = ys.size(), cols = xs.size();
    return add_contour(std::make_unique<Contour>(std::move(z).take(), rows, cols, std::move(xs), std::move(ys), true));
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

Histogram2d& Axes::hist2d(Values x, Values y) { return hist2d(std::move(x), std::move(y), Histogram2dOptions{}); }

Histogram2d& Axes::hist2d(Values x, Values y, Histogram2dOptions options) {
    auto h = std::make_unique<Histogram2d>(std::move(x).take(), std::move(y).take(), std::move(options));
    Axis &axis_x = xa(), &axis_y = ya();  // as heatmap(); matplotlib sets the limits to the outer edges
    Axis nx = axis_x, ny = axis_y;
    nx.margin(0);
    ny.margin(0);
    Histogram2d& ref = add(std::move(h));
    axis_x = std::move(nx);
    axis_y = std::move(ny);
    return ref;
}

Hexbin& Axes::hexbin(Values x, Values y) { return hexbin(std::move(x), std::move(y), HexbinOptions{}); }

Hexbin& Axes::hexbin(Values x, Values y, HexbinOptions options) {
    const bool x_log = options.x_log, y_log = options.y_log;
    auto h = std::make_unique<Hexbin>(std::move(x).take(), std::move(y).take(), std::move(options));
    Axis &axis_x = xa(), &axis_y = ya();  // as heatmap(); matplotlib keeps its margins around the grid
    Axis nx = axis_x, ny = axis_y;
    if (x_log) nx.scale(LogScale{10});
    if (y_log) ny.scale(LogScale{10});
    Hexbin& ref = add(std::move(h));
    axis_x = std::move(nx);
    axis_y = std::move(ny);
    return ref;
}

PointLabels& Axes::labels(Values x, Values y, std::vector<std::string> texts) {
    return make<PointLabels>(std::move(x).take(), std::move(y).take(), std::move(texts));
}

Scatter& Axes::scatter(Values x, Values y) {
    Scatter& s = make<Scatter>(std::move(x).take(), std::move(y).take(), next_color());
    s.size(st().style.marker_size);
    return s;
}

Axes& Axes::grid(bool major, bool minor) {
    xa().grid(major, minor);
    ya().grid(major, minor);
    return *this;
}

Axes& Axes::inset(Rect where, Coords coords) {
    if (st().inset_of) throw Error(name() + ": inset: an inset holds no insets of its own");
    if (st().parent) throw Error(name() + ": inset: call inset() on the parent axes, not the twin");
    if (coords != Coords::axes && coords != Coords::data)
        throw Error(name() + ": inset: the place is in axes fractions (Coords::axes) or data coordinates (Coords::data)");
    for (const auto& [v, what] : {std::pair{where.x, "x"}, {where.y, "y"}, {where.width, "width"}, {where.height, "height"}})
        detail::checked_finite(v, name() + ": inset " + what);
    if (!(where.width > 0) || !(where.height > 0))
        throw Error(name() + ": inset: width and height must be positive, not " + detail::shortest(where.width) +
                    " x " + detail::shortest(where.height));
    if (coords == Coords::axes && !(std::abs(where.x) <= 100 && std::abs(where.y) <= 100 && where.width <= 100 &&
                                    where.height <= 100))
        throw Error(name() + ": inset: an axes-fraction place is at most 100 plot sizes from the plot");
    if (st().insets.size() >= static_cast<std::size_t>(kInsetsPerAxes))
        throw Error(name() + ": inset: at most " + std::to_string(kInsetsPerAxes) + " insets an axes");
    auto a = std::make_unique<Axes>(st().style, st().index);
    State& is = a->st();
    is.inset_of = this;
    is.inset_number = st().insets.size();
    is.inset_where = where;
    is.inset_coords = coords;
    is.group = kInsetGroups + st().index * kInsetsPerAxes + static_cast<int>(is.inset_number);
    st().insets.push_back(std::move(a));
    return *st().insets.back();
}

Axes& Axes::indicate_inset_zoom(const Axes& inset, ZoomIndicator look) {
    if (inset.st().inset_of != this)
        throw Error(name() + ": indicate_inset_zoom: " + inset.name() + " is not an inset of this axes");
    look.color = checked_color(look.color, name() + ": zoom indicator");
    look.width = detail::checked_size(look.width, name() + ": zoom indicator width");
    for (const auto& a : st().insets)
        if (a.get() == &inset) a->st().zoom = look;
    return *this;
}

std::vector<Axes*> Axes::insets() const {
    std::vector<Axes*> out;
    for (const auto& a : st().insets) out.push_back(a.get());
    return out;
}

Axes& Axes::twin_y() {
    if (st().parent) throw Error(name() + ": twin_y: this axes is already a twin; call twin_y() on its parent");
    if (st().inset_of) throw Error(name() + ": twin_y: an inset has no twin_y");
    if (st().secondary_x) throw Error(name() + ": twin_y: its secondary x axis is on top; a twin's x axis has no side left");
    if (st().y_break) throw Error(name() + ": twin_y: its y axis is broken (broken_y); a twin's data could not follow the ranges");
    if (!st().twin_top) {
        std::unique_ptr<Axes> t(new Axes(st().style, st().index, this));
        t->st().shares_y = true;
        t->st().x = Axis{AxisSide::top};
        st().twin_top = std::move(t);
    }
    return *st().twin_top;
}

Axes& Axes::twin_x() {
    if (st().parent) throw Error(name() + ": twin_x: this axes is already a twin; call twin_x() on its parent");
    if (st().secondary_y) throw Error(name() + ": twin_x: its secondary y axis is on the right; a twin's y axis has no side left");
    if (st().y_break) throw Error(name() + ": twin_x: its y axis is broken (broken_y); a twin's y axis could not follow the ranges");
    if (!st().twin) st().twin.reset(new Axes(st().style, st().index, this));
    return *st().twin;
}

namespace {

// The axis of a secondary_x / secondary_y: made once, its functions replaced
// on each call. (A template: the slot's type is private to Axes.)
template <class Slot>
Axis& set_secondary(Slot& slot, AxisSide side, std::function<double(double)> forward,
                    std::function<double(double)> inverse, const std::string& what) {
    if (!forward || !inverse) throw Error(what + ": forward and inverse must both be functions");
    if (!slot) slot.emplace(typename Slot::value_type{Axis{side}, nullptr, nullptr});
    slot->forward = std::move(forward);
    slot->inverse = std::move(inverse);
    return slot->axis;
}

}  // namespace

Axis& Axes::secondary_x(std::function<double(double)> forward, std::function<double(double)> inverse) {
    if (st().parent) throw Error(name() + ": secondary_x: this axes is a twin; call it on its parent");
    if (st().twin_top) throw Error(name() + ": secondary_x: its twin_y's x axis is on top; a secondary x axis has no side left");
    if (st().y_break) throw Error(name() + ": secondary_x: not drawn on a broken y axis (broken_y) yet");
    return set_secondary(st().secondary_x, AxisSide::top, std::move(forward), std::move(inverse), name() + ": secondary_x");
}

Axis& Axes::secondary_y(std::function<double(double)> forward, std::function<double(double)> inverse) {
    if (st().parent) throw Error(name() + ": secondary_y: this axes is a twin; call it on its parent");
    if (st().twin) throw Error(name() + ": secondary_y: its twin's y axis is on the right; a secondary y axis has no side left");
    if (st().y_break) throw Error(name() + ": secondary_y: its y axis is broken (broken_y); a secondary y axis would span the gaps");
    return set_secondary(st().secondary_y, AxisSide::right, std::move(forward), std::move(inverse), name() + ": secondary_y");
}

Annotation& Axes::annotate(std::string text, Point xy, Point text_at, Coords text_coords) {
    return make<Annotation>(std::move(text), xy, text_at, text_coords);
}

namespace {

// The bounds of broken_y's ranges the y scale cannot show: an Error naming the first.
void check_break_on_scale(const std::vector<std::pair<double, double>>& ranges, const Scale& y, const std::string& what) {
    for (std::size_t i = 0; i < ranges.size(); ++i)
        for (const double v : {ranges[i].first, ranges[i].second})
            if (!y.accepts(v))
                throw Error(what + ": range " + std::to_string(i) + " bound " + detail::shortest(v) +
                                " cannot be shown on a " + y.name() + " y axis (a log axis needs positive bounds)",
                            ErrorKind::usage);
}

}  // namespace

Axes& Axes::broken_y(std::vector<std::pair<double, double>> ranges, AxisBreak options) {
    const std::string what = name() + ": broken_y";
    if (st().parent) throw Error(what + ": this axes is a twin; a twin's y axis cannot be broken");
    if (st().inset_of) throw Error(what + ": an inset's y axis cannot be broken");
    if (st().twin) throw Error(what + ": it has a twin (twin_x), whose y axis could not follow the ranges");
    if (st().twin_top) throw Error(what + ": it has a twin (twin_y), whose data could not follow the ranges");
    if (st().secondary_y) throw Error(what + ": it has a secondary y axis, which would span the gaps");
    if (st().secondary_x) throw Error(what + ": it has a secondary x axis, not drawn on a broken y axis yet");
    if (ranges.empty()) {
        st().y_break.reset();
        return *this;
    }
    if (ranges.size() < 2) throw Error(what + ": give at least two ranges (one range is y_limits)");
    if (ranges.size() > kMaxBrokenRanges)
        throw Error(what + ": " + std::to_string(ranges.size()) + " ranges; at most " + std::to_string(kMaxBrokenRanges));
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const auto& [lo, hi] = ranges[i];
        if (!std::isfinite(lo) || !std::isfinite(hi))
            throw Error(what + ": range " + std::to_string(i) + " has a bound that is not finite (" + detail::shortest(lo) +
                        ", " + detail::shortest(hi) + ")");
        if (!(lo < hi))
            throw Error(what + ": range " + std::to_string(i) + " (" + detail::shortest(lo) + ", " + detail::shortest(hi) +
                        ") is empty: it needs low < high");
        if (i > 0 && !(ranges[i - 1].second < lo))
            throw Error(what + ": ranges " + std::to_string(i - 1) + " and " + std::to_string(i) +
                        " overlap or are out of order: give them lowest first, each above the one before");
    }
    if (!options.shares.empty() && options.shares.size() != ranges.size())
        throw Error(what + ": " + std::to_string(options.shares.size()) + " shares for " + std::to_string(ranges.size()) +
                    " ranges");
    for (std::size_t i = 0; i < options.shares.size(); ++i)
        if (!(std::isfinite(options.shares[i]) && options.shares[i] > 0))
            throw Error(what + ": share " + std::to_string(i) + " must be a positive finite number");
    if (!(options.gap >= 0 && options.gap <= 1)) throw Error(what + ": gap must be between 0 and 1 (a fraction of a range's length)");
    if (!(options.mark_size >= 0 && options.mark_size <= 100))
        throw Error(what + ": mark_size must be between 0 and 100 points");
    check_break_on_scale(ranges, st().y.scale(), what);
    st().y_break = State::YBreak{std::move(ranges), std::move(options)};
    return *this;
}

bool Axes::y_is_broken() const { return st().y_break.has_value(); }

Axes& Axes::aspect_equal(bool on) {
    if (on && st().parent) throw Error(name() + ": aspect_equal: set it on the parent axes, not the twin");
    st().aspect_equal = on;
    return *this;
}

PolarAxes& Axes::polar() {
    if (st().parent) throw Error(name() + ": polar: a twin cannot be polar", ErrorKind::usage);
    if (!st().polar) st().polar = std::make_unique<PolarAxes>(*this);
    return *st().polar;
}

bool Axes::is_polar() const { return st().polar != nullptr; }

Legend& Axes::legend() {
    if (st().parent) return st().parent->legend();
    if (!st().legend) st().legend = Legend{};
    return *st().legend;
}

Color Axes::next_color() {
    if (st().style.color_cycle.empty()) return st().style.text_color;
    return st().style.color_cycle[st().cycle++ % st().style.color_cycle.size()];
}

Axes& Axes::x_scale(Scale s) { x_to_change("x_scale").scale(std::move(s)); return *this; }

Axes& Axes::y_scale(Scale s) { y_to_change("y_scale").scale(std::move(s)); return *this; }

Axes& Axes::x_limits(std::optional<double> lo, std::optional<double> hi) {
    Axis& x = x_to_change("x_limits");
    return named([&] { x.limits(lo, hi); });
}

Axes& Axes::y_limits(std::optional<double> lo, std::optional<double> hi) {
    Axis& y = y_to_change("y_limits");
    return named([&] { y.limits(lo, hi); });
}

Axes& Axes::margins(double x, double y) {
    Axis& x_axis = x_to_change("margins");
    Axis& y_axis = y_to_change("margins");
    return named([&] {
        Axis nx = x_axis, ny = y_axis;  // both or neither
        nx.margin(x);
        ny.margin(y);
        x_axis = std::move(nx);
        y_axis = std::move(ny);
    });
}

TickLabels& Axes::x_ticks(Values at, std::vector<std::string> labels) {
    TickLabels* t = nullptr;
    Axis& x = x_to_change("x_ticks");
    named([&] { t = &x.ticks(std::move(at).take(), std::move(labels)); });
    return *t;
}

TickLabels& Axes::y_ticks(Values at, std::vector<std::string> labels) {
    TickLabels* t = nullptr;
    Axis& y = y_to_change("y_ticks");
    named([&] { t = &y.ticks(std::move(at).take(), std::move(labels)); });
    return *t;
}

Axes& Axes::x_label(const std::string& s) {
    Axis& x = x_to_change("x_label");
    return named([&] { x.label(s); });
}

Axes& Axes::y_label(const std::string& s) {
    Axis& y = y_to_change("y_label");
    return named([&] { y.label(s); });
}

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
    if (st().parent) return st().parent->name() + (st().shares_y ? " top twin" : " twin");
    if (st().inset_of)
        return st().inset_of->name() + " inset " + std::to_string(st().inset_number) +
               (st().title_plain.empty() ? "" : " (\"" + st().title_plain + "\")");
    return "axes " + std::to_string(st().index) + (st().title_plain.empty() ? "" : " (\"" + st().title_plain + "\")");
}

void Axes::validate() const {
    for (std::size_t i = 0; i < st().artists.size(); ++i) {
        const Artist& a = *st().artists[i];
        try {
            detail::call_user([&] { return a.name(); }, "validate", [&] { a.validate(xa().scale(), ya().scale()); });
        } catch (const Error& e) {
            detail::rethrow_with_prefix(e, name() + ", artist " + std::to_string(i) + ": ");
        }
    }
    named([&] {
        xa().validate();
        st().y.validate();
    });
    if (st().y_break) check_break_on_scale(st().y_break->ranges, st().y.scale(), name() + ": broken_y");
    if (st().twin) st().twin->validate();
    if (st().twin_top) st().twin_top->validate();
    for (const auto& in : st().insets) {
        const State& is = in->st();
        if (is.inset_coords == Coords::data) {
            const Rect& w = is.inset_where;
            for (const auto& [x, y] : {std::pair{w.x, w.y}, {w.x + w.width, w.y + w.height}})
                if (!xa().scale().accepts(x) || !st().y.scale().accepts(y))
                    throw Error(in->name() + ": its place (" + detail::shortest(x) + ", " + detail::shortest(y) +
                                    ") in data coordinates cannot be shown on a " + xa().scale().name() + " x / " +
                                    st().y.scale().name() + " y axis",
                                ErrorKind::data);
        }
        in->validate();
    }
}

std::vector<LegendEntry> Axes::legend_entries() const {
    std::vector<LegendEntry> entries;
    for (const auto& a : st().artists)
        for (LegendEntry& e : detail::call_user([&] { return name() + " " + a->name(); }, "legend_entries", [&] { return a->legend_entries(); }))
            entries.push_back(std::move(e));
    if (st().twin)
        for (LegendEntry& e : st().twin->legend_entries()) entries.push_back(std::move(e));
    if (st().twin_top)
        for (LegendEntry& e : st().twin_top->legend_entries()) entries.push_back(std::move(e));
    return entries;
}

DataExtent Axes::data_extent() const {
    DataExtent e;
    for (const auto& a : st().artists)
        e.merge(detail::call_user([&] { return name() + " " + a->name(); }, "extent", [&] { return a->extent(xa().scale(), ya().scale()); }));
    if (xa().fixed_ticks())
        for (double v : *xa().fixed_ticks())
            if (xa().scale().accepts(v)) e.add_x(v);
    // The category ticks an axis is drawn with are shown, as fixed ticks are.
    for (const bool x : {true, false}) {
        const Axis& axis = x ? xa() : ya();
        const Artist* from = nullptr;
        if (const std::optional<CategoryTicks> c = categories(x, from))
            for (double v : c->at)
                if (std::isfinite(v) && axis.scale().accepts(v)) x ? e.add_x(v) : e.add_y(v);
    }
    return e;
}

std::optional<CategoryTicks> Axes::categories(bool x, const Artist*& from) const {
    from = nullptr;
    if ((x ? xa() : ya()).fixed_ticks()) return std::nullopt;  // ticks set on the axis win
    std::optional<CategoryTicks> chosen;
    // Asks the artists of `in` in the order they were added; true once one gives labels.
    auto ask = [&](const Axes& in) {
        for (const auto& a : in.st().artists) {
            std::optional<CategoryTicks> c = detail::call_user([&] { return in.name() + " " + a->name(); },
                                                               "category ticks",
                                                               [&] { return x ? a->x_categories() : a->y_categories(); });
            if (!c) continue;
            const bool labelled = !c->labels.empty();
            if (labelled || !chosen) {  // labels win over bare positions (a second group at the same places)
                chosen = std::move(c);
                from = a.get();
            }
            if (labelled) return true;
        }
        return false;
    };
    // The axis a twin shares with its parent (twin_x(): x; twin_y(): y): the
    // parent's artists ask first, then the twin's.
    const bool shared = st().parent && x != st().shares_y;
    const Axes& owner = shared ? *st().parent : *this;
    const Axes* twin = x ? owner.st().twin.get() : owner.st().twin_top.get();
    if (!ask(owner) && twin) ask(*twin);
    return chosen;
}

std::vector<double> Axes::indices(std::size_t n) {
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<double>(i);
    return v;
}

void Axes::require_own(const Artist& a, const char* what) const {
    if (a.axes_ == this) return;
    throw Error(name() + ": " + what + ": the " + a.name() + " belongs to " +
                (a.axes_ ? a.axes_->name() + " of this or another figure" : std::string("no axes")) +
                "; an artist can only refer to artists of its own axes");
}

}  // namespace sqfig
