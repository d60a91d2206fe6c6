// Output formats, save options and document metadata.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "sqfig/core/error.hpp"


namespace sqfig {

enum class Format { pdf, svg, png, ps };

/// Every format, in this order.
inline constexpr std::array<Format, 4> all_formats{Format::pdf, Format::svg, Format::png, Format::ps};

/// "pdf", "svg", "png", "ps": the name format_from_name() reads.
const char* format_name(Format f);

/// The file name extension, with its dot: ".pdf".
const char* extension(Format f);

/// The format a path's extension names (case-insensitive); throws for others.
Format format_from_path(const std::string& path);

/// Format from its name: "pdf", "svg", "png", "ps" (as format_name() spells them).
std::optional<Format> format_from_name(const std::string& name);

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

long long creation_time(const Metadata& m);

/// "2026-11-30T10:00:00Z" for a time_t in UTC.
std::string iso8601(long long t);

/// "Mon Nov 30 10:00:00 2026", the form PostScript's %%CreationDate uses.
std::string ctime_text(long long t);

}  // namespace detail
}  // namespace sqfig
