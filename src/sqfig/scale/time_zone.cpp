// The implementation of time_zone.hpp: a TZif (RFC 8536) reader, version 1
// (32-bit table) and versions 2 to 4 (64-bit table and the POSIX TZ footer
// rule for instants past the table).
#include "sqfig/scale/time_zone.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <utility>

#include "sqfig/core/error.hpp"
#include "sqfig/scale/date_ticks.hpp"

namespace sqfig::detail {

namespace {

// The largest TZif file read (the biggest in tzdata 2025 is under 5 KiB).
constexpr std::uintmax_t kMaxTzifBytes = 1 << 20;

std::int64_t floor_div_s(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// Big-endian reads with bounds checks; `ok` turns false past the end.
struct Reader {
    const std::string& s;
    std::size_t pos = 0;
    bool ok = true;
    bool has(std::size_t n) const { return ok && n <= s.size() - pos; }
    std::int64_t be(int bytes) {
        if (!has(static_cast<std::size_t>(bytes))) {
            ok = false;
            return 0;
        }
        std::uint64_t v = 0;
        for (int i = 0; i < bytes; ++i) v = (v << 8) | static_cast<unsigned char>(s[pos++]);
        if (bytes == 4) return static_cast<std::int32_t>(static_cast<std::uint32_t>(v));
        return static_cast<std::int64_t>(v);
    }
    void skip(std::size_t n) {
        if (!has(n)) {
            ok = false;
            return;
        }
        pos += n;
    }
};

// POSIX TZ pieces: a zone abbreviation, an offset or time "[+-]hh[:mm[:ss]]".
bool parse_abbr(const std::string& s, std::size_t& i) {
    if (i < s.size() && s[i] == '<') {
        const std::size_t end = s.find('>', i);
        if (end == std::string::npos) return false;
        i = end + 1;
        return true;
    }
    const std::size_t start = i;
    while (i < s.size() && std::isalpha(static_cast<unsigned char>(s[i]))) ++i;
    return i - start >= 3;
}

bool parse_hms(const std::string& s, std::size_t& i, std::int64_t& out) {
    int sign = 1;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) sign = s[i++] == '-' ? -1 : 1;
    std::int64_t parts[3] = {0, 0, 0};
    for (int p = 0; p < 3; ++p) {
        if (p > 0) {
            if (i >= s.size() || s[i] != ':') break;
            ++i;
        }
        const std::size_t start = i;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i - start < 3)
            parts[p] = parts[p] * 10 + (s[i++] - '0');
        if (i == start) return false;
    }
    if (parts[0] > 167 || parts[1] > 59 || parts[2] > 59) return false;
    out = sign * (parts[0] * 3600 + parts[1] * 60 + parts[2]);
    return true;
}

bool parse_int(const std::string& s, std::size_t& i, int& out, int lo, int hi) {
    const std::size_t start = i;
    out = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i - start < 4) out = out * 10 + (s[i++] - '0');
    return i > start && out >= lo && out <= hi;
}

bool parse_rule_date(const std::string& s, std::size_t& i, TzRuleDate& d) {
    if (i < s.size() && s[i] == 'M') {
        ++i;
        d.kind = 'M';
        if (!parse_int(s, i, d.month, 1, 12) || i >= s.size() || s[i++] != '.') return false;
        if (!parse_int(s, i, d.week, 1, 5) || i >= s.size() || s[i++] != '.') return false;
        if (!parse_int(s, i, d.weekday, 0, 6)) return false;
    } else if (i < s.size() && s[i] == 'J') {
        ++i;
        d.kind = 'J';
        if (!parse_int(s, i, d.day, 1, 365)) return false;
    } else {
        d.kind = 'D';
        if (!parse_int(s, i, d.day, 0, 365)) return false;
    }
    d.time = 7200;
    if (i < s.size() && s[i] == '/') {
        ++i;
        if (!parse_hms(s, i, d.time)) return false;
    }
    return true;
}

// The day (since 1970-01-01) a rule date falls on in year y.
std::int64_t rule_day(const TzRuleDate& d, std::int64_t y) {
    const std::int64_t jan1 = days_from_civil(y, 1, 1);
    if (d.kind == 'D') return jan1 + d.day;
    if (d.kind == 'J') {
        const bool leap = days_in_month(y, 2) == 29;
        return jan1 + d.day - 1 + (leap && d.day >= 60 ? 1 : 0);
    }
    const std::int64_t first = days_from_civil(y, d.month, 1);
    const std::int64_t wd = floor_div_s(first + 4, 7) * -7 + first + 4;  // 1970-01-01 was a Thursday (4)
    std::int64_t day = first + (d.weekday - wd + 7) % 7 + (d.week - 1) * 7;
    while (day - first >= days_in_month(y, d.month)) day -= 7;
    return day;
}

}  // namespace

// The footer: "STDoffset[DST[offset][,start[/time],end[/time]]]".
bool parse_tz_footer(const std::string& s, TimeZone& z) {
    if (s.empty()) return true;  // no rule: the last type holds after the table
    std::size_t i = 0;
    std::int64_t posix = 0;
    if (!parse_abbr(s, i) || !parse_hms(s, i, posix)) return false;
    z.has_rule_ = true;
    z.std_offset_ = -posix;  // POSIX offsets are west of Greenwich
    z.dst_offset_ = z.std_offset_;
    if (i == s.size()) return true;
    if (!parse_abbr(s, i)) return false;
    z.dst_offset_ = z.std_offset_ + 3600;
    if (i < s.size() && s[i] != ',') {
        if (!parse_hms(s, i, posix)) return false;
        z.dst_offset_ = -posix;
    }
    if (i == s.size()) return false;  // DST without a rule: RFC 8536 footers always give one
    if (s[i++] != ',' || !parse_rule_date(s, i, z.dst_start_)) return false;
    if (i >= s.size() || s[i++] != ',' || !parse_rule_date(s, i, z.dst_end_)) return false;
    z.rule_dst_ = true;
    return i == s.size();
}

std::shared_ptr<const TimeZone> TimeZone::parse(const std::string& name, const std::string& bytes,
                                                const std::string& what) {
    auto corrupt = [&](const std::string& why) {
        return Error("DateScale::zone: " + what + " is not a valid TZif file (" + why + ")", ErrorKind::data);
    };
    Reader r{bytes};
    auto header = [&](int& version, std::int64_t counts[6]) {
        if (!r.has(44) || bytes.compare(r.pos, 4, "TZif") != 0) throw corrupt("no TZif header");
        const char v = bytes[r.pos + 4];
        version = v == 0 ? 1 : v - '0';
        if (version < 1 || version > 4) throw corrupt("unknown version");
        r.skip(20);
        for (int k = 0; k < 6; ++k) counts[k] = r.be(4);
        for (int k = 0; k < 6; ++k)
            if (counts[k] < 0) throw corrupt("negative count");
    };
    int version = 1;
    std::int64_t c[6];  // isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt
    header(version, c);
    int time_size = 4;
    if (version >= 2) {
        // Skip the 32-bit block: the 64-bit one follows with its own header.
        const std::int64_t v1 = c[3] * 5 + c[4] * 6 + c[5] + c[2] * 8 + c[1] + c[0];
        if (!r.has(static_cast<std::size_t>(v1))) throw corrupt("truncated");
        r.skip(static_cast<std::size_t>(v1));
        header(version, c);
        time_size = 8;
    }
    const std::int64_t timecnt = c[3], typecnt = c[4];
    const std::int64_t need = timecnt * (time_size + 1) + typecnt * 6 + c[5] + c[2] * (time_size + 4) + c[1] + c[0];
    if (typecnt < 1) throw corrupt("no local time types");
    if (!r.has(static_cast<std::size_t>(need))) throw corrupt("truncated");
    auto z = std::make_shared<TimeZone>();
    z->name_ = name;
    for (std::int64_t k = 0; k < timecnt; ++k) z->trans_.push_back(r.be(time_size));
    for (std::int64_t k = 0; k < timecnt; ++k) {
        const std::int64_t idx = r.be(1);
        if (idx >= typecnt) throw corrupt("transition type out of range");
        z->trans_type_.push_back(static_cast<std::size_t>(idx));
    }
    for (std::int64_t k = 0; k < typecnt; ++k) {
        const std::int64_t off = r.be(4);
        r.skip(2);  // isdst, abbreviation index: labels do not show zone names
        if (off <= -25 * 3600 || off >= 26 * 3600) throw corrupt("UTC offset out of range");
        z->type_offset_.push_back(off);
    }
    if (!std::is_sorted(z->trans_.begin(), z->trans_.end())) throw corrupt("transitions out of order");
    z->before_offset_ = z->type_offset_[0];
    r.skip(static_cast<std::size_t>(c[5] + c[2] * (time_size + 4) + c[1] + c[0]));
    if (version >= 2) {
        if (!r.has(2) || bytes[r.pos] != '\n') throw corrupt("no footer");
        const std::size_t end = bytes.find('\n', r.pos + 1);
        if (end == std::string::npos) throw corrupt("unterminated footer");
        const std::string footer = bytes.substr(r.pos + 1, end - r.pos - 1);
        if (!parse_tz_footer(footer, *z)) throw corrupt("bad POSIX TZ rule \"" + footer + "\"");
    }
    return z;
}

std::int64_t TimeZone::rule_offset(std::int64_t utc) const {
    if (!rule_dst_) return std_offset_;
    const std::int64_t y = civil_from_us((utc + std_offset_) * 1000000).year;
    const std::int64_t start = rule_day(dst_start_, y) * 86400 + dst_start_.time - std_offset_;
    const std::int64_t end = rule_day(dst_end_, y) * 86400 + dst_end_.time - dst_offset_;
    const bool dst = start < end ? (utc >= start && utc < end) : !(utc >= end && utc < start);
    return dst ? dst_offset_ : std_offset_;
}

std::int64_t TimeZone::offset_at(std::int64_t utc) const {
    if (trans_.empty() || utc < trans_.front()) return trans_.empty() && has_rule_ ? rule_offset(utc) : before_offset_;
    if (has_rule_ && utc >= trans_.back()) return rule_offset(utc);
    const std::size_t k = static_cast<std::size_t>(std::upper_bound(trans_.begin(), trans_.end(), utc) - trans_.begin()) - 1;
    return type_offset_[trans_type_[k]];
}

std::int64_t TimeZone::utc_from_wall(std::int64_t wall) const {
    // The offsets within a day either side: a wall time is one of them.
    const std::int64_t offs[3] = {offset_at(wall - 86400), offset_at(wall), offset_at(wall + 86400)};
    bool found = false;
    std::int64_t best = 0;
    for (std::int64_t o : offs) {
        const std::int64_t u = wall - o;
        if (offset_at(u) != o) continue;
        if (!found || u < best) best = u;  // repeated: the first occurrence (fold=0)
        found = true;
    }
    if (found) return best;
    // Skipped by a change: read with the offset before it, as zoneinfo does.
    const std::int64_t hi = std::max({offs[0], offs[1], offs[2]});
    return wall - offset_at(wall - hi);
}

std::shared_ptr<const TimeZone> TimeZone::load(const std::string& name) {
    const bool bad_char = std::any_of(name.begin(), name.end(), [](char ch) {
        return !(std::isalnum(static_cast<unsigned char>(ch)) || ch == '/' || ch == '_' || ch == '-' || ch == '+' || ch == '.');
    });
    if (name.empty() || name.front() == '/' || name.front() == '.' || bad_char || name.find("..") != std::string::npos ||
        name.size() > 255)
        throw Error("DateScale::zone: \"" + name + "\" is not a time zone name (e.g. \"Europe/Berlin\")");
    const char* env = std::getenv("TZDIR");  // read only: no setenv anywhere
    const std::string dir = env && *env ? env : "/usr/share/zoneinfo";
    const std::string path = dir + "/" + name;
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const TimeZone>> cache;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        const auto it = cache.find(path);
        if (it != cache.end()) return it->second;
    }
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        throw Error("DateScale::zone: no tz database on this platform (no directory " + dir +
                    "; install the tzdata package or set TZDIR) for zone \"" + name + "\"");
    const std::string what = "zone \"" + name + "\" (file " + path + ")";
    if (!std::filesystem::is_regular_file(path, ec))
        throw Error("DateScale::zone: unknown time zone \"" + name + "\" (no file " + path + ")");
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec || size > kMaxTzifBytes)
        throw Error("DateScale::zone: " + what + " is unreadable or larger than 1 MiB", ErrorKind::data);
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in) throw Error("DateScale::zone: cannot read " + what, ErrorKind::data);
    auto z = parse(name, bytes.str(), what);
    const std::lock_guard<std::mutex> lock(mutex);
    return cache.emplace(path, std::move(z)).first->second;
}

}  // namespace sqfig::detail
