// Venue presets as values: the column and text widths of a conference's LaTeX
// class and a Style whose font and sizes match its body text, so a figure
// drawn at the venue's width and included at that width keeps its point
// sizes. Where each number comes from: docs/styles.md.
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/style.hpp"
#include "sqfig/style/figure_size.hpp"

namespace sqfig {

/// A venue's LaTeX widths (points) and body font: a figure drawn at one of its
/// widths and included at that width keeps its point sizes.
struct SQFIG_API Venue {
    /// The preset's name, what venue() and `--style` take ("neurips").
    std::string name;
    /// The venue as people name it ("NeurIPS 2024").
    std::string title;
    /// `\columnwidth`, points (1/72 in).
    double column_width = 0;
    /// `\textwidth`, points.
    double text_width = 0;
    /// Columns of text on a page; 1: a single-column venue (column_width == text_width).
    int columns = 1;
    /// The body font's free equivalent, as fontconfig names it ("TeX Gyre Termes").
    std::string font_family;
    /// The Debian package that installs font_family ("fonts-texgyre").
    std::string font_package;
    /// `\normalsize`, points (default 10).
    double body_size = 10;
    /// Where the widths and the size come from (class file and its settings).
    std::string source;

    /// Width of one of two figures side by side in a column (0.48 `\columnwidth` each).
    double half_width() const { return 0.48 * column_width; }

    /// A page `\columnwidth` wide; height = width × aspect (default: golden).
    /// Throws sqfig::Error as figure_size() does (an aspect outside (0, 100], say).
    Size column(double aspect = 1 / golden_ratio) const { return figure_size(column_width, aspect); }
    /// The same, `\textwidth` wide (across both columns of a two-column venue).
    Size full(double aspect = 1 / golden_ratio) const { return figure_size(text_width, aspect); }
    /// The same, half_width() wide.
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

/// The venue presets; docs/styles.md gives the source of each number.
namespace venues {

// TeX lengths are in TeX points (1/72.27 in); sqfig's points are 1/72 in.
/// NeurIPS 2024: one 5.5 in column, Times (TeX Gyre Termes), 10 pt.
SQFIG_API Venue neurips();
/// ICLR 2024: one 5.5 in column, Times (TeX Gyre Termes), 10 pt.
SQFIG_API Venue iclr();
/// ICML 2024: two 3.25 in columns in 6.75 in of text, Times (TeX Gyre Termes), 10 pt.
SQFIG_API Venue icml();
/// ACL (acl.sty): two 7.7 cm columns in 16 cm of text on A4, Times (TeX Gyre Termes), 11 pt.
SQFIG_API Venue acl();
/// IEEEtran in conference mode: two 252 TeX pt columns in 516 TeX pt of text,
/// Times (TeX Gyre Termes), 10 pt.
SQFIG_API Venue ieee();
/// ACM acmart sigconf: two 241 TeX pt columns in 506 TeX pt of text on US letter,
/// Linux Libertine, 9 pt.
SQFIG_API Venue acm();
/// The LaTeX article class at 10 pt: one 345 TeX pt column, Latin Modern Roman, 10 pt.
SQFIG_API Venue article();

/// Every preset, in the order docs/styles.md lists them.
SQFIG_API std::vector<Venue> all();

}  // namespace venues

/// The preset called `name` ("neurips", "icml", "iclr", "acl", "ieee", "acm",
/// "article"); throws sqfig::Error listing the names for any other.
SQFIG_API Venue venue(const std::string& name);

}  // namespace sqfig
