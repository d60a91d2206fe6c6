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

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sqfig/detail/zlib_codec.hpp"
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

inline std::optional<GreyImage> grey_image(const Object& o, const ParsedPdf& file) {
    if (o.text.find("/DeviceGray") == std::string::npos) return std::nullopt;  // most objects: cheap no
    const std::optional<StreamObject> s = stream_object(o, file);
    // A key this does not know (/SMask, /Decode...): not ours.
    if (!s || !s->has_only({"/Length", "/Filter", "/Type", "/Subtype", "/Width", "/Height", "/ColorSpace",
                            "/Interpolate", "/BitsPerComponent"}))
        return std::nullopt;
    const auto is = [&s](std::string_view key, std::string_view want) { return s->value(key) == want; };
    const std::optional<std::size_t> width = s->integer("/Width"), height = s->integer("/Height");
    if (!is("/Filter", "/FlateDecode") || !is("/Type", "/XObject") || !is("/Subtype", "/Image") ||
        !is("/ColorSpace", "/DeviceGray") || s->integer("/BitsPerComponent") != std::size_t{8} || !width || !height)
        return std::nullopt;
    if (const auto interpolate = s->value("/Interpolate"); interpolate && *interpolate != "false" && *interpolate != "true")
        return std::nullopt;
    GreyImage g;
    g.width = *width;
    g.height = *height;
    for (const StreamObject::Entry& e : s->entries)
        if (e.key == "/ColorSpace") g.colorspace_at = e.value_at;
    g.data = s->data;
    return g;
}

}  // namespace sqfig::detail::pdf

namespace sqfig::detail {

/// `pdf` with every image of `drawn` given its palette; nullopt when one of
/// them is not found exactly as drawn (see the top of this header).
inline std::optional<std::string> apply_pdf_palettes(const std::string& pdf, const IndexedImages& drawn) {
    using namespace detail::pdf;
    if (drawn.images.empty()) return pdf;
    auto parsed = parse(pdf);
    if (!parsed) return std::nullopt;
    std::vector<bool> found(drawn.images.size(), false);
    std::size_t left = drawn.images.size();
    for (Object& o : parsed->objects) {
        if (left == 0) break;
        const auto g = grey_image(o, *parsed);
        if (!g) continue;
        std::optional<std::string> pixels;
        for (std::size_t k = 0; k < drawn.images.size(); ++k) {
            const IndexedImage& im = drawn.images[k];
            if (found[k] || g->width != static_cast<std::size_t>(im.width) ||
                g->height != static_cast<std::size_t>(im.height))
                continue;
            if (!pixels) pixels = zlib_inflate(g->data, im.indices.size(), im.indices.size());
            if (!pixels || *pixels != im.indices) continue;
            static constexpr char hex[] = "0123456789abcdef";
            std::string space = "[/Indexed /DeviceRGB " + std::to_string(im.palette.size() / 3 - 1) + " <";
            for (char c : im.palette) {
                const auto b = static_cast<unsigned char>(c);
                space += hex[b >> 4];
                space += hex[b & 15];
            }
            space += ">]";
            o.text.replace(g->colorspace_at, std::string_view("/DeviceGray").size(), space);
            found[k] = true;
            --left;
            break;
        }
    }
    if (left != 0) return std::nullopt;
    std::string out = write(*parsed);
    const auto check = parse(out);
    if (!check || check->objects.size() != parsed->objects.size()) return std::nullopt;
    return out;
}

}  // namespace sqfig::detail
