// The implementation of sqfig/core/polygon.hpp.
#include "sqfig/core/polygon.hpp"

#include <cmath>
#include <vector>
#include "sqfig/core/geometry.hpp"

namespace sqfig {

double polygon_area(const std::vector<Point>& pts) {
    double twice = 0;
    for (std::size_t i = 0, n = pts.size(); i < n; ++i) {
        const Point& a = pts[i];
        const Point& b = pts[(i + 1) % n];
        twice += a.x * b.y - b.x * a.y;
    }
    return std::abs(twice) / 2;
}

std::vector<Point> clip_polygon(const std::vector<Point>& pts, const Rect& r) {
    if (pts.size() < 3 || r.empty()) return {};
    std::vector<Point> poly = pts, next;
    // Clip against each edge in turn: keep the side where inside(p) holds.
    auto clip = [&](auto inside, auto cross) {
        next.clear();
        for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
            const Point& a = poly[i];
            const Point& b = poly[(i + 1) % n];
            const bool ia = inside(a), ib = inside(b);
            if (ia) next.push_back(a);
            if (ia != ib) next.push_back(cross(a, b));
        }
        poly.swap(next);
    };
    auto at_x = [](double x) {
        return [x](const Point& a, const Point& b) { return Point{x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)}; };
    };
    auto at_y = [](double y) {
        return [y](const Point& a, const Point& b) { return Point{a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y}; };
    };
    clip([&](const Point& p) { return p.x >= r.left(); }, at_x(r.left()));
    if (poly.size() >= 3) clip([&](const Point& p) { return p.x <= r.right(); }, at_x(r.right()));
    if (poly.size() >= 3) clip([&](const Point& p) { return p.y >= r.top(); }, at_y(r.top()));
    if (poly.size() >= 3) clip([&](const Point& p) { return p.y <= r.bottom(); }, at_y(r.bottom()));
    return poly;
}

double polygon_overlap_area(const std::vector<Point>& pts, const Rect& r) {
    const std::vector<Point> inside = clip_polygon(pts, r);
    return inside.size() < 3 ? 0.0 : polygon_area(inside);
}

bool is_axis_aligned_box(const std::vector<Point>& pts) {
    if (pts.size() != 4) return false;
    for (std::size_t i = 0; i < 4; ++i) {
        const Point& a = pts[i];
        const Point& b = pts[(i + 1) % 4];
        if (a.x != b.x && a.y != b.y) return false;
    }
    return true;
}

}  // namespace sqfig
