// zlib (RFC 1950) streams in and out of memory, for rewriting the compressed
// streams of a PDF. Inflation is bounded, so a hostile stream cannot make it
// allocate more than the caller allows.
#pragma once

#include <zlib.h>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sqfig::detail {

/// Owns a z_stream set up for inflating; inflateEnd on scope exit.
class Inflater {
public:
    Inflater() { ok_ = inflateInit(&z_) == Z_OK; }
    ~Inflater() { if (ok_) inflateEnd(&z_); }
    Inflater(const Inflater&) = delete;
    Inflater& operator=(const Inflater&) = delete;
    bool ok() const { return ok_; }
    z_stream& stream() { return z_; }

private:
    z_stream z_{};
    bool ok_ = false;
};

/// The inflated bytes of one whole zlib stream, or nullopt when `in` is not
/// one (bad data, truncated, trailing bytes) or inflates to more than
/// `max_size` bytes. `size_hint` presizes the output.
inline std::optional<std::string> zlib_inflate(std::string_view in, std::size_t max_size, std::size_t size_hint = 0) {
    if (in.size() > static_cast<std::size_t>(static_cast<uInt>(-1))) return std::nullopt;
    Inflater inflater;
    if (!inflater.ok()) return std::nullopt;
    z_stream& z = inflater.stream();
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    z.avail_in = static_cast<uInt>(in.size());
    std::string out;
    out.resize(std::min(max_size, size_hint ? size_hint : in.size() * 3 + 64));
    std::size_t done = 0;
    for (;;) {
        if (done == out.size()) {
            if (out.size() >= max_size) return std::nullopt;  // more than allowed
            out.resize(std::min(max_size, out.size() * 2 + 64));
        }
        z.next_out = reinterpret_cast<Bytef*>(&out[done]);
        z.avail_out = static_cast<uInt>(std::min<std::size_t>(out.size() - done, static_cast<uInt>(-1)));
        const uInt before = z.avail_out;
        const int rc = inflate(&z, Z_NO_FLUSH);
        done += before - z.avail_out;
        if (rc == Z_STREAM_END) break;
        if (rc != Z_OK) return std::nullopt;  // Z_BUF_ERROR here means truncated input
    }
    if (z.avail_in != 0) return std::nullopt;  // bytes after the end of the stream
    out.resize(done);
    return out;
}

/// `in` as one zlib stream; nullopt if zlib fails. zlib's default level:
/// level 9 saves 12 bytes on the six paper figures' fonts for 25% more time.
inline std::optional<std::string> zlib_deflate(std::string_view in) {
    if (in.size() > static_cast<std::size_t>(static_cast<uLong>(-1) / 2)) return std::nullopt;
    uLongf len = compressBound(static_cast<uLong>(in.size()));
    std::string out(len, '\0');
    if (compress2(reinterpret_cast<Bytef*>(&out[0]), &len, reinterpret_cast<const Bytef*>(in.data()),
                  static_cast<uLong>(in.size()), Z_DEFAULT_COMPRESSION) != Z_OK)
        return std::nullopt;
    out.resize(len);
    return out;
}

}  // namespace sqfig::detail
