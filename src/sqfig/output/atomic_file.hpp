// Writing one file safely, the whole of what save() does to the file system:
// the bytes go to a hidden temporary file next to the target (".NAME.tmp-
// XXXXXX"), which is synced and then renamed over the target, so a failure
// never leaves a half file and never touches an existing one. Special files
// (/dev/stdout, /dev/null, a FIFO) cannot be renamed onto and are written in
// place. No folder locks, no signal handlers, no global state: a process
// killed between the temporary file's creation and its rename leaves that
// file behind (the opt-in sqfig::FileTransaction in extras/ removes such files
// and rolls back on signals).
#pragma once

#include <string>
#include <string_view>

#include "sqfig/core/error.hpp"
#include "sqfig/output/posix_file.hpp"

namespace sqfig {

namespace detail {

/// One file written in pieces and put in place by commit(); destroyed
/// without commit(), it leaves the target as it was and no temporary file.
class AtomicFile {
public:
    /// Throws sqfig::Error naming `path`: empty, a NUL byte, a folder, its
    /// folder missing or not writable, a FIFO nobody reads.
    AtomicFile(const std::string& path, Sync sync);
    ~AtomicFile() { discard(); }
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Appends `bytes`. Throws sqfig::Error naming the path (disk full, a
    /// reader gone); the temporary file stays until discard() or destruction.
    void write(std::string_view bytes);

    /// Syncs (unless Sync::no), closes (its result checked) and renames the
    /// temporary file over the target. Throws sqfig::Error naming the path;
    /// the target is then as it was, and the temporary file gone.
    void commit();

    /// Removes the temporary file (the destructor does it too).
    void discard() noexcept;

private:
    std::string path_, name_, temp_;
    UniqueFd folder_, fd_;
    UniqueFd live_;  // a shared flock() on the temporary file until it is renamed or removed
    Sync sync_;
    bool special_ = false;

    // FileTransaction::commit() removes the temporary files in its folder
    // that nobody holds a flock() on (left by killed processes): hold ours,
    // on a descriptor of its own, as the closing of the written one is checked
    // before the rename.
    void hold_as_live() noexcept;

    Error failure(const std::string& why) const;
};

}  // namespace detail

/// Writes `bytes` to `path` atomically (see above). Throws sqfig::Error naming
/// the path. `sync`: whether the bytes are fsync'ed before they replace the
/// old file.
void write_file_atomically(const std::string& path, std::string_view bytes, detail::Sync sync = detail::Sync::yes);

}  // namespace sqfig
