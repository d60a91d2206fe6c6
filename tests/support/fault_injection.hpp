// Running a program under the fault-injection shim (tests/output/fault_shim.cpp)
// and checking what it left in a folder. Shared by tests/output and tests/driver.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "files.hpp"

namespace sqfig_test {

/// What the shim does: see tests/output/fault_shim.cpp.
struct Faults {
    std::string dir;     // SQFIG_FAULT_DIR: the folder whose files' calls count
    std::string rules;   // SQFIG_FAULTS, e.g. "link:*:EPERM,rename:2"
    long delay_us = 0;   // SQFIG_FAULT_DELAY_US
    std::string signal;  // SQFIG_FAULT_SIGNAL: "N:SIG", raise SIG after the Nth counted call
    std::string delay_ops = "";  // SQFIG_FAULT_DELAY_OPS: delay only these ("rename,link"); "": all
};

/// A program started with its output in files (and the shim preloaded when
/// `shim` is not empty).
class Child {
public:
    /// `extra_env`: more NAME=VALUE settings for the program.
    Child(const std::vector<std::string>& argv, const fs::path& scratch, const std::string& shim = "",
          const Faults& faults = {}, const std::vector<std::string>& extra_env = {})
        : out_(scratch / ("child-" + std::to_string(counter()) + ".out")),
          err_(out_.string() + ".err"),
          report_(out_.string() + ".report") {
        std::vector<std::string> env;
        auto replaced = [&](const std::string& kv) {
            for (const auto& x : extra_env)
                if (kv.compare(0, x.find('=') + 1, x, 0, x.find('=') + 1) == 0) return true;
            return kv.rfind("LD_PRELOAD=", 0) == 0 || kv.rfind("SQFIG_FAULT", 0) == 0 ||
                   kv.rfind("ASAN_OPTIONS=", 0) == 0;
        };
        for (char** e = environ; *e; ++e)
            if (!replaced(*e)) env.push_back(*e);
        if (!shim.empty()) {
            env.push_back("LD_PRELOAD=" + shim);
            env.push_back("SQFIG_FAULT_DIR=" + faults.dir);
            env.push_back("SQFIG_FAULTS=" + faults.rules);
            env.push_back("SQFIG_FAULT_DELAY_US=" + std::to_string(faults.delay_us));
            if (!faults.signal.empty()) env.push_back("SQFIG_FAULT_SIGNAL=" + faults.signal);
            if (!faults.delay_ops.empty()) env.push_back("SQFIG_FAULT_DELAY_OPS=" + faults.delay_ops);
            env.push_back("SQFIG_FAULT_REPORT=" + report_.string());
        }
        env.insert(env.end(), extra_env.begin(), extra_env.end());
        // Under AddressSanitizer the shim comes before its runtime: allow that.
        const char* asan = std::getenv("ASAN_OPTIONS");
        env.push_back(std::string("ASAN_OPTIONS=") + (asan && *asan ? std::string(asan) + ":" : "") +
                      "verify_asan_link_order=0");
        std::vector<char*> args, envp;
        for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        for (const auto& e : env) envp.push_back(const_cast<char*>(e.c_str()));
        envp.push_back(nullptr);
        pid_ = ::fork();
        if (pid_ < 0) throw std::runtime_error("fork failed");
        if (pid_ == 0) {
            const rlimit no_core{0, 0};  // SIGQUIT: no core file
            ::setrlimit(RLIMIT_CORE, &no_core);
            const int in = ::open("/dev/null", O_RDONLY);
            const int out = ::open(out_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int err = ::open(err_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (in < 0 || out < 0 || err < 0) ::_exit(126);
            ::dup2(in, 0);
            ::dup2(out, 1);
            ::dup2(err, 2);
            ::execve(args[0], args.data(), envp.data());
            ::_exit(127);
        }
    }
    ~Child() {
        if (pid_ > 0 && !waited_) {
            ::kill(pid_, SIGKILL);
            wait();
        }
        std::error_code ec;
        fs::remove(out_, ec);
        fs::remove(err_, ec);
        fs::remove(report_, ec);
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    pid_t pid() const { return pid_; }

    /// Waits for the end; returns *this for the accessors below.
    Child& wait() {
        if (!waited_) {
            while (::waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
            }
            waited_ = true;
        }
        return *this;
    }
    /// Waits at most `limit`; false (the program still running) when it did not end.
    bool wait_for(std::chrono::milliseconds limit) {
        const auto deadline = std::chrono::steady_clock::now() + limit;
        while (!waited_) {
            const pid_t r = ::waitpid(pid_, &status_, WNOHANG);
            if (r == pid_) waited_ = true;
            else if (std::chrono::steady_clock::now() >= deadline) return false;
            else std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        return true;
    }
    /// Exit status, or -1 when it did not exit normally.
    int exit_code() const { return waited_ && WIFEXITED(status_) ? WEXITSTATUS(status_) : -1; }
    /// The signal that ended it, or 0.
    int signal() const { return waited_ && WIFSIGNALED(status_) ? WTERMSIG(status_) : 0; }
    std::string out() const { return read_file_or_empty(out_); }
    std::string err() const { return read_file_or_empty(err_); }
    /// The shim's counts ("write", "rename", "injected", "bad_close"...), at exit.
    std::map<std::string, long> report() const {
        std::map<std::string, long> m;
        std::istringstream in(read_file_or_empty(report_));
        std::string key;
        long value = 0;
        while (in >> key >> value) m[key] = value;
        return m;
    }

private:
    static int counter() {
        static int n = 0;
        return ++n;
    }
    fs::path out_, err_, report_;
    pid_t pid_ = -1;
    int status_ = 0;
    bool waited_ = false;
};

/// Every entry of a folder: name -> its bytes, "<folder>", "<fifo>" or "<other>".
inline std::map<std::string, std::string> folder_snapshot(const fs::path& dir) {
    std::map<std::string, std::string> m;
    for (const auto& e : fs::directory_iterator(dir)) {
        const auto st = fs::symlink_status(e.path());
        m[e.path().filename().string()] = fs::is_directory(st) ? "<folder>"
                                          : fs::is_fifo(st)    ? "<fifo>"
                                          : fs::is_regular_file(st) ? read_file_or_empty(e.path())
                                                                    : "<other>";
    }
    return m;
}

/// Names in a snapshot that are not in `expected` (strays) and the other way round.
inline std::string snapshot_difference(const std::map<std::string, std::string>& now,
                                       const std::map<std::string, std::string>& expected) {
    std::string out;
    for (const auto& [name, bytes] : now) {
        const auto it = expected.find(name);
        if (it == expected.end()) out += "  unexpected: " + name + "\n";
        else if (it->second != bytes) out += "  changed: " + name + "\n";
    }
    for (const auto& [name, bytes] : expected)
        if (!now.count(name)) out += "  missing: " + name + "\n";
    return out;
}

}  // namespace sqfig_test
