// The driver's output guarantees, tested on the real sqfig-paper-figures
// under the fault-injection shim (tests/output/fault_shim.cpp):
// - all-or-nothing: a fault at any step (every N of every write, fsync,
//   rename, link, create, close in --out) gives exit 0 with every new figure,
//   or exit 1 with every old file byte-identical and no stray file;
// - issue 19.1: a refused hard link plus a folder named fig_latency.pdf;
// - issue 19.7: SIGINT/SIGTERM at random moments, and right after each step;
// - issue 19.8: a FIFO as input (exit 2 at once) or as a figure (exit 1 at once);
// - issue 19.10: two drivers writing one --out leave one run's figures.
#include "test_support.hpp"

#include "../support/fault_injection.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>

#include <chrono>
#include <map>
#include <random>
#include <thread>

#ifndef SQFIG_PAPER_FIGURES_EXE
#error "SQFIG_PAPER_FIGURES_EXE (path of sqfig-paper-figures) must be defined"
#endif
#ifndef SQFIG_FAULT_SHIM
#error "SQFIG_FAULT_SHIM (path of the fault-injection shim) must be defined"
#endif

using namespace driver_test;
using sqfig_test::Child;
using sqfig_test::Faults;
using sqfig_test::folder_snapshot;
using sqfig_test::snapshot_difference;

namespace {

using Snapshot = std::map<std::string, std::string>;

const std::vector<std::string> figure_files{"fig_perplexity.pdf", "fig_generation.pdf",       "fig_longbench.pdf",
                                            "fig_latency.pdf",    "fig_attention_cosine.pdf", "fig_pipeline.pdf"};

std::vector<std::string> driver_args(const fs::path& out, std::vector<std::string> more = {}) {
    std::vector<std::string> args{SQFIG_PAPER_FIGURES_EXE, "--results", examples_data_dir(), "--out", out.string()};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

// An output folder holding three old figures and a file of the user's; the
// six figures a clean run writes.
struct OutputFolder {
    TempDir tmp;
    fs::path out = tmp.path() / "out";
    Snapshot before, after;

    OutputFolder() {
        reset();
        before = folder_snapshot(out);
        const fs::path clean = tmp.path() / "clean";
        Child run(driver_args(clean), tmp.path());
        run.wait();
        REQUIRE(run.exit_code() == 0);
        after = before;
        for (const auto& [name, bytes] : folder_snapshot(clean)) after[name] = bytes;
        REQUIRE(after.size() == 7);
    }

    void reset() {
        fs::remove_all(out);
        fs::create_directories(out);
        write_text(out / "fig_perplexity.pdf", "%PDF old perplexity \xff\xfe");
        write_text(out / "fig_latency.pdf", "%PDF old latency");
        write_text(out / "fig_pipeline.pdf", "%PDF old pipeline");
        write_text(out / "notes.txt", "the user's notes");
    }

    // The promise after any run: all new (exit 0) or all old (exit 1), nothing else.
    void check(const Child& run, const std::string& what) const {
        const Snapshot now = folder_snapshot(out);
        INFO(what << "\nexit " << run.exit_code() << ", signal " << run.signal() << "\nstderr:\n"
                  << run.err() << "versus old:\n"
                  << snapshot_difference(now, before) << "versus new:\n"
                  << snapshot_difference(now, after));
        REQUIRE((run.exit_code() == 0 || run.exit_code() == 1));
        CHECK(now == (run.exit_code() == 0 ? after : before));
        if (run.exit_code() == 1) CHECK(contains(run.err(), "no figure was written"));
    }
};

}  // namespace

TEST_CASE("issue 19.1: a refused hard link and a folder named fig_latency.pdf keep the old figure",
          "[driver][output]") {
    // fig_perplexity.pdf belongs to another user (protected_hardlinks refuses
    // the link: the shim fails every link() with EPERM); fig_latency.pdf is a folder.
    OutputFolder f;
    fs::remove(f.out / "fig_latency.pdf");
    fs::create_directory(f.out / "fig_latency.pdf");
    const Snapshot before = folder_snapshot(f.out);
    Child run(driver_args(f.out), f.tmp.path(), SQFIG_FAULT_SHIM, Faults{f.out.string(), "link:*:EPERM", 0, ""});
    run.wait();
    INFO("stderr:\n" << run.err());
    CHECK(run.exit_code() == 1);
    CHECK(contains(run.err(), (f.out / "fig_latency.pdf").string() + "\": it is a folder"));
    CHECK(folder_snapshot(f.out) == before);
}

TEST_CASE("fault campaign: a fault at any step leaves all new or all old figures", "[driver][output][faults][campaign]") {
    OutputFolder f;
    std::size_t runs = 0, failed = 0;
    for (const std::string base : {"", "link:*:EPERM"}) {
        f.reset();
        Child clean(driver_args(f.out), f.tmp.path(), SQFIG_FAULT_SHIM, Faults{f.out.string(), base, 0, ""});
        clean.wait();
        f.check(clean, "no fault, base \"" + base + "\"");
        REQUIRE(clean.exit_code() == 0);
        const auto counts = clean.report();
        for (const char* op : {"create", "write", "fsync", "close", "link", "rename"}) {
            for (long n = 1; n <= counts.at(op); ++n) {
                const std::string rules = (base.empty() ? "" : base + ",") + op + ":" + std::to_string(n);
                f.reset();
                Child run(driver_args(f.out), f.tmp.path(), SQFIG_FAULT_SHIM, Faults{f.out.string(), rules, 0, ""});
                run.wait();
                f.check(run, "faults " + rules);
                CHECK(run.report().at("injected") >= 1);
                ++runs;
                failed += run.exit_code() == 1;
            }
        }
    }
    WARN(runs << " runs with a fault, " << failed << " ended with exit 1");
    CHECK(runs >= 40);
    CHECK(failed > 0);
}

TEST_CASE("issue 19.7: a signal right after each step leaves all old or all new figures",
          "[driver][output][signal][campaign]") {
    // Links refused, so the old figures are moved aside and the handler must
    // move them back.
    OutputFolder f;
    const std::string base = "link:*:EPERM";
    f.reset();
    Child clean(driver_args(f.out), f.tmp.path(), SQFIG_FAULT_SHIM, Faults{f.out.string(), base, 0, ""});
    clean.wait();
    REQUIRE(clean.exit_code() == 0);
    long calls = 0;
    for (const auto& [op, n] : clean.report())
        if (op != "injected" && op != "bad_close") calls += n;
    REQUIRE(calls >= 30);
    for (long n = 1; n <= calls; ++n) {
        const int sig = n % 2 ? SIGINT : SIGTERM;
        f.reset();
        Child run(driver_args(f.out), f.tmp.path(), SQFIG_FAULT_SHIM,
                  Faults{f.out.string(), base, 0, std::to_string(n) + ":" + std::to_string(sig)});
        run.wait();
        const Snapshot now = folder_snapshot(f.out);
        INFO("signal " << sig << " after call " << n << " of " << calls << "; exit " << run.exit_code()
                       << ", signal " << run.signal() << "\nstderr:\n"
                       << run.err() << "versus old:\n"
                       << snapshot_difference(now, f.before) << "versus new:\n"
                       << snapshot_difference(now, f.after));
        CHECK(run.signal() == sig);
        CHECK((now == f.before || now == f.after));
    }
}

TEST_CASE("issue 19.7: SIGINT and SIGTERM at random moments leave no temporary or backup file",
          "[driver][output][signal][campaign]") {
    // Every write, rename... in --out sleeps 3 ms, so the staging and the
    // commit take long enough for the signals to land anywhere in them.
    OutputFolder f;
    f.reset();
    const auto start = std::chrono::steady_clock::now();
    Child timing(driver_args(f.out), f.tmp.path(), SQFIG_FAULT_SHIM, Faults{f.out.string(), "", 3000, ""});
    timing.wait();
    REQUIRE(timing.exit_code() == 0);
    const auto duration = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
    std::mt19937 random(1130);
    std::size_t old_left = 0, new_left = 0;
    for (int i = 0; i < 24; ++i) {
        f.reset();
        const int sig = i % 2 ? SIGINT : SIGTERM;
        const std::string rules = i % 4 < 2 ? "" : "link:*:EPERM";
        const auto at = std::chrono::milliseconds(
            std::uniform_int_distribution<long>(0, static_cast<long>(duration.count()) + 20)(random));
        Child run(driver_args(f.out), f.tmp.path(), SQFIG_FAULT_SHIM, Faults{f.out.string(), rules, 3000, ""});
        std::this_thread::sleep_for(at);
        ::kill(run.pid(), sig);
        run.wait();
        const Snapshot now = folder_snapshot(f.out);
        INFO("signal " << sig << " after " << at.count() << " ms of ~" << duration.count() << ", faults \"" << rules
                       << "\"; exit " << run.exit_code() << ", signal " << run.signal() << "\nversus old:\n"
                       << snapshot_difference(now, f.before) << "versus new:\n"
                       << snapshot_difference(now, f.after));
        CHECK((run.signal() == sig || run.exit_code() == 0));
        CHECK((now == f.before || now == f.after));
        old_left += now == f.before;
        new_left += now == f.after;
    }
    WARN("runs ending with the old figures: " << old_left << ", with the new: " << new_left);
}

TEST_CASE("issue 19.8: a FIFO as input is refused at once", "[driver][output][fifo]") {
    TempDir tmp;
    const fs::path fifo = tmp.path() / "perplexity.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    Child run(driver_args(tmp.path() / "out", {"--perplexity", fifo.string()}), tmp.path());
    REQUIRE(run.wait_for(std::chrono::seconds(20)));
    INFO("stderr:\n" << run.err());
    CHECK(run.exit_code() == 2);
    CHECK(contains(run.err(), fifo.string() + ": cannot read: is a FIFO, expected a regular JSON file"));
    CHECK_FALSE(fs::exists(tmp.path() / "out"));
}

TEST_CASE("issue 19.8: a FIFO where a figure goes is refused at once, nothing written", "[driver][output][fifo]") {
    OutputFolder f;
    fs::remove(f.out / "fig_pipeline.pdf");
    REQUIRE(::mkfifo((f.out / "fig_pipeline.pdf").c_str(), 0644) == 0);
    const Snapshot before = folder_snapshot(f.out);
    Child run(driver_args(f.out), f.tmp.path());
    REQUIRE(run.wait_for(std::chrono::seconds(20)));
    INFO("stderr:\n" << run.err());
    CHECK(run.exit_code() == 1);
    CHECK(contains(run.err(), "fig_pipeline.pdf\": it is a FIFO"));
    CHECK(folder_snapshot(f.out) == before);
}

TEST_CASE("issue 19.10: two drivers writing one --out leave the figures of one run",
          "[driver][output][lock][campaign]") {
    // Two runs whose six figures all differ (another creation date), started
    // a few milliseconds apart; the renames in --out are slowed down, one run
    // much more than the other, so that their commits overlap: unserialized,
    // the slow one's renames would straddle the fast one's.
    TempDir tmp;
    const fs::path out = tmp.path() / "out";
    Snapshot set_a, set_b;
    for (auto [date, set] : {std::pair{"1000000000", &set_a}, std::pair{"2000000000", &set_b}}) {
        Child run(driver_args(tmp.path() / date), tmp.path(), "", {}, {std::string("SOURCE_DATE_EPOCH=") + date});
        run.wait();
        REQUIRE(run.exit_code() == 0);
        *set = folder_snapshot(tmp.path() / date);
    }
    for (const auto& name : figure_files) REQUIRE(set_a.at(name) != set_b.at(name));
    std::size_t a_won = 0, b_won = 0;
    for (int i = 0; i < 16; ++i) {
        fs::remove_all(out);
        fs::create_directories(out);
        Child slow(driver_args(out), tmp.path(), SQFIG_FAULT_SHIM, Faults{out.string(), "", 15000, "", "rename"},
                   {"SOURCE_DATE_EPOCH=1000000000"});
        std::this_thread::sleep_for(std::chrono::milliseconds(2 * i));
        Child fast(driver_args(out), tmp.path(), SQFIG_FAULT_SHIM, Faults{out.string(), "", 1000, "", "rename"},
                   {"SOURCE_DATE_EPOCH=2000000000"});
        slow.wait();
        fast.wait();
        INFO("round " << i << "\nslow run's stderr:\n" << slow.err() << "fast run's stderr:\n" << fast.err());
        CHECK(slow.exit_code() == 0);
        CHECK(fast.exit_code() == 0);
        const Snapshot now = folder_snapshot(out);
        INFO("versus the slow run's:\n" << snapshot_difference(now, set_a) << "versus the fast run's:\n"
                                         << snapshot_difference(now, set_b));
        CHECK((now == set_a || now == set_b));
        a_won += now == set_a;
        b_won += now == set_b;
    }
    WARN("the last to commit: the slow run " << a_won << " times, the fast run " << b_won << " times");
}

TEST_CASE("issue 19.10: a run waits while another holds the output folder's lock", "[driver][output][lock]") {
    TempDir tmp;
    const fs::path out = tmp.path() / "out";
    fs::create_directories(out);
    const int dir = ::open(out.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    REQUIRE(dir >= 0);
    REQUIRE(::flock(dir, LOCK_EX) == 0);
    const auto start = std::chrono::steady_clock::now();
    Child run(driver_args(out), tmp.path());
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    // Staged but not committed: no figure has its name yet.
    for (const auto& name : figure_files) CHECK_FALSE(fs::exists(out / name));
    CHECK_FALSE(run.wait_for(std::chrono::milliseconds(0)));
    ::flock(dir, LOCK_UN);
    ::close(dir);
    run.wait();
    CHECK(run.exit_code() == 0);
    CHECK(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(1500));
    CHECK(folder_snapshot(out).size() == 6);
}
