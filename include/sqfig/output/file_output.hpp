// Writing bytes to a path safely: into a temporary file in the same folder,
// checked, then renamed over the target, so a failure never leaves a half
// file and never touches an existing one. Special files (/dev/stdout,
// /dev/full, FIFOs) are written directly, as they cannot be renamed onto.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include "sqfig/core/error.hpp"

namespace sqfig {

namespace detail {

inline std::string errno_text(int err) { return std::strerror(err); }

inline void write_all(int fd, const std::string& bytes, const std::string& path) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            throw Error("cannot write \"" + path + "\": " + errno_text(errno));
        }
        done += static_cast<std::size_t>(n);
    }
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

}  // namespace detail

/// Writes `bytes` to `path` atomically (see above). Throws sqfig::Error naming the path.
inline void write_file_atomically(const std::string& path, const std::string& bytes) {
    if (path.empty()) throw Error("cannot write a file with an empty path");
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode)) throw Error("cannot write \"" + path + "\": it is a folder");
        const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
        if (fd < 0) throw Error("cannot open \"" + path + "\": " + detail::errno_text(errno));
        try {
            detail::write_all(fd, bytes, path);
        } catch (...) {
            ::close(fd);
            throw;
        }
        if (::close(fd) != 0) throw Error("cannot write \"" + path + "\": " + detail::errno_text(errno));
        return;
    }
    std::string tmp = detail::folder_of(path) + "/." + detail::base_name(path) + ".tmp-XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0) throw Error("cannot write \"" + path + "\": " + detail::errno_text(errno));
    try {
        detail::write_all(fd, bytes, path);
        if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
            throw Error("cannot write \"" + path + "\": " + detail::errno_text(errno));
        ::fchmod(fd, 0644);  // mkstemp made it 0600; figures are ordinary files
        if (::close(fd) != 0) {
            const int err = errno;
            ::unlink(tmp.c_str());
            throw Error("cannot write \"" + path + "\": " + detail::errno_text(err));
        }
    } catch (...) {
        ::close(fd);
        ::unlink(tmp.c_str());
        throw;
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        throw Error("cannot write \"" + path + "\": " + detail::errno_text(err));
    }
}

}  // namespace sqfig
