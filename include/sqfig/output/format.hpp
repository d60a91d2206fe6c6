// Output formats, save options and document metadata.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"


namespace sqfig {

/// An output file format.
enum class Format { pdf, svg, png, ps };
/// \var Format::pdf
/// PDF (vector); holds every Metadata field.
/// \var Format::svg
/// SVG (vector).
/// \var Format::png
/// PNG (pixels, SaveOptions::dpi of them per inch).
/// \var Format::ps
/// PostScript (vector); of Metadata, holds the title and the date.

/// Every format, in this order.
inline constexpr std::array<Format, 4> all_formats{Format::pdf, Format::svg, Format::png, Format::ps};

/// "pdf", "svg", "png", "ps": the name format_from_name() reads.
SQFIG_API const char* format_name(Format f);

/// The file name extension, with its dot: ".pdf".
SQFIG_API const char* extension(Format f);

/// The format a path's extension names (case-insensitive); throws sqfig::Error for others.
SQFIG_API Format format_from_path(const std::string& path);

/// Format from its name: "pdf", "svg", "png", "ps" (as format_name() spells them).
/// Empty for any other name (case-sensitive).
SQFIG_API std::optional<Format> format_from_name(const std::string& name);

/// What a saved file says about itself: title, author, subject, creator and date.
struct SQFIG_API Metadata {
    /// \var title
    /// Document title (empty: none).
    /// \var author
    /// Author (empty: none).
    /// \var subject
    /// Subject (empty: none).
    std::string title, author, subject;
    /// The program that made the file; empty: `"sqfig <version>"`.
    std::string creator;
    /// Creation date, seconds since 1970 (UTC). Unset: SOURCE_DATE_EPOCH when
    /// that is set, else a fixed date, so the same input gives the same bytes.
    /// Either must lie in 0 .. 253402300799 (9999-12-31T23:59:59Z): PDF and
    /// PostScript dates have four-digit years, and saving throws sqfig::Error
    /// naming the value otherwise (a malformed SOURCE_DATE_EPOCH too).
    std::optional<long long> creation_time;
};

/// How save() and to_bytes() write a file.
struct SQFIG_API SaveOptions {
    /// Resolution of a PNG, pixels per inch (default 150); other formats ignore it.
    double dpi = 150;
    /// Crop the page to what is drawn, plus `pad` (matplotlib's bbox_inches='tight');
    /// for figures only, a Document throws sqfig::Error for it (default off).
    bool tight = false;
    /// Border kept around the drawing with `tight`, points (default 4).
    double pad = 4;
    /// Title, author, subject, creator and date written into the file; a figure's
    /// own metadata() fills the fields left empty.
    Metadata metadata;
    /// PDF only: rewrite the file Cairo wrote, smaller: the embedded
    /// TrueType fonts lose the hinting programs Cairo copies into them
    /// (HarfBuzz's subsetter; the glyph outlines are the same, so a chart's
    /// PDF is about 40% smaller). Only rasterizers that run TrueType hinting
    /// (Ghostscript, by default) can place stems differently at screen
    /// resolutions. Off by default: the fonts are as Cairo wrote them.
    /// (Either way, large palette images such as heatmaps are indexed
    /// images in a PDF that save() and to_bytes() write: the same pixels,
    /// a third of the image bytes to compress.)
    bool compact_pdf = false;
    /// save() only: fsync the new file before it replaces the old one, so a
    /// power loss leaves the old or the new file, never an empty one. On by
    /// default; off saves the disk flush (about 1.2x faster saves on ext4)
    /// where losing the newest figure to a power cut is acceptable. Either
    /// way a failed save leaves the old file as it was.
    bool sync_to_disk = true;
};

/// Makes a batch of files durable at once: flushes the file system holding
/// `folder` to disk (one syncfs). Save many figures with
/// `SaveOptions::sync_to_disk = false`, then call this once: each file is
/// then as safe as a synced save() made it, for one disk flush instead of
/// one a file. Throws sqfig::Error (ErrorKind::output) naming the folder
/// when it cannot be opened or flushed.
SQFIG_API void flush_to_disk(const std::string& folder);

namespace detail {

/// The fixed date used when neither the caller nor SOURCE_DATE_EPOCH sets
/// one: 2000-01-01T00:00:00Z.
inline constexpr long long default_creation_time = 946684800;

/// The last second a four-digit year holds: 9999-12-31T23:59:59Z.
inline constexpr long long latest_creation_time = 253402300799;

/// The creation date a file gets (see Metadata::creation_time); throws
/// sqfig::Error for a date out of range or a malformed SOURCE_DATE_EPOCH.
long long creation_time(const Metadata& m);

/// "2026-11-30T10:00:00Z" for a time_t in UTC.
std::string iso8601(long long t);

/// "Mon Nov 30 10:00:00 2026", the form PostScript's %%CreationDate uses.
std::string ctime_text(long long t);

}  // namespace detail
}  // namespace sqfig
