// zlib (RFC 1950) streams in and out of memory, for rewriting the compressed
// streams of a PDF. Inflation is bounded, so a hostile stream cannot make it
// allocate more than the caller allows.
//
// Through GIO's zlib converters rather than <zlib.h>: chosen when sqfig was
// header-only, when <zlib.h> would have brought its global typedefs (Byte,
// uLong) and macros (OF, FAR) into every file that includes sqfig, while GLib
// was there already under Pango. (The implementation is now compiled once and
// no public header reaches this one, so that reason is gone: issue 45.) GZlibCompressor runs deflate with zlib's own defaults (level 6,
// 32 KiB window, memory level 8), so the bytes are those of compress2().
//
// Each thread keeps one inflater and one deflater and resets them between
// streams (inflateReset / deflateReset): the same bytes as fresh ones, without
// a new GObject and zlib's 256 KiB of fresh state for every font of every PDF.
#pragma once

#include <gio/gio.h>

#include <algorithm>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

#include "sqfig/detail/pango_handles.hpp"

namespace sqfig::detail {

/// Runs `converter` over all of `in` (as the whole input) into `out`, growing
/// `out` up to `max_size` bytes. The converted size, or nullopt on a
/// conversion error, input left over after the end of the stream, or more
/// than `max_size` bytes of output.
inline std::optional<std::size_t> convert_all(GConverter* converter, std::string_view in, std::string& out,
                                              std::size_t max_size) {
    std::size_t read = 0, done = 0;
    for (;;) {
        if (done == out.size()) {
            if (out.size() >= max_size) return std::nullopt;  // more than allowed
            out.resize(std::min(max_size, out.size() * 2 + 64));
        }
        gsize r = 0, w = 0;
        GError* raw_error = nullptr;
        const GConverterResult res = g_converter_convert(converter, in.data() + read, in.size() - read, &out[done],
                                                         out.size() - done, G_CONVERTER_INPUT_AT_END, &r, &w, &raw_error);
        const GErrorPtr error(raw_error);
        read += r;
        done += w;
        if (res == G_CONVERTER_FINISHED) break;
        if (res == G_CONVERTER_ERROR) {
            // No room for the next piece of output: grow and go on; anything else is bad data.
            if (!g_error_matches(error.get(), G_IO_ERROR, G_IO_ERROR_NO_SPACE)) return std::nullopt;
            if (out.size() >= max_size) return std::nullopt;
            out.resize(std::min(max_size, out.size() * 2 + 64));
        }
    }
    if (read != in.size()) return std::nullopt;  // bytes after the end of the stream
    return done;
}

/// The inflated bytes of one whole zlib stream, or nullopt when `in` is not
/// one (bad data, truncated, trailing bytes, a preset dictionary) or inflates
/// to more than `max_size` bytes. `size_hint` presizes the output.
inline std::optional<std::string> zlib_inflate(std::string_view in, std::size_t max_size, std::size_t size_hint = 0) {
    if (in.size() > std::numeric_limits<unsigned>::max()) return std::nullopt;  // zlib counts in 32 bits
    thread_local const auto inflater =
        GObjectRef<GZlibDecompressor>::adopt(g_zlib_decompressor_new(G_ZLIB_COMPRESSOR_FORMAT_ZLIB));
    if (!inflater) return std::nullopt;
    g_converter_reset(G_CONVERTER(inflater.get()));  // whatever the last stream left
    std::string out;
    out.resize(std::min(max_size, size_hint ? size_hint : in.size() * 3 + 64));
    const auto size = convert_all(G_CONVERTER(inflater.get()), in, out, max_size);
    if (!size) return std::nullopt;
    out.resize(*size);
    return out;
}

/// `in` as one zlib stream; nullopt if zlib fails. zlib's default level:
/// level 9 saves 12 bytes on the six paper figures' fonts for 25% more time.
/// `fastest`: level 1, for streams kept only a while (a rasterized item's
/// bands until the page is written: a scatter's still shrinks about 10x).
inline std::optional<std::string> zlib_deflate(std::string_view in, bool fastest = false) {
    if (in.size() > std::numeric_limits<unsigned>::max() / 2) return std::nullopt;
    // One deflater a level and thread, made when first used.
    auto make = [](int level) { return GObjectRef<GZlibCompressor>::adopt(g_zlib_compressor_new(G_ZLIB_COMPRESSOR_FORMAT_ZLIB, level)); };
    GZlibCompressor* deflater = nullptr;
    if (fastest) {
        thread_local const auto fast = make(1);
        deflater = fast.get();
    } else {
        thread_local const auto normal = make(-1);
        deflater = normal.get();
    }
    if (!deflater) return std::nullopt;
    g_converter_reset(G_CONVERTER(deflater));
    std::string out;
    out.resize(in.size() + in.size() / 1000 + 64);  // room for incompressible input (zlib's bound)
    const auto size = convert_all(G_CONVERTER(deflater), in, out, std::numeric_limits<std::size_t>::max());
    if (!size) return std::nullopt;
    out.resize(*size);
    return out;
}

}  // namespace sqfig::detail
