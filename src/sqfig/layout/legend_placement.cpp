// The implementation of sqfig/layout/legend_placement.hpp.
#include "sqfig/layout/legend_placement.hpp"

#include <limits>
#include <vector>
#include "sqfig/artists/legend.hpp"
#include "sqfig/core/polygon.hpp"

namespace sqfig {
namespace detail {

std::vector<LegendObstacle> legend_obstacles(const std::vector<SceneItem>& items, int group) {
    std::vector<LegendObstacle> out;
    for (const SceneItem& it : items) {
        if (it.group != group || it.footprint == Footprint::none) continue;
        for_each_marker(it, [&](const SceneMarker& m) { out.push_back({m.box(), nullptr}); });
        const ScenePath* const path = it.payload.path();
        if (it.footprint == Footprint::segments && path && !path->fill) {
            if (path->points.empty()) continue;
            const auto& pts = path->points;
            double l = pts[0].x, r = l, t = pts[0].y, b = t;
            for (const Point& p : pts) {
                l = std::min(l, p.x); r = std::max(r, p.x);
                t = std::min(t, p.y); b = std::max(b, p.y);
            }
            out.push_back({Rect::from_edges(l, t, r, b).inflated(1), path});
        } else if (it.footprint == Footprint::area && path && path->closed && path->fill &&
                   !is_axis_aligned_box(path->points)) {
            // A band's box can span the plot while the band paints a strip of it.
            out.push_back({it.bounds(), nullptr, path});
        } else if (it.footprint != Footprint::segments || path) {
            out.push_back({it.bounds(), nullptr});
        }
    }
    return out;
}

double legend_cost(const Rect& r, const std::vector<LegendObstacle>& obstacles,
                          double stop) {
    double cost = 0;
    for (const LegendObstacle& o : obstacles) {
        if (cost >= stop) return cost;
        if (!o.box.intersects(r)) continue;
        if (o.polygon) {
            const Rect both = Rect::from_edges(std::max(r.left(), o.box.left()), std::max(r.top(), o.box.top()),
                                               std::min(r.right(), o.box.right()), std::min(r.bottom(), o.box.bottom()));
            double area = 0;
            if (o.polygon->breaks.empty()) area = polygon_overlap_area(o.polygon->points, both);
            else  // several polygons (a hexbin's hexagons of one colour)
                for_each_run(*o.polygon, [&](const Point* first, const Point* last) {
                    area += polygon_overlap_area(std::vector<Point>(first, last), both);
                });
            cost += area;
            // A band with no area in the box may still cross it: one of no
            // width (its two edges on one line, as data at +-DBL_MAX on a
            // symlog axis draw it) has none anywhere, but the collision check
            // sees its outline. Score the outline as a line's.
            if (area == 0)
                for_each_run(*o.polygon, [&](const Point* first, const Point* last) {
                    for (const Point* p = first; p != last; ++p)
                        cost += 4 * clipped_length(*p, p + 1 == last ? *first : p[1], r);
                });
            continue;
        }
        if (!o.segments) {
            cost += o.box.overlap_area(r);
            continue;
        }
        // A segment whose bounding box misses r covers none of it: skip the clipping.
        const double l = r.left(), rt = r.right(), t = r.top(), b = r.bottom();
        for_each_run(*o.segments, [&](const Point* first, const Point* last) {
            if (last - first == 1 && r.contains(*first)) cost += 4;
            for (const Point* p = first; p + 1 != last; ++p) {
                const Point& p0 = p[0];
                const Point& p1 = p[1];
                if ((p0.x < l && p1.x < l) || (p0.x > rt && p1.x > rt) || (p0.y < t && p1.y < t) ||
                    (p0.y > b && p1.y > b))
                    continue;
                cost += 4 * clipped_length(p0, p1, r);
            }
        });
    }
    return cost;
}

Legend::Layout fitting_columns(const Legend& legend, const std::vector<LegendEntry>& entries,
                                      const Style& style, const TextMeasurer& engine, double width) {
    return fitting_columns(legend, legend.measure(entries, style, engine, 1), width);
}

Legend::Layout fitting_columns(const Legend& legend, Legend::Layout measured, double width) {
    // The texts are measured once; each column count then costs only the
    // arithmetic of the box's width (measuring again for each was quadratic
    // in entries: 2,000 entries above the plot took 9.6 s).
    std::vector<double> widths;
    widths.reserve(measured.texts.size());
    for (const MeasuredText* m : measured.texts) widths.push_back(m->width);
    // n columns are at least n of the narrowest entry wide: the counts that
    // cannot fit even so are skipped without summing (the margin keeps a
    // count whose true width fits by a rounding error).
    const double narrowest = widths.empty() ? 0.0 : *std::min_element(widths.begin(), widths.end());
    for (int n = static_cast<int>(widths.size()); n > 1; --n) {
        const auto columns = static_cast<std::size_t>(n);
        if (legend_width_at_least(columns, narrowest, measured.em) > width + 1e-9 * (std::abs(width) + 1)) continue;
        if (legend_width(widths, measured.em, columns) <= width) return legend.arrange(std::move(measured), n);
    }
    return legend.arrange(std::move(measured), 1);
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

PlacedLegend place_legend(const Legend& legend, const std::vector<LegendEntry>& entries, const LegendSite& site,
                          std::vector<SceneItem>& items, const Style& style, const TextMeasurer& engine) {
    const Rect& p = site.plot;
    if (entries.empty()) return {p.top()};
    Legend::Layout l = legend.measure(entries, style, engine);
    const double inset = 0.5 * l.em;
    auto at = [&](double fx, double fy) {  // fx, fy in [0,1]: left→right, top→bottom
        return Point{p.left() + inset + fx * (p.width - 2 * inset - l.size.width),
                     p.top() + inset + fy * (p.height - 2 * inset - l.size.height)};
    };
    Point where;
    LegendLocation loc = legend.location();
    auto one_row = [&] { return legend.arrange(l, static_cast<int>(entries.size())); };
    // Above the plot: in one row when that fits its width, else in as many columns as fit.
    auto above = [&](Legend::Layout row) {
        l = row.size.width <= p.width ? std::move(row) : detail::fitting_columns(legend, std::move(l), p.width);
        loc = LegendLocation::outside_top;
    };
    if (loc == LegendLocation::best && site.kept_outside == LegendLocation::outside_top) {
        above(one_row());
    } else if (loc == LegendLocation::best && site.kept_outside == LegendLocation::outside_right) {
        loc = LegendLocation::outside_right;
    } else if (loc == LegendLocation::best) {
        // matplotlib's order of named places first, then a finer grid.
        std::vector<Point> candidates{at(1, 0), at(0, 0), at(0, 1), at(1, 1), at(1, 0.5), at(0, 0.5),
                                      at(0.5, 1), at(0.5, 0), at(0.5, 0.5)};
        for (int i = 0; i <= 8; ++i)
            for (int j = 0; j <= 8; ++j) candidates.push_back(at(j / 8.0, i / 8.0));
        double best = std::numeric_limits<double>::infinity();
        const bool fits = l.size.width + 2 * inset <= p.width && l.size.height + 2 * inset <= p.height;
        const std::vector<detail::LegendObstacle> obstacles = detail::legend_obstacles(items, site.group);
        for (const Point& c : candidates) {
            const double cost = detail::legend_cost({c.x, c.y, l.size.width, l.size.height}, obstacles, best - 1e-9);
            if (cost < best - 1e-9) { best = cost; where = c; }
        }
        if (!fits || best > 0) {
            // No free place inside. Above the plot in one row when that fits its
            // width; beside it when the legend is narrow next to the plot and no
            // taller than it; else above the plot in as many columns as fit.
            Legend::Layout row = one_row();
            if (row.size.width > p.width && l.size.width <= 0.35 * p.width && l.size.height <= p.height)
                loc = LegendLocation::outside_right;
            else above(std::move(row));
        }
    } else if (loc != LegendLocation::outside_right && loc != LegendLocation::outside_top &&
               loc != LegendLocation::outside_bottom &&
               (l.size.width + 2 * inset > p.width || l.size.height + 2 * inset > p.height)) {
        // A fixed place inside that cannot hold the legend: it would stick out
        // and the layout would shrink the plot around it. Put it outside.
        loc = LegendLocation::outside_top;
        l = detail::fitting_columns(legend, std::move(l), p.width);
    } else if (loc == LegendLocation::outside_top && legend.columns() == 0) {
        l = detail::fitting_columns(legend, std::move(l), p.width);
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
        case LegendLocation::outside_right: where = {p.right() + inset + site.right_spine, p.top()}; break;
        case LegendLocation::outside_top: {
            double top = p.top();  // above anything that already reaches over the plot
            for (const SceneItem& it : items)
                if (it.group == site.group && it.footprint != Footprint::none && !it.figure_level)
                    top = std::min(top, it.bounds().top());
            where = {p.center().x - l.size.width / 2, top - inset - l.size.height};
            break;
        }
        case LegendLocation::outside_bottom:
            where = {p.center().x - l.size.width / 2, std::max(p.bottom(), site.decorations_bottom) + inset};
            break;
        case LegendLocation::best: break;
    }
    if (!site.complete) {  // the box only: it is what the trial passes measure
        l.entries.clear();
        l.texts.clear();
    }
    legend.emit(items, l, where, style, site.group, site.owner);
    const bool went_outside = legend.location() == LegendLocation::best &&
                              (loc == LegendLocation::outside_top || loc == LegendLocation::outside_right);
    return {std::min(p.top(), where.y), went_outside ? loc : LegendLocation::best};
}

}  // namespace sqfig
