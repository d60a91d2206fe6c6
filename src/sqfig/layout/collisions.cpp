// The implementation of sqfig/layout/collisions.hpp.
#include "sqfig/layout/collisions.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>
#include "sqfig/core/polygon.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

std::string Collision::describe() const {
    auto n = [](double v) { return std::to_string(static_cast<long long>(std::lround(v))); };
    return first + " overlaps " + second + " at (" + n(where.x) + ", " + n(where.y) + ") size " +
           n(where.width) + "x" + n(where.height) + " pt";
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

Rect overlap_rect(const Rect& a, const Rect& b) {
    return Rect::from_edges(std::max(a.left(), b.left()), std::max(a.top(), b.top()), std::min(a.right(), b.right()),
                            std::min(a.bottom(), b.bottom()));
}

bool text_hits_segments(const Quad& q, const SceneItem& item, double tol) {
    const Rect qb = q.bounds().inflated(-tol);
    if (qb.empty() || !item.payload.path()) return false;
    bool hit = false;
    for_each_run(*item.payload.path(), [&](const Point* first, const Point* last) {
        if (hit) return;
        if (last - first == 1 && qb.contains(*first)) hit = true;
        for (const Point* a = first; !hit && a + 1 != last; ++a) {
            if (clipped_length(a[0], a[1], qb) > 0) {
                // only the part inside the clip is drawn
                const Rect both = item.clip ? overlap_rect(qb, *item.clip) : qb;
                hit = !both.empty() && clipped_length(a[0], a[1], both) > 0;
            }
        }
    });
    return hit;
}

bool text_hits_mark(const Quad& q, const SceneItem& mark, double tol) {
    const Rect qb = q.bounds().inflated(-tol);
    if (qb.empty()) return false;
    const ScenePath* path = mark.payload.path();
    if (mark.footprint == Footprint::segments) {
        if (path) {
            if (text_hits_segments(q, mark, tol)) return true;
            if (path->fill && path->closed && q.intersects(mark.bounds(), tol)) return true;
        }
        if (any_marker(mark, [&](const SceneMarker& m) { return q.intersects(m.box(), tol); })) return true;
        return false;
    }
    if (path && path->closed && path->fill && !is_axis_aligned_box(path->points)) {
        // A filled shape that is not a box (a band): judged by what it paints.
        if (any_marker(mark, [&](const SceneMarker& m) { return q.intersects(m.box(), tol); })) return true;
        const Rect both = overlap_rect(qb, mark.clip ? overlap_rect(*mark.clip, mark.bounds()) : mark.bounds());
        if (both.empty()) return false;
        if (path->breaks.empty()) return polygon_overlap_area(path->points, both) > 0;
        bool hit = false;  // each run is a polygon of its own (a hexbin's hexagons of one colour)
        for_each_run(*path, [&](const Point* first, const Point* last) {
            hit = hit || polygon_overlap_area(std::vector<Point>(first, last), both) > 0;
        });
        return hit;
    }
    return q.intersects(mark.bounds(), tol);
}

bool segments_cross(Point a, Point b, Point c, Point d) {
    auto orient = [](Point p, Point q, Point r) {
        const double v = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
        return v > 1e-12 ? 1 : v < -1e-12 ? -1 : 0;
    };
    auto on = [](Point p, Point q, Point r) {  // r on the segment pq, given collinear
        return std::min(p.x, q.x) - 1e-9 <= r.x && r.x <= std::max(p.x, q.x) + 1e-9 &&
               std::min(p.y, q.y) - 1e-9 <= r.y && r.y <= std::max(p.y, q.y) + 1e-9;
    };
    const int o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
    if (o1 != o2 && o3 != o4) return true;
    return (o1 == 0 && on(a, b, c)) || (o2 == 0 && on(a, b, d)) || (o3 == 0 && on(c, d, a)) ||
           (o4 == 0 && on(c, d, b));
}

bool stroke_crosses_marker(Point a, Point b, const SceneMarker& m, double tol) {
    if (m.shape != MarkerShape::circle) return clipped_length(a, b, m.box().inflated(-tol)) > 0;
    const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    const double t = len2 > 0 ? std::clamp(((m.center.x - a.x) * dx + (m.center.y - a.y) * dy) / len2, 0.0, 1.0) : 0;
    return std::hypot(a.x + t * dx - m.center.x, a.y + t * dy - m.center.y) < m.size / 2 - tol;
}

bool stroke_crosses_body(Point a, Point b, const SceneItem& mark, double tol) {
    if (mark.clip && clipped_length(a, b, *mark.clip) <= 0) return false;
    if (mark.payload.image()) return clipped_length(a, b, mark.bounds().inflated(-tol)) > 0;
    if (!mark.payload.path()) return false;
    const ScenePath& path = *mark.payload.path();
    if (path.closed && path.fill) {
        if (mark.footprint == Footprint::area && !is_axis_aligned_box(path.points)) return false;  // a band
        return clipped_length(a, b, mark.bounds().inflated(-tol)) > 0;
    }
    if (mark.footprint != Footprint::segments) return clipped_length(a, b, mark.bounds().inflated(-tol)) > 0;
    return false;  // a line
}

bool stroke_crosses_mark(Point a, Point b, const SceneItem& mark, double tol) {
    // Only the part of the stroke inside the mark's clip can meet what the mark draws.
    if (mark.clip && clipped_length(a, b, *mark.clip) <= 0) return false;
    if (any_marker(mark, [&](const SceneMarker& m) { return stroke_crosses_marker(a, b, m, tol); })) return true;
    if (stroke_crosses_body(a, b, mark, tol)) return true;
    // What is left is a line (or nothing): its segments.
    const ScenePath* line = mark.payload.path();
    if (!line || mark.footprint != Footprint::segments || (line->closed && line->fill)) return false;
    const ScenePath& path = *line;
    bool hit = false;
    for_each_run(path, [&](const Point* first, const Point* last) {
        for (const Point* p = first; !hit && p + 1 != last && p != last; ++p) hit = segments_cross(a, b, p[0], p[1]);
        if (!hit && path.closed && last - first > 2) hit = segments_cross(a, b, last[-1], first[0]);
    });
    return hit;
}

bool inside_marker(Point p, const SceneMarker& m, double tol) {
    if (m.shape == MarkerShape::circle) return std::hypot(p.x - m.center.x, p.y - m.center.y) < m.size / 2 - tol;
    const Rect b = m.box().inflated(-tol);
    return p.x > b.left() && p.x < b.right() && p.y > b.top() && p.y < b.bottom();
}

bool inside_a_marker(Point p, const SceneItem& mark, double tol) {
    if (mark.clip && !mark.clip->contains(p)) return false;
    return any_marker(mark, [&](const SceneMarker& m) { return inside_marker(p, m, tol); });
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

std::vector<Collision> find_collisions(const Scene& scene, double tolerance) {
    std::vector<Collision> out;
    // At most max_listed_collisions are listed; the check stops at the next
    // one: 10,000 overlapping labels make millions of pairs (gigabytes of
    // names, minutes of checking).
    bool stopped = false;
    auto add = [&](const std::string& first, const std::string& second, const Rect& where) {
        if (out.size() < max_listed_collisions) out.push_back({first, second, where});
        else stopped = true;
    };
    for (const LayoutProblem& p : scene.problems) add(p.what, "the layout", p.where);
    const Rect page{0, 0, scene.page.width, scene.page.height};
    const auto& items = scene.items;
    std::vector<std::size_t> texts, marks, frames;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const Footprint f = items[i].footprint;
        if (f == Footprint::text && items[i].payload.text()) texts.push_back(i);
        else if (f == Footprint::frame) frames.push_back(i);
        else if (is_mark(f)) marks.push_back(i);
    }
    std::vector<Quad> quads(items.size());
    for (std::size_t i : texts) quads[i] = items[i].payload.text()->quad();
    // Boxes that do not touch cannot hold a collision: a cheap test before the
    // exact one (10,000 labels make 50 million pairs). With a negative
    // tolerance (touching counts) every pair gets the exact test.
    std::vector<Rect> reach(items.size());
    for (std::size_t i : texts) reach[i] = quads[i].bounds();
    for (std::size_t j : marks) reach[j] = items[j].bounds();  // markers included, clipped
    auto may_touch = [&](std::size_t i, std::size_t j) { return tolerance < 0 || reach[i].intersects(reach[j], -1e-9); };
    std::vector<Rect> frame_box(items.size());
    for (std::size_t i : frames) frame_box[i] = items[i].bounds();
    // An item whose container lies in a frame belongs to that frame (a legend's
    // entries, a box's label, an inset's marks and texts): the frame is judged
    // in its place, and its items among themselves.
    auto held_by = [&](std::size_t item, std::size_t frame) {
        return item != frame && items[item].container && frame_box[frame].contains(*items[item].container, 0.01);
    };
    std::vector<char> in_frame(items.size(), 0);
    for (std::size_t i : texts)
        for (std::size_t f : frames)
            if (held_by(i, f)) in_frame[i] = 1;
    // A framed text meets only the marks held by every frame that holds it
    // (an inset's tick label and its data); others meet its frame.
    auto judged_together = [&](std::size_t text, std::size_t mark) {
        for (std::size_t f : frames)
            if (held_by(text, f) && !held_by(mark, f)) return false;
        return true;
    };

    // Text off the page; text outside its container.
    for (std::size_t i : texts) {
        if (stopped) break;
        if (!quads[i].inside(page, tolerance))
            add(items[i].owner, "the page edge", quads[i].bounds());
        if (items[i].container && !quads[i].inside(*items[i].container, tolerance))
            add(items[i].owner, "the edge of its box", quads[i].bounds());
    }
    // Text on text.
    for (std::size_t a = 0; a < texts.size() && !stopped; ++a)
        for (std::size_t b = a + 1; b < texts.size(); ++b) {
            const std::size_t i = texts[a], j = texts[b];
            if (may_touch(i, j) && quads[i].intersects(quads[j], tolerance))
                add(items[i].owner, items[j].owner, detail::overlap_rect(quads[i].bounds(), quads[j].bounds()));
        }
    // Text on marks (a framed text is judged with its frame, below, but for the marks its frame holds too).
    for (std::size_t i : texts) {
        if (stopped) break;
        for (std::size_t j : marks) {
            if (!may_touch(i, j)) continue;
            if (in_frame[i] && !judged_together(i, j)) continue;
            // A text whose box lies on a mark (a value inside its bar) is judged by
            // its container, above: the mark under the whole box is its background.
            if (items[i].container && items[j].footprint == Footprint::area &&
                items[j].bounds().contains(*items[i].container, 0.01))
                continue;
            if (detail::text_hits_mark(quads[i], items[j], tolerance))
                add(items[i].owner, items[j].owner, detail::overlap_rect(quads[i].bounds(), items[j].bounds()));
        }
    }
    // Text across a spine: a data label pushed past the plot's edge lies on the
    // axis line (spines are not marks, so the rules above pass it).
    for (std::size_t j = 0; j < items.size() && !stopped; ++j) {
        if (items[j].role != Role::spine) continue;
        const Rect sb = items[j].bounds();
        for (std::size_t i : texts) {
            if (in_frame[i] || !quads[i].bounds().intersects(sb, -1e-9)) continue;
            if (detail::text_hits_segments(quads[i], items[j], tolerance))
                add(items[i].owner, items[j].owner, detail::overlap_rect(quads[i].bounds(), sb));
        }
    }
    // Leader lines across marks: a leader may cross markers and lines (as
    // ggrepel's segments cross points), but meets no other leader and no bar,
    // filled box or image, and it starts outside every marker (1 point past
    // its own marker's edge, not inside a neighbour's): it points at its own
    // point and no other. Texts on it are reported above (it is a mark).
    for (std::size_t i : marks) {
        if (stopped) break;
        const SceneItem& leader = items[i];
        const ScenePath* stroke = leader.payload.path();
        if (!leader.connector || !stroke || stroke->points.size() != 2) continue;
        const Point a = stroke->points[0], b = stroke->points[1];
        for (std::size_t j : marks) {
            if (j == i || (items[j].connector && j < i) || !may_touch(i, j)) continue;
            const ScenePath* other = items[j].payload.path();
            const bool hit = items[j].connector && other && other->points.size() == 2
                                 ? detail::segments_cross(a, b, other->points[0], other->points[1])
                                 : detail::stroke_crosses_body(a, b, items[j], tolerance) ||
                                       detail::inside_a_marker(a, items[j], tolerance);
            if (hit) add(leader.owner, items[j].owner, detail::overlap_rect(reach[i], reach[j]));
        }
    }
    // Frames on marks, on texts that are not their own, on the page edge.
    for (std::size_t l : frames) {
        if (stopped) break;
        const Rect lr = frame_box[l];
        const Quad lq = Quad::from_rect(lr);
        for (std::size_t j : marks) {
            if (held_by(j, l)) continue;  // an inset's own marks
            if (detail::text_hits_mark(lq, items[j], tolerance))
                add(items[l].owner, items[j].owner, detail::overlap_rect(lr, items[j].bounds()));
        }
        for (std::size_t j : texts) {
            if (held_by(j, l)) continue;
            if (lq.intersects(quads[j], tolerance))
                add(items[l].owner, items[j].owner, detail::overlap_rect(lr, quads[j].bounds()));
        }
        if (!lq.inside(page, tolerance)) add(items[l].owner, "the page edge", lr);
    }
    // Frames on frames.
    for (std::size_t a = 0; a < frames.size() && !stopped; ++a)
        for (std::size_t b = a + 1; b < frames.size(); ++b) {
            const Rect ra = frame_box[frames[a]], rb = frame_box[frames[b]];
            if (held_by(frames[a], frames[b]) || held_by(frames[b], frames[a])) continue;  // a legend in an inset
            if (ra.intersects(rb, tolerance))
                add(items[frames[a]].owner, items[frames[b]].owner, detail::overlap_rect(ra, rb));
        }
    if (stopped)
        out.push_back({"more collisions", "the report's limit (the first " + std::to_string(max_listed_collisions) +
                                              " are listed; the check stops there)",
                       Rect{}});
    return out;
}

}  // namespace sqfig
