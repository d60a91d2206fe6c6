// DateScale: matplotlib 3.6's AutoDateLocator and ConciseDateFormatter.
//
// The expected ticks, labels and offset texts come from matplotlib 3.6.3
// (Debian 12), printed by tests/unit/date_scale_matplotlib.py (an x axis with
// mdates.AutoDateLocator(tz=tz) and mdates.ConciseDateFormatter(locator, tz=tz),
// its xlim set, after fig.canvas.draw()).
#include <catch2/catch.hpp>

#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>
#include "../support/scene_queries.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

using sqfig::DateScale;
using sqfig::Tick;

struct DateCase {
    const char* name;
    double lo, hi;
    int utc_offset_minutes;
    std::vector<double> values;
    std::vector<std::string> labels;
    std::string offset;
};

const std::vector<DateCase>& date_cases() {
    static const std::vector<DateCase> cases = {
    {"90 ms", 1773480413.5, 1773480413.59, 0,
     {1773480413.500000, 1773480413.520000, 1773480413.540000, 1773480413.560000, 1773480413.580000},
     {"53.50", "53.52", "53.54", "53.56", "53.58"},
     "2026-Mar-14 09:26"},
    {"2.5 s", 1773480418.8, 1773480421.3, 0,
     {1773480419.000000, 1773480419.500000, 1773480420.000000, 1773480420.500000, 1773480421.000000},
     {"59.0", "59.5", "09:27", "00.5", "01.0"},
     "2026-Mar-14 09:27"},
    {"20 s", 1773480410.0, 1773480430.0, 0,
     {1773480410.000000, 1773480415.000000, 1773480420.000000, 1773480425.000000, 1773480430.000000},
     {"50", "55", "09:27", "05", "10"},
     "2026-Mar-14 09:27"},
    {"10 min", 1780315400.0, 1780316000.0, 0,
     {1780315440.000000, 1780315500.000000, 1780315560.000000, 1780315620.000000, 1780315680.000000, 1780315740.000000, 1780315800.000000, 1780315860.000000, 1780315920.000000, 1780315980.000000},
     {"12:04", "12:05", "12:06", "12:07", "12:08", "12:09", "12:10", "12:11", "12:12", "12:13"},
     "2026-Jun-01"},
    {"3 h", 1767608400.0, 1767619200.0, 0,
     {1767609000.000000, 1767610800.000000, 1767612600.000000, 1767614400.000000, 1767616200.000000, 1767618000.000000},
     {"10:30", "11:00", "11:30", "12:00", "12:30", "13:00"},
     "2026-Jan-05"},
    {"30 h over midnight", 1767607200.0, 1767715200.0, 0,
     {1767614400.000000, 1767625200.000000, 1767636000.000000, 1767646800.000000, 1767657600.000000, 1767668400.000000, 1767679200.000000, 1767690000.000000, 1767700800.000000, 1767711600.000000},
     {"12:00", "15:00", "18:00", "21:00", "Jan-06", "03:00", "06:00", "09:00", "12:00", "15:00"},
     "2026-Jan-06"},
    {"2 days over new year", 1767117600.0, 1767290400.0, 0,
     {1767117600.000000, 1767139200.000000, 1767160800.000000, 1767182400.000000, 1767204000.000000, 1767225600.000000, 1767247200.000000, 1767268800.000000, 1767290400.000000},
     {"18:00", "Dec-31", "06:00", "12:00", "18:00", "Jan-01", "06:00", "12:00", "18:00"},
     "2026-Jan-01"},
    {"5 months", 1770681600.0, 1783641600.0, 0,
     {1772323200.000000, 1775001600.000000, 1777593600.000000, 1780272000.000000, 1782864000.000000},
     {"Mar", "Apr", "May", "Jun", "Jul"},
     "2026"},
    {"3 months over new year", 1763164800.0, 1771545600.0, 0,
     {1763164800.000000, 1764547200.000000, 1765756800.000000, 1767225600.000000, 1768435200.000000, 1769904000.000000, 1771113600.000000},
     {"15", "Dec", "15", "Jan", "15", "Feb", "15"},
     "2026-Feb"},
    {"40 days", 1776643200.0, 1780099200.0, 0,
     {1776729600.000000, 1777075200.000000, 1777420800.000000, 1777593600.000000, 1777939200.000000, 1778284800.000000, 1778630400.000000, 1778976000.000000, 1779321600.000000, 1779667200.000000, 1780012800.000000},
     {"21", "25", "29", "May", "05", "09", "13", "17", "21", "25", "29"},
     "2026-May"},
    {"3 years", 1714521600.0, 1809129600.0, 0,
     {1714521600.000000, 1725148800.000000, 1735689600.000000, 1746057600.000000, 1756684800.000000, 1767225600.000000, 1777593600.000000, 1788220800.000000, 1798761600.000000, 1809129600.000000},
     {"May", "Sep", "2025", "May", "Sep", "2026", "May", "Sep", "2027", "May"},
     ""},
    {"40 years", 636249600.0, 1897689600.0, 0,
     {694224000.000000, 820454400.000000, 946684800.000000, 1072915200.000000, 1199145600.000000, 1325376000.000000, 1451606400.000000, 1577836800.000000, 1704067200.000000, 1830297600.000000},
     {"1992", "1996", "2000", "2004", "2008", "2012", "2016", "2020", "2024", "2028"},
     ""},
    {"1000 years", -14831769600.0, 16704230400.0, 0,
     {-14831769600.000000, -11676096000.000000, -8520336000.000000, -5364662400.000000, -2208988800.000000, 946684800.000000, 4102444800.000000, 7258118400.000000, 10413792000.000000, 13569465600.000000},
     {"1500", "1600", "1700", "1800", "1900", "2000", "2100", "2200", "2300", "2400"},
     ""},
    {"6 h at UTC+05:30", 1767643200.0, 1767664800.0, 330,
     {1767645000.000000, 1767648600.000000, 1767652200.000000, 1767655800.000000, 1767659400.000000, 1767663000.000000},
     {"02:00", "03:00", "04:00", "05:00", "06:00", "07:00"},
     "2026-Jan-06"},
    };
    return cases;
}

}  // namespace

TEST_CASE("DateScale ticks, labels and offset text equal matplotlib's from 90 ms to 1000 years", "[scale][dates]") {
    for (const DateCase& c : date_cases()) {
        INFO(c.name);
        const DateScale scale{c.utc_offset_minutes};
        const std::vector<Tick> ticks = scale.ticks(c.lo, c.hi, 9);
        std::vector<double> values;
        std::vector<std::string> labels;
        for (const Tick& t : ticks) {
            values.push_back(t.value);
            labels.push_back(t.label);
            CHECK(t.major);
        }
        REQUIRE(values.size() == c.values.size());
        // epsilon(0): Approx's relative default (1e-5 of 1.8e9 s) would pass an hour off.
        for (std::size_t i = 0; i < values.size(); ++i) CHECK(values[i] == Approx(c.values[i]).epsilon(0).margin(1e-6));
        CHECK(labels == c.labels);
        CHECK(scale.offset_text(c.lo, c.hi, 9) == c.offset);
        // The same range the other way round is the same axis.
        CHECK(scale.ticks(c.hi, c.lo, 9).size() == ticks.size());
    }
}

namespace {

// The same from a named zone of the tz database (ZONE_CASES of the script).
struct ZoneCase {
    const char* name;
    double lo, hi;
    const char* zone;
    std::vector<double> values;
    std::vector<std::string> labels;
    std::string offset;
};

const std::vector<ZoneCase>& zone_cases() {
    static const std::vector<ZoneCase> cases = {
    {"3 days over Berlin's spring forward", 1774652400.0, 1774908000.0, "Europe/Berlin",
     {1774652400.000000, 1774695600.000000, 1774738800.000000, 1774778400.000000, 1774821600.000000, 1774864800.000000, 1774908000.000000},
     {"Mar-28", "12:00", "Mar-29", "12:00", "Mar-30", "12:00", "Mar-31"},
     "2026-Mar-31"},
    {"30 h over Berlin's spring forward", 1774695600.0, 1774800000.0, "Europe/Berlin",
     {1774695600.000000, 1774706400.000000, 1774717200.000000, 1774728000.000000, 1774738800.000000, 1774746000.000000, 1774756800.000000, 1774767600.000000, 1774778400.000000, 1774789200.000000, 1774800000.000000},
     {"12:00", "15:00", "18:00", "21:00", "Mar-29", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00"},
     "2026-Mar-29"},
    {"6 h over Berlin's spring forward", 1774738800.0, 1774756800.0, "Europe/Berlin",
     {1774738800.000000, 1774742400.000000, 1774746000.000000, 1774746000.000000, 1774749600.000000, 1774753200.000000, 1774756800.000000},
     {"Mar-29", "01:00", "03:00", "03:00", "04:00", "05:00", "06:00"},
     "2026-Mar-29"},
    {"12 h over New York's fall back", 1793491200.0, 1793538000.0, "America/New_York",
     {1793491200.000000, 1793498400.000000, 1793505600.000000, 1793516400.000000, 1793523600.000000, 1793530800.000000, 1793538000.000000},
     {"20:00", "22:00", "Nov-01", "02:00", "04:00", "06:00", "08:00"},
     "2026-Nov-01"},
    {"5 h over New York's fall back", 1793505600.0, 1793527200.0, "America/New_York",
     {1793505600.000000, 1793509200.000000, 1793516400.000000, 1793520000.000000, 1793523600.000000, 1793527200.000000},
     {"Nov-01", "01:00", "02:00", "03:00", "04:00", "05:00"},
     "2026-Nov-01"},
    {"3 days over New York's fall back", 1793419200.0, 1793682000.0, "America/New_York",
     {1793419200.000000, 1793462400.000000, 1793505600.000000, 1793552400.000000, 1793595600.000000, 1793638800.000000, 1793682000.000000},
     {"Oct-31", "12:00", "Nov-01", "12:00", "Nov-02", "12:00", "Nov-03"},
     "2026-Nov-03"},
    {"5 months over both Berlin changes", 1792447200.0, 1806271200.0, "Europe/Berlin",
     {1793487600.000000, 1796079600.000000, 1798758000.000000, 1801436400.000000, 1803855600.000000},
     {"Nov", "Dec", "2027", "Feb", "Mar"},
     ""},
    {"8 months over both Berlin changes", 1769900400.0, 1791496800.0, "Europe/Berlin",
     {1769900400.000000, 1772319600.000000, 1774994400.000000, 1777586400.000000, 1780264800.000000, 1782856800.000000, 1785535200.000000, 1788213600.000000, 1790805600.000000},
     {"Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"},
     "2026"},
    {"5 months in New York", 1770699600.0, 1783656000.0, "America/New_York",
     {1772341200.000000, 1775016000.000000, 1777608000.000000, 1780286400.000000, 1782878400.000000},
     {"Mar", "Apr", "May", "Jun", "Jul"},
     "2026"},
    {"8 months over both New York changes", 1771131600.0, 1794459600.0, "America/New_York",
     {1772341200.000000, 1775016000.000000, 1777608000.000000, 1780286400.000000, 1782878400.000000, 1785556800.000000, 1788235200.000000, 1790827200.000000, 1793505600.000000},
     {"Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"},
     "2026"},
    {"12 h over Sydney's fall back", 1775293200.0, 1775340000.0, "Australia/Sydney",
     {1775293200.000000, 1775300400.000000, 1775307600.000000, 1775314800.000000, 1775325600.000000, 1775332800.000000, 1775340000.000000},
     {"20:00", "22:00", "Apr-05", "02:00", "04:00", "06:00", "08:00"},
     "2026-Apr-05"},
    {"3 years in Berlin", 1714514400.0, 1809122400.0, "Europe/Berlin",
     {1714514400.000000, 1725141600.000000, 1735686000.000000, 1746050400.000000, 1756677600.000000, 1767222000.000000, 1777586400.000000, 1788213600.000000, 1798758000.000000, 1809122400.000000},
     {"May", "Sep", "2025", "May", "Sep", "2026", "May", "Sep", "2027", "May"},
     ""},
    {"20 min over New York's repeated hour", 1793512200.0, 1793513400.0, "America/New_York",
     {1793512200.000000, 1793513400.000000},
     {"01:50", "01:10"},
     "2026-Nov-01"},
    {"3 s over New York's repeated hour", 1793512798.0, 1793512801.0, "America/New_York",
     {1793512798.000000, 1793512801.000000},
     {"58", "01"},
     "2026-Nov-01 01:00"},
    {"90 min over New York's repeated hour", 1793510400.0, 1793515800.0, "America/New_York",
     {1793510400.000000, 1793510700.000000, 1793511000.000000, 1793511300.000000, 1793511600.000000, 1793511900.000000, 1793512200.000000},
     {"01:20", "01:25", "01:30", "01:35", "01:40", "01:45", "01:50"},
     "2026-Nov-01"},
    {"30 h over Berlin's fall back in 2090", 3812868000.0, 3812979600.0, "Europe/Berlin",
     {3812868000.000000, 3812878800.000000, 3812889600.000000, 3812900400.000000, 3812911200.000000, 3812925600.000000, 3812936400.000000, 3812947200.000000, 3812958000.000000, 3812968800.000000, 3812979600.000000},
     {"12:00", "15:00", "18:00", "21:00", "Oct-29", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00"},
     "2090-Oct-29"},
    };
    return cases;
}

// Whether the platform has a tz database (Debian's tzdata); the zone tests
// are skipped with a message where it has none.
bool have_tz_database() {
    try {
        (void)DateScale::zone("Europe/Berlin");
        return true;
    } catch (const sqfig::Error& e) {
        WARN("skipped: no tz database (" << e.what() << ")");
        return false;
    }
}

}  // namespace

TEST_CASE("DateScale::zone ticks and labels equal matplotlib's across daylight saving changes", "[scale][dates][tz]") {
    if (!have_tz_database()) return;
    for (const ZoneCase& c : zone_cases()) {
        INFO(c.name);
        const DateScale scale = DateScale::zone(c.zone);
        const std::vector<Tick> ticks = scale.ticks(c.lo, c.hi, 9);
        std::vector<double> values;
        std::vector<std::string> labels;
        for (const Tick& t : ticks) {
            values.push_back(t.value);
            labels.push_back(t.label);
        }
        REQUIRE(values.size() == c.values.size());
        // epsilon(0): Approx's relative default (1e-5 of 1.8e9 s) would pass an hour off.
        for (std::size_t i = 0; i < values.size(); ++i) CHECK(values[i] == Approx(c.values[i]).epsilon(0).margin(1e-6));
        CHECK(labels == c.labels);
        CHECK(scale.offset_text(c.lo, c.hi, 9) == c.offset);
    }
}

TEST_CASE("DateScale::zone reads the wall clock of the tz database, past its table by the POSIX rule", "[scale][dates][tz]") {
    if (!have_tz_database()) return;
    const DateScale berlin = DateScale::zone("Europe/Berlin");
    const DateScale new_york = DateScale::zone("America/New_York");
    CHECK(berlin.name() == "date(Europe/Berlin)");
    CHECK(berlin.zone_name() == "Europe/Berlin");
    CHECK(DateScale{}.zone_name().empty());
    CHECK(sqfig::Scale{berlin} != sqfig::Scale{DateScale{60}});
    // Spring forward: 01:59:59 CET is followed by 03:00:00 CEST.
    const double change = sqfig::epoch_seconds(2026, 3, 29, 1);
    CHECK(berlin.format(change - 1) == "2026-03-29 01:59:59");
    CHECK(berlin.format(change) == "2026-03-29 03:00:00");
    // Fall back: 01:30 New York comes twice, EDT then EST.
    CHECK(new_york.format(sqfig::epoch_seconds(2026, 11, 1, 5, 30)) == "2026-11-01 01:30:00");
    CHECK(new_york.format(sqfig::epoch_seconds(2026, 11, 1, 6, 30)) == "2026-11-01 01:30:00");
    CHECK(new_york.format(sqfig::epoch_seconds(2026, 11, 1, 7, 30)) == "2026-11-01 02:30:00");
    // Before the first transition: local mean time (Berlin +00:53:28); years
    // past the table: the footer's rule (CET-1CEST,M3.5.0,M10.5.0/3).
    CHECK(berlin.format(sqfig::epoch_seconds(1800, 6, 1, 12)) == "1800-06-01 12:53:28");
    CHECK(berlin.format(sqfig::epoch_seconds(2500, 3, 28, 0, 59, 59)) == "2500-03-28 01:59:59");
    CHECK(berlin.format(sqfig::epoch_seconds(2500, 3, 28, 1)) == "2500-03-28 03:00:00");
    CHECK(berlin.format(sqfig::epoch_seconds(2500, 10, 31, 0, 59, 59)) == "2500-10-31 02:59:59");
    CHECK(berlin.format(sqfig::epoch_seconds(2500, 10, 31, 1)) == "2500-10-31 02:00:00");
    // The calendar's ends move with the zone's offset.
    CHECK(berlin.accepts(berlin.lowest()));
    CHECK_FALSE(berlin.accepts(berlin.lowest() - 1));
    CHECK_FALSE(berlin.accepts(sqfig::epoch_seconds(9999, 12, 31, 23, 30)));
    CHECK(new_york.accepts(sqfig::epoch_seconds(9999, 12, 31, 23, 30)));
    CHECK_FALSE(berlin.accepts(std::numeric_limits<double>::infinity()));
}

TEST_CASE("DateScale::zone loads and ticks from several threads at once", "[scale][dates][tz]") {
    if (!have_tz_database()) return;
    // No TZ, setenv or localtime: threads loading the same and other zones
    // (the cache) and ticking get the single-threaded answers (TSan: make test-tsan).
    const char* zones[4] = {"Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata"};
    const double lo = sqfig::epoch_seconds(2026, 3, 28), hi = sqfig::epoch_seconds(2026, 4, 6);
    std::vector<std::vector<Tick>> expected;
    for (const char* z : zones) expected.push_back(DateScale::zone(z).ticks(lo, hi, 9));
    std::vector<int> same(8, 0);
    std::vector<std::thread> threads;
    for (int t = 0; t < 8; ++t) {
        threads.emplace_back([&, t] {
            const std::vector<Tick> got = DateScale::zone(zones[t % 4]).ticks(lo, hi, 9);
            const std::vector<Tick>& want = expected[static_cast<std::size_t>(t % 4)];
            bool equal = got.size() == want.size();
            for (std::size_t i = 0; equal && i < got.size(); ++i)
                equal = got[i].value == want[i].value && got[i].label == want[i].label;
            same[static_cast<std::size_t>(t)] = equal ? 1 : 0;
        });
    }
    for (std::thread& th : threads) th.join();
    CHECK(std::count(same.begin(), same.end(), 1) == 8);
}

TEST_CASE("DateScale::zone refuses unknown zones and corrupt files naming the zone and the file", "[scale][dates][tz]") {
    if (!have_tz_database()) return;
    for (const char* bad : {"Europe/Nowhere", "../etc/passwd", "/etc/passwd", "", "Europe/Berlin\n"}) {
        INFO(bad);
        try {
            (void)DateScale::zone(bad);
            FAIL("no Error");
        } catch (const sqfig::Error& e) {
            CHECK(e.kind() == sqfig::ErrorKind::usage);
            CHECK_THAT(e.what(), Catch::Contains("DateScale::zone") && Catch::Contains(bad));
        }
    }
    CHECK_THAT([] {
        try {
            (void)DateScale::zone("Europe/Nowhere");
        } catch (const sqfig::Error& e) {
            return std::string(e.what());
        }
        return std::string();
    }(), Catch::Contains("/usr/share/zoneinfo/Europe/Nowhere") || Catch::Contains("TZDIR"));
    // A TZDIR of our own with a truncated, a non-TZif and a bad-rule file.
    const std::string dir = "sqfig_tz_test_dir";
    std::filesystem::create_directories(dir + "/Test");
    std::string berlin;
    {
        std::ifstream in("/usr/share/zoneinfo/Europe/Berlin", std::ios::binary);
        berlin.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    auto write = [&](const std::string& name, const std::string& bytes) {
        std::ofstream out(dir + "/Test/" + name, std::ios::binary);
        out << bytes;
    };
    write("Truncated", berlin.substr(0, berlin.size() / 2));
    write("Text", "Europe/Berlin is not here\n");
    std::string bad_rule = berlin;
    bad_rule.replace(bad_rule.rfind("CET-1CEST"), 9, "CET-1CEST,M13");
    write("BadRule", bad_rule);
    write("Good", berlin);
    const char* old = std::getenv("TZDIR");
    const std::string old_value = old ? old : "";
    ::setenv("TZDIR", dir.c_str(), 1);
    for (const char* zone : {"Test/Truncated", "Test/Text", "Test/BadRule"}) {
        INFO(zone);
        try {
            (void)DateScale::zone(zone);
            FAIL("no Error");
        } catch (const sqfig::Error& e) {
            CHECK(e.kind() == sqfig::ErrorKind::data);
            CHECK_THAT(e.what(), Catch::Contains(zone) && Catch::Contains(dir + "/" + zone));
        }
    }
    CHECK(DateScale::zone("Test/Good").format(sqfig::epoch_seconds(2026, 7, 1)) == "2026-07-01 02:00:00");
    ::setenv("TZDIR", (dir + "/none").c_str(), 1);
    try {
        (void)DateScale::zone("Europe/Paris");
        FAIL("no Error");
    } catch (const sqfig::Error& e) {
        CHECK(e.kind() == sqfig::ErrorKind::usage);
        CHECK_THAT(e.what(), Catch::Contains("no tz database") && Catch::Contains("Europe/Paris"));
    }
    if (old) ::setenv("TZDIR", old_value.c_str(), 1);
    else ::unsetenv("TZDIR");
    std::filesystem::remove_all(dir);
}

// AutoDateLocator(minticks=m, maxticks=M) (maxticks 0: not given), the same
// script's way (tests/unit/date_scale_matplotlib.py with those arguments).
TEST_CASE("DateScale::min_ticks and max_ticks are AutoDateLocator's minticks and maxticks", "[scale][dates]") {
    struct Counted {
        const char* name;
        double lo, hi;
        int min_ticks, max_ticks;
        std::vector<double> values;
        std::vector<std::string> labels;
        std::string offset;
    };
    const std::vector<Counted> cases = {
        {"3 months, minticks 3", 1763164800.0, 1771545600.0, 3, 0,
         {1764547200.000000, 1767225600.000000, 1769904000.000000},
         {"Dec", "2026", "Feb"},
         ""},
        {"10 days, minticks 3 maxticks 7", 1772517600.0, 1773381600.0, 3, 7,
         {1772668800.000000, 1772841600.000000, 1773014400.000000, 1773187200.000000, 1773360000.000000},
         {"05", "07", "09", "11", "13"},
         "2026-Mar"},
        {"3 h, maxticks 4", 1767608400.0, 1767619200.0, 5, 4,
         {1767609000.000000, 1767610800.000000, 1767612600.000000, 1767614400.000000, 1767616200.000000,
          1767618000.000000},
         {"10:30", "11:00", "11:30", "12:00", "12:30", "13:00"},
         "2026-Jan-05"},
    };
    for (const Counted& c : cases) {
        INFO(c.name);
        DateScale scale{};
        scale.min_ticks(c.min_ticks).max_ticks(c.max_ticks);
        const std::vector<Tick> ticks = scale.ticks(c.lo, c.hi, 9);
        std::vector<double> values;
        std::vector<std::string> labels;
        for (const Tick& t : ticks) {
            values.push_back(t.value);
            labels.push_back(t.label);
        }
        REQUIRE(values.size() == c.values.size());
        for (std::size_t i = 0; i < values.size(); ++i) CHECK(values[i] == Approx(c.values[i]).epsilon(0).margin(1e-6));
        CHECK(labels == c.labels);
        CHECK(scale.offset_text(c.lo, c.hi, 9) == c.offset);
    }
    CHECK(DateScale{}.min_ticks(3).max_ticks(7).name() == "date, minticks=3, maxticks=7");
    CHECK_THROWS_AS(DateScale{}.min_ticks(0), sqfig::Error);
    CHECK_THROWS_AS(DateScale{}.min_ticks(1001), sqfig::Error);
    CHECK_THROWS_AS(DateScale{}.max_ticks(1), sqfig::Error);
    CHECK_THROWS_AS(DateScale{}.max_ticks(1001), sqfig::Error);
    // Many ticks stay bounded: 1000 years with minticks 1000 are ticked every 2 years.
    DateScale many{};
    many.min_ticks(1000).max_ticks(1000);
    const double y1000 = sqfig::epoch_seconds(1000, 1, 1);
    CHECK(many.ticks(y1000, sqfig::epoch_seconds(2000, 1, 1), 9).size() == 501);  // 1000, 1002, ..., 2000
}

// True when sqfig::epoch_seconds takes a T.
template <class T>
constexpr auto takes_time_point(int) -> decltype(sqfig::epoch_seconds(std::declval<T>()), true) {
    return true;
}
template <class T>
constexpr bool takes_time_point(...) {
    return false;
}

TEST_CASE("epoch_seconds converts calendar dates and std::chrono time points", "[scale][dates]") {
    CHECK(sqfig::epoch_seconds(1970, 1, 1) == 0);
    CHECK(sqfig::epoch_seconds(2026, 1, 5, 10, 20) == 1767608400.0);
    CHECK(sqfig::epoch_seconds(2000, 2, 29, 23, 59, 59.5) == 951868799.5);
    CHECK(sqfig::epoch_seconds(1, 1, 1) == -62135596800.0);
    const auto t = std::chrono::system_clock::time_point{} + std::chrono::hours{24 * 365};
    CHECK(sqfig::epoch_seconds(t) == 365 * 86400.0);
    using days = std::chrono::duration<int, std::ratio<86400>>;
    const std::chrono::time_point<std::chrono::system_clock, days> day{days{20458}};
    CHECK(sqfig::epoch_seconds(day) == sqfig::epoch_seconds(2026, 1, 5));
    // The same value as std::chrono's own conversion, for any duration (the
    // header does not include <chrono> and converts by count * num / den).
    using micro = std::chrono::duration<long long, std::micro>;
    const std::chrono::time_point<std::chrono::system_clock, micro> us{micro{1767608400123457}};
    CHECK(sqfig::epoch_seconds(us) == std::chrono::duration<double>(us.time_since_epoch()).count());
    using thirds = std::chrono::duration<double, std::ratio<1, 3>>;
    const std::chrono::time_point<std::chrono::system_clock, thirds> third{thirds{5302825200.5}};
    CHECK(sqfig::epoch_seconds(third) == std::chrono::duration<double>(third.time_since_epoch()).count());
    const auto now = std::chrono::system_clock::now();
    CHECK(sqfig::epoch_seconds(now) == std::chrono::duration<double>(now.time_since_epoch()).count());
    // Only the system clock's time points: a steady clock's epoch is not 1970.
    CHECK_FALSE(takes_time_point<std::chrono::steady_clock::time_point>(0));
    CHECK(takes_time_point<std::chrono::system_clock::time_point>(0));
    CHECK_THROWS_AS(sqfig::epoch_seconds(2026, 2, 29), sqfig::Error);
    CHECK_THROWS_AS(sqfig::epoch_seconds(0, 1, 1), sqfig::Error);
    CHECK_THROWS_AS(sqfig::epoch_seconds(2026, 13, 1), sqfig::Error);
    CHECK_THROWS_AS(sqfig::epoch_seconds(2026, 1, 1, 24), sqfig::Error);
    CHECK_THROWS_AS(sqfig::epoch_seconds(2026, 1, 1, 0, 0, std::nan("")), sqfig::Error);
}

TEST_CASE("DateScale refuses values outside years 1 to 9999 and offsets of a day or more", "[scale][dates]") {
    const DateScale utc{};
    CHECK(utc.accepts(0));
    CHECK(utc.accepts(utc.lowest()));
    CHECK_FALSE(utc.accepts(utc.lowest() - 1));
    CHECK(utc.accepts(sqfig::epoch_seconds(9999, 12, 31, 23, 59, 59)));
    CHECK_FALSE(utc.accepts(sqfig::epoch_seconds(9999, 12, 31, 23, 59, 59) + 1));
    CHECK_FALSE(utc.accepts(std::numeric_limits<double>::quiet_NaN()));
    CHECK_FALSE(utc.accepts(std::numeric_limits<double>::infinity()));
    // An offset moves the calendar's ends.
    CHECK_FALSE(DateScale{60}.accepts(sqfig::epoch_seconds(9999, 12, 31, 23, 30)));
    try {
        (void)utc.ticks(0, 1e300, 9);
        FAIL("no Error");
    } catch (const sqfig::Error& e) {
        CHECK(e.kind() == sqfig::ErrorKind::data);
        CHECK_THAT(e.what(), Catch::Contains("DateScale") && Catch::Contains("1e+300") && Catch::Contains("9999"));
    }
    CHECK_THROWS_AS(utc.ticks(std::nan(""), 0, 9), sqfig::Error);
    // Data past year 9999 on a date axis: an Error naming the artist and the date scale, not a log axis.
    for (int artist = 0; artist < 2; ++artist) {
        sqfig::Figure fig{sqfig::inches(4, 3)};
        fig.axes().x_scale(DateScale{});
        if (artist == 0) fig.axes().line({0, 1e21}, {1, 2}).label("loss");
        else fig.axes().text({1e21, 1}, "note");
        try {
            (void)fig.scene();
            FAIL("no Error");
        } catch (const sqfig::Error& e) {
            CHECK(e.kind() == sqfig::ErrorKind::data);
            CHECK_THAT(e.what(), Catch::Contains("outside what the x scale (date) can show"));
            CHECK_THAT(e.what(), !Catch::Contains("log"));
        }
    }
    CHECK_THROWS_AS(DateScale{1440}, sqfig::Error);
    CHECK_THROWS_AS(DateScale{-1440}, sqfig::Error);
    CHECK(DateScale{330}.name() == "date(UTC+05:30)");
    CHECK(DateScale{-90}.name() == "date(UTC-01:30)");
    CHECK(sqfig::Scale{DateScale{}} != sqfig::Scale{DateScale{60}});
}

TEST_CASE("DateScale labels a tick the user placed with its date and widens a single date by two years", "[scale][dates]") {
    CHECK(DateScale{}.format(sqfig::epoch_seconds(2026, 1, 5, 12, 30, 15)) == "2026-01-05 12:30:15");
    CHECK(DateScale{60}.format(sqfig::epoch_seconds(2026, 1, 5, 23, 30)) == "2026-01-06 00:30:00");
    const auto w = DateScale{}.widen_single_value(0);
    CHECK(w.first == -2 * 365 * 86400.0);
    CHECK(w.second == 2 * 365 * 86400.0);
    // An empty range: the view's ends, as matplotlib's RRuleLocator gives them.
    const std::vector<Tick> one = DateScale{}.ticks(1e9, 1e9, 9);
    CHECK_FALSE(one.empty());
}

namespace {

// Tick labels and the offset text of one axis ("x" or "y") of axes `group`, plain text.
std::vector<std::string> date_axis_texts(const sqfig::Scene& s, int group, const std::string& letter,
                                         const char* kind) {
    std::vector<std::string> out;
    for (const sqfig::SceneItem& it : s.items)
        if (it.kind == kind && it.group == group && it.owner.find(" " + letter + " ") != std::string::npos)
            out.push_back(it.payload.text()->text.plain);
    return out;
}

}  // namespace

TEST_CASE("A DateScale axis draws concise labels and the offset text on x, y, twins and secondary axes",
          "[scale][dates][axis]") {
    const double start = sqfig::epoch_seconds(2025, 12, 30, 18);
    const std::vector<double> t{start, start + 86400, start + 2 * 86400};
    const std::vector<double> v{1, 3, 2};
    {
        sqfig::Figure fig{sqfig::inches(5, 3)};
        sqfig::Axes& ax = fig.axes();
        ax.x_scale(DateScale{});
        ax.line(t, v);
        ax.x_limits(start, start + 2 * 86400);
        ax.twin_x().line(t, std::vector<double>{10, 30, 20});
        const sqfig::Scene s = fig.scene();
        CHECK(sqfig_test::report(sqfig::find_collisions(s)).empty());
        // matplotlib's labels and offset for this range (the "2 days over new year" case above).
        CHECK(date_axis_texts(s, 0, "x", "tick label") ==
              std::vector<std::string>{"18:00", "Dec-31", "06:00", "12:00", "18:00", "Jan-01", "06:00", "12:00", "18:00"});
        CHECK(date_axis_texts(s, 0, "x", "offset text") == std::vector<std::string>{"2026-Jan-01"});
        // A formatter of the user's own replaces the labels and the offset text.
        ax.x_axis().formatter([](double) { return std::string("t"); });
        CHECK(date_axis_texts(fig.scene(), 0, "x", "offset text").empty());
    }
    {
        sqfig::Figure fig{sqfig::inches(3, 4)};
        sqfig::Axes& ax = fig.axes();
        ax.y_scale(DateScale{});
        ax.line(v, t);
        ax.y_limits(sqfig::epoch_seconds(2026, 2, 10), sqfig::epoch_seconds(2026, 7, 10));
        const sqfig::Scene s = fig.scene();
        CHECK(date_axis_texts(s, 0, "y", "tick label") == std::vector<std::string>{"Mar", "Apr", "May", "Jun", "Jul"});
        CHECK(date_axis_texts(s, 0, "y", "offset text") == std::vector<std::string>{"2026"});
    }
    {
        // Hours since the start below, the wall-clock time on top.
        sqfig::Figure fig{sqfig::inches(5, 3)};
        sqfig::Axes& ax = fig.axes();
        ax.line(std::vector<double>{0, 48}, std::vector<double>{1, 2});
        ax.x_limits(0, 48);
        ax.secondary_x([start](double h) { return start + h * 3600; }, [start](double s) { return (s - start) / 3600; })
            .scale(DateScale{});
        const sqfig::Scene s = fig.scene();
        CHECK(sqfig_test::report(sqfig::find_collisions(s)).empty());
        const std::vector<std::string> offsets = date_axis_texts(s, 0, "x", "offset text");
        CHECK(std::find(offsets.begin(), offsets.end(), "2026-Jan-01") != offsets.end());
    }
}
