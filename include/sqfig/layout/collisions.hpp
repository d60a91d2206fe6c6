// The collision report: every pair of things on a page that should not
// overlap but do (text on text, legend on data, text off the page, text
// crossing its box). Computed from the same Scene that is drawn.
#pragma once

#include <string>
#include <vector>

#include "sqfig/scene.hpp"

namespace sqfig {

struct Collision {
    std::string first, second;  // what collides, e.g. "axes 0 title" / "axes 1 title"
    Rect where;                 // the overlap (or the part off the page), page points

    std::string describe() const {
        auto n = [](double v) { return std::to_string(static_cast<long long>(std::lround(v))); };
        return first + " overlaps " + second + " at (" + n(where.x) + ", " + n(where.y) + ") size " +
               n(where.width) + "x" + n(where.height) + " pt";
    }
};

namespace detail {

inline Rect overlap_rect(const Rect& a, const Rect& b) {
    return Rect::from_edges(std::max(a.left(), b.left()), std::max(a.top(), b.top()), std::min(a.right(), b.right()),
                            std::min(a.bottom(), b.bottom()));
}

inline bool is_mark(ItemRole r) {
    return r == ItemRole::bar || r == ItemRole::line || r == ItemRole::marker || r == ItemRole::box ||
           r == ItemRole::arrow || r == ItemRole::patch;
}

// Does a text's box touch a mark (segments for lines, boxes otherwise)?
inline bool text_hits_mark(const Quad& q, const SceneItem& mark, double tol) {
    const Rect qb = q.bounds().inflated(-tol);
    if (qb.empty()) return false;
    if (mark.role == ItemRole::line || mark.role == ItemRole::arrow) {
        if (mark.path) {
            const auto& pts = mark.path->points;
            if (pts.size() == 1 && qb.contains(pts[0])) return true;
            for (std::size_t i = 1; i < pts.size(); ++i) {
                Point a = pts[i - 1], b = pts[i];
                if (clipped_length(a, b, qb) > 0) {
                    if (!mark.clip) return true;
                    // only the part inside the clip is drawn
                    const Rect both = overlap_rect(qb, *mark.clip);
                    if (!both.empty() && clipped_length(a, b, both) > 0) return true;
                }
            }
            if (mark.path->fill && mark.path->closed && q.intersects(mark.bounds(), tol)) return true;
        }
        for (const SceneMarker& m : mark.markers)
            if (q.intersects(m.box(), tol)) return true;
        return false;
    }
    return q.intersects(mark.bounds(), tol);
}

}  // namespace detail

/// All collisions on a scene. `tolerance` points of overlap are forgiven
/// (anti-aliasing and rounding), default half a point.
inline std::vector<Collision> find_collisions(const Scene& scene, double tolerance = 0.5) {
    std::vector<Collision> out;
    const Rect page{0, 0, scene.page.width, scene.page.height};
    const auto& items = scene.items;
    std::vector<std::size_t> texts, marks, legends, boxes;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ItemRole r = items[i].role;
        if (items[i].text && is_text_role(r)) texts.push_back(i);
        else if (r == ItemRole::legend) legends.push_back(i);
        else if (detail::is_mark(r)) marks.push_back(i);
        if (r == ItemRole::box) boxes.push_back(i);
    }
    std::vector<Quad> quads(items.size());
    for (std::size_t i : texts) quads[i] = items[i].text->quad();

    // Text off the page; text outside its container.
    for (std::size_t i : texts) {
        if (!quads[i].inside(page, tolerance))
            out.push_back({items[i].owner, "the page edge", quads[i].bounds()});
        if (items[i].container && !quads[i].inside(*items[i].container, tolerance))
            out.push_back({items[i].owner, "the edge of its box", quads[i].bounds()});
    }
    // Text on text.
    for (std::size_t a = 0; a < texts.size(); ++a)
        for (std::size_t b = a + 1; b < texts.size(); ++b) {
            const std::size_t i = texts[a], j = texts[b];
            if (quads[i].intersects(quads[j], tolerance))
                out.push_back({items[i].owner, items[j].owner,
                               detail::overlap_rect(quads[i].bounds(), quads[j].bounds())});
        }
    // Text on data marks and boxes (a box's own text belongs inside it).
    for (std::size_t i : texts) {
        if (items[i].role == ItemRole::legend_text) continue;  // judged with its legend below
        for (std::size_t j : marks) {
            if (items[i].container && items[j].role == ItemRole::box &&
                items[j].bounds().contains(*items[i].container, 0.01))
                continue;
            if (detail::text_hits_mark(quads[i], items[j], tolerance))
                out.push_back({items[i].owner, items[j].owner,
                               detail::overlap_rect(quads[i].bounds(), items[j].bounds())});
        }
    }
    // Legends on anything that is not their own.
    for (std::size_t l : legends) {
        const Rect lr = items[l].bounds();
        const Quad lq = Quad::from_rect(lr);
        for (std::size_t j : marks)
            if (detail::text_hits_mark(lq, items[j], tolerance))
                out.push_back({items[l].owner, items[j].owner, detail::overlap_rect(lr, items[j].bounds())});
        for (std::size_t j : texts) {
            if (items[j].role == ItemRole::legend_text && items[j].container &&
                lr.contains(*items[j].container, 0.01))
                continue;
            if (lq.intersects(quads[j], tolerance))
                out.push_back({items[l].owner, items[j].owner, detail::overlap_rect(lr, quads[j].bounds())});
        }
        if (!lq.inside(page, tolerance)) out.push_back({items[l].owner, "the page edge", lr});
    }
    for (std::size_t a = 0; a < legends.size(); ++a)
        for (std::size_t b = a + 1; b < legends.size(); ++b) {
            const Rect ra = items[legends[a]].bounds(), rb = items[legends[b]].bounds();
            if (ra.intersects(rb, tolerance))
                out.push_back({items[legends[a]].owner, items[legends[b]].owner, detail::overlap_rect(ra, rb)});
        }
    // Boxes on boxes.
    for (std::size_t a = 0; a < boxes.size(); ++a)
        for (std::size_t b = a + 1; b < boxes.size(); ++b) {
            const Rect ra = items[boxes[a]].bounds(), rb = items[boxes[b]].bounds();
            if (ra.intersects(rb, tolerance))
                out.push_back({items[boxes[a]].owner, items[boxes[b]].owner, detail::overlap_rect(ra, rb)});
        }
    return out;
}

}  // namespace sqfig
