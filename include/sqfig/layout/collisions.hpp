// The collision report: every pair of things on a page that should not
// overlap but do (text on text, text across a spine, legend on data, text off the page, text
// crossing its box), keyed on each item's footprint, never on what drew it.
// Computed from the same Scene that is drawn.
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

// Declared in scene.hpp and core/quad.hpp: find_collisions' caller has a Scene,
// and Figure::collisions() needs none.
struct Scene;
struct SceneItem;
struct Quad;
struct SceneMarker;

/// Two things on a page that overlap but should not, or a text off the page or
/// out of its box, or a problem the layout reported.
struct SQFIG_API Collision {
    /// What collides, such as "axes 0 title".
    std::string first, second;
    /// Where, page points: the overlap (for a text off the page or out of its box: the text's box).
    Rect where;

    /// One line for a report, in whole points:
    /// "axes 0 title overlaps axes 1 title at (40, 12) size 30x9 pt".
    std::string describe() const;
    /// \var Collision::second
    /// What `first` collides with, such as "axes 1 title", "the page edge",
    /// "the edge of its box" or "the layout".
};

namespace detail {

Rect overlap_rect(const Rect& a, const Rect& b);

// Does a text's box touch a mark (segments for lines, boxes otherwise)?
bool text_hits_mark(const Quad& q, const SceneItem& mark, double tol);
// Does a text's box touch the drawn (clipped) segments of an item's path?
bool text_hits_segments(const Quad& q, const SceneItem& item, double tol);
// Do the segments ab and cd share a point?
bool segments_cross(Point a, Point b, Point c, Point d);
// Does the stroke ab (a leader line) cross a mark: a marker (a circle by its
// disc, other shapes by their box) by more than `tol`, a drawn segment of a
// line, a bar's or an image's box by more than `tol`? A band (a filled shape
// that is not a box) is not an obstacle: a leader crosses it as a line does.
bool stroke_crosses_mark(Point a, Point b, const SceneItem& mark, double tol);
// Does the stroke ab cross the marker `m` by more than `tol` (a circle by its
// disc, other shapes by their box)?
bool stroke_crosses_marker(Point a, Point b, const SceneMarker& m, double tol);
// The part of a mark a leader line may not cross: a bar's, a filled box's or
// an image's box by more than `tol` (stroke_crosses_mark without its markers
// and its lines, which a leader may cross).
bool stroke_crosses_body(Point a, Point b, const SceneItem& mark, double tol);
// Does `p` lie inside the marker `m` by more than `tol` (a circle by its disc,
// other shapes by their box)?
bool inside_marker(Point p, const SceneMarker& m, double tol);
// Does `p` lie inside one of the item's (drawn, unclipped) markers by more than `tol`?
bool inside_a_marker(Point p, const SceneItem& mark, double tol);

}  // namespace detail

/// The most collisions find_collisions lists; when there are more, one more
/// entry says so and the check stops.
inline constexpr std::size_t max_listed_collisions = 10000;

/// All collisions on a scene, and the layout's own problems (scene.problems).
/// The rules look only at each item's footprint (see Footprint in scene.hpp).
/// `tolerance` points of overlap are forgiven (anti-aliasing and rounding),
/// default half a point.
[[nodiscard]] SQFIG_API std::vector<Collision> find_collisions(const Scene& scene, double tolerance = 0.5);

}  // namespace sqfig
