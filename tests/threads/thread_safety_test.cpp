// The thread rule (README "Threads"), as tested here:
//  - the const methods of one Figure (to_bytes, save, draw into a context of
//    each thread's own, scene, collisions) and of one Document (to_bytes) may
//    run on several threads at once;
//  - copies of a Document (values) may be used and changed on separate
//    threads; so may distinct Figures, wherever they were made, and Scenes,
//    also after their Figure and the thread that made it are gone;
//  - every result is what a single thread gets (same bytes, same pixels),
//    also for a batch drawn by draw_all().
// Catch2 v2 assertions are not thread-safe: the threads only collect their
// results (or exceptions), which the main thread checks after joining.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <cairo-ft.h>
#include <cairo.h>
#include <dlfcn.h>
#include <glib.h>

#include "../support/files.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>
#include <sqfig/detail/handles.hpp>
#include <sqfig/text/text_engine.hpp>

using namespace sqfig;
namespace fs = std::filesystem;

// Pango makes a cairo font face for each font it loads, with this function.
// The definition below takes the place of cairo's in the whole test program
// (a program's own symbols come first). Cairo keeps a font file's faces on a
// list it changes without a lock, so sqfig makes fonts one thread at a time
// (text_engine.hpp, FontLifeLock): this counts the calls made without that
// lock and the calls that overlap. While `slow` is set each call lasts 2 ms
// more, so that calls from threads making fonts at once would overlap all
// but surely.
namespace face_calls {
std::atomic<int> inside{0};
std::atomic<int> calls{0};
std::atomic<int> overlaps{0};
std::atomic<int> unlocked{0};
std::atomic<bool> slow{false};
}  // namespace face_calls

extern "C" cairo_font_face_t* cairo_ft_font_face_create_for_pattern(FcPattern* pattern) {
    using Real = cairo_font_face_t* (*)(FcPattern*);
    static const auto real = reinterpret_cast<Real>(::dlsym(RTLD_NEXT, "cairo_ft_font_face_create_for_pattern"));
    if (face_calls::inside.fetch_add(1) > 0) face_calls::overlaps.fetch_add(1);
    face_calls::calls.fetch_add(1);
    if (!sqfig::detail::FontLifeLock::held()) face_calls::unlocked.fetch_add(1);
    if (face_calls::slow) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    cairo_font_face_t* face = real(pattern);
    face_calls::inside.fetch_sub(1);
    return face;
}

namespace {

constexpr int kThreads = 8;

/// GLib/Pango criticals and warnings logged on any thread while it lives: a
/// Pango object used by two threads at once often shows as one of these
/// ("g_queue_push_head_link: assertion ... failed") before it crashes.
class GLibComplaints {
public:
    GLibComplaints() { previous_ = g_log_set_default_handler(&GLibComplaints::handler, this); }
    ~GLibComplaints() { g_log_set_default_handler(previous_, nullptr); }
    GLibComplaints(const GLibComplaints&) = delete;
    GLibComplaints& operator=(const GLibComplaints&) = delete;
    std::vector<std::string> messages() const {
        std::lock_guard<std::mutex> lock(mutex_);
        return messages_;
    }

private:
    static void handler(const gchar* domain, GLogLevelFlags level, const gchar* message, gpointer self) {
        if (!(level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))) return;
        auto* me = static_cast<GLibComplaints*>(self);
        std::lock_guard<std::mutex> lock(me->mutex_);
        me->messages_.push_back(std::string(domain ? domain : "?") + ": " + (message ? message : ""));
    }
    GLogFunc previous_ = nullptr;
    mutable std::mutex mutex_;
    std::vector<std::string> messages_;
};

/// What one thread returned, or the exception it threw.
struct Outcome {
    std::string bytes;
    std::exception_ptr error;
};

/// Runs fn(0) .. fn(n - 1) on n threads that start together (so they race),
/// and returns what each returned.
std::vector<Outcome> on_threads(int n, const std::function<std::string(int)>& fn) {
    const GLibComplaints complaints;
    std::mutex m;
    std::condition_variable cv;
    int waiting = n;
    std::vector<Outcome> out(static_cast<std::size_t>(n));
    std::vector<std::thread> threads;
    for (int i = 0; i < n; ++i) {
        threads.emplace_back([&, i] {
            {
                std::unique_lock<std::mutex> lock(m);
                if (--waiting == 0) cv.notify_all();
                else cv.wait(lock, [&] { return waiting == 0; });
            }
            try {
                out[static_cast<std::size_t>(i)].bytes = fn(i);
            } catch (...) {
                out[static_cast<std::size_t>(i)].error = std::current_exception();
            }
        });
    }
    for (std::thread& t : threads) t.join();
    for (const std::string& message : complaints.messages()) FAIL_CHECK("GLib/Pango complained: " << message);
    return out;
}

/// What fn() returns, computed on a new thread that has ended by the time it
/// returns: objects made there use the font map of a thread that has ended
/// (a new map, or one that an earlier thread left in the pool).
template <class Fn>
auto made_on_new_thread(Fn fn) -> decltype(fn()) {
    std::optional<decltype(fn())> made;
    std::exception_ptr error;
    std::thread maker([&] {
        try {
            made.emplace(fn());
        } catch (...) {
            error = std::current_exception();
        }
    });
    maker.join();
    if (error) std::rethrow_exception(error);
    return std::move(*made);
}

std::string what(const std::exception_ptr& e) {
    try {
        std::rethrow_exception(e);
    } catch (const std::exception& x) {
        return x.what();
    } catch (...) {
        return "unknown exception";
    }
}

/// Checks every outcome against the expected bytes of its index.
void check_outcomes(const std::vector<Outcome>& got, const std::function<const std::string&(int)>& expected) {
    for (std::size_t i = 0; i < got.size(); ++i) {
        INFO("thread " << i);
        if (got[i].error) FAIL("threw: " << what(got[i].error));
        const std::string& want = expected(static_cast<int>(i));
        REQUIRE(!want.empty());
        CHECK(got[i].bytes.size() == want.size());
        CHECK(got[i].bytes == want);
    }
}

/// A figure with much text: wrapped and multi-line titles, math, rotated tick
/// labels, a legend, value labels, a box with text, on two panels.
Figure text_heavy_figure(const std::string& tag = "") {
    Style style = Style::matplotlib();
    style.font_family = "serif";
    Figure fig{inches(7.2, 3.0), style};
    Grid g = fig.grid(1, 2);
    Axes& a = g(0, 0);
    a.bars({0, 1, 2}, {6.49, 6.98, 2048.57}).colors({"#1f4e79", "#0a8a3a", "#b03a3a"}).width(0.55);
    a.y_scale(LogScale{10});
    a.x_ticks({0, 1, 2}, {"FP16", "SQ water-fill (b=3)", "Random Haar (b=3)"}).rotate(15).align_right();
    a.y_label("Perplexity (log scale) $\\alpha^2 \\leq d_{\\rm eff}$");
    a.title("WikiText-103 validation perplexity\n(n_tokens=104,224)" + tag);
    a.text({2, 2048.57 * 1.08}, "2,048.57").align_center_bottom().size(8);
    Axes& b = g(0, 1);
    b.line({512, 1024, 2048, 4096}, {0.31, 0.52, 0.44, 0.61}).marker(MarkerShape::circle).label("SpectralQuant");
    b.line({512, 1024, 2048, 4096}, {0.21, 0.32, 0.47, 0.50}).marker(MarkerShape::square).label("TurboQuant" + tag);
    b.x_scale(LogScale{2});
    b.x_label("Context length (log$_2$)");
    b.title("End-to-end decode time per token for every context length that was measured" + tag);
    b.box({600, 0.55, 400, 0.05}, "PR cutoff $d_{\\rm eff}$");
    b.legend();
    return fig;
}

const std::vector<Format> kFormats{Format::pdf, Format::svg, Format::png, Format::ps};

}  // namespace

TEST_CASE("threads: 8 threads saving one const Figure get the single-threaded bytes", "[threads]") {
    std::vector<std::string> expected;
    {
        const Figure reference = text_heavy_figure();
        for (Format f : kFormats) expected.push_back(reference.to_bytes(f));
    }
    for (int round = 0; round < 8; ++round) {
        // A fresh figure each round, made where no text was measured yet: the
        // threads also race to measure its texts and load its fonts.
        const Figure fig = made_on_new_thread([] { return text_heavy_figure(); });
        const auto got = on_threads(kThreads, [&](int i) {
            return fig.to_bytes(kFormats[static_cast<std::size_t>(i) % kFormats.size()]);
        });
        check_outcomes(got, [&](int i) -> const std::string& {
            return expected[static_cast<std::size_t>(i) % kFormats.size()];
        });
    }
}

namespace {

/// The pixels Figure::draw puts into a fresh image surface of its own.
std::string drawn_pixels(const Figure& fig) {
    detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 360, 150)};
    detail::CairoPtr cr{cairo_create(surface.get())};
    fig.draw(cr.get(), Rect{0, 0, 360, 150});
    cairo_surface_flush(surface.get());
    const auto* data = reinterpret_cast<const char*>(cairo_image_surface_get_data(surface.get()));
    return std::string(data, static_cast<std::size_t>(cairo_image_surface_get_stride(surface.get()) * 150));
}

}  // namespace

TEST_CASE("threads: save, draw, scene and collisions of one Figure at once", "[threads]") {
    const sqfig_test::TempDir dir("sqfig-threads");
    std::string png, svg, pixels;
    std::size_t collisions = 0, items = 0;
    {
        const Figure reference = text_heavy_figure();
        png = reference.to_bytes(Format::png);
        svg = reference.to_bytes(Format::svg);
        pixels = drawn_pixels(reference);
        collisions = reference.collisions().size();
        items = reference.scene().items.size();
    }
    const std::string want_collisions = std::to_string(collisions), want_items = std::to_string(items);
    for (int round = 0; round < 8; ++round) {
        const Figure fig = made_on_new_thread([] { return text_heavy_figure(); });
        const auto got = on_threads(kThreads, [&](int i) -> std::string {
            const fs::path file = dir.path() / ("figure-" + std::to_string(round) + "-" + std::to_string(i));
            switch (i % 5) {
                case 0: fig.save(file.string() + ".png"); return sqfig_test::read_file(file.string() + ".png");
                case 1: fig.save(file.string() + ".svg"); return sqfig_test::read_file(file.string() + ".svg");
                case 2: return drawn_pixels(fig);
                case 3: return std::to_string(fig.collisions().size());
                default: return std::to_string(fig.scene().items.size());
            }
        });
        check_outcomes(got, [&](int i) -> const std::string& {
            switch (i % 5) {
                case 0: return png;
                case 1: return svg;
                case 2: return pixels;
                case 3: return want_collisions;
                default: return want_items;
            }
        });
    }
}

TEST_CASE("threads: copies of one Document used and changed on separate threads", "[threads]") {
    auto make_document = [] {
        Document doc{Metadata{"Report", "sqfig tests", "", "sqfig", std::nullopt}};
        doc.add(text_heavy_figure());
        Page& composed = doc.page({595.28, 841.89});
        composed.text({56, 56}, "Two charts $d_{\\rm eff}$");
        composed.place(text_heavy_figure(" (placed)"), {56, 100, 480, 200});
        return doc;
    };
    // Each copy gets a page of text in its own style (fonts not loaded yet:
    // the copies share the document's text measurements) and a figure.
    auto change = [](Document& d, int i) {
        TextStyle style;
        style.family = i % 2 ? "sans-serif" : "monospace";
        style.size = 8 + i;
        style.weight = i % 3 ? FontWeight::normal : FontWeight::bold;
        style.slant = i % 4 < 2 ? FontSlant::normal : FontSlant::italic;
        TextLayout wrap;
        wrap.wrap_width = 300;
        d.page({595.28, 841.89})
            .text({56, 56}, "Copy " + std::to_string(i) + ": running text wrapped at word boundaries, $x \\to \\infty$",
                  style, wrap);
        d.add(text_heavy_figure(" #" + std::to_string(i)));
    };
    // What each copy gives when made and changed on one thread.
    std::vector<std::string> expected;
    const Document reference = make_document();
    for (int i = 0; i < kThreads; ++i) {
        Document copy = reference;
        change(copy, i);
        expected.push_back(copy.to_bytes(Format::pdf));
    }
    const std::string original = reference.to_bytes(Format::pdf);

    for (int round = 0; round < 3; ++round) {
        const Document doc = made_on_new_thread(make_document);
        std::vector<Document> copies(kThreads, doc);  // made here, used there
        const auto got = on_threads(kThreads, [&](int i) {
            Document& mine = copies[static_cast<std::size_t>(i)];
            change(mine, i);
            Document another = mine;  // a copy made on this thread, saved too
            const std::string bytes = another.to_bytes(Format::pdf);
            return bytes == mine.to_bytes(Format::pdf) ? bytes : std::string("copies differ");
        });
        check_outcomes(got, [&](int i) -> const std::string& { return expected[static_cast<std::size_t>(i)]; });
        // The original, unchanged, saved on every thread at once.
        CHECK(doc.page_count() == 2);
        const auto saved = on_threads(kThreads, [&](int) { return doc.to_bytes(Format::pdf); });
        check_outcomes(saved, [&](int) -> const std::string& { return original; });
    }
}

TEST_CASE("threads: distinct figures on distinct threads, made there or elsewhere", "[threads]") {
    std::vector<std::string> expected;
    for (int i = 0; i < kThreads; ++i) expected.push_back(text_heavy_figure(" #" + std::to_string(i)).to_bytes(Format::pdf));

    SECTION("each thread makes and saves its own figure") {
        const auto got = on_threads(kThreads, [](int i) {
            return text_heavy_figure(" #" + std::to_string(i)).to_bytes(Format::pdf);
        });
        check_outcomes(got, [&](int i) -> const std::string& { return expected[static_cast<std::size_t>(i)]; });
    }
    SECTION("figures made on one thread (one font map) are saved on others at once") {
        for (int round = 0; round < 3; ++round) {
            const std::vector<Figure> figures = made_on_new_thread([] {
                std::vector<Figure> made;
                for (int i = 0; i < kThreads; ++i) made.push_back(text_heavy_figure(" #" + std::to_string(i)));
                return made;
            });
            const auto got = on_threads(kThreads, [&](int i) {
                return figures[static_cast<std::size_t>(i)].to_bytes(Format::pdf);
            });
            check_outcomes(got, [&](int i) -> const std::string& { return expected[static_cast<std::size_t>(i)]; });
        }
    }
}

TEST_CASE("threads: scenes outlive their figure and the thread that made it", "[threads]") {
    std::vector<std::string> expected;
    for (Format f : kFormats) expected.push_back(text_heavy_figure().to_bytes(f));
    const Figure saver = text_heavy_figure();  // only its metadata is used with a scene
    for (int round = 0; round < 3; ++round) {
        // Laid out on a thread that has ended; its font map lives on in the scenes.
        std::vector<Scene> scenes = made_on_new_thread([] {
            const Figure fig = text_heavy_figure();
            return std::vector<Scene>(kThreads, fig.scene());
        });
        const auto got = on_threads(kThreads, [&](int i) {
            return saver.to_bytes(std::move(scenes[static_cast<std::size_t>(i)]),
                                  kFormats[static_cast<std::size_t>(i) % kFormats.size()]);
        });
        check_outcomes(got, [&](int i) -> const std::string& {
            return expected[static_cast<std::size_t>(i) % kFormats.size()];
        });
    }
}

// The threads on which draw_all() made figures. The thread that makes
// figure 0 waits there (at most `wait`) until another thread makes one:
// while it waits no drawn figure is waiting to be finished, so draw_all's
// rule alone decides whether a helper takes a figure.
class MadeOn {
public:
    explicit MadeOn(std::chrono::milliseconds wait) : wait_(wait) {}
    void made(std::size_t i) {
        std::unique_lock<std::mutex> lock(mutex_);
        threads_.insert(std::this_thread::get_id());
        changed_.notify_all();
        if (i == 0) changed_.wait_for(lock, wait_, [this] { return threads_.size() >= 2; });
    }
    std::set<std::thread::id> threads() {
        const std::lock_guard<std::mutex> lock(mutex_);
        return threads_;
    }

private:
    std::chrono::milliseconds wait_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::set<std::thread::id> threads_;
};

TEST_CASE("threads: fonts are made one thread at a time - cairo keeps the faces of a font file on a list without a lock",
          "[threads]") {
    // Each thread starts on a new font map and asks for sizes no other asks
    // for: every text makes fonts, all threads at the same moment.
    face_calls::slow = true;
    const int calls_before = face_calls::calls;
    const std::vector<Outcome> outcomes = on_threads(kThreads, [](int t) {
        const TextEngine engine;
        TextStyle style;
        double width = 0;
        for (int k = 0; k < 4; ++k) {
            style.size = 6.0 + 0.5 * t + 0.125 * k;
            width += engine.measure("faces " + std::to_string(k), style).width;
        }
        return std::to_string(width);
    });
    face_calls::slow = false;
    for (const Outcome& o : outcomes) CHECK_FALSE(o.error);
    CHECK(face_calls::calls - calls_before >= kThreads);  // Pango's calls came here
    CHECK(face_calls::overlaps == 0);
    CHECK(face_calls::unlocked == 0);
    // Whole figures too: laid out, drawn and released on the threads of a
    // batch, each thread on a font map that has not seen their sizes. A
    // batch this large is drawn on both threads (draw_all), which is checked.
    const int calls_before_batch = face_calls::calls;
    MadeOn made_on(std::chrono::seconds(60));
    const std::vector<Drawing> drawn = draw_all(
        24,
        [&](std::size_t i) {
            made_on.made(i);
            return text_heavy_figure(" batch " + std::to_string(i));
        },
        kFormats[0], {}, {}, 2);
    for (const Drawing& d : drawn) CHECK(d.error.empty());
    CHECK(made_on.threads().size() == 2);
    CHECK(face_calls::calls > calls_before_batch);
    CHECK(face_calls::overlaps == 0);
    CHECK(face_calls::unlocked == 0);
}

TEST_CASE("threads: font maps and laid-out texts are reused, not redone", "[threads]") {
    using detail::LockedFontMap;
    SECTION("engines on one thread share the layout of the same text") {
        const TextEngine a, b;
        TextStyle style;
        style.size = 9.5;
        const MeasuredText& x = a.measure("shared <i>text</i> 0.25", style);
        const MeasuredText& y = b.measure("shared <i>text</i> 0.25", style);
        REQUIRE(x.layout);
        CHECK(x.layout.get() == y.layout.get());  // laid out once, by the first engine
        CHECK(x.width == y.width);
        style.size = 9.75;  // another request: its own layout
        CHECK(b.measure("shared <i>text</i> 0.25", style).layout.get() != x.layout.get());
    }
    SECTION("a new thread takes the font map an ended thread left") {
        const std::shared_ptr<const LockedFontMap> first = made_on_new_thread([] { return LockedFontMap::of_this_thread(); });
        const std::shared_ptr<const LockedFontMap> second = made_on_new_thread([] { return LockedFontMap::of_this_thread(); });
        CHECK(first.get() == second.get());
        CHECK(first.get() != LockedFontMap::of_this_thread().get());  // this thread still runs: its own map
    }
    SECTION("threads started one after another draw the same bytes as this one") {
        const std::string expected = text_heavy_figure(" reuse").to_bytes(Format::pdf);
        for (int i = 0; i < 4; ++i) {
            const std::string got = made_on_new_thread([] { return text_heavy_figure(" reuse").to_bytes(Format::pdf); });
            CHECK(got == expected);
        }
    }
}

namespace {

/// A small line chart with a legend, different for each i.
Figure small_chart(int i) {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    std::vector<double> x, y;
    for (int k = 0; k < 50; ++k) {
        x.push_back(k);
        y.push_back((k * (i + 3)) % 17);
    }
    ax.line(x, y).label("series " + std::to_string(i));
    ax.title("Chart " + std::to_string(i) + " $\\alpha_{" + std::to_string(i % 5) + "}$");
    ax.x_label("step");
    ax.legend();
    return fig;
}

}  // namespace

TEST_CASE("threads: many distinct figures built and saved to files at once, as one thread writes them",
          "[threads]") {
    // Issue 16: 8 threads x 6 figures, each built on its thread and saved
    // with Figure::save (PDF, PNG, SVG, PS in turn), and one streamed
    // document a thread (DocumentWriter); every file byte-identical to what
    // one thread writes.
    constexpr int per_thread = 6;
    const sqfig_test::TempDir dir("sqfig-threads");
    auto file_of = [&](int i, const char* ext) { return (dir.path() / ("chart-" + std::to_string(i) + ext)).string(); };
    const char* exts[] = {".pdf", ".png", ".svg", ".ps"};
    std::vector<std::string> expected_charts, expected_docs;
    for (int t = 0; t < kThreads; ++t) {
        Document doc;
        for (int k = 0; k < per_thread; ++k) {
            const int i = t * per_thread + k;
            expected_charts.push_back(small_chart(i).to_bytes(format_from_path(file_of(i, exts[i % 4]))));
            doc.add(small_chart(i));
        }
        expected_docs.push_back(doc.to_bytes(Format::pdf));
    }
    const std::string done = "done";
    const auto got = on_threads(kThreads, [&](int t) {
        DocumentWriter out((dir.path() / ("doc-" + std::to_string(t) + ".pdf")).string());
        for (int k = 0; k < per_thread; ++k) {
            const int i = t * per_thread + k;
            const Figure fig = small_chart(i);
            fig.save(file_of(i, exts[i % 4]));
            out.add(fig);
        }
        out.finish();
        return done;
    });
    check_outcomes(got, [&](int) -> const std::string& { return done; });
    for (int i = 0; i < kThreads * per_thread; ++i) {
        INFO("chart " << i);
        CHECK(sqfig_test::read_file(file_of(i, exts[i % 4])) == expected_charts[static_cast<std::size_t>(i)]);
    }
    for (int t = 0; t < kThreads; ++t) {
        INFO("document " << t);
        CHECK(sqfig_test::read_file((dir.path() / ("doc-" + std::to_string(t) + ".pdf")).string()) ==
              expected_docs[static_cast<std::size_t>(t)]);
    }
}

TEST_CASE("threads: draw_all draws a batch as one thread does - inspect decides - errors stay with their figure",
          "[threads]") {
    // 14 figures (text-heavy, small charts, one whose font family nobody
    // has, one that cannot be made), made and drawn by draw_all() on 4, 2
    // and 1 threads: each drawn figure's bytes are what to_bytes() gives
    // on this thread; the one `inspect` turns down has no bytes; the two bad
    // ones have their errors and no other has one.
    const auto make = [](std::size_t i) {
        if (i == 12) {
            Style unknown_font;
            unknown_font.font_family = "Sqfig No Such Family";
            Figure fig{inches(3, 2), unknown_font};
            fig.axes().line({0, 1}, {0, 1});
            fig.axes().title("Drawn in a font nobody has");
            return fig;
        }
        if (i == 13) throw std::runtime_error("figure 13 cannot be made");
        const int n = static_cast<int>(i);
        return n % 3 == 0 ? text_heavy_figure(" " + std::to_string(n)) : small_chart(n);
    };
    const std::size_t count = 14, drawable = 12, turned_down = 4;
    SaveOptions options;
    options.compact_pdf = true;
    std::vector<std::string> expected;
    for (std::size_t i = 0; i < drawable; ++i) expected.push_back(make(i).to_bytes(Format::pdf, options));
    // On 4 threads the caller draws all 14 and the helpers finish the files;
    // on 2 the helper may draw too (a batch of at least 4 figures a thread);
    // on 1 the caller does everything.
    for (const unsigned threads : {4u, 2u, 1u}) {
        INFO(threads << " threads");
        std::vector<std::size_t> items(count);  // each figure's slot is written by one thread
        const GLibComplaints complaints;
        const std::vector<Drawing> got = draw_all(
            count, make, Format::pdf, options,
            [&](std::size_t i, const Scene& scene) {
                items[i] = scene.items.size();
                return i != turned_down;
            },
            threads);
        for (const std::string& message : complaints.messages()) FAIL_CHECK("GLib/Pango complained: " << message);
        REQUIRE(got.size() == count);
        for (std::size_t i = 0; i < drawable; ++i) {
            INFO("figure " << i);
            CHECK(got[i].error.empty());
            CHECK(items[i] > 0);
            if (i == turned_down) CHECK(got[i].bytes.empty());
            else CHECK((got[i].bytes == expected[i]));  // not printed: PDF bytes
        }
        CHECK(got[12].bytes.empty());
        CHECK_THAT(got[12].error, Catch::Contains("Sqfig No Such Family") && Catch::Contains("not installed"));
        CHECK(got[13].bytes.empty());
        CHECK(got[13].error == "figure 13 cannot be made");
    }
}

TEST_CASE("threads: draw_all draws a small batch on the caller's thread and a large one on every thread",
          "[threads]") {
    // A small batch: the caller's thread makes and draws every figure (one
    // thread's fonts are loaded, once) and the helpers only finish the
    // files. A large one (at least 4 figures a thread): the helpers draw
    // too, when no drawn figure waits for them. Whoever makes figure 0 waits
    // there for another thread to make one (MadeOn), so what is checked is
    // draw_all's rule, not the machine's timing. The bytes are to_bytes()'s
    // either way.
    SaveOptions options;
    options.compact_pdf = true;
    for (const std::size_t count : {std::size_t{6}, std::size_t{64}}) {
        INFO(count << " figures on 2 threads");
        // No other thread may come for the small batch: 200 ms are waited for nothing.
        MadeOn made_on(count == 6 ? std::chrono::milliseconds(200) : std::chrono::milliseconds(60000));
        const std::vector<Drawing> got = draw_all(
            count,
            [&](std::size_t i) {
                made_on.made(i);
                return small_chart(static_cast<int>(i));
            },
            Format::pdf, options, {}, 2);
        REQUIRE(got.size() == count);
        for (std::size_t i = 0; i < count; i += 7) {
            INFO("figure " << i);
            CHECK(got[i].error.empty());
            CHECK((got[i].bytes == small_chart(static_cast<int>(i)).to_bytes(Format::pdf, options)));
        }
        if (count == 6) {
            CHECK(made_on.threads() == std::set<std::thread::id>{std::this_thread::get_id()});
        } else {
            CHECK(made_on.threads().size() == 2);
        }
    }
}
