// zlib (RFC 1950) streams in and out of memory, for rewriting the compressed
// streams of a PDF. Inflation is bounded, so a hostile stream cannot make it
// allocate more than the caller allows.
//
// zlib itself, in detail/zlib_codec.cpp: this header declares only, so
// <zlib.h> (its global typedefs Byte and uLong, its macros OF and FAR) stays
// in that one file. (Until issue 45 the codec went through GIO's zlib
// converters, from when sqfig was header-only and <zlib.h> would have reached
// every file that includes sqfig; the bytes are the same: GZlibCompressor ran
// deflateInit(level), GZlibDecompressor inflateInit(), as the .cpp does.)
// Deflation uses zlib's defaults (32 KiB window, memory level 8, the default
// strategy), so the bytes are those of compress2() at the same level.
//
// Each thread keeps one inflater and one deflater a level and resets them
// between streams (inflateReset / deflateReset): the same bytes as fresh
// ones, without zlib's 256 KiB of fresh state for every font of every PDF.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sqfig::detail {

/// The inflated bytes of one whole zlib stream, or nullopt when `in` is not
/// one (bad data, truncated, trailing bytes, a preset dictionary) or inflates
/// to more than `max_size` bytes. `size_hint` presizes the output.
std::optional<std::string> zlib_inflate(std::string_view in, std::size_t max_size, std::size_t size_hint = 0);

/// `in` as one zlib stream; nullopt if zlib fails. zlib's default level:
/// level 9 saves 12 bytes on the six paper figures' fonts for 25% more time.
/// `fastest`: level 1, for streams kept only a while (a rasterized item's
/// bands until the page is written: a scatter's still shrinks about 10x).
std::optional<std::string> zlib_deflate(std::string_view in, bool fastest = false);

}  // namespace sqfig::detail
