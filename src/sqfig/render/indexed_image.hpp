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

#include <optional>
#include <string>
#include <vector>

namespace sqfig {

struct SceneImage;

namespace detail {

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
extern cairo_user_data_key_t indexed_images_key;

// Below this many pixels a palette (768 bytes at most) does not pay.
constexpr long long kMinIndexedPixels = 4096;

/// The registry of the surface `cr` draws on, if sqfig made that surface for a PDF it rewrites.
IndexedImages* indexed_images_of(cairo_t* cr);

/// `im` as palette + indices (colours in order of first appearance), or
/// nullopt when it is small, smooth, not opaque, or has one colour (Cairo
/// would write that as a 1-bit image) or more than 256.
std::optional<IndexedImage> index_image(const SceneImage& im);

}  // namespace detail

}  // namespace sqfig
