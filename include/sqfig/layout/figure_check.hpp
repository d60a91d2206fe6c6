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

#include "sqfig/config.hpp"
#include "sqfig/core/color_vision.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

struct Scene;  // scene.hpp: check(scene)'s caller has one; check(figure) needs none

/// What the figure check judges and how strictly; the defaults and their
/// sources are in docs/styles.md.
struct SQFIG_API CheckOptions {
    /// The width the figure is printed at, points (`\includegraphics[width=...]`);
    /// 0: its own page width. Sizes are judged after that scaling.
    double printed_width = 0;
    /// Smallest text size allowed, points, printed (default 7).
    double min_text_size = 7.0;
    /// Smallest size allowed for sub/superscripts and other smaller runs in a text, points, printed (default 5).
    double min_script_size = 5.0;
    /// Thinnest stroke or hatch line allowed, points, printed (default 0.5).
    double min_line_width = 0.5;
    /// Smallest CIEDE2000 difference allowed between legend series told apart by colour
    /// alone, under each of deuteranopia, protanopia and tritanopia (default 10).
    double min_color_difference = 10.0;
    /// Smallest CIE L* difference allowed between such series in greyscale (default 15).
    double min_lightness_difference = 15.0;
    /// Whether to check text sizes (default true).
    bool text_size = true, line_width = true, color_vision = true, greyscale = true;
    /// \var CheckOptions::line_width
    /// Whether to check line widths (default true).
    /// \var CheckOptions::color_vision
    /// Whether to check series colours under simulated colour-vision deficiencies (default true).
    /// \var CheckOptions::greyscale
    /// Whether to check series lightness in greyscale (default true).
};

/// What a Finding is about: text size, line width, colour vision or greyscale.
enum class FindingKind { small_text, thin_line, color_vision, greyscale };

/// The kind in words: "small text", "thin line", "colour vision", "greyscale".
SQFIG_API std::string to_string(FindingKind k);
/// \var FindingKind::small_text
/// Text, or a sub/superscript in it, under the minimum printed size.
/// \var FindingKind::thin_line
/// A stroke or hatch line under the minimum printed width.
/// \var FindingKind::color_vision
/// Two legend series told apart by colour alone whose colours are too close
/// under a colour-vision deficiency.
/// \var FindingKind::greyscale
/// Two legend series told apart by colour alone whose lightness is too close in greyscale.

/// One problem: what kind, the item(s) it is about, the value measured and
/// the threshold it missed, where on the page.
struct SQFIG_API Finding {
    /// What kind of problem.
    FindingKind kind;
    /// What it is about: the first item and how many more of the same, or two
    /// legend entries ("axes 0 x tick label \"0.5\" and 4 more", "legend entries \"A\" and \"B\"").
    std::string item;
    /// The measurement in words, with the minimum it missed.
    std::string message;
    /// The value measured: a printed size or width (points), a CIEDE2000 or an L* difference.
    double measured = 0, threshold = 0;
    /// Where on the page, points: the box around the item(s).
    Rect where;

    /// One line for a report: kind, item and message ("small text: ...: ...").
    std::string describe() const;
    /// \var Finding::threshold
    /// The minimum the measured value missed, in the same unit.
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
[[nodiscard]] SQFIG_API std::vector<Finding> check(const Scene& scene, const CheckOptions& o = {});

}  // namespace sqfig
