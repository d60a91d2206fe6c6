// The implementation of sqfig/output/posix_file.hpp.
#include "sqfig/output/posix_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
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

namespace sqfig::detail {

std::string errno_text(int err) { return std::strerror(err); }

int UniqueFd::close() {
    const int fd = std::exchange(fd_, -1);
    return fd >= 0 ? ::close(fd) : 0;
}

void UniqueFd::reset() noexcept {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

void write_all(int fd, std::string_view bytes, const std::string& path) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw Error("cannot write \"" + path + "\": " + errno_text(errno), ErrorKind::output);
        if (n == 0) throw Error("cannot write \"" + path + "\": the device accepts no more bytes", ErrorKind::output);
        done += static_cast<std::size_t>(n);
    }
}

void require_no_nul(const std::string& path) {
    const std::size_t at = path.find('\0');
    if (at == std::string::npos) return;
    std::string shown = path.substr(0, at) + "\\0" + path.substr(at + 1, 40);
    for (char& c : shown)
        if (c == '\0') c = '?';
    throw Error("cannot write \"" + shown + "\": the path holds a NUL byte (at byte " + std::to_string(at) + ")");
}

std::string folder_of(const std::string& path) {
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

std::string base_name(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

const char* file_kind(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISLNK(mode)) return "a symbolic link";
    return "a regular file";
}

std::uint64_t random_bits() {
    static std::atomic<std::uint64_t> counter{0};
    std::uint64_t x = counter.fetch_add(0x9E3779B97F4A7C15ull, std::memory_order_relaxed) ^
                      (static_cast<std::uint64_t>(::getpid()) << 40) ^
                      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    x += 0x9E3779B97F4A7C15ull;  // splitmix64
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

std::string sibling_name(const std::string& name, const char* tag) {
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::string out = "." + name.substr(0, 200) + tag;
    std::uint64_t r = random_bits();
    for (int i = 0; i < 6; ++i, r /= 62) out += alphabet[r % 62];
    return out;
}

SigpipeHeld::SigpipeHeld() {
    sigset_t pipe_only;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    was_pending_ = sigismember(&pending, SIGPIPE) == 1;
    ::sigprocmask(SIG_BLOCK, &pipe_only, &old_);  // this thread's mask (Linux)
}

SigpipeHeld::~SigpipeHeld() {
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

UniqueFd open_special_file(const std::string& path) {
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

}  // namespace sqfig::detail
