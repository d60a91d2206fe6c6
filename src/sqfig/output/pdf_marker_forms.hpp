// The second half of sqfig's reusable markers (render/marker_forms.hpp): in
// the PDF Cairo wrote, each marker placeholder "x y w h re f" (or S, or B)
// becomes "q 1 0 0 1 cx cy cm /Mk Do Q", Mk a Form XObject holding the
// marker's path and the same painting operator; the colours, alpha and line
// width stay in the page's graphics state, which a form inherits, as
// matplotlib writes its markers. The page's content is inflated, rewritten
// and deflated again; the cross-reference table is rebuilt. Placeholders are
// recognised in drawing order, by their painting operator and their box
// (within 0.01 pt, Cairo's 1/256 pt grid and 3 decimals); any other rectangle
// is left alone. When not every registered placeholder is found exactly so,
// the result is nullopt and the caller draws the file again with plain paths.
#pragma once

#include <optional>
#include <string>

#include "sqfig/render/marker_forms.hpp"

namespace sqfig::detail {

/// `pdf` (one page) with every placeholder of `drawn` replaced by its form;
/// nullopt when one is not found as drawn (see the top of this header).
std::optional<std::string> apply_pdf_marker_forms(const std::string& pdf, const MarkerForms& drawn);

}  // namespace sqfig::detail
