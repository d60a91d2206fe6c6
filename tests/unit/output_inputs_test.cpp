// Output inputs that used to give a wrong file without a word (issue 33), and
// what saving leaves alone (issue 31): each case fails without its guard.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>

#include <signal.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "../support/errors.hpp"
#include "../support/files.hpp"
#include "../support/strings.hpp"

namespace {

using sqfig_test::contains;
using sqfig_test::error_of;
namespace fs = std::filesystem;

sqfig::Figure io_chart() {
    sqfig::Figure fig{sqfig::inches(2, 1.5)};
    fig.axes().line({0, 1, 2}, {1, 3, 2});
    return fig;
}

std::string io_pdf_with_date(std::optional<long long> when) {
    sqfig::SaveOptions o;
    o.metadata.creation_time = when;
    return io_chart().to_bytes(sqfig::Format::pdf, o);
}

// SOURCE_DATE_EPOCH set for one scope, then put back as it was.
class IoEpochSet {
public:
    explicit IoEpochSet(const char* value) {
        if (const char* old = std::getenv("SOURCE_DATE_EPOCH")) old_ = old;
        ::setenv("SOURCE_DATE_EPOCH", value, 1);
    }
    ~IoEpochSet() {
        if (old_) ::setenv("SOURCE_DATE_EPOCH", old_->c_str(), 1);
        else ::unsetenv("SOURCE_DATE_EPOCH");
    }
    IoEpochSet(const IoEpochSet&) = delete;
    IoEpochSet& operator=(const IoEpochSet&) = delete;

private:
    std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("a creation date beyond four-digit years is an Error naming it, not a malformed date",
          "[output][metadata]") {
    // The last second of year 9999 is written as such...
    CHECK(contains(io_pdf_with_date(253402300799LL), "/CreationDate (99991231235959Z)"));
    CHECK(contains(io_pdf_with_date(0), "/CreationDate (19700101000000Z)"));
    // ...one more, a negative one or one gmtime_r cannot convert is refused.
    for (long long bad : {253402300800LL, -1LL, 99999999999999999LL}) {
        INFO(bad);
        const std::string what = error_of([&] { io_pdf_with_date(bad); });
        CHECK(contains(what, "Metadata::creation_time " + std::to_string(bad)));
        CHECK(contains(what, "four-digit years"));
    }
    // PostScript writes the date too.
    sqfig::SaveOptions o;
    o.metadata.creation_time = -5;
    CHECK(contains(error_of([&] { (void)io_chart().to_bytes(sqfig::Format::ps, o); }), "Metadata::creation_time -5"));
}

TEST_CASE("SOURCE_DATE_EPOCH out of range or malformed is an Error, empty is unset", "[output][metadata]") {
    {
        const IoEpochSet huge("99999999999999999");
        CHECK(contains(error_of([] { io_pdf_with_date(std::nullopt); }), "SOURCE_DATE_EPOCH=99999999999999999 is outside"));
    }
    {
        const IoEpochSet overflow("999999999999999999999999");
        CHECK(contains(error_of([] { io_pdf_with_date(std::nullopt); }), "SOURCE_DATE_EPOCH=999999999999999999999999"));
    }
    for (const char* bad : {"12abc", "-5", " 17", "1e9"}) {
        INFO(bad);
        const IoEpochSet malformed(bad);
        CHECK(contains(error_of([] { io_pdf_with_date(std::nullopt); }), "is not a number of seconds since 1970"));
    }
    {
        const IoEpochSet good("1700000000");
        CHECK(contains(io_pdf_with_date(std::nullopt), "/CreationDate (20231114221320Z)"));
    }
    {
        const IoEpochSet empty("");
        CHECK(contains(io_pdf_with_date(std::nullopt), "/CreationDate (20000101000000Z)"));  // the fixed date
    }
    // An explicit date wins over the environment, even a malformed one.
    const IoEpochSet malformed("abc");
    CHECK(contains(io_pdf_with_date(1600000000), "/CreationDate (20200913122640Z)"));
    // A PNG has no date: neither the environment nor an out-of-range date stops it.
    CHECK(io_chart().to_bytes(sqfig::Format::png).substr(1, 3) == "PNG");
    sqfig::SaveOptions o;
    o.metadata.creation_time = -1;
    CHECK(io_chart().to_bytes(sqfig::Format::png, o).substr(1, 3) == "PNG");
}

TEST_CASE("a path holding a NUL byte is an Error, and no file is written under its first part",
          "[output][path]") {
    const sqfig_test::TempDir dir("sqfig-nul");
    const std::string path = (dir / "a").string() + std::string(1, '\0') + "b.pdf";
    const std::string what = error_of([&] { io_chart().save(path); });
    CHECK(contains(what, "NUL byte"));
    CHECK(contains(what, "a\\0b.pdf"));
    CHECK(fs::is_empty(dir.path()));
    sqfig::Document doc;
    doc.add(io_chart());
    CHECK(contains(error_of([&] { doc.save(path); }), "NUL byte"));
    CHECK(contains(error_of([&] { sqfig::DocumentWriter w(path); }), "NUL byte"));
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("saving leaves every signal's disposition as the program set it", "[output][signal]") {
    // Default, the program's own handler, ignored: save() installs nothing of
    // its own over any of them (the driver's rollback handlers are opt-in).
    struct sigaction mine {};
    mine.sa_handler = [](int) {};
    sigemptyset(&mine.sa_mask);
    const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
    void (*const wanted[])(int) = {SIG_DFL, SIG_DFL, mine.sa_handler, SIG_IGN, SIG_IGN};
    struct sigaction before[5] {};
    for (int i = 0; i < 5; ++i) {
        struct sigaction set = mine;
        set.sa_handler = wanted[i];
        REQUIRE(::sigaction(signals[i], &set, &before[i]) == 0);
    }
    const sqfig_test::TempDir dir("sqfig-signals");
    for (const char* name : {"a.pdf", "a.svg", "a.png", "a.ps"}) io_chart().save((dir / name).string());
    io_chart().save("/dev/null", sqfig::Format::pdf);  // a special file: written in place
    {
        sqfig::DocumentWriter w((dir / "doc.pdf").string());
        w.add(io_chart());
        w.finish();
    }
    for (int i = 0; i < 5; ++i) {
        struct sigaction now {};
        REQUIRE(::sigaction(signals[i], &before[i], &now) == 0);  // and the test runner's back
        INFO("signal " << signals[i]);
        CHECK(now.sa_handler == wanted[i]);
    }
}
