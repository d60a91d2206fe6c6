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
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/mark_style.hpp"
#include "sqfig/core/quad.hpp"
#include "sqfig/text/measured_text.hpp"

namespace sqfig {

/// An optional value kept on the heap, with std::optional's interface
/// (has_value, operator bool, *, ->, emplace, reset, assignment) and value
/// semantics (a copy copies the value). A SceneItem holds its marker set in
/// one (and its payload likewise on the heap): 8 bytes when it has none, not
/// the set's size (a legend of 2,000 entries is 6,000 items: 992 bytes each
/// held inline outgrew the caches).
template <class T>
class OptionalBox {
public:
    /// Empty.
    OptionalBox() = default;
    /// Empty.
    OptionalBox(std::nullopt_t) {}
    /// Holding a copy of `v`.
    OptionalBox(const T& v) : p_(std::make_unique<T>(v)) {}
    /// Holding `v`.
    OptionalBox(T&& v) : p_(std::make_unique<T>(std::move(v))) {}
    /// A copy of the value, if any.
    OptionalBox(const OptionalBox& o) : p_(o.p_ ? std::make_unique<T>(*o.p_) : nullptr) {}
    /// Takes the value over.
    OptionalBox(OptionalBox&&) noexcept = default;
    /// Copies the value, if any.
    OptionalBox& operator=(const OptionalBox& o) {
        if (this != &o) p_ = o.p_ ? std::make_unique<T>(*o.p_) : nullptr;
        return *this;
    }
    /// Takes the value over.
    OptionalBox& operator=(OptionalBox&&) noexcept = default;
    /// Empties it.
    OptionalBox& operator=(std::nullopt_t) {
        p_.reset();
        return *this;
    }
    /// Holds a copy of `v`.
    OptionalBox& operator=(const T& v) { return *this = OptionalBox(v); }
    /// Holds `v`.
    OptionalBox& operator=(T&& v) {
        if (p_) *p_ = std::move(v);
        else p_ = std::make_unique<T>(std::move(v));
        return *this;
    }
    /// Holds T{a...}; returns it.
    template <class... A>
    T& emplace(A&&... a) {
        p_ = std::make_unique<T>(T{std::forward<A>(a)...});
        return *p_;
    }
    /// Empties it.
    void reset() { p_.reset(); }
    /// Whether it holds a value.
    bool has_value() const { return p_ != nullptr; }
    /// Whether it holds a value.
    explicit operator bool() const { return p_ != nullptr; }
    /// The value (it must hold one).
    T& operator*() { return *p_; }
    /// The value (it must hold one).
    const T& operator*() const { return *p_; }
    /// The value's members (it must hold one).
    T* operator->() { return p_.get(); }
    /// The value's members (it must hold one).
    const T* operator->() const { return p_.get(); }
    /// The value; throws sqfig::Error when there is none.
    const T& value() const {
        if (!p_) throw Error("OptionalBox::value: no value");
        return *p_;
    }

private:
    std::unique_ptr<T> p_;
};

/// How an item occupies the page, which is all the collision check looks at
/// (layout/collisions.hpp): the rules are keyed on geometry, so an artist of
/// a new kind is checked by choosing its footprint, not by a name sqfig knows.
enum class Footprint {
    /// A text, judged by its glyph box: no text on text, on marks or off the
    /// page; inside its container, when it has one.
    text,
    /// A stroked path (a line, an arrow), judged by the segments drawn; a
    /// filled closed path (an arrow head) by its box.
    segments,
    /// A filled shape (a bar, a patch, a marker), judged by its box.
    area,
    /// A box that holds texts (a legend, a labelled box) or a whole inset
    /// axes, judged by its box. The items whose container lies inside it are
    /// its own, judged among themselves; a frame must not overlap marks, other
    /// frames, foreign text or the page edge.
    frame,
    /// Never checked (spines, ticks, grid lines, legend handles).
    none,
};

/// What an item is to the engine's rules (the collision check, the figure
/// check, the layout), set by whoever makes it: a type, where SceneItem::kind
/// is a free label for reports. An artist's own items are `data` (the
/// default); the engine gives its decorations the others. No rule reads
/// `kind` or `owner`, so a custom artist may name its items anything.
enum class Role : std::uint8_t {
    /// Drawn by an artist (a bar, a line, a label it places): the default.
    data,
    /// An axes' spine: the collision check reports text that crosses one.
    spine,
    /// A tick mark or grid line of an axis.
    tick,
    /// A tick label.
    tick_label,
    /// An axis's offset or scale text ("1e3", "+2.5"): the title keeps clear of it.
    offset_text,
    /// An axis label.
    axis_label,
    /// An axes' title.
    title,
    /// A legend's box (also when it draws no frame): the first item of each legend.
    legend_frame,
    /// What a legend draws for an entry's handle (the artist's items, moved into the legend).
    legend_handle,
    /// A legend entry's text, after its handle's items.
    legend_text,
    /// Any other decoration the engine draws (an inset's frame, a figure text, a colour bar).
    decoration,
};

/// True for the footprints of data marks (segments, area): what text must not cover.
SQFIG_API bool is_mark(Footprint f);

/// A text on the page: measured glyphs placed relative to a pivot point and rotated about it.
struct SQFIG_API SceneText {
    /// The measured text: its box size (points) and the glyphs to draw.
    MeasuredText text;
    /// The page point the text rotates about (points, y down).
    Point pivot;
    /// Rotation in degrees, counter-clockwise as the reader sees it (default 0).
    double angle_deg = 0;
    /// Top-left corner of the unrotated box relative to the pivot (points).
    Point offset;
    /// The colour of the glyphs.
    Color color;
    /// The box the glyphs occupy on the page (rotated with the text).
    Quad quad() const;
};

/// A polyline or polygon on the page: filled, stroked and/or hatched.
struct SQFIG_API ScenePath {
    /// The vertices, in page points (y down).
    std::vector<Point> points;
    /// Where the pen lifts: the index of each point that starts a new,
    /// unconnected run (increasing, each in 1 .. points.size() - 1). A line
    /// with gaps is one path, not an item per run; a closed path with breaks
    /// is several polygons, each run closed, filled and stroked as one (the
    /// hexagons of a hexbin drawn in one colour).
    std::vector<std::size_t> breaks;
    /// True: the last point joins the first (a polygon); default false.
    bool closed = false;
    /// Fill colour; none: not filled.
    std::optional<Color> fill;
    /// Colour and width (points) of the outline; none: not stroked.
    std::optional<StrokeStyle> stroke;
    /// How the stroke turns corners (default round).
    LineJoin join = LineJoin::round;
    /// How the stroke's open ends look (default butt).
    LineCap cap = LineCap::butt;
    /// Dash pattern of the stroke: on and off lengths in points, alternating; empty: solid.
    std::vector<double> dashes;
    /// Hatch lines over the fill of a closed path; none: no hatch.
    std::optional<Hatch> hatch;
};

/// Calls f(first, last) for each unbroken run of `p` (the points
/// [first, last)), in order; a path without breaks is one run.
template <class F>
void for_each_run(const ScenePath& p, F&& f) {
    std::size_t from = 0;
    for (const std::size_t to : p.breaks) {
        f(p.points.data() + from, p.points.data() + to);
        from = to;
    }
    if (from < p.points.size()) f(p.points.data() + from, p.points.data() + p.points.size());
}

/// A closed, axis-aligned box path between two opposite corners (mitred corners).
SQFIG_API ScenePath box_path(Point a, Point b, std::optional<Color> fill, std::optional<StrokeStyle> stroke = std::nullopt);

/// A marker symbol on the page (a point of a line or a scatter).
struct SQFIG_API SceneMarker {
    /// The centre of the symbol, in page points.
    Point center;
    /// The symbol drawn (default circle).
    MarkerShape shape = MarkerShape::circle;
    /// Diameter or side, in points (default 6).
    double size = 6;
    /// Fill colour of the symbol (the stroke of a stroke-only shape such as plus).
    Color face, edge;
    /// Width of the outline, in points (default 0.5).
    double edge_width = 0.5;
    /// The square the marker occupies on the page: `size` points a side, centred on `center`.
    Rect box() const;
    /// \var SceneMarker::edge
    /// Outline colour of the symbol.
};

/// Which of a marker's colours a per-marker colour sets.
enum class MarkerColorRole {
    /// The face and the edge (a point drawn in one colour).
    face_and_edge,
    /// The face only (the edge keeps the style's colour).
    face,
    /// The edge only (hollow markers).
    edge
};

/// One marker style at many centres (`style.center` is not used), with an
/// optional colour and size per centre: 16 bytes a marker, 48 with a colour,
/// where a SceneMarker is 104.
struct SQFIG_API SceneMarkerSet {
    /// Shape, size, colours and edge of every marker.
    SceneMarker style;
    /// Where each is drawn, in page points.
    std::vector<Point> centers;
    /// Empty, or one colour per centre, set where `colors_to` says.
    std::vector<Color> colors;
    /// Empty, or the colours `color_indices` pick from (a scatter coloured
    /// by value: the colour map's table and its under, over and bad colours).
    std::vector<Color> palette;
    /// Empty, or one index into `palette` per centre (2 bytes a point where
    /// a Color is 32), set where `colors_to` says; `colors` goes first.
    std::vector<std::uint16_t> color_indices;
    /// Which colours of a marker `colors` replace.
    MarkerColorRole colors_to = MarkerColorRole::face_and_edge;
    /// Empty, or one size per centre (diameter or side, points).
    std::vector<double> sizes;

    /// Marker `i` as a SceneMarker. Per-centre lists of another length than
    /// `centers` are not used (the renderer refuses them).
    SceneMarker marker(std::size_t i) const {
        SceneMarker m = style;
        m.center = centers[i];
        if (sizes.size() == centers.size()) m.size = sizes[i];
        const Color* c = colors.size() == centers.size() ? &colors[i]
                         : color_indices.size() == centers.size() && color_indices[i] < palette.size()
                             ? &palette[color_indices[i]]
                             : nullptr;
        if (c) {
            if (colors_to != MarkerColorRole::edge) m.face = *c;
            if (colors_to != MarkerColorRole::face) m.edge = *c;
        }
        return m;
    }
};

/// A raster image drawn into a page rectangle (a heatmap): one image per
/// item in every format, never one rectangle per pixel.
struct SQFIG_API SceneImage {
    /// Pixels in a row (the image's width).
    int width = 0, height = 0;
    /// width x height RGBA pixels, 8 bits each, not premultiplied, top row first.
    std::shared_ptr<const std::vector<std::uint8_t>> rgba;
    /// The page rectangle the image is scaled to fill (points).
    Rect dest;
    /// Scaling: false (default) nearest neighbour, each pixel a sharp cell; true smooths between pixels.
    bool smooth = false;
    /// \var SceneImage::height
    /// Rows of pixels (the image's height).
};

/// What an item draws besides its markers: exactly one of a text, a path, a
/// single marker or an image, or nothing (an item of markers only). Assigning
/// one replaces what it held, so an item can never hold two. Kept on the heap
/// (8 bytes in the item), copied with it.
class SQFIG_API ScenePayload {
public:
    /// Nothing.
    ScenePayload() noexcept;
    /// A text (implicit, as `item.payload = place_text(...)` reads).
    ScenePayload(SceneText t);  // NOLINT(google-explicit-constructor)
    /// A path (implicit, as `item.payload = box_path(...)` reads).
    ScenePayload(ScenePath p);  // NOLINT(google-explicit-constructor)
    /// A single marker (implicit).
    ScenePayload(SceneMarker m);  // NOLINT(google-explicit-constructor)
    /// An image (implicit).
    ScenePayload(SceneImage i);  // NOLINT(google-explicit-constructor)
    /// A copy of what `o` holds.
    ScenePayload(const ScenePayload& o);
    /// Takes over what `o` holds; `o` holds nothing after.
    ScenePayload(ScenePayload&& o) noexcept;
    /// Holds a copy of what `o` holds.
    ScenePayload& operator=(const ScenePayload& o);
    /// Takes over what `o` holds.
    ScenePayload& operator=(ScenePayload&& o) noexcept;
    /// Frees what it holds.
    ~ScenePayload();

    /// The text, or null when it holds something else or nothing.
    const SceneText* text() const noexcept;
    /// The text, or null when it holds something else or nothing.
    SceneText* text() noexcept;
    /// The path, or null when it holds something else or nothing.
    const ScenePath* path() const noexcept;
    /// The path, or null when it holds something else or nothing.
    ScenePath* path() noexcept;
    /// The single marker, or null when it holds something else or nothing.
    const SceneMarker* marker() const noexcept;
    /// The single marker, or null when it holds something else or nothing.
    SceneMarker* marker() noexcept;
    /// The image, or null when it holds something else or nothing.
    const SceneImage* image() const noexcept;
    /// The image, or null when it holds something else or nothing.
    SceneImage* image() noexcept;
    /// Whether it holds nothing.
    bool empty() const noexcept { return !held_; }
    /// Holds nothing.
    void reset() noexcept;

private:
    struct Held;  // a std::variant of the four, in the .cpp
    std::unique_ptr<Held> held_;
};

/// One thing drawn on the page (a text, a path, a marker or an image, and
/// markers drawn with it) and what the engine's rules need to know about it.
struct SQFIG_API SceneItem {
    /// How the collision check judges it (default Footprint::none: never).
    Footprint footprint = Footprint::none;
    /// What it is to the engine's rules (default Role::data: an artist's item).
    Role role = Role::data;
    /// What drew it ("tick label", "bar", "legend"...), a free label for
    /// filters and reports: no rule reads it (they read `role`).
    std::string kind;
    /// The index of the axes (or other block) that owns it; -1: the figure.
    int group = -1;
    /// The owner and the item in words, for messages: `axes 0 ("Loss") x tick label "2"`.
    std::string owner;
    /// The page rectangle it is clipped to; none: not clipped.
    std::optional<Rect> clip;
    /// The box a text must stay inside (a box's label, a legend's text), or
    /// that holds a mark (an inset's: a frame containing it judges it as its
    /// own); none: no such box.
    std::optional<Rect> container;
    /// True for text placed at a data point: autoscaling makes room for it.
    bool data_anchored = false;
    /// True for an item placed in figure coordinates: the figure makes room for it, not its axes.
    bool figure_level = false;
    /// The data point on the page (points), when `data_anchored`.
    Point anchor;
    /// True for a leader line (a stroke from a data point to the label moved
    /// off it): besides being a mark no text may cover, it may cross markers
    /// and lines but no bar, filled box, image or other leader, and must not
    /// start inside a marker; the collision check says so.
    bool connector = false;
    /// What it draws besides its markers: a text, a path, a single marker or
    /// an image (or nothing); `if (const ScenePath* p = item.payload.path())`.
    ScenePayload payload;
    /// Markers drawn with the item, each with its own style (a scatter's
    /// points), each judged by its box.
    std::vector<SceneMarker> markers;
    /// Markers of one style drawn with the item (a line's, a scatter's),
    /// with a colour and size per marker where they differ. Visit both kinds
    /// with for_each_marker().
    OptionalBox<SceneMarkerSet> marker_set;
    /// Vector outputs (PDF, SVG, PS): > 0 draws the item's path and markers
    /// as one image of this many pixels an inch, text and axes staying
    /// vector (matplotlib's rasterized=True); 0 (default): as vector paths.
    double raster_dpi = 0;
    /// Markers the artist left out because the clip hides them (a view
    /// zoomed on a few of many points). The renderer counts them where it
    /// chooses by the number of markers (stamping them on pixels), so a view
    /// draws the same pixels whether or not they are written.
    std::size_t hidden_markers = 0;

    /// Page-space bounding box of the visible item (clip applied).
    Rect bounds() const;
};

/// Calls f(const SceneMarker&) for each of the item's markers: `markers`,
/// then `marker_set` (not the single `marker`).
template <class F>
void for_each_marker(const SceneItem& item, F&& f) {
    for (const SceneMarker& m : item.markers) f(m);
    if (!item.marker_set) return;
    const SceneMarkerSet& set = *item.marker_set;
    for (std::size_t i = 0; i < set.centers.size(); ++i) f(set.marker(i));
}

/// Whether pred(const SceneMarker&) holds for any marker for_each_marker() visits (stops at the first).
template <class P>
bool any_marker(const SceneItem& item, P&& pred) {
    for (const SceneMarker& m : item.markers)
        if (pred(m)) return true;
    if (!item.marker_set) return false;
    const SceneMarkerSet& set = *item.marker_set;
    for (std::size_t i = 0; i < set.centers.size(); ++i)
        if (pred(set.marker(i))) return true;
    return false;
}

/// How many markers for_each_marker() visits.
inline std::size_t marker_count(const SceneItem& item) {
    return item.markers.size() + (item.marker_set ? item.marker_set->centers.size() : 0);
}

/// Something the layout could not do well (a panel squeezed below a usable
/// size), reported by find_collisions() next to the overlaps.
struct SQFIG_API LayoutProblem {
    /// What went wrong, naming the axes ("axes 2 plot squeezed to 20x15 pt: ...").
    std::string what;
    /// The page rectangle concerned (points).
    Rect where;
};

/// A laid-out page: its size, background and items in drawing order, in page points (y down).
struct SQFIG_API Scene {
    /// The page size in points.
    Size page;
    /// The colour the page is filled with before the items (default white).
    Color background{1, 1, 1};
    /// Everything drawn, back to front.
    std::vector<SceneItem> items;
    /// What the layout could not do well; find_collisions() reports it.
    std::vector<LayoutProblem> problems;
};

/// Moves everything on a scene by (dx, dy) points.
SQFIG_API void translate(Scene& scene, double dx, double dy);

}  // namespace sqfig
