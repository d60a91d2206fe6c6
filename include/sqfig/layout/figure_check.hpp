// The figure check beyond geometry: what a reader of the printed figure may
// not be able to see. Text under a minimum printed size, lines under a
// minimum printed width, and legend series told apart by colour alone whose
// colours become too close for readers with deuteranopia, protanopia or
// tritanopia (Machado et al. 2009, CIEDE2000) or in a greyscale print (CIE L*).
// Computed from the same Scene as the collision report (collisions.hpp), at
// the size the figure is printed. Thresholds and their sources: docs/styles.md.
#pragma once

#include <string>
#include <vector>

#include "sqfig/core/color_vision.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

struct Scene;  // scene.hpp: check(scene)'s caller has one; check(figure) needs none

struct CheckOptions {
    /// The width the figure is printed at, points (\includegraphics[width=...]);
    /// 0: its own page width. Sizes are judged after that scaling.
    double printed_width = 0;
    double min_text_size = 7.0;              // points, printed
    double min_script_size = 5.0;            // points, printed: sub/superscripts and other smaller runs
    double min_line_width = 0.5;             // points, printed
    double min_color_difference = 10.0;      // CIEDE2000 between series under each simulated deficiency
    double min_lightness_difference = 15.0;  // CIE L* between series in greyscale
    bool text_size = true, line_width = true, color_vision = true, greyscale = true;
};

enum class FindingKind { small_text, thin_line, color_vision, greyscale };

std::string to_string(FindingKind k);

/// One problem: what kind, the item(s) it is about, the value measured and
/// the threshold it missed, where on the page.
struct Finding {
    FindingKind kind;
    std::string item;     // "axes 0 x tick label \"0.5\" and 4 more", "legend entries \"A\" and \"B\""
    std::string message;  // the measurement in words
    double measured = 0, threshold = 0;
    Rect where;

    std::string describe() const;
};

namespace detail {

std::string number_text(double v, int decimals = 1);

// A legend entry as the reader sees it: its colour and every other cue.
struct SeriesCue {
    std::string label;
    Color color;
    std::string shape;  // patch/line, dashes, markers, hatch: entries that differ here are told apart without colour
    Rect where;
};

std::vector<std::vector<SeriesCue>> legend_series(const Scene& scene);

// Findings of one kind gathered by what they are about, so twenty small tick
// labels make one finding, not twenty.
struct Gathered {
    std::string first;
    std::size_t count = 0;
    double value = 0;
    Rect where;
};

}  // namespace detail

/// Everything on `scene` a reader of the printed figure may not see (see
/// CheckOptions); empty when the figure passes.
[[nodiscard]] std::vector<Finding> check(const Scene& scene, const CheckOptions& o = {});

}  // namespace sqfig
