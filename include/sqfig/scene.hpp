// The measured, positioned content of a figure page: what layout produces and
// what every output draws. A Scene holds page coordinates only (points, y
// down); it knows nothing of data, scales or axes, nor of the backend that
// draws it (render/cairo_renderer.hpp). The collision report is computed from
// the same Scene that is drawn.
#pragma once

#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/quad.hpp"
#include "sqfig/text/measured_text.hpp"

namespace sqfig {

/// How an item occupies the page, which is all the collision check looks at
/// (layout/collisions.hpp): the rules are keyed on geometry, so an artist of
/// a new kind is checked by choosing its footprint, not by a name sqfig knows.
enum class Footprint {
    text,      // glyph box: no text on text, on marks or off the page; inside its container
    segments,  // stroked path (a line, an arrow): judged by the segments drawn, a filled closed
               // path (an arrow head) by its box
    area,      // filled shape (a bar, a patch, a marker): judged by its box
    frame,     // a box that holds texts (a legend, a labelled box): its own texts belong inside;
               // frames must not overlap marks, other frames, foreign text or the page edge
    none,      // spines, ticks, grid lines, legend handles: never checked
};

inline bool is_mark(Footprint f) { return f == Footprint::segments || f == Footprint::area; }

/// `triangle` points up (as matplotlib's "^").
enum class MarkerShape { none, circle, square, triangle, triangle_down, diamond, plus, cross, star };

/// True for shapes made of strokes only (plus, cross): drawn with the face colour as their stroke.
inline bool is_stroked_marker(MarkerShape s) { return s == MarkerShape::plus || s == MarkerShape::cross; }

/// How the ends of a stroked path look (Cairo/PostScript line caps).
enum class LineCap { butt, round, square };
/// How a stroked path turns its corners.
enum class LineJoin { miter, round, bevel };

struct StrokeStyle {
    Color color{0, 0, 0};
    double width = 1.0;
};

namespace detail {
/// A line width given through the API: a number of points in [0, 10000].
inline double checked_width(double w, const std::string& what) {
    if (!(w >= 0 && w <= 1e4)) throw Error(what + " must be a width between 0 and 10000 points, not " + std::to_string(w));
    return w;
}
inline StrokeStyle checked_stroke(const StrokeStyle& s, const std::string& what) {
    return {checked_color(s.color, what + " colour"), checked_width(s.width, what + " width")};
}
/// A dash pattern: lengths in points, none negative or over 10000, not all zero.
inline std::vector<double> checked_dashes(std::vector<double> d, const std::string& what) {
    double sum = 0;
    for (double v : d) {
        if (!(v >= 0 && v <= 1e4)) throw Error(what + ": dash lengths must be between 0 and 10000 points, not " + std::to_string(v));
        sum += v;
    }
    if (!d.empty() && !(sum > 0)) throw Error(what + ": a dash pattern must not be all zeros");
    return d;
}
/// A finite number (positions, offsets, angles).
inline double checked_finite(double v, const std::string& what) {
    if (!std::isfinite(v)) throw Error(what + " must be a finite number, not " + std::to_string(v));
    return v;
}
}  // namespace detail

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

/// Lines across a filled closed path: a second cue besides its colour
/// (Bars::hatch), drawn over the fill, clipped to the path, anchored to the
/// page so neighbouring shapes' lines meet.
struct Hatch {
    /// '/', '\\', '|', '-', '+' (| and -), 'x' (/ and \\); a character given
    /// n times draws its lines n times as dense, as matplotlib's hatches.
    std::string pattern;
    Color color{0, 0, 0};
    double width = 0.6;    // line width, points
    double spacing = 6.0;  // between lines of one character given once, points
};

namespace detail {
/// A hatch pattern given through the API: only the characters Hatch knows, at most 16.
inline std::string checked_hatch(std::string pattern, const std::string& what) {
    if (pattern.size() > 16) throw Error(what + ": a hatch pattern has at most 16 characters");
    for (char c : pattern)
        if (std::string("/\\|-+x").find(c) == std::string::npos)
            throw Error(what + ": hatch pattern \"" + pattern + "\" holds '" + std::string(1, c) +
                        "' (use / \\ | - + x, repeated for denser lines)");
    return pattern;
}
}  // namespace detail

struct ScenePath {
    std::vector<Point> points;
    bool closed = false;
    std::optional<Color> fill;
    std::optional<StrokeStyle> stroke;
    LineJoin join = LineJoin::round;
    LineCap cap = LineCap::butt;
    std::vector<double> dashes;
    std::optional<Hatch> hatch;  // over the fill of a closed path
};

/// A closed, axis-aligned box path between two opposite corners (mitred corners).
inline ScenePath box_path(Point a, Point b, std::optional<Color> fill, std::optional<StrokeStyle> stroke = std::nullopt) {
    ScenePath p;
    p.points = {a, {b.x, a.y}, b, {a.x, b.y}};
    p.closed = true;
    p.fill = fill;
    p.stroke = stroke;
    p.join = LineJoin::miter;
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

/// A raster image drawn into a page rectangle (a heatmap): one image per
/// item in every format, never one rectangle per pixel.
struct SceneImage {
    int width = 0, height = 0;  // pixels
    /// width x height RGBA pixels, 8 bits each, not premultiplied, top row first.
    std::shared_ptr<const std::vector<std::uint8_t>> rgba;
    Rect dest;                  // page rectangle the image fills
    bool smooth = false;        // false: nearest neighbour (each pixel a sharp cell)
};

struct SceneItem {
    Footprint footprint = Footprint::none;
    std::string kind;          // what drew it ("tick label", "bar", "legend"...): for filters and reports
    int group = -1;            // the axes (or other block) that owns it; -1: the figure
    std::string owner;         // "axes 0 (\"WikiText-103…\")", for messages
    std::optional<Rect> clip;  // page rectangle the item is clipped to
    std::optional<Rect> container;  // box_label / legend_text: the box it must stay inside
    bool data_anchored = false;     // text placed at a data point (autoscale makes room for it)
    bool figure_level = false;      // placed in figure coordinates: the figure makes room for it, not its axes
    Point anchor;                   // that point on the page, when data_anchored
    // Exactly one of these is set, by kind.
    std::optional<SceneText> text;
    std::optional<ScenePath> path;
    std::optional<SceneMarker> marker;
    std::optional<SceneImage> image;
    std::vector<SceneMarker> markers;  // a line's markers, drawn with it

    /// Page-space bounding box of the visible item (clip applied).
    Rect bounds() const {
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
        for (const SceneMarker& m : markers) r = r.united(m.box());
        if (clip) {
            const Rect c = *clip;
            r = Rect::from_edges(std::max(r.left(), c.left()), std::max(r.top(), c.top()),
                                 std::min(r.right(), c.right()), std::min(r.bottom(), c.bottom()));
        }
        return r;
    }
};

/// Something the layout could not do well (a panel squeezed below a usable
/// size), reported by find_collisions() next to the overlaps.
struct LayoutProblem {
    std::string what;
    Rect where;
};

struct Scene {
    Size page;
    Color background{1, 1, 1};
    std::vector<SceneItem> items;
    std::vector<LayoutProblem> problems;
};

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
        if (it.image) { it.image->dest.x += dx; it.image->dest.y += dy; }
        for (SceneMarker& m : it.markers) move(m.center);
    }
}

}  // namespace sqfig
