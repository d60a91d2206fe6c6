// Hostile file systems (issue 17), on real files and the real driver:
// - an output path that is a symbolic link: the link is replaced, its target
//   never written through (Figure::save and the driver);
// - a read-only output folder: chmod 0555 (skipped as root, who ignores it)
//   and EROFS from the fault shim on every create: an error naming the file,
//   old figures untouched, nothing left behind;
// - a full disk: the shim fails every write with ENOSPC (each Nth write is
//   broken in turn by tests/driver's fault campaign);
// - kill -9 at random moments of the driver: every figure in place is the
//   old file or the complete new PDF, never a truncated one.
// (A folder where a figure goes, and two drivers writing one folder, are
// tests/driver/test_output_guarantees.cpp: issue 19.1 and 19.10.)
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>

#include "../support/fault_injection.hpp"
#include "../support/files.hpp"
#include "../support/skip.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <random>
#include <thread>

#ifndef SQFIG_PAPER_FIGURES_EXE
#error "SQFIG_PAPER_FIGURES_EXE must be defined"
#endif
#ifndef SQFIG_FAULT_SHIM
#error "SQFIG_FAULT_SHIM must be defined"
#endif

namespace fs = std::filesystem;
using sqfig_test::Child;
using sqfig_test::Faults;
using sqfig_test::folder_snapshot;
using sqfig_test::read_file;
using sqfig_test::snapshot_difference;
using sqfig_test::TempDir;
using sqfig_test::write_file;

namespace {

using Snapshot = std::map<std::string, std::string>;

std::vector<std::string> driver(const fs::path& out) {
    return {SQFIG_PAPER_FIGURES_EXE, "--results", std::string(SQFIG_SOURCE_DIR) + "/examples/data", "--out",
            out.string()};
}

bool is_complete_pdf(const std::string& b) {
    return b.rfind("%PDF-", 0) == 0 && b.find("%%EOF", b.size() > 64 ? b.size() - 64 : 0) != std::string::npos;
}

bool hidden_leftover(const std::string& name) {
    return name.find(".tmp-") != std::string::npos || name.find(".bak-") != std::string::npos;
}

sqfig::Figure small_figure() {
    sqfig::Figure fig{sqfig::inches(3, 2)};
    fig.axes().line({0, 1}, {0, 1});
    return fig;
}

}  // namespace

TEST_CASE("filesystem: a symbolic link where a figure goes is replaced, its target never written",
          "[hostile][filesystem]") {
    TempDir tmp("sqfig-hostile-fs");
    write_file(tmp / "target.pdf", "the link's target");
    fs::create_directory(tmp / "out");
    fs::create_symlink(tmp / "target.pdf", tmp / "out" / "fig.pdf");
    fs::create_symlink(tmp / "nowhere.pdf", tmp / "out" / "dangling.pdf");

    const sqfig::Figure fig = small_figure();
    fig.save((tmp / "out" / "fig.pdf").string());
    fig.save((tmp / "out" / "dangling.pdf").string());
    for (const char* name : {"fig.pdf", "dangling.pdf"}) {
        INFO(name);
        const fs::path p = tmp / "out" / name;
        CHECK_FALSE(fs::is_symlink(fs::symlink_status(p)));
        CHECK(is_complete_pdf(read_file(p)));
    }
    CHECK(read_file(tmp / "target.pdf") == "the link's target");
    CHECK_FALSE(fs::exists(tmp / "nowhere.pdf"));

    // The driver: a figure name that is a link to a file of the user's.
    fs::create_directory(tmp / "drv");
    fs::create_symlink(tmp / "target.pdf", tmp / "drv" / "fig_latency.pdf");
    Child run(driver(tmp / "drv"), tmp.path());
    run.wait();
    INFO(run.err());
    REQUIRE(run.exit_code() == 0);
    CHECK_FALSE(fs::is_symlink(fs::symlink_status(tmp / "drv" / "fig_latency.pdf")));
    CHECK(is_complete_pdf(read_file(tmp / "drv" / "fig_latency.pdf")));
    CHECK(read_file(tmp / "target.pdf") == "the link's target");
}

TEST_CASE("filesystem: a read-only output folder (chmod 0555)", "[hostile][filesystem]") {
    if (::geteuid() == 0) {
        sqfig_test::skip("running as root, who can write into a read-only folder (the EROFS case covers it)");
        return;
    }
    TempDir tmp("sqfig-hostile-fs");
    const fs::path out = tmp / "out";
    fs::create_directory(out);
    write_file(out / "fig.pdf", "old figure");
    fs::permissions(out, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                             fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec);
    const sqfig::Figure fig = small_figure();
    CHECK_THROWS_WITH(fig.save((out / "fig.pdf").string()), Catch::Contains("fig.pdf"));
    fs::permissions(out, fs::perms::owner_all);
    CHECK(folder_snapshot(out) == Snapshot{{"fig.pdf", "old figure"}});
}

TEST_CASE("filesystem: a read-only file system and a full disk leave the old figures", "[hostile][filesystem]") {
    TempDir tmp("sqfig-hostile-fs");
    const fs::path out = tmp / "out";
    for (const char* rules : {"create:*:EROFS", "create:*:EACCES", "write:*:ENOSPC", "fsync:*:EIO", "write:3:EDQUOT"}) {
        INFO("faults " << rules);
        fs::remove_all(out);
        fs::create_directory(out);
        write_file(out / "fig_latency.pdf", "%PDF old latency");
        write_file(out / "notes.txt", "the user's notes");
        const Snapshot before = folder_snapshot(out);
        Child run(driver(out), tmp.path(), SQFIG_FAULT_SHIM, Faults{out.string(), rules, 0, ""});
        run.wait();
        INFO("exit " << run.exit_code() << "\nstderr:\n" << run.err());
        CHECK(run.exit_code() == 1);
        CHECK(run.err().find(out.string()) != std::string::npos);  // names the file
        CHECK(run.err().find("no figure was written") != std::string::npos);
        INFO(snapshot_difference(folder_snapshot(out), before));
        CHECK(folder_snapshot(out) == before);
    }
}

TEST_CASE("filesystem: kill -9 at random moments of the driver never leaves a truncated figure",
          "[hostile][filesystem][signal][campaign]") {
    TempDir tmp("sqfig-hostile-fs");
    // The figures a clean run writes (the output is deterministic), and how
    // long a run takes: the faster of two, since the first one also fills the
    // system's caches and a window sized on it let most kills come too late.
    long clean_us = 0;
    for (int k = 0; k < 2; ++k) {
        Child clean(driver(tmp / "clean"), tmp.path());
        const auto t0 = std::chrono::steady_clock::now();
        clean.wait();
        const long us = static_cast<long>(
            std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count());
        REQUIRE(clean.exit_code() == 0);
        clean_us = k == 0 ? us : std::min(clean_us, us);
    }
    const Snapshot fresh = folder_snapshot(tmp / "clean");
    REQUIRE(fresh.size() == 6);

    std::mt19937 rng(17);
    std::uniform_int_distribution<long> when(0, clean_us + clean_us / 4);
    const fs::path out = tmp / "out";
    std::size_t killed = 0, leftovers = 0, mixed = 0;
    int rounds = 0;
    // 40 rounds, and more (up to 80) until 20 of them were killed: a slow
    // minute of the machine makes runs finish before their kill.
    for (int round = 0; round < 80 && (round < 40 || killed < 20); ++round, ++rounds) {
        fs::remove_all(out);
        fs::create_directory(out);
        Snapshot old;
        for (const auto& [name, bytes] : fresh) {
            write_file(out / name, "%PDF-old " + name);
            old[name] = "%PDF-old " + name;
        }
        const long delay = when(rng);
        Child run(driver(out), tmp.path());
        std::this_thread::sleep_for(std::chrono::microseconds(delay));
        ::kill(run.pid(), SIGKILL);
        run.wait();
        killed += run.signal() == SIGKILL;
        std::size_t news = 0;
        for (const auto& [name, bytes] : folder_snapshot(out)) {
            INFO("round " << round << ", killed after " << delay << " us: " << name);
            if (hidden_leftover(name)) {
                ++leftovers;  // a killed process cannot remove its own temporary files
                continue;
            }
            REQUIRE(fresh.count(name) == 1);  // no other file appears
            // Each figure is the old one or the complete new one, never partial.
            CHECK((bytes == old[name] || bytes == fresh.at(name)));
            news += bytes == fresh.at(name);
        }
        mixed += news != 0 && news != fresh.size();
    }
    WARN(killed << " of " << rounds << " runs killed by SIGKILL; " << leftovers << " hidden temporary/backup files left by them; "
                << mixed << " runs killed between two renames (some figures new, some old)");
    CHECK(killed >= 20);
    // Kill more runs into the same folder until some left temporary files.
    auto count_temporaries = [&out] {
        std::size_t n = 0;
        for (const auto& entry : fs::directory_iterator(out))
            n += entry.path().filename().string().find(".tmp-") != std::string::npos;
        return n;
    };
    // The driver stages its six files after drawing them all, a short moment
    // of its run (kills at random times rarely found it under ASan): watch
    // the folder and kill as soon as a temporary file appears.
    for (int tries = 0; tries < 50 && count_temporaries() == 0; ++tries) {
        Child run(driver(out), tmp.path());
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::microseconds(4 * clean_us);
        while (count_temporaries() == 0 && std::chrono::steady_clock::now() < give_up) std::this_thread::yield();
        ::kill(run.pid(), SIGKILL);
        run.wait();
    }
    REQUIRE(count_temporaries() > 0);
    // Those temporary files, made older than the 2 s a commit leaves a new
    // temporary file alone for (its owner may be about to lock it).
    std::size_t aged = 0;
    for (const auto& entry : fs::directory_iterator(out)) {
        const std::string name = entry.path().filename().string();
        if (name.find(".tmp-") == std::string::npos) continue;
        struct timespec times[2];
        ::clock_gettime(CLOCK_REALTIME, &times[0]);
        times[0].tv_sec -= 60;
        times[1] = times[0];
        REQUIRE(::utimensat(AT_FDCWD, entry.path().c_str(), times, 0) == 0);
        ++aged;
    }
    // A later run puts every figure in place and removes those temporary files.
    Child again(driver(out), tmp.path());
    again.wait();
    REQUIRE(again.exit_code() == 0);
    for (const auto& [name, bytes] : fresh) CHECK(read_file(out / name) == bytes);
    const std::size_t temporaries_left = count_temporaries();
    WARN(aged << " temporary files of the last killed run; " << temporaries_left << " left after the next run");
    CHECK(temporaries_left == 0);
}
