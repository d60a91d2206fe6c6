// Venue presets as values: the column and text widths of a conference's LaTeX
// class and a Style whose font and sizes match its body text, so a figure
// drawn at the venue's width and included at that width keeps its point
// sizes. Where each number comes from: docs/styles.md.
#pragma once

#include <string>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/style.hpp"
#include "sqfig/style/figure_size.hpp"

namespace sqfig {

struct Venue {
    std::string name;          // "neurips": what --style takes
    std::string title;         // "NeurIPS 2024"
    double column_width = 0;   // \columnwidth, points (1/72 in)
    double text_width = 0;     // \textwidth, points
    int columns = 1;           // 1: single-column venue (column == text)
    std::string font_family;   // the body font's free equivalent, as fontconfig names it
    std::string font_package;  // the Debian package that installs it
    double body_size = 10;     // \normalsize, points
    std::string source;        // where the widths and the size come from

    /// Width of one of two figures side by side in a column (0.48\columnwidth each).
    double half_width() const { return 0.48 * column_width; }

    /// Pages of the venue's widths; height = width × aspect (default: golden).
    Size column(double aspect = 1 / golden_ratio) const { return figure_size(column_width, aspect); }
    Size full(double aspect = 1 / golden_ratio) const { return figure_size(text_width, aspect); }
    Size half(double aspect = 1 / golden_ratio) const { return figure_size(half_width(), aspect); }

    /// The venue's look: its body font and size, labels and titles at the
    /// body size, tick labels, legends and annotations two points smaller
    /// (never under 7 pt), lines for a printed column, no top/right spines,
    /// the Okabe-Ito colours ordered by lightness (print_palette()). Throws
    /// sqfig::Error naming the Debian package when the font is not installed
    /// (no silent fallback).
    Style style() const;
    /// style() without the font check (to inspect the values).
    Style style_unchecked() const;
};

namespace venues {

// TeX lengths are in TeX points (1/72.27 in); sqfig's points are 1/72 in.
Venue neurips();
Venue iclr();
Venue icml();
Venue acl();
Venue ieee();
Venue acm();
Venue article();

/// Every preset, in the order docs/styles.md lists them.
std::vector<Venue> all();

}  // namespace venues

/// The preset called `name` ("neurips", "icml", "iclr", "acl", "ieee", "acm",
/// "article"); throws sqfig::Error listing the names for any other.
Venue venue(const std::string& name);

}  // namespace sqfig
