// How marks are stroked and decorated, as the builder API takes it: marker
// shapes, strokes (colour, width, caps, joins, dashes) and hatches, with the
// checks of values given through the API. Artists' setters and the scene
// (scene.hpp) share these; they need no scene to be declared.
#pragma once

#include <string>
#include <vector>

#include "sqfig/core/color.hpp"

namespace sqfig {

/// `triangle` points up (as matplotlib's "^").
enum class MarkerShape { none, circle, square, triangle, triangle_down, diamond, plus, cross, star };

/// True for shapes made of strokes only (plus, cross): drawn with the face colour as their stroke.
bool is_stroked_marker(MarkerShape s);

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
double checked_width(double w, const std::string& what);
StrokeStyle checked_stroke(const StrokeStyle& s, const std::string& what);
/// A dash pattern: lengths in points, none negative or over 10000, not all zero.
std::vector<double> checked_dashes(std::vector<double> d, const std::string& what);
/// A finite number (positions, offsets, angles).
double checked_finite(double v, const std::string& what);
}  // namespace detail

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
std::string checked_hatch(std::string pattern, const std::string& what);
}  // namespace detail

}  // namespace sqfig
