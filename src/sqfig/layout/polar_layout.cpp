// Laying out a polar axes (Axes::polar(), matplotlib's PolarAxes): the circle
// in the middle of the plot cell, its grid (spokes at the angle ticks, circles
// or polygons at the radial ticks), angle labels outside the circle, radial
// labels along one spoke, the artists in a polar frame (polar_to_page), the
// legend and the title. The rest of the axes layout is Cartesian and does not
// run for a polar axes: AxesLayout::build hands it over here first thing.
#include "sqfig/layout/axes_layout.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "sqfig/axes_state.hpp"
#include "sqfig/detail/user_code.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/layout/legend_placement.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/ticker.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {
namespace detail {

namespace {


// The radial view: fixed ends, or matplotlib's autoscale (5% margins on the
// data, then the centre at min(0, low end): RadialLocator.view_limits).
std::pair<double, double> radial_view(const Axes& ax, const PolarAxes& p, const DataExtent& e) {
    double lo = 0, hi = 1;
    if (e.has_y()) {
        lo = e.y_min;
        hi = e.y_max;
        double m = 0.05 * (hi - lo);
        if (!(m > 0)) m = lo == 0 ? 1 : 0.05 * std::abs(lo);  // one radius: widened as a singular view is
        if (!std::isfinite(m)) throw Error(ax.name() + ": polar: the radii span more than a double", ErrorKind::data);
        lo = std::min(0.0, lo - m);
        hi = hi + m;
    }
    if (p.r_lower()) lo = *p.r_lower();
    if (p.r_upper()) hi = *p.r_upper();
    if (!(lo < hi) || !std::isfinite(hi - lo))
        throw Error(ax.name() + ": polar: the radial limits " + detail::shortest(lo) + " .. " + detail::shortest(hi) +
                        " are empty (a fixed limit on the wrong side of the data: set both with r_limits)",
                    ErrorKind::data);
    return {lo, hi};
}

// The radial ticks: the user's, or the linear locator's inside (lo, hi], as
// matplotlib's RadialLocator (no tick at the centre) with MaxNLocator's
// 'auto' bins: one per two font sizes of the diameter, at most 9.
std::vector<Tick> radial_ticks(const PolarAxes& p, double lo, double hi, double diameter, double font) {
    std::vector<Tick> out;
    const double tol = 1e-9 * (hi - lo);
    if (p.r_ticks_fixed()) {
        const std::vector<double>& at = p.r_tick_values();
        const std::vector<std::string> texts = p.r_tick_labels().empty() ? linear_tick_labels(at) : p.r_tick_labels();
        for (std::size_t i = 0; i < at.size(); ++i)
            if (at[i] >= lo - tol && at[i] <= hi + tol) out.push_back({at[i], texts[i], true});
        return out;
    }
    const double fit = std::floor(diameter / (2 * font));
    const int bins = fit >= 9 ? 9 : fit >= 1 ? static_cast<int>(fit) : 1;
    // MaxNLocator's step: the least of 1, 2, 2.5, 5, 10 × 10^k at or above
    // the span over the bins (0 .. 49.1 in 9 bins: 10, where "at most 10
    // ticks inside" would take 5).
    const double raw = (hi - lo) / bins;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * decade;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * decade >= raw * (1 - 1e-12)) {
            step = m * decade;
            break;
        }
    std::vector<double> values;
    const double first = std::ceil(lo / step - 1e-9);
    for (double k = first; k * step <= hi + tol && values.size() <= 1000; ++k) {
        const double v = k * step;
        if (v > lo + tol) values.push_back(std::abs(v) < 1e-12 * step ? 0.0 : v);
    }
    const std::vector<std::string> texts = linear_tick_labels(values);
    for (std::size_t i = 0; i < values.size(); ++i) out.push_back({values[i], texts[i], true});
    return out;
}

// The angle labels' texts: the user's, or matplotlib's ThetaFormatter ("45°").
std::vector<std::string> angle_texts(const PolarAxes& p) {
    if (!p.theta_labels().empty()) return p.theta_labels();
    std::vector<std::string> out = linear_tick_labels(p.theta_ticks());
    for (std::string& s : out) s += "\xC2\xB0";  // U+00B0 DEGREE SIGN
    return out;
}

SceneItem polar_item(const AxesFrame& f, const char* kind, Role role, Footprint footprint) {
    SceneItem it;
    it.kind = kind;
    it.role = role;
    it.footprint = footprint;
    it.group = f.group;
    it.owner = f.owner + " " + kind;
    return it;
}

// A closed ring at radius r: a 180-gon, or the polygon through the spokes.
std::vector<Point> ring(const AxesFrame& f, const PolarAxes& p, double r) {
    std::vector<Point> pts;
    if (p.polygon_grid_on() && p.theta_ticks().size() > 2) {
        for (double deg : p.theta_ticks()) pts.push_back(polar_to_page(f, deg * pi / 180, r));
    } else {
        for (int k = 0; k < 180; ++k) pts.push_back(polar_to_page(f, 2 * pi * k / 180, r));
    }
    return pts;
}

}  // namespace

AxesBuilt AxesLayout::build_polar(const Axes& ax, Rect plot, Rect page, const TextMeasurer& engine,
                                  const DataExtent& extent, bool complete, AxesBuilt previous) {
    const Axes::State& s = ax.st();
    const PolarAxes& p = *s.polar;
    const std::string name = ax.name();
    if (s.twin || s.secondary_x || s.secondary_y || !s.insets.empty() || !s.colorbars.empty())
        throw Error(name + ": polar axes take no twin, secondary axis, inset or colourbar", ErrorKind::usage);
    for (std::size_t i = 0; i < s.artists.size(); ++i) {
        const Artist* a = s.artists[i].get();
        if (!dynamic_cast<const PolarLine*>(a) && !dynamic_cast<const RadarSeries*>(a))
            throw Error(name + ", artist " + std::to_string(i) + " (" + a->name() +
                            "): not a polar artist; on polar axes draw with polar().line, scatter, fill or radar",
                        ErrorKind::usage);
    }
    const Style& style = s.style;
    AxesFrame f;
    const double side = std::max(0.0, std::min(plot.width, plot.height));
    f.plot = {plot.center().x - side / 2, plot.center().y - side / 2, side, side};
    f.page = page;
    f.style = &style;
    f.text = &engine;
    f.group = s.group;
    f.owner = name;
    // The polar frame (polar_to_page): x0, x1 the page angles of θ = 0 and 2π; y0, y1 the radial view.
    f.x0 = p.theta_offset();
    f.x1 = p.theta_offset() + p.theta_direction() * 2 * pi;
    std::tie(f.y0, f.y1) = radial_view(ax, p, extent);
    const double radius = side / 2;
    const Point c = f.plot.center();

    std::vector<SceneItem> marks = std::move(previous.items);
    marks.clear();
    for (const auto& a : s.artists)
        if (complete || s.legend || !a->clipped_to_plot())
            call_user([&] { return name + " " + a->name(); }, "emit", [&] { a->emit(marks, f); });

    AxesBuilt out;
    out.plot = plot;
    std::vector<SceneItem> grid, deco;
    const double font = style.tick_label_size;
    TextStyle ts;
    ts.family = style.font_family;
    ts.size = font;
    if (s.axis_on) {
        const std::vector<Tick> rticks = radial_ticks(p, f.y0, f.y1, side, font);
        const Color gc = style.grid_color.with_alpha(style.grid_color.a * style.grid_alpha);
        const StrokeStyle grid_stroke{gc, style.grid_width};
        if (p.grid_on()) {
            for (double deg : p.theta_ticks()) {  // spokes
                SceneItem it = polar_item(f, "polar grid", Role::data, Footprint::none);
                ScenePath path;
                path.points = {c, polar_to_page(f, deg * pi / 180, f.y1)};
                path.stroke = grid_stroke;
                it.payload = std::move(path);
                grid.push_back(std::move(it));
            }
            for (const Tick& t : rticks) {  // rings inside the frame
                if (t.value >= f.y1 - 1e-9 * (f.y1 - f.y0)) continue;
                SceneItem it = polar_item(f, "polar grid", Role::data, Footprint::none);
                ScenePath path;
                path.points = ring(f, p, t.value);
                path.closed = true;
                path.stroke = grid_stroke;
                it.payload = std::move(path);
                grid.push_back(std::move(it));
            }
        }
        // The frame: the outer circle (or polygon). Not Role::spine: the
        // outermost radial label sits on it, as in matplotlib.
        SceneItem frame = polar_item(f, "polar frame", Role::decoration, Footprint::none);
        ScenePath fp;
        fp.points = ring(f, p, f.y1);
        fp.closed = true;
        fp.stroke = StrokeStyle{style.spine_color, style.spine_width};
        frame.payload = std::move(fp);
        deco.push_back(std::move(frame));

        // Angle labels: each just outside the circle on its spoke, the side
        // of its box nearest the centre `pad` from the circle; one that would
        // overlap a label before it moves out along its spoke until clear.
        const std::vector<std::string> texts = angle_texts(p);
        const double pad = style.tick_label_pad;
        std::vector<Rect> placed;
        for (std::size_t k = 0; k < p.theta_ticks().size(); ++k) {
            const double phi = f.x0 + p.theta_ticks()[k] / 360 * (f.x1 - f.x0);
            const double ux = std::cos(phi), uy = -std::sin(phi);
            const MeasuredText& m = engine.measure(texts[k], ts);
            const double reach = std::abs(ux) * m.width / 2 + std::abs(uy) * m.height / 2;
            double out_by = radius + pad + reach;
            auto box_at = [&](double d) {
                return Rect{c.x + ux * d - m.width / 2, c.y + uy * d - m.height / 2, m.width, m.height};
            };
            for (int step = 0; step < 400; ++step) {
                const Rect b = box_at(out_by);
                if (std::none_of(placed.begin(), placed.end(), [&](const Rect& o) { return o.intersects(b, 0.5); })) break;
                out_by += 1;
            }
            placed.push_back(box_at(out_by));
            SceneItem it = polar_item(f, "angle label", Role::tick_label, Footprint::text);
            it.payload = place_text(m, {c.x + ux * out_by, c.y + uy * out_by}, HAlign::center, VAlign::center, 0,
                                    style.text_color);
            deco.push_back(std::move(it));
        }

        // Radial labels along one spoke: matplotlib's rlabel position first,
        // then the middle of each gap between spokes; the spoke where the
        // fewest labels lie on the data wins, and a label that still would is
        // left out (the engine does not make the defect it detects).
        if (p.r_labels_on() && !rticks.empty()) {
            std::vector<double> candidates{p.r_label_position()};
            std::vector<double> spokes = p.theta_ticks();
            std::sort(spokes.begin(), spokes.end());
            for (std::size_t k = 0; k < spokes.size(); ++k) {
                const double next = k + 1 < spokes.size() ? spokes[k + 1] : spokes.front() + 360;
                candidates.push_back((spokes[k] + next) / 2);
            }
            struct Label {
                const MeasuredText* m;
                Point at;
                bool clear;
            };
            auto labels_at = [&](double deg) {
                std::vector<Label> ls;
                for (const Tick& t : rticks) {
                    const MeasuredText& m = engine.measure(t.label, ts);
                    const Point at = polar_to_page(f, deg * pi / 180, t.value);
                    const Quad q = Quad::from_rect({at.x - m.width / 2, at.y - m.height / 2, m.width, m.height});
                    bool clear = std::none_of(placed.begin(), placed.end(), [&](const Rect& o) { return q.bounds().intersects(o, 0); });
                    for (const SceneItem& mk : marks)
                        if (clear && mk.footprint != Footprint::text && text_hits_mark(q, mk, 0.5)) clear = false;
                    for (const Label& before : ls)
                        if (clear && before.clear &&
                            Rect{before.at.x - before.m->width / 2, before.at.y - before.m->height / 2, before.m->width,
                                 before.m->height}.intersects(q.bounds(), 0))
                            clear = false;
                    ls.push_back({&m, at, clear});
                }
                return ls;
            };
            std::vector<Label> best;
            std::size_t best_clear = 0;
            for (double deg : candidates) {
                std::vector<Label> ls = labels_at(deg);
                const std::size_t n = static_cast<std::size_t>(std::count_if(ls.begin(), ls.end(), [](const Label& l) { return l.clear; }));
                if (best.empty() || n > best_clear) {
                    best = std::move(ls);
                    best_clear = n;
                }
                if (best_clear == rticks.size()) break;
            }
            for (const Label& l : best) {
                if (!l.clear) continue;
                SceneItem it = polar_item(f, "radial label", Role::tick_label, Footprint::text);
                it.payload = place_text(*l.m, l.at, HAlign::center, VAlign::center, 0, style.text_color);
                deco.push_back(std::move(it));
            }
        }
    }
    double top = f.plot.top();
    for (const SceneItem& d : deco)
        if (d.payload.text()) top = std::min(top, d.bounds().top());
    std::vector<SceneItem> mark_texts;
    out.items = std::move(grid);
    for (SceneItem& m : marks) {
        if (m.payload.text()) mark_texts.push_back(std::move(m));
        else out.items.push_back(std::move(m));
    }
    for (SceneItem& d : deco) out.items.push_back(std::move(d));
    for (SceneItem& m : mark_texts) out.items.push_back(std::move(m));
    double legend_top = f.plot.top();
    if (s.legend) {
        double right = f.plot.right();
        for (const SceneItem& it : out.items)
            if (it.payload.text()) right = std::max(right, it.bounds().right());
        LegendSite site{f.plot, s.group, name, right - f.plot.right(), f.plot.bottom(), complete,
                        previous.legend_outside};
        for (const SceneItem& it : out.items)
            if (it.payload.text()) site.decorations_bottom = std::max(site.decorations_bottom, it.bounds().bottom());
        const PlacedLegend placed = place_legend(*s.legend, ax.legend_entries(), site, out.items, style, engine);
        legend_top = placed.top;
        out.legend_outside = placed.kept_outside;
    }
    if (s.axis_on) {  // a title may be as wide as the angle labels round the circle, centred on it
        double half = f.plot.width / 2;
        for (const SceneItem& it : out.items)
            if (it.role == Role::tick_label)
                half = std::max({half, c.x - it.bounds().left(), it.bounds().right() - c.x});
        AxesFrame cell = f;
        cell.plot = {c.x - half, f.plot.top(), 2 * half, f.plot.height};
        emit_title(ax, out.items, cell, engine, std::min(top, legend_top));
    }
    finish(out, plot, f);
    return out;
}

}  // namespace detail
}  // namespace sqfig
