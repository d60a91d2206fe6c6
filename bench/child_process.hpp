// A benchmark child process: fork + exec, its standard output captured
// (standard error passed through), its wall time, CPU time and peak RSS taken
// from wait4. Shared by sqfig_bench and sqfig_throughput.
#pragma once

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace sqfig_bench {

struct ProcRun {
    double wall = 0, cpu = 0;  // seconds; cpu = user + system of the child
    double rss = 0;            // peak resident set, bytes
    int status = -1;           // exit status, -1 when it did not exit normally
    std::string out;           // its standard output
};

/// Runs `args` (args[0]: the program's path); `stdin_file`, when given, is its standard input.
inline ProcRun run_process(const std::vector<std::string>& args, const std::string& stdin_file = "") {
    int fds[2];
    if (::pipe(fds) != 0) throw std::runtime_error("pipe failed");
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
        ::dup2(fds[1], STDOUT_FILENO);
        ::close(fds[0]);
        ::close(fds[1]);
        if (!stdin_file.empty() && !std::freopen(stdin_file.c_str(), "r", stdin)) ::_exit(126);
        ::execv(argv[0], argv.data());
        std::perror(argv[0]);
        ::_exit(127);
    }
    ::close(fds[1]);
    ProcRun r;
    char buf[4096];
    for (;;) {
        const ssize_t n = ::read(fds[0], buf, sizeof buf);
        if (n > 0) r.out.append(buf, static_cast<std::size_t>(n));
        else if (n == 0 || errno != EINTR) break;
    }
    ::close(fds[0]);
    int status = 0;
    struct rusage ru {};
    while (::wait4(pid, &status, 0, &ru) < 0)
        if (errno != EINTR) throw std::runtime_error("wait4 failed");
    r.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.cpu = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
            static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    r.rss = static_cast<double>(ru.ru_maxrss) * 1024.0;  // Linux: KiB
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

}  // namespace sqfig_bench
