// The implementation of sqfig/scene.hpp.
#include "sqfig/scene.hpp"

#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
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

struct ScenePayload::Held {
    std::variant<SceneText, ScenePath, SceneMarker, SceneImage> value;
};

ScenePayload::ScenePayload() noexcept = default;
ScenePayload::ScenePayload(SceneText t) : held_(std::make_unique<Held>(Held{std::move(t)})) {}
ScenePayload::ScenePayload(ScenePath p) : held_(std::make_unique<Held>(Held{std::move(p)})) {}
ScenePayload::ScenePayload(SceneMarker m) : held_(std::make_unique<Held>(Held{std::move(m)})) {}
ScenePayload::ScenePayload(SceneImage i) : held_(std::make_unique<Held>(Held{std::move(i)})) {}
ScenePayload::ScenePayload(const ScenePayload& o) : held_(o.held_ ? std::make_unique<Held>(*o.held_) : nullptr) {}
ScenePayload::ScenePayload(ScenePayload&& o) noexcept = default;
ScenePayload& ScenePayload::operator=(const ScenePayload& o) {
    if (this != &o) held_ = o.held_ ? std::make_unique<Held>(*o.held_) : nullptr;
    return *this;
}
ScenePayload& ScenePayload::operator=(ScenePayload&& o) noexcept = default;
ScenePayload::~ScenePayload() = default;
void ScenePayload::reset() noexcept { held_.reset(); }

namespace {
template <class T, class H>
auto held_as(H& held) noexcept {
    return held ? std::get_if<T>(&held->value) : nullptr;
}
}  // namespace

const SceneText* ScenePayload::text() const noexcept { return held_as<SceneText>(held_); }
SceneText* ScenePayload::text() noexcept { return held_as<SceneText>(held_); }
const ScenePath* ScenePayload::path() const noexcept { return held_as<ScenePath>(held_); }
ScenePath* ScenePayload::path() noexcept { return held_as<ScenePath>(held_); }
const SceneMarker* ScenePayload::marker() const noexcept { return held_as<SceneMarker>(held_); }
SceneMarker* ScenePayload::marker() noexcept { return held_as<SceneMarker>(held_); }
const SceneImage* ScenePayload::image() const noexcept { return held_as<SceneImage>(held_); }
SceneImage* ScenePayload::image() noexcept { return held_as<SceneImage>(held_); }

Rect SceneItem::bounds() const {
    Rect r;
    const ScenePath* path = payload.path();
    if (const SceneText* text = payload.text()) r = text->quad().bounds();
    else if (const SceneMarker* marker = payload.marker()) r = marker->box();
    else if (const SceneImage* image = payload.image()) r = image->dest;
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
        if (SceneText* t = it.payload.text()) move(t->pivot);
        if (ScenePath* path = it.payload.path()) for (Point& p : path->points) move(p);
        if (SceneMarker* m = it.payload.marker()) move(m->center);
        if (SceneImage* i = it.payload.image()) { i->dest.x += dx; i->dest.y += dy; }
        for (SceneMarker& m : it.markers) move(m.center);
        if (it.marker_set)
            for (Point& c : it.marker_set->centers) move(c);
    }
}

}  // namespace sqfig
