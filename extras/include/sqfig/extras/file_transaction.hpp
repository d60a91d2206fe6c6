// Replacing several files all-or-nothing: sqfig::FileTransaction, and an
// opt-in signal handler that rolls back the transactions a signal interrupts.
// An application's guarantee, not the library's: Figure::save() writes one
// file with sqfig/output/atomic_file.hpp and keeps no locks, handlers or
// tables. Programs opt in with the CMake target sqfig::file_transaction
// (the paper driver does, for its all-six-or-none promise).
//
// How a commit keeps its promise (either every new file is in place, or every
// file that existed is byte-identical to before and nothing new is left):
// - add() writes each file to a temporary ".NAME.tmp-XXXXXX" in the target's
//   folder (fsync'ed), so nothing the user sees changes until commit().
// - commit() locks the folders (flock on the folder itself, so that two
//   commits into one folder, in any processes, happen one after the other;
//   single-file commits, one rename each, share the lock with each other),
//   then keeps a way back to every file it will replace but the last one: a
//   hard link ".NAME.bak-XXXXXX"; where the file system refuses the link
//   (protected_hardlinks, EPERM, EMLINK, no space...), the old file is
//   renamed aside to that name; where that fails too, it is copied there. If
//   no way back can be made, commit() fails before replacing anything.
// - Then the temporary files are renamed over their targets. If one rename
//   fails, the ones already done are undone from their backups (the last file
//   needs none: once it is renamed the commit is complete).
// Every step is made with *at() calls on folder descriptors opened by add(),
// so a later chdir() or a renamed parent folder does not misdirect them.
// - A process killed outright (kill -9, a power cut) cannot remove its
//   temporary files (nor can a killed Figure::save(): its temporary files
//   have the same names, and are removed the same way). Each transaction holds a shared flock() on its own from
//   creation until they are renamed or removed, and commit() removes the
//   temporary files in its folders that no live process holds (and that are
//   more than two seconds old, which covers the instant between a file's
//   creation and its lock). On file systems that number inode generations
//   (ext4, XFS, Btrfs) a process lists a folder for them at most once a
//   second: the first commit into a folder lists it, the next one a second
//   later; elsewhere every commit lists it.
#pragma once

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/output/posix_file.hpp"

namespace sqfig {

namespace detail {

// --- What the signal handler knows: fixed storage, so that it only reads
// memory and calls unlinkat()/renameat() (both async-signal-safe).

/// Longest file name (NAME_MAX) plus its NUL.
inline constexpr std::size_t file_name_capacity = 256;
/// Files staged at once (in all live transactions) that the signal handler covers.
inline constexpr std::size_t rollback_slot_count = 256;

/// Where one staged file is, in bits of RollbackSlot::state.
enum RollbackState : int {
    temp_exists = 1,         // the staged file is at `temp`
    backup_exists = 2,       // the old file (or a copy, or a second name of it) is at `backup`
    backup_moved_aside = 4,  // ... and it is no longer at `target`
    target_replaced = 8,     // `temp` was renamed over `target`
    had_original = 16,       // `target` existed before the commit
    committed = 32,          // the whole transaction is in place: only `backup` is left to remove
};

struct RollbackSlot {
    std::atomic<int> in_use{0};
    std::atomic<int> state{0};
    int dir = -1;  // folder of all three names
    char target[file_name_capacity]{};
    char temp[file_name_capacity]{};
    char backup[file_name_capacity]{};
};
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler needs lock-free atomics");

inline RollbackSlot rollback_slots[rollback_slot_count];
inline std::atomic<bool> rollback_on_signals_installed{false};
inline constexpr std::array<int, 4> rollback_signals{SIGINT, SIGTERM, SIGHUP, SIGQUIT};

/// Undoes what every live slot shows: async-signal-safe (no allocation, no
/// locks, only unlinkat and renameat). Uncommitted transactions lose their
/// temporary files, get their old files back and lose the new files they
/// had already renamed into place; committed ones lose their backups.
inline void roll_back_all_slots() noexcept {
    for (RollbackSlot& s : rollback_slots) {
        if (s.in_use.load(std::memory_order_acquire) != 1) continue;
        const int st = s.state.exchange(0, std::memory_order_acq_rel);
        if (st & committed) {
            if (st & backup_exists) ::unlinkat(s.dir, s.backup, 0);
            continue;
        }
        if (st & temp_exists) ::unlinkat(s.dir, s.temp, 0);
        if (st & target_replaced) {
            if (st & backup_exists) ::renameat(s.dir, s.backup, s.dir, s.target);
            else if (!(st & had_original)) ::unlinkat(s.dir, s.target, 0);
        } else if (st & backup_exists) {
            if (st & backup_moved_aside) ::renameat(s.dir, s.backup, s.dir, s.target);
            else ::unlinkat(s.dir, s.backup, 0);
        }
    }
}

/// Steps in progress, and whether a handler is rolling back. The handler may
/// run on any thread that does not hold the signals back (a library's helper
/// thread, such as the ones Pango starts to match fonts) while the thread that
/// commits is in the middle of a step with its own signals held back: it then
/// waits for that step to end and lets no other step begin, so that it sees
/// where every file really is and nothing moves after it.
inline std::atomic<unsigned> rollback_gate{0};  // steps in progress, plus rolling_back
inline constexpr unsigned rolling_back = 1u << 31;
static_assert(std::atomic<unsigned>::is_always_lock_free, "the signal handler needs lock-free atomics");

inline void roll_back_and_reraise(int sig) {
    const int saved_errno = errno;
    if (rollback_gate.fetch_or(rolling_back, std::memory_order_acq_rel) & rolling_back)
        for (;;) ::pause();  // a handler on another thread is rolling back, and ends the process
    const timespec a_moment{0, 100000};  // a step is one or two *at() calls
    while (rollback_gate.load(std::memory_order_acquire) & ~rolling_back) ::nanosleep(&a_moment, nullptr);
    roll_back_all_slots();
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    ::sigaction(sig, &dfl, nullptr);
    ::raise(sig);  // blocked until this handler returns, then ends the process
    errno = saved_errno;
}

/// One step of a transaction: a file changes place and its slot is updated,
/// as one for the handler. The rollback signals are held back in this thread
/// (on Linux sigprocmask() sets the calling thread's mask, as
/// pthread_sigmask() does, and it is in libc with every glibc: no -pthread
/// needed), and a handler on another thread waits for the step to end. Once a
/// handler is rolling back no step begins: the thread waits to be ended.
class RollbackStep {
public:
    RollbackStep() {
        sigset_t set;
        sigemptyset(&set);
        for (int sig : rollback_signals) sigaddset(&set, sig);
        ::sigprocmask(SIG_BLOCK, &set, &old_);
        unsigned gate = rollback_gate.load(std::memory_order_acquire);
        do {
            if (gate & rolling_back)
                for (;;) ::pause();  // the handler's thread ends the process
        } while (!rollback_gate.compare_exchange_weak(gate, gate + 1, std::memory_order_acq_rel));
    }
    ~RollbackStep() {
        rollback_gate.fetch_sub(1, std::memory_order_release);
        ::sigprocmask(SIG_SETMASK, &old_, nullptr);
    }
    RollbackStep(const RollbackStep&) = delete;
    RollbackStep& operator=(const RollbackStep&) = delete;

private:
    sigset_t old_;
};

/// Whether `name` is one of the temporary files sibling_name(..., ".tmp-")
/// makes: ".NAME.tmp-" and six letters or digits.
inline bool is_temporary_name(std::string_view name) {
    constexpr std::string_view tag = ".tmp-";
    if (name.size() < 1 + 1 + tag.size() + 6 || name[0] != '.') return false;
    if (name.substr(name.size() - 6 - tag.size(), tag.size()) != tag) return false;
    for (const char c : name.substr(name.size() - 6))
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
    return true;
}

/// Removes the temporary files in the folder `dir` that no live transaction
/// holds (see the top of this file). Best effort: errors are ignored.
inline void remove_abandoned_temporaries(int dir) noexcept {
    const int listing = ::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (listing < 0) return;
    DIR* d = ::fdopendir(listing);
    if (d == nullptr) {
        ::close(listing);
        return;
    }
    const std::time_t now = std::time(nullptr);
    while (const dirent* entry = ::readdir(d)) {
        if (!is_temporary_name(entry->d_name)) continue;
        UniqueFd file(::openat(dir, entry->d_name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY));
        struct stat st {};
        if (!file || ::fstat(file.get(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
        if (now - st.st_mtime < 2) continue;  // just made: its owner may not hold its lock yet
        // A live owner holds a shared lock: then this fails. Unlinked while
        // locked, so no owner can appear in between.
        if (::flock(file.get(), LOCK_EX | LOCK_NB) == 0) ::unlinkat(dir, entry->d_name, 0);
    }
    ::closedir(d);
}

/// A folder's identity across removal and re-creation: device, inode and the
/// inode's generation number (FS_IOC_GETVERSION: ext4, XFS, Btrfs), which a
/// new folder on a reused inode does not share. Creation times do not do:
/// ext4 keeps them in 4 ms steps, and 183 of 200 folders removed and made
/// again at once had the old one's inode and creation time. False where the
/// file system has no generation number (tmpfs, overlayfs).
inline bool folder_identity(int dir, std::array<std::uint64_t, 3>& id) noexcept {
#if defined(__linux__)
    // <linux/fs.h>'s FS_IOC_GETVERSION, spelled out: that header clashes with
    // <sys/mount.h> in programs that include both.
    constexpr unsigned long get_version = _IOR('v', 1, long);
    struct stat st {};
    long generation = 0;  // ext4 writes an int, others a long: start from 0
    if (::fstat(dir, &st) != 0 || ::ioctl(dir, get_version, &generation) != 0) return false;
    id = {static_cast<std::uint64_t>(st.st_dev), static_cast<std::uint64_t>(st.st_ino),
          static_cast<std::uint64_t>(generation)};
    return true;
#else
    (void)dir;
    (void)id;
    return false;
#endif
}

/// Whether this process listed the folder `dir` for abandoned temporaries
/// less than `interval` ago; if not, records the listing about to be made.
/// Listing a folder on every commit cost 0.1 ms a chart among 400 PDFs and
/// made 8 threads saving into one folder wait on the folder's lock in the
/// kernel (docs/performance.md, "Layout buffers, the folder listing and the
/// folder lock"). A folder is known by folder_identity(), so a new folder on
/// a reused inode is listed at its first commit; where the file system gives
/// no identity, every commit lists the folder, as before.
inline bool listed_recently(int dir, std::chrono::steady_clock::duration interval) noexcept {
    std::array<std::uint64_t, 3> id{};
    if (!folder_identity(dir, id)) return false;
    static std::mutex mutex;
    static std::map<std::array<std::uint64_t, 3>, std::chrono::steady_clock::time_point> last;  // when each was listed
    const auto now = std::chrono::steady_clock::now();
    try {
        const std::lock_guard<std::mutex> hold(mutex);
        if (last.size() > 256)  // forget folders not listed within the interval
            for (auto it = last.begin(); it != last.end();) it = now - it->second >= interval ? last.erase(it) : ++it;
        auto [it, inserted] = last.try_emplace(id, now);
        if (!inserted && now - it->second < interval) return true;
        it->second = now;
    } catch (...) {  // no memory for the record: list the folder
    }
    return false;
}

}  // namespace detail

/// Several files replaced all-or-nothing. Stage each file's bytes with
/// add(path, bytes) (written at once to a temporary file next to `path`),
/// then commit(): either every file is in place, or commit() throws
/// sqfig::Error and every file that existed is byte-identical to before, with
/// no new, temporary or backup file left. A transaction that is destroyed
/// without commit() removes its temporary files.
///
/// Targets must be absent, regular files or symbolic links (a link is
/// replaced by the new file); a folder, FIFO, socket or device is refused by
/// add(). Commits into the same folder, in any process, are serialized with
/// flock() on the folder, except that commits of a single file (one rename,
/// no backup) may run side by side; a commit waits for another one up to
/// lock_timeout() (default 60 s), then throws. Where a folder cannot be opened
/// for reading or locked (permissions, file systems without flock), the
/// commit goes ahead unlocked.
///
/// Figures and documents go in as bytes:
///     sqfig::FileTransaction files;
///     files.add("out/a.pdf", fig_a.to_bytes(sqfig::Format::pdf));
///     files.add("out/b.svg", fig_b.to_bytes(sqfig::Format::svg));
///     files.commit();
///
/// Durability: by default each staged file is fsync'ed before it can replace
/// anything, so after a power loss a target holds the old or the new bytes,
/// never an empty or partial file. FileTransaction(Sync::no) skips the fsync
/// (faster on ext4 and network file systems); the all-or-nothing promise
/// against failures and signals in the running system is the same.
///
/// Signals: see roll_back_files_on_signals(). A transaction belongs to one
/// thread at a time; distinct transactions may run on distinct threads.
class FileTransaction {
public:
    /// Whether staged files are fsync'ed before commit() puts them in place.
    using Sync = detail::Sync;

    FileTransaction() = default;
    explicit FileTransaction(Sync sync) : sync_(sync) {}
    ~FileTransaction() { discard(); }
    FileTransaction(const FileTransaction&) = delete;
    FileTransaction& operator=(const FileTransaction&) = delete;
    FileTransaction(FileTransaction&&) = delete;
    FileTransaction& operator=(FileTransaction&&) = delete;

    /// Writes `bytes` to a temporary file in the folder of `path` (which must
    /// exist) and syncs it. Throws sqfig::Error naming `path`: folder missing
    /// or not writable, disk full, `path` a folder or special file, `path`
    /// already added, or a transaction already committed.
    void add(const std::string& path, std::string_view bytes) {
        if (finished_) throw Error("cannot add \"" + path + "\": the file transaction is already finished");
        const Target where = target_of(path);
        entries_.reserve(entries_.size() + 1);
        Entry e;
        e.path = path;
        e.folder = where.folder;
        e.name = where.name;
        e.slot = claim_slot(path);
        entries_.push_back(std::move(e));
        try {
            stage(entries_.back(), bytes);
            paths_.push_back(path);
        } catch (...) {
            drop(entries_.back());
            entries_.pop_back();
            throw;
        }
    }

    /// Stages `path` as add() does, for a file written in pieces (output too
    /// large to hold in memory): write(file, bytes) appends to it, commit()
    /// syncs it and puts it in place with the others. Returns `file`.
    std::size_t open(const std::string& path) {
        add(path, {});
        Entry& e = entries_.back();
        e.writing = detail::UniqueFd(::openat(dir(e), e.temp.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW));
        if (!e.writing) {
            const int err = errno;
            drop(e);
            entries_.pop_back();
            paths_.pop_back();
            throw error(path, "cannot reopen its temporary file: " + detail::errno_text(err));
        }
        return entries_.size() - 1;
    }

    /// Appends to a file staged by open(). Throws sqfig::Error naming its path
    /// (disk full...); the file stays staged, so discard() or the destructor
    /// still removes it.
    void write(std::size_t file, std::string_view bytes) {
        if (finished_ || file >= entries_.size() || !entries_[file].writing)
            throw Error("cannot write: no file of this transaction is open for writing");
        detail::write_all(entries_[file].writing.get(), bytes, entries_[file].path);
    }

    /// Puts every staged file in place, all or nothing (see above). Throws
    /// sqfig::Error saying which file failed and why; the transaction is
    /// finished either way.
    void commit() {
        if (finished_) throw Error("cannot commit: the file transaction is already finished");
        finished_ = true;
        if (entries_.empty()) return;
        try {
            for (Entry& e : entries_)
                if (e.writing) finish_writing(e);
            // Once a second a folder at most (detail::listed_recently), and
            // before the folders' locks: it needs none (a live owner's flock()
            // guards each file), and under them commits into one folder waited
            // on each other's listings.
            for (const Folder& f : folders_)
                if (!detail::listed_recently(f.fd.get(), std::chrono::seconds(1)))
                    detail::remove_abandoned_temporaries(f.fd.get());
            const FolderLocks locks(*this);
            back_up_all_but_last();
            replace_all();
        } catch (...) {
            discard();
            throw;
        }
        remove_backups();
    }

    /// Removes the staged files (also done by the destructor) and finishes
    /// the transaction. Nothing is replaced.
    void discard() noexcept {
        finished_ = true;
        for (Entry& e : entries_) drop(e);
        entries_.clear();
    }

    /// How long commit() waits for another commit into the same folder.
    FileTransaction& lock_timeout(std::chrono::milliseconds t) {
        lock_timeout_ = t;
        return *this;
    }
    std::chrono::milliseconds lock_timeout() const { return lock_timeout_; }

    /// The paths added, in order (after commit() too).
    const std::vector<std::string>& paths() const { return paths_; }

private:
    struct Folder {
        std::string path;
        dev_t dev = 0;
        ino_t ino = 0;
        detail::UniqueFd fd;
        bool lockable = false;  // opened for reading, so flock() can take it
    };
    struct Entry {
        std::string path, name, temp, backup;
        detail::UniqueFd temp_lock;  // holds a shared flock() on the temporary file: "a live owner"
        detail::UniqueFd writing;    // open() only: where write() appends, until commit()
        std::size_t folder = 0;
        int slot = -1;  // in detail::rollback_slots, or -1
        int state = 0;  // detail::RollbackState bits, mirrored into the slot
    };
    struct Target {
        std::size_t folder;
        std::string name;
    };

    std::vector<Folder> folders_;
    std::vector<Entry> entries_;
    std::vector<std::string> paths_;
    std::chrono::milliseconds lock_timeout_{60000};
    Sync sync_ = Sync::yes;
    bool finished_ = false;

    int dir(const Entry& e) const { return folders_[e.folder].fd.get(); }

    static Error error(const std::string& path, const std::string& why) {
        return Error("cannot write \"" + path + "\": " + why, ErrorKind::output);
    }

    // The slot's name buffers and state follow the entry's.
    static void copy_name(char* dst, const std::string& src) {
        const std::size_t n = std::min(src.size(), detail::file_name_capacity - 1);
        std::memcpy(dst, src.data(), n);
        dst[n] = '\0';
    }
    void set_state(Entry& e, int state) {
        e.state = state;
        if (e.slot < 0) return;
        detail::RollbackSlot& s = detail::rollback_slots[e.slot];
        copy_name(s.temp, e.temp);
        copy_name(s.backup, e.backup);
        s.state.store(state, std::memory_order_release);
    }

    int claim_slot(const std::string& path) {
        for (std::size_t i = 0; i < detail::rollback_slot_count; ++i) {
            int expected = 0;
            if (detail::rollback_slots[i].in_use.compare_exchange_strong(expected, 2)) return static_cast<int>(i);
        }
        if (detail::rollback_on_signals_installed.load())
            throw error(path, "more than " + std::to_string(detail::rollback_slot_count) +
                                  " files are staged at once, more than the signal handler can roll back");
        return -1;
    }

    // Finds (or opens) the folder of `path` and checks what is at `path`.
    Target target_of(const std::string& path) {
        if (path.empty()) throw Error("cannot write a file with an empty path");
        detail::require_no_nul(path);
        const std::string name = detail::base_name(path);
        if (name.empty() || name == "." || name == "..") throw error(path, "it names a folder, not a file");
        if (name.size() >= detail::file_name_capacity) throw error(path, "the file name is too long");
        const std::string folder = detail::folder_of(path);
        int flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC;
        detail::UniqueFd fd(::open(folder.c_str(), flags));
        bool lockable = true;
        if (!fd && errno == EACCES) {  // writable but not readable: no lock
            fd = detail::UniqueFd(::open(folder.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
            lockable = false;
        }
        if (!fd) throw error(path, "cannot open its folder: " + detail::errno_text(errno));
        struct stat st {};
        if (::fstat(fd.get(), &st) != 0) throw error(path, "cannot read its folder: " + detail::errno_text(errno));
        std::size_t index = 0;
        while (index < folders_.size() && !(folders_[index].dev == st.st_dev && folders_[index].ino == st.st_ino))
            ++index;
        for (const Entry& e : entries_)
            if (e.folder == index && e.name == name) throw error(path, "it is already part of this transaction");
        struct stat target {};
        if (::fstatat(fd.get(), name.c_str(), &target, AT_SYMLINK_NOFOLLOW) == 0) {
            if (S_ISDIR(target.st_mode)) throw error(path, "it is a folder");
            if (!S_ISREG(target.st_mode) && !S_ISLNK(target.st_mode))
                throw error(path, std::string("it is ") + detail::file_kind(target.st_mode) +
                                      ", not a regular file that can be replaced all-or-nothing");
        }
        if (index == folders_.size()) {
            folders_.reserve(folders_.size() + 1);
            folders_.push_back(Folder{folder, st.st_dev, st.st_ino, std::move(fd), lockable});
        }
        return {index, name};
    }

    // Creates ".NAME<tag>XXXXXX" with O_EXCL (mode 0666 less the umask, like
    // any new file); records it in the entry (`temp` or `backup`) and its
    // slot in one step, so the handler never misses it.
    detail::UniqueFd create_sibling(Entry& e, const char* tag, std::string Entry::*field, int state_bit,
                                    mode_t mode) {
        int err = 0;
        for (int attempt = 0; attempt < 100; ++attempt) {
            const std::string name = detail::sibling_name(e.name, tag);
            const detail::RollbackStep step;
            const int fd = ::openat(dir(e), name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
            if (fd >= 0) {
                e.*field = name;
                set_state(e, e.state | state_bit);
                return detail::UniqueFd(fd);
            }
            err = errno;
            if (err != EEXIST) break;
        }
        throw error(e.path, "cannot create a file in its folder: " + detail::errno_text(err));
    }

    void stage(Entry& e, std::string_view bytes) {
        if (e.slot >= 0) {
            detail::RollbackSlot& s = detail::rollback_slots[e.slot];
            s.dir = dir(e);
            copy_name(s.target, e.name);
            s.state.store(0, std::memory_order_release);
            s.in_use.store(1, std::memory_order_release);
        }
        detail::UniqueFd fd = create_sibling(e, ".tmp-", &Entry::temp, detail::temp_exists, 0666);
        ::flock(fd.get(), LOCK_SH | LOCK_NB);  // at once: from here on no commit() takes it for abandoned
        detail::write_all(fd.get(), bytes, e.path);
        if (sync_ == Sync::yes && ::fsync(fd.get()) != 0 && errno != EINVAL && errno != EROFS)
            throw error(e.path, detail::errno_text(errno));
        // The lock moves to a read-only descriptor kept until the file is
        // renamed or removed (two shared locks never conflict), so the one
        // written through is closed now and its close() checked.
        e.temp_lock = detail::UniqueFd(::openat(dir(e), e.temp.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
        if (!e.temp_lock) {  // not readable (an odd umask): the written-through descriptor keeps the lock
            e.temp_lock = std::move(fd);
            return;
        }
        ::flock(e.temp_lock.get(), LOCK_SH | LOCK_NB);
        if (fd.close() != 0) throw error(e.path, detail::errno_text(errno));
    }

    // A file written in pieces: synced and closed (close() checked) before it is renamed.
    void finish_writing(Entry& e) {
        if (sync_ == Sync::yes && ::fsync(e.writing.get()) != 0 && errno != EINVAL && errno != EROFS)
            throw error(e.path, detail::errno_text(errno));
        if (e.writing.close() != 0) throw error(e.path, detail::errno_text(errno));
    }

    // Removes what an uncommitted entry left (its temporary file) and frees its slot.
    void drop(Entry& e) noexcept {
        {
            const detail::RollbackStep step;
            if (e.state & detail::temp_exists) ::unlinkat(dir(e), e.temp.c_str(), 0);
            e.temp_lock.reset();
            e.writing.reset();
            e.state = 0;
            if (e.slot >= 0) {
                detail::rollback_slots[e.slot].state.store(0, std::memory_order_release);
                detail::rollback_slots[e.slot].in_use.store(0, std::memory_order_release);
            }
        }
        e.slot = -1;
    }

    // Holds a flock() on every folder of the transaction, taken in (device,
    // inode) order so that two transactions never wait on each other. A
    // transaction of several files holds it exclusively: its backups and
    // renames must not interleave with another commit's. One of a single file
    // (Figure::save) makes no backup and one rename, which cannot interleave
    // with anything, so it shares the lock with other single-file commits and
    // waits only for a several-file one (issue 16: 8 threads saving into one
    // folder took turns, and each turn's rename waited on the others'
    // file creations in the kernel).
    // Threads of one process take turns per folder first: the next commit
    // wakes as soon as one ends, where polling flock() sleeps 1..50 ms
    // (issue 16: 8 threads saving into one folder slept 1,262 times for 400
    // saves). A condition variable rather than std::timed_mutex, whose
    // timed lock (pthread_mutex_clocklock) ThreadSanitizer does not see.
    struct FolderTurn {
        std::mutex mutex;
        std::condition_variable ended;
        int sharing = 0;            // single-file commits in progress
        bool exclusive = false;     // a several-file commit in progress
        int exclusive_waiting = 0;  // several-file commits waiting: new sharers let them go first

        bool take(bool shared, std::chrono::steady_clock::time_point deadline) {
            std::unique_lock<std::mutex> held(mutex);
            if (shared) {
                if (!ended.wait_until(held, deadline, [this] { return !exclusive && exclusive_waiting == 0; }))
                    return false;
                ++sharing;
                return true;
            }
            ++exclusive_waiting;
            const bool turn = ended.wait_until(held, deadline, [this] { return !exclusive && sharing == 0; });
            --exclusive_waiting;
            if (!turn) {
                held.unlock();
                ended.notify_all();  // sharers it held back may go
                return false;
            }
            exclusive = true;
            return true;
        }
        void give_back(bool shared) {
            {
                const std::lock_guard<std::mutex> held(mutex);
                if (shared) --sharing;
                else exclusive = false;
            }
            ended.notify_all();  // waiters of both kinds
        }
    };
    static FolderTurn& folder_turn(dev_t dev, ino_t ino) {
        static std::mutex guard;
        static std::map<std::pair<dev_t, ino_t>, std::unique_ptr<FolderTurn>> folders;
        const std::lock_guard<std::mutex> held(guard);
        std::unique_ptr<FolderTurn>& t = folders[{dev, ino}];
        if (!t) t = std::make_unique<FolderTurn>();
        return *t;
    }

    class FolderLocks {
    public:
        explicit FolderLocks(const FileTransaction& t) : shared_(t.entries_.size() == 1) {
            std::vector<const Folder*> order;
            for (const Folder& f : t.folders_)
                if (f.lockable) order.push_back(&f);
            std::sort(order.begin(), order.end(), [](const Folder* a, const Folder* b) {
                return a->dev != b->dev ? a->dev < b->dev : a->ino < b->ino;
            });
            for (const Folder* f : order) lock(*f, t.lock_timeout_);
        }
        ~FolderLocks() { release(); }
        FolderLocks(const FolderLocks&) = delete;
        FolderLocks& operator=(const FolderLocks&) = delete;

    private:
        const bool shared_;  // a single-file commit: the lock is shared with other such commits
        std::vector<int> locked_;
        std::vector<FolderTurn*> held_;

        void release() noexcept {
            for (int fd : locked_) ::flock(fd, LOCK_UN);
            for (FolderTurn* t : held_) t->give_back(shared_);
        }

        [[noreturn]] void give_up(const Folder& f, std::chrono::milliseconds timeout) {
            release();
            throw Error("cannot write into \"" + f.path + "\": another program is replacing files there " +
                            "(it holds the folder's lock) and did not finish within " + std::to_string(timeout.count()) +
                            " ms",
                        ErrorKind::output);
        }

        void lock(const Folder& f, std::chrono::milliseconds timeout) {
            const auto deadline = std::chrono::steady_clock::now() + timeout;
            FolderTurn& turn = folder_turn(f.dev, f.ino);
            if (!turn.take(shared_, deadline)) give_up(f, timeout);
            held_.push_back(&turn);
            auto pause = std::chrono::milliseconds(1);
            for (;;) {
                if (::flock(f.fd.get(), (shared_ ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0) {
                    locked_.push_back(f.fd.get());
                    return;
                }
                if (errno == EINTR) continue;
                if (errno != EWOULDBLOCK) return;  // no flock here: go ahead unlocked
                if (std::chrono::steady_clock::now() >= deadline) give_up(f, timeout);
                std::this_thread::sleep_for(pause);
                pause = std::min(pause * 2, std::chrono::milliseconds(50));
            }
        }
    };

    // --- Backups: a way back to every old file but the last one's.

    // Each returns "" when the backup is made, else why it could not be.
    std::string link_backup(Entry& e) {
        for (int attempt = 0; attempt < 100; ++attempt) {
            const std::string name = detail::sibling_name(e.name, ".bak-");
            const detail::RollbackStep step;
            if (::linkat(dir(e), e.name.c_str(), dir(e), name.c_str(), 0) == 0) {
                e.backup = name;
                set_state(e, e.state | detail::backup_exists);
                return {};
            }
            if (errno != EEXIST) return detail::errno_text(errno);
        }
        return detail::errno_text(EEXIST);
    }

    std::string move_aside_backup(Entry& e) {
        for (int attempt = 0; attempt < 100; ++attempt) {
            const std::string name = detail::sibling_name(e.name, ".bak-");
            const detail::RollbackStep step;
            // renameat() would replace an existing file: claim the name with O_EXCL first.
            const detail::UniqueFd claim(
                ::openat(dir(e), name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600));
            if (!claim) {
                if (errno == EEXIST) continue;
                return detail::errno_text(errno);
            }
            if (::renameat(dir(e), e.name.c_str(), dir(e), name.c_str()) == 0) {
                e.backup = name;
                set_state(e, e.state | detail::backup_exists | detail::backup_moved_aside);
                return {};
            }
            const int err = errno;
            remove_name(dir(e), name);
            return detail::errno_text(err);
        }
        return detail::errno_text(EEXIST);
    }

    std::string copy_backup(Entry& e) {
        const detail::UniqueFd in(::openat(dir(e), e.name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        if (!in) return detail::errno_text(errno);
        struct stat st {};
        if (::fstat(in.get(), &st) != 0) return detail::errno_text(errno);
        if (!S_ISREG(st.st_mode)) return std::string("it is ") + detail::file_kind(st.st_mode);
        try {
            detail::UniqueFd out = create_sibling(e, ".bak-", &Entry::backup, detail::backup_exists, 0600);
            char buf[65536];
            for (;;) {
                const ssize_t n = ::read(in.get(), buf, sizeof buf);
                if (n < 0 && errno == EINTR) continue;
                if (n < 0) throw Error(detail::errno_text(errno));
                if (n == 0) break;
                detail::write_all(out.get(), std::string_view(buf, static_cast<std::size_t>(n)), e.path);
            }
            if (::fchmod(out.get(), st.st_mode & 07777) != 0 || out.close() != 0)
                throw Error(detail::errno_text(errno));
            return {};
        } catch (const Error& failure) {
            remove_backup(e);
            return failure.what();
        }
    }

    void remove_backup(Entry& e) noexcept {
        if (!(e.state & detail::backup_exists)) return;
        const detail::RollbackStep step;
        ::unlinkat(dir(e), e.backup.c_str(), 0);
        set_state(e, e.state & ~(detail::backup_exists | detail::backup_moved_aside));
    }

    void back_up_all_but_last() {
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            Entry& e = entries_[i];
            struct stat st {};
            if (::fstatat(dir(e), e.name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
            {
                const detail::RollbackStep step;  // a slot changes only in a step
                set_state(e, e.state | detail::had_original);
            }
            if (i + 1 == entries_.size()) break;  // the last rename completes the commit
            std::string kept;
            if (!S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) {  // it became one since add()
                for (std::size_t j = i; j-- > 0;) restore_backup(entries_[j], kept);
                throw error(e.path, std::string("it is ") + detail::file_kind(st.st_mode) +
                                        " now; nothing was replaced" + kept);
            }
            const std::string link_error = link_backup(e);
            if (link_error.empty()) continue;
            const std::string rename_error = move_aside_backup(e);
            if (rename_error.empty()) continue;
            const std::string copy_error = copy_backup(e);
            if (copy_error.empty()) continue;
            for (std::size_t j = i; j-- > 0;) restore_backup(entries_[j], kept);
            throw error(e.path, "cannot keep the existing file to restore it if a later step fails (link: " +
                                    link_error + "; rename: " + rename_error + "; copy: " + copy_error +
                                    "); nothing was replaced" + kept);
        }
    }

    // Renames with a few retries: undoing must not give up on a passing error.
    static bool rename_back(int dir, const std::string& from, const std::string& to) {
        for (int attempt = 0; attempt < 5; ++attempt)
            if (::renameat(dir, from.c_str(), dir, to.c_str()) == 0) return true;
        return false;
    }
    static bool remove_name(int dir, const std::string& name) {
        for (int attempt = 0; attempt < 5; ++attempt)
            if (::unlinkat(dir, name.c_str(), 0) == 0 || errno == ENOENT) return true;
        return false;
    }

    // Before anything is replaced: the old file back at its name, no backup left.
    void restore_backup(Entry& e, std::string& kept) {
        if (!(e.state & detail::backup_exists)) return;
        const detail::RollbackStep step;
        if (e.state & detail::backup_moved_aside) {
            if (!rename_back(dir(e), e.backup, e.name)) {
                kept += "; the previous \"" + e.path + "\" is kept as \"" + e.backup + "\"";
                return;
            }
        } else if (!remove_name(dir(e), e.backup)) {
            kept += "; a copy of \"" + e.path + "\" is left as \"" + e.backup + "\"";
            return;
        }
        set_state(e, e.state & ~(detail::backup_exists | detail::backup_moved_aside));
    }

    // After its rename: the old file back over the new one (or the new one removed).
    void undo_replace(Entry& e, std::string& kept) {
        const detail::RollbackStep step;
        if (e.state & detail::backup_exists) {
            if (!rename_back(dir(e), e.backup, e.name)) {
                kept += "; the previous \"" + e.path + "\" is kept as \"" + e.backup + "\"";
                return;
            }
        } else if (!(e.state & detail::had_original) && !remove_name(dir(e), e.name)) {
            kept += "; the new \"" + e.path + "\" could not be removed";
            return;
        }
        set_state(e, e.state & ~(detail::backup_exists | detail::backup_moved_aside | detail::target_replaced));
    }

    void replace_all() {
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            Entry& e = entries_[i];
            int err = 0;
            {
                const detail::RollbackStep step;
                if (::renameat(dir(e), e.temp.c_str(), dir(e), e.name.c_str()) == 0) {
                    set_state(e, (e.state & ~detail::temp_exists) | detail::target_replaced);
                    if (i + 1 == entries_.size())
                        for (Entry& done : entries_) set_state(done, done.state | detail::committed);
                    continue;
                }
                err = errno;
            }
            std::string kept;
            for (std::size_t j = i; j-- > 0;) undo_replace(entries_[j], kept);
            for (std::size_t j = i; j < entries_.size(); ++j) restore_backup(entries_[j], kept);
            throw error(e.path, "cannot rename the new file into place: " + detail::errno_text(err) +
                                    (kept.empty() ? "; no file was changed" : kept));
        }
    }

    void remove_backups() noexcept {
        for (Entry& e : entries_) {
            {
                const detail::RollbackStep step;
                if (e.state & detail::backup_exists) remove_name(dir(e), e.backup);
                e.state = 0;
                if (e.slot >= 0) {
                    detail::rollback_slots[e.slot].state.store(0, std::memory_order_release);
                    detail::rollback_slots[e.slot].in_use.store(0, std::memory_order_release);
                }
            }
            e.slot = -1;
        }
        entries_.clear();
    }
};

/// Opt-in, for programs (never installed by the library itself): handlers
/// for SIGINT, SIGTERM, SIGHUP and SIGQUIT that roll back every live
/// FileTransaction and then end the process by the same signal, as its
/// default action would. After such a signal, no temporary or backup file
/// of a transaction is left; an uncommitted transaction leaves every old file
/// as it was (a file moved aside is renamed back, new files already renamed
/// into place are removed or replaced by their backups), a committed one
/// leaves every new file. Signals the program ignores or handles itself are
/// left alone. Call it early in main(), before any file is staged.
///
/// The handler is async-signal-safe: it reads a fixed table of the files
/// staged at once (up to 256; with the handler installed, add() throws
/// beyond that) and calls only unlinkat() and renameat(). A signal may be
/// taken by any thread (the kernel gives a signal sent to the process to a
/// thread that does not hold it back): for the instant a file changes place,
/// the committing thread holds these signals back and a handler on another
/// thread waits for it, then no file moves again.
inline void roll_back_files_on_signals() {
    for (int sig : detail::rollback_signals) {
        struct sigaction old {};
        if (::sigaction(sig, nullptr, &old) != 0) continue;
        if ((old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL) continue;
        struct sigaction sa {};
        sa.sa_handler = detail::roll_back_and_reraise;
        sigemptyset(&sa.sa_mask);
        for (int s : detail::rollback_signals) sigaddset(&sa.sa_mask, s);
        sa.sa_flags = 0;
        ::sigaction(sig, &sa, nullptr);
    }
    detail::rollback_on_signals_installed.store(true);
}

}  // namespace sqfig
