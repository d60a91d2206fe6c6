// Tests for sqfig/scale/number_format.hpp: fixed, grouped, general and power
// formats, locale independence and the "-0" / U+2212 rules.
#include <catch2/catch.hpp>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <limits>
#include <locale>
#include <string>

#include "sqfig/scale/number_format.hpp"
#include "../support/process.hpp"
#include "../support/strings.hpp"

namespace {
using sqfig_test::kMinus;
using sqfig_test::kTimes;
}  // namespace

TEST_CASE("format_fixed rounds to a fixed number of decimals", "[number_format]") {
    CHECK(sqfig::format_fixed(2048.5671, 2, true) == "2,048.57");
    CHECK(sqfig::format_fixed(2048.5671, 2) == "2048.57");
    CHECK(sqfig::format_fixed(1.87037, 3) == "1.870");
    CHECK(sqfig::format_fixed(0.17546, 4) == "0.1755");
    CHECK(sqfig::format_fixed(6.49, 2) == "6.49");
    CHECK(sqfig::format_fixed(0.768, 3) == "0.768");
    CHECK(sqfig::format_fixed(2.5, 0) == "2");  // round half to even, like Python
    CHECK(sqfig::format_fixed(3.5, 0) == "4");
    CHECK(sqfig::format_fixed(0.1 * 3, 1) == "0.3");
    CHECK(sqfig::format_fixed(-1.25, 1) == "-1.2");
    CHECK(sqfig::format_fixed(-1234567.891, 1, true) == "-1,234,567.9");
    CHECK(sqfig::format_fixed(999.999, 2, true) == "1,000.00");
    CHECK(sqfig::format_fixed(12, 0, true) == "12");
    CHECK(sqfig::format_fixed(123456, 0, true) == "123,456");
}

TEST_CASE("format_fixed never prints a negative zero", "[number_format]") {
    CHECK(sqfig::format_fixed(-0.0, 1) == "0.0");
    CHECK(sqfig::format_fixed(-0.0, 0) == "0");
    CHECK(sqfig::format_fixed(-0.0001, 2) == "0.00");
    CHECK(sqfig::format_fixed(-1e-17, 3, true) == "0.000");
}

TEST_CASE("format_fixed handles extremes and misuse", "[number_format]") {
    CHECK(sqfig::format_fixed(std::numeric_limits<double>::quiet_NaN(), 2) == "nan");
    CHECK(sqfig::format_fixed(std::numeric_limits<double>::infinity(), 2) == "inf");
    CHECK(sqfig::format_fixed(-std::numeric_limits<double>::infinity(), 2) == "-inf");
    const std::string big = sqfig::format_fixed(std::numeric_limits<double>::max(), 2, true);
    CHECK(big.size() > 400);  // 309 digits, 102 commas, ".00"
    CHECK(big.substr(big.size() - 3) == ".00");
    CHECK(sqfig::format_fixed(1e-300, 5) == "0.00000");
    CHECK_THROWS_AS(sqfig::format_fixed(1.0, -1), sqfig::Error);
    CHECK_THROWS_AS(sqfig::format_fixed(1.0, 101), sqfig::Error);
    CHECK(sqfig::format_fixed(1.0, 100).size() == 102);
}

TEST_CASE("format_grouped inserts thousands separators", "[number_format]") {
    CHECK(sqfig::format_grouped(104224) == "104,224");
    CHECK(sqfig::format_grouped(0) == "0");
    CHECK(sqfig::format_grouped(999) == "999");
    CHECK(sqfig::format_grouped(1000) == "1,000");
    CHECK(sqfig::format_grouped(-1000) == "-1,000");
    CHECK(sqfig::format_grouped(-100) == "-100");
    CHECK(sqfig::format_grouped(1234567890) == "1,234,567,890");
    CHECK(sqfig::format_grouped(std::numeric_limits<long long>::min()) == "-9,223,372,036,854,775,808");
    CHECK(sqfig::format_grouped(std::numeric_limits<long long>::max()) == "9,223,372,036,854,775,807");
}

TEST_CASE("format_general gives short text with limited significant digits", "[number_format]") {
    CHECK(sqfig::format_general(0.30000000000000004, 6) == "0.3");
    CHECK(sqfig::format_general(1500, 6) == "1500");
    CHECK(sqfig::format_general(0.0001) == "0.0001");
    CHECK(sqfig::format_general(600) == "600");
    CHECK(sqfig::format_general(0.002) == "0.002");
    CHECK(sqfig::format_general(2.718281828459045) == "2.71828");
    CHECK(sqfig::format_general(123456) == "123456");
    CHECK(sqfig::format_general(1.5, 1) == "2");  // half to even on the digit
    CHECK(sqfig::format_general(0.0) == "0");
    CHECK(sqfig::format_general(-0.0) == "0");
    CHECK(sqfig::format_general(-2.5) == "-2.5");
    CHECK(sqfig::format_general(99999.95, 6) == "99999.9");  // 99999.95 is just below .95 in binary
    CHECK(sqfig::format_general(0.1 + 0.2, 17) == "0.30000000000000004");
    CHECK(sqfig::format_general(0.1 + 0.2, 99) == "0.30000000000000004");  // clamped to 17
    CHECK(sqfig::format_general(1.26, 0) == "1");                         // clamped to 1
}

TEST_CASE("format_general uses superscript markup instead of e-notation", "[number_format]") {
    CHECK(sqfig::format_general(1e-7) == "10<sup>" + kMinus + "7</sup>");
    CHECK(sqfig::format_general(1.5e-7) == "1.5" + kTimes + "10<sup>" + kMinus + "7</sup>");
    CHECK(sqfig::format_general(1e6) == "10<sup>6</sup>");
    CHECK(sqfig::format_general(1234567) == "1.23457" + kTimes + "10<sup>6</sup>");
    CHECK(sqfig::format_general(-3e20) == "-3" + kTimes + "10<sup>20</sup>");
    CHECK(sqfig::format_general(1e300).find('e') == std::string::npos);
    CHECK(sqfig::format_general(5e-324).find("10<sup>" + kMinus + "324</sup>") != std::string::npos);
}

TEST_CASE("format_general prints non-finite values like Python", "[number_format]") {
    CHECK(sqfig::format_general(std::numeric_limits<double>::quiet_NaN()) == "nan");
    CHECK(sqfig::format_general(-std::numeric_limits<double>::infinity()) == "-inf");
}

TEST_CASE("format_power writes Pango superscripts with a real minus sign", "[number_format]") {
    CHECK(sqfig::format_power(10, 3) == "10<sup>3</sup>");
    CHECK(sqfig::format_power(10, -4) == "10<sup>" + kMinus + "4</sup>");
    CHECK(sqfig::format_power(2, 9) == "2<sup>9</sup>");
    CHECK(sqfig::format_power(10, 0) == "10<sup>0</sup>");
    CHECK(sqfig::format_power(std::exp(1.0), 2) == "e<sup>2</sup>");
    CHECK(sqfig::format_power(1.5, -1) == "1.5<sup>" + kMinus + "1</sup>");
    CHECK(sqfig::format_power(10, std::numeric_limits<int>::min()) ==
          "10<sup>" + kMinus + "2147483648</sup>");
}

TEST_CASE("number formats ignore the C and C++ locales", "[number_format]") {
    // A German-style C++ global locale: ',' decimal point, '.' grouping.
    struct GermanPunct : std::numpunct<char> {
        char do_decimal_point() const override { return ','; }
        char do_thousands_sep() const override { return '.'; }
        std::string do_grouping() const override { return "\3"; }
    };
    const std::locale saved_cpp = std::locale::global(std::locale(std::locale::classic(), new GermanPunct));
    CHECK(sqfig::format_fixed(2048.5671, 2, true) == "2,048.57");
    CHECK(sqfig::format_general(0.5) == "0.5");
    CHECK(sqfig::format_grouped(104224) == "104,224");
    std::locale::global(saved_cpp);

    // The C locale too. Minimal systems have no comma-decimal locale
    // installed: then one is compiled from the `locales` package's sources
    // (make deps installs it) into the build folder, and LOCPATH points there.
    const char* old = std::setlocale(LC_ALL, nullptr);
    const std::string saved = old ? old : "C";
    bool switched = false;
    for (const char* name : {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "fr_FR.utf8"})
        if (!switched && std::setlocale(LC_ALL, name) != nullptr) switched = true;
    if (!switched) {
        const std::string dir = std::string(SQFIG_BINARY_DIR) + "/test-locales";
        sqfig_test::run("mkdir -p '" + dir + "' && localedef -i de_DE -f UTF-8 '" + dir + "/de_DE.UTF-8' 2>&1");
        ::setenv("LOCPATH", dir.c_str(), 1);
        switched = std::setlocale(LC_ALL, "de_DE.UTF-8") != nullptr;
        ::unsetenv("LOCPATH");
    }
    if (!switched) {
        std::setlocale(LC_ALL, saved.c_str());
        FAIL("no comma-decimal C locale: none installed, and localedef could not make de_DE.UTF-8 "
             "(Debian: the locales package; make deps installs it)");
    }
    char probe[16];
    std::snprintf(probe, sizeof probe, "%.1f", 0.5);
    CHECK(std::string(probe) == "0,5");  // the locale really is comma-decimal
    CHECK(sqfig::format_fixed(2048.5671, 2, true) == "2,048.57");
    CHECK(sqfig::format_general(0.5) == "0.5");
    std::setlocale(LC_ALL, saved.c_str());
}
