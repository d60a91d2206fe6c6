// Date/time axes (matplotlib's dates.py): values are seconds since the Unix
// epoch (1970-01-01 00:00:00 UTC, as a double), ticked as matplotlib's
// AutoDateLocator ticks them and labelled as its ConciseDateFormatter labels
// them, with the offset text ("2026-Jan") at the axis corner.
//
// Pure math: no Cairo, no Pango. Calendar arithmetic is the proleptic
// Gregorian calendar in integer microseconds (no C library time functions),
// so it is thread-safe and the same on every platform.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/scale/scale.hpp"

namespace sqfig {

namespace detail {
class TimeZone;
}

/// Seconds since the Unix epoch for a std::chrono point in time on the system
/// clock (`std::chrono::system_clock::now()`, C++20's `sys_days`, any
/// duration): the value a DateScale axis takes.
///
/// Written without naming std::chrono, so that this header need not include
/// the standard chrono header (a program that has a time point has): `TimePoint` is
/// a std::chrono::time_point whose clock has to_time_t (of the standard clocks,
/// only system_clock), and the value is duration<double>(...).count()'s: its
/// conversion is count * num / den too.
template <class TimePoint, class = decltype(TimePoint::clock::to_time_t(typename TimePoint::clock::time_point{}))>
double epoch_seconds(TimePoint t) {
    using Period = typename TimePoint::duration::period;
    return static_cast<double>(t.time_since_epoch().count()) * static_cast<double>(Period::num) /
           static_cast<double>(Period::den);
}

/// Seconds since the Unix epoch of a UTC calendar date and time
/// (proleptic Gregorian): epoch_seconds(2026, 1, 5, 12) is 2026-01-05 12:00 UTC.
/// Throws sqfig::Error (usage) unless 1 <= year <= 9999, 1 <= month <= 12,
/// 1 <= day <= the month's length, 0 <= hour < 24, 0 <= minute < 60 and
/// 0 <= second < 60.
SQFIG_API double epoch_seconds(int year, int month, int day, int hour = 0, int minute = 0, double second = 0);

/// A date/time axis (matplotlib's date axis with `mdates.AutoDateLocator` and
/// `mdates.ConciseDateFormatter`): `ax.x_scale(sqfig::DateScale{})`, data in
/// seconds since the Unix epoch (see epoch_seconds()). The transform is linear.
///
/// Ticks are AutoDateLocator's defaults (minticks 5, interval_multiples): the coarsest
/// of years, months, days, hours, minutes, seconds and microseconds that
/// gives at least 5 ticks, at the first interval of that frequency's list that
/// gives at most matplotlib's maxticks (years: 1, 2, 4, 5, 10, 20, 40, 50, 100,
/// ... up to 11 ticks; months: 1, 2, 3, 4, 6 up to 12; days: 1, 2, 4, 7, 14
/// up to 11; hours: 1, 2, 3, 4, 6, 12 up to 12; minutes and seconds: 1, 5, 10,
/// 15, 30 up to 11; microseconds: 1, 2, 5, 10, ... 1000000 up to 8), on
/// multiples of the interval (months 1, 4, 7, 10; hours 0, 6, 12, 18). Like
/// matplotlib, the count does not depend on the axis length (labels that would
/// touch are thinned as on every axis).
///
/// Labels are ConciseDateFormatter's: the ticks are labelled at the finest
/// level that changes among them (years "2026", months "Feb", days "05",
/// hours and minutes "12:00", seconds "05.25"), a tick at the start of the
/// next coarser level shows that instead ("2026" at January, "Feb" at the 1st,
/// "Jan-05" at midnight), and the axis shows the levels above in its offset
/// text ("2026", "2026-Jan", "2026-Jan-05", "2026-Jan-05 12:00"; none when the
/// labels show the year).
///
/// The calendar is UTC unless a fixed offset is given (`DateScale{60}` for
/// UTC+01:00) or a named zone with its daylight saving time
/// (`DateScale::zone("Europe/Berlin")`, read from the platform's tz database).
/// Values outside years 1 to 9999 (matplotlib's range) are not accepted, as
/// non-positive values on a log axis are not (a line or scatter refuses them
/// with an Error of kind data naming the date scale), and ticks() throws.
class SQFIG_API DateScale final : public ScaleTransform {
public:
    /// Dates in UTC shifted by `utc_offset_minutes` (-1440 < offset < 1440;
    /// 330 is UTC+05:30). Throws sqfig::Error (usage) outside that range.
    explicit DateScale(int utc_offset_minutes = 0);
    /// A named time zone of the platform's tz database ("Europe/Berlin",
    /// "America/New_York", "UTC"): the TZif file $TZDIR/name, else
    /// /usr/share/zoneinfo/name (Debian's tzdata), read by sqfig's own reader
    /// (thread-safe: no TZ, setenv or localtime) once per zone and cached.
    /// As matplotlib's `AutoDateLocator(tz=ZoneInfo(name))`, ticks are placed
    /// on the wall clock: a tick at a skipped time (02:00 on a spring-forward
    /// night) lands on the instant after the change, a repeated hour is
    /// ticked once (its first occurrence). Throws sqfig::Error: usage for a
    /// name that is not a zone name or has no file (naming both), or when the
    /// platform has no tz database; data for a file that is not valid TZif
    /// (or larger than 1 MiB).
    static DateScale zone(const std::string& name);
    /// The offset from UTC of the calendar the ticks are placed in, minutes
    /// (0 for a named zone).
    int utc_offset_minutes() const { return offset_min_; }
    /// The named zone, or "" for UTC or a fixed offset.
    std::string zone_name() const;
    /// AutoDateLocator's `minticks`: the coarsest frequency with at least `n`
    /// ticks is taken (default 5; matplotlib's documentation examples use 3).
    /// Throws sqfig::Error (usage) outside 1 to 1000.
    DateScale& min_ticks(int n);
    /// AutoDateLocator's `maxticks` as one int: the first interval giving at
    /// most `n` ticks, at every frequency (0, the default: matplotlib's per
    /// frequency, 11 or 12 or 8). Throws sqfig::Error (usage) unless 0 or 2 to 1000.
    DateScale& max_ticks(int n);
    /// The minticks in force.
    int min_ticks() const { return min_ticks_; }
    /// The maxticks in force; 0: matplotlib's per frequency.
    int max_ticks() const { return max_ticks_; }

    /// "date" for UTC, "date(UTC+05:30)" with an offset, "date(Europe/Berlin)"
    /// with a zone; ", minticks=3",
    /// ", maxticks=7" added where they are not the defaults.
    std::string name() const override;
    /// v itself (seconds).
    double forward(double v) const override { return v; }
    /// t itself.
    double inverse(double t) const override { return t; }
    /// Whether v is finite and inside years 1 to 9999 of the scale's calendar.
    bool accepts(double v) const override;
    /// The first second of year 1.
    double lowest() const override;
    /// The ticks described above. Throws sqfig::Error (data) if lo or hi is
    /// not accepted.
    std::vector<Tick> ticks(double lo, double hi, int max_major) const override;
    /// ConciseDateFormatter's offset text for the same ticks: "2026-Jan".
    std::string offset_text(double lo, double hi, int max_major) const override;
    /// A tick the user placed: "2026-01-05 12:00:00" (":00" seconds shown).
    std::string format(double v) const override;
    /// matplotlib's: two years of 365 days on each side.
    std::pair<double, double> widen_single_value(double t) const override;

private:
    // Microseconds since the epoch <-> the scale's wall-clock microseconds.
    std::int64_t to_local_us(std::int64_t utc_us) const;
    std::int64_t from_local_us(std::int64_t local_us) const;

    int offset_min_;
    std::shared_ptr<const detail::TimeZone> zone_;  // null: UTC plus offset_min_
    int min_ticks_ = 5;  // AutoDateLocator's default minticks
    int max_ticks_ = 0;  // 0: its maxticks per frequency
};

}  // namespace sqfig
