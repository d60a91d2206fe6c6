// The POSIX file pieces the core's atomic save and the opt-in FileTransaction
// (extras/) share: descriptors closed once, whole writes, path checks, hidden
// sibling names, and writing into a special file (device, FIFO) in place.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include "sqfig/core/error.hpp"

namespace sqfig {

namespace detail {

/// Whether a file's bytes are fsync'ed before it replaces the old one.
enum class Sync { yes, no };

inline std::string errno_text(int err) { return std::strerror(err); }

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
    int close() {
        const int fd = std::exchange(fd_, -1);
        return fd >= 0 ? ::close(fd) : 0;
    }
    void reset() noexcept {
        if (fd_ >= 0) ::close(fd_);
        fd_ = -1;
    }

private:
    int fd_ = -1;
};

inline void write_all(int fd, std::string_view bytes, const std::string& path) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw Error("cannot write \"" + path + "\": " + errno_text(errno), ErrorKind::output);
        if (n == 0) throw Error("cannot write \"" + path + "\": the device accepts no more bytes", ErrorKind::output);
        done += static_cast<std::size_t>(n);
    }
}

/// Throws sqfig::Error when `path` holds a NUL byte: the system calls would
/// take the part before it for the whole path and write another file.
inline void require_no_nul(const std::string& path) {
    const std::size_t at = path.find('\0');
    if (at == std::string::npos) return;
    std::string shown = path.substr(0, at) + "\\0" + path.substr(at + 1, 40);
    for (char& c : shown)
        if (c == '\0') c = '?';
    throw Error("cannot write \"" + shown + "\": the path holds a NUL byte (at byte " + std::to_string(at) + ")");
}

inline std::string folder_of(const std::string& path) {
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

inline std::string base_name(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

/// "a FIFO", "a socket"...: what a non-regular file is, for messages.
inline const char* file_kind(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISLNK(mode)) return "a symbolic link";
    return "a regular file";
}

inline std::uint64_t random_bits() {
    static std::atomic<std::uint64_t> counter{0};
    std::uint64_t x = counter.fetch_add(0x9E3779B97F4A7C15ull, std::memory_order_relaxed) ^
                      (static_cast<std::uint64_t>(::getpid()) << 40) ^
                      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    x += 0x9E3779B97F4A7C15ull;  // splitmix64
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}


/// ".NAME<tag>XXXXXX": a hidden name next to NAME, short enough for any NAME.
inline std::string sibling_name(const std::string& name, const char* tag) {
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::string out = "." + name.substr(0, 200) + tag;
    std::uint64_t r = random_bits();
    for (int i = 0; i < 6; ++i, r /= 62) out += alphabet[r % 62];
    return out;
}

/// Holds SIGPIPE back in this thread while writing to a pipe, so that a
/// reader going away is an EPIPE error rather than the end of the process.
class SigpipeHeld {
public:
    SigpipeHeld() {
        sigset_t pipe_only;
        sigemptyset(&pipe_only);
        sigaddset(&pipe_only, SIGPIPE);
        sigset_t pending;
        sigpending(&pending);
        was_pending_ = sigismember(&pending, SIGPIPE) == 1;
        ::sigprocmask(SIG_BLOCK, &pipe_only, &old_);  // this thread's mask (Linux)
    }
    ~SigpipeHeld() {
        // Swallow the SIGPIPE our own write raised (not one that was already pending).
        if (!was_pending_) {
            sigset_t pipe_only, pending;
            sigemptyset(&pipe_only);
            sigaddset(&pipe_only, SIGPIPE);
            sigpending(&pending);
            if (sigismember(&pending, SIGPIPE) == 1) {
                const struct timespec none {};
                while (::sigtimedwait(&pipe_only, nullptr, &none) < 0 && errno == EINTR) {
                }
            }
        }
        ::sigprocmask(SIG_SETMASK, &old_, nullptr);
    }
    SigpipeHeld(const SigpipeHeld&) = delete;
    SigpipeHeld& operator=(const SigpipeHeld&) = delete;

private:
    sigset_t old_;
    bool was_pending_ = false;
};

/// Opens an existing special file (device, FIFO) for writing in place.
/// A FIFO nobody reads is an error at once, not a wait forever.
inline UniqueFd open_special_file(const std::string& path) {
    UniqueFd fd(::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!fd) {
        const int err = errno;
        if (err == ENXIO)
            throw Error("cannot write \"" + path + "\": it is a FIFO (or socket) that nobody is reading", ErrorKind::output);
        throw Error("cannot open \"" + path + "\": " + errno_text(err), ErrorKind::output);
    }
    const int flags = ::fcntl(fd.get(), F_GETFL);
    if (flags >= 0) ::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK);  // a reader is there: wait for it as usual
    return fd;
}

}  // namespace detail

}  // namespace sqfig
