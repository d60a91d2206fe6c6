// The implementation of sqfig/scene.hpp.
#include "sqfig/scene.hpp"

#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/mark_style.hpp"
#include "sqfig/core/quad.hpp"
#include "sqfig/text/measured_text.hpp"

namespace sqfig {

bool is_mark(Footprint f) { return f == Footprint::segments || f == Footprint::area; }

Quad SceneText::quad() const {
    const double a = -angle_deg * sqfig::pi / 180.0;  // page y points down
    const double c = std::cos(a), s = std::sin(a);
    auto map = [&](double x, double y) {
        return Point{pivot.x + c * x - s * y, pivot.y + s * x + c * y};
    };
    const double x0 = offset.x, y0 = offset.y, x1 = x0 + text.width, y1 = y0 + text.height;
    return {{map(x0, y0), map(x1, y0), map(x1, y1), map(x0, y1)}};
}

}  // namespace sqfig


namespace sqfig {

ScenePath box_path(Point a, Point b, std::optional<Color> fill, std::optional<StrokeStyle> stroke) {
    ScenePath p;
    p.points = {a, {b.x, a.y}, b, {a.x, b.y}};
    p.closed = true;
    p.fill = fill;
    p.stroke = stroke;
    p.join = LineJoin::miter;
    return p;
}

Rect SceneMarker::box() const { return {center.x - size / 2, center.y - size / 2, size, size}; }

Rect SceneItem::bounds() const {
    Rect r;
    if (text) r = text->quad().bounds();
    else if (marker) r = marker->box();
    else if (image) r = image->dest;
    else if (path && !path->points.empty()) {
        double l = path->points[0].x, rr = l, t = path->points[0].y, b = t;
        for (const Point& p : path->points) {
            l = std::min(l, p.x); rr = std::max(rr, p.x);
            t = std::min(t, p.y); b = std::max(b, p.y);
        }
        const double w = path->stroke ? path->stroke->width / 2 : 0;
        r = Rect::from_edges(l - w, t - w, rr + w, b + w);
    }
    for_each_marker(*this, [&](const SceneMarker& m) { r = r.united(m.box()); });
    if (clip) {
        const Rect c = *clip;
        r = Rect::from_edges(std::max(r.left(), c.left()), std::max(r.top(), c.top()),
                             std::min(r.right(), c.right()), std::min(r.bottom(), c.bottom()));
    }
    return r;
}

void translate(Scene& scene, double dx, double dy) {
    auto move = [dx, dy](Point& p) { p.x += dx; p.y += dy; };
    auto move_rect = [dx, dy](std::optional<Rect>& r) { if (r) { r->x += dx; r->y += dy; } };
    for (SceneItem& it : scene.items) {
        move_rect(it.clip);
        move_rect(it.container);
        if (it.text) move(it.text->pivot);
        if (it.path) for (Point& p : it.path->points) move(p);
        if (it.marker) move(it.marker->center);
        if (it.image) { it.image->dest.x += dx; it.image->dest.y += dy; }
        for (SceneMarker& m : it.markers) move(m.center);
        if (it.marker_set)
            for (Point& c : it.marker_set->centers) move(c);
    }
}

}  // namespace sqfig
