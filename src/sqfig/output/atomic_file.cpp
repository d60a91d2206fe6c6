// The implementation of sqfig/output/atomic_file.hpp.
#include "sqfig/output/atomic_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <optional>
#include <string>
#include <string_view>

#include "sqfig/core/error.hpp"
#include "sqfig/output/posix_file.hpp"

namespace sqfig {

namespace detail {

AtomicFile::AtomicFile(const std::string& path, Sync sync) : path_(path), sync_(sync) {
    if (path.empty()) throw Error("cannot write a file with an empty path");
    require_no_nul(path);
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode)) throw failure("it is a folder");
        fd_ = open_special_file(path);  // a symbolic link to one is followed, as a shell would
        special_ = true;
        return;
    }
    name_ = base_name(path);
    if (name_.empty() || name_ == "." || name_ == "..") throw failure("it names a folder, not a file");
    // Every later step goes through this descriptor, so a chdir() or a
    // renamed parent folder cannot misdirect the rename.
    folder_ = UniqueFd(::open(folder_of(path).c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (!folder_) throw failure("cannot open its folder: " + errno_text(errno));
    int err = EEXIST;
    for (int attempt = 0; attempt < 100 && err == EEXIST; ++attempt) {
        const std::string temp = sibling_name(name_, ".tmp-");
        fd_ = UniqueFd(::openat(folder_.get(), temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW,
                                0666));  // less the umask, as any new file
        if (fd_) {
            temp_ = temp;
            hold_as_live();
            return;
        }
        err = errno;
    }
    throw failure("cannot create a file in its folder: " + errno_text(err));
}

void AtomicFile::write(std::string_view bytes) {
    if (!fd_) throw failure("the file is already closed");
    // A pipe's reader going away is EPIPE, not the end of the process.
    const std::optional<SigpipeHeld> held = special_ ? std::make_optional<SigpipeHeld>() : std::nullopt;
    write_all(fd_.get(), bytes, path_);
}

void AtomicFile::commit() {
    if (!fd_) throw failure("the file is already closed");
    try {
        if (!special_ && sync_ == Sync::yes && ::fsync(fd_.get()) != 0 && errno != EINVAL && errno != EROFS)
            throw failure(errno_text(errno));
        if (fd_.close() != 0) throw failure(errno_text(errno));
        if (special_) return;
        if (::renameat(folder_.get(), temp_.c_str(), folder_.get(), name_.c_str()) != 0)
            throw failure("cannot rename the new file into place: " + errno_text(errno) + "; no file was changed");
    } catch (...) {
        discard();
        throw;
    }
    temp_.clear();
    live_.reset();
}

void AtomicFile::discard() noexcept {
    fd_.reset();
    live_.reset();
    if (!temp_.empty()) ::unlinkat(folder_.get(), temp_.c_str(), 0);
    temp_.clear();
}

void AtomicFile::hold_as_live() noexcept {
    live_ = UniqueFd(::openat(folder_.get(), temp_.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
    ::flock(live_ ? live_.get() : fd_.get(), LOCK_SH | LOCK_NB);  // unreadable (odd umask): the written one
}

Error AtomicFile::failure(const std::string& why) const {
    return Error("cannot write \"" + path_ + "\": " + why, ErrorKind::output);
}

}  // namespace detail

void write_file_atomically(const std::string& path, std::string_view bytes, detail::Sync sync) {
    detail::AtomicFile file(path, sync);
    file.write(bytes);
    file.commit();
}

}  // namespace sqfig
