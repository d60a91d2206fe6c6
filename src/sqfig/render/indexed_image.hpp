// Palette images for sqfig's own PDF files.
//
// Cairo writes every colour image into a PDF as 3 bytes a pixel and deflates
// it at zlib's default level; for a 1000 x 1000 heatmap of noisy data that is
// 3 MB through deflate's slow path, about 150 ms. A heatmap has at most a few
// hundred colours, so the same picture as 1 byte a pixel plus a palette is a
// third of the data (deflated in ~25 ms, and smaller). Cairo cannot write a
// palette image, but it writes an image whose pixels are all grey as one byte
// a pixel (/DeviceGray). So, only on a PDF surface sqfig made itself and marked
// with an IndexedImages registry: an opaque, sharp image of 2..256 colours is
// drawn as greys whose levels are palette indices, and the registry remembers
// each palette; output/pdf_indexed_images.hpp then turns those greys back into
// colours by giving each such image its palette (/Indexed colour space). A
// caller's own surface carries no registry and gets the colours as they are.
#pragma once

#include <cairo.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/scene.hpp"

namespace sqfig::detail {

/// One image drawn as palette indices: what the PDF rewrite looks for.
struct IndexedImage {
    int width = 0, height = 0;
    std::string palette;  // 3 bytes (R, G, B) per colour, index order
    std::string indices;  // width x height bytes, top row first: the grey levels Cairo writes
};

/// The images of one PDF surface drawn as indices, in drawing order.
struct IndexedImages {
    std::vector<IndexedImage> images;
};

/// The key under which a PDF surface carries its IndexedImages.
inline cairo_user_data_key_t indexed_images_key{};

// Below this many pixels a palette (768 bytes at most) does not pay.
constexpr long long kMinIndexedPixels = 4096;

/// The registry of the surface `cr` draws on, if sqfig made that surface for a PDF it rewrites.
inline IndexedImages* indexed_images_of(cairo_t* cr) {
    return static_cast<IndexedImages*>(cairo_surface_get_user_data(cairo_get_target(cr), &indexed_images_key));
}

/// `im` as palette + indices (colours in order of first appearance), or
/// nullopt when it is small, smooth, not opaque, or has one colour (Cairo
/// would write that as a 1-bit image) or more than 256.
inline std::optional<IndexedImage> index_image(const SceneImage& im) {
    if (im.smooth || static_cast<long long>(im.width) * im.height < kMinIndexedPixels) return std::nullopt;
    const std::vector<std::uint8_t>& px = *im.rgba;
    IndexedImage out;
    out.width = im.width;
    out.height = im.height;
    out.indices.resize(px.size() / 4);
    // Open addressing on the 24-bit colour: 1024 slots for at most 256 colours.
    constexpr std::uint32_t empty = 0xffffffffu;
    std::array<std::uint32_t, 1024> key;
    std::array<std::uint8_t, 1024> value{};
    key.fill(empty);
    std::uint32_t last = empty;
    std::uint8_t last_index = 0;
    int colors = 0;
    for (std::size_t i = 0, p = 0; p < px.size(); ++i, p += 4) {
        if (px[p + 3] != 255) return std::nullopt;
        const std::uint32_t c = (std::uint32_t{px[p]} << 16) | (std::uint32_t{px[p + 1]} << 8) | px[p + 2];
        if (c != last) {
            std::uint32_t slot = (c * 2654435761u) >> 22;
            while (key[slot] != empty && key[slot] != c) slot = (slot + 1) & 1023u;
            if (key[slot] == empty) {
                if (colors == 256) return std::nullopt;
                key[slot] = c;
                value[slot] = static_cast<std::uint8_t>(colors++);
                out.palette.push_back(static_cast<char>(px[p]));
                out.palette.push_back(static_cast<char>(px[p + 1]));
                out.palette.push_back(static_cast<char>(px[p + 2]));
            }
            last = c;
            last_index = value[slot];
        }
        out.indices[i] = static_cast<char>(last_index);
    }
    if (colors < 2) return std::nullopt;
    return out;
}

}  // namespace sqfig::detail
