// A broken y axis (Axes::broken_y) laid out: one axes whose plot is cut into
// a band per y range, each with its own frame (the shared x view, the range as
// its y view), the artists emitted once per band and cut at its edges, ticks
// chosen per range, one y label, the x axis, title and legend once. The
// unbroken path (AxesLayout::build) is left alone: an axes without a break
// never comes here, so its items stay what they were.
#include "sqfig/layout/axes_layout.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "sqfig/artists/point_labels.hpp"
#include "sqfig/axes_state.hpp"
#include "sqfig/detail/user_code.hpp"
#include "sqfig/layout/legend_placement.hpp"
#include "sqfig/layout/shared_view.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {
namespace detail {

namespace {

// The overlap of two rectangles; negative size when they miss each other.
Rect broken_overlap(const Rect& a, const Rect& b) {
    return Rect::from_edges(std::max(a.left(), b.left()), std::max(a.top(), b.top()), std::min(a.right(), b.right()),
                            std::min(a.bottom(), b.bottom()));
}

// Keeps of the items from `first` on what band `band` shows: marks clipped
// to it (dropped when nothing of them is left), texts anchored in data
// coordinates only when their anchor lies in it. Texts placed in plot or
// figure fractions come from the whole plot's emission instead (`whole`).
void keep_in_band(std::vector<SceneItem>& marks, std::size_t first, const Rect& band) {
    auto gone = [&](SceneItem& it) {
        if (it.figure_level) return true;
        if (it.payload.text()) {
            if (!it.data_anchored) return true;
            return it.anchor.y < band.top() - 0.5 || it.anchor.y > band.bottom() + 0.5;
        }
        it.clip = it.clip ? broken_overlap(*it.clip, band) : band;
        if (it.clip->width < 0 || it.clip->height < 0) return true;
        const Rect b = it.bounds();
        return b.width < 0 || b.height < 0;
    };
    marks.erase(std::remove_if(marks.begin() + static_cast<std::ptrdiff_t>(first), marks.end(), gone), marks.end());
}

// A significance bracket's texts go with its line: over a bar the band cuts,
// the line lies beyond the band (clipped away by keep_in_band), and so do its
// texts, though their anchor (the bar's cut end) is inside.
void drop_texts_off_band(std::vector<SceneItem>& marks, std::size_t first, const Rect& band) {
    auto off = [&](const SceneItem& it) { return it.payload.text() && !it.bounds().intersects(band); };
    marks.erase(std::remove_if(marks.begin() + static_cast<std::ptrdiff_t>(first), marks.end(), off), marks.end());
}

// Of the whole plot's emission, the texts placed in plot or figure fractions.
void keep_free_texts(std::vector<SceneItem>& marks, std::size_t first) {
    auto gone = [](const SceneItem& it) { return !it.figure_level && !(it.payload.text() && !it.data_anchored); };
    marks.erase(std::remove_if(marks.begin() + static_cast<std::ptrdiff_t>(first), marks.end(), gone), marks.end());
}

}  // namespace

std::vector<AxesFrame> AxesLayout::broken_frames(const Axes& ax, const AxesFrame& whole) {
    const Axes::State& s = ax.st();
    const Axes::State::YBreak& b = *s.y_break;
    const std::size_t n = b.ranges.size();
    const Scale& scale = s.y.scale();
    std::vector<double> share(n);
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        share[i] = b.options.shares.empty() ? std::abs(scale.forward(b.ranges[i].second) - scale.forward(b.ranges[i].first))
                                            : b.options.shares[i];
        if (!std::isfinite(share[i]) || !(share[i] > 0)) share[i] = 1;  // a span past the doubles: an even share
        total += share[i];
    }
    const double h = whole.plot.height, count = static_cast<double>(n);
    // gap = options.gap x the average range's length, the ranges taking what the gaps leave.
    const double gap = b.options.gap * h / (count + b.options.gap * (count - 1));
    const double length = std::max(0.0, h - gap * (count - 1));
    const bool inverted = s.y.inverted();
    std::vector<AxesFrame> frames;
    double edge = inverted ? whole.plot.top() : whole.plot.bottom();  // where the next band starts
    for (std::size_t i = 0; i < n; ++i) {
        AxesFrame f = whole;
        const double band = length * share[i] / total;
        const double top = inverted ? edge : edge - band;
        f.plot = {whole.plot.x, top, whole.plot.width, band};
        f.y0 = scale.forward(b.ranges[i].first);
        f.y1 = scale.forward(b.ranges[i].second);
        if (inverted) std::swap(f.y0, f.y1);
        edge = inverted ? edge + band + gap : edge - band - gap;
        frames.push_back(std::move(f));
    }
    return frames;
}

void AxesLayout::emit_break_marks(const Axes& ax, std::vector<SceneItem>& out, const std::vector<AxesFrame>& frames) {
    const Axes::State& s = ax.st();
    const double w = s.y_break->options.mark_size;
    const StrokeStyle stroke{s.style.spine_color, s.style.spine_width};
    for (std::size_t i = 0; i + 1 < frames.size(); ++i) {
        const Rect& a = frames[i].plot;
        const Rect& b = frames[i + 1].plot;
        const double gap_top = std::min(a.bottom(), b.bottom()) == a.bottom() ? a.bottom() : b.bottom();
        const double gap_bottom = std::max(a.top(), b.top()) == a.top() ? a.top() : b.top();
        const double upper = std::min(gap_top, gap_bottom), lower = std::max(gap_top, gap_bottom);
        // The gap holds no data: an invisible area there keeps a "best" legend
        // off it, and the collision check reports a text put across it.
        SceneItem guard;
        guard.footprint = Footprint::area;
        guard.role = Role::decoration;
        guard.kind = "axis break";
        guard.group = frames[i].group;
        guard.owner = frames[i].owner + " y axis break " + std::to_string(i);
        guard.payload = box_path({a.left(), upper}, {a.right(), lower}, Color{0, 0, 0, 0});
        out.push_back(std::move(guard));
        if (!(w > 0)) continue;
        // matplotlib's marks: a stroke rising to the right, w wide and w / 2
        // high, centred on each spine's end at the gap.
        for (const double y : {upper, lower})
            for (const bool right : {false, true}) {
                if (!(right ? s.spines[1] : s.spines[3])) continue;
                const double x = right ? a.right() : a.left();
                SceneItem it;
                it.footprint = Footprint::segments;
                it.role = Role::decoration;
                it.kind = "break mark";
                it.group = frames[i].group;
                it.owner = frames[i].owner + " y axis break mark";
                ScenePath path;
                path.points = {{x - w / 2, y + w / 4}, {x + w / 2, y - w / 4}};
                path.stroke = stroke;
                it.payload = std::move(path);
                out.push_back(std::move(it));
            }
    }
}

AxesBuilt AxesLayout::build_broken(const Axes& ax, AxesFrame f, const TextMeasurer& engine, bool complete,
                                   const SharedView& shared, AxesBuilt previous) {
    const Axes::State& s = ax.st();
    const Rect plot = f.plot;
    // The whole plot's y view: the lowest range's low end to the highest's top
    // (what plot fractions and insets in data coordinates are placed against).
    const auto& ranges = s.y_break->ranges;
    f.y0 = s.y.scale().forward(ranges.front().first);
    f.y1 = s.y.scale().forward(ranges.back().second);
    if (s.y.inverted()) std::swap(f.y0, f.y1);
    std::vector<SceneItem> marks = std::move(previous.items);
    std::vector<AxesFrame> frames;
    std::vector<SceneItem> band_marks;
    for (int pass = 0; pass < 3; ++pass) {  // value labels beside the plot's ends get room along x
        frames = broken_frames(ax, f);
        marks.clear();
        for (const AxesFrame& band : frames) {
            // Each band's marks apart: an artist that stands on the marks before it
            // (significance brackets) sees this band's only, not a lower band's texts
            // and brackets, so it is drawn once, in the band that holds what it stands on.
            band_marks.clear();
            for (const auto& a : s.artists) {
                const std::size_t from = band_marks.size();
                emit_marks(*a, band_marks, band);
                if (a->reads_marks()) drop_texts_off_band(band_marks, from, band.plot);
            }
            keep_in_band(band_marks, 0, band.plot);
            for (SceneItem& it : band_marks) marks.push_back(std::move(it));
        }
        const std::size_t first = marks.size();
        for (const auto& a : s.artists) emit_marks(*a, marks, f);
        keep_free_texts(marks, first);
        // Repelled labels, once every mark is out (emit() forgets the last
        // arrangement): each band places those of its points.
        for (const auto& a : s.artists)
            if (const auto* labels = dynamic_cast<const PointLabels*>(a.get()); labels && labels->repels())
                call_user([&] { return f.owner + " " + a->name(); }, "arrange", [&] { labels->arrange(marks, frames); });
        const Marks all{marks.data(), marks.data() + marks.size()};
        const bool wider = f.room_right && make_room(all, f, Edge::right);
        const bool wider_left = f.room_left && make_room(all, f, Edge::left);
        if (!wider && !wider_left) break;
    }
    std::vector<SceneItem> grid, deco;
    double y_reach = s.style.major_tick_length;  // how far the ranges' tick labels reach left of the plot
    if (s.axis_on) {
        std::optional<Axis> xc, yc;
        auto drawn = [&](const Axis& axis, bool x, std::optional<Axis>& copy) -> const Axis& {
            const Artist* from = nullptr;
            std::optional<CategoryTicks> c = ax.categories(x, from);
            if (!c) return axis;
            copy = axis;
            try {
                copy->ticks(std::move(c->at), std::move(c->labels));
            } catch (const Error& e) {
                rethrow_with_prefix(e, ax.name() + " " + from->name() + ": category ticks: ");
            }
            return *copy;
        };
        const Axis& xa = drawn(ax.xa(), true, xc);
        Axis ya = drawn(s.y, false, yc);
        ya.label("");  // drawn once, below
        for (const AxesFrame& band : frames) {
            xa.emit_grid(grid, band, s.style);
            ya.emit_grid(grid, band, s.style);
        }
        const auto spine = [&](Point a, Point b) { deco.push_back(spine_item(ax, f, a, b)); };
        if (s.spines[0]) spine({plot.left(), plot.top()}, {plot.right(), plot.top()});
        if (s.spines[2]) spine({plot.left(), plot.bottom()}, {plot.right(), plot.bottom()});
        for (const AxesFrame& band : frames) {  // the side spines stop at the gaps
            const Rect& p = band.plot;
            if (s.spines[1]) spine({p.right(), p.top()}, {p.right(), p.bottom()});
            if (s.spines[3]) spine({p.left(), p.top()}, {p.left(), p.bottom()});
        }
        emit_break_marks(ax, deco, frames);
        xa.emit(deco, f, s.style, engine, shared.x_tick_labels);
        std::vector<SceneItem> y_deco;
        std::vector<std::size_t> band_of;  // which band drew each of y_deco
        for (std::size_t b = 0; b < frames.size(); ++b) {
            ya.emit(y_deco, frames[b], s.style, engine, shared.y_tick_labels);
            band_of.resize(y_deco.size(), b);
        }
        // Labels at the ends of two ranges meet across a narrow gap (10^2 under
        // 10^4): the later range's gives way, as thinning drops every other label.
        std::vector<char> dropped(y_deco.size(), 0);
        for (std::size_t i = 0; i < y_deco.size(); ++i)
            for (std::size_t j = 0; j < i && !dropped[i]; ++j)
                if (y_deco[i].role == Role::tick_label && y_deco[j].role == Role::tick_label && !dropped[j] &&
                    band_of[i] != band_of[j] && y_deco[i].payload.text()->quad().intersects(y_deco[j].payload.text()->quad(), -1.5))
                    dropped[i] = 1;
        for (std::size_t i = 0; i < y_deco.size(); ++i) {
            if (dropped[i]) continue;
            if (y_deco[i].role == Role::tick_label) y_reach = std::max(y_reach, plot.left() - y_deco[i].bounds().left());
            deco.push_back(std::move(y_deco[i]));
        }
        if (s.y.has_label()) {
            // The label alone (no ticks), once along the whole plot: drawn
            // against a plot moved left by the tick labels' reach, it lands
            // where an unbroken axis puts it.
            Axis label_only = drawn(s.y, false, yc);
            label_only.ticks({});
            AxesFrame lf = f;
            lf.plot.x -= y_reach - s.style.major_tick_length;
            label_only.emit(deco, lf, s.style, engine);
        }
    }
    double decorations_bottom = f.plot.bottom(), deco_top = f.plot.top();
    for (const SceneItem& d : deco)
        if (d.payload.text()) {
            decorations_bottom = std::max(decorations_bottom, d.bounds().bottom());
            if (d.bounds().bottom() <= f.plot.top() + 0.5) deco_top = std::min(deco_top, d.bounds().top());
        }
    const double colorbars_right = emit_colorbars(ax, deco, f, engine, decorations_bottom);
    // Grid lines under everything, data marks, then spines, ticks and labels, texts on top.
    AxesBuilt out;
    out.plot = plot;
    std::vector<SceneItem> mark_texts;
    for (SceneItem& m : grid) out.items.push_back(std::move(m));
    for (SceneItem& m : marks) (m.payload.text() ? mark_texts : out.items).push_back(std::move(m));
    for (SceneItem& d : deco) out.items.push_back(std::move(d));
    for (SceneItem& m : mark_texts) out.items.push_back(std::move(m));
    if (!s.insets.empty()) emit_insets(ax, out.items, f, f.page, engine, complete);
    double legend_top = f.plot.top();
    if (s.legend) {
        const double right_clear = std::max(s.spines[1] ? s.style.spine_width : 0.0, colorbars_right - f.plot.right());
        const LegendSite site{f.plot, s.group, ax.name(), right_clear, decorations_bottom, complete,
                              previous.legend_outside};
        const PlacedLegend placed = place_legend(*s.legend, ax.legend_entries(), site, out.items, s.style, engine);
        legend_top = placed.top;
        out.legend_outside = placed.kept_outside;
    }
    if (s.axis_on) emit_title(ax, out.items, f, engine, std::min({f.plot.top(), legend_top, deco_top}));
    finish(out, plot, f);
    return out;
}

}  // namespace detail
}  // namespace sqfig
