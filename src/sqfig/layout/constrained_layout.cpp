// The implementation of sqfig/layout/constrained_layout.hpp.
#include "sqfig/layout/constrained_layout.hpp"

#include <cmath>
#include <memory>
#include <string>
#include <vector>
#include "sqfig/artists/colorbar.hpp"
#include "sqfig/artists/text.hpp"
#include "sqfig/axes.hpp"
#include "sqfig/layout/grid_layout.hpp"
#include "sqfig/layout/legend_placement.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {
namespace detail {

bool Bands::differs(const Bands& o) const {
    auto moved = [](double a, double b) { return std::abs(a - b) > 0.25; };
    return moved(top, o.top) || moved(bottom, o.bottom) || moved(left, o.left) || moved(right, o.right);
}

void reserve_band(Bands& b, const Rect& area, const Rect& ink, double gap) {
    if (ink.empty()) return;
    const Point c = ink.center();
    if (c.y < area.top() + kBandZoneHeight * area.height) b.top = std::max(b.top, ink.bottom() - area.top() + gap);
    else if (c.y > area.bottom() - kBandZoneHeight * area.height)
        b.bottom = std::max(b.bottom, area.bottom() - ink.top() + gap);
    else if (c.x < area.left() + kBandZoneWidth * area.width) b.left = std::max(b.left, ink.right() - area.left() + gap);
    else if (c.x > area.right() - kBandZoneWidth * area.width)
        b.right = std::max(b.right, area.right() - ink.left() + gap);
}

AxesFrame figure_frame(const Rect& plot, const Rect& page, const Style& style, const TextMeasurer& engine) {
    AxesFrame f;
    f.plot = plot;
    f.page = page;
    f.style = &style;
    f.text = &engine;
    f.group = -1;
    f.owner = "figure";
    return f;
}

SceneItem figure_item(Footprint fp, const char* kind, std::string owner) {
    SceneItem it;
    it.footprint = fp;
    it.kind = kind;
    it.group = -1;
    it.owner = std::move(owner);
    it.figure_level = true;
    return it;
}

std::vector<LegendEntry> figure_legend_entries(const std::vector<std::unique_ptr<Axes>>& axes) {
    std::vector<LegendEntry> out;
    for (const auto& a : axes)
        for (LegendEntry& e : a->legend_entries()) {
            bool seen = false;
            for (const LegendEntry& o : out) seen = seen || o.label == e.label;
            if (!seen) out.push_back(std::move(e));
        }
    return out;
}

// "0 .. 1", "0 .. auto": an axis's fixed limits, for messages.
std::string limits_text(const Axis& a) {
    return (a.lower_limit() ? detail::shortest(*a.lower_limit()) : std::string("auto")) + " .. " +
           (a.upper_limit() ? detail::shortest(*a.upper_limit()) : std::string("auto"));
}

std::vector<SharedView> shared_views(int rows, int cols, const GridOptions& options,
                                            const std::vector<std::unique_ptr<Axes>>& axes,
                                            const std::vector<DataExtent>& extents) {
    std::vector<SharedView> out(axes.size());
    auto share = [&](bool x, Share how) {
        if (how == Share::none) return;
        // Group key of the cell (r, c): one group, one per row or one per column.
        auto key = [&](int r, int c) { return how == Share::all ? 0 : how == Share::row ? r : c; };
        const int groups = how == Share::all ? 1 : how == Share::row ? rows : cols;
        for (int g = 0; g < groups; ++g) {
            std::vector<std::size_t> members;
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c)
                    if (key(r, c) == g) members.push_back(static_cast<std::size_t>(r * cols + c));
            DataExtent all;
            const Axes* leader = nullptr;
            bool inverted = false;
            for (std::size_t i : members) {
                const Axes& a = *axes[i];
                // A broken y axis shows its own ranges: it cannot show the group's one range too.
                if (!x && members.size() > 1 && a.y_is_broken())
                    throw Error(a.name() + " has a broken y axis but shares y with " +
                                    axes[members[i == members[0] ? 1 : 0]]->name() +
                                    " (shared axes show one range; broken_y shows its own)",
                                ErrorKind::usage);
                const Axis& axis = x ? a.x_axis() : a.y_axis();
                const Axis& first = x ? axes[members[0]]->x_axis() : axes[members[0]]->y_axis();
                if (axis.scale() != first.scale())
                    throw Error(a.name() + " shares " + (x ? "x" : "y") + " with " + axes[members[0]]->name() +
                                " but has a " + axis.scale().name() + " scale, not " + first.scale().name());
                const DataExtent& e = extents[i];
                if (x && e.has_x()) { all.add_x(e.x_min); all.add_x(e.x_max); }
                if (!x && e.has_y()) { all.add_y(e.y_min); all.add_y(e.y_max); }
                all.y_sticky_zero = all.y_sticky_zero || (!x && e.y_sticky_zero);
                inverted = inverted || axis.inverted();
                if (!axis.lower_limit() && !axis.upper_limit()) continue;
                if (!leader) {
                    leader = &a;
                    continue;
                }
                // Shared axes have one set of limits: two different ones cannot both hold.
                const Axis& set = x ? leader->x_axis() : leader->y_axis();
                if (axis.lower_limit() != set.lower_limit() || axis.upper_limit() != set.upper_limit())
                    throw Error(a.name() + " shares " + (x ? "x" : "y") + " with " + leader->name() + " but sets " +
                                (x ? "x" : "y") + " limits " + limits_text(axis) + ", not " + limits_text(set) +
                                " (shared axes show one range: set it on one of them)");
            }
            if (!leader) leader = axes[members[0]].get();
            std::vector<const Axes*> sources;
            for (std::size_t i : members) sources.push_back(axes[i].get());
            const std::pair<double, double> view = AxesLayout::own_view(*leader, x, all, sources);
            for (std::size_t i : members) {
                (x ? out[i].x : out[i].y) = view;
                (x ? out[i].x_inverted : out[i].y_inverted) = inverted;
            }
        }
    };
    share(true, options.share_x);
    share(false, options.share_y);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            SharedView& v = out[static_cast<std::size_t>(r * cols + c)];
            if ((options.share_x == Share::all || options.share_x == Share::column) && r != rows - 1)
                v.x_tick_labels = false;
            if ((options.share_y == Share::all || options.share_y == Share::row) && c != 0) v.y_tick_labels = false;
        }
    return out;
}

ColorbarReach emit_figure_colorbars(std::vector<SceneItem>& out, const std::vector<FigureColorbar>& bars,
                                           const std::vector<AxesBuilt>& built, const Rect& grid_area,
                                           const Rect& page, const Style& style, const TextMeasurer& engine) {
    ColorbarReach reach;
    std::vector<Rect> right_bars, bottom_bars;  // the ink of bars already placed
    for (const FigureColorbar& cb : bars) {
        Rect span;
        for (int i : cb.axes) span = span.united(built[static_cast<std::size_t>(i)].drawn);
        const bool right = cb.bar->side() == ColorbarSide::right;
        Rect taken = grid_area;
        for (const Rect& b : right ? right_bars : bottom_bars) {
            const bool meets = right ? b.top() < span.bottom() && span.top() < b.bottom()
                                     : b.left() < span.right() && span.left() < b.right();
            if (meets) taken = taken.united(b);
        }
        const AxesFrame f = figure_frame(span, page, style, engine);
        const std::size_t first = out.size();
        cb.bar->emit(out, f, taken, engine);
        Rect ink;
        for (std::size_t k = first; k < out.size(); ++k) {
            out[k].figure_level = true;
            ink = ink.united(out[k].bounds());
        }
        (right ? right_bars : bottom_bars).push_back(ink);
        if (right) reach.right = std::max(reach.right, ink.right() - grid_area.right());
        else reach.bottom = std::max(reach.bottom, ink.bottom() - grid_area.bottom());
    }
    return reach;
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

Scene lay_out_figure(Size page, const Style& style, int rows, int cols, const GridOptions& options,
                            const std::vector<std::unique_ptr<Axes>>& axes, const FigureBlocks& blocks,
                            const TextMeasurer& engine) {
    for (const auto& a : axes) a->validate();
    Scene s;
    s.page = page;
    s.background = style.background;
    const Rect page_rect{0, 0, page.width, page.height};
    const Rect area = page_rect.inflated(-style.figure_pad);
    const double gap = style.panel_gap;

    // Figure-level blocks that do not depend on the grid: suptitle, legend, texts.
    std::vector<SceneItem> figure_items;
    detail::Bands fixed;
    double top = area.top();
    if (!blocks.suptitle.empty()) {
        TextStyle ts;
        ts.family = style.font_family;
        ts.size = blocks.suptitle_size > 0 ? blocks.suptitle_size : style.title_size * 1.2;
        const MeasuredText& natural = engine.measure(blocks.suptitle, ts);
        const MeasuredText& m =
            natural.width <= area.width ? natural : engine.measure(blocks.suptitle, ts, HAlign::center, area.width);
        SceneItem it = detail::figure_item(Footprint::text, "suptitle", "figure suptitle");
        it.payload = place_text(m, {area.center().x, top}, HAlign::center, VAlign::top, 0, style.text_color);
        top += m.height + style.title_pad;
        figure_items.push_back(std::move(it));
    }
    std::vector<LegendEntry> legend_entries;
    Legend::Layout legend_layout;
    LegendLocation legend_loc = LegendLocation::outside_top;
    if (blocks.legend) {
        legend_entries = detail::figure_legend_entries(axes);
        legend_loc = blocks.legend->location();
        if (legend_loc == LegendLocation::best) legend_loc = LegendLocation::outside_top;
        if (legend_loc != LegendLocation::outside_top && legend_loc != LegendLocation::outside_bottom &&
            legend_loc != LegendLocation::outside_right)
            throw Error("figure legend: location must be best, outside_top, outside_bottom or outside_right");
        if (!legend_entries.empty()) {
            legend_layout = legend_loc == LegendLocation::outside_right || blocks.legend->columns() > 0
                                ? blocks.legend->measure(legend_entries, style, engine)
                                : detail::fitting_columns(*blocks.legend, legend_entries, style, engine, area.width);
            Point where;
            const Size ls = legend_layout.size;
            switch (legend_loc) {
                case LegendLocation::outside_bottom:
                    where = {area.center().x - ls.width / 2, area.bottom() - ls.height};
                    fixed.bottom = ls.height + gap;
                    break;
                case LegendLocation::outside_right:
                    where = {area.right() - ls.width, top + (area.bottom() - top - ls.height) / 2};
                    fixed.right = ls.width + gap;
                    break;
                default:
                    where = {area.center().x - ls.width / 2, top};
                    top += ls.height + gap;
                    break;
            }
            blocks.legend->emit(figure_items, legend_layout, where, style, -1, "figure");
        }
    }
    fixed.top = top - area.top();
    for (SceneItem& it : figure_items) it.figure_level = true;
    if (blocks.texts) {
        const AxesFrame f = detail::figure_frame(area, page_rect, style, engine);
        for (const auto& t : *blocks.texts) {
            t->validate(f.x_scale, f.y_scale);
            const std::size_t first = figure_items.size();
            t->emit(figure_items, f);
            for (std::size_t k = first; k < figure_items.size(); ++k) {
                figure_items[k].figure_level = true;
                detail::reserve_band(fixed, area, figure_items[k].bounds(), gap);
            }
        }
    }
    if (axes.empty()) {
        s.items = std::move(figure_items);
        return s;
    }

    std::vector<Protrusion> prot(axes.size());
    std::vector<detail::AxesBuilt> built(axes.size());
    std::vector<DataExtent> extents;
    for (const auto& a : axes) extents.push_back(a->data_extent());
    const std::vector<SharedView> shared = detail::shared_views(rows, cols, options, axes, extents);
    // Constrained layout: measure decorations, make room, repeat until stable.
    detail::Bands bands = fixed;
    Rect grid_area;
    std::vector<Rect> plots;
    // From the third pass on, a best legend the last pass put outside the plot
    // stays there: a layout still moving by then is swinging it (in and out,
    // or between the sides), and would end with it off the page.
    constexpr int kKeepLegendFrom = 2;
    int passes = 0;
    for (int pass = 0; pass < 6; ++pass) {
        passes = pass + 1;
        grid_area = Rect::from_edges(area.left() + bands.left, area.top() + bands.top, area.right() - bands.right,
                                     area.bottom() - bands.bottom);
        plots = solve_grid(grid_area, rows, cols, options, prot, gap);
        bool stable = true;
        detail::Bands next = fixed;
        for (std::size_t i = 0; i < axes.size(); ++i) {
            // The last pass's buffer holds this one's items (no fresh 8 MB for 10^4 bars).
            if (pass < kKeepLegendFrom) built[i].legend_outside = LegendLocation::best;
            built[i] = detail::AxesLayout::build(*axes[i], plots[i], page_rect, engine, extents[i], false, shared[i],
                                                 std::move(built[i]));
            const Rect& p = built[i].plot;
            const Rect& b = built[i].bounds;
            const Protrusion np{std::max(0.0, p.left() - b.left()), std::max(0.0, b.right() - p.right()),
                                std::max(0.0, p.top() - b.top()), std::max(0.0, b.bottom() - p.bottom())};
            auto moved = [](double x, double y) { return std::abs(x - y) > 0.25; };
            if (moved(np.left, prot[i].left) || moved(np.right, prot[i].right) || moved(np.top, prot[i].top) ||
                moved(np.bottom, prot[i].bottom))
                stable = false;
            prot[i] = np;
            // Texts an axes placed in figure coordinates take figure-level room.
            for (const SceneItem& it : built[i].items)
                if (it.figure_level) detail::reserve_band(next, area, it.bounds(), gap);
        }
        if (blocks.colorbars && !blocks.colorbars->empty()) {  // they take a band beside the grid
            std::vector<SceneItem> trial;
            const detail::ColorbarReach r =
                detail::emit_figure_colorbars(trial, *blocks.colorbars, built, grid_area, page_rect, style, engine);
            next.right += r.right;
            next.bottom += r.bottom;
        }
        if (next.differs(bands)) stable = false;
        bands = next;
        if (stable) break;
    }
    // The last pass's places, now with every mark (text measurements are cached).
    for (std::size_t i = 0; i < axes.size(); ++i) {
        if (passes < kKeepLegendFrom) built[i].legend_outside = LegendLocation::best;
        built[i] = detail::AxesLayout::build(*axes[i], plots[i], page_rect, engine, extents[i], true, shared[i],
                                             std::move(built[i]));
    }

    // Panels squeezed below a usable size are a layout problem, not a silent sliver.
    const auto wr = detail::ratios_or_equal(options.width_ratios, cols, "width ratios");
    const auto hr = detail::ratios_or_equal(options.height_ratios, rows, "height ratios");
    double sw = 0, sh = 0;
    for (double v : wr) sw += v;
    for (double v : hr) sh += v;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const Rect& p = plots[static_cast<std::size_t>(r * cols + c)];
            const double share_w = grid_area.width * wr[static_cast<std::size_t>(c)] / sw;
            const double share_h = grid_area.height * hr[static_cast<std::size_t>(r)] / sh;
            if (p.width < std::max(kMinPlotPoints, kMinPlotShare * share_w) ||
                p.height < std::max(kMinPlotPoints, kMinPlotShare * share_h)) {
                auto n = [](double v) { return std::to_string(static_cast<long long>(std::lround(v))); };
                s.problems.push_back({axes[static_cast<std::size_t>(r * cols + c)]->name() + " plot squeezed to " +
                                          n(p.width) + "x" + n(p.height) +
                                          " pt: decorations, legends or figure-level elements take its room",
                                      p});
            }
        }

    if (blocks.colorbars)
        (void)detail::emit_figure_colorbars(figure_items, *blocks.colorbars, built, grid_area, page_rect, style, engine);

    // The first axes' buffer becomes the scene's: 10^4 bars are 8 MB of items,
    // and a copy of them is thousands of page faults.
    std::size_t total = figure_items.size();
    for (const auto& b : built) total += b.items.size();
    s.items = std::move(built[0].items);
    s.items.reserve(total);
    for (std::size_t i = 1; i < built.size(); ++i)
        for (auto& it : built[i].items) s.items.push_back(std::move(it));
    for (auto& it : figure_items) s.items.push_back(std::move(it));
    return s;
}

}  // namespace sqfig
