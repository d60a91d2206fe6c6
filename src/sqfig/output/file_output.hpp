// Writing one file safely: a regular file (or a new one) is replaced
// atomically through a one-file FileTransaction (a temporary file in the same
// folder, synced, renamed over the target), so a failure never leaves a half
// file and never touches an existing one. Special files (/dev/stdout,
// /dev/null, a FIFO) cannot be renamed onto and are written directly; a FIFO
// nobody reads is an error at once, not a wait forever.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <string_view>

#include "sqfig/core/error.hpp"
#include "sqfig/output/file_transaction.hpp"

namespace sqfig {

namespace detail {

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

/// Writes into an existing special file (device, FIFO) in place.
inline void write_special_file(const std::string& path, std::string_view bytes) {
    // O_NONBLOCK: opening a FIFO for writing waits for a reader; fail at once instead.
    detail::UniqueFd fd(::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!fd) {
        const int err = errno;
        if (err == ENXIO)
            throw Error("cannot write \"" + path + "\": it is a FIFO (or socket) that nobody is reading");
        throw Error("cannot open \"" + path + "\": " + errno_text(err));
    }
    const int flags = ::fcntl(fd.get(), F_GETFL);
    if (flags >= 0) ::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK);  // a reader is there: wait for it as usual
    {
        const SigpipeHeld held;
        detail::write_all(fd.get(), bytes, path);
    }
    if (fd.close() != 0) throw Error("cannot write \"" + path + "\": " + errno_text(errno));
}

}  // namespace detail

/// Writes `bytes` to `path` atomically (see above). Throws sqfig::Error naming
/// the path. `sync` says whether the bytes are fsync'ed before they replace
/// the old file (see FileTransaction).
inline void write_file_atomically(const std::string& path, std::string_view bytes,
                                  FileTransaction::Sync sync = FileTransaction::Sync::yes) {
    if (path.empty()) throw Error("cannot write a file with an empty path");
    detail::require_no_nul(path);
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode)) throw Error("cannot write \"" + path + "\": it is a folder");
        detail::write_special_file(path, bytes);
        return;
    }
    FileTransaction file(sync);
    file.add(path, bytes);
    file.commit();
}

}  // namespace sqfig
