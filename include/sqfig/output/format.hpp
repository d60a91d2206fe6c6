// Output formats, save options and document metadata.
#pragma once

#include <array>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>

#include "sqfig/core/error.hpp"

namespace sqfig {

enum class Format { pdf, svg, png, ps };

/// Every format, in this order.
inline constexpr std::array<Format, 4> all_formats{Format::pdf, Format::svg, Format::png, Format::ps};

/// "pdf", "svg", "png", "ps": the name format_from_name() reads.
inline const char* format_name(Format f) {
    switch (f) {
        case Format::pdf: return "pdf";
        case Format::svg: return "svg";
        case Format::png: return "png";
        case Format::ps: return "ps";
    }
    return "";
}

/// The file name extension, with its dot: ".pdf".
inline const char* extension(Format f) {
    switch (f) {
        case Format::pdf: return ".pdf";
        case Format::svg: return ".svg";
        case Format::png: return ".png";
        case Format::ps: return ".ps";
    }
    return "";
}

/// The format a path's extension names (case-insensitive); throws for others.
inline Format format_from_path(const std::string& path) {
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

/// Format from its name: "pdf", "svg", "png", "ps" (as format_name() spells them).
inline std::optional<Format> format_from_name(const std::string& name) {
    for (Format f : all_formats)
        if (name == format_name(f)) return f;
    return std::nullopt;
}

struct Metadata {
    std::string title, author, subject;
    std::string creator;  // empty: "sqfig <version>"
    /// Creation date, seconds since 1970 (UTC). Unset: SOURCE_DATE_EPOCH when
    /// that is set, else a fixed date, so the same input gives the same bytes.
    std::optional<long long> creation_time;
};

struct SaveOptions {
    double dpi = 150;        // PNG only
    bool tight = false;      // crop the page to what is drawn, plus `pad`
    double pad = 4;          // points, with tight
    Metadata metadata;
    /// PDF only: keep the TrueType hinting programs Cairo copies into each
    /// embedded font. Off by default: without them a
    /// chart's PDF is about 40% smaller, and the glyph outlines are the same;
    /// only rasterizers that run TrueType hinting (Ghostscript, by default)
    /// can place stems differently at screen resolutions.
    bool keep_font_hinting = false;
    /// save() only: fsync the new file before it replaces the old one, so a
    /// power loss leaves the old or the new file, never an empty one. On by
    /// default; off saves the disk flush (about 1.2x faster saves on ext4)
    /// where losing the newest figure to a power cut is acceptable. Either
    /// way a failed save leaves the old file as it was.
    bool sync_to_disk = true;
};

namespace detail {

/// The fixed date used when neither the caller nor SOURCE_DATE_EPOCH sets one.
inline constexpr long long default_creation_time = 946684800;  // 2000-01-01T00:00:00Z

inline long long creation_time(const Metadata& m) {
    if (m.creation_time) return *m.creation_time;
    if (const char* env = std::getenv("SOURCE_DATE_EPOCH")) {
        char* end = nullptr;
        const long long v = std::strtoll(env, &end, 10);
        if (end && *end == '\0' && end != env && v >= 0) return v;
    }
    return default_creation_time;
}

/// "2026-11-30T10:00:00Z" for a time_t in UTC.
inline std::string iso8601(long long t) {
    std::time_t tt = static_cast<std::time_t>(t);
    std::tm tm{};
    gmtime_r(&tt, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

/// "Mon Nov 30 10:00:00 2026", the form PostScript's %%CreationDate uses.
inline std::string ctime_text(long long t) {
    std::time_t tt = static_cast<std::time_t>(t);
    std::tm tm{};
    gmtime_r(&tt, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%a %b %d %H:%M:%S %Y", &tm);
    return buf;
}

}  // namespace detail
}  // namespace sqfig
