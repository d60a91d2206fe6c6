// The implementation of sqfig/output/format.hpp.
#include "sqfig/output/format.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>
#include "sqfig/core/error.hpp"
#include "sqfig/output/posix_file.hpp"

#include <fcntl.h>
#include <unistd.h>

namespace sqfig {

void flush_to_disk(const std::string& folder) {
    detail::require_no_nul(folder);
    const detail::UniqueFd fd{::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
    if (fd.get() < 0)
        throw Error("cannot flush \"" + folder + "\" to disk: " + detail::errno_text(errno), ErrorKind::output);
    if (::syncfs(fd.get()) != 0)
        throw Error("cannot flush \"" + folder + "\" to disk: " + detail::errno_text(errno), ErrorKind::output);
}

const char* format_name(Format f) {
    switch (f) {
        case Format::pdf: return "pdf";
        case Format::svg: return "svg";
        case Format::png: return "png";
        case Format::ps: return "ps";
    }
    return "";
}

const char* extension(Format f) {
    switch (f) {
        case Format::pdf: return ".pdf";
        case Format::svg: return ".svg";
        case Format::png: return ".png";
        case Format::ps: return ".ps";
    }
    return "";
}

Format format_from_path(const std::string& path) {
    const auto dot = path.find_last_of('.');
    const auto slash = path.find_last_of('/');
    std::string ext = dot == std::string::npos || (slash != std::string::npos && dot < slash) ? "" : path.substr(dot);
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (ext == ".pdf") return Format::pdf;
    if (ext == ".svg") return Format::svg;
    if (ext == ".png") return Format::png;
    if (ext == ".ps") return Format::ps;
    throw Error("cannot tell the output format of \"" + path + "\": use .pdf, .svg, .png or .ps");
}

std::optional<Format> format_from_name(const std::string& name) {
    for (Format f : all_formats)
        if (name == format_name(f)) return f;
    return std::nullopt;
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

long long creation_time(const Metadata& m) {
    // Out of range, gmtime_r fails or strftime writes a five-digit year: a
    // PDF reader then rejects the date or reads another one.
    const auto out_of_range = [](long long v) { return v < 0 || v > latest_creation_time; };
    if (m.creation_time) {
        if (out_of_range(*m.creation_time))
            throw Error("Metadata::creation_time " + std::to_string(*m.creation_time) +
                        " is outside 0 .. " + std::to_string(latest_creation_time) +
                        " (1970-01-01 .. 9999-12-31T23:59:59Z): PDF and PostScript dates have four-digit years");
        return *m.creation_time;
    }
    const char* env = std::getenv("SOURCE_DATE_EPOCH");
    if (!env || !*env) return default_creation_time;  // unset or empty: the fixed date
    // reproducible-builds.org: a malformed value is an error, not a silent fallback.
    const std::string value = env, shown = value.substr(0, 40);
    if (!std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; }))
        throw Error("SOURCE_DATE_EPOCH=\"" + shown + "\" is not a number of seconds since 1970 (digits only)");
    errno = 0;
    const long long v = std::strtoll(env, nullptr, 10);
    if (errno == ERANGE || out_of_range(v))
        throw Error("SOURCE_DATE_EPOCH=" + shown + " is outside 0 .. " + std::to_string(latest_creation_time) +
                    " (1970-01-01 .. 9999-12-31T23:59:59Z): PDF and PostScript dates have four-digit years");
    return v;
}

std::string iso8601(long long t) {
    std::time_t tt = static_cast<std::time_t>(t);
    std::tm tm{};
    if (!gmtime_r(&tt, &tm)) throw Error("creation date " + std::to_string(t) + ": not a representable UTC time");
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string ctime_text(long long t) {
    std::time_t tt = static_cast<std::time_t>(t);
    std::tm tm{};
    if (!gmtime_r(&tt, &tm)) throw Error("creation date " + std::to_string(t) + ": not a representable UTC time");
    char buf[64];
    std::strftime(buf, sizeof buf, "%a %b %d %H:%M:%S %Y", &tm);
    return buf;
}

}  // namespace detail
}  // namespace sqfig
