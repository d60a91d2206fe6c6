// A multi-page PDF or PostScript file written page by page: each page is
// laid out, drawn and handed to Cairo when it is added, and then forgotten,
// so memory stays flat however many pages there are (a Document keeps every
// page's scene until it is saved: about 63 KB a page).
//
// Saving stays all-or-nothing, as Document::save is: the pages go to a
// temporary file next to the target (src/sqfig/output/atomic_file.hpp), which
// finish() syncs (SaveOptions::sync_to_disk) and renames over it. Until
// then, and whenever anything fails (a page, the disk, finish() itself),
// the target is untouched; a writer destroyed without finish() removes its
// temporary file. A special file (/dev/stdout, a FIFO) is written to
// directly, as Document::save does.
//
// The file is the one Document::save writes for the same pages, byte for
// byte, with one exception: large palette images (heatmaps) stay plain RGB
// images, because making them indexed (output/pdf_indexed_images.hpp)
// rewrites objects on pages already written. With SaveOptions::compact_pdf,
// font hinting is removed at finish() from the end of the file alone (Cairo
// writes the fonts there).
//
// Threads: a writer is used by one thread at a time (like a file); distinct
// writers may run on distinct threads.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/detail/owned_state.hpp"
#include "sqfig/document.hpp"
#include "sqfig/figure.hpp"
#include "sqfig/output/format.hpp"

namespace sqfig {

/// Writes a PDF or PostScript document page by page (see the top of this
/// header). Movable, not copyable.
///
///     sqfig::DocumentWriter out("runs.pdf");
///     for (const Run& r : runs) out.add(chart_of(r));
///     out.finish();  // runs.pdf appears (or is replaced) only now
class SQFIG_API DocumentWriter {
public:
    /// Starts writing `path`, in the format of its extension (.pdf or .ps).
    /// `options.metadata` goes into the file; tight cropping is for figures.
    /// Throws sqfig::Error when the folder cannot take the file.
    explicit DocumentWriter(const std::string& path, const SaveOptions& options = {})
        : DocumentWriter(path, format_from_path(path), options) {}
    /// The same, in `format` (PDF or PostScript; sqfig::Error for the others).
    DocumentWriter(const std::string& path, Format format, const SaveOptions& options = {});

    /// Takes over another writer's file; the moved-from writer throws sqfig::Error
    /// when used (its page_count() is 0).
    DocumentWriter(DocumentWriter&&) noexcept;
    /// Takes over another writer's file; this writer's unfinished file is removed,
    /// as its destructor would.
    DocumentWriter& operator=(DocumentWriter&&) noexcept;
    /// Not copyable: a writer is one file being written.
    DocumentWriter(const DocumentWriter&) = delete;
    /// Not copy-assignable.
    DocumentWriter& operator=(const DocumentWriter&) = delete;
    /// Without finish(): the temporary file is removed, the target untouched.
    ~DocumentWriter();

    /// Draws `figure` as the next page, of the figure's own size. On an error
    /// laying it out (e.g. data a log axis cannot show) nothing is written and
    /// the writer goes on; an error writing (Cairo, the disk) ends it: every
    /// later call throws, and the target stays as it was.
    DocumentWriter& add(const Figure& figure);
    /// Draws `figure` laid out on a page of another size.
    DocumentWriter& add(const Figure& figure, Size page_size);
    /// Draws a page composed on its own (Page: figures, text, rules).
    DocumentWriter& add(const Page& page);

    /// Pages written so far.
    std::size_t page_count() const;

    /// Completes the file and puts it in place of the target. Throws
    /// sqfig::Error when there are no pages or anything fails; the target
    /// is then as it was before the writer started.
    void finish();

private:
    // The file being written (document_writer.cpp); deleting it removes
    // an unfinished file. Null once moved from.
    struct State;
    detail::owned_state<State> state_;

    void live(const char* doing) const;
};

}  // namespace sqfig
