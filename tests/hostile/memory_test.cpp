// Memory stays flat (issue 17): 1,000 figures built, laid out, checked and
// drawn (PDF and PNG) in one process; the resident set may not grow between
// figure 100 (caches warm: fonts, glyphs, Pango's font map) and figure 1,000
// by more than a bound. A leak of one scene's layouts (~50 KB a figure)
// would grow it by ~45 MB. Not timed. Skipped under sanitizers, whose
// quarantine and shadow memory make RSS meaningless (LeakSanitizer runs
// there instead: make test-sanitize).
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include "../support/files.hpp"
#include "../support/skip.hpp"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "../support/sanitizers.hpp"

namespace {

double resident_mb() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return static_cast<double>(resident) * static_cast<double>(::sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// One figure with a bit of everything, its text varying so caches see new strings.
void one_figure(int i) {
    sqfig::Figure fig{sqfig::inches(4, 3)};
    sqfig::Grid g = fig.grid(1, 2);
    const double k = 1 + i % 7;
    g(0, 0).bars({0, 1, 2}, {k, 2 * k, 3}).label("bars " + std::to_string(i % 50));
    g(0, 0).line({0, 1, 2}, {3, k, 1}).label("line");
    g(0, 0).legend();
    g(0, 0).title("panel $\\alpha_{" + std::to_string(i % 10) + "}$");
    g(0, 1).heatmap({1, 2, 3, k}, 2, 2).value_labels(1);
    fig.suptitle("figure " + std::to_string(i % 100));
    const sqfig::Scene s = fig.scene();
    (void)sqfig::find_collisions(s);
    (void)fig.to_bytes(s, sqfig::Format::pdf, {});
    sqfig::SaveOptions png;
    png.dpi = 50;
    (void)fig.to_bytes(s, sqfig::Format::png, png);
}

}  // namespace

TEST_CASE("memory: RSS stays flat over 1,000 figures in one process", "[hostile][memory]") {
#ifdef SQFIG_TEST_SANITIZED
    sqfig_test::skip("RSS under a sanitizer says nothing about leaks (LeakSanitizer checks them there)");
    return;
#else
    for (int i = 0; i < 100; ++i) one_figure(i);
    const double at_100 = resident_mb();
    for (int i = 100; i < 1000; ++i) one_figure(i);
    const double at_1000 = resident_mb();
    WARN("resident set: " << at_100 << " MB after 100 figures, " << at_1000 << " MB after 1,000");
    CHECK(at_1000 - at_100 < 8.0);
#endif
}

namespace {

// A small chart a page, its text varying.
sqfig::Figure page_chart(int i) {
    sqfig::Figure fig{sqfig::inches(4, 3)};
    sqfig::Axes& ax = fig.axes();
    std::vector<double> x(50), y(50);
    for (int k = 0; k < 50; ++k) {
        x[static_cast<std::size_t>(k)] = k;
        y[static_cast<std::size_t>(k)] = (k * (i + 3)) % 17;
    }
    ax.line(x, y).label("series " + std::to_string(i % 50));
    ax.title("page " + std::to_string(i));
    ax.x_label("step");
    ax.legend();
    return fig;
}

}  // namespace

// Issue 16: a DocumentWriter forgets each page once drawn. A Document holds
// every page's scene (about 63 KB a page): 900 more pages would grow it by
// ~55 MB.
TEST_CASE("memory: a streamed document's RSS stays flat over 1,000 pages", "[hostile][memory][stream]") {
#ifdef SQFIG_TEST_SANITIZED
    sqfig_test::skip("RSS under a sanitizer says nothing about leaks (LeakSanitizer checks them there)");
    return;
#else
    const sqfig_test::TempDir dir("sqfig-memory");
    const std::string path = (dir.path() / "long.pdf").string();
    sqfig::DocumentWriter out(path);
    for (int i = 0; i < 100; ++i) out.add(page_chart(i));
    const double at_100 = resident_mb();
    for (int i = 100; i < 1000; ++i) out.add(page_chart(i));
    const double at_1000 = resident_mb();
    out.finish();
    const double finished = resident_mb();
    WARN("resident set: " << at_100 << " MB after 100 pages, " << at_1000 << " MB after 1,000, " << finished
                          << " MB after finish()");
    CHECK(at_1000 - at_100 < 4.0);
    CHECK(finished - at_100 < 4.0);
    CHECK(out.page_count() == 1000);
#endif
}
