// The implementation of sqfig/render/indexed_image.hpp.
#include "sqfig/render/indexed_image.hpp"

#include <cairo.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "sqfig/scene.hpp"

namespace sqfig::detail {

cairo_user_data_key_t indexed_images_key{};

IndexedImages* indexed_images_of(cairo_t* cr) {
    return static_cast<IndexedImages*>(cairo_surface_get_user_data(cairo_get_target(cr), &indexed_images_key));
}

std::optional<IndexedImage> index_image(const SceneImage& im) {
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
