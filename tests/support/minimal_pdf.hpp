// A minimal PDF with a classic cross-reference table, for tests and fuzzers of
// the PDF rewriting in sqfig/output/pdf_font_hinting.hpp.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace sqfig_test {

/// bodies[i] becomes object i + 1 ("N 0 obj\n<body>\nendobj\n"); object 1 is
/// the /Root. `trailer_extra` is added inside the trailer dictionary.
inline std::string minimal_pdf(const std::vector<std::string_view>& bodies, std::string_view trailer_extra = {}) {
    std::string out = "%PDF-1.5\n%\xb5\xed\xae\xfb\n";
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        offsets.push_back(out.size());
        out += std::to_string(i + 1);
        out += " 0 obj\n";
        out += bodies[i];
        out += "\nendobj\n";
    }
    const std::size_t xref_at = out.size();
    out += "xref\n0 " + std::to_string(bodies.size() + 1) + "\n0000000000 65535 f \n";
    char entry[32];
    for (const std::size_t o : offsets) {
        std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", o);
        out += entry;
    }
    out += "trailer\n<< /Size " + std::to_string(bodies.size() + 1) + " /Root 1 0 R";
    out += trailer_extra;
    out += " >>\nstartxref\n" + std::to_string(xref_at) + "\n%%EOF\n";
    return out;
}

}  // namespace sqfig_test
