// Size requests are bounded before anything is allocated (issue 46): a colour
// map's table, a violin's density points. Each must end in a sqfig::Error
// (usage) at once; the hostile tests run under a 4 GB address-space cap
// (address_space_cap.cpp), where the unbounded requests (15.6 GB for
// from_list(..., 10^9), 7.8 GB for resampled(10^9)) ended in std::bad_alloc.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>

#include <chrono>
#include <functional>
#include <string>

using namespace sqfig;

namespace {

// Runs `f`, which must throw a sqfig::Error of kind usage naming `part`, within a second.
void check_refused_at_once(const std::function<void()>& f, const std::string& part) {
    const auto start = std::chrono::steady_clock::now();
    bool thrown = false;
    try {
        f();
    } catch (const Error& e) {
        thrown = true;
        INFO(e.what());
        CHECK(e.kind() == ErrorKind::usage);
        CHECK(std::string(e.what()).find(part) != std::string::npos);
    }
    CHECK(thrown);
    CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < 1.0);
}

}  // namespace

TEST_CASE("a colour map's table size is bounded: from_list and resampled refuse 10^9 colours at once",
          "[hostile][bounds]") {
    const Color red = Color::parse("red"), blue = Color::parse("blue");
    check_refused_at_once([&] { (void)Colormap::from_list("big", {red, blue}, {}, 1000000000); },
                          "at most " + std::to_string(max_colormap_size));
    check_refused_at_once([&] { (void)Colormap::from_list("big", {red, blue}, {}, max_colormap_size + 1); },
                          "at most");
    check_refused_at_once([] { (void)Colormap::named("viridis").resampled(1000000000); }, "at most");
    check_refused_at_once([] { (void)Colormap::from_list("ok", {Color::parse("red"), Color::parse("blue")}).resampled(1000000000); },
                          "at most");
    // The bound itself is allowed.
    CHECK(Colormap::named("viridis").resampled(max_colormap_size).size() == max_colormap_size);
}

TEST_CASE("a violin's points are bounded: points(10^9) is refused at once", "[hostile][bounds]") {
    check_refused_at_once([] {
        Figure fig{inches(3, 2)};
        fig.axes().violin({Values{1, 2, 3, 5}}).points(1000000000);
    }, "at most " + std::to_string(max_violin_points));
    check_refused_at_once([] {
        ViolinOptions o;
        o.points = max_violin_points + 1;
        (void)violin_stats({1, 2, 3, 5}, o);
    }, "points");
}
