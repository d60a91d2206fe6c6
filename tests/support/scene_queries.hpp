// Test helpers that read a laid-out sqfig::Scene: items by kind, a text item by
// its plain text, the plot area of one axes, and collisions as a message. The
// unit tests share them (they compile as one unity TU, so file-local copies of
// the same name would clash).
#pragma once

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace sqfig_test {

/// Matches the items of every axes (and of none).
inline constexpr int kAnyGroup = -2;

/// The items of `kind`, in drawing order; only those of axes `group` unless kAnyGroup.
inline std::vector<const sqfig::SceneItem*> items_of_kind(const sqfig::Scene& s, const std::string& kind,
                                                          int group = kAnyGroup) {
    std::vector<const sqfig::SceneItem*> out;
    for (const sqfig::SceneItem& it : s.items)
        if (it.kind == kind && (group == kAnyGroup || it.group == group)) out.push_back(&it);
    return out;
}

/// The first text item whose plain text is `plain`; nullptr when there is none.
inline const sqfig::SceneItem* find_text(const sqfig::Scene& s, const std::string& plain) {
    for (const sqfig::SceneItem& it : s.items)
        if (it.payload.text() && it.payload.text()->text.plain == plain) return &it;
    return nullptr;
}

/// How far `q` lies from the polyline `pts` (closed: its last point joins the first), points.
inline double distance_to_polyline(sqfig::Point q, const std::vector<sqfig::Point>& pts, bool closed = false) {
    double best = 1e300;
    const std::size_t segments = closed ? pts.size() : (pts.empty() ? 0 : pts.size() - 1);
    for (std::size_t k = 0; k < segments; ++k) {
        const sqfig::Point a = pts[k], b = pts[(k + 1) % pts.size()];
        const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
        const double t = len2 > 0 ? std::clamp(((q.x - a.x) * dx + (q.y - a.y) * dy) / len2, 0.0, 1.0) : 0.0;
        best = std::min(best, std::hypot(a.x + t * dx - q.x, a.y + t * dy - q.y));
    }
    return best;
}

/// The plot area of axes `group`: the box of its spines' centre lines.
inline sqfig::Rect plot_of(const sqfig::Scene& s, int group = kAnyGroup) {
    sqfig::Rect spines;
    double width = 0;
    for (const sqfig::SceneItem* it : items_of_kind(s, "spine", group)) {
        spines = spines.united(it->bounds());
        width = it->payload.path()->stroke->width;
    }
    return spines.inflated(-width / 2);
}

/// Collisions one per line, for a test's failure message.
// Page point of data (x, y) in a linear plot `p` showing [x0, x1] x [y0, y1].
struct LinearFrame {
    sqfig::Rect p;
    double x0, x1, y0, y1;
    double px(double x) const { return p.left() + (x - x0) / (x1 - x0) * p.width; }
    double py(double y) const { return p.bottom() - (y - y0) / (y1 - y0) * p.height; }
};

// The first item whose owner ends with `what` (an artist's part: " median 2"), or null.
inline const sqfig::SceneItem* owned_by(const std::vector<const sqfig::SceneItem*>& items, const std::string& what) {
    for (const sqfig::SceneItem* it : items)
        if (it->owner.size() >= what.size() && it->owner.compare(it->owner.size() - what.size(), what.size(), what) == 0)
            return it;
    return nullptr;
}

inline std::string report(const std::vector<sqfig::Collision>& cs) {
    std::string out;
    for (const auto& c : cs) out += c.describe() + "\n";
    return out;
}

}  // namespace sqfig_test
