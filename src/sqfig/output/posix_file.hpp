// The POSIX file pieces the core's atomic save and the opt-in FileTransaction
// (extras/) share: descriptors closed once, whole writes, path checks, hidden
// sibling names, and writing into a special file (device, FIFO) in place.
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace sqfig {

namespace detail {

/// Whether a file's bytes are fsync'ed before it replaces the old one.
enum class Sync { yes, no };

/// strerror(err) as a string.
std::string errno_text(int err);

/// A file descriptor, closed exactly once.
class UniqueFd {
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd) : fd_(fd) {}
    UniqueFd(UniqueFd&& o) noexcept : fd_(std::exchange(o.fd_, -1)) {}
    UniqueFd& operator=(UniqueFd&& o) noexcept {
        if (this != &o) {
            reset();
            fd_ = std::exchange(o.fd_, -1);
        }
        return *this;
    }
    UniqueFd(const UniqueFd&) = delete;
    UniqueFd& operator=(const UniqueFd&) = delete;
    ~UniqueFd() { reset(); }

    int get() const { return fd_; }
    explicit operator bool() const { return fd_ >= 0; }
    /// Closes now and returns close()'s result (errno set on -1). The
    /// descriptor is released either way: Linux frees it even when close()
    /// reports an error, so it must never be closed again.
    int close();
    void reset() noexcept;

private:
    int fd_ = -1;
};

/// Writes all of `bytes` to `fd` (again after EINTR and short writes);
/// throws sqfig::Error naming `path` when the device takes no more.
void write_all(int fd, std::string_view bytes, const std::string& path);

/// Throws sqfig::Error when `path` holds a NUL byte: the system calls would
/// take the part before it for the whole path and write another file.
void require_no_nul(const std::string& path);

/// The folder part of `path` ("." when it has none, "/" for the root).
std::string folder_of(const std::string& path);

/// The part of `path` after its last slash.
std::string base_name(const std::string& path);

/// "a FIFO", "a socket"...: what a non-regular file is, for messages.
const char* file_kind(mode_t mode);

/// 64 bits that differ between calls, threads and processes (not for secrets).
std::uint64_t random_bits();

/// ".NAME<tag>XXXXXX": a hidden name next to NAME, short enough for any NAME.
std::string sibling_name(const std::string& name, const char* tag);

/// Holds SIGPIPE back in this thread while writing to a pipe, so that a
/// reader going away is an EPIPE error rather than the end of the process.
class SigpipeHeld {
public:
    SigpipeHeld();
    ~SigpipeHeld();
    SigpipeHeld(const SigpipeHeld&) = delete;
    SigpipeHeld& operator=(const SigpipeHeld&) = delete;

private:
    sigset_t old_;
    bool was_pending_ = false;
};

/// Opens an existing special file (device, FIFO) for writing in place.
/// A FIFO nobody reads is an error at once, not a wait forever.
UniqueFd open_special_file(const std::string& path);

}  // namespace detail

}  // namespace sqfig
