// Test-only LD_PRELOAD shim: makes chosen file-system calls on files of one
// folder fail, or slow down, so that the tests can break a commit at every
// step. Never installed; built by tests/output/CMakeLists.txt.
//
// Configuration (environment, read at start-up; an in-process test calls
// sqfig_fault_configure() instead):
//   SQFIG_FAULT_DIR=/abs/folder  only calls on files in this folder count
//   SQFIG_FAULTS=RULE[,RULE...]  RULE = OP:WHEN[:ERRNO[:SUBSTRING]]
//       OP        create (openat with O_CREAT), write, fsync, rename, link or close
//       WHEN      N (fail the Nth counted call of OP, 1-based) or * (fail all)
//       ERRNO     ENOSPC, EIO, EPERM, EXDEV, EMLINK, EDQUOT, EACCES, EROFS,
//                 ENOENT or a number; default: create ENOSPC, write ENOSPC,
//                 fsync EIO, rename EIO, link EPERM, close EIO
//       SUBSTRING the rule only counts calls whose (new) file name contains it
//   SQFIG_FAULT_DISK_BYTES=N     a disk that fills up: counted writes store N
//                                bytes in all; the write that reaches the limit
//                                is cut short there, the ones after it fail
//                                with ENOSPC (each such failure is "injected")
//   SQFIG_FAULT_DELAY_US=N       sleep N microseconds in every counted call
//   SQFIG_FAULT_DELAY_OPS=OP,... ... of these OPs only (default: all)
//   SQFIG_FAULT_SIGNAL=N:SIG     raise signal number SIG right after the Nth
//                                counted call (of any OP) returns
//   SQFIG_FAULT_SIGNAL=N:SIG:process  ... send it to the process instead (any
//                                thread not holding it back takes it), then
//                                wait 50 ms before returning: a handler on
//                                another thread runs while the call's caller
//                                is still in the middle of its step
//   SQFIG_FAULT_REPORT=FILE      at exit, write "OP COUNT" for every OP,
//                                "injected N" and "bad_close N" to FILE
// A failing close() closes the descriptor first, as Linux does. "bad_close"
// counts close() calls (anywhere in the process) that the kernel refused with
// EBADF: a descriptor closed twice.
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/types.h>
#include <unistd.h>

#include <atomic>
#include <cstdarg>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

namespace {

enum Op { op_create, op_write, op_fsync, op_rename, op_link, op_close, op_count };
const char* const op_names[op_count] = {"create", "write", "fsync", "rename", "link", "close"};
const int default_errno[op_count] = {ENOSPC, ENOSPC, EIO, EIO, EPERM, EIO};

struct Rule {
    int op = -1;
    long when = 0;  // 0: every call
    int err = 0;
    char match[64] = {};
    std::atomic<long> seen{0};
};

constexpr int max_rules = 16;
char fault_dir[4096];
Rule rules[max_rules];
int rule_count = 0;
long delay_us = 0;
long disk_bytes = -1;                 // SQFIG_FAULT_DISK_BYTES; -1: no limit
std::atomic<long> disk_used{0};
bool delayed[op_count] = {};
std::atomic<long> counts[op_count];
std::atomic<long> injected{0};
std::atomic<long> bad_closes{0};
std::atomic<long> calls{0};
long signal_at = 0;
int signal_number = 0;
bool signal_process = false;

// The next definition of a libc function (libc's own, or a sanitizer's interceptor).
template <class F>
F next(const char* name) {
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}
int errno_from(const char* s, int fallback) {
    static const struct {
        const char* name;
        int value;
    } known[] = {{"ENOSPC", ENOSPC}, {"EIO", EIO},       {"EPERM", EPERM}, {"EXDEV", EXDEV}, {"EMLINK", EMLINK},
                 {"EDQUOT", EDQUOT}, {"EACCES", EACCES}, {"EROFS", EROFS}, {"ENOENT", ENOENT}};
    if (!s || !*s) return fallback;
    for (const auto& k : known)
        if (std::strcmp(s, k.name) == 0) return k.value;
    return std::atoi(s) > 0 ? std::atoi(s) : fallback;
}

void parse_rules(const char* text) {
    rule_count = 0;
    if (!text) return;
    char buf[1024];
    std::snprintf(buf, sizeof buf, "%s", text);
    char* save = nullptr;
    for (char* item = strtok_r(buf, ",", &save); item && rule_count < max_rules; item = strtok_r(nullptr, ",", &save)) {
        char* fields[4] = {nullptr, nullptr, nullptr, nullptr};
        int n = 0;
        for (char* p = item; n < 4;) {
            fields[n++] = p;
            char* colon = std::strchr(p, ':');
            if (!colon) break;
            *colon = '\0';
            p = colon + 1;
        }
        Rule& r = rules[rule_count];
        r.op = -1;
        for (int op = 0; op < op_count; ++op)
            if (std::strcmp(fields[0], op_names[op]) == 0) r.op = op;
        if (r.op < 0 || !fields[1]) continue;
        r.when = std::strcmp(fields[1], "*") == 0 ? 0 : std::atol(fields[1]);
        r.err = errno_from(fields[2], default_errno[r.op]);
        std::snprintf(r.match, sizeof r.match, "%s", fields[3] ? fields[3] : "");
        r.seen = 0;
        ++rule_count;
    }
}

}  // namespace

extern "C" {

/// For in-process tests: replaces the configuration and zeroes the counts.
void sqfig_fault_configure(const char* dir, const char* faults, long delay) {
    std::snprintf(fault_dir, sizeof fault_dir, "%s", dir ? dir : "");
    parse_rules(faults);
    delay_us = delay;
    for (bool& d : delayed) d = true;
    for (auto& c : counts) c = 0;
    injected = 0;
    bad_closes = 0;
}

/// A count: an OP name, "injected" or "bad_close".
long sqfig_fault_count(const char* what) {
    if (std::strcmp(what, "injected") == 0) return injected;
    if (std::strcmp(what, "bad_close") == 0) return bad_closes;
    for (int op = 0; op < op_count; ++op)
        if (std::strcmp(what, op_names[op]) == 0) return counts[op];
    return -1;
}

}  // extern "C"

namespace {

ssize_t real_write(int fd, const void* buf, size_t n) {
    static const auto fn = next<ssize_t (*)(int, const void*, size_t)>("write");
    return fn(fd, buf, n);
}
int real_close(int fd) {
    static const auto fn = next<int (*)(int)>("close");
    return fn(fd);
}

__attribute__((constructor)) void read_environment() {
    const char* delay = std::getenv("SQFIG_FAULT_DELAY_US");
    sqfig_fault_configure(std::getenv("SQFIG_FAULT_DIR"), std::getenv("SQFIG_FAULTS"), delay ? std::atol(delay) : 0);
    if (const char* bytes = std::getenv("SQFIG_FAULT_DISK_BYTES"); bytes && *bytes) disk_bytes = std::atol(bytes);
    if (const char* ops = std::getenv("SQFIG_FAULT_DELAY_OPS"); ops && *ops)
        for (int op = 0; op < op_count; ++op) delayed[op] = std::strstr(ops, op_names[op]) != nullptr;
    if (const char* sig = std::getenv("SQFIG_FAULT_SIGNAL")) {
        signal_at = std::atol(sig);
        const char* colon = std::strchr(sig, ':');
        signal_number = colon ? std::atoi(colon + 1) : 0;
        signal_process = colon && std::strstr(colon, ":process") != nullptr;
    }
}

__attribute__((destructor)) void write_report() {
    const char* path = std::getenv("SQFIG_FAULT_REPORT");
    if (!path || !*path) return;
    const int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return;
    char line[128];
    for (int op = 0; op < op_count; ++op) {
        const int n = std::snprintf(line, sizeof line, "%s %ld\n", op_names[op], counts[op].load());
        real_write(fd, line, static_cast<size_t>(n));
    }
    const int n = std::snprintf(line, sizeof line, "injected %ld\nbad_close %ld\n", injected.load(), bad_closes.load());
    real_write(fd, line, static_cast<size_t>(n));
    real_close(fd);
}

bool read_fd_link(int fd, char* out, size_t size) {
    char link[64];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = ::readlink(link, out, size - 1);
    if (n <= 0) return false;
    out[n] = '\0';
    return true;
}

// Is the folder of `path` (absolute, or relative to `dirfd`) the fault folder?
bool in_fault_dir_at(int dirfd, const char* path) {
    if (!fault_dir[0] || !path) return false;
    char full[8192];
    if (path[0] == '/') {
        std::snprintf(full, sizeof full, "%s", path);
    } else {
        char dir[4096];
        if (dirfd == AT_FDCWD ? !::getcwd(dir, sizeof dir) : !read_fd_link(dirfd, dir, sizeof dir)) return false;
        std::snprintf(full, sizeof full, "%s/%s", dir, path);
    }
    const char* slash = std::strrchr(full, '/');
    const size_t len = std::strlen(fault_dir);
    return slash && static_cast<size_t>(slash - full) == len && std::strncmp(full, fault_dir, len) == 0;
}

bool fd_in_fault_dir(int fd, char* path, size_t size) {
    if (!fault_dir[0] || !read_fd_link(fd, path, size)) return false;
    const size_t len = std::strlen(fault_dir);
    return std::strncmp(path, fault_dir, len) == 0 && path[len] == '/';
}

// Counts a call of `op` on file `name`; the errno to fail it with, or 0.
int fault_for(int op, const char* name) {
    ++counts[op];
    if (delay_us > 0 && delayed[op]) {
        const timespec ts{delay_us / 1000000, (delay_us % 1000000) * 1000};
        ::nanosleep(&ts, nullptr);
    }
    for (int i = 0; i < rule_count; ++i) {
        Rule& r = rules[i];
        if (r.op != op) continue;
        if (r.match[0] && (!name || !std::strstr(name, r.match))) continue;
        const long seen = ++r.seen;
        if (r.when == 0 || seen == r.when) {
            ++injected;
            return r.err;
        }
    }
    return 0;
}

// After a counted call: the signal, when this was the chosen call.
void after_counted_call() {
    if (signal_number > 0 && ++calls == signal_at) {
        const int saved = errno;
        if (signal_process) {
            ::kill(::getpid(), signal_number);
            const timespec a_while{0, 50 * 1000 * 1000};
            ::nanosleep(&a_while, nullptr);
        } else {
            ::raise(signal_number);
        }
        errno = saved;
    }
}

template <class F>
auto failing(bool counted, int err, F call) -> decltype(call()) {
    decltype(call()) rc = -1;
    if (err) errno = err;
    else rc = call();
    if (counted) after_counted_call();
    return rc;
}

}  // namespace

extern "C" {

ssize_t write(int fd, const void* buf, size_t n) {
    char path[4096];
    const bool counted = fd_in_fault_dir(fd, path, sizeof path);
    const int err = counted ? fault_for(op_write, path) : 0;
    if (counted && err == 0 && disk_bytes >= 0) {
        const long left = disk_bytes - disk_used.load();
        if (left <= 0) {
            ++injected;
            errno = ENOSPC;
            return -1;
        }
        if (n > static_cast<size_t>(left)) n = static_cast<size_t>(left);  // a short write, as a filling disk gives
        const ssize_t done = real_write(fd, buf, n);
        if (done > 0) disk_used += done;
        return done;
    }
    return failing(counted, err, [&] { return real_write(fd, buf, n); });
}

int fsync(int fd) {
    static const auto real = next<int (*)(int)>("fsync");
    char path[4096];
    const bool counted = fd_in_fault_dir(fd, path, sizeof path);
    const int err = counted ? fault_for(op_fsync, path) : 0;
    return failing(counted, err, [&] { return real(fd); });
}

int close(int fd) {
    char path[4096];
    const bool counted = fd_in_fault_dir(fd, path, sizeof path);
    const int err = counted ? fault_for(op_close, path) : 0;
    int rc = real_close(fd);
    if (rc != 0 && errno == EBADF && fd >= 0) ++bad_closes;
    if (err && rc == 0) {
        errno = err;
        rc = -1;
    }
    if (counted) after_counted_call();
    return rc;
}

int openat(int dirfd, const char* path, int flags, ...) {
    static const auto real = next<int (*)(int, const char*, int, ...)>("openat");
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        mode = static_cast<mode_t>(va_arg(ap, int));
        va_end(ap);
    }
    const bool counted = (flags & O_CREAT) && in_fault_dir_at(dirfd, path);
    const int err = counted ? fault_for(op_create, path) : 0;
    return failing(counted, err, [&] { return real(dirfd, path, flags, mode); });
}

int renameat(int olddirfd, const char* oldpath, int newdirfd, const char* newpath) {
    static const auto real = next<int (*)(int, const char*, int, const char*)>("renameat");
    const bool counted = in_fault_dir_at(newdirfd, newpath);
    const int err = counted ? fault_for(op_rename, newpath) : 0;
    return failing(counted, err, [&] { return real(olddirfd, oldpath, newdirfd, newpath); });
}

int rename(const char* oldpath, const char* newpath) {
    static const auto real = next<int (*)(const char*, const char*)>("rename");
    const bool counted = in_fault_dir_at(AT_FDCWD, newpath);
    const int err = counted ? fault_for(op_rename, newpath) : 0;
    return failing(counted, err, [&] { return real(oldpath, newpath); });
}

int linkat(int olddirfd, const char* oldpath, int newdirfd, const char* newpath, int flags) {
    static const auto real = next<int (*)(int, const char*, int, const char*, int)>("linkat");
    const bool counted = in_fault_dir_at(newdirfd, newpath);
    const int err = counted ? fault_for(op_link, newpath) : 0;
    return failing(counted, err, [&] { return real(olddirfd, oldpath, newdirfd, newpath, flags); });
}

int link(const char* oldpath, const char* newpath) {
    static const auto real = next<int (*)(const char*, const char*)>("link");
    const bool counted = in_fault_dir_at(AT_FDCWD, newpath);
    const int err = counted ? fault_for(op_link, newpath) : 0;
    return failing(counted, err, [&] { return real(oldpath, newpath); });
}

}  // extern "C"
