// The implementation of sqfig/layout/axes_layout.hpp.
#include "sqfig/layout/axes_layout.hpp"
#include "sqfig/detail/user_code.hpp"
#include "sqfig/core/segment_clip.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "sqfig/artists/point_labels.hpp"
#include "sqfig/axes_state.hpp"
#include "sqfig/layout/legend_placement.hpp"
#include "sqfig/layout/shared_view.hpp"
#include "sqfig/scale/secondary_transform.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

namespace {

// The edges the view widens past for data-anchored text (AxesFrame::room_*):
// not where a fixed limit, a shared or an inverted axis holds them.
void x_room(AxesFrame& f, const Axis& x, bool shared) {
    f.room_left = !shared && !x.lower_limit() && !x.inverted();
    f.room_right = !shared && !x.upper_limit() && !x.inverted();
}
void y_room(AxesFrame& f, const Axis& y, bool shared) {
    f.room_below = !shared && !y.lower_limit() && !y.inverted();
    f.room_above = !shared && !y.upper_limit() && !y.inverted();
}

// A secondary axis (Axes::secondary_x / secondary_y) draws with a scale that
// maps its values through inverse() onto the primary's transformed
// coordinates: the frame's view stays the primary's, the ticks are the
// secondary's own, on the primary's kind of scale unless one was set
// (matplotlib's secondary axis takes its parent's scale). (A template: the
// secondary's type is private to Axes.)
template <class Secondary>
void emit_secondary(const std::string& axes_name, const Secondary& sec, bool x,
                    std::vector<SceneItem>& out, const AxesFrame& f, const Style& style, const TextMeasurer& engine) {
    Axis axis = sec.axis;
    const Scale primary = x ? f.x_scale : f.y_scale;
    const Scale ticking = sec.axis.scale() == Scale(LinearScale{}) ? primary : sec.axis.scale();
    axis.scale(Scale(std::make_shared<detail::SecondaryTransform>(
        primary, ticking, sec.forward, sec.inverse, axes_name + (x ? " secondary x axis" : " secondary y axis"),
        x ? f.x0 : f.y0, x ? f.x1 : f.y1)));
    AxesFrame sf = f;
    (x ? sf.x_scale : sf.y_scale) = axis.scale();
    axis.emit(out, sf, style, engine);
}

}  // namespace
namespace detail {

// An artist's items, each told whether vector outputs draw it as an image.
void emit_marks(const Artist& a, std::vector<SceneItem>& marks, const AxesFrame& f) {
    const std::size_t first = marks.size();
    call_user([&] { return f.owner + " " + a.name(); }, "emit", [&] { a.emit(marks, f); });
    const std::optional<bool> wanted = a.rasterization();
    for (std::size_t i = first; i < marks.size(); ++i) {
        SceneItem& it = marks[i];
        if (it.payload.text() || it.payload.image()) continue;  // text stays text; an image is one already
        if (wanted) it.raster_dpi = *wanted ? a.raster_dpi() : 0;
        else if (marker_count(it) > raster_markers_above) it.raster_dpi = a.raster_dpi();
    }
}

namespace {

// The axis as drawn: `axis`, or a copy ticked at the categories `c` an
// artist asks for (Axes::categories chooses them). `copy` holds the copy.
const Axis& categorised(const Axis& axis, std::optional<CategoryTicks> c, const Artist* from,
                        std::optional<Axis>& copy) {
    if (!c) return axis;
    copy = axis;
    try {
        copy->ticks(std::move(c->at), std::move(c->labels));
    } catch (const Error& e) {
        detail::rethrow_with_prefix(e, from->axes()->name() + " " + from->name() + ": category ticks: ");
    }
    return *copy;
}

// Where the segment a-b enters the inside of `r`, as a fraction of the way
// from a (0 when a is inside); none when it misses it.
std::optional<double> segment_entry(Point a, Point b, const Rect& r) {
    if (!(r.width > 0) || !(r.height > 0)) return std::nullopt;
    const std::optional<SegmentSpan> s = clip_segment(a, b, r, true);
    if (!s) return std::nullopt;
    return s->t0;
}

// Whether the segment a-b passes through the inside of `r`.
bool segment_crosses(Point a, Point b, const Rect& r) { return segment_entry(a, b, r).has_value(); }

// A y axis' offset text sits just above the plot's top corner. Data text or
// a box the limits could not make room for (a label above a value at 1e308:
// no limit lies past it) may reach up there: the offset text moves up, clear of it.
// A secondary x axis' texts (tick labels, label, offset text) go above the
// data text that sticks out over the plot's top (a bar label the limits
// could not make room for); its tick marks stay on the spine.
void lift_top_axis_texts(std::vector<SceneItem>& deco, std::size_t from, std::size_t to,
                         const std::vector<SceneItem>& marks, const Rect& plot) {
    double marks_top = plot.top(), texts_bottom = plot.top();
    for (const SceneItem& m : marks)
        if (!m.clip && m.bounds().top() < plot.top()) marks_top = std::min(marks_top, m.bounds().top());
    for (std::size_t k = from; k < to; ++k)
        if (deco[k].payload.text()) texts_bottom = std::max(texts_bottom, deco[k].bounds().bottom());
    if (!(marks_top < plot.top())) return;
    bool hit = false;
    for (std::size_t k = from; k < to && !hit; ++k)
        if (deco[k].payload.text())
            for (const SceneItem& m : marks)
                if (!m.clip && m.bounds().intersects(deco[k].bounds(), 0)) hit = true;
    if (!hit) return;
    const double up = texts_bottom - marks_top + 1;
    for (std::size_t k = from; k < to; ++k)
        if (SceneText* t = deco[k].payload.text()) t->pivot.y -= up;
}

void lift_offset_texts(std::vector<SceneItem>& deco, const std::vector<SceneItem>& marks, const Rect& plot,
                       std::size_t top_axis_from, std::size_t top_axis_to) {
    for (std::size_t i = 0; i < deco.size(); ++i) {
        SceneItem& d = deco[i];
        SceneText* t = d.payload.text();
        if (d.role != Role::offset_text || !t || d.bounds().bottom() > plot.top() + 0.5) continue;  // x's sits below
        if (i >= top_axis_from && i < top_axis_to) continue;  // a secondary x axis' own sits above its labels
        const Rect o = d.bounds();
        std::vector<Rect> above;  // unclipped marks over the plot's top edge, under the offset text's columns
        for (const SceneItem& m : marks)
            if (!m.clip) {
                const Rect b = m.bounds();
                if (b.top() < plot.top() && b.right() > o.left() && b.left() < o.right()) above.push_back(b);
            }
        for (std::size_t k = top_axis_from; k < top_axis_to; ++k)  // a secondary x axis' tick labels and label
            if (deco[k].payload.text()) {
                const Rect b = deco[k].bounds();
                if (b.right() > o.left() && b.left() < o.right()) above.push_back(b);
            }
        // Each move clears one text and only goes up: at most one per text.
        for (std::size_t moves = 0; moves <= above.size(); ++moves) {
            const Rect now = d.bounds();
            double to = now.bottom();
            for (const Rect& b : above)
                if (b.top() < now.bottom() && b.bottom() > now.top()) to = std::min(to, b.top() - 1);
            if (to >= now.bottom()) break;
            t->pivot.y -= now.bottom() - to;
        }
    }
}

}  // namespace

AxesBuilt AxesLayout::build(const Axes& ax, Rect plot, Rect page, const TextMeasurer& engine) {
    return build(ax, plot, page, engine, ax.data_extent(), true, SharedView{}, {});
}

AxesBuilt AxesLayout::build(const Axes& ax, Rect plot, Rect page, const TextMeasurer& engine, const DataExtent& extent,
                             bool complete, const SharedView& shared, AxesBuilt previous) {
    const Axes::State& s = ax.st();
    if (s.polar) return build_polar(ax, plot, page, engine, extent, complete, std::move(previous));
    AxesFrame f;
    f.plot = plot;
    f.page = page;
    f.x_scale = ax.xa().scale();
    f.y_scale = s.y.scale();
    f.style = &s.style;
    f.text = &engine;
    f.group = s.group;
    f.owner = ax.name();
    DataExtent x_extent = extent;  // the x axis is autoscaled over a twin's data too
    const DataExtent twin_extent = s.twin ? s.twin->data_extent() : DataExtent{};
    if (twin_extent.has_x()) {
        x_extent.add_x(twin_extent.x_min);
        x_extent.add_x(twin_extent.x_max);
    }
    std::tie(f.x0, f.x1) = shared.x ? *shared.x : view_of(ax, ax.xa(), x_extent, true);
    x_room(f, ax.xa(), shared.x.has_value());  // y: not on a broken axis, whose ranges hold both y edges
    if (s.y_break) {  // the ranges are the y view: layout/broken_axis_layout.cpp
        if (shared.x ? shared.x_inverted : ax.xa().inverted()) std::swap(f.x0, f.x1);
        return build_broken(ax, f, engine, complete, shared, std::move(previous));
    }
    DataExtent y_extent = extent;  // the y axis is autoscaled over a twin_y's data too
    const DataExtent top_extent = s.twin_top ? s.twin_top->data_extent() : DataExtent{};
    if (top_extent.has_y()) {
        y_extent.add_y(top_extent.y_min);
        y_extent.add_y(top_extent.y_max);
        y_extent.y_sticky_zero = y_extent.y_sticky_zero || top_extent.y_sticky_zero;
    }
    std::tie(f.y0, f.y1) = shared.y ? *shared.y : view_of(ax, s.y, y_extent, false);
    y_room(f, s.y, shared.y.has_value());
    // A shared axis takes its group's direction, as it takes its group's limits.
    if (shared.x ? shared.x_inverted : ax.xa().inverted()) std::swap(f.x0, f.x1);
    if (shared.y ? shared.y_inverted : s.y.inverted()) std::swap(f.y0, f.y1);

    AxesBuilt out;
    out.plot = plot;
    std::vector<SceneItem> marks = std::move(previous.items);
    // The twin's frame: the same plot and x, its own y (view found once: room made for its text moves it).
    std::pair<double, double> twin_y;
    if (s.twin) twin_y = twin_view(*s.twin, twin_extent);
    AxesFrame tf;
    // A twin_y's frame: the same plot and y, its own x (found once, as the twin's y).
    std::pair<double, double> top_x;
    if (s.twin_top) top_x = top_twin_view(*s.twin_top, top_extent);
    AxesFrame tyf;
    auto emit_artists = [&](const Axes& in, const AxesFrame& frame) {
        // An artist that reads the marks before it (brackets on bars) needs them all in every pass.
        const bool all = complete || s.legend ||
                         std::any_of(in.st().artists.begin(), in.st().artists.end(),
                                     [](const auto& a) { return a->reads_marks(); });
        for (const auto& a : in.st().artists)
            if (all || !a->clipped_to_plot()) emit_marks(*a, marks, frame);
    };
    // Repelled labels, once every mark is out (they move off them).
    auto arrange_labels = [&](const Axes& in, const AxesFrame& frame) {
        for (const auto& a : in.st().artists)
            if (const auto* labels = dynamic_cast<const PointLabels*>(a.get()); labels && labels->repels())
                call_user([&] { return frame.owner + " " + a->name(); }, "arrange", [&] { labels->arrange(marks, frame); });
    };
    for (int pass = 0; pass < 3; ++pass) {  // value labels above bars get head room
        if (s.aspect_equal) f.plot = equal_aspect_plot(plot, f);
        marks.clear();
        emit_artists(ax, f);
        arrange_labels(ax, f);
        const std::size_t own = marks.size();  // the twin's marks follow the axes' own
        if (s.twin) {
            tf = twin_frame(*s.twin, f, twin_y);
            emit_artists(*s.twin, tf);
            arrange_labels(*s.twin, tf);
        }
        const std::size_t x_shared = marks.size();  // a twin_y's marks follow, on an x of their own
        if (s.twin_top) {
            tyf = top_twin_frame(*s.twin_top, f, top_x);
            emit_artists(*s.twin_top, tyf);
            arrange_labels(*s.twin_top, tyf);
        }
        const Marks mine{marks.data(), marks.data() + own}, twins{marks.data() + own, marks.data() + x_shared},
            all{marks.data(), marks.data() + x_shared}, tops{marks.data() + x_shared, marks.data() + marks.size()};
        // The x axis makes room for the twin's text too; each y axis for its
        // own, the y axis for a twin_y's too (both measured in f's y).
        auto room_y = [&](Edge edge) {
            const bool own_room = make_room(mine, f, edge);
            const bool top_room = make_room(tops, f, edge);
            return own_room || top_room;
        };
        const bool taller = f.room_above && room_y(Edge::top);
        const bool wider = f.room_right && make_room(all, f, Edge::right);
        const bool deeper = f.room_below && room_y(Edge::bottom);
        const bool wider_left = f.room_left && make_room(all, f, Edge::left);
        bool twin_taller = false, twin_deeper = false;
        if (s.twin) {
            twin_taller = tf.room_above && make_room(twins, tf, Edge::top);
            twin_deeper = tf.room_below && make_room(twins, tf, Edge::bottom);
            twin_y = {tf.y0, tf.y1};
        }
        bool top_wider = false, top_wider_left = false;
        if (s.twin_top) {
            top_wider = tyf.room_right && make_room(tops, tyf, Edge::right);
            top_wider_left = tyf.room_left && make_room(tops, tyf, Edge::left);
            top_x = {tyf.x0, tyf.x1};
        }
        if (!taller && !wider && !deeper && !wider_left && !twin_taller && !twin_deeper && !top_wider && !top_wider_left)
            break;
    }
    if (s.twin) tf = twin_frame(*s.twin, f, twin_y);  // the last pass may have moved x
    if (s.twin_top) tyf = top_twin_frame(*s.twin_top, f, top_x);  // ... or y
    std::vector<SceneItem> grid;
    std::vector<SceneItem> deco;
    std::size_t secondary_from = 0;  // deco from here on: the secondary axes' items
    if (s.axis_on) {
        auto drawn = [](const Axes& owner, const Axis& axis, bool x, std::optional<Axis>& copy) -> const Axis& {
            const Artist* from = nullptr;
            std::optional<CategoryTicks> c = owner.categories(x, from);
            return categorised(axis, std::move(c), from, copy);
        };
        std::optional<Axis> xc, yc, tc, tyc;
        const Axis& xa = drawn(ax, ax.xa(), true, xc);
        const Axis& ya = drawn(ax, s.y, false, yc);
        const Axis* ta = s.twin ? &drawn(*s.twin, s.twin->st().y, false, tc) : nullptr;
        const Axis* tya = s.twin_top ? &drawn(*s.twin_top, s.twin_top->st().x, true, tyc) : nullptr;
        xa.emit_grid(grid, f, s.style);
        ya.emit_grid(grid, f, s.style);
        if (ta) ta->emit_grid(grid, tf, s.style);
        if (tya) tya->emit_grid(grid, tyf, s.style);
        emit_spines(ax, deco, f);
        xa.emit(deco, f, s.style, engine, shared.x_tick_labels);
        ya.emit(deco, f, s.style, engine, shared.y_tick_labels);
        if (ta) ta->emit(deco, tf, s.style, engine);
        secondary_from = deco.size();
        if (tya) tya->emit(deco, tyf, s.style, engine);  // on top, where a secondary x axis goes
        if (s.secondary_x) emit_secondary(ax.name(), *s.secondary_x, true, deco, f, s.style, engine);
        const std::size_t secondary_x_to = deco.size();
        lift_top_axis_texts(deco, secondary_from, secondary_x_to, marks, f.plot);
        if (s.secondary_y) emit_secondary(ax.name(), *s.secondary_y, false, deco, f, s.style, engine);
        lift_offset_texts(deco, marks, f.plot, secondary_from, secondary_x_to);
    }
    double decorations_bottom = f.plot.bottom(), decorations_right = f.plot.right(), offset_top = f.plot.top();
    for (std::size_t k = secondary_from; k < deco.size(); ++k)  // the title goes above a secondary x axis
        if (deco[k].payload.text() && deco[k].bounds().bottom() <= f.plot.top())
            offset_top = std::min(offset_top, deco[k].bounds().top());
    for (const SceneItem& d : deco)
        if (d.payload.text()) {
            decorations_bottom = std::max(decorations_bottom, d.bounds().bottom());
            decorations_right = std::max(decorations_right, d.bounds().right());
            if (d.role == Role::offset_text) offset_top = std::min(offset_top, d.bounds().top());
        }
    // An outside-right legend goes beyond right-hand colourbars.
    const double colorbars_right = emit_colorbars(ax, deco, f, engine, decorations_bottom);
    // Grid lines under everything, data marks, then spines/ticks/labels, texts on top.
    // The marks' buffer becomes the items' buffer: 10^4 bars are 8 MB of items,
    // and a second buffer of that size is thousands of page faults.
    std::vector<SceneItem> mark_texts;
    std::size_t kept = 0;
    for (std::size_t k = 0; k < marks.size(); ++k) {
        if (marks[k].payload.text()) mark_texts.push_back(std::move(marks[k]));
        else if (kept++ != k) marks[kept - 1] = std::move(marks[k]);
    }
    marks.erase(marks.begin() + static_cast<std::ptrdiff_t>(kept), marks.end());
    out.items = std::move(marks);
    out.items.reserve(grid.size() + out.items.size() + deco.size() + mark_texts.size() + 8);
    out.items.insert(out.items.begin(), std::make_move_iterator(grid.begin()), std::make_move_iterator(grid.end()));
    for (auto& d : deco) out.items.push_back(std::move(d));
    for (auto& m : mark_texts) out.items.push_back(std::move(m));
    if (!s.insets.empty()) emit_insets(ax, out.items, f, page, engine, complete);  // before the legend: it avoids them
    double legend_top = f.plot.top();
    if (s.legend) {
        // Outside right, the legend keeps clear of the right spine and a twin's labels.
        const double right_clear =
            std::max(s.twin || s.secondary_y ? decorations_right - f.plot.right() : s.spines[1] ? s.style.spine_width : 0.0,
                     colorbars_right - f.plot.right());
        const LegendSite site{f.plot, s.group, ax.name(), right_clear, decorations_bottom, complete,
                              previous.legend_outside};
        const PlacedLegend placed = place_legend(*s.legend, ax.legend_entries(), site, out.items, s.style, engine);
        legend_top = placed.top;
        out.legend_outside = placed.kept_outside;
    }
    if (s.axis_on) emit_title(ax, out.items, f, engine, std::min({f.plot.top(), legend_top, offset_top}));
    finish(out, plot, f);
    return out;
}

double AxesLayout::emit_colorbars(const Axes& ax, std::vector<SceneItem>& deco, const AxesFrame& f,
                                  const TextMeasurer& engine, double& decorations_bottom) {
    double colorbars_right = f.plot.right();
    const Axes::State& s = ax.st();
    if (s.colorbars.empty()) return colorbars_right;
    Rect taken = f.plot;
    for (const SceneItem& d : deco)
        if (d.payload.text()) taken = taken.united(d.bounds());
    Rect right = taken, below = taken;
    for (const auto& cb : s.colorbars) {
        const bool r = cb->side() == ColorbarSide::right;
        const std::size_t first = deco.size();
        cb->emit(deco, f, r ? right : below, engine);
        for (std::size_t k = first; k < deco.size(); ++k) (r ? right : below) = (r ? right : below).united(deco[k].bounds());
        if (!r) decorations_bottom = std::max(decorations_bottom, below.bottom());
        else colorbars_right = std::max(colorbars_right, right.right());
    }
    return colorbars_right;
}

void AxesLayout::finish(AxesBuilt& out, const Rect& plot, const AxesFrame& f) {
    out.bounds = plot;
    out.drawn = f.plot;
    out.x0 = f.x0;
    out.x1 = f.x1;
    out.y0 = f.y0;
    out.y1 = f.y1;
    for (const SceneItem& it : out.items) {
        if (it.figure_level) continue;  // the figure makes room for it
        if (it.clip && it.clip->contains(it.bounds(), 0.01)) continue;  // clipped marks stay inside
        out.bounds = out.bounds.united(it.bounds());
    }
}

std::string AxesLayout::artists_at_ends(const std::vector<const Axes*>& sources, bool x, const DataExtent& extent) {
    std::string out;
    auto look = [&](const Axes& in) {
        const Axes::State& s = in.st();
        for (std::size_t i = 0; i < s.artists.size(); ++i) {
            const Artist& a = *s.artists[i];
            DataExtent e;
            try {
                e = a.extent(in.xa().scale(), in.ya().scale());
            } catch (...) {  // it gave its extent once already; an error now names nothing
                continue;
            }
            const bool reaches = x ? e.has_x() && (e.x_min == extent.x_min || e.x_max == extent.x_max)
                                   : e.has_y() && (e.y_min == extent.y_min || e.y_max == extent.y_max);
            if (reaches)
                out += (out.empty() ? "" : " and ") + in.name() + ", artist " + std::to_string(i) + " (" + a.name() + ")";
        }
    };
    for (const Axes* ax : sources) {
        look(*ax);
        if (x && ax->st().twin) look(*ax->st().twin);
        if (!x && ax->st().twin_top) look(*ax->st().twin_top);  // a twin_y shares y
    }
    return out;
}

std::pair<double, double> AxesLayout::view_of(const Axes& ax, const Axis& axis, const DataExtent& extent, bool x,
                                              const std::vector<const Axes*>& sources) {
    try {
        return x ? axis.view(extent.has_x(), extent.x_min, extent.x_max, extent.x_sticky_zero)
                 : axis.view(extent.has_y(), extent.y_min, extent.y_max, extent.y_sticky_zero);
    } catch (const Error& e) {
        // Data no axis can span is the artists' doing: name them, not only the axes.
        const bool has = x ? extent.has_x() : extent.has_y();
        const Scale& scale = axis.scale();
        const double data_span = has ? scale.forward(x ? extent.x_max : extent.y_max) -
                                           scale.forward(x ? extent.x_min : extent.y_min)
                                     : 0.0;
        const std::string artists =
            std::isfinite(data_span) ? "" : artists_at_ends(sources.empty() ? std::vector<const Axes*>{&ax} : sources, x, extent);
        detail::rethrow_with_prefix(e, (artists.empty() ? ax.name() : artists) + ": ");  // the axis names itself, not its axes
    }
}

std::pair<double, double> AxesLayout::own_view(const Axes& ax, bool x, const DataExtent& extent,
                                               const std::vector<const Axes*>& sources) {
    return view_of(ax, x ? ax.xa() : ax.st().y, extent, x, sources);
}

std::pair<double, double> AxesLayout::twin_view(const Axes& twin, const DataExtent& extent) {
    const Axes::State& s = twin.st();
    std::pair<double, double> y = view_of(twin, s.y, extent, false);
    if (s.y.inverted()) std::swap(y.first, y.second);
    return y;
}

std::pair<double, double> AxesLayout::top_twin_view(const Axes& twin, const DataExtent& extent) {
    const Axes::State& s = twin.st();
    std::pair<double, double> x = view_of(twin, s.x, extent, true);
    if (s.x.inverted()) std::swap(x.first, x.second);
    return x;
}

AxesFrame AxesLayout::top_twin_frame(const Axes& twin, const AxesFrame& parent_frame, std::pair<double, double> x) {
    AxesFrame t = parent_frame;
    const Axis& tx = twin.st().x;
    t.x_scale = tx.scale();
    t.owner = twin.name();
    std::tie(t.x0, t.x1) = x;
    x_room(t, tx, false);
    return t;
}

AxesFrame AxesLayout::twin_frame(const Axes& twin, const AxesFrame& parent_frame, std::pair<double, double> y) {
    AxesFrame t = parent_frame;
    const Axis& ty = twin.st().y;
    t.y_scale = ty.scale();
    t.owner = twin.name();
    std::tie(t.y0, t.y1) = y;
    y_room(t, ty, false);
    return t;
}

Rect AxesLayout::equal_aspect_plot(const Rect& cell, const AxesFrame& f) {
    const double sx = std::abs(f.x1 - f.x0), sy = std::abs(f.y1 - f.y0);
    if (!(sx > 0) || !(sy > 0) || !(cell.width > 0) || !(cell.height > 0)) return cell;
    const double per_point = std::max(sx / cell.width, sy / cell.height);
    const double w = sx / per_point, h = sy / per_point;
    return {cell.center().x - w / 2, cell.center().y - h / 2, w, h};
}

bool AxesLayout::make_room(Marks marks, AxesFrame& f, Edge edge) {
    const bool vertical = edge == Edge::top || edge == Edge::bottom;
    const bool upper = edge == Edge::top || edge == Edge::right;  // the upper limit moves
    double& limit = vertical ? (upper ? f.y1 : f.y0) : (upper ? f.x1 : f.x0);
    const double other = vertical ? (upper ? f.y0 : f.y1) : (upper ? f.x0 : f.x1);
    const double length = vertical ? f.plot.height : f.plot.width, pad = 2.0;
    const Rect& p = f.plot;
    double need = limit;
    for (const SceneItem& it : marks) {
        if (!it.payload.text() || it.footprint != Footprint::text || !it.data_anchored) continue;
        const Rect b = it.payload.text()->quad().bounds();
        double beyond = 0;  // how far the text reaches past its anchor towards the edge
        switch (edge) {
            case Edge::top: if (b.top() >= p.top() + pad) continue; beyond = it.anchor.y - b.top(); break;
            case Edge::bottom: if (b.bottom() <= p.bottom() - pad) continue; beyond = b.bottom() - it.anchor.y; break;
            case Edge::right: if (b.right() <= p.right() - pad) continue; beyond = b.right() - it.anchor.x; break;
            case Edge::left: if (b.left() >= p.left() + pad) continue; beyond = it.anchor.x - b.left(); break;
        }
        const double d = beyond + pad, k = d / length;
        if (k >= 0.9 || d <= 0) continue;  // cannot fit; the collision report will say so
        // The anchor in scale space; the limit that puts it d points from the edge.
        const double ta = vertical ? f.y_space_at(it.anchor.y) : f.x0 + (it.anchor.x - p.left()) / length * (f.x1 - f.x0);
        const double candidate = (ta - other * k) / (1 - k);
        // No limit past the largest double (text above a value of 1e308): the collision report says so.
        if (!std::isfinite(candidate) || !std::isfinite(candidate - other)) continue;
        need = upper ? std::max(need, candidate) : std::min(need, candidate);
    }
    const double eps = 1e-12 * std::abs(limit);
    if (upper ? need <= limit + eps : need >= limit - eps) return false;
    limit = need;
    return true;
}

void AxesLayout::emit_insets(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f, const Rect& page,
                             const TextMeasurer& engine, bool complete) {
    for (const auto& in : ax.st().insets) {
        const Axes::State& is = in->st();
        const Rect& w = is.inset_where;
        Rect plot;
        if (is.inset_coords == Coords::axes) {
            plot = {f.plot.x + w.x * f.plot.width, f.plot.bottom() - (w.y + w.height) * f.plot.height,
                    w.width * f.plot.width, w.height * f.plot.height};
        } else {
            const Point a = f.to_page(w.x, w.y), b = f.to_page(w.x + w.width, w.y + w.height);
            plot = Rect::from_edges(std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y));
        }
        AxesBuilt built = build(*in, plot, page, engine, in->data_extent(), complete, SharedView{}, {});
        const Rect region = built.bounds;
        if (is.zoom) emit_zoom(*in, out, f, built, region);
        const Rect& d = built.drawn;
        SceneItem bg;  // an axes' face: the parent's marks do not show through
        bg.kind = "inset background";
        bg.group = f.group;
        bg.owner = in->name() + " background";
        bg.payload = box_path({d.left(), d.top()}, {d.right(), d.bottom()}, ax.st().style.background);
        out.push_back(std::move(bg));
        for (SceneItem& it : built.items) {
            if (!it.figure_level && !it.container) it.container = region;  // the inset frame holds it
            out.push_back(std::move(it));
        }
        SceneItem frame;
        frame.footprint = Footprint::frame;
        frame.kind = "inset";
        frame.group = f.group;
        frame.owner = in->name();
        // Painted transparent, as a frameless legend: the path is used up, none left pending.
        frame.payload = box_path({region.left(), region.top()}, {region.right(), region.bottom()}, Color{0, 0, 0, 0});
        out.push_back(std::move(frame));
    }
}

void AxesLayout::emit_zoom(const Axes& inset, std::vector<SceneItem>& out, const AxesFrame& f, const AxesBuilt& built,
                           const Rect& region) {
    const ZoomIndicator& look = *inset.st().zoom;
    const Scale &xs = inset.x_scale(), &ys = inset.y_scale();
    const double lo_x = xs.inverse(built.x0), hi_x = xs.inverse(built.x1);
    const double lo_y = ys.inverse(built.y0), hi_y = ys.inverse(built.y1);
    for (const auto& [x, y] : {std::pair{lo_x, lo_y}, {hi_x, hi_y}})
        if (!f.x_scale.accepts(x) || !f.y_scale.accepts(y))
            throw Error(inset.name() + ": indicate_inset_zoom: the region it shows reaches (" + detail::shortest(x) +
                            ", " + detail::shortest(y) + "), which the parent's " + f.x_scale.name() + " x / " +
                            f.y_scale.name() + " y axis cannot show",
                        ErrorKind::data);
    const Point a = f.to_page(lo_x, lo_y), b = f.to_page(hi_x, hi_y);
    const Rect r = Rect::from_edges(std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y));
    // A region outside the parent's view has no place to be marked: its
    // connectors ran off the plot, and the layout made room for them by
    // squeezing every panel of the figure.
    if (!f.plot.contains(r, 0.01 * std::max(f.plot.width, f.plot.height) + 0.5)) {
        const double vx0 = f.x_scale.inverse(std::min(f.x0, f.x1)), vx1 = f.x_scale.inverse(std::max(f.x0, f.x1));
        const double vy0 = f.y_scale.inverse(std::min(f.y0, f.y1)), vy1 = f.y_scale.inverse(std::max(f.y0, f.y1));
        throw Error(inset.name() + ": indicate_inset_zoom: the region it shows, x " + detail::shortest(std::min(lo_x, hi_x)) +
                        " .. " + detail::shortest(std::max(lo_x, hi_x)) + ", y " + detail::shortest(std::min(lo_y, hi_y)) +
                        " .. " + detail::shortest(std::max(lo_y, hi_y)) + ", is not inside the parent's view, x " +
                        detail::shortest(vx0) + " .. " + detail::shortest(vx1) + ", y " + detail::shortest(vy0) + " .. " +
                        detail::shortest(vy1) + " (give the inset limits inside it, or the parent limits around it)",
                    ErrorKind::usage);
    }
    const StrokeStyle stroke{look.color, look.width};
    auto item = [&](const char* kind) {
        SceneItem it;
        it.kind = kind;
        it.group = f.group;
        it.owner = inset.name() + " " + kind;
        return it;
    };
    SceneItem box = item("inset zoom");  // Footprint::none: a guide drawn across the data, as a grid line
    box.payload = box_path({r.left(), r.top()}, {r.right(), r.bottom()}, std::nullopt, stroke);
    box.clip = f.plot;
    out.push_back(std::move(box));
    // matplotlib's choice (Axes.indicate_inset), y up there, down here: a
    // corner's line is drawn when it does not cross the inset.
    struct Corner {
        bool shown;
        Point from, to;
    };
    // matplotlib's corners towards the box `in`: a corner's line when it does not cross it.
    auto corners_to = [&](const Rect& in) {
        const bool x0 = r.left() < in.left(), x1 = r.right() < in.right();
        const bool y0 = r.bottom() > in.bottom(), y1 = r.top() > in.top();
        return std::array<Corner, 4>{{{x0 != y0, {r.left(), r.bottom()}, {in.left(), in.bottom()}},
                                      {x0 == y1, {r.left(), r.top()}, {in.left(), in.top()}},
                                      {x1 == y0, {r.right(), r.bottom()}, {in.right(), in.bottom()}},
                                      {x1 != y1, {r.right(), r.top()}, {in.right(), in.top()}}}};
    };
    const Rect& in = built.drawn;
    std::array<Corner, 4> corners = corners_to(in);
    // The engine does not make the defect it detects. When one of those lines
    // would cross a label of the inset (its tick labels, its texts) or of the
    // parent, the connectors are two corners' lines that cross no label, the
    // inset or the region (matplotlib's first); failing two, matplotlib's
    // lines stopped short of the labels (below).
    std::vector<Rect> labels;
    for (const std::vector<SceneItem>* items : {static_cast<const std::vector<SceneItem>*>(&out), &built.items})
        for (const SceneItem& it : *items)
            if (it.payload.text()) labels.push_back(it.payload.text()->quad().bounds());  // as collisions() sees it
    auto clean = [&](const Corner& c) {
        if (segment_crosses(c.from, c.to, in.inflated(-0.5)) || segment_crosses(c.from, c.to, r.inflated(-0.5))) return false;
        for (const Rect& l : labels)
            if (segment_crosses(c.from, c.to, l)) return false;
        return true;
    };
    auto all_clean = [&](const std::array<Corner, 4>& cs) {
        bool any = false;
        for (const Corner& c : cs) {
            if (c.shown && !clean(c)) return false;
            any = any || c.shown;
        }
        return any;
    };
    if (!all_clean(corners)) {
        std::vector<std::size_t> picked;
        for (const bool first_matplotlib : {true, false})
            for (std::size_t k = 0; k < 4 && picked.size() < 2; ++k)
                if (corners[k].shown == first_matplotlib && clean(corners[k])) picked.push_back(k);
        if (picked.size() == 2) {
            for (std::size_t k = 0; k < 4; ++k)
                corners[k].shown = std::find(picked.begin(), picked.end(), k) != picked.end();
        } else {
            // matplotlib's lines, each stopped 2 points before the first label
            // it would enter (the inset's tick labels under its corner): it
            // still points at the corner. One that starts in a label, or is
            // left shorter than 4 points, is not drawn.
            for (Corner& c : corners) {
                if (!c.shown) continue;
                const double length = std::hypot(c.to.x - c.from.x, c.to.y - c.from.y);
                double stop = 1;
                for (const Rect& l : labels)
                    if (const std::optional<double> t = segment_entry(c.from, c.to, l)) stop = std::min(stop, *t);
                if (stop < 1) {
                    stop -= 2 / std::max(length, 1e-9);
                    c.to = {c.from.x + stop * (c.to.x - c.from.x), c.from.y + stop * (c.to.y - c.from.y)};
                    c.shown = stop * length >= 4;
                }
            }
        }
    }
    for (const auto& c : corners) {
        if (!c.shown) continue;
        // A stroke the collision check sees: over the parent's texts or legend, or over the
        // inset's own tick labels (the inset holds it: its container), it is reported.
        SceneItem line = item("inset zoom connector");
        line.footprint = Footprint::segments;
        line.container = region;
        ScenePath p;
        p.points = {c.from, c.to};
        p.stroke = stroke;
        line.payload = std::move(p);
        out.push_back(std::move(line));
    }
}

SceneItem AxesLayout::spine_item(const Axes& ax, const AxesFrame& f, Point a, Point b) {
    const Style& style = ax.st().style;
    SceneItem it;
    it.role = Role::spine;
    it.kind = "spine";
    it.group = f.group;
    it.owner = f.owner + " spine/tick";
    ScenePath path;
    path.points = {a, b};
    path.stroke = StrokeStyle{style.spine_color, style.spine_width};
    path.cap = LineCap::square;
    it.payload = std::move(path);
    return it;
}

void AxesLayout::emit_spines(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f) {
    const Axes::State& s = ax.st();
    const Rect& p = f.plot;
    // Spines, extended by half their width so corners close.
    auto spine = [&](Point a, Point b) { out.push_back(spine_item(ax, f, a, b)); };
    if (s.spines[0] || s.twin_top) spine({p.left(), p.top()}, {p.right(), p.top()});
    if (s.spines[1] || s.twin) spine({p.right(), p.top()}, {p.right(), p.bottom()});
    if (s.spines[2]) spine({p.left(), p.bottom()}, {p.right(), p.bottom()});
    if (s.spines[3]) spine({p.left(), p.top()}, {p.left(), p.bottom()});
}

void AxesLayout::emit_title(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f, const TextMeasurer& engine,
                            double above) {
    const Axes::State& s = ax.st();
    if (s.title.empty()) return;
    TextStyle ts;
    ts.family = s.style.font_family;
    ts.size = s.title_size > 0 ? s.title_size : s.style.title_size;
    // A title never grows wider than its panel: longer lines wrap at word
    // boundaries, so neighbouring panels' titles cannot run into each other.
    const MeasuredText& natural = engine.measure(s.title, ts);
    const MeasuredText& m = natural.width <= f.plot.width ? natural : engine.measure(s.title, ts, HAlign::center, f.plot.width);
    SceneItem it;
    it.footprint = Footprint::text;
    it.role = Role::title;
    it.kind = "title";
    it.group = f.group;
    it.owner = f.owner + " title";
    it.payload = place_text(m, {f.plot.center().x, above - s.style.title_pad}, HAlign::center,
                         VAlign::bottom, 0, s.style.text_color);
    out.push_back(std::move(it));
}

}  // namespace detail
}  // namespace sqfig
