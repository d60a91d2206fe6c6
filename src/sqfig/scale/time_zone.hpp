// A named time zone read from the platform's tz database (TZif files under
// $TZDIR or /usr/share/zoneinfo) by a small reader of our own: no setenv,
// TZ or localtime, so it is thread-safe. Used by DateScale::zone().
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace sqfig::detail {

// A POSIX TZ rule's transition date (RFC 8536 footer): Mm.w.d, Jn or n.
struct TzRuleDate {
    char kind = 'M';     // 'M' month/week/day, 'J' Julian 1..365 (no Feb 29), 'D' zero-based day
    int month = 0, week = 0, weekday = 0, day = 0;
    std::int64_t time = 7200;  // seconds after local midnight (may be negative or past 24 h)
};

class TimeZone {
public:
    // The zone's data, loaded once per (directory, name) and shared. Throws
    // sqfig::Error: usage for a bad or unknown name, data for a corrupt file,
    // usage when the platform has no tz database.
    static std::shared_ptr<const TimeZone> load(const std::string& name);
    // Parses TZif bytes (exposed for tests); `what` names zone and file in errors.
    static std::shared_ptr<const TimeZone> parse(const std::string& name, const std::string& bytes,
                                                 const std::string& what);

    const std::string& name() const { return name_; }
    // The UTC offset in seconds at an instant (seconds since the epoch).
    std::int64_t offset_at(std::int64_t utc) const;
    // The instant of a wall-clock time (seconds since 1970-01-01 00:00 of the
    // local calendar) as Python's zoneinfo with fold=0: a repeated time is
    // its first occurrence, a skipped one takes the offset before the change.
    std::int64_t utc_from_wall(std::int64_t wall) const;

private:
    std::string name_;
    std::vector<std::int64_t> trans_;          // transition instants, ascending
    std::vector<std::size_t> trans_type_;      // the type in force from each
    std::vector<std::int64_t> type_offset_;    // each type's UTC offset
    std::int64_t before_offset_ = 0;           // before the first transition
    bool has_rule_ = false;                    // the footer's rule, past the table
    bool rule_dst_ = false;                    // the rule has daylight saving time
    std::int64_t std_offset_ = 0, dst_offset_ = 0;
    TzRuleDate dst_start_, dst_end_;

    std::int64_t rule_offset(std::int64_t utc) const;
    friend bool parse_tz_footer(const std::string& s, TimeZone& z);
};

}  // namespace sqfig::detail
