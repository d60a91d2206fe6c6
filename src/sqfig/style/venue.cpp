// The implementation of sqfig/style/venue.hpp.
#include "sqfig/style/venue.hpp"

#include <algorithm>
#include <string>
#include <vector>
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/style.hpp"
#include "sqfig/style/figure_size.hpp"
#include "sqfig/style/print_palette.hpp"
#include "sqfig/text/font_availability.hpp"

namespace sqfig {

Style Venue::style() const {
    require_font(font_family, font_package);
    return style_unchecked();
}

Style Venue::style_unchecked() const {
    Style s;
    s.font_family = font_family;
    s.font_size = body_size;
    s.title_size = body_size;
    s.label_size = body_size;
    const double small = std::max(7.0, body_size - 2);
    s.tick_label_size = small;
    s.legend_size = small;
    s.annotation_size = small;
    s.line_width = 1.25;
    s.spine_width = 0.8;
    s.major_tick_length = 3.0;
    s.minor_tick_length = 1.5;
    s.major_tick_width = 0.8;
    s.minor_tick_width = 0.6;
    s.tick_label_pad = 2.5;
    s.axis_label_pad = 3.0;
    s.title_pad = 4.0;
    s.marker_size = 4.5;
    s.figure_pad = 3.0;
    s.panel_gap = 8.0;
    s.spine_top = false;
    s.spine_right = false;
    s.color_cycle = print_palette();
    return s;
}

}  // namespace sqfig

namespace sqfig {
namespace venues {

Venue neurips() {
    return {"neurips", "NeurIPS 2024", inches(5.5), inches(5.5), 1, "TeX Gyre Termes", "fonts-texgyre", 10,
            "neurips_2024.sty: \\newgeometry{textwidth=5.5in}, \\rmdefault ptm (Times), \\normalsize 10 pt"};
}

Venue iclr() {
    return {"iclr", "ICLR 2024", inches(5.5), inches(5.5), 1, "TeX Gyre Termes", "fonts-texgyre", 10,
            "iclr2024_conference.sty: \\textwidth 5.5 true in, \\normalsize 10 pt; Times from the template's "
            "\\usepackage{times}"};
}

Venue icml() {
    return {"icml", "ICML 2024", inches(3.25), inches(6.75), 2, "TeX Gyre Termes", "fonts-texgyre", 10,
            "icml2024.sty: \\textwidth 6.75in, \\columnsep 0.25in (column (6.75 - 0.25) / 2 = 3.25in), "
            "\\RequirePackage{times}; 10 pt article class"};
}

Venue acl() {
    // A4 with 2.5 cm margins: 21.0 - 5.0 = 16.0 cm of text, columns (16.0 - 0.6) / 2 = 7.7 cm.
    return {"acl", "ACL (acl.sty)", inches(7.7 / 2.54), inches(16.0 / 2.54), 2, "TeX Gyre Termes", "fonts-texgyre",
            11,
            "acl.sty: \\PassOptionsToPackage{a4paper,margin=2.5cm}{geometry}, \\setlength\\columnsep{0.6cm}; "
            "11 pt class option and Times in the ACL template"};
}

Venue ieee() {
    return {"ieee", "IEEEtran (conference)", tex_points(252), tex_points(516), 2, "TeX Gyre Termes",
            "fonts-texgyre", 10,
            "IEEEtran.cls: \\textwidth 43pc (516 pt), \\columnsep 1pc, so \\columnwidth 21pc (252 pt); "
            "conference mode keeps both; Times, 10 pt"};
}

Venue acm() {
    // sigconf geometry: 8.5in paper (614.295 TeX pt) less inner and outer margins of 54 pt.
    return {"acm", "ACM acmart sigconf", tex_points((614.295 - 108 - 24) / 2), tex_points(614.295 - 108), 2,
            "Linux Libertine O", "fonts-linuxlibertine", 9,
            "acmart sigconf: geometry inner=outer=54pt on US letter, \\columnsep 2pc; 9 pt Linux Libertine"};
}

Venue article() {
    return {"article", "LaTeX article, 10 pt", tex_points(345), tex_points(345), 1, "Latin Modern Roman",
            "fonts-lmodern", 10, "article.cls with size10.clo: \\textwidth 345pt; Computer Modern (Latin Modern)"};
}

std::vector<Venue> all() { return {neurips(), icml(), iclr(), acl(), ieee(), acm(), article()}; }

}  // namespace venues
}  // namespace sqfig

namespace sqfig {

Venue venue(const std::string& name) {
    std::string known;
    for (Venue& v : venues::all()) {
        if (v.name == name) return v;
        known += (known.empty() ? "" : ", ") + v.name;
    }
    throw Error("unknown venue \"" + name + "\" (known: " + known + ")");
}

}  // namespace sqfig
