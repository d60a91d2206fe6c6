// The implementation of sqfig/output/pdf_indexed_images.hpp.
#include "sqfig/output/pdf_indexed_images.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sqfig/detail/zlib_codec.hpp"
#include "sqfig/output/pdf_objects.hpp"
#include "sqfig/render/indexed_image.hpp"

namespace sqfig::detail::pdf {

std::optional<GreyImage> grey_image(const Object& o, const ParsedPdf& file) {
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

std::optional<std::string> apply_pdf_palettes(const std::string& pdf, const IndexedImages& drawn) {
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
