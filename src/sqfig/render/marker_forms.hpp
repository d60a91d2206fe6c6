// Repeated markers as one reusable marker in sqfig's own PDF files (issue 47).
//
// Cairo writes every marker as its own path: a circle is ~120 bytes of
// content for each of 10^4 points, and Cairo deflates all of them. matplotlib
// writes one Form XObject per marker style and `q 1 0 0 1 x y cm /M0 Do Q`
// per marker. Cairo cannot write such an operator, and painting a recording
// surface per marker costs 7x the CPU. So, only on a one-page PDF surface
// sqfig made itself and marked with a MarkerForms registry, an item of at
// least kMinFormMarkers markers is drawn as placeholders: each marker's
// bounding box as a rectangle, filled and stroked exactly as the marker would
// be (same colours, alpha, line width, same calls, so Cairo emits the same
// state operators and culls the same markers), and the registry remembers
// each marker's style and centre. output/pdf_marker_forms.hpp then replaces
// each placeholder "x y w h re f|S|B" with the marker's form. When that fails,
// the file is drawn again without the registry. A caller's own surface and a
// streamed document carry no registry and get plain paths.
#pragma once

#include <cairo.h>

#include <cstddef>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace sqfig::detail {

/// One marker style: its path around the centre (0, 0), as PDF path operators
/// in device units (y down, as Cairo writes the page), and the box the path
/// covers (what the placeholder rectangle is).
struct MarkerFormStyle {
    std::string path;      // "0 -3 m ... c h" (no painting operator)
    double x0 = 0, y0 = 0;  // the path's extents, relative to the centre
    double x1 = 0, y1 = 0;
    double margin = 0;      // how far the outline may reach past the extents
};

/// One placeholder painting operation, in drawing order.
struct MarkerFormUse {
    std::size_t style = 0;
    double x = 0, y = 0;  // the marker's centre, device units
    bool fill = false;    // a fill (else a stroke)
    // Its box meets no area of the clip: Cairo may have culled the
    // placeholder (it culls only such), and the rewrite may then skip it.
    bool may_be_culled = false;
};

/// The placeholders drawn on one PDF surface.
struct MarkerForms {
    std::vector<MarkerFormStyle> styles;
    std::vector<MarkerFormUse> uses;
    std::map<std::tuple<int, double, double>, std::size_t> known;  // (shape, size, edge width) -> style
};

/// The key under which a PDF surface carries its MarkerForms.
extern cairo_user_data_key_t marker_forms_key;

/// From this many markers in one item, a marked surface gets placeholders:
/// fewer do not pay for the form, and the paper figures keep their bytes.
inline constexpr std::size_t kMinFormMarkers = 20;

/// The rewrite skips at most this many placeholders in a row that Cairo may
/// have culled (MarkerFormUse::may_be_culled); past that it gives up.
inline constexpr std::size_t kMaxCulledRun = 256;

/// `v` as Cairo writes path coordinates: at most 3 decimals, no trailing zeros.
inline void append_pdf_number(std::string& out, double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    std::string_view t = buf;
    while (t.back() == '0') t.remove_suffix(1);
    if (t.back() == '.') t.remove_suffix(1);
    if (t == "-0") t = "0";
    out += t;
}

/// The registry of the surface `cr` draws on, if sqfig made it for a PDF it rewrites.
MarkerForms* marker_forms_of(cairo_t* cr);

}  // namespace sqfig::detail
