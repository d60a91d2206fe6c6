// All-or-nothing output: see staged_output.hpp.
#include "staged_output.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>
#include <utility>

namespace paper {

namespace fs = std::filesystem;

namespace {

// Temporary files the signal handler removes: fixed storage, so the handler
// only reads memory and calls unlink (async-signal-safe).
constexpr std::size_t kSlots = 64;
constexpr std::size_t kPathMax = 4096;
char g_paths[kSlots][kPathMax];
volatile std::sig_atomic_t g_live[kSlots];

int track(const std::string& path) {
    if (path.size() >= kPathMax) return -1;
    for (std::size_t i = 0; i < kSlots; ++i)
        if (!g_live[i]) {
            std::memcpy(g_paths[i], path.c_str(), path.size() + 1);
            g_live[i] = 1;
            return static_cast<int>(i);
        }
    return -1;
}

void untrack(int& slot) {
    if (slot >= 0) g_live[slot] = 0;
    slot = -1;
}

extern "C" void remove_staged_and_reraise(int sig) {
    for (std::size_t i = 0; i < kSlots; ++i)
        if (g_live[i]) ::unlink(g_paths[i]);
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

}  // namespace

void remove_staged_files_on_signals() {
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) {
        struct sigaction sa {};
        sa.sa_handler = remove_staged_and_reraise;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = 0;
        ::sigaction(sig, &sa, nullptr);
    }
}

void make_directories(const std::string& dir) {
    std::error_code ec;
    if (fs::is_directory(dir, ec)) return;
    fs::create_directories(dir, ec);
    if (ec) throw IoError(dir + ": cannot create the output folder: " + ec.message());
    if (!fs::is_directory(dir, ec)) throw IoError(dir + ": cannot create the output folder: not a directory");
}

StagedFiles::StagedFiles(std::string dir) : dir_(std::move(dir)) {}

StagedFiles::~StagedFiles() { discard(); }

std::string StagedFiles::stage(const std::string& name) {
    const std::string final_path = (fs::path(dir_) / name).string();
    std::string templ = (fs::path(dir_) / ("." + name + ".tmp-XXXXXX")).string();
    std::vector<char> buf(templ.begin(), templ.end());
    buf.push_back('\0');
    const int fd = ::mkstemp(buf.data());
    if (fd < 0)
        throw IoError(final_path + ": cannot create a temporary file in " + dir_ + ": " + std::strerror(errno));
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    ::close(fd);
    entries_.push_back({buf.data(), final_path, {}, -1});
    entries_.back().slot = track(entries_.back().temp);
    return entries_.back().temp;
}

void StagedFiles::commit() {
    // Hard links to the files about to be replaced, so a failed commit can
    // restore them (best effort: where links are impossible, no backup).
    for (auto& e : entries_) {
        struct stat st {};
        if (::lstat(e.final_path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
        std::string templ = (fs::path(dir_) / ".backup.tmp-XXXXXX").string();
        std::vector<char> buf(templ.begin(), templ.end());
        buf.push_back('\0');
        const int fd = ::mkstemp(buf.data());
        if (fd < 0) continue;
        ::close(fd);
        ::unlink(buf.data());
        if (::link(e.final_path.c_str(), buf.data()) == 0) e.backup = buf.data();
    }
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        if (::rename(entries_[i].temp.c_str(), entries_[i].final_path.c_str()) == 0) {
            untrack(entries_[i].slot);
            entries_[i].temp.clear();
            continue;
        }
        const std::string why = std::strerror(errno);
        for (std::size_t j = 0; j < i; ++j) {
            Entry& e = entries_[j];
            if (!e.backup.empty()) {
                if (::rename(e.backup.c_str(), e.final_path.c_str()) == 0) e.backup.clear();
            } else {
                ::unlink(e.final_path.c_str());
            }
        }
        const std::string failed = entries_[i].final_path;
        discard();
        throw IoError(failed + ": cannot rename the temporary file into place: " + why);
    }
    for (auto& e : entries_) {
        if (!e.backup.empty()) ::unlink(e.backup.c_str());
        e.backup.clear();
    }
}

void StagedFiles::discard() noexcept {
    for (auto& e : entries_) {
        untrack(e.slot);
        if (!e.temp.empty()) ::unlink(e.temp.c_str());
        if (!e.backup.empty()) ::unlink(e.backup.c_str());
        e.temp.clear();
        e.backup.clear();
    }
}

std::vector<std::string> StagedFiles::final_paths() const {
    std::vector<std::string> out;
    for (const auto& e : entries_) out.push_back(e.final_path);
    return out;
}

}  // namespace paper
