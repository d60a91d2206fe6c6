// The implementation of sqfig/artists/point_labels.hpp (compiled once: src/sqfig/implementation.hpp).
#pragma once

#include "sqfig/artists/point_labels.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
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

// The leader line from the point `p` to 1 point short of the box `b`'s edge.
std::pair<Point, Point> point_label_leader(Point p, const Rect& b) {
    const Point c = b.center();
    const double dx = c.x - p.x, dy = c.y - p.y;
    const double t = std::min(std::abs(dx) > 1e-12 ? (b.width / 2 + 1) / std::abs(dx) : 1e300,
                              std::abs(dy) > 1e-12 ? (b.height / 2 + 1) / std::abs(dy) : 1e300);
    return {p, {c.x - dx * t, c.y - dy * t}};
}

}  // namespace

void PointLabels::arrange(std::vector<SceneItem>& marks, const AxesFrame& f) const {
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    const std::size_t n = x_.size();
    const double d = std::max(offset_, 1.0), reach = std::max(25 * d, 80.0);
    const Rect inside = f.plot.inflated(-1);
    std::vector<Point> at(n);
    std::vector<const MeasuredText*> text(n);
    for (std::size_t i = 0; i < n; ++i) {
        at[i] = f.to_page(x_[i], y_[i]);
        text[i] = &f.text->measure(markup_[i], style, HAlign::center);
    }
    struct Placement {
        std::vector<Rect> box;
        std::vector<double> r, cost;
        std::size_t failed = 0;
    };
    // Labels in `order`, each at the first free place (nearest first, 16
    // directions counter-clockwise from up-right), else where it costs least.
    auto attempt = [&](const std::vector<std::size_t>& order) {
        Placement out{std::vector<Rect>(n), std::vector<double>(n, 0), std::vector<double>(n, 0), 0};
        std::vector<Rect> placed;
        std::vector<std::pair<Point, Point>> leaders;
        constexpr int kDirections = 16;
        for (const std::size_t i : order) {
            const Point p = at[i];
            const double w = text[i]->width, h = text[i]->height;
            double best_cost = std::numeric_limits<double>::infinity();
            for (double r = d; r <= reach + 1e-9 && best_cost > 0; r += d) {
                for (int k = 0; k < kDirections && best_cost > 0; ++k) {
                    const double a = 3.14159265358979323846 * (0.25 + 2.0 * k / kDirections);
                    const double ux = std::cos(a), uy = -std::sin(a);  // page y down
                    // The box's centre so that its nearest edge is r points from p along (ux, uy).
                    const double t = std::min(std::abs(ux) > 1e-12 ? (w / 2) / std::abs(ux) : 1e300,
                                              std::abs(uy) > 1e-12 ? (h / 2) / std::abs(uy) : 1e300);
                    const Rect b{p.x + ux * (r + t) - w / 2, p.y + uy * (r + t) - h / 2, w, h};
                    double cost = inside.contains(b) ? 0 : 1e6;
                    for (const Rect& o : placed) cost += b.overlap_area(o.inflated(1)) + (b.intersects(o.inflated(1)) ? 1 : 0);
                    for (const auto& [a0, a1] : leaders) cost += clipped_length(a0, a1, b.inflated(1)) > 0 ? 1 : 0;
                    if (r > 2.5 * d) {  // its own leader must cross no label placed before
                        const auto [l0, l1] = point_label_leader(p, b);
                        for (const Rect& o : placed) cost += clipped_length(l0, l1, o.inflated(1)) > 0 ? 1 : 0;
                    }
                    if (cost < best_cost) {
                        const Quad q = Quad::from_rect(b.inflated(1));
                        for (std::size_t j = 0; j < marks.size() && cost < best_cost; ++j)
                            if (is_mark(marks[j].footprint) && detail::text_hits_mark(q, marks[j], 0)) cost += 1;
                    }
                    if (cost < best_cost) {
                        best_cost = cost;
                        out.box[i] = b;
                        out.r[i] = r;
                    }
                }
            }
            out.cost[i] = best_cost;
            if (best_cost > 0) ++out.failed;
            placed.push_back(out.box[i]);
            if (out.r[i] > 2.5 * d) leaders.push_back(point_label_leader(p, out.box[i]));
        }
        return out;
    };
    // In the given order; then, while some label finds no free place, those first (at most 4 tries).
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    Placement best = attempt(order);
    for (int retry = 0; retry < 3 && best.failed > 0; ++retry) {
        std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return best.cost[i] > 0; });
        Placement next = attempt(order);
        if (next.failed < best.failed) best = std::move(next);
    }
    for (std::size_t i = 0; i < n; ++i) {
        SceneItem it = item(f, Footprint::text, "\"" + texts_[i] + "\"");
        it.data_anchored = true;
        it.anchor = at[i];
        it.text = place_text(*text[i], best.box[i].center(), HAlign::center, VAlign::center, 0,
                             color_ ? *color_ : f.style->text_color);
        if (best.r[i] > 2.5 * d) {  // far from its point: a leader line from the point to the box's edge
            // A stroke the collision check sees: over a text it is reported.
            const auto [l0, l1] = point_label_leader(at[i], best.box[i]);
            SceneItem leader = item(f, Footprint::segments, "leader");
            ScenePath path;
            path.points = {l0, l1};
            path.stroke = StrokeStyle{Color{0.4, 0.4, 0.4}, 0.6};
            leader.path = std::move(path);
            marks.push_back(std::move(leader));
        }
        marks.push_back(std::move(it));
    }
}

}  // namespace sqfig
