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
#include "sqfig/output/pdf_font_hinting.hpp"
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
    Reader r{o.text};
    std::size_t ignored = 0;
    r.integer(ignored);
    r.literal(" 0 obj");
    r.skip_space();
    if (!r.literal("<<")) return std::nullopt;
    GreyImage g;
    std::optional<std::size_t> length, width, height, bits;
    bool flate = false, xobject = false, image = false, grey = false, interpolate = false;
    auto once = [](bool& seen) { return !std::exchange(seen, true); };
    auto number = [&r](std::optional<std::size_t>& v) {
        std::size_t n = 0;
        r.skip_space();
        if (v || !r.integer(n)) return false;
        v = n;
        return true;
    };
    for (;;) {
        r.skip_space();
        if (r.literal(">>")) break;
        bool ok = false;
        if (r.literal("/Length")) {
            const std::size_t at = r.pos;
            if (auto ref = reference(r)) {
                length = length ? std::nullopt : integer_object(file, *ref);
                ok = length.has_value();
            } else {
                r.pos = at;
                ok = number(length);
            }
        } else if (r.literal("/Filter")) {
            r.skip_space();
            ok = r.literal("/FlateDecode") && once(flate);
        } else if (r.literal("/Type")) {
            r.skip_space();
            ok = r.literal("/XObject") && once(xobject);
        } else if (r.literal("/Subtype")) {
            r.skip_space();
            ok = r.literal("/Image") && once(image);
        } else if (r.literal("/Width")) {
            ok = number(width);
        } else if (r.literal("/Height")) {
            ok = number(height);
        } else if (r.literal("/BitsPerComponent")) {
            ok = number(bits);
        } else if (r.literal("/ColorSpace")) {
            r.skip_space();
            g.colorspace_at = r.pos;
            ok = r.literal("/DeviceGray") && once(grey);
        } else if (r.literal("/Interpolate")) {
            r.skip_space();
            ok = (r.literal("false") || r.literal("true")) && once(interpolate);
        }
        if (!ok) return std::nullopt;  // a key this does not know (/SMask, /Decode...): not ours
    }
    if (!length || !width || !height || bits != std::size_t{8} || !flate || !xobject || !image || !grey)
        return std::nullopt;
    r.skip_space();
    if (!r.literal("stream") || !(r.literal("\r\n") || r.literal("\n"))) return std::nullopt;
    if (*length > o.text.size() - r.pos) return std::nullopt;
    g.width = *width;
    g.height = *height;
    g.data = std::string_view(o.text).substr(r.pos, *length);
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
