// The measured, positioned content of a figure page: what layout produces and
// what every output draws. A Scene holds page coordinates only (points, y
// down); it knows nothing of data, scales or axes, nor of the backend that
// draws it (render/cairo_renderer.hpp). The collision report is computed from
// the same Scene that is drawn.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/mark_style.hpp"
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

bool is_mark(Footprint f);

struct SceneText {
    MeasuredText text;
    Point pivot;             // the text rotates about this page point
    double angle_deg = 0;    // counter-clockwise, as the reader sees it
    Point offset;            // top-left of the unrotated box relative to pivot
    Color color;
    /// The box the glyphs occupy on the page (rotated with the text).
    Quad quad() const;
};

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
ScenePath box_path(Point a, Point b, std::optional<Color> fill, std::optional<StrokeStyle> stroke = std::nullopt);

struct SceneMarker {
    Point center;
    MarkerShape shape = MarkerShape::circle;
    double size = 6;  // diameter / side, points
    Color face, edge;
    double edge_width = 0.5;
    Rect box() const;
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
    Rect bounds() const;
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
void translate(Scene& scene, double dx, double dy);

}  // namespace sqfig
