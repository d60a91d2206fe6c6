// The measured, positioned content of a figure page: what layout produces and
// what every output draws. A Scene holds page coordinates only (points, y
// down); it knows nothing of data, scales or axes. The collision report is
// computed from the same Scene that is drawn.
#pragma once

#include <cairo.h>

#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/quad.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/text/text_engine.hpp"

namespace sqfig {

/// What an item is, for the collision report: which pairs may not overlap.
enum class ItemRole {
    tick_label, axis_label, title, annotation, legend_text,  // texts
    box_label,                                               // text that must stay inside its box
    bar, line, marker, patch, box, arrow, legend,            // marks
    decoration,                                              // spines, ticks: never checked
};

inline bool is_text_role(ItemRole r) {
    return r == ItemRole::tick_label || r == ItemRole::axis_label || r == ItemRole::title ||
           r == ItemRole::annotation || r == ItemRole::legend_text || r == ItemRole::box_label;
}

inline const char* role_name(ItemRole r) {
    switch (r) {
        case ItemRole::tick_label: return "tick label";
        case ItemRole::axis_label: return "axis label";
        case ItemRole::title: return "title";
        case ItemRole::annotation: return "text";
        case ItemRole::legend_text: return "legend text";
        case ItemRole::box_label: return "box text";
        case ItemRole::bar: return "bar";
        case ItemRole::line: return "line";
        case ItemRole::marker: return "marker";
        case ItemRole::patch: return "rectangle";
        case ItemRole::box: return "box";
        case ItemRole::arrow: return "arrow";
        case ItemRole::legend: return "legend";
        case ItemRole::decoration: return "decoration";
    }
    return "?";
}

enum class MarkerShape { none, circle, square, triangle };

struct StrokeStyle {
    Color color{0, 0, 0};
    double width = 1.0;
};

struct SceneText {
    MeasuredText text;
    Point pivot;             // the text rotates about this page point
    double angle_deg = 0;    // counter-clockwise, as the reader sees it
    Point offset;            // top-left of the unrotated box relative to pivot
    Color color;
    /// The box the glyphs occupy on the page (rotated with the text).
    Quad quad() const {
        const double a = -angle_deg * sqfig::pi / 180.0;  // page y points down
        const double c = std::cos(a), s = std::sin(a);
        auto map = [&](double x, double y) {
            return Point{pivot.x + c * x - s * y, pivot.y + s * x + c * y};
        };
        const double x0 = offset.x, y0 = offset.y, x1 = x0 + text.width, y1 = y0 + text.height;
        return {{map(x0, y0), map(x1, y0), map(x1, y1), map(x0, y1)}};
    }
};

struct ScenePath {
    std::vector<Point> points;
    bool closed = false;
    std::optional<Color> fill;
    std::optional<StrokeStyle> stroke;
    cairo_line_join_t join = CAIRO_LINE_JOIN_ROUND;
    cairo_line_cap_t cap = CAIRO_LINE_CAP_BUTT;
    std::vector<double> dashes;
};

/// A closed, axis-aligned box path between two opposite corners (mitred corners).
inline ScenePath box_path(Point a, Point b, std::optional<Color> fill, std::optional<StrokeStyle> stroke = std::nullopt) {
    ScenePath p;
    p.points = {a, {b.x, a.y}, b, {a.x, b.y}};
    p.closed = true;
    p.fill = fill;
    p.stroke = stroke;
    p.join = CAIRO_LINE_JOIN_MITER;
    return p;
}

struct SceneMarker {
    Point center;
    MarkerShape shape = MarkerShape::circle;
    double size = 6;  // diameter / side, points
    Color face, edge;
    double edge_width = 0.5;
    Rect box() const { return {center.x - size / 2, center.y - size / 2, size, size}; }
};

struct SceneItem {
    ItemRole role = ItemRole::decoration;
    int group = -1;            // the axes (or other block) that owns it; -1: the figure
    std::string owner;         // "axes 0 (\"WikiText-103…\")", for messages
    std::optional<Rect> clip;  // page rectangle the item is clipped to
    std::optional<Rect> container;  // box_label / legend_text: the box it must stay inside
    bool data_anchored = false;     // text placed at a data point (autoscale makes room for it)
    Point anchor;                   // that point on the page, when data_anchored
    // Exactly one of these is set, by kind.
    std::optional<SceneText> text;
    std::optional<ScenePath> path;
    std::optional<SceneMarker> marker;
    std::vector<SceneMarker> markers;  // a line's markers, drawn with it

    /// Page-space bounding box of the visible item (clip applied).
    Rect bounds() const {
        Rect r;
        if (text) r = text->quad().bounds();
        else if (marker) r = marker->box();
        else if (path && !path->points.empty()) {
            double l = path->points[0].x, rr = l, t = path->points[0].y, b = t;
            for (const Point& p : path->points) {
                l = std::min(l, p.x); rr = std::max(rr, p.x);
                t = std::min(t, p.y); b = std::max(b, p.y);
            }
            const double w = path->stroke ? path->stroke->width / 2 : 0;
            r = Rect::from_edges(l - w, t - w, rr + w, b + w);
        }
        for (const SceneMarker& m : markers) r = r.united(m.box());
        if (clip) {
            const Rect c = *clip;
            r = Rect::from_edges(std::max(r.left(), c.left()), std::max(r.top(), c.top()),
                                 std::min(r.right(), c.right()), std::min(r.bottom(), c.bottom()));
        }
        return r;
    }
};

struct Scene {
    Size page;
    Color background{1, 1, 1};
    std::vector<SceneItem> items;
};

namespace detail {

inline void set_source(cairo_t* cr, const Color& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

inline void marker_path(cairo_t* cr, const SceneMarker& m) {
    const double h = m.size / 2;
    switch (m.shape) {
        case MarkerShape::none: break;
        case MarkerShape::circle:
            cairo_new_sub_path(cr);
            cairo_arc(cr, m.center.x, m.center.y, h, 0, 2 * sqfig::pi);
            break;
        case MarkerShape::square: cairo_rectangle(cr, m.center.x - h, m.center.y - h, m.size, m.size); break;
        case MarkerShape::triangle:
            cairo_move_to(cr, m.center.x, m.center.y - h);
            cairo_line_to(cr, m.center.x + h, m.center.y + h);
            cairo_line_to(cr, m.center.x - h, m.center.y + h);
            cairo_close_path(cr);
            break;
    }
}

inline void draw_marker(cairo_t* cr, const SceneMarker& m) {
    if (m.shape == MarkerShape::none) return;
    cairo_new_path(cr);
    marker_path(cr, m);
    set_source(cr, m.face);
    if (m.edge_width > 0) {
        cairo_fill_preserve(cr);
        set_source(cr, m.edge);
        cairo_set_line_width(cr, m.edge_width);
        cairo_stroke(cr);
    } else {
        cairo_fill(cr);
    }
}

inline void draw_path(cairo_t* cr, const ScenePath& p) {
    if (p.points.empty()) return;
    cairo_new_path(cr);
    cairo_move_to(cr, p.points[0].x, p.points[0].y);
    for (std::size_t i = 1; i < p.points.size(); ++i) cairo_line_to(cr, p.points[i].x, p.points[i].y);
    if (p.closed) cairo_close_path(cr);
    if (p.fill) {
        set_source(cr, *p.fill);
        if (p.stroke) cairo_fill_preserve(cr);
        else cairo_fill(cr);
    }
    if (p.stroke) {
        set_source(cr, p.stroke->color);
        cairo_set_line_width(cr, p.stroke->width);
        cairo_set_line_join(cr, p.join);
        cairo_set_line_cap(cr, p.cap);
        cairo_set_dash(cr, p.dashes.empty() ? nullptr : p.dashes.data(), static_cast<int>(p.dashes.size()), 0);
        cairo_stroke(cr);
    }
}

inline void draw_text(cairo_t* cr, const SceneText& t) {
    cairo_save(cr);
    cairo_translate(cr, t.pivot.x, t.pivot.y);
    if (t.angle_deg != 0) cairo_rotate(cr, -t.angle_deg * sqfig::pi / 180.0);
    cairo_translate(cr, t.offset.x, t.offset.y);
    TextEngine::draw(cr, t.text, t.color);
    cairo_restore(cr);
}

}  // namespace detail

/// Moves everything on a scene by (dx, dy) points.
inline void translate(Scene& scene, double dx, double dy) {
    auto move = [dx, dy](Point& p) { p.x += dx; p.y += dy; };
    auto move_rect = [dx, dy](std::optional<Rect>& r) { if (r) { r->x += dx; r->y += dy; } };
    for (SceneItem& it : scene.items) {
        move_rect(it.clip);
        move_rect(it.container);
        if (it.text) move(it.text->pivot);
        if (it.path) for (Point& p : it.path->points) move(p);
        if (it.marker) move(it.marker->center);
        for (SceneMarker& m : it.markers) move(m.center);
    }
}

/// Draws a scene with its page origin at the current user-space origin.
inline void render(cairo_t* cr, const Scene& scene) {
    cairo_save(cr);
    detail::set_source(cr, scene.background);
    cairo_rectangle(cr, 0, 0, scene.page.width, scene.page.height);
    cairo_fill(cr);
    for (const SceneItem& item : scene.items) {
        if (item.clip) {
            cairo_save(cr);
            cairo_rectangle(cr, item.clip->x, item.clip->y, item.clip->width, item.clip->height);
            cairo_clip(cr);
        }
        if (item.path) detail::draw_path(cr, *item.path);
        if (item.marker) detail::draw_marker(cr, *item.marker);
        for (const SceneMarker& m : item.markers) detail::draw_marker(cr, m);
        if (item.text) detail::draw_text(cr, *item.text);
        if (item.clip) cairo_restore(cr);
    }
    cairo_restore(cr);
}

/// Draws a scene into a caller's context with its page origin at `where`'s
/// top-left corner, clipped to `where`. The caller's state (cairo_save /
/// restore) and its current path are kept, and the drawing does not depend
/// on the caller's operator, dashes, antialias, fill rule or tolerance.
inline void render_into(cairo_t* cr, const Scene& scene, const Rect& where) {
    // A path under construction is not part of cairo's saved state.
    std::unique_ptr<cairo_path_t, void (*)(cairo_path_t*)> path{cairo_copy_path(cr), &cairo_path_destroy};
    {
        detail::SavedCairoState saved(cr);
        cairo_new_path(cr);
        cairo_rectangle(cr, where.x, where.y, where.width, where.height);
        cairo_clip(cr);
        cairo_translate(cr, where.x, where.y);
        cairo_set_dash(cr, nullptr, 0, 0);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        cairo_set_tolerance(cr, 0.1);
        cairo_set_miter_limit(cr, 10.0);
        render(cr, scene);
    }
    cairo_new_path(cr);
    if (path && path->status == CAIRO_STATUS_SUCCESS) cairo_append_path(cr, path.get());
}

}  // namespace sqfig
