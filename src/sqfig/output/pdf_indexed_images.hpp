// The second half of sqfig's palette images (render/indexed_image.hpp): in
// the PDF Cairo wrote, each image drawn as grey palette indices gets its
// palette, "/ColorSpace /DeviceGray" becoming "/ColorSpace [/Indexed
// /DeviceRGB n <palette>]". The compressed pixels are not touched (no
// re-deflating); the cross-reference table is rebuilt. An image is recognised
// by its exact dictionary and by its pixels, inflated and compared with the
// indices drawn, so no other grey image can be coloured by mistake. When not
// every registered image is found exactly so, the result is nullopt and the
// caller draws the file again without palettes.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "sqfig/output/pdf_objects.hpp"
#include "sqfig/render/indexed_image.hpp"

namespace sqfig::detail::pdf {

/// An image XObject exactly as Cairo writes a grey one:
///   << /Length L /Filter /FlateDecode /Type /XObject /Subtype /Image /Width W
///      /Height H /ColorSpace /DeviceGray /Interpolate false /BitsPerComponent 8 >> stream ...
/// (keys in any order, /Length direct or "M 0 R"); nullopt for anything else.
struct GreyImage {
    std::size_t width = 0, height = 0;
    std::size_t colorspace_at = 0;  // offset of "/DeviceGray" in the object's text
    std::string_view data;          // the compressed pixels
};

std::optional<GreyImage> grey_image(const Object& o, const ParsedPdf& file);

}  // namespace sqfig::detail::pdf

namespace sqfig::detail {

/// `pdf` with every image of `drawn` given its palette; nullopt when one of
/// them is not found exactly as drawn (see the top of this header).
std::optional<std::string> apply_pdf_palettes(const std::string& pdf, const IndexedImages& drawn);

}  // namespace sqfig::detail
