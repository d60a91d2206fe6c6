// Tests for sqfig/scale/ticker.hpp and sqfig/scale/scale.hpp: nice-number
// ticks, linear labels, log decade/minor ticks, edge cases (equal, reversed,
// huge, tiny, non-finite ranges) and the Scale transform.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "sqfig/scale/scale.hpp"
#include "../support/errors.hpp"
#include "../support/strings.hpp"

namespace {

using sqfig_test::kInf;
using sqfig_test::kMinus;
using sqfig_test::kNaN;
using sqfig_test::kTimes;
const double kMax = std::numeric_limits<double>::max();

std::vector<std::string> labels_of(const std::vector<sqfig::Tick>& ticks) {
    std::vector<std::string> out;
    for (const auto& t : ticks) {
        if (!t.label.empty()) out.push_back(t.label);
    }
    return out;
}

std::vector<double> values_of(const std::vector<sqfig::Tick>& ticks, bool major) {
    std::vector<double> out;
    for (const auto& t : ticks) {
        if (t.major == major) out.push_back(t.value);
    }
    return out;
}

std::size_t labelled_inside(const std::vector<sqfig::Tick>& ticks, double lo, double hi) {
    return static_cast<std::size_t>(std::count_if(ticks.begin(), ticks.end(), [&](const sqfig::Tick& t) {
        return !t.label.empty() && t.value >= lo * (1 - 1e-9) && t.value <= hi * (1 + 1e-9);
    }));
}

std::string pow10_markup(int n) {
    return "10<sup>" + (n < 0 ? kMinus + std::to_string(-n) : std::to_string(n)) + "</sup>";
}

bool sorted_by_value(const std::vector<sqfig::Tick>& ticks) {
    return std::is_sorted(ticks.begin(), ticks.end(),
                          [](const sqfig::Tick& a, const sqfig::Tick& b) { return a.value < b.value; });
}

}  // namespace

// --- nice_ticks -------------------------------------------------------------

TEST_CASE("nice_ticks picks matplotlib's steps", "[scale][nice]") {
    CHECK(sqfig::nice_ticks(0, 1.12, 8) == std::vector<double>{0, 0.2, 0.4, 0.6, 0.8, 1.0});
    CHECK(sqfig::nice_ticks(0, 8, 8) == std::vector<double>{0, 2, 4, 6, 8});
    CHECK(sqfig::nice_ticks(0, 2100, 8) == std::vector<double>{0, 500, 1000, 1500, 2000});
    CHECK(sqfig::nice_ticks(0, 10, 11) == std::vector<double>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
    CHECK(sqfig::nice_ticks(0, 1, 5) == std::vector<double>{0, 0.25, 0.5, 0.75, 1.0});
    // Step 0.25 would give 9 ticks, so 0.5 it is.
    CHECK(sqfig::nice_ticks(0.5, 2.5, 8) == std::vector<double>{0.5, 1.0, 1.5, 2.0, 2.5});
}

TEST_CASE("nice_ticks values are exact decimals, never noise or -0", "[scale][nice]") {
    const auto t = sqfig::nice_ticks(0, 0.7, 8);
    REQUIRE(t == std::vector<double>{0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7});
    CHECK(t[3] == 0.3);  // not 0.30000000000000004
    const auto n = sqfig::nice_ticks(-0.3, 0.3, 8);
    REQUIRE(std::find(n.begin(), n.end(), 0.0) != n.end());
    for (double v : n) {
        if (v == 0) CHECK_FALSE(std::signbit(v));
    }
    CHECK(sqfig::nice_ticks(-0.3, -0.0, 4).back() == 0.0);
    CHECK_FALSE(std::signbit(sqfig::nice_ticks(-0.3, -0.0, 4).back()));
}

TEST_CASE("nice_ticks respects the limit and stays inside the range", "[scale][nice]") {
    const std::vector<std::pair<double, double>> ranges = {
        {0, 1.12}, {0, 2100}, {-7.3, 12.9}, {1e-9, 3e-9}, {123456, 123789}, {-1e5, -99990}, {0.001, 1000}};
    for (const auto& r : ranges) {
        for (int max_ticks : {1, 2, 3, 5, 8, 12}) {
            const auto t = sqfig::nice_ticks(r.first, r.second, max_ticks);
            INFO(r.first << ".." << r.second << " max " << max_ticks);
            CHECK(t.size() <= static_cast<std::size_t>(max_ticks));
            CHECK_FALSE(t.empty());
            if (max_ticks >= 3) CHECK(t.size() >= 2);
            const double tol = 1e-9 * (r.second - r.first);
            for (double v : t) {
                CHECK(v >= r.first - tol);
                CHECK(v <= r.second + tol);
            }
            CHECK(std::is_sorted(t.begin(), t.end()));
        }
    }
}

TEST_CASE("nice_ticks swaps reversed ranges", "[scale][nice]") {
    CHECK(sqfig::nice_ticks(8, 0, 8) == sqfig::nice_ticks(0, 8, 8));
    CHECK(sqfig::nice_ticks(-1, -5, 8) == std::vector<double>{-5, -4, -3, -2, -1});
}

TEST_CASE("nice_ticks handles negative ranges", "[scale][nice]") {
    CHECK(sqfig::nice_ticks(-3, -1, 8) == std::vector<double>{-3, -2.5, -2, -1.5, -1});
    CHECK(sqfig::nice_ticks(-10, 10, 8) == std::vector<double>{-10, -5, 0, 5, 10});
}

TEST_CASE("nice_ticks on an empty range gives a few ticks around the value", "[scale][nice]") {
    const auto five = sqfig::nice_ticks(5, 5, 8);
    CHECK(five == std::vector<double>{4.8, 4.9, 5.0, 5.1, 5.2});
    const auto zero = sqfig::nice_ticks(0, 0, 8);
    CHECK(zero == std::vector<double>{-1, -0.5, 0, 0.5, 1});
    const auto neg = sqfig::nice_ticks(-3.7, -3.7, 8);
    CHECK(std::find(neg.begin(), neg.end(), -3.7) != neg.end());
    CHECK(neg.size() <= 8);
    const auto huge = sqfig::nice_ticks(kMax, kMax, 8);
    CHECK_FALSE(huge.empty());
    for (double v : huge) CHECK(std::isfinite(v));
    const auto denormal = sqfig::nice_ticks(1e-320, 1e-320, 8);
    CHECK(denormal.size() <= 8);
    for (double v : denormal) CHECK(std::isfinite(v));
}

TEST_CASE("nice_ticks on a tiny range keeps distinct ticks", "[scale][nice]") {
    const auto t = sqfig::nice_ticks(1, 1 + 1e-12, 8);
    REQUIRE(t.size() >= 2);
    REQUIRE(t.size() <= 8);
    for (std::size_t i = 1; i < t.size(); ++i) CHECK(t[i] > t[i - 1]);
    CHECK(t.front() >= 1);
    CHECK(t.back() <= 1 + 1e-12 + 1e-15);
    const auto labels = sqfig::linear_tick_labels(t);
    for (std::size_t i = 1; i < labels.size(); ++i) CHECK(labels[i] != labels[i - 1]);
    CHECK(labels.front() == "1.0000000000000");
    // Below double resolution the range counts as a single value.
    const auto s = sqfig::nice_ticks(1, 1 + 1e-15, 8);
    CHECK(s.size() >= 2);
    CHECK(s.size() <= 8);
}

TEST_CASE("nice_ticks on huge ranges is bounded and finite", "[scale][nice]") {
    for (const auto& r : std::vector<std::pair<double, double>>{{1e-300, 1e300}, {-kMax, kMax}, {-1e308, 1e308}, {0, kMax}}) {
        for (int max_ticks : {1, 2, 8}) {
            const auto t = sqfig::nice_ticks(r.first, r.second, max_ticks);
            INFO(r.first << ".." << r.second << " max " << max_ticks);
            CHECK_FALSE(t.empty());
            CHECK(t.size() <= static_cast<std::size_t>(max_ticks));
            for (double v : t) CHECK(std::isfinite(v));
        }
    }
    CHECK(sqfig::nice_ticks(-1e308, 1e308, 8) == std::vector<double>{-1e308, -5e307, 0, 5e307, 1e308});
}

TEST_CASE("nice_ticks rejects non-finite input and clamps the count", "[scale][nice]") {
    CHECK_THROWS_AS(sqfig::nice_ticks(kNaN, 1, 8), sqfig::Error);
    CHECK_THROWS_AS(sqfig::nice_ticks(0, kNaN, 8), sqfig::Error);
    CHECK_THROWS_AS(sqfig::nice_ticks(0, kInf, 8), sqfig::Error);
    CHECK_THROWS_AS(sqfig::nice_ticks(-kInf, 0, 8), sqfig::Error);
    CHECK(sqfig::nice_ticks(0, 8, 0).size() == 1);   // clamped to 1
    CHECK(sqfig::nice_ticks(0, 8, -5).size() == 1);  // clamped to 1
    CHECK(sqfig::nice_ticks(0, 1, std::numeric_limits<int>::max()).size() <= 1000);
}

// --- linear_tick_labels -----------------------------------------------------

TEST_CASE("linear_tick_labels share one number of decimals", "[scale][labels]") {
    CHECK(sqfig::linear_tick_labels({0, 0.2, 0.4, 0.6, 0.8, 1.0}) ==
          std::vector<std::string>{"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"});
    CHECK(sqfig::linear_tick_labels({0, 2, 4, 6, 8}) == std::vector<std::string>{"0", "2", "4", "6", "8"});
    CHECK(sqfig::linear_tick_labels({0, 500, 1000, 1500, 2000}) ==
          std::vector<std::string>{"0", "500", "1000", "1500", "2000"});
    CHECK(sqfig::linear_tick_labels({0, 0.25, 0.5, 0.75, 1}) ==
          std::vector<std::string>{"0.00", "0.25", "0.50", "0.75", "1.00"});
    CHECK(sqfig::linear_tick_labels({0.1 * 3, 0.1 * 6}) == std::vector<std::string>{"0.3", "0.6"});
    CHECK(sqfig::linear_tick_labels({0.0001, 0.0002}) == std::vector<std::string>{"0.0001", "0.0002"});
    CHECK(sqfig::linear_tick_labels({}).empty());
    CHECK(sqfig::linear_tick_labels({3.5}) == std::vector<std::string>{"3.5"});
    CHECK(sqfig::linear_tick_labels({0}) == std::vector<std::string>{"0"});
}

TEST_CASE("linear_tick_labels use U+2212 and never -0", "[scale][labels]") {
    CHECK(sqfig::linear_tick_labels({-1, -0.5, -0.0, 0.5}) ==
          std::vector<std::string>{kMinus + "1.0", kMinus + "0.5", "0.0", "0.5"});
    CHECK(sqfig::linear_tick_labels({-1e-17, 1}) == std::vector<std::string>{"0", "1"});
}

TEST_CASE("linear_tick_labels switch to mantissa x 10^k for large and tiny values", "[scale][labels]") {
    CHECK(sqfig::linear_tick_labels({0, 1e6, 2e6}) ==
          std::vector<std::string>{"0", "1" + kTimes + "10<sup>6</sup>", "2" + kTimes + "10<sup>6</sup>"});
    CHECK(sqfig::linear_tick_labels({2e6}) == std::vector<std::string>{"2" + kTimes + "10<sup>6</sup>"});
    CHECK(sqfig::linear_tick_labels({0, 5e5, 1e6}) ==
          std::vector<std::string>{"0.0", "0.5" + kTimes + "10<sup>6</sup>", "1.0" + kTimes + "10<sup>6</sup>"});
    CHECK(sqfig::linear_tick_labels({0, 1e-5, 2e-5}) ==
          std::vector<std::string>{"0", "1" + kTimes + pow10_markup(-5), "2" + kTimes + pow10_markup(-5)});
    CHECK(sqfig::linear_tick_labels({-3e-5, 1.5e-5}) ==
          std::vector<std::string>{kMinus + "3.0" + kTimes + pow10_markup(-5), "1.5" + kTimes + pow10_markup(-5)});
    CHECK(sqfig::linear_tick_labels({999999, 1e6 - 0.5}).size() == 2);  // below 1e6: fixed
    CHECK(sqfig::linear_tick_labels({1e-300, 1e300})[1] == "1" + kTimes + "10<sup>300</sup>");
    CHECK(sqfig::linear_tick_labels({kMax})[0].find("10<sup>308</sup>") != std::string::npos);
}

TEST_CASE("linear_tick_labels of automatic ticks equal matplotlib's ScalarFormatter", "[scale][labels][scalar_formatter]") {
    // matplotlib 3.6.3: ax.set_xlim(lo, hi); fig.canvas.draw(); the visible
    // ticks' values and texts (AutoLocator + ScalarFormatter, issue 48). Its
    // offset text "1e6" / "1e-5" is the factor sqfig writes on each label
    // here (the axis takes it out into its corner: "large linear values" above).
    const std::string M = kMinus, T6 = kTimes + "10<sup>6</sup>", T5 = kTimes + pow10_markup(-5);
    using L = std::vector<std::string>;
    CHECK(sqfig::linear_tick_labels({0, 2, 4, 6, 8, 10, 12, 14}) == L{"0", "2", "4", "6", "8", "10", "12", "14"});
    CHECK(sqfig::linear_tick_labels({0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2}) ==
          L{"0.00", "0.25", "0.50", "0.75", "1.00", "1.25", "1.50", "1.75", "2.00"});
    CHECK(sqfig::linear_tick_labels({0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4}) ==
          L{"0.00", "0.05", "0.10", "0.15", "0.20", "0.25", "0.30", "0.35", "0.40"});
    CHECK(sqfig::linear_tick_labels({0, 0.0005, 0.001, 0.0015, 0.002, 0.0025, 0.003}) ==
          L{"0.0000", "0.0005", "0.0010", "0.0015", "0.0020", "0.0025", "0.0030"});
    CHECK(sqfig::linear_tick_labels({-2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2}) ==
          L{M + "2.0", M + "1.5", M + "1.0", M + "0.5", "0.0", "0.5", "1.0", "1.5", "2.0"});
    CHECK(sqfig::linear_tick_labels({0, 5e5, 1e6, 1.5e6, 2e6, 2.5e6, 3e6}) ==
          L{"0.0", "0.5" + T6, "1.0" + T6, "1.5" + T6, "2.0" + T6, "2.5" + T6, "3.0" + T6});
    CHECK(sqfig::linear_tick_labels({0, 2e-6, 4e-6, 6e-6, 8e-6, 1e-5}) ==
          L{"0.0", "0.2" + T5, "0.4" + T5, "0.6" + T5, "0.8" + T5, "1.0" + T5});
    CHECK(sqfig::linear_tick_labels({0, 0.2, 0.4, 0.6, 0.8, 1}) == L{"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"});
    CHECK(sqfig::linear_tick_labels({0, 5000, 10000, 15000, 20000, 25000, 30000, 35000, 40000}) ==
          L{"0", "5000", "10000", "15000", "20000", "25000", "30000", "35000", "40000"});
    CHECK(sqfig::linear_tick_labels({-0.35, -0.3, -0.25, -0.2, -0.15, -0.1, -0.05, 0, 0.05}) ==
          L{M + "0.35", M + "0.30", M + "0.25", M + "0.20", M + "0.15", M + "0.10", M + "0.05", "0.00", "0.05"});
    // Within 1e-3 of the span counts as equal, as in matplotlib: 1.001 prints "1".
    CHECK(sqfig::linear_tick_labels({0, 1, 1.001}) == L{"0", "1", "1"});
}

TEST_CASE("linear_tick_labels reject non-finite values", "[scale][labels]") {
    CHECK_THROWS_AS(sqfig::linear_tick_labels({0, kNaN}), sqfig::Error);
    CHECK_THROWS_AS(sqfig::linear_tick_labels({kInf}), sqfig::Error);
}

// --- log_ticks --------------------------------------------------------------

TEST_CASE("log2 over 512..2048 ticks exactly 512, 1024, 2048", "[scale][log]") {
    const auto t = sqfig::log_ticks(512, 2048, 2);
    CHECK(values_of(t, true) == std::vector<double>{512, 1024, 2048});
    CHECK(values_of(t, false).empty());  // no minor ticks on base 2
    CHECK(labels_of(t) == std::vector<std::string>{"512", "1024", "2048"});
}

TEST_CASE("log2 labels: plain integers up to 65536, powers otherwise", "[scale][log]") {
    CHECK(labels_of(sqfig::log_ticks(1, 65536, 2, 20)).back() == "65536");
    CHECK(labels_of(sqfig::log_ticks(0.25, 4, 2)) ==
          std::vector<std::string>{"2<sup>" + kMinus + "2</sup>", "2<sup>" + kMinus + "1</sup>", "2<sup>0</sup>",
                                   "2<sup>1</sup>", "2<sup>2</sup>"});
    const auto wide = sqfig::log_ticks(1, 1e6, 2);
    CHECK(values_of(wide, true).size() <= 8);
    for (const auto& l : labels_of(wide)) CHECK(l.find("<sup>") != std::string::npos);  // no mixing
}

TEST_CASE("log10 over 1e-4..1e2 labels every decade and has minor ticks", "[scale][log]") {
    const auto t = sqfig::log_ticks(1e-4, 1e2, 10);
    std::vector<std::string> expected;
    for (int n = -4; n <= 2; ++n) expected.push_back(pow10_markup(n));
    CHECK(labels_of(t) == expected);
    CHECK(values_of(t, true) == std::vector<double>{1e-4, 1e-3, 1e-2, 1e-1, 1, 10, 100});
    const auto minor = values_of(t, false);
    CHECK(minor.size() == 6 * 8);
    CHECK(std::find(minor.begin(), minor.end(), 0.002) != minor.end());  // exact decimal
    CHECK(std::find(minor.begin(), minor.end(), 50.0) != minor.end());
    for (const auto& tk : t) {
        if (!tk.major) CHECK(tk.label.empty());
    }
    CHECK(sorted_by_value(t));
}

TEST_CASE("log10 over 1e-3..1e-1 labels three decades", "[scale][log]") {
    const auto t = sqfig::log_ticks(1e-3, 1e-1, 10);
    CHECK(labels_of(t) == std::vector<std::string>{pow10_markup(-3), pow10_markup(-2), pow10_markup(-1)});
    CHECK(values_of(t, false).size() == 16);
}

TEST_CASE("log axis inside one decade still gets readable labels", "[scale][log]") {
    const auto t = sqfig::log_ticks(600, 700, 10);
    CHECK(labelled_inside(t, 600, 700) >= 2);
    CHECK(labels_of(t) == std::vector<std::string>{"600", "700"});

    const auto narrow = sqfig::log_ticks(600, 650, 10);  // one minor tick only: data-space ticks
    CHECK(labelled_inside(narrow, 600, 650) >= 2);
    CHECK(labels_of(narrow) == std::vector<std::string>{"600", "610", "620", "630", "640", "650"});

    const auto small = sqfig::log_ticks(3, 8, 10);
    CHECK(labels_of(small) == std::vector<std::string>{"3", "4", "5", "6", "7", "8"});

    const auto base2 = sqfig::log_ticks(600, 700, 2);  // no decade, no minor ticks
    CHECK(labelled_inside(base2, 600, 700) >= 2);
    CHECK(labels_of(base2).front() == "600");

    const auto tiny = sqfig::log_ticks(1, 1 + 1e-12, 10);
    CHECK(labelled_inside(tiny, 1, 1 + 1e-12) >= 2);
}

TEST_CASE("log axis with one decade labels thinned minor ticks plainly", "[scale][log]") {
    const auto t = sqfig::log_ticks(50, 500, 10);
    CHECK(labels_of(t) == std::vector<std::string>{"50", "100", "200", "300", "500"});
    CHECK(labels_of(t).size() <= 8);
    CHECK(values_of(t, true) == std::vector<double>{100});
    CHECK(values_of(t, false).size() == 9);  // 50..90, 200..500
    // Tight label budget: the thinning goes further.
    const auto few = sqfig::log_ticks(50, 500, 10, 3);
    CHECK(labels_of(few).size() <= 3);
    CHECK(labels_of(few).size() >= 2);
}

TEST_CASE("log_ticks stride decades on huge ranges and stay bounded", "[scale][log]") {
    const auto t = sqfig::log_ticks(1e-300, 1e300, 10);
    const auto majors = values_of(t, true);
    CHECK(majors.size() <= 8);
    CHECK(majors.size() >= 2);
    CHECK(std::find(majors.begin(), majors.end(), 1.0) != majors.end());  // multiples of the stride
    CHECK(values_of(t, false).empty());  // 601 decades: no minor ticks
    CHECK(labels_of(t).front() == pow10_markup(-300));

    const auto twelve = sqfig::log_ticks(1, 1e12, 10);
    CHECK(values_of(twelve, true) == std::vector<double>{1, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12});
    CHECK(values_of(twelve, false) == std::vector<double>{10, 1e3, 1e5, 1e7, 1e9, 1e11});  // skipped decades

    const auto extreme = sqfig::log_ticks(std::numeric_limits<double>::denorm_min(), kMax, 10);
    CHECK(values_of(extreme, true).size() <= 8);
    for (const auto& tk : extreme) CHECK(std::isfinite(tk.value));

    for (int max_major : {1, 2, 3}) {
        CHECK(values_of(sqfig::log_ticks(1e-300, 1e300, 10, max_major), true).size() <=
              static_cast<std::size_t>(max_major));
    }
}

TEST_CASE("log_ticks with equal or reversed ends", "[scale][log]") {
    const auto same = sqfig::log_ticks(100, 100, 10);
    CHECK(values_of(same, true) == std::vector<double>{10, 100, 1000});
    CHECK(sqfig::log_ticks(2048, 512, 2).size() == 3);
    CHECK(labels_of(sqfig::log_ticks(1e2, 1e-4, 10)).size() == 7);
    const auto min = sqfig::log_ticks(std::numeric_limits<double>::denorm_min(),
                                      std::numeric_limits<double>::denorm_min(), 10);
    CHECK_FALSE(min.empty());
    const auto max = sqfig::log_ticks(kMax, kMax, 2);
    CHECK_FALSE(max.empty());
    for (const auto& tk : max) CHECK(std::isfinite(tk.value));
}

TEST_CASE("log_ticks in other bases", "[scale][log]") {
    const auto e = sqfig::log_ticks(1, 100, std::exp(1.0));
    CHECK(labels_of(e).front() == "e<sup>0</sup>");
    CHECK(values_of(e, true).size() == 5);  // e^0..e^4
    CHECK(values_of(e, false).empty());    // non-integer base: no minor ticks

    const auto three = sqfig::log_ticks(1, 81, 3);
    CHECK(labels_of(three) == std::vector<std::string>{"3<sup>0</sup>", "3<sup>1</sup>", "3<sup>2</sup>",
                                                         "3<sup>3</sup>", "3<sup>4</sup>"});
    CHECK(values_of(three, false).size() == 4);  // 2, 6, 18, 54

    const auto odd = sqfig::log_ticks(1e-5, 1e300, 1.0000001);  // absurd but valid base
    CHECK(values_of(odd, true).size() <= 8);
}

TEST_CASE("log_ticks reject bad input", "[scale][log]") {
    CHECK_THROWS_AS(sqfig::log_ticks(0, 10, 10), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(-1, 10, 10), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(1, kNaN, 10), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(kNaN, 1, 10), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(1, kInf, 10), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(1, 10, 1), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(1, 10, 0.5), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(1, 10, kNaN), sqfig::Error);
    CHECK_THROWS_AS(sqfig::log_ticks(1, 10, kInf), sqfig::Error);
}

// --- fixed_ticks ------------------------------------------------------------

TEST_CASE("fixed_ticks pair positions with labels", "[scale][fixed]") {
    const auto t = sqfig::fixed_ticks({0, 1, 2}, {"FP16", "SQ", "Haar"});
    REQUIRE(t.size() == 3);
    CHECK(t[1].value == 1);
    CHECK(t[1].label == "SQ");
    CHECK(t[1].major);
    CHECK(labels_of(sqfig::fixed_ticks({0, 0.5, 1})) == std::vector<std::string>{"0.0", "0.5", "1.0"});
    CHECK_THROWS_AS(sqfig::fixed_ticks({0, 1}, {"a"}), sqfig::Error);
    CHECK_THROWS_AS(sqfig::fixed_ticks({kNaN}, {"a"}), sqfig::Error);
}

// --- Scale --------------------------------------------------------------------

TEST_CASE("Scale defaults to linear", "[scale][Scale]") {
    const sqfig::Scale s;
    CHECK(s.name() == "linear");
    CHECK(s.forward(-3.5) == -3.5);
    CHECK(s.inverse(2.25) == 2.25);
    CHECK(s.accepts(-1));
    CHECK(s.accepts(0));
    CHECK_FALSE(s.accepts(kNaN));
    CHECK_FALSE(s.accepts(kInf));
    CHECK(s == sqfig::Scale(sqfig::LinearScale{}));
}

TEST_CASE("Scale converts implicitly from LogScale and transforms exactly at decades", "[scale][Scale]") {
    const sqfig::Scale s = sqfig::LogScale{10};
    CHECK(s.name() == "log10");
    CHECK(sqfig::LogScale{10}.base() == 10);
    CHECK(s.forward(1000) == 3);
    CHECK(s.forward(1e-4) == -4);
    CHECK(s.inverse(3) == 1000);
    CHECK(s.inverse(-4) == 1e-4);
    CHECK(s.inverse(s.forward(2048.57)) == Approx(2048.57).epsilon(1e-14));
    CHECK_FALSE(s.accepts(0));
    CHECK_FALSE(s.accepts(-1));
    CHECK(s.accepts(1e-300));
    CHECK_FALSE(s.accepts(kInf));

    const sqfig::Scale two = sqfig::LogScale{2};
    CHECK(two.forward(1024) == 10);
    CHECK(two.inverse(9) == 512);
    const sqfig::Scale e = sqfig::LogScale{std::exp(1.0)};
    CHECK(e.forward(std::exp(2.0)) == Approx(2.0));
    CHECK(e.inverse(1.5) == Approx(std::exp(1.5)));
    CHECK(s != two);
}

TEST_CASE("Scale rejects bad log bases", "[scale][Scale]") {
    CHECK_THROWS_AS(sqfig::Scale(sqfig::LogScale{1}), sqfig::Error);
    CHECK_THROWS_AS(sqfig::Scale(sqfig::LogScale{0}), sqfig::Error);
    CHECK_THROWS_AS(sqfig::Scale(sqfig::LogScale{-10}), sqfig::Error);
    CHECK_THROWS_AS(sqfig::Scale(sqfig::LogScale{kNaN}), sqfig::Error);
    CHECK_THROWS_AS(sqfig::Scale(sqfig::LogScale{kInf}), sqfig::Error);
    CHECK_NOTHROW(sqfig::Scale(sqfig::LogScale{1.5}));
}

TEST_CASE("Scale::ticks dispatches to the linear and log tickers", "[scale][Scale]") {
    const sqfig::Scale lin;
    CHECK(labels_of(lin.ticks(0, 1.12)) == std::vector<std::string>{"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"});
    CHECK(labels_of(lin.ticks(0, 8)) == std::vector<std::string>{"0", "2", "4", "6", "8"});
    CHECK(labels_of(lin.ticks(0, 2100)) == std::vector<std::string>{"0", "500", "1000", "1500", "2000"});
    CHECK(lin.ticks(0, 100, 4).size() <= 4);
    for (const auto& t : lin.ticks(-5, 5)) CHECK(t.major);
    CHECK(labels_of(lin.ticks(-1, 1)).front() == kMinus + "1.0");

    const sqfig::Scale log2 = sqfig::LogScale{2};
    CHECK(labels_of(log2.ticks(512, 2048)) == std::vector<std::string>{"512", "1024", "2048"});
    const sqfig::Scale log10 = sqfig::LogScale{10};
    CHECK(labels_of(log10.ticks(1e-4, 1e2)).size() == 7);
    CHECK(labels_of(log10.ticks(1e-4, 1e2, 4)).size() <= 4);

    CHECK_THROWS_AS(log10.ticks(0, 10), sqfig::Error);
    CHECK_THROWS_AS(lin.ticks(kNaN, 1), sqfig::Error);
    CHECK_NOTHROW(lin.ticks(3, 3));
    CHECK_NOTHROW(log10.ticks(3, 3));
}

// --- invariants over many ranges ----------------------------------------------

namespace {

// Deterministic doubles from mt19937 (whose output sequence is standardised,
// unlike std::uniform_real_distribution's).
struct Draw {
    std::mt19937_64 rng{20261130};
    double unit() { return static_cast<double>(rng() >> 11) * 0x1.0p-53; }  // [0, 1)
    double uniform(double a, double b) { return a + (b - a) * unit(); }
};

// "-0", "−0.00": a minus sign in front of a mantissa without a nonzero digit.
bool has_negative_zero_text(const std::string& label) {
    const bool negative = label.rfind('-', 0) == 0 || label.rfind(kMinus, 0) == 0;
    const std::string mantissa = label.substr(0, label.find(kTimes));
    return negative && mantissa.find_first_of("123456789") == std::string::npos;
}

}  // namespace

TEST_CASE("linear ticks keep their invariants over random ranges", "[scale][fuzz]") {
    Draw draw;
    for (int i = 0; i < 3000; ++i) {
        const double exponent = draw.uniform(-300, 300);
        const double a = std::pow(10.0, exponent) * draw.uniform(-1, 1);
        const double width = std::pow(10.0, exponent + draw.uniform(-14, 2));
        const double b = draw.unit() < 0.05 ? a : a + width;  // some empty ranges
        const int max_major = 1 + static_cast<int>(draw.unit() * 12);
        INFO(std::setprecision(17) << a << ".." << b << " max " << max_major);
        const auto ticks = sqfig::Scale().ticks(b, a, max_major);
        REQUIRE_FALSE(ticks.empty());
        CHECK(ticks.size() <= static_cast<std::size_t>(max_major));
        CHECK(sorted_by_value(ticks));
        for (std::size_t k = 0; k < ticks.size(); ++k) {
            CHECK(std::isfinite(ticks[k].value));
            CHECK_FALSE(ticks[k].label.empty());
            CHECK_FALSE(has_negative_zero_text(ticks[k].label));
            CHECK(ticks[k].label.find('e') == std::string::npos);
            if (k > 0) CHECK(ticks[k].label != ticks[k - 1].label);
        }
    }
}

TEST_CASE("log ticks keep their invariants over random ranges and bases", "[scale][fuzz]") {
    Draw draw;
    const std::vector<double> bases = {10, 2, std::exp(1.0), 3, 16, 1.5};
    for (int i = 0; i < 3000; ++i) {
        const double base = bases[static_cast<std::size_t>(draw.unit() * bases.size())];
        const double lo = std::pow(10.0, draw.uniform(-300, 300));
        const double span = draw.unit() < 0.5 ? draw.uniform(0, 0.5) : draw.uniform(0, 40);  // decades
        const double hi = draw.unit() < 0.05 ? lo : std::min(lo * std::pow(10.0, span), kMax);
        const int max_major = 2 + static_cast<int>(draw.unit() * 10);
        INFO(std::setprecision(17) << lo << ".." << hi << " base " << base << " max " << max_major);
        const auto ticks = sqfig::log_ticks(lo, hi, base, max_major);
        REQUIRE_FALSE(ticks.empty());
        CHECK(values_of(ticks, true).size() <= static_cast<std::size_t>(max_major));
        CHECK(labels_of(ticks).size() <= static_cast<std::size_t>(max_major));
        CHECK(sorted_by_value(ticks));
        for (const auto& t : ticks) {
            CHECK(std::isfinite(t.value));
            CHECK(t.value > 0);
        }
        // With a budget of 2, nice steps can jump from 3 ticks to 1.
        if (hi > lo * (1 + 1e-6)) CHECK(labelled_inside(ticks, lo, hi) >= (max_major >= 3 ? 2u : 1u));
    }
}
