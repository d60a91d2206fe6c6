// How marks are stroked and decorated, as the builder API takes it: marker
// shapes, strokes (colour, width, caps, joins, dashes) and hatches, with the
// checks of values given through the API. Artists' setters and the scene
// (scene.hpp) share these; they need no scene to be declared.
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"

namespace sqfig {

/// A marker's shape, for lines, error bars and scatter points.
/// `triangle` points up (as matplotlib's "^").
enum class MarkerShape { none, circle, square, triangle, triangle_down, diamond, plus, cross, star };
/// \var MarkerShape::none
/// No marker.
/// \var MarkerShape::circle
/// A circle (matplotlib's "o").
/// \var MarkerShape::square
/// A square (matplotlib's "s").
/// \var MarkerShape::triangle
/// A triangle pointing up (matplotlib's "^").
/// \var MarkerShape::triangle_down
/// A triangle pointing down (matplotlib's "v").
/// \var MarkerShape::diamond
/// A square standing on a corner (matplotlib's "D").
/// \var MarkerShape::plus
/// A "+" of two strokes, drawn in the face colour.
/// \var MarkerShape::cross
/// An "x" of two strokes, drawn in the face colour.
/// \var MarkerShape::star
/// A five-pointed star (matplotlib's "*").

/// True for shapes made of strokes only (plus, cross): drawn with the face colour as their stroke.
SQFIG_API bool is_stroked_marker(MarkerShape s);

/// How the ends of a stroked path look (Cairo/PostScript line caps).
enum class LineCap { butt, round, square };
/// How a stroked path turns its corners.
enum class LineJoin { miter, round, bevel };
/// \var LineCap::butt
/// The stroke stops flat at the end point.
/// \var LineCap::round
/// The stroke ends in a half circle around the end point.
/// \var LineCap::square
/// The stroke stops flat half its width past the end point.
/// \var LineJoin::miter
/// Sharp corners: the outer edges run on until they meet.
/// \var LineJoin::round
/// Rounded corners.
/// \var LineJoin::bevel
/// Corners cut off straight.

/// How a line is stroked: its colour and width.
struct SQFIG_API StrokeStyle {
    /// The line's colour (default black).
    Color color{0, 0, 0};
    /// Line width, points (default 1).
    double width = 1.0;
};

/// matplotlib's named line styles ("-", "--", ":", "-.").
enum class LineStyle { solid, dashed, dotted, dash_dot };
/// \var LineStyle::solid
/// No dashes ("-").
/// \var LineStyle::dashed
/// matplotlib's "--": lines.dashed_pattern {3.7, 1.6} times the line width.
/// \var LineStyle::dotted
/// matplotlib's ":": lines.dotted_pattern {1, 1.65} times the line width.
/// \var LineStyle::dash_dot
/// matplotlib's "-.": lines.dashdot_pattern {6.4, 1.6, 1, 1.6} times the line width.

/// The on/off lengths, points, matplotlib draws style `s` with at line width
/// `width` points (its rcParams patterns, scaled by the width as
/// lines.scale_dashes does); empty for solid. Throws sqfig::Error for an unknown style.
SQFIG_API std::vector<double> dash_pattern(LineStyle s, double width);

namespace detail {
/// A line width given through the API: a number of points in [0, 10000].
double checked_width(double w, const std::string& what);
StrokeStyle checked_stroke(const StrokeStyle& s, const std::string& what);
/// A dash pattern: lengths in points, none negative or over 10000, not all zero.
std::vector<double> checked_dashes(std::vector<double> d, const std::string& what);
/// A finite setting (an offset, an angle): an Error of `kind` otherwise.
double checked_finite(double v, const std::string& what, ErrorKind kind = ErrorKind::usage);
/// A finite coordinate (a line's or a point's position): data, so ErrorKind::data otherwise.
double checked_position(double v, const std::string& what);
/// An offset in points: finite and at most 10000 either way.
double checked_offset(double v, const std::string& what);
}  // namespace detail

/// Lines across a filled closed path: a second cue besides its colour
/// (Bars::hatch), drawn over the fill, clipped to the path, anchored to the
/// page so neighbouring shapes' lines meet.
struct SQFIG_API Hatch {
    /// '/', '\\', '|', '-', '+' (| and -), 'x' (/ and \\); a character given
    /// n times draws its lines n times as dense, as matplotlib's hatches.
    std::string pattern;
    /// Colour of the hatch lines (default black).
    Color color{0, 0, 0};
    /// Width of the hatch lines, points (default 0.6).
    double width = 0.6;
    /// Distance between the lines of a character given once, points (default 6).
    double spacing = 6.0;
};

namespace detail {
/// A hatch pattern given through the API: only the characters Hatch knows, at most 16.
std::string checked_hatch(std::string pattern, const std::string& what);
}  // namespace detail

}  // namespace sqfig
