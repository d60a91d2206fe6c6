// The implementation of sqfig/artists/point_labels.hpp.
#include "sqfig/artists/point_labels.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <limits>
#include <optional>
#include <set>
#include <tuple>
#include <utility>
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/label_crowding.hpp"
#include "sqfig/core/quad.hpp"
#include "sqfig/core/segment_clip.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

PointLabels::PointLabels(std::vector<double> x, std::vector<double> y, std::vector<std::string> texts)
    : x_(std::move(x)), y_(std::move(y)), texts_(std::move(texts)) {
    detail::require_same_length(x_.size(), y_.size(), "point labels", "x and y");
    if (texts_.size() != x_.size())  // the texts are the labels' options, one per point (ErrorKind's rule)
        throw Error("point labels: " + std::to_string(texts_.size()) + " texts for " + std::to_string(x_.size()) +
                    " points (give one text per point)");
    for (const std::string& t : texts_) markup_.push_back(math_to_markup(t));
}

PointLabels& PointLabels::size(double pt) { size_ = detail::checked_size(pt, name() + ": font size"); return *this; }

PointLabels& PointLabels::color(Color c) { color_ = checked_color(c, name()); return *this; }

PointLabels& PointLabels::offset(double pt) {
    if (!(pt >= 0 && pt <= 1000)) throw Error(name() + ": offset must be 0 to 1000 points, not " + detail::shortest(pt));
    offset_ = pt;
    return *this;
}

PointLabels& PointLabels::repel(bool on) { repel_ = on; return *this; }

void PointLabels::validate(const Scale& xs, const Scale& ys) const {
    for (std::size_t i = 0; i < x_.size(); ++i)
        if (!std::isfinite(x_[i]) || !std::isfinite(y_[i]) || !xs.accepts(x_[i]) || !ys.accepts(y_[i]))
            throw Error(name() + ": point " + std::to_string(i) + " (" + detail::shortest(x_[i]) + ", " +
                            detail::shortest(y_[i]) + ") cannot be shown on a " + xs.name() + " x / " + ys.name() +
                            " y axis",
                        ErrorKind::data);
}

DataExtent PointLabels::extent(const Scale&, const Scale&) const {
    DataExtent e;
    for (std::size_t i = 0; i < x_.size(); ++i) {
        e.add_x(x_[i]);
        e.add_y(y_[i]);
    }
    return e;
}

void PointLabels::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    unplaced_.clear();
    if (repel_) return;  // arrange() places them
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    for (std::size_t i = 0; i < x_.size(); ++i) {
        const MeasuredText& m = f.text->measure(markup_[i], style, HAlign::left);
        SceneItem it = item(f, Footprint::text, "\"" + texts_[i] + "\"");
        it.data_anchored = true;
        it.anchor = f.to_page(x_[i], y_[i]);
        it.payload = place_text(m, {it.anchor.x + offset_, it.anchor.y - offset_}, HAlign::left, VAlign::bottom, 0,
                             color_ ? *color_ : f.style->text_color);
        out.push_back(std::move(it));
    }
}

namespace {

// The page distance from `p` to the box `b` (0 inside it).
// How far p lies beside the box b along x and along y (0 within its span).
std::pair<double, double> gaps(Point p, const Rect& b) {
    return {std::max({b.left() - p.x, 0.0, p.x - b.right()}), std::max({b.top() - p.y, 0.0, p.y - b.bottom()})};
}

double distance_to(Point p, const Rect& b) {
    const auto [dx, dy] = gaps(p, b);
    return std::hypot(dx, dy);
}

// distance_to(p, b) > limit, without the square root when one side alone is
// further (hypot is never below the larger of its sides).
bool further_than(Point p, const Rect& b, double limit) {
    const auto [dx, dy] = gaps(p, b);
    return std::max(dx, dy) > limit || std::hypot(dx, dy) > limit;
}

// How far from its centre a stroke leaving in the direction (ux, uy) leaves
// the marker `m`: its radius for a circle, its box's edge otherwise.
double marker_edge(const SceneMarker& m, double ux, double uy) {
    if (m.shape == MarkerShape::circle) return m.size / 2;
    const double h = m.size / 2;
    return std::min(std::abs(ux) > 1e-12 ? h / std::abs(ux) : 1e300, std::abs(uy) > 1e-12 ? h / std::abs(uy) : 1e300);
}

// The most marker_edge(m, ...) gives in any direction: the radius, or the
// half diagonal of a box.
double marker_reach(const SceneMarker& m) { return m.size / 2 * (m.shape == MarkerShape::circle ? 1 : std::sqrt(2.0)); }

// The directions (page angles, atan2 of dy, dx) from a point p in which a
// straight line from radius `from` out to radius `to` surely meets one of
// the segments added: each segment's part between the two circles sweeps
// an arc of directions, narrowed by a margin, so that a line in one crosses
// the segment well inside both (a leader test of it says "meets" with room
// to spare). A leader to a place beyond `to` in one of them is blocked.
class BlockedDirections {
public:
    BlockedDirections(Point p, double from, double to) : p_(p), from_(from), to_(to) {}
    void add(Point q0, Point q1) {
        const double vx = q1.x - q0.x, vy = q1.y - q0.y, wx = q0.x - p_.x, wy = q0.y - p_.y;
        const double a = vx * vx + vy * vy, b = wx * vx + wy * vy, c = wx * wx + wy * wy;
        if (!(a > 0)) return;
        // |q0 + t v - p|^2 = r^2: the t where the segment's line meets the circle of radius r.
        auto crossings = [&](double r) -> std::optional<std::pair<double, double>> {
            const double disc = b * b - a * (c - r * r);
            if (disc < 0) return std::nullopt;
            const double root = std::sqrt(disc);
            return std::pair<double, double>{(-b - root) / a, (-b + root) / a};
        };
        const auto outer = crossings(to_);
        if (!outer) return;
        const double t0 = std::max(0.0, outer->first), t1 = std::min(1.0, outer->second);
        if (!(t0 < t1)) return;
        const auto inner = crossings(from_);
        if (!inner) return sweep(q0, vx, vy, t0, t1);
        sweep(q0, vx, vy, t0, std::min(t1, inner->first));
        sweep(q0, vx, vy, std::max(t0, inner->second), t1);
    }
    // Sorted and merged: call once, after the last add().
    void finish() {
        std::sort(arcs_.begin(), arcs_.end());
        std::vector<std::pair<double, double>> merged;
        for (const auto& arc : arcs_) {
            if (!merged.empty() && arc.first <= merged.back().second) merged.back().second = std::max(merged.back().second, arc.second);
            else merged.push_back(arc);
        }
        arcs_ = std::move(merged);
    }
    bool covers_all() const { return arcs_.size() == 1 && arcs_[0].first <= -pi && arcs_[0].second >= pi; }
    bool covers(double angle) const {
        if (covers_all()) return true;
        auto it = std::upper_bound(arcs_.begin(), arcs_.end(), std::pair<double, double>{angle, 1e300});
        return it != arcs_.begin() && angle < std::prev(it)->second && angle > std::prev(it)->first;
    }

private:
    static constexpr double pi = 3.14159265358979323846, margin = 1e-6;  // radians
    // The arc the part t in [ta, tb] of the segment q0 + t v sweeps (under pi: it keeps off p).
    void sweep(Point q0, double vx, double vy, double ta, double tb) {
        if (!(ta < tb)) return;
        const double a0 = std::atan2(q0.y + ta * vy - p_.y, q0.x + ta * vx - p_.x);
        const double a1 = std::atan2(q0.y + tb * vy - p_.y, q0.x + tb * vx - p_.x);
        double turn = a1 - a0;
        if (turn > pi) turn -= 2 * pi;
        if (turn < -pi) turn += 2 * pi;
        double lo = std::min(a0, a0 + turn) + margin, hi = std::max(a0, a0 + turn) - margin;
        if (!(lo < hi)) return;
        if (hi > pi) {  // across the cut at +-pi: two arcs
            arcs_.push_back({lo, pi});
            arcs_.push_back({-pi, hi - 2 * pi});
        } else if (lo < -pi) {
            arcs_.push_back({-pi, hi});
            arcs_.push_back({lo + 2 * pi, pi});
        } else {
            arcs_.push_back({lo, hi});
        }
    }
    Point p_;
    double from_, to_;
    std::vector<std::pair<double, double>> arcs_;
};

// The x extent of the part of the segment ab whose y lies in [y0, y1], or
// nothing when ab does not reach that band (a horizontal ab counts whole:
// the caller chose the band by its y). The buckets and the marker rows walk
// a leader band by band with it.
std::optional<std::pair<double, double>> x_extent_in_band(Point a, Point b, double y0, double y1) {
    double t0 = 0, t1 = 1;
    const double dx = b.x - a.x, dy = b.y - a.y;
    if (dy != 0) {
        t0 = std::max(0.0, std::min((y0 - a.y) / dy, (y1 - a.y) / dy));
        t1 = std::min(1.0, std::max((y0 - a.y) / dy, (y1 - a.y) / dy));
        if (t0 > t1) return std::nullopt;
    }
    const double xa = a.x + t0 * dx, xb = a.x + t1 * dx;
    return std::pair<double, double>{std::min(xa, xb), std::max(xa, xb)};
}

thread_local bool scan_all = false;  // detail::repel_scan_all()
thread_local std::size_t last_tests = 0;  // detail::repel_last_tests()
thread_local std::size_t last_pair_tests = 0;  // detail::repel_last_pair_tests()

// A uniform grid of square buckets over a rectangle: each bucket lists the
// ids of the things whose box meets it (a box outside the rectangle goes to
// the edge buckets). visit() calls f(id) once for each id in the buckets a
// box meets, in no promised order, until f returns true; callers ask only
// "does any of them hit?", so the answer does not depend on the order.
class Buckets {
public:
    Buckets(const Rect& area, double cell, std::size_t things)
        : area_(area), cell_(cell), cols_(count(area.width, cell)), rows_(count(area.height, cell)),
          cells_(static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_)), seen_(things, 0) {}
    void add(std::size_t id, const Rect& box) {
        const auto [c0, r0, c1, r1] = span(box);
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c) cells_[index(c, r)].push_back(id);
    }
    // The segment ab: only into the buckets it passes through (a long line
    // across the plot would otherwise fill the buckets of its whole box).
    void add_segment(std::size_t id, Point a, Point b) {
        const auto [c0, r0, c1, r1] = span(Rect::from_edges(std::min(a.x, b.x), std::min(a.y, b.y),
                                                            std::max(a.x, b.x), std::max(a.y, b.y)));
        const bool few = (c1 - c0 + 1) * (r1 - r0 + 1) <= 4;
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c) {
                // The bucket's box, grown by a hair and opened to the outside
                // at the grid's edges (which hold what lies beyond them).
                const double eps = 1e-6 * (1 + cell_);
                // (Edges, not a Rect: see clip_segment. A Rect from -1e300
                // lost every segment of the first row and column.)
                constexpr double open = std::numeric_limits<double>::infinity();
                const double l = c == 0 ? -open : area_.left() + c * cell_ - eps;
                const double t = r == 0 ? -open : area_.top() + r * cell_ - eps;
                const double rr = c == cols_ - 1 ? open : area_.left() + (c + 1) * cell_ + eps;
                const double bb = r == rows_ - 1 ? open : area_.top() + (r + 1) * cell_ + eps;
                const auto part = detail::clip_segment(a, b, l, t, rr, bb, false);
                if (few || (part && part->t1 > part->t0 && (a.x != b.x || a.y != b.y))) cells_[index(c, r)].push_back(id);
            }
    }
    void grow(std::size_t things) { seen_.resize(std::max(seen_.size(), things), 0); }
    void clear() {
        for (auto& c : cells_) c.clear();
    }
    template <class F>
    bool visit(const Rect& box, F&& f) {
        next_stamp();
        const auto [c0, r0, c1, r1] = span(box);
        for (int r = r0; r <= r1; ++r)
            if (visit_row(r, c0, c1, f)) return true;
        return false;
    }
    // The same for the segment ab: the buckets of its box that it passes
    // through (a hair wider), and those that the box `near_a` meets. A long
    // leader's box holds many buckets, and the marks in them, it never meets.
    template <class F>
    bool visit_segment(Point a, Point b, const Rect& near_a, F&& f) {
        next_stamp();
        const auto [c0, r0, c1, r1] = span(Rect::from_edges(std::min(a.x, b.x), std::min(a.y, b.y),
                                                            std::max(a.x, b.x), std::max(a.y, b.y)));
        // All of near_a's buckets: a mark round the start may lie on the
        // far side of a bucket's edge from the segment.
        const auto [n0, m0, n1, m1] = span(near_a);
        for (int r = m0; r <= m1; ++r)
            if (visit_row(r, n0, n1, f)) return true;
        const double eps = 1e-6 * (1 + cell_);
        for (int r = r0; r <= r1; ++r) {
            // The part of ab inside this row of buckets (opened to the
            // outside at the grid's edges, as add_segment's).
            const double y0 = r == 0 ? -1e300 : area_.top() + r * cell_ - eps;
            const double y1 = r == rows_ - 1 ? 1e300 : area_.top() + (r + 1) * cell_ + eps;
            const auto xs = x_extent_in_band(a, b, y0, y1);
            if (!xs) continue;
            const int lo = std::max(c0, clamp_col(xs->first - eps)), hi = std::min(c1, clamp_col(xs->second + eps));
            if (visit_row(r, lo, hi, f)) return true;
        }
        return false;
    }

private:
    void next_stamp() {
        if (++stamp_ == 0) {  // wrapped: forget every mark
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
    }
    template <class F>
    bool visit_row(int r, int c0, int c1, F& f) {
        for (int c = c0; c <= c1; ++c)
            for (const std::size_t id : cells_[index(c, r)]) {
                if (seen_[id] == stamp_) continue;
                seen_[id] = stamp_;
                if (f(id)) return true;
            }
        return false;
    }
    static int count(double length, double cell) {
        return std::clamp(static_cast<int>(std::ceil(length / cell)), 1, 4096);
    }
    std::size_t index(int c, int r) const {
        return static_cast<std::size_t>(r) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(c);
    }
    int clamp_col(double x) const {
        const double v = std::floor((x - area_.left()) / cell_);
        return v < 0 ? 0 : v >= cols_ - 1 ? cols_ - 1 : static_cast<int>(v);
    }
    int clamp_row(double y) const {
        const double v = std::floor((y - area_.top()) / cell_);
        return v < 0 ? 0 : v >= rows_ - 1 ? rows_ - 1 : static_cast<int>(v);
    }
    // The buckets a box meets (its edges included, a hair wider: a box that
    // touches a bucket's edge is in both).
    std::array<int, 4> span(const Rect& b) const {
        const double eps = 1e-6 * (1 + cell_);
        return {clamp_col(b.left() - eps), clamp_row(b.top() - eps), clamp_col(b.right() + eps),
                clamp_row(b.bottom() + eps)};
    }
    Rect area_;
    double cell_;
    int cols_, rows_;
    std::vector<std::vector<std::size_t>> cells_;
    std::vector<unsigned> seen_;
    unsigned stamp_ = 0;
};

// Markers by rows of the plot, 4 points high, each row's boxes sorted by
// their left edge: a query reads only the boxes whose x span meets its own,
// in the rows it meets. A 12-point bucket of a dense cluster or of a line
// of thousands of points holds hundreds of markers, and a query that missed
// them all (a label beside them) read every one.
class MarkerRows {
public:
    explicit MarkerRows(const Rect& area)
        : top_(area.top()), height_(std::max(4.0, area.height / 4096)), rows_(row_count(area.height / height_)),
          widest_(rows_.size(), 0) {}
    void add(std::size_t id, const Rect& box) {
        for (std::size_t r = row_of(box.top() - eps()); r <= row_of(box.bottom() + eps()); ++r)
            rows_[r].push_back({box.left(), box.right(), id});
    }
    void finish() {
        for (std::size_t r = 0; r < rows_.size(); ++r) {
            std::sort(rows_[r].begin(), rows_[r].end(), [](const Entry& a, const Entry& b) { return a.left < b.left; });
            for (const Entry& e : rows_[r]) widest_[r] = std::max(widest_[r], e.right - e.left);
        }
    }
    // f(id) for the boxes meeting the box b (a hair wider), until f returns
    // true; a box in several rows may be given more than once.
    template <class F>
    bool visit(const Rect& b, F&& f) const {
        for (std::size_t r = row_of(b.top() - eps()); r <= row_of(b.bottom() + eps()); ++r)
            if (visit_row(r, b.left() - eps(), b.right() + eps(), f)) return true;
        return false;
    }
    // The same for the boxes the segment ab may meet: in each row, those
    // within the x span of the part of ab inside it.
    template <class F>
    bool visit_segment(Point a, Point b, F&& f) const {
        for (std::size_t r = row_of(std::min(a.y, b.y) - eps()); r <= row_of(std::max(a.y, b.y) + eps()); ++r) {
            // The part of ab inside this row, opened to the outside at the edges.
            const double y0 = r == 0 ? -1e300 : top_ + static_cast<double>(r) * height_ - eps();
            const double y1 = r + 1 == rows_.size() ? 1e300 : top_ + static_cast<double>(r + 1) * height_ + eps();
            const auto xs = x_extent_in_band(a, b, y0, y1);
            if (xs && visit_row(r, xs->first - eps(), xs->second + eps(), f)) return true;
        }
        return false;
    }

private:
    struct Entry {
        double left, right;
        std::size_t id;
    };
    template <class F>
    bool visit_row(std::size_t r, double x0, double x1, F& f) const {
        const std::vector<Entry>& row = rows_[r];
        auto e = std::lower_bound(row.begin(), row.end(), x0 - widest_[r],
                                  [](const Entry& en, double x) { return en.left < x; });
        for (; e != row.end() && e->left <= x1; ++e)
            if (e->right >= x0 && f(e->id)) return true;
        return false;
    }
    double eps() const { return 1e-6 * (1 + height_); }
    static std::size_t row_count(double rows) {
        return rows > 1 ? static_cast<std::size_t>(std::ceil(std::min(rows, 4096.0))) : 1;
    }
    std::size_t row_of(double y) const {
        const double v = std::floor((y - top_) / height_);
        return v < 0 || std::isnan(v) ? 0 : v >= double(rows_.size() - 1) ? rows_.size() - 1 : static_cast<std::size_t>(v);
    }
    double top_, height_;
    std::vector<std::vector<Entry>> rows_;
    std::vector<double> widest_;
};

// What repelled labels keep off, split into parts a query can find through
// the buckets: each marker, each segment and lone point of a line (a
// scatter's or a line's item, Footprint::segments, not filled), and every
// other mark (a bar, a band, a filled shape, an image) whole. Each part is
// judged by the same test the collision check applies to its item
// (detail::text_hits_mark, stroke_crosses_mark, stroke_crosses_body), on
// that part only; with detail::repel_scan_all() every part is tested, not
// only those in the buckets a query meets (the same answers, slower).
class Obstacles {
public:
    Obstacles(const std::vector<SceneItem>& marks, const std::vector<std::size_t>& which, const Rect& area)
        : marks_(marks), buckets_(area, 12, 0), markers_(area) {
        for (const std::size_t j : which) add_item(j);
        buckets_.grow(parts_.size());
        for (std::size_t k = 0; k < parts_.size(); ++k) {
            const Part& p = parts_[k];
            if (p.kind == Part::segment || p.kind == Part::closing) buckets_.add_segment(k, p.a, p.b);
            else if (p.kind == Part::marker) markers_.add(k, p.box);
            else buckets_.add(k, p.box);
        }
        markers_.finish();
    }
    // Does a label's box `clear` (already grown by its clearance) touch a mark?
    bool box_hits(const Rect& clear) {
        const Quad q = Quad::from_rect(clear);
        return any(clear, [&](const Part& p) {
            const SceneItem& m = marks_[p.item];
            switch (p.kind) {
                case Part::whole: return detail::text_hits_mark(q, m, 0);
                case Part::marker: return q.intersects(p.box, 0);
                case Part::lone_point: return clear.contains(p.a);
                case Part::segment:
                    if (clipped_length(p.a, p.b, clear) <= 0) return false;
                    if (!m.clip) return true;
                    {
                        const Rect both = detail::overlap_rect(clear, *m.clip);
                        return !both.empty() && clipped_length(p.a, p.b, both) > 0;
                    }
                case Part::closing: return false;  // a text meets a polygon's sides but the last
            }
            return false;
        });
    }
    // What the leader ab meets: 2 a mark it may not cross (a bar, a filled
    // box, an image) or a marker it starts within 1 point of (it leaves its
    // own marker 1 point past the edge: so no other seems to be its point);
    // 1 only markers or lines (allowed, not preferred); 0 nothing.
    int leader_hits(Point a, Point b) {
        constexpr double start_gap = 1 - 1e-9;
        int worst = 0;
        // A part can only hit where it meets the segment, or within
        // start_gap of a (a marker the leader starts in).
        auto judge = [&](const Part& p) {
            const SceneItem& m = marks_[p.item];
            int hit = 0;
            switch (p.kind) {
                case Part::whole:
                    hit = detail::stroke_crosses_body(a, b, m, 0) || detail::inside_a_marker(a, m, -start_gap) ? 2
                          : detail::stroke_crosses_mark(a, b, m, 0)                                 ? 1
                                                                                                    : 0;
                    break;
                case Part::marker: {
                    // Within start_gap of its box (for 2), or across it (for
                    // 1, moot once worst is 1): the rest of a crowd of
                    // markers costs two box tests each.
                    const bool near_a = p.box.inflated(start_gap).contains(a);
                    if (!near_a && (worst >= 1 || clipped_length(a, b, p.box) <= 0)) break;
                    SceneMarker mk;
                    mk.center = p.a;
                    mk.size = p.size;
                    mk.shape = p.shape;
                    if ((!m.clip || m.clip->contains(a)) && detail::inside_marker(a, mk, -start_gap)) hit = 2;
                    else if (m.clip && clipped_length(a, b, *m.clip) <= 0) hit = 0;
                    else hit = detail::stroke_crosses_marker(a, b, mk, 0);
                    break;
                }
                case Part::lone_point: break;
                case Part::segment:
                case Part::closing:
                    if (worst >= 1) break;  // a line never makes it 2
                    hit = (!m.clip || clipped_length(a, b, *m.clip) > 0) && detail::segments_cross(a, b, p.a, p.b);
                    break;
            }
            worst = std::max(worst, hit);
            return worst == 2;
        };
        const Rect near_a{a.x - 1, a.y - 1, 2, 2};
        if (scan_all) {
            for (const Part& p : parts_)
                if (judge(p)) break;
            return worst;
        }
        // The other marks along the leader, then the markers near its start
        // (the only ones that can make it 2), then, while it meets nothing,
        // any marker it crosses: the highest answer of any part, as a scan
        // of them all gives.
        auto judge_id = [&](std::size_t k) { return judge(parts_[k]); };
        if (buckets_.visit_segment(a, b, near_a, judge_id)) return worst;
        if (markers_.visit(near_a, judge_id)) return worst;
        if (worst == 0)
            markers_.visit_segment(a, b, [&](std::size_t k) {
                judge(parts_[k]);
                return worst >= 1;
            });
        return worst;
    }

private:
    struct Part {
        enum Kind { whole, marker, lone_point, segment, closing } kind;
        std::size_t item;
        Point a, b;  // a marker's centre; a lone point; a segment's ends
        double size = 0;
        MarkerShape shape = MarkerShape::circle;
        Rect box;  // what the buckets hold: the item's or the marker's box, the point
    };
    void add_item(std::size_t j) {
        const SceneItem& m = marks_[j];
        const bool line = m.footprint == Footprint::segments && !(m.payload.path() && m.payload.path()->closed && m.payload.path()->fill);
        if (!line) {
            parts_.push_back({Part::whole, j, {}, {}, 0, MarkerShape::circle, m.bounds()});
            return;
        }
        // Markers drawn more than once at one place (points that coincide)
        // give the same answers: one part each, or every query near them
        // costs as many tests as there are copies.
        std::vector<std::tuple<double, double, double, int>> seen;
        for_each_marker(m, [&](const SceneMarker& mk) {
            seen.emplace_back(mk.center.x, mk.center.y, mk.size, static_cast<int>(mk.shape));
        });
        std::sort(seen.begin(), seen.end());
        seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        for (const auto& [x, y, size, shape] : seen) {
            SceneMarker mk;
            mk.center = {x, y};
            mk.size = size;
            mk.shape = static_cast<MarkerShape>(shape);
            parts_.push_back({Part::marker, j, mk.center, {}, mk.size, mk.shape, mk.box()});
        }
        if (!m.payload.path()) return;
        const ScenePath& path = *m.payload.path();
        for_each_run(path, [&](const Point* first, const Point* last) {
            if (last - first == 1) parts_.push_back({Part::lone_point, j, *first, {}, 0, MarkerShape::circle, {first->x, first->y, 0, 0}});
            for (const Point* q = first; q + 1 < last; ++q)
                parts_.push_back({Part::segment, j, q[0], q[1], 0, MarkerShape::circle, {}});
            if (path.closed && last - first > 2)
                parts_.push_back({Part::closing, j, last[-1], first[0], 0, MarkerShape::circle, {}});
        });
    }
    // Does f say true of a part the box meets (every part, with
    // repel_scan_all())?
    template <class F>
    bool any(const Rect& box, F&& f) {
        if (scan_all) {
            for (const Part& p : parts_)
                if (f(p)) return true;
            return false;
        }
        auto f_id = [&](std::size_t k) { return f(parts_[k]); };
        return buckets_.visit(box, f_id) || markers_.visit(box, f_id);
    }
    const std::vector<SceneItem>& marks_;
    std::vector<Part> parts_;
    Buckets buckets_;   // the parts but markers
    MarkerRows markers_;
};

}  // namespace

namespace detail {
bool& repel_scan_all() { return scan_all; }
std::size_t repel_last_tests() { return last_tests; }
std::size_t repel_last_pair_tests() { return last_pair_tests; }
}  // namespace detail

const std::vector<std::size_t>& PointLabels::unplaced() const { return unplaced_; }

void PointLabels::arrange(std::vector<SceneItem>& marks, const std::vector<AxesFrame>& bands) const {
    std::vector<std::size_t> nowhere;  // left out by every band so far (each band leaves out the others' points)
    for (std::size_t k = 0; k < bands.size(); ++k) {
        arrange(marks, bands[k]);
        if (k == 0) {
            nowhere = unplaced_;
            continue;
        }
        std::vector<std::size_t> still;
        std::set_intersection(nowhere.begin(), nowhere.end(), unplaced_.begin(), unplaced_.end(),
                              std::back_inserter(still));
        nowhere = std::move(still);
    }
    unplaced_ = std::move(nowhere);
}

void PointLabels::arrange(std::vector<SceneItem>& marks, const AxesFrame& f) const {
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    const std::size_t n = x_.size();
    last_pair_tests = 0;
    const double d = std::max(offset_, 1.0), far = 2.5 * d, reach = std::max(25 * d, 80.0);
    constexpr double gap = 1;  // between a leader's ends and the marker and the label
    const Rect inside = f.plot.inflated(-1);
    std::vector<Point> at(n);
    std::vector<const MeasuredText*> text(n);
    for (std::size_t i = 0; i < n; ++i) {
        at[i] = f.to_page(x_[i], y_[i]);
        text[i] = &f.text->measure(markup_[i], style, HAlign::center);
    }
    // What the labels keep off: the marks and the texts the axes drew so far.
    std::vector<std::size_t> obstacles, texts;
    for (std::size_t j = 0; j < marks.size(); ++j) {
        if (is_mark(marks[j].footprint)) obstacles.push_back(j);
        else if (marks[j].footprint == Footprint::text && marks[j].payload.text()) texts.push_back(j);
    }
    Obstacles marks_in(marks, obstacles, f.plot);
    std::vector<Quad> text_quads;
    for (const std::size_t j : texts) text_quads.push_back(marks[j].payload.text()->quad());
    // The biggest marker drawn within half a point of each point (its
    // centre may be snapped): a leader starts at its edge.
    std::vector<SceneMarker> markers;
    for (const std::size_t j : obstacles) for_each_marker(marks[j], [&](const SceneMarker& m) { markers.push_back(m); });
    std::stable_sort(markers.begin(), markers.end(),
                     [](const SceneMarker& a, const SceneMarker& b) { return a.center.x < b.center.x; });
    // Copies at one place (coincident points) change nothing below.
    markers.erase(std::unique(markers.begin(), markers.end(),
                              [](const SceneMarker& a, const SceneMarker& b) {
                                  return a.center.x == b.center.x && a.center.y == b.center.y && a.size == b.size &&
                                         a.shape == b.shape;
                              }),
                  markers.end());
    auto marker_on = [&](Point p) -> const SceneMarker* {
        const SceneMarker* found = nullptr;
        auto it = std::lower_bound(markers.begin(), markers.end(), p.x - 0.5,
                                   [](const SceneMarker& m, double x) { return m.center.x < x; });
        for (; it != markers.end() && it->center.x <= p.x + 0.5; ++it)
            if (std::abs(it->center.y - p.y) <= 0.5 && (!found || it->size > found->size)) found = &*it;
        return found;
    };
    // Each point's marker, found once (points on one vertical line share
    // the x window above: a search per leader would cost O(n)).
    std::vector<const SceneMarker*> marker_of(n);
    std::vector<double> marker_off(n, 0);  // how far the marker's centre is from the point
    for (std::size_t i = 0; i < n; ++i) {
        marker_of[i] = marker_on(at[i]);
        if (const SceneMarker* m = marker_of[i]) marker_off[i] = std::hypot(m->center.x - at[i].x, m->center.y - at[i].y);
    }
    // The leader from the point `i` to `gap` points short of the box `b`, from
    // `gap` points past the edge of the point's marker (or the point).
    auto leader_of = [&](std::size_t i, const Rect& b) {
        const Point p = at[i], c = b.center();
        const double dx = c.x - p.x, dy = c.y - p.y, len = std::hypot(dx, dy);
        const double ux = len > 0 ? dx / len : 0, uy = len > 0 ? dy / len : -1;
        const double t = std::min(std::abs(dx) > 1e-12 ? (b.width / 2 + gap) / std::abs(dx) : 1e300,
                                  std::abs(dy) > 1e-12 ? (b.height / 2 + gap) / std::abs(dy) : 1e300);
        const SceneMarker* m = marker_of[i];
        const double from = (m ? marker_off[i] + marker_edge(*m, ux, uy) : 0) + gap;
        return std::pair<Point, Point>{{p.x + ux * from, p.y + uy * from}, {c.x - dx * t, c.y - dy * t}};
    };
    // Away from the crowd: for a point with neighbours (other points within
    // 30 points; their count orders the crowded first, below), the direction
    // from the centre of the points within 60 points to it.
    std::vector<std::optional<double>> outward(n);
    std::vector<int> neighbours(n, 0);
    const std::vector<detail::Crowding> crowds = detail::crowding(at, 30, 60);
    for (std::size_t i = 0; i < n; ++i) {
        const detail::Crowding& c = crowds[i];
        neighbours[i] = c.near;
        if (c.around == 0 || c.near == 0) continue;
        const double dx = at[i].x - c.sum_x / c.around, dy = at[i].y - c.sum_y / c.around;
        if (std::hypot(dx, dy) > 1e-9) outward[i] = std::atan2(-dy, dx);  // page y down
    }
    // The places a label of w x h may take around p, nearest first, with their
    // distance: rings of 16, then 32, then 64 directions (counter-clockwise from
    // up-right, or in a crowd outward first, then alternately either side)
    // every offset out to
    // `reach`, then a grid over the whole plot by distance (made only when a
    // label gets that far, once per label). The same order every time
    // (deterministic). visit_candidates calls f(box, distance, rank, ray) until
    // it returns true; rank counts the places in this order; ray numbers the
    // direction of a ring's place among 64 (a place of a later ring in the
    // same direction lies further along the same ray from p), -1 on the
    // grid. `to_grid()` says whether to go on to the grid.
    bool look_outward = false;  // the order of directions in a crowd, set per attempt (below)
    std::vector<std::vector<std::pair<double, Rect>>> far_grid(n);
    std::vector<char> far_grid_made(n, 0);
    auto visit_candidates = [&](std::size_t i, auto&& f, auto&& to_grid) {
        const Point p = at[i];
        const double w = text[i]->width, h = text[i]->height;
        std::size_t rank = 0;
        // Each ray's direction, found once a call (a ray's angle is the same
        // double in every ring: k / 16 == 2k / 32 exactly).
        std::array<std::pair<double, double>, 64> unit;
        std::array<bool, 64> unit_made{};
        for (int ring = 1; ring * d <= reach + 1e-9; ++ring) {
            const double r = ring * d;
            const int directions = ring <= 4 ? 16 : ring <= 8 ? 32 : 64;
            for (int k = 0; k < directions; ++k) {
                // Alone: counter-clockwise from up-right. In a crowd: outward
                // first, then alternately either side of it.
                const int turn = k % 2 ? (k + 1) / 2 : -(k / 2);
                const int ray = ((look_outward && outward[i] ? turn : k) * (64 / directions) + 64) % 64;
                if (!unit_made[ray]) {
                    const double a = look_outward && outward[i] ? *outward[i] + 2 * 3.14159265358979323846 * turn / directions
                                                : 3.14159265358979323846 * (0.25 + 2.0 * k / directions);
                    unit[ray] = {std::cos(a), -std::sin(a)};  // page y down
                    unit_made[ray] = true;
                }
                const auto [ux, uy] = unit[ray];
                // The box's centre so that its nearest edge is r points from p along (ux, uy).
                const double t = std::min(std::abs(ux) > 1e-12 ? (w / 2) / std::abs(ux) : 1e300,
                                          std::abs(uy) > 1e-12 ? (h / 2) / std::abs(uy) : 1e300);
                if (f(Rect{p.x + ux * (r + t) - w / 2, p.y + uy * (r + t) - h / 2, w, h}, r, rank++, ray)) return;
            }
        }
        if (!to_grid()) return;
        if (!far_grid_made[i]) {
            far_grid_made[i] = 1;
            const double step = std::max(h / 2, 2.0);
            for (double y = inside.top(); y + h <= inside.bottom(); y += step)
                for (double x = inside.left(); x + w <= inside.right(); x += step) {
                    const Rect b{x, y, w, h};
                    const double r = distance_to(p, b);
                    if (r > reach) far_grid[i].push_back({r, b});
                }
            std::stable_sort(far_grid[i].begin(), far_grid[i].end(),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
        }
        for (const auto& g : far_grid[i])
            if (f(g.second, g.first, rank++, -1)) return;
    };
    // Where each label is (none: not placed) and its leader, if any; the
    // buckets hold each placed label (id i, grown by 1 point) and leader (n + i).
    struct Placement {
        std::vector<std::optional<Rect>> box;
        std::vector<std::optional<std::pair<Point, Point>>> leader;
        std::size_t failed() const { return static_cast<std::size_t>(std::count(box.begin(), box.end(), std::nullopt)); }
    };
    Buckets placed(f.plot, 12, 2 * n);
    std::size_t work = 0, tests = 0;  // see work_budget below
    auto placed_any = [&](const Placement& pl, const Rect& r, auto&& hit) {
        // The index's tests count in both modes (a budget reads them), so
        // testing every obstacle instead gives the same placement.
        const bool found = placed.visit(r, [&](std::size_t k) { return ++tests, hit(k); });
        if (!scan_all) return found;
        for (std::size_t k = 0; k < 2 * n; ++k)
            if ((k < n ? pl.box[k].has_value() : pl.leader[k - n].has_value()) && hit(k)) return true;
        return false;
    };
    // The same for what the leader l0 l1 may meet: the buckets it passes
    // through, not every bucket of its box (a long slanted leader's box
    // holds many labels it never meets).
    auto placed_on_leader = [&](const Placement& pl, Point l0, Point l1, auto&& hit) {
        const bool found = placed.visit_segment(l0, l1, Rect{l0.x, l0.y, 0, 0}, [&](std::size_t k) { return ++tests, hit(k); });
        if (!scan_all) return found;
        for (std::size_t k = 0; k < 2 * n; ++k)
            if ((k < n ? pl.box[k].has_value() : pl.leader[k - n].has_value()) && hit(k)) return true;
        return false;
    };
    // Does the box `clear` (a label's, grown by 1 point) meet the placed label
    // k (k < n) or leader (k - n)? Does the leader l0 l1 meet one? A label
    // taken out (repair(), below) meets nothing: the buckets may still list it.
    auto box_meets = [&](const Placement& pl, std::size_t k, const Rect& clear) {
        if (k < n) return pl.box[k] && clear.intersects(*pl.box[k]);
        return pl.leader[k - n] && clipped_length(pl.leader[k - n]->first, pl.leader[k - n]->second, clear) > 0;
    };
    auto leader_meets = [&](const Placement& pl, std::size_t k, Point l0, Point l1) {
        if (k < n) return pl.box[k] && clipped_length(l0, l1, pl.box[k]->inflated(1)) > 0;
        return pl.leader[k - n] && detail::segments_cross(l0, l1, pl.leader[k - n]->first, pl.leader[k - n]->second);
    };
    auto put = [&](Placement& pl, std::size_t i, const Rect& b, const std::optional<std::pair<Point, Point>>& line) {
        pl.box[i] = b;
        pl.leader[i] = line;
        placed.add(i, b.inflated(1));
        if (line) placed.add_segment(n + i, line->first, line->second);
    };
    // How clean the box `b` is for label i against what stays put: 0 not (out
    // of the plot, on a text or mark, or with a leader that starts in a
    // marker or crosses a text or a bar); 1 with a leader across markers or
    // lines; 2 clean. The leader, when it needs one.
    using Leader = std::optional<std::pair<Point, Point>>;
    auto against_marks = [&](std::size_t i, const Rect& b) -> std::pair<int, Leader> {
        if (!inside.contains(b)) return {0, {}};
        const Rect clear = b.inflated(1);
        const Quad q = Quad::from_rect(clear);
        for (const Quad& t : text_quads)
            if (q.intersects(t, 0)) return {0, {}};
        if (marks_in.box_hits(clear)) return {0, {}};
        if (!further_than(at[i], b, far)) return {2, {}};
        const std::pair<Point, Point> line = leader_of(i, b);
        for (const Quad& t : text_quads)
            if (clipped_length(line.first, line.second, t.bounds().inflated(1)) > 0) return {0, {}};
        return {2 - marks_in.leader_hits(line.first, line.second), line};
    };
    // What against_marks said of label i's places, by rank in
    // visit_candidates' order (one list per order of directions; -1: not
    // asked yet). The marks and texts stay put while the labels are arranged,
    // so each place is judged against them once, however many attempts and
    // exchanges visit it (the leader is cheap to draw again).
    constexpr std::size_t no_rank = static_cast<std::size_t>(-1);
    std::vector<std::array<std::vector<signed char>, 2>> judged(n);
    auto against_marks_at = [&](std::size_t i, const Rect& b, std::size_t rank) -> std::pair<int, Leader> {
        if (rank == no_rank || scan_all) return against_marks(i, b);
        std::vector<signed char>& memo = judged[i][look_outward && outward[i] ? 1 : 0];
        if (rank < memo.size() && memo[rank] >= 0) {
            const int clean = memo[rank];
            if (clean == 0 || !further_than(at[i], b, far)) return {clean, {}};
            return {clean, leader_of(i, b)};
        }
        std::pair<int, Leader> judged_now = against_marks(i, b);
        if (rank >= memo.size()) memo.resize(rank + 1, -1);
        memo[rank] = static_cast<signed char>(judged_now.first);
        return judged_now;
    };
    // The same, and 0 on a label or leader placed in `pl` (box or leader).
    // Places evaluated, and labels and leaders tested against, so far: the
    // extra attempts below stop past a budget of places, the exchanges past
    // one of tests (counts, so the result is the same on every machine). 100
    // labels at one point, most of which try every place of the plot, took
    // seconds in exchanges for no label placed: the leaders fanning out of
    // the point all pass its buckets, and each place is tested against them all.
    constexpr std::size_t work_budget = 800000, test_budget = 1000000;
    // (`leader_blocked`, if given, says whether the leader met a placed label or leader.)
    auto evaluate = [&](std::size_t i, const Rect& b, const Placement& pl, std::size_t rank,
                        bool* leader_blocked = nullptr) -> std::pair<int, Leader> {
        ++work;
        // The placed labels and leaders first: in a crowd they turn most
        // places down, and against_marks' first look at a place (its leader
        // across a crowd of markers) costs more.
        const Rect clear = b.inflated(1);
        if (placed_any(pl, clear, [&](std::size_t k) { return box_meets(pl, k, clear); })) return {0, {}};
        if (further_than(at[i], b, far)) {  // it needs a leader (against_marks draws the same)
            const std::pair<Point, Point> line = leader_of(i, b);
            const Point l0 = line.first, l1 = line.second;  // not a structured binding: the lambda captures them
            if (placed_on_leader(pl, l0, l1, [&](std::size_t k) { return leader_meets(pl, k, l0, l1); })) {
                if (leader_blocked) *leader_blocked = true;
                return {0, {}};
            }
        }
        const std::pair<int, Leader> fixed = against_marks_at(i, b, rank);
        if (fixed.first == 0) return {0, {}};
        return fixed;
    };
    // Places label i at the first of its candidates that is clean against
    // `pl` (evaluate() 2); the first with a leader across markers or lines (1)
    // only when no clean one comes within 2 offsets further. False when none is.
    // Labels that found no place since the last time one was taken out, by
    // what decides their places (the point, the box's size, the order of
    // directions): a later one with the same finds none either, since
    // placing labels only adds obstacles. A crowd of labels at one point
    // would otherwise each try every place of the plot.
    std::set<std::array<double, 5>> no_place;
    auto place_key = [&](std::size_t i) {
        const double direction = look_outward && outward[i] ? *outward[i] : 1e300;
        return std::array<double, 5>{at[i].x, at[i].y, text[i]->width, text[i]->height, direction};
    };
    // (attempt_staged, below:) only places further than `beyond` and at most
    // `within` from the point are tried, the whole plot's grid only when
    // `within` is unbounded; with `clean_only`, only clean places (no leader
    // across a marker or a line).
    auto place = [&](std::size_t i, Placement& pl, double within = std::numeric_limits<double>::infinity(),
                     double beyond = -1, bool clean_only = false) {
        if (!f.plot.contains(at[i])) return false;  // a point out of view keeps no label
        if (!scan_all && no_place.count(place_key(i))) return false;
        std::optional<Rect> chosen, second;
        Leader chosen_line, second_line;
        double second_at = 0;
        // The rays whose leader met a placed label or leader: the places
        // further along one have a longer leader from the same start, which
        // meets it too.
        std::array<bool, 64> ray_blocked{};
        // The grid's places all lie further than `reach` from the point: their
        // leaders all cross what the placed labels and leaders within reach
        // block (BlockedDirections) and need no other test there; when that
        // is every direction, the grid is not made.
        const SceneMarker* m = marker_of[i];
        const double from = (m ? marker_off[i] + marker_reach(*m) : 0) + gap + 0.01;
        BlockedDirections blocked(at[i], from, reach - 2);
        auto find_blocked = [&] {
            const Rect around{at[i].x - reach, at[i].y - reach, 2 * reach, 2 * reach};
            placed.visit(around, [&](std::size_t k) {
                ++tests;
                if (k < n && pl.box[k]) {
                    const Rect e = pl.box[k]->inflated(1);
                    const Point tl{e.left(), e.top()}, tr{e.right(), e.top()}, br{e.right(), e.bottom()}, bl{e.left(), e.bottom()};
                    blocked.add(tl, tr), blocked.add(tr, br), blocked.add(br, bl), blocked.add(bl, tl);
                } else if (k >= n && pl.leader[k - n]) {
                    blocked.add(pl.leader[k - n]->first, pl.leader[k - n]->second);
                }
                return false;
            });
            blocked.finish();
            return scan_all || !blocked.covers_all();
        };
        const bool anywhere = std::isinf(within);
        visit_candidates(i, [&](const Rect& b, double r, std::size_t rank, int ray) {
            if (r > within) return true;
            if (r <= beyond) return false;
            if (second && r > second_at + 2 * d) return true;
            const bool skip = ray >= 0 ? ray_blocked[static_cast<std::size_t>(ray)]
                                       : blocked.covers(std::atan2(b.center().y - at[i].y, b.center().x - at[i].x));
            bool leader_blocked = false;
            std::pair<int, Leader> judged{0, {}};
            if (!skip) {
                judged = evaluate(i, b, pl, rank, &leader_blocked);
            } else if (scan_all) {
                // The reference judges what the shortcuts skip, uncounted
                // (the budgets read the counts): were a shortcut wrong, the
                // placements would differ.
                const std::size_t evaluated = work, counted = tests;
                judged = evaluate(i, b, pl, rank);
                work = evaluated, tests = counted;
            }
            if (ray >= 0 && leader_blocked) ray_blocked[static_cast<std::size_t>(ray)] = true;
            const auto& [clean, line] = judged;
            if (clean == 2) {
                chosen = b;
                chosen_line = line;
                return true;
            }
            if (clean == 1 && !second && !clean_only) {
                second = b;
                second_line = line;
                second_at = r;
            }
            return false;
        }, [&] { return anywhere && find_blocked(); });
        if (!chosen && second) {
            chosen = second;
            chosen_line = second_line;
        }
        if (!chosen) {
            no_place.insert(place_key(i));
            return false;
        }
        put(pl, i, *chosen, chosen_line);
        return true;
    };
    // Labels in `order`, each at its first clean place.
    auto attempt = [&](const std::vector<std::size_t>& order) {
        Placement pl{std::vector<std::optional<Rect>>(n), std::vector<std::optional<std::pair<Point, Point>>>(n)};
        placed.clear();
        no_place.clear();
        for (const std::size_t i : order) place(i, pl);
        return pl;
    };
    // Clean places only (no leader across a marker or a line), given out in
    // three rounds of growing distance: every label that has one beside its
    // point (no leader) takes it first, then those with one within `reach`,
    // then the rest anywhere. In a single pass a label early in the order
    // whose point is hemmed in takes a place further out, and its leader bars
    // the near places of the labels after it (300 labels over a 6 x 4.5 in
    // plot: 192 left out, not 205 in one pass, and no leader crosses a
    // marker). Placing only adds obstacles, so a round tries only the places
    // beyond the last round's: the nearer ones were refused already.
    auto attempt_staged = [&](const std::vector<std::size_t>& order) {
        Placement pl{std::vector<std::optional<Rect>>(n), std::vector<std::optional<std::pair<Point, Point>>>(n)};
        placed.clear();
        double beyond = -1;
        for (const double within : {far, reach, std::numeric_limits<double>::infinity()}) {
            no_place.clear();  // what no_place says holds for one round's places
            for (const std::size_t i : order)
                if (!pl.box[i]) place(i, pl, within, beyond, true);
            beyond = within;
        }
        return pl;
    };
    // Where the labels of a crowd would go if they pushed each other and the
    // markers apart (ggrepel's simulation, deterministic): each label starts
    // a little outward of its point, then for a fixed number of rounds moves
    // off the labels and markers it overlaps (with a gap a leader can pass
    // through), is pulled a little back towards its point, and stays inside
    // the plot. Only a first candidate for each label: evaluate() judges it.
    // Each round tests every pair of labels: the rounds stop at 200 or at
    // 2 x 10^7 pairs tested (a count, so the same places on every machine):
    // 200 rounds up to 447 labels, 40 for 1,000, none past 6,300.
    auto simulate = [&]() {
        constexpr double pad = 2.5;  // on each side: 5 points between labels, for leaders
        std::vector<Point> c(n);
        std::vector<Rect> dots;  // the markers, grown by the pad
        for (const SceneMarker& m : markers) dots.push_back(m.box().inflated(pad));
        for (std::size_t i = 0; i < n; ++i) {
            const double a = outward[i] ? *outward[i] : 3.14159265358979323846 / 4;
            const double w = text[i]->width, h = text[i]->height;
            c[i] = {at[i].x + std::cos(a) * (d + w / 2), at[i].y - std::sin(a) * (d + h / 2)};
        }
        std::vector<double> tw(n), th(n);  // the sizes, next to each other (the loop reads them n^2 times)
        for (std::size_t i = 0; i < n; ++i) tw[i] = text[i]->width, th[i] = text[i]->height;
        auto box = [&](std::size_t i) {
            return Rect{c[i].x - tw[i] / 2 - pad, c[i].y - th[i] / 2 - pad, tw[i] + 2 * pad, th[i] + 2 * pad};
        };
        // Moves i by the least push along x or y that ends its overlap with r, away from r's centre.
        auto push = [&](std::size_t i, const Rect& r, double share) {
            const Rect b = box(i);
            const double ox = std::min(b.right(), r.right()) - std::max(b.left(), r.left());
            const double oy = std::min(b.bottom(), r.bottom()) - std::max(b.top(), r.top());
            if (ox <= 0 || oy <= 0) return;
            if (ox < oy) c[i].x += (c[i].x >= r.x + r.width / 2 ? 1 : -1) * ox * share;  // away from r's centre
            else c[i].y += (c[i].y >= r.y + r.height / 2 ? 1 : -1) * oy * share;
        };
        // Rect::intersects(o, 0), here where the compiler sees it: this loop is the simulation.
        auto overlap = [](const Rect& a, const Rect& b) {
            return std::min(a.right(), b.right()) - std::max(a.left(), b.left()) > 0 &&
                   std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top()) > 0;
        };
        // Label i pushed off the markers in their order, as a scan of them
        // all does (one that misses the box does nothing): those the buckets
        // list near the box, and again after each push that moves it.
        Buckets dot_index(f.plot, 12, dots.size());
        for (std::size_t k = 0; k < dots.size(); ++k) dot_index.add(k, dots[k]);
        std::vector<std::size_t> near;
        auto push_off_markers = [&](std::size_t i) {
            std::size_t from = 0;
            for (bool moved = true; moved;) {
                moved = false;
                near.clear();
                dot_index.visit(box(i), [&](std::size_t k) {
                    if (k >= from) near.push_back(k);
                    return false;
                });
                std::sort(near.begin(), near.end());
                for (const std::size_t k : near) {
                    const Point before = c[i];
                    push(i, dots[k], 1);
                    if (c[i].x != before.x || c[i].y != before.y) {
                        from = k + 1;
                        moved = true;
                        break;
                    }
                }
            }
        };
        const double pairs = 0.5 * double(n) * double(n - 1);
        const int rounds = static_cast<int>(std::min(200.0, std::floor(2e7 / std::max(pairs, 1.0))));
        for (int round = 0; round < rounds; ++round) {
            for (std::size_t i = 0; i < n; ++i) {
                last_pair_tests += n - i - 1;
                for (std::size_t j = i + 1; j < n; ++j) {
                    const Rect bi = box(i), bj = box(j);
                    if (!overlap(bi, bj)) continue;
                    push(i, bj, 0.5);
                    push(j, box(i), 0.5);
                }
                if (scan_all) {
                    for (const Rect& m : dots) push(i, m, 1);
                } else {
                    push_off_markers(i);
                }
                c[i].x += 0.01 * (at[i].x - c[i].x);
                c[i].y += 0.01 * (at[i].y - c[i].y);
                const double hw = tw[i] / 2, hh = th[i] / 2;
                c[i].x = std::clamp(c[i].x, inside.left() + hw, std::max(inside.left() + hw, inside.right() - hw));
                c[i].y = std::clamp(c[i].y, inside.top() + hh, std::max(inside.top() + hh, inside.bottom() - hh));
            }
        }
        std::vector<Rect> out(n);
        for (std::size_t i = 0; i < n; ++i)
            out[i] = {c[i].x - text[i]->width / 2, c[i].y - text[i]->height / 2, text[i]->width, text[i]->height};
        return out;
    };
    // Labels in `order`, each first at its simulated place when that is
    // clean (or crosses only markers and lines), then the others each at its
    // first clean place.
    auto attempt_simulated = [&](const std::vector<std::size_t>& order) {
        const std::vector<Rect> target = simulate();
        Placement pl{std::vector<std::optional<Rect>>(n), std::vector<std::optional<std::pair<Point, Point>>>(n)};
        placed.clear();
        no_place.clear();
        for (const std::size_t i : order) {
            if (!f.plot.contains(at[i])) continue;
            auto [clean, line] = evaluate(i, target[i], pl, no_rank);
            if (clean > 0) put(pl, i, target[i], line);
        }
        for (const std::size_t i : order)
            if (!pl.box[i]) place(i, pl);
        return pl;
    };
    auto repair = [&](Placement& pl, const std::vector<std::size_t>& order, std::size_t budget) {
        for (const std::size_t i : order) {
            if (pl.box[i] || budget == 0 || !f.plot.contains(at[i])) continue;
            int tries = 0;
            visit_candidates(i, [&](const Rect& b, double, std::size_t rank, int) {
                if (tries >= 8 || budget == 0 || tests >= test_budget) return true;
                const std::pair<int, Leader> fixed = against_marks_at(i, b, rank);
                const Leader& line = fixed.second;  // captured by the lambdas below
                if (fixed.first == 0) return false;
                const Rect clear = b.inflated(1);
                // The placed labels this place meets (with their leaders): one, or give up here.
                std::optional<std::size_t> blocker;
                bool many = false;
                auto note = [&](std::size_t k) {
                    const std::size_t j = k < n ? k : k - n;
                    if (blocker && *blocker != j) many = true;
                    blocker = j;
                    return many;
                };
                placed_any(pl, clear, [&](std::size_t k) { return box_meets(pl, k, clear) && note(k); });
                if (!many && line)
                    placed_on_leader(pl, line->first, line->second, [&](std::size_t k) {
                        return leader_meets(pl, k, line->first, line->second) && note(k);
                    });
                if (many || !blocker) return false;
                ++tries;
                --budget;
                const std::size_t j = *blocker;
                const Rect old_box = *pl.box[j];
                const auto old_line = pl.leader[j];
                pl.box[j].reset();
                pl.leader[j].reset();
                put(pl, i, b, line);
                no_place.clear();  // j was taken out: there may be room now
                if (place(j, pl)) return true;
                pl.box[i].reset();
                pl.leader[i].reset();
                put(pl, j, old_box, old_line);
                no_place.clear();  // i was taken out again
                return false;
            }, [] { return true; });
        }
    };
    // In the given order, then the most crowded points first (their leaders
    // need the gaps the others would fill), once in one pass and once in
    // rounds of growing distance at clean places (attempt_staged: neither
    // is better everywhere), then from the simulated places
    // (with a crowded point's places outward first); from the best,
    // while some label is left out, those first (at most 3 more tries). The
    // fewest left out wins, the earlier on a tie: a figure whose labels all
    // find a place in the given order keeps that placement.
    std::vector<std::size_t> order(n), crowded(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = crowded[i] = i;
    std::stable_sort(crowded.begin(), crowded.end(), [&](std::size_t x, std::size_t y) { return neighbours[x] > neighbours[y]; });
    Placement best = attempt(order);
    bool best_outward = false;
    auto consider = [&](Placement next, const std::vector<std::size_t>& next_order) {
        if (next.failed() >= best.failed()) return;
        best = std::move(next);
        best_outward = look_outward;
        order = next_order;
    };
    // After the first attempt, another starts only within the work budget:
    // 300 labels in a crowd, most of which try every place, would otherwise
    // take seconds for one or two more labels. (The budget lets 300 such
    // labels run every attempt up to the simulated one's, at about 200,000
    // places each.)
    auto more = [&] { return best.failed() > 0 && work < work_budget; };
    if (more()) consider(attempt(crowded), crowded);
    if (more()) consider(attempt_staged(crowded), crowded);
    look_outward = true;
    if (more()) {
        const std::vector<std::size_t> same = order;
        consider(attempt_simulated(same), same);
    }
    look_outward = best_outward;
    for (int retry = 0; retry < 3 && more(); ++retry) {
        std::vector<std::size_t> next_order = order;
        std::stable_partition(next_order.begin(), next_order.end(), [&](std::size_t i) { return !best.box[i]; });
        Placement next = attempt(next_order);
        if (next.failed() < best.failed()) best = std::move(next);
        order = std::move(next_order);
    }
    // Then each label still left out may take the place of one placed label
    // that blocks it, when that one finds another place (a wall of labels
    // round a cluster otherwise bars the leaders of its inner points): its
    // places in order, at most 8 such exchanges a label and 2n in all
    // (within the budget, below).
    if (more()) {
        placed.clear();
        no_place.clear();
        for (std::size_t i = 0; i < n; ++i)
            if (best.box[i]) put(best, i, *best.box[i], best.leader[i]);
        repair(best, order, 2 * n);
    }
    last_tests = tests;
    unplaced_.clear();
    for (std::size_t i = 0; i < n; ++i) {
        if (!best.box[i]) {
            unplaced_.push_back(i);
            continue;
        }
        if (best.leader[i]) {  // far from its point: a leader line from the marker's edge to the box's
            SceneItem leader = item(f, Footprint::segments, "\"" + texts_[i] + "\" leader");
            leader.connector = true;
            ScenePath path;
            path.points = {best.leader[i]->first, best.leader[i]->second};
            path.stroke = StrokeStyle{Color{0.4, 0.4, 0.4}, 0.6};
            leader.payload = std::move(path);
            marks.push_back(std::move(leader));
        }
        SceneItem it = item(f, Footprint::text, "\"" + texts_[i] + "\"");
        it.data_anchored = true;
        it.anchor = at[i];
        it.payload = place_text(*text[i], best.box[i]->center(), HAlign::center, VAlign::center, 0,
                             color_ ? *color_ : f.style->text_color);
        marks.push_back(std::move(it));
    }
}

}  // namespace sqfig
