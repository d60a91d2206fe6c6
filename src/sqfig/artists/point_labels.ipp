// The implementation of sqfig/artists/point_labels.hpp (compiled once: src/sqfig/implementation.hpp).
#pragma once

#include "sqfig/artists/point_labels.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>
#include "sqfig/artists/artist.hpp"
#include "sqfig/core/quad.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

PointLabels::PointLabels(std::vector<double> x, std::vector<double> y, std::vector<std::string> texts)
    : x_(std::move(x)), y_(std::move(y)), texts_(std::move(texts)) {
    detail::require_same_length(x_.size(), y_.size(), "point labels", "x and y");
    detail::require_same_length(x_.size(), texts_.size(), "point labels", "points and texts");
    for (const std::string& t : texts_) markup_.push_back(math_to_markup(t));
}

PointLabels& PointLabels::size(double pt) { size_ = detail::checked_size(pt, name() + ": font size"); return *this; }

PointLabels& PointLabels::color(Color c) { color_ = detail::checked_color(c, name()); return *this; }

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
        it.text = place_text(m, {it.anchor.x + offset_, it.anchor.y - offset_}, HAlign::left, VAlign::bottom, 0,
                             color_ ? *color_ : f.style->text_color);
        out.push_back(std::move(it));
    }
}

namespace {

// The page distance from `p` to the box `b` (0 inside it).
double distance_to(Point p, const Rect& b) {
    const double dx = std::max({b.left() - p.x, 0.0, p.x - b.right()});
    const double dy = std::max({b.top() - p.y, 0.0, p.y - b.bottom()});
    return std::hypot(dx, dy);
}

// How far from its centre a stroke leaving in the direction (ux, uy) leaves
// the marker `m`: its radius for a circle, its box's edge otherwise.
double marker_edge(const SceneMarker& m, double ux, double uy) {
    if (m.shape == MarkerShape::circle) return m.size / 2;
    const double h = m.size / 2;
    return std::min(std::abs(ux) > 1e-12 ? h / std::abs(ux) : 1e300, std::abs(uy) > 1e-12 ? h / std::abs(uy) : 1e300);
}

}  // namespace

const std::vector<std::size_t>& PointLabels::unplaced() const { return unplaced_; }

void PointLabels::arrange(std::vector<SceneItem>& marks, const AxesFrame& f) const {
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    const std::size_t n = x_.size();
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
        else if (marks[j].footprint == Footprint::text && marks[j].text) texts.push_back(j);
    }
    std::vector<Quad> text_quads;
    for (const std::size_t j : texts) text_quads.push_back(marks[j].text->quad());
    // The biggest marker drawn within half a point of each point (its
    // centre may be snapped): a leader starts at its edge.
    std::vector<SceneMarker> markers;
    for (const std::size_t j : obstacles) for_each_marker(marks[j], [&](const SceneMarker& m) { markers.push_back(m); });
    std::stable_sort(markers.begin(), markers.end(),
                     [](const SceneMarker& a, const SceneMarker& b) { return a.center.x < b.center.x; });
    auto marker_on = [&](Point p) -> const SceneMarker* {
        const SceneMarker* found = nullptr;
        auto it = std::lower_bound(markers.begin(), markers.end(), p.x - 0.5,
                                   [](const SceneMarker& m, double x) { return m.center.x < x; });
        for (; it != markers.end() && it->center.x <= p.x + 0.5; ++it)
            if (std::abs(it->center.y - p.y) <= 0.5 && (!found || it->size > found->size)) found = &*it;
        return found;
    };
    // The leader from the point `i` to `gap` points short of the box `b`, from
    // `gap` points past the edge of the point's marker (or the point).
    auto leader_of = [&](std::size_t i, const Rect& b) {
        const Point p = at[i], c = b.center();
        const double dx = c.x - p.x, dy = c.y - p.y, len = std::hypot(dx, dy);
        const double ux = len > 0 ? dx / len : 0, uy = len > 0 ? dy / len : -1;
        const double t = std::min(std::abs(dx) > 1e-12 ? (b.width / 2 + gap) / std::abs(dx) : 1e300,
                                  std::abs(dy) > 1e-12 ? (b.height / 2 + gap) / std::abs(dy) : 1e300);
        const SceneMarker* m = marker_on(p);
        const double from = (m ? std::hypot(m->center.x - p.x, m->center.y - p.y) + marker_edge(*m, ux, uy) : 0) + gap;
        return std::pair<Point, Point>{{p.x + ux * from, p.y + uy * from}, {c.x - dx * t, c.y - dy * t}};
    };
    // The places a label of w x h may take around p, nearest first: rings of
    // 16, then 32 directions every offset out to `reach`, then a grid over the
    // whole plot by distance. The same order every time (deterministic).
    auto candidates = [&](Point p, double w, double h) {
        std::vector<Rect> out;
        for (int ring = 1; ring * d <= reach + 1e-9; ++ring) {
            const double r = ring * d;
            const int directions = ring <= 4 ? 16 : ring <= 8 ? 32 : 64;
            for (int k = 0; k < directions; ++k) {
                const double a = 3.14159265358979323846 * (0.25 + 2.0 * k / directions);
                const double ux = std::cos(a), uy = -std::sin(a);  // page y down
                // The box's centre so that its nearest edge is r points from p along (ux, uy).
                const double t = std::min(std::abs(ux) > 1e-12 ? (w / 2) / std::abs(ux) : 1e300,
                                          std::abs(uy) > 1e-12 ? (h / 2) / std::abs(uy) : 1e300);
                out.push_back({p.x + ux * (r + t) - w / 2, p.y + uy * (r + t) - h / 2, w, h});
            }
        }
        std::vector<std::pair<double, Rect>> grid;
        const double step = std::max(h / 2, 2.0);
        for (double y = inside.top(); y + h <= inside.bottom(); y += step)
            for (double x = inside.left(); x + w <= inside.right(); x += step) {
                const Rect b{x, y, w, h};
                const double r = distance_to(p, b);
                if (r > reach) grid.push_back({r, b});
            }
        std::stable_sort(grid.begin(), grid.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& g : grid) out.push_back(g.second);
        return out;
    };
    // Where each label is (none: not placed) and its leader, if any.
    struct Placement {
        std::vector<std::optional<Rect>> box;
        std::vector<std::optional<std::pair<Point, Point>>> leader;
        std::size_t failed() const { return static_cast<std::size_t>(std::count(box.begin(), box.end(), std::nullopt)); }
    };
    // Places label i at the first of its candidates that is clean against
    // `pl`: inside the plot, 1 point clear of every placed label, text and
    // mark, and, when it is more than `far` from its point, with a leader that
    // crosses no label, text, mark or placed leader. False when none is.
    auto place = [&](std::size_t i, Placement& pl) {
        const Point p = at[i];
        if (!f.plot.contains(p)) return false;  // a point out of view keeps no label
        for (const Rect& b : candidates(p, text[i]->width, text[i]->height)) {
            if (!inside.contains(b)) continue;
            const Rect clear = b.inflated(1);
            auto free = [&] {
                for (std::size_t j = 0; j < n; ++j) {
                    if (pl.box[j] && clear.intersects(*pl.box[j])) return false;
                    if (pl.leader[j] && clipped_length(pl.leader[j]->first, pl.leader[j]->second, clear) > 0) return false;
                }
                const Quad q = Quad::from_rect(clear);
                for (const Quad& t : text_quads)
                    if (q.intersects(t, 0)) return false;
                for (const std::size_t j : obstacles)
                    if (detail::text_hits_mark(q, marks[j], 0)) return false;
                return true;
            };
            if (!free()) continue;
            std::optional<std::pair<Point, Point>> line;
            if (distance_to(p, b) > far) {
                line = leader_of(i, b);
                const Point l0 = line->first, l1 = line->second;
                auto crosses = [&] {
                    for (std::size_t j = 0; j < n; ++j) {
                        if (pl.box[j] && clipped_length(l0, l1, pl.box[j]->inflated(1)) > 0) return true;
                        if (pl.leader[j] && detail::segments_cross(l0, l1, pl.leader[j]->first, pl.leader[j]->second))
                            return true;
                    }
                    for (const Quad& t : text_quads)
                        if (clipped_length(l0, l1, t.bounds().inflated(1)) > 0) return true;
                    for (const std::size_t j : obstacles)
                        if (detail::stroke_crosses_mark(l0, l1, marks[j], 0)) return true;
                    return false;
                };
                if (crosses()) continue;
            }
            pl.box[i] = b;
            pl.leader[i] = line;
            return true;
        }
        return false;
    };
    // Labels in `order`, each at its first clean place.
    auto attempt = [&](const std::vector<std::size_t>& order) {
        Placement pl{std::vector<std::optional<Rect>>(n), std::vector<std::optional<std::pair<Point, Point>>>(n)};
        for (const std::size_t i : order) place(i, pl);
        return pl;
    };
    // In the given order, then the most crowded points first (their leaders
    // need the gaps the others would fill); from the better, while some label
    // is left out, those first (at most 3 more tries). The fewest left out
    // wins, the earlier on a tie.
    std::vector<std::size_t> order(n), crowded(n);
    std::vector<int> neighbours(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        order[i] = crowded[i] = i;
        for (std::size_t j = 0; j < n; ++j)
            if (j != i && std::hypot(at[i].x - at[j].x, at[i].y - at[j].y) < 30) ++neighbours[i];
    }
    std::stable_sort(crowded.begin(), crowded.end(), [&](std::size_t x, std::size_t y) { return neighbours[x] > neighbours[y]; });
    Placement best = attempt(order);
    if (best.failed() > 0) {
        Placement next = attempt(crowded);
        if (next.failed() < best.failed()) {
            best = std::move(next);
            order = crowded;
        }
    }
    for (int retry = 0; retry < 3 && best.failed() > 0; ++retry) {
        std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return !best.box[i]; });
        Placement next = attempt(order);
        if (next.failed() < best.failed()) best = std::move(next);
    }
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
            leader.path = std::move(path);
            marks.push_back(std::move(leader));
        }
        SceneItem it = item(f, Footprint::text, "\"" + texts_[i] + "\"");
        it.data_anchored = true;
        it.anchor = at[i];
        it.text = place_text(*text[i], best.box[i]->center(), HAlign::center, VAlign::center, 0,
                             color_ ? *color_ : f.style->text_color);
        marks.push_back(std::move(it));
    }
}

}  // namespace sqfig
