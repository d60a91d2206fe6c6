// The calendar arithmetic, locator and concise labels behind DateScale
// (date_scale.cpp), in integer microseconds of the scale's local calendar.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sqfig::detail {

// A proleptic Gregorian date and time of day.
struct CivilTime {
    std::int64_t year = 1970;
    int month = 1, day = 1, hour = 0, minute = 0, second = 0, micro = 0;
};

// Days since 1970-01-01 of a date.
std::int64_t days_from_civil(std::int64_t y, int m, int d);
// Days in month m (1..12) of year y.
int days_in_month(std::int64_t y, int m);
// Microseconds since 1970-01-01 00:00 -> date and time, and back.
CivilTime civil_from_us(std::int64_t us);
std::int64_t us_from_civil(const CivilTime& c);
// Earlier in time.
bool operator<(const CivilTime& a, const CivilTime& b);

// AutoDateLocator's choice: freq 0 years, 1 months, 2 days, 3 hours,
// 4 minutes, 5 seconds, 6 microseconds; the interval in that unit.
struct DateLocatorChoice {
    int freq = 0;
    std::int64_t interval = 1;
};
// AutoDateLocator's minticks and maxticks (0: its own per frequency).
struct DateTickCounts {
    std::int64_t min = 5;
    std::int64_t max = 0;
};
DateLocatorChoice choose_date_locator(std::int64_t a, std::int64_t b, DateTickCounts counts);

// The tick instants matplotlib's locator returns for [a, b] (its formatter
// sees them all; years and microseconds reach one step beyond the view).
std::vector<std::int64_t> date_tick_values(std::int64_t a, std::int64_t b, DateTickCounts counts);

// ConciseDateFormatter.format_ticks: one label per tick and the offset text.
struct ConciseLabels {
    std::vector<std::string> labels;
    std::string offset;
};
ConciseLabels concise_date_labels(const std::vector<std::int64_t>& ticks);

}  // namespace sqfig::detail
