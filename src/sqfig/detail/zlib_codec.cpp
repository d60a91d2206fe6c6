// The implementation of sqfig/detail/zlib_codec.hpp: zlib's deflate and
// inflate, one z_stream of each kind per thread, reset between streams. The
// only file of sqfig that includes <zlib.h>.
#include "sqfig/detail/zlib_codec.hpp"

#include <zlib.h>

#include <algorithm>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace sqfig::detail {
namespace {

/// A thread's z_stream: set up once as GIO's zlib converters set theirs up
/// (inflateInit(); deflateInit() at `level`: zlib's default window, memory
/// level and strategy), ended with the thread.
class ZlibStream {
public:
    enum class Kind { inflating, deflating };
    ZlibStream(Kind kind, int level) : kind_(kind) {
        ok_ = (kind == Kind::inflating ? inflateInit(&z_) : deflateInit(&z_, level)) == Z_OK;
    }
    ~ZlibStream() {
        if (!ok_) return;
        if (kind_ == Kind::inflating) inflateEnd(&z_);
        else deflateEnd(&z_);
    }
    ZlibStream(const ZlibStream&) = delete;
    ZlibStream& operator=(const ZlibStream&) = delete;

    /// The stream, ready for a new one (whatever the last left, an error half
    /// way included, is gone); null if zlib could not be set up.
    z_stream* fresh() {
        if (!ok_) return nullptr;
        const int reset = kind_ == Kind::inflating ? inflateReset(&z_) : deflateReset(&z_);
        return reset == Z_OK ? &z_ : nullptr;
    }

private:
    z_stream z_{};  // zalloc, zfree, opaque null: zlib's own malloc and free
    Kind kind_;
    bool ok_ = false;
};

/// Runs `step` (one call of inflate or deflate on `z`) over all of `in` (as
/// the whole input) into `out`, growing `out` up to `max_size` bytes. The
/// converted size, or nullopt on a zlib error (bad data, a preset dictionary,
/// input that ends before the stream does), input left over after the end of
/// the stream, or more than `max_size` bytes of output. `in` is at most
/// UINT_MAX bytes (the callers check).
template <class Step>
std::optional<std::size_t> zlib_convert_all(z_stream& z, Step step, std::string_view in, std::string& out,
                                            std::size_t max_size) {
    constexpr std::size_t most = std::numeric_limits<uInt>::max();  // zlib counts in 32 bits
    std::size_t read = 0, done = 0;
    for (;;) {
        if (done == out.size()) {
            if (out.size() >= max_size) return std::nullopt;  // more than allowed
            out.resize(std::min(max_size, out.size() * 2 + 64));
        }
        z.next_in = const_cast<Bytef*>(reinterpret_cast<const Bytef*>(in.data() + read));
        z.avail_in = static_cast<uInt>(in.size() - read);
        z.next_out = reinterpret_cast<Bytef*>(&out[done]);
        z.avail_out = static_cast<uInt>(std::min(out.size() - done, most));
        const uInt had_in = z.avail_in, had_out = z.avail_out;
        // Z_OK: progress, go on (with more room if the output is full); a
        // Z_BUF_ERROR here (there is room) means the input ended too early.
        const int res = step(&z);
        if (res != Z_OK && res != Z_STREAM_END) return std::nullopt;
        read += had_in - z.avail_in;
        done += had_out - z.avail_out;
        if (res == Z_STREAM_END) break;
    }
    if (read != in.size()) return std::nullopt;  // bytes after the end of the stream
    return done;
}

}  // namespace

std::optional<std::string> zlib_inflate(std::string_view in, std::size_t max_size, std::size_t size_hint) {
    if (in.size() > std::numeric_limits<uInt>::max()) return std::nullopt;  // zlib counts in 32 bits
    thread_local ZlibStream inflater(ZlibStream::Kind::inflating, 0);
    z_stream* const z = inflater.fresh();
    if (!z) return std::nullopt;
    std::string out;
    out.resize(std::min(max_size, size_hint ? size_hint : in.size() * 3 + 64));
    const auto size = zlib_convert_all(*z, [](z_stream* s) { return inflate(s, Z_NO_FLUSH); }, in, out, max_size);
    if (!size) return std::nullopt;
    out.resize(*size);
    return out;
}

std::optional<std::string> zlib_deflate(std::string_view in, bool fastest) {
    if (in.size() > std::numeric_limits<uInt>::max() / 2) return std::nullopt;
    // One deflater a level and thread, made when first used.
    ZlibStream* deflater = nullptr;
    if (fastest) {
        thread_local ZlibStream fast(ZlibStream::Kind::deflating, 1);
        deflater = &fast;
    } else {
        thread_local ZlibStream normal(ZlibStream::Kind::deflating, Z_DEFAULT_COMPRESSION);  // level 6
        deflater = &normal;
    }
    z_stream* const z = deflater->fresh();
    if (!z) return std::nullopt;
    std::string out;
    out.resize(in.size() + in.size() / 1000 + 64);  // room for incompressible input (zlib's bound)
    const auto size = zlib_convert_all(*z, [](z_stream* s) { return deflate(s, Z_FINISH); }, in, out,
                                       std::numeric_limits<std::size_t>::max());
    if (!size) return std::nullopt;
    out.resize(*size);
    return out;
}

}  // namespace sqfig::detail
