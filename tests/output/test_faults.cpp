// FileTransaction under injected faults and signals: sqfig_output_tool runs
// one transaction under the LD_PRELOAD shim (fault_shim.cpp), which fails the
// Nth create / write / fsync / rename / link / close in the output folder, for every N
// a run makes, or slows them down while the test sends signals. After every
// run: exit 0 with every new file in place, or exit 1 with every old file
// byte-identical; no temporary or backup file either way.
#include <catch2/catch.hpp>

#include <signal.h>

#include <chrono>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "../support/fault_injection.hpp"
#include "../support/strings.hpp"

#ifndef SQFIG_FAULT_SHIM
#error "SQFIG_FAULT_SHIM (path of the fault-injection shim) must be defined"
#endif
#ifndef SQFIG_OUTPUT_TOOL
#error "SQFIG_OUTPUT_TOOL (path of sqfig_output_tool) must be defined"
#endif

using sqfig_test::Child;
using sqfig_test::contains;
using sqfig_test::Faults;
using sqfig_test::folder_snapshot;
using sqfig_test::snapshot_difference;
using sqfig_test::write_file;
namespace fs = std::filesystem;

namespace {

using Snapshot = std::map<std::string, std::string>;

// Four files, the last one existing (it needs no backup), one new in the middle.
struct Scene {
    sqfig_test::TempDir tmp{"sqfig-faults-test"};
    fs::path out = tmp.path() / "out";
    Snapshot before, after;
    std::vector<std::string> args{SQFIG_OUTPUT_TOOL, "commit"};

    Scene() {
        reset();
        before = folder_snapshot(out);
        after = before;
        for (const char* name : {"a.pdf", "c.pdf", "b.pdf", "d.pdf"}) {
            const std::string bytes = std::string("new ") + name + std::string(3000, name[0]);
            args.push_back((out / name).string());
            args.push_back(bytes);
            after[name] = bytes;
        }
    }

    // The old files, and nothing else.
    void reset() {
        fs::remove_all(out);
        fs::create_directory(out);
        const std::vector<std::pair<std::string, std::string>> old{
            {"a.pdf", "old a"}, {"b.pdf", std::string("old b\0\xff", 7)}, {"d.pdf", "old d"}, {"notes.txt", "n"}};
        for (const auto& [name, bytes] : old) write_file(out / name, bytes);
    }

    // Runs the tool once from the old files; checks the all-or-nothing
    // promise; returns the shim's counts.
    std::map<std::string, long> run(const std::string& rules, bool must_succeed = false) {
        reset();
        Child child(args, tmp.path(), SQFIG_FAULT_SHIM, Faults{out.string(), rules, 0, ""});
        child.wait();
        const Snapshot now = folder_snapshot(out);
        INFO("faults: " << rules << "\nexit " << child.exit_code() << ", signal " << child.signal()
                        << "\nstderr: " << child.err());
        REQUIRE((child.exit_code() == 0 || child.exit_code() == 1));
        if (must_succeed) CHECK(child.exit_code() == 0);
        if (child.exit_code() == 0) {
            INFO("differences from the new files:\n" << snapshot_difference(now, after));
            CHECK(now == after);
        } else {
            INFO("differences from the old files:\n" << snapshot_difference(now, before));
            CHECK(now == before);
            CHECK_FALSE(child.err().empty());
        }
        const auto report = child.report();
        CHECK(report.at("bad_close") == 0);
        return report;
    }

    // SIGINT or SIGTERM after the Nth counted call, for every N, on top of
    // `base` rules (which alone must let the commit succeed); `how` is the
    // shim's way of sending it ("": raised in the calling thread,
    // ":process": sent to the process). All old or all new files each time.
    void signal_after_each_call(const std::string& base, const std::string& how) {
        long calls = 0;
        for (const auto& [op, n] : run(base, true))
            if (op != "injected" && op != "bad_close") calls += n;
        REQUIRE(calls >= 15);
        for (long n = 1; n <= calls; ++n) {
            const int sig = n % 2 ? SIGINT : SIGTERM;
            reset();
            Child child(args, tmp.path(), SQFIG_FAULT_SHIM,
                        Faults{out.string(), base, 0, std::to_string(n) + ":" + std::to_string(sig) + how});
            child.wait();
            const Snapshot now = folder_snapshot(out);
            INFO("faults \"" << base << "\", signal " << sig << (how.empty() ? "" : " sent to the process") << " after call "
                              << n << " of " << calls << "; exit " << child.exit_code() << ", signal " << child.signal()
                              << "\nstderr: " << child.err() << "\nversus old:\n" << snapshot_difference(now, before)
                              << "versus new:\n" << snapshot_difference(now, after));
            CHECK(child.signal() == sig);
            CHECK((now == before || now == after));
        }
    }

    // Every N for every operation, on top of `base` rules (which alone must
    // let the commit succeed).
    void campaign(const std::string& base) {
        const auto counts = run(base, true);
        std::size_t runs = 0;
        for (const char* op : {"create", "write", "fsync", "rename", "link", "close"}) {
            const long n_calls = counts.at(op);
            for (long n = 1; n <= n_calls; ++n) {
                const std::string rule = std::string(op) + ":" + std::to_string(n);
                const auto r = run(base.empty() ? rule : base + "," + rule);
                CHECK(r.at("injected") >= 1);
                ++runs;
            }
        }
        // Two calls in a row failing: an undo step fails too, and is retried.
        for (long n = 1; n <= counts.at("rename"); ++n) {
            const std::string rule = "rename:" + std::to_string(n) + ",rename:" + std::to_string(n + 1);
            run(base.empty() ? rule : base + "," + rule);
            ++runs;
        }
        CHECK(runs >= 10);
        WARN("fault campaign \"" << base << "\": " << runs << " runs");
    }
};

}  // namespace

TEST_CASE("fault campaign: hard links allowed", "[faults]") {
    Scene s;
    s.campaign("");
}

TEST_CASE("fault campaign: hard links refused (protected_hardlinks), old files moved aside", "[faults]") {
    Scene s;
    s.campaign("link:*:EPERM");
}

TEST_CASE("fault campaign: links and moves refused, old files copied", "[faults]") {
    Scene s;
    s.campaign("link:*:EPERM,rename:*:EIO:.bak-");
}

TEST_CASE("no way to keep an old file: the commit fails before replacing anything", "[faults]") {
    Scene s;
    Child child(s.args, s.tmp.path(), SQFIG_FAULT_SHIM,
                Faults{s.out.string(), "link:*:EPERM,rename:*:EIO:.bak-,write:*:ENOSPC:.bak-", 0, ""});
    child.wait();
    INFO("stderr: " << child.err());
    CHECK(child.exit_code() == 1);
    CHECK(contains(child.err(), "cannot keep the existing file"));
    CHECK(contains(child.err(), "nothing was replaced"));
    INFO(snapshot_difference(folder_snapshot(s.out), s.before));
    CHECK(folder_snapshot(s.out) == s.before);
    // Not one rename of a new file over an old one was tried.
    CHECK(child.report().at("rename") == 1);  // the refused move aside of a.pdf
}

TEST_CASE("issue 19.1: a refused hard link and a folder where a file goes", "[faults]") {
    // fig_perplexity.pdf cannot be hard-linked (owned by another user under
    // protected_hardlinks); fig_latency.pdf turns out to be a folder once the
    // figures are staged, so its rename fails after fig_perplexity.pdf was
    // replaced. fig_perplexity.pdf must come back as it was.
    sqfig_test::TempDir tmp("sqfig-faults-test");
    const fs::path out = tmp.path() / "out";
    fs::create_directory(out);
    write_file(out / "fig_perplexity.pdf", "%PDF the user's figure");
    Child child({SQFIG_OUTPUT_TOOL, "commit", "--mkdir-before-commit", (out / "fig_latency.pdf").string(),
                 (out / "fig_perplexity.pdf").string(), "new perplexity", (out / "fig_latency.pdf").string(),
                 "new latency"},
                tmp.path(), SQFIG_FAULT_SHIM, Faults{out.string(), "link:*:EPERM", 0, ""});
    child.wait();
    INFO("stderr: " << child.err());
    CHECK(child.exit_code() == 1);
    CHECK(contains(child.err(), "fig_latency.pdf\": cannot rename the new file into place"));
    CHECK(folder_snapshot(out) ==
          Snapshot{{"fig_perplexity.pdf", "%PDF the user's figure"}, {"fig_latency.pdf", "<folder>"}});
}

TEST_CASE("issue 12.5: a failing close() is reported, and the descriptor is not closed twice", "[faults]") {
    sqfig_test::TempDir tmp("sqfig-faults-test");
    const fs::path out = tmp.path() / "out";
    fs::create_directory(out);
    write_file(out / "a.pdf", "old");
    Child child({SQFIG_OUTPUT_TOOL, "write", (out / "a.pdf").string(), "new"}, tmp.path(), SQFIG_FAULT_SHIM,
                Faults{out.string(), "close:1:EIO", 0, ""});
    child.wait();
    INFO("stderr: " << child.err());
    CHECK(child.exit_code() == 1);
    CHECK(contains(child.err(), "a.pdf\": Input/output error"));
    CHECK(child.report().at("injected") == 1);
    CHECK(child.report().at("bad_close") == 0);
    CHECK(folder_snapshot(out) == Snapshot{{"a.pdf", "old"}});
}

TEST_CASE("signals at random moments of a commit leave all old or all new files", "[faults][signal][campaign]") {
    // Every counted call sleeps, so a commit takes ~100 ms and the signals
    // land in all of its steps; with links refused, old files are moved
    // aside and the handler must move them back.
    std::mt19937 random(20261130);
    std::size_t old_left = 0, new_left = 0, finished = 0;
    for (int run = 0; run < 40; ++run) {
        Scene s;
        const bool refuse_links = run % 2 == 1;
        const int sig = std::vector<int>{SIGINT, SIGTERM, SIGHUP, SIGQUIT}[static_cast<std::size_t>(run) % 4];
        const auto wait_ms = std::uniform_int_distribution<int>(0, 130)(random);
        Child child(s.args, s.tmp.path(), SQFIG_FAULT_SHIM,
                    Faults{s.out.string(), refuse_links ? "link:*:EPERM" : "", 5000, ""});
        std::this_thread::sleep_for(std::chrono::milliseconds(wait_ms));
        ::kill(child.pid(), sig);
        child.wait();
        const Snapshot now = folder_snapshot(s.out);
        INFO("run " << run << ": signal " << sig << " after " << wait_ms << " ms, links "
                    << (refuse_links ? "refused" : "allowed") << "; exit " << child.exit_code() << ", signal "
                    << child.signal() << "\nstderr: " << child.err() << "\nversus old:\n"
                    << snapshot_difference(now, s.before) << "versus new:\n"
                    << snapshot_difference(now, s.after));
        CHECK((child.signal() == sig || child.exit_code() == 0));
        CHECK((now == s.before || now == s.after));
        old_left += now == s.before;
        new_left += now == s.after && child.signal() == sig;
        finished += child.exit_code() == 0;
    }
    // The signals did land before, during and after commits.
    WARN("old files left " << old_left << ", new files left by a signal " << new_left << ", finished " << finished);
    CHECK(old_left > 0);
}

TEST_CASE("a signal right after each step of a commit leaves all old or all new files", "[faults][signal]") {
    // The shim raises the signal when the Nth create/write/fsync/close/link/rename in
    // the folder returns, for every N: the handler then runs in every state
    // a commit goes through (staging, backups made, some files replaced,
    // committed with backups left).
    for (const char* base : {"", "link:*:EPERM", "link:*:EPERM,rename:*:EIO:.bak-"}) {
        Scene s;
        s.signal_after_each_call(base, "");
    }
}

TEST_CASE("a signal another thread takes in the middle of any step of a commit leaves all old or all new files",
          "[faults][signal]") {
    // The shim sends the signal to the process when the Nth call returns and
    // keeps the committing thread there 50 ms. Inside a step (a rename, a
    // link...) that thread holds the signal back, so the kernel gives it to
    // the tool's idle thread, as it would to one of Pango's: that handler
    // must wait for the step to end, and no step may follow.
    for (const char* base : {"", "link:*:EPERM"}) {
        Scene s;
        s.args.insert(s.args.begin() + 2, "--idle-thread");
        s.signal_after_each_call(base, ":process");
    }
}

TEST_CASE("issue 16: a save fsyncs by default, and FileTransaction::Sync::no skips the fsync", "[faults]") {
    sqfig_test::TempDir tmp("sqfig-faults-test");
    const fs::path out = tmp.path() / "out";
    fs::create_directory(out);
    const std::string target = (out / "a.pdf").string();
    // A failing fsync on the staged file: the synced save reports it and keeps the old file...
    write_file(out / "a.pdf", "old");
    Child synced({SQFIG_OUTPUT_TOOL, "write", target, "new"}, tmp.path(), SQFIG_FAULT_SHIM,
                 Faults{out.string(), "fsync:1:EIO", 0, ""});
    synced.wait();
    INFO("stderr: " << synced.err());
    CHECK(synced.exit_code() == 1);
    CHECK(contains(synced.err(), "a.pdf\": Input/output error"));
    CHECK(synced.report().at("fsync") >= 1);
    CHECK(folder_snapshot(out) == Snapshot{{"a.pdf", "old"}});
    // ...the unsynced save never calls fsync on the folder's files, and succeeds.
    Child unsynced({SQFIG_OUTPUT_TOOL, "write", "--no-sync", target, "new"}, tmp.path(), SQFIG_FAULT_SHIM,
                   Faults{out.string(), "fsync:1:EIO", 0, ""});
    unsynced.wait();
    INFO("stderr: " << unsynced.err());
    CHECK(unsynced.exit_code() == 0);
    CHECK(unsynced.report().at("fsync") == 0);
    CHECK(unsynced.report().at("injected") == 0);
    CHECK(folder_snapshot(out) == Snapshot{{"a.pdf", "new"}});
}

TEST_CASE("issue 17: a disk that fills up after N bytes (short writes, then ENOSPC) loses nothing", "[faults]") {
    sqfig_test::TempDir tmp("sqfig-faults-test");
    const fs::path out = tmp.path() / "out";
    const std::string a(3000, 'a'), b(5000, 'b');  // 8,000 bytes to stage
    const Snapshot old{{"a.pdf", "old a"}, {"b.pdf", "old b"}, {"notes.txt", "n"}};
    for (const long limit : {0L, 1L, 100L, 2999L, 3000L, 3001L, 7999L}) {
        fs::remove_all(out);
        fs::create_directory(out);
        for (const auto& [name, bytes] : old) write_file(out / name, bytes);
        Child child({SQFIG_OUTPUT_TOOL, "commit", (out / "a.pdf").string(), a, (out / "b.pdf").string(), b},
                    tmp.path(), SQFIG_FAULT_SHIM, Faults{out.string(), "", 0, ""},
                    {"SQFIG_FAULT_DISK_BYTES=" + std::to_string(limit)});
        child.wait();
        INFO("disk full after " << limit << " bytes; stderr: " << child.err());
        CHECK(child.exit_code() == 1);
        CHECK(contains(child.err(), "No space left on device"));
        CHECK((contains(child.err(), "a.pdf\"") || contains(child.err(), "b.pdf\"")));
        CHECK(child.report().at("injected") >= 1);
        INFO("differences from the old files:\n" << snapshot_difference(folder_snapshot(out), old));
        CHECK(folder_snapshot(out) == old);  // no new, partial or temporary file
    }
    // Room for all of it: both files in place.
    fs::remove_all(out);
    fs::create_directory(out);
    for (const auto& [name, bytes] : old) write_file(out / name, bytes);
    Child roomy({SQFIG_OUTPUT_TOOL, "commit", (out / "a.pdf").string(), a, (out / "b.pdf").string(), b}, tmp.path(),
                SQFIG_FAULT_SHIM, Faults{out.string(), "", 0, ""}, {"SQFIG_FAULT_DISK_BYTES=8000"});
    roomy.wait();
    INFO("stderr: " << roomy.err());
    CHECK(roomy.exit_code() == 0);
    CHECK(folder_snapshot(out) == Snapshot{{"a.pdf", a}, {"b.pdf", b}, {"notes.txt", "n"}});
}

#ifdef SQFIG_STREAM_TOOL
TEST_CASE("issue 16: a streamed document (DocumentWriter) under faults and a full disk keeps the old file",
          "[faults][stream]") {
    sqfig_test::TempDir tmp("sqfig-faults-test");
    const fs::path out = tmp.path() / "out";
    const fs::path target = out / "doc.pdf";
    const Snapshot old{{"doc.pdf", "old document"}, {"notes.txt", "n"}};
    auto reset = [&] {
        fs::remove_all(out);
        fs::create_directory(out);
        for (const auto& [name, bytes] : old) write_file(out / name, bytes);
    };
    // 100 pages: about 115 KB, so the file is written in several pieces.
    const std::vector<std::string> args{SQFIG_STREAM_TOOL, target.string(), "100"};
    auto run = [&](const std::string& rules, const std::vector<std::string>& env) {
        reset();
        Child child(args, tmp.path(), SQFIG_FAULT_SHIM, Faults{out.string(), rules, 0, ""}, env);
        child.wait();
        INFO("faults: " << rules << "; stderr: " << child.err());
        REQUIRE((child.exit_code() == 0 || child.exit_code() == 1));
        const Snapshot now = folder_snapshot(out);
        if (child.exit_code() == 1) {
            CHECK(contains(child.err(), "doc.pdf"));
            INFO("differences from the old files:\n" << snapshot_difference(now, old));
            CHECK(now == old);  // the old document, no partial or temporary file
        } else {
            CHECK(now.size() == 2);
            CHECK(now.at("doc.pdf").rfind("%PDF-", 0) == 0);
        }
        return std::make_pair(child.exit_code(), child.report());
    };
    const auto clean = run("", {});
    REQUIRE(clean.first == 0);
    std::size_t failed = 0;
    for (const char* op : {"create", "write", "fsync", "rename", "close"}) {
        const long n_calls = clean.second.at(op);
        for (long n = 1; n <= n_calls; ++n) {
            const auto r = run(std::string(op) + ":" + std::to_string(n), {});
            CHECK(r.second.at("injected") >= 1);
            failed += r.first == 1;
        }
    }
    CHECK(clean.second.at("write") >= 2);
    CHECK(failed >= 4);
    for (const long limit : {0L, 1000L, 65536L, 100000L}) {
        const auto r = run("", {"SQFIG_FAULT_DISK_BYTES=" + std::to_string(limit)});
        CHECK(r.first == 1);
    }
}
#endif
