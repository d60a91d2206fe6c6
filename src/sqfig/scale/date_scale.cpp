// The implementation of sqfig/scale/date_scale.hpp: matplotlib 3.6's
// AutoDateLocator (dates.py, get_locator with interval_multiples) and
// ConciseDateFormatter.format_ticks, on integer microseconds of the scale's
// calendar (UTC plus a fixed offset), as num2date rounds to microseconds.
#include "sqfig/scale/date_scale.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/scale/date_ticks.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/time_zone.hpp"

namespace sqfig {

namespace detail {

namespace {

constexpr std::int64_t kUsPerSecond = 1000000;
constexpr std::int64_t kUsPerMinute = 60 * kUsPerSecond;
constexpr std::int64_t kUsPerHour = 60 * kUsPerMinute;
constexpr std::int64_t kUsPerDay = 24 * kUsPerHour;

// Floor division: times before 1970 are negative.
std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

const char* const kMonthNames[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

std::string two_digits(int v) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%02d", v);
    return buf;
}

// Python's strftime for the codes ConciseDateFormatter uses (%Y is not
// zero-padded below year 1000, as Python's on glibc).
std::string strftime_like(const CivilTime& c, const std::string& fmt) {
    std::string out;
    for (std::size_t i = 0; i < fmt.size(); ++i) {
        if (fmt[i] != '%' || i + 1 == fmt.size()) {
            out += fmt[i];
            continue;
        }
        const char code = fmt[++i];
        switch (code) {
            case 'Y': out += std::to_string(c.year); break;
            case 'b': out += kMonthNames[c.month - 1]; break;
            case 'm': out += two_digits(c.month); break;
            case 'd': out += two_digits(c.day); break;
            case 'H': out += two_digits(c.hour); break;
            case 'M': out += two_digits(c.minute); break;
            case 'S': out += two_digits(c.second); break;
            case 'f': {
                char buf[16];
                std::snprintf(buf, sizeof buf, "%06d", c.micro);
                out += buf;
                break;
            }
            default: out += '%'; out += code; break;
        }
    }
    return out;
}

// matplotlib's AutoDateLocator.intervald and maxticks, per frequency.
const std::vector<std::int64_t>& intervals(int freq) {
    static const std::array<std::vector<std::int64_t>, 7> table = {{
        {1, 2, 4, 5, 10, 20, 40, 50, 100, 200, 400, 500, 1000, 2000, 4000, 5000, 10000},
        {1, 2, 3, 4, 6},
        {1, 2, 4, 7, 14},  // matplotlib 3.6's days (not 3.3's 1, 2, 3, 7, 14, 21)
        {1, 2, 3, 4, 6, 12},
        {1, 5, 10, 15, 30},
        {1, 5, 10, 15, 30},
        {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000,
         1000000},
    }};
    return table[static_cast<std::size_t>(freq)];
}

constexpr std::array<std::int64_t, 7> kMaxTicks = {11, 12, 11, 12, 11, 11, 8};

// dt + relativedelta(months=n): the day clipped to the month's length.
CivilTime add_months(CivilTime c, std::int64_t n) {
    const std::int64_t m = c.year * 12 + (c.month - 1) + n;
    c.year = floor_div(m, 12);
    c.month = static_cast<int>(m - c.year * 12) + 1;
    c.day = std::min(c.day, days_in_month(c.year, c.month));
    return c;
}

}  // namespace

std::int64_t days_from_civil(std::int64_t y, int m, int d) {
    // Howard Hinnant's algorithm (proleptic Gregorian, day 0 = 1970-01-01).
    y -= m <= 2 ? 1 : 0;
    const std::int64_t era = floor_div(y, 400);
    const std::int64_t yoe = y - era * 400;
    const std::int64_t mp = (m + 9) % 12;
    const std::int64_t doy = (153 * mp + 2) / 5 + d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

int days_in_month(std::int64_t y, int m) {
    static const int len[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : len[m - 1];
}

CivilTime civil_from_us(std::int64_t us) {
    const std::int64_t z0 = floor_div(us, kUsPerDay);
    std::int64_t rest = us - z0 * kUsPerDay;
    const std::int64_t z = z0 + 719468;
    const std::int64_t era = floor_div(z, 146097);
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    CivilTime c;
    c.day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    c.month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    c.year = yoe + era * 400 + (c.month <= 2 ? 1 : 0);
    c.hour = static_cast<int>(rest / kUsPerHour);
    rest %= kUsPerHour;
    c.minute = static_cast<int>(rest / kUsPerMinute);
    rest %= kUsPerMinute;
    c.second = static_cast<int>(rest / kUsPerSecond);
    c.micro = static_cast<int>(rest % kUsPerSecond);
    return c;
}

std::int64_t us_from_civil(const CivilTime& c) {
    return days_from_civil(c.year, c.month, c.day) * kUsPerDay + c.hour * kUsPerHour + c.minute * kUsPerMinute +
           c.second * kUsPerSecond + c.micro;
}

bool operator<(const CivilTime& a, const CivilTime& b) { return us_from_civil(a) < us_from_civil(b); }

DateLocatorChoice choose_date_locator(std::int64_t a, std::int64_t b, DateTickCounts counts) {
    if (a > b) std::swap(a, b);
    const CivilTime dmin = civil_from_us(a), dmax = civil_from_us(b);
    // relativedelta(dmax, dmin): whole months, stepped back while overshooting.
    std::int64_t months = (dmax.year - dmin.year) * 12 + (dmax.month - dmin.month);
    while (months > 0 && us_from_civil(add_months(dmin, months)) > b) --months;
    const std::int64_t span = b - a;
    const std::int64_t days = span / kUsPerDay;
    const std::int64_t day_rest = span % kUsPerDay;
    const std::int64_t hours = days * 24 + day_rest / kUsPerHour;
    const std::int64_t minutes = hours * 60 + (day_rest % kUsPerHour) / kUsPerMinute;
    const std::array<std::int64_t, 7> nums = {months / 12, months, days, hours, minutes, span / kUsPerSecond, span};
    DateLocatorChoice out;
    out.freq = 6;
    out.interval = 1;
    for (int i = 0; i < 7; ++i) {
        if (nums[static_cast<std::size_t>(i)] < counts.min) continue;
        out.freq = i;
        const std::vector<std::int64_t>& list = intervals(i);
        const std::int64_t max_ticks = counts.max > 0 ? counts.max : kMaxTicks[static_cast<std::size_t>(i)];
        out.interval = list.back();
        for (std::int64_t iv : list) {
            if (nums[static_cast<std::size_t>(i)] <= iv * (max_ticks - 1)) {
                out.interval = iv;
                break;
            }
        }
        break;
    }
    return out;
}

std::vector<std::int64_t> date_tick_values(std::int64_t a, std::int64_t b, DateTickCounts counts) {
    if (a > b) std::swap(a, b);
    const DateLocatorChoice ch = choose_date_locator(a, b, counts);
    const CivilTime dmin = civil_from_us(a), dmax = civil_from_us(b);
    std::vector<std::int64_t> out;
    if (ch.freq == 0) {
        // YearLocator: January 1sts every `interval` years from the multiple
        // at or below the first year to the one at or above the last; its
        // rule starts at vmin's microsecond, so a first tick with none before it is left out.
        const std::int64_t base = ch.interval;
        const std::int64_t ymin = std::max<std::int64_t>(floor_div(dmin.year, base) * base, 1);
        const std::int64_t ymax = std::min<std::int64_t>(-floor_div(-dmax.year, base) * base, 9999);
        for (std::int64_t y = ymin; y <= ymax; y += base) {
            if (y == ymin && dmin.micro > 0) continue;
            out.push_back(days_from_civil(y, 1, 1) * kUsPerDay);
        }
        return out;
    }
    if (ch.freq == 6) {
        // MicrosecondLocator: a MultipleLocator on microseconds, one step
        // beyond the view on each side.
        const std::int64_t step = ch.interval;
        const std::int64_t first = -floor_div(-a, step) * step;
        const std::int64_t n = floor_div(b - first + step / 1000, step);
        for (std::int64_t k = 0; k < n + 3; ++k) out.push_back(first - step + k * step);
        return out;
    }
    // The rrule of the frequency: every instant in [a, b] whose field at that
    // level is a multiple of the interval (from 1 for months and days) and
    // whose finer fields are zero (day 1 for months).
    std::set<int> by;
    if (ch.freq == 1)
        for (int m = 1; m <= 12; m += static_cast<int>(ch.interval)) by.insert(m);
    else if (ch.freq == 2 && ch.interval == 14)
        by = {1, 15};  // matplotlib: "just make first and 15th. Avoids 30th."
    else if (ch.freq == 2 && ch.interval == 7)
        by = {1, 8, 15, 22};
    else if (ch.freq == 2)
        for (int d = 1; d <= 31; d += static_cast<int>(ch.interval)) by.insert(d);
    else
        for (int v = 0; v < (ch.freq == 3 ? 24 : 60); v += static_cast<int>(ch.interval)) by.insert(v);
    auto keep = [&](std::int64_t t, int field) {
        if (t >= a && t <= b && by.count(field)) out.push_back(t);
    };
    if (ch.freq == 1) {
        for (CivilTime c{dmin.year, dmin.month, 1, 0, 0, 0, 0}; !(dmax < c); c = add_months(c, 1))
            keep(us_from_civil(c), c.month);
        return out;
    }
    const std::int64_t unit = ch.freq == 2 ? kUsPerDay : ch.freq == 3 ? kUsPerHour : ch.freq == 4 ? kUsPerMinute : kUsPerSecond;
    for (std::int64_t k = floor_div(a, unit); k * unit <= b; ++k) {
        const CivilTime c = civil_from_us(k * unit);
        const int field = ch.freq == 2 ? c.day : ch.freq == 3 ? c.hour : ch.freq == 4 ? c.minute : c.second;
        keep(k * unit, field);
    }
    return out;
}

ConciseLabels concise_date_labels(const std::vector<std::int64_t>& ticks) {
    ConciseLabels out;
    if (ticks.empty()) return out;
    static const char* const fmts[6] = {"%Y", "%b", "%d", "%H:%M", "%H:%M", "%S.%f"};
    static const char* const zero_fmts[6] = {"", "%Y", "%b", "%b-%d", "%H:%M", "%H:%M"};
    static const char* const offset_fmts[6] = {"", "%Y", "%Y-%b", "%Y-%b-%d", "%Y-%b-%d", "%Y-%b-%d %H:%M"};
    std::vector<CivilTime> dt;
    for (std::int64_t t : ticks) dt.push_back(civil_from_us(t));
    auto field = [](const CivilTime& c, int level) -> std::int64_t {
        switch (level) {
            case 0: return c.year;
            case 1: return c.month;
            case 2: return c.day;
            case 3: return c.hour;
            case 4: return c.minute;
            default: return c.second;
        }
    };
    // The finest level (seconds up to years) at which the ticks differ; all
    // equal: seconds (only their microseconds differ).
    bool show_offset = true;
    int level = 5;
    for (int l = 5; l >= 0; --l) {
        std::set<std::int64_t> unique;
        for (const CivilTime& c : dt) unique.insert(field(c, l));
        if (unique.size() > 1) {
            // Labels that show the year (January, or year 1) need no offset.
            if (l < 2 && unique.count(1)) show_offset = false;
            level = l;
            break;
        }
    }
    static const int zero_vals[6] = {0, 1, 1, 0, 0, 0};
    for (const CivilTime& c : dt) {
        const bool zero = level < 5 ? field(c, level) == zero_vals[level] : (c.second == 0 && c.micro == 0);
        out.labels.push_back(strftime_like(c, zero ? zero_fmts[level] : fmts[level]));
    }
    if (level >= 5) {
        // Fractions of seconds share their decimals: strip the zeros all end with.
        std::size_t trailing = std::string::npos;
        for (const std::string& s : out.labels) {
            if (s.find('.') == std::string::npos) continue;
            const std::size_t last = s.find_last_not_of('0');
            trailing = std::min(trailing, s.size() - 1 - last);
        }
        if (trailing != std::string::npos && trailing > 0) {
            for (std::string& s : out.labels) {
                if (s.find('.') == std::string::npos) continue;
                s.erase(s.size() - trailing);
                if (!s.empty() && s.back() == '.') s.pop_back();
            }
        }
    }
    if (show_offset) out.offset = strftime_like(dt.back(), offset_fmts[level]);
    return out;
}

}  // namespace detail

namespace {

constexpr double kUsPerSecondD = 1e6;

// The first and last microsecond of years 1 to 9999 (the scale's calendar).
constexpr std::int64_t kFirstUs = -62135596800LL * 1000000;         // 0001-01-01 00:00:00
constexpr std::int64_t kLastUs = 253402300800LL * 1000000 - 1;       // 9999-12-31 23:59:59.999999

std::string date_text(std::int64_t local_us) {
    const detail::CivilTime c = detail::civil_from_us(local_us);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04lld-%02d-%02d %02d:%02d:%02d", static_cast<long long>(c.year), c.month, c.day,
                  c.hour, c.minute, c.second);
    return buf;
}

}  // namespace

double epoch_seconds(int year, int month, int day, int hour, int minute, double second) {
    auto bad = [](const char* what, double v, const char* range) {
        throw Error(std::string("epoch_seconds: ") + what + " must be " + range + ", got " + detail::shortest(v));
    };
    if (year < 1 || year > 9999) bad("year", year, "1 to 9999");
    if (month < 1 || month > 12) bad("month", month, "1 to 12");
    if (day < 1 || day > detail::days_in_month(year, month)) bad("day", day, "a day of that month");
    if (hour < 0 || hour > 23) bad("hour", hour, "0 to 23");
    if (minute < 0 || minute > 59) bad("minute", minute, "0 to 59");
    if (!(second >= 0 && second < 60)) bad("second", second, "finite, 0 to below 60");
    const double days = static_cast<double>(detail::days_from_civil(year, month, day));
    return days * 86400.0 + hour * 3600.0 + minute * 60.0 + second;
}

DateScale::DateScale(int utc_offset_minutes)
    : offset_min_(utc_offset_minutes) {
    if (offset_min_ <= -1440 || offset_min_ >= 1440)
        throw Error("DateScale: utc_offset_minutes must be between -1440 and 1440 (exclusive), got " +
                    std::to_string(offset_min_));
}

DateScale DateScale::zone(const std::string& name) {
    DateScale s;
    s.zone_ = detail::TimeZone::load(name);
    return s;
}

std::string DateScale::zone_name() const { return zone_ ? zone_->name() : std::string(); }

std::int64_t DateScale::to_local_us(std::int64_t utc_us) const {
    if (!zone_) return utc_us + static_cast<std::int64_t>(offset_min_) * 60 * 1000000;
    const std::int64_t s = detail::floor_div(utc_us, 1000000);
    return utc_us + zone_->offset_at(s) * 1000000;
}

std::int64_t DateScale::from_local_us(std::int64_t local_us) const {
    if (!zone_) return local_us - static_cast<std::int64_t>(offset_min_) * 60 * 1000000;
    const std::int64_t s = detail::floor_div(local_us, 1000000);
    return zone_->utc_from_wall(s) * 1000000 + (local_us - s * 1000000);
}

DateScale& DateScale::min_ticks(int n) {
    if (n < 1 || n > 1000) throw Error("DateScale::min_ticks: n must be 1 to 1000, got " + std::to_string(n));
    min_ticks_ = n;
    return *this;
}

DateScale& DateScale::max_ticks(int n) {
    if (n != 0 && (n < 2 || n > 1000))
        throw Error("DateScale::max_ticks: n must be 0 (matplotlib's per frequency) or 2 to 1000, got " + std::to_string(n));
    max_ticks_ = n;
    return *this;
}

std::string DateScale::name() const {
    std::string out = "date";
    if (zone_) out += "(" + zone_->name() + ")";
    if (offset_min_ != 0) {
        const int a = std::abs(offset_min_);
        char buf[32];
        std::snprintf(buf, sizeof buf, "(UTC%c%02d:%02d)", offset_min_ < 0 ? '-' : '+', a / 60, a % 60);
        out += buf;
    }
    if (min_ticks_ != 5) out += ", minticks=" + std::to_string(min_ticks_);
    if (max_ticks_ != 0) out += ", maxticks=" + std::to_string(max_ticks_);
    return out;
}

bool DateScale::accepts(double v) const {
    if (!std::isfinite(v)) return false;
    if (zone_) {
        // A day of margin for the zone's offset before converting exactly.
        if (v < static_cast<double>(kFirstUs) / kUsPerSecondD - 2 * 86400.0 ||
            v > static_cast<double>(kLastUs) / kUsPerSecondD + 2 * 86400.0)
            return false;
        const std::int64_t local = to_local_us(std::llround(v * kUsPerSecondD));
        return local >= kFirstUs && local <= kLastUs;
    }
    const double local = v + offset_min_ * 60.0;
    // The end as the first second of year 10000: its last microsecond rounds to it as a double.
    return local >= static_cast<double>(kFirstUs) / kUsPerSecondD && local < static_cast<double>(kLastUs + 1) / kUsPerSecondD;
}

double DateScale::lowest() const {
    if (zone_) return static_cast<double>(from_local_us(kFirstUs)) / kUsPerSecondD;
    return static_cast<double>(kFirstUs) / kUsPerSecondD - offset_min_ * 60.0; }

namespace {

// The ticks of the range in local microseconds (extended as matplotlib's
// locator gives them to the formatter) and their labels.
struct DateTicks {
    std::vector<std::int64_t> inst;  // instants, microseconds since the epoch
    detail::ConciseLabels text;
    std::int64_t lo = 0, hi = 0;     // the view, same unit
};

// ToLocal and FromLocal: the scale's instant <-> wall clock conversions. The
// locator works on the wall clock (as matplotlib's rrule on naive datetimes),
// its ticks are instants read back with fold=0 and labelled at their wall time.
template <class ToLocal, class FromLocal>
DateTicks date_ticks(const DateScale& s, double lo, double hi, const char* func, ToLocal to_local,
                     FromLocal from_local) {
    for (double v : {lo, hi}) {
        if (!s.accepts(v))
            throw Error(std::string(func) + ": " + (std::isfinite(v) ? "" : "non-finite ") + "value " +
                            detail::shortest(v) + " s is outside the dates DateScale can show (years 1 to 9999)",
                        ErrorKind::data);
    }
    if (lo > hi) std::swap(lo, hi);
    DateTicks out;
    out.lo = std::llround(lo * kUsPerSecondD);
    out.hi = std::llround(hi * kUsPerSecondD);
    const std::int64_t wall_lo = to_local(out.lo), wall_hi = to_local(out.hi);
    const detail::DateTickCounts counts{s.min_ticks(), s.max_ticks()};
    std::vector<std::int64_t> local = detail::date_tick_values(wall_lo, wall_hi, counts);
    // A view of less than the repeated hour across a fall-back change ends
    // earlier on the wall clock than it starts: matplotlib's rrule finds
    // nothing between them and RRuleLocator ticks the view's ends.
    if (wall_lo > wall_hi && detail::choose_date_locator(wall_lo, wall_hi, counts).freq != 6) local.clear();
    // The first year tick can fall before year 1: the rule has none there.
    local.erase(std::remove_if(local.begin(), local.end(), [](std::int64_t t) { return t < kFirstUs || t > kLastUs; }),
                local.end());
    for (std::int64_t t : local) out.inst.push_back(from_local(t));
    if (out.inst.empty()) out.inst = {out.lo, out.hi};  // RRuleLocator's fallback: the view's ends
    std::vector<std::int64_t> wall;
    for (std::int64_t t : out.inst) wall.push_back(to_local(t));
    out.text = detail::concise_date_labels(wall);
    return out;
}

}  // namespace

std::vector<Tick> DateScale::ticks(double lo, double hi, int /*max_major*/) const {
    const DateTicks d = date_ticks(
        *this, lo, hi, "DateScale::ticks", [this](std::int64_t u) { return to_local_us(u); },
        [this](std::int64_t w) { return from_local_us(w); });
    std::vector<Tick> out;
    for (std::size_t i = 0; i < d.inst.size(); ++i) {
        if (d.inst[i] < d.lo || d.inst[i] > d.hi) continue;  // the locator's extra ticks beyond the view
        out.push_back({static_cast<double>(d.inst[i]) / kUsPerSecondD, d.text.labels[i], true});
    }
    return out;
}

std::string DateScale::offset_text(double lo, double hi, int /*max_major*/) const {
    return date_ticks(
               *this, lo, hi, "DateScale::offset_text", [this](std::int64_t u) { return to_local_us(u); },
               [this](std::int64_t w) { return from_local_us(w); })
        .text.offset;
}

std::string DateScale::format(double v) const {
    if (!accepts(v)) return format_general(v);
    return date_text(to_local_us(std::llround(v * kUsPerSecondD)));
}

std::pair<double, double> DateScale::widen_single_value(double t) const {
    const double two_years = 2 * 365 * 86400.0;
    return {t - two_years, t + two_years};
}

Scale::Scale(DateScale s) : impl_(std::make_shared<DateScale>(s)) {}

}  // namespace sqfig
