// SymLogScale: matplotlib's symmetric log transform, locator and labels.
//
// The expected numbers come from matplotlib 3.6.3 (Debian 12), computed once:
//   ax.set_yscale("symlog", linthresh=T, linscale=S); ax.set_ylim(lo, hi)
//   fig.canvas.draw(); ax.yaxis.get_majorticklocs(), ax.get_yticklabels()
//   ax.yaxis.get_transform().transform(values)
#include <catch2/catch.hpp>

#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>

#include <string>
#include <vector>

namespace {

using sqfig::SymLogScale;
using sqfig::Tick;

const std::string kSymlogMinus = "\xE2\x88\x92";

// "10<sup>n</sup>" with a sign, as sqfig writes matplotlib's "$-10^{n}$".
std::string symlog_decade_label(int sign, int n) {
    if (sign == 0) return "0";
    const std::string power = "10<sup>" + (n < 0 ? kSymlogMinus + std::to_string(-n) : std::to_string(n)) + "</sup>";
    return sign < 0 ? kSymlogMinus + power : power;
}

std::vector<double> symlog_values(const std::vector<Tick>& ticks) {
    std::vector<double> out;
    for (const Tick& t : ticks) out.push_back(t.value);
    return out;
}

std::vector<std::string> symlog_labels(const std::vector<Tick>& ticks) {
    std::vector<std::string> out;
    for (const Tick& t : ticks) out.push_back(t.label);
    return out;
}

}  // namespace

// numpy's vectorised log may differ from libm's by one ulp (np.log(50) does), so
// positions are compared within 2 ulps; the formula and its order are matplotlib's.
TEST_CASE("SymLogScale::forward is matplotlib's SymmetricalLogTransform", "[scale][symlog]") {
    const SymLogScale unit{};
    CHECK(unit.forward(-100) == Approx(-3.111111111111111).epsilon(4.5e-16));
    CHECK(unit.forward(-1) == Approx(-1.1111111111111112).epsilon(4.5e-16));
    CHECK(unit.forward(0.3) == Approx(0.3333333333333333).epsilon(4.5e-16));
    CHECK(unit.forward(1) == Approx(1.1111111111111112).epsilon(4.5e-16));
    CHECK(unit.forward(100) == Approx(3.111111111111111).epsilon(4.5e-16));
    CHECK(unit.forward(1e6) == Approx(7.111111111111111).epsilon(4.5e-16));
    CHECK(unit.forward(0) == Approx(0).epsilon(4.5e-16));
    const SymLogScale ten{10};
    CHECK(ten.forward(1000) == Approx(31.11111111111111).epsilon(4.5e-16));
    CHECK(ten.forward(3) == Approx(3.3333333333333335).epsilon(4.5e-16));
    CHECK(ten.forward(-10) == Approx(-11.11111111111111).epsilon(4.5e-16));
    const SymLogScale half{1, 0.5};
    CHECK(half.forward(-50) == Approx(-2.2545255598915745).epsilon(4.5e-16));
    CHECK(half.forward(5) == Approx(1.2545255598915745).epsilon(4.5e-16));
    CHECK(half.forward(1) == Approx(0.5555555555555556).epsilon(4.5e-16));
    CHECK(SymLogScale{}.forward(2) == Approx(1.4121411067750924).epsilon(4.5e-16));
    // The inverse brings every part back, 0 and both signs.
    for (double v : {-1e300, -12345.0, -1.0, -0.25, 0.0, 0.5, 1.0, 7.0, 1e6, 1e300})
        for (const SymLogScale& s : {unit, ten, half, SymLogScale{0.01, 2, 2}})
            CHECK(s.inverse(s.forward(v)) == Approx(v).epsilon(1e-12).margin(1e-300));
}

TEST_CASE("SymLogScale ticks equal matplotlib's on crossing, one-sided and wide ranges", "[scale][symlog]") {
    struct Range {
        double lo, hi, linthresh, linscale;
        std::vector<double> values;
        std::vector<std::string> labels;
    };
    const std::vector<Range> ranges = {
        {-100, 100, 1, 1, {-100, -10, -1, 0, 1, 10, 100},
         {symlog_decade_label(-1, 2), symlog_decade_label(-1, 1), symlog_decade_label(-1, 0), "0",
          symlog_decade_label(1, 0), symlog_decade_label(1, 1), symlog_decade_label(1, 2)}},
        {-1e4, 1e6, 1, 1, {-1e4, -1e3, -100, -10, -1, 0, 1, 10, 100, 1e3, 1e4, 1e5, 1e6}, {}},
        {0, 1000, 10, 1, {0, 10, 100, 1000},
         {"0", symlog_decade_label(1, 1), symlog_decade_label(1, 2), symlog_decade_label(1, 3)}},
        {-50, 5, 1, 0.5, {-10, -1, 0, 1},
         {symlog_decade_label(-1, 1), symlog_decade_label(-1, 0), "0", symlog_decade_label(1, 0)}},
        {2, 300, 1, 1, {10, 100}, {symlog_decade_label(1, 1), symlog_decade_label(1, 2)}},
        {-1000, -2, 1, 1, {-1000, -100, -10},
         {symlog_decade_label(-1, 3), symlog_decade_label(-1, 2), symlog_decade_label(-1, 1)}},
    };
    for (const Range& r : ranges) {
        INFO("range " << r.lo << " .. " << r.hi << ", linthresh " << r.linthresh);
        // 9: what an axis of ordinary length asks for (matplotlib keeps 15).
        const std::vector<Tick> ticks = SymLogScale{r.linthresh, r.linscale}.ticks(r.lo, r.hi, 9);
        CHECK(symlog_values(ticks) == r.values);
        if (!r.labels.empty()) CHECK(symlog_labels(ticks) == r.labels);
        for (const Tick& t : ticks) CHECK(t.major);
    }
}

TEST_CASE("SymLogScale strides decades when the axis holds fewer than matplotlib's 15", "[scale][symlog]") {
    // matplotlib labels all 27 decades of -1e12..1e12; an axis asking for 9
    // gets total // 8 = every third decade, anchored at each part's low end
    // (10^0), and 0 stands for the linear part: ±1 would sit a third of a
    // stride from it (matplotlib draws the three labels nearly on top of each other).
    const std::vector<Tick> ticks = SymLogScale{}.ticks(-1e12, 1e12, 9);
    CHECK(symlog_values(ticks) == std::vector<double>{-1e12, -1e9, -1e6, -1e3, 0, 1e3, 1e6, 1e9, 1e12});
    // One-sided, there is no 0 to stand for them: 10^0 stays.
    CHECK(symlog_values(SymLogScale{}.ticks(1, 1e16, 9)).front() == 1);
    // Asked for 15 (matplotlib's count), every decade, as matplotlib.
    CHECK(SymLogScale{}.ticks(-1e12, 1e12, 15).size() == 27);
}

TEST_CASE("SymLogScale views with fewer than two decades are ticked as linear or log axes", "[scale][symlog]") {
    // Inside the linear part: matplotlib labels only the ends ("-5x10^-1", "5x10^-1").
    const std::vector<Tick> linear = SymLogScale{}.ticks(-0.5, 0.5, 9);
    CHECK(symlog_values(linear) == sqfig::nice_ticks(-0.5, 0.5, 9));
    CHECK(linear.size() >= 5);
    // Inside one log part: ticked as a log axis (matplotlib draws no tick at all on 2..8).
    const std::vector<Tick> log = SymLogScale{}.ticks(2, 8, 9);
    CHECK(symlog_values(log) == symlog_values(sqfig::log_ticks(2, 8, 10, 9)));
    const std::vector<Tick> negative = SymLogScale{}.ticks(-8, -2, 9);
    REQUIRE(negative.size() == log.size());
    for (std::size_t i = 0; i < log.size(); ++i) {
        CHECK(negative[i].value == -log[log.size() - 1 - i].value);
        const std::string& l = log[log.size() - 1 - i].label;
        CHECK(negative[i].label == (l.empty() ? l : kSymlogMinus + l));
    }
}

TEST_CASE("SymLogScale refuses parameters matplotlib refuses, and compares by parameters", "[scale][symlog]") {
    CHECK_THROWS_AS(SymLogScale(0), sqfig::Error);
    CHECK_THROWS_AS(SymLogScale(-1), sqfig::Error);
    CHECK_THROWS_AS(SymLogScale(1, 0), sqfig::Error);
    CHECK_THROWS_AS(SymLogScale(1, 1, 1), sqfig::Error);
    CHECK_THROWS_AS(SymLogScale(std::nan(""), 1), sqfig::Error);
    CHECK_THROWS_AS(SymLogScale{}.ticks(0, std::numeric_limits<double>::infinity(), 8), sqfig::Error);
    CHECK(sqfig::Scale(SymLogScale{}) == sqfig::Scale(SymLogScale{1, 1, 10}));
    CHECK(sqfig::Scale(SymLogScale{}) != sqfig::Scale(SymLogScale{2}));
    CHECK(sqfig::Scale(SymLogScale{}).name() == "symlog(linthresh=1, linscale=1, base=10)");
    CHECK(SymLogScale{}.accepts(0));
    CHECK(SymLogScale{}.accepts(-1e308));
    CHECK_FALSE(SymLogScale{}.accepts(std::nan("")));
}

TEST_CASE("A symlog y axis draws matplotlib's tick labels for data crossing zero", "[scale][symlog][axis]") {
    // matplotlib: plot(linspace(0, 1, 50), linspace(-100, 1e4, 50)) on symlog,
    // 5 x 3.75 in: -10^2 .. 10^4, nine labels.
    sqfig::Figure fig{sqfig::Size{sqfig::inches(5), sqfig::inches(3.75)}};
    std::vector<double> x, y;
    for (int i = 0; i < 50; ++i) {
        x.push_back(i / 49.0);
        y.push_back(-100 + i * (1e4 + 100) / 49.0);
    }
    fig.axes().line(x, y);
    fig.axes().y_scale(SymLogScale{});
    const sqfig::Scene s = fig.scene();
    std::vector<std::string> texts;
    for (const sqfig::SceneItem& it : s.items)
        if (it.role == sqfig::Role::tick_label && it.owner.find(" y tick label") != std::string::npos)
            texts.push_back(it.payload.text()->text.plain);
    const std::vector<std::string> expected = {"−102", "−101", "−100", "0", "100", "101", "102", "103", "104"};
    CHECK(texts == expected);
    CHECK(fig.collisions().empty());
}
