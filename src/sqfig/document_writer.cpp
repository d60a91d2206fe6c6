// The implementation of sqfig/document_writer.hpp.
#include "sqfig/document_writer.hpp"

#include <cairo.h>
#include <cerrno>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include "sqfig/core/error.hpp"
#include "sqfig/document.hpp"
#include "sqfig/figure.hpp"
#include "sqfig/output/atomic_file.hpp"
#include "sqfig/output/format.hpp"
#include "sqfig/output/pdf_font_hinting.hpp"
#include "sqfig/output/surface_writer.hpp"
#include "sqfig/render.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

// Everything Cairo's write callback reaches: on the heap, so that moving
// the writer does not move it.
struct DocumentWriter::State {
    std::string path, what;
    Format format;
    SaveOptions options;
    long long when;
    detail::AtomicFile file;  // a temporary file renamed into place, or a device or FIFO written in place
    detail::SurfacePtr surface;
    std::size_t pages = 0;
    std::string buffer;  // written to the file by flush()
    bool broken = false, finished = false;
    std::string write_error;  // why the callback failed, for the exception
    // PDF: what Cairo writes in cairo_surface_finish (fonts, page tree,
    // cross-references), held back for the font-hinting pass; `written`
    // is where it starts.
    bool holding_tail = false;
    std::string tail;
    std::size_t written = 0;
    // PS: Cairo writes the whole file at finish; its header is held back
    // until its creation date can be replaced (detail::fix_ps_date).
    bool ps_header_done = false;
    std::string ps_header;

    State(const State&) = delete;
    State& operator=(const State&) = delete;
    ~State() {
        if (!finished) fail();
    }

    State(const std::string& target, Format f, const SaveOptions& opt);

    // `target`, once the format and options are known to make a document
    // (before the file is created).
    static const std::string& checked(const std::string& target, Format f, const SaveOptions& opt);

    // Cairo writes a page in ~40 small pieces: gathered into 64 KB writes.
    void emit(std::string_view bytes);
    void flush();

    static cairo_status_t on_write(void* closure, const unsigned char* data, unsigned int length);

    void flush_ps_header();

    // A Cairo failure, with the write error behind it when there is one.
    void check(cairo_status_t s);

    void draw(const Scene& scene);

    void finish();

    // After a failure nothing more is written, and the staged file goes.
    void fail() noexcept;
};

DocumentWriter::DocumentWriter(const std::string& path, Format format, const SaveOptions& options)
    : state_(new State(path, format, options)) {}

DocumentWriter::DocumentWriter(DocumentWriter&&) noexcept = default;
// An unfinished file of this writer is removed, as its destructor would.
DocumentWriter& DocumentWriter::operator=(DocumentWriter&&) noexcept = default;
DocumentWriter::~DocumentWriter() = default;

std::size_t DocumentWriter::page_count() const { return state_ ? state_->pages : 0; }

DocumentWriter& DocumentWriter::add(const Figure& figure) { return add(figure, figure.size()); }

DocumentWriter& DocumentWriter::add(const Figure& figure, Size page_size) {
    live("add a page");
    Page p(page_size);
    p.place(figure, {0, 0, page_size.width, page_size.height});
    return add(p);
}

DocumentWriter& DocumentWriter::add(const Page& page) {
    live("add a page");
    state_->draw(page.scene());
    return *this;
}

void DocumentWriter::finish() {
    live("finish");
    state_->finish();
}

const std::string& DocumentWriter::State::checked(const std::string& target, Format f, const SaveOptions& opt) {
    const std::string what = "\"" + target + "\"";
    if (f != Format::pdf && f != Format::ps)
        throw Error(what + ": a document is written page by page to PDF or PostScript only");
    if (opt.tight) throw Error(what + ": a document keeps its page sizes (tight is for figures)");
    return target;
}

DocumentWriter::State::State(const std::string& target, Format f, const SaveOptions& opt)
    : path(target), what("\"" + target + "\""), format(f), options(opt),
              when(detail::creation_time(opt.metadata)),
              file(checked(target, f, opt), opt.sync_to_disk ? detail::Sync::yes : detail::Sync::no) {}

void DocumentWriter::State::emit(std::string_view bytes) {
    buffer.append(bytes);
    written += bytes.size();
    if (buffer.size() >= 65536) flush();
}

void DocumentWriter::State::flush() {
    if (buffer.empty()) return;
    file.write(buffer);
    buffer.clear();
}

cairo_status_t DocumentWriter::State::on_write(void* closure, const unsigned char* data, unsigned int length) {
    auto* self = static_cast<State*>(closure);
    if (self->broken) return CAIRO_STATUS_WRITE_ERROR;  // failed or given up: write nothing more
    const std::string_view bytes(reinterpret_cast<const char*>(data), length);
    try {
        if (self->holding_tail) {
            self->tail.append(bytes);
        } else if (self->format == Format::ps && !self->ps_header_done) {
            self->ps_header.append(bytes);
            // The date is in the first lines; 64 KB without it: leave it.
            const auto at = self->ps_header.find("%%CreationDate: ");
            if ((at != std::string::npos && self->ps_header.find('\n', at) != std::string::npos) ||
                self->ps_header.size() > 65536)
                self->flush_ps_header();
        } else {
            self->emit(bytes);
        }
        return CAIRO_STATUS_SUCCESS;
    } catch (const std::exception& e) {
        if (self->write_error.empty()) self->write_error = e.what();
        return CAIRO_STATUS_WRITE_ERROR;
    }
}

void DocumentWriter::State::flush_ps_header() {
    ps_header_done = true;
    detail::fix_ps_date(ps_header, when);
    emit(ps_header);
    std::string().swap(ps_header);
}

void DocumentWriter::State::check(cairo_status_t s) {
    if (s == CAIRO_STATUS_SUCCESS) return;
    broken = true;
    throw Error(write_error.empty() ? what + ": " + cairo_status_to_string(s) : write_error, ErrorKind::output);
}

void DocumentWriter::State::draw(const Scene& scene) {
    try {
        if (!surface) {
            // Made with the first page's size, as render_vector_pages does.
            surface = detail::vector_surface(format, scene.page, options, &State::on_write, this, nullptr);
            check(cairo_surface_status(surface.get()));
        }
        detail::start_page(surface.get(), format, pages, scene.page);
        {
            detail::CairoPtr cr{cairo_create(surface.get())};
            render(cr.get(), scene);
            check(cairo_status(cr.get()));
            cairo_show_page(cr.get());
            check(cairo_status(cr.get()));
        }
        check(cairo_surface_status(surface.get()));
        ++pages;
    } catch (...) {
        fail();
        throw;
    }
}

void DocumentWriter::State::finish() {
    try {
        if (pages == 0) throw Error(what + ": the document has no pages");
        holding_tail = format == Format::pdf && options.compact_pdf;
        const std::size_t tail_at = written;
        cairo_surface_finish(surface.get());
        check(cairo_surface_status(surface.get()));
        holding_tail = false;
        if (format == Format::pdf && options.compact_pdf) {
            if (std::optional<std::string> lighter = detail::pdf::strip_font_hinting_from(tail, tail_at))
                tail = std::move(*lighter);
            emit(tail);
            std::string().swap(tail);
        }
        if (format == Format::ps && !ps_header_done) flush_ps_header();
        flush();
        surface.reset();
        file.commit();
        finished = true;
    } catch (...) {
        fail();
        throw;
    }
}

void DocumentWriter::State::fail() noexcept {
    broken = true;
    holding_tail = false;
    surface.reset();
    file.discard();
}

void DocumentWriter::live(const char* doing) const {
    if (!state_) throw Error(std::string("cannot ") + doing + ": the document writer was moved from");
    if (state_->finished) throw Error(std::string("cannot ") + doing + ": " + state_->what + " is already finished");
    if (state_->broken)
        throw Error(std::string("cannot ") + doing + ": writing " + state_->what + " failed earlier");
}

}  // namespace sqfig
