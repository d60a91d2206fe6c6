// draw_all() and prepare_fonts() of sqfig/figure.hpp: a batch of figures
// made, laid out, drawn and finished on several threads. Each thread draws
// with the text engine (font map) of its own; finishing a file needs none,
// so the caller's thread draws and helpers finish (Figure::draw_unfinished).
#include "sqfig/figure.hpp"

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "sqfig/scene.hpp"
#include "sqfig/text/font_map.hpp"

namespace sqfig {

void prepare_fonts() { (void)detail::LockedFontMap::of_this_thread(); }

std::vector<Drawing> draw_all(std::size_t count, const std::function<Figure(std::size_t)>& make, Format format,
                              const SaveOptions& options, const std::function<bool(std::size_t, const Scene&)>& inspect,
                              unsigned threads) {
    // Two kinds of work: drawing a figure (make, lay out, inspect, draw onto
    // its surface), which uses the text engine of the thread that does it,
    // and finishing its file (fonts, compression), which uses none. The
    // caller's thread draws; the helpers finish what it drew, so a small
    // batch loads its fonts once. A helper draws figures itself (with fonts
    // of its own) when nothing waits to be finished and the batch holds
    // enough figures left to pay for its fonts: `own_fonts_from` a thread.
    constexpr std::size_t own_fonts_from = 4;
    std::vector<Drawing> out(count);
    const std::size_t wanted = std::min<std::size_t>(threads ? threads : std::thread::hardware_concurrency(), count);
    // At most this many drawn figures wait to be finished. With the ones
    // being drawn and finished, at most two figures a thread are held in
    // memory at once (each holds its pages).
    const std::size_t max_waiting = std::max<std::size_t>(wanted, 1);

    std::mutex mutex;
    std::condition_variable changed;
    std::size_t next = 0;     // the first figure not yet taken; guarded by mutex
    std::size_t drawing = 0;  // figures being drawn; guarded by mutex
    std::deque<std::pair<std::size_t, std::function<std::string()>>> waiting;  // drawn, to finish; guarded by mutex

    // What a figure throws (`make` and `inspect` included) stays in its
    // Drawing: a thread must not end with an exception. A template (auto),
    // not a std::function, whose making could itself throw outside the try.
    const auto guarded = [&out](std::size_t i, const auto& work) {
        try {
            work();
        } catch (const std::exception& e) {
            out[i].error = e.what();
        } catch (...) {
            out[i].error = "an exception that is not a std::exception";
        }
    };
    const auto draw = [&](std::size_t i) {
        std::function<std::string()> finish;
        guarded(i, [&] {
            // The figure lives until its file is finished: a compact PDF may draw its scene again then.
            auto figure = std::make_shared<const Figure>(make(i));
            Scene scene = figure->scene();
            if (inspect && !inspect(i, scene)) return;
            finish = [figure, unfinished = figure->draw_unfinished(std::move(scene), format, options, "figure")] {
                return unfinished();
            };
        });
        return finish;
    };
    const auto work = [&](bool caller) {
        std::unique_lock<std::mutex> lock(mutex);
        for (;;) {
            const bool may_draw = caller ? waiting.size() < max_waiting
                                         : waiting.empty() && count - next >= own_fonts_from * wanted;
            if (next < count && may_draw) {
                const std::size_t i = next++;
                ++drawing;
                lock.unlock();
                std::function<std::string()> finish = draw(i);
                lock.lock();
                --drawing;
                if (finish) guarded(i, [&] { waiting.emplace_back(i, std::move(finish)); });
                changed.notify_all();
            } else if (!waiting.empty()) {
                const std::size_t i = waiting.front().first;
                std::function<std::string()> finish = std::move(waiting.front().second);
                waiting.pop_front();
                changed.notify_all();  // room to draw another
                lock.unlock();
                guarded(i, [&] { out[i].bytes = finish(); });
                finish = nullptr;  // the figure and its pages go here, not under the lock
                lock.lock();
            } else if (next >= count && drawing == 0) {
                return;
            } else {
                changed.wait(lock);
            }
        }
    };
    std::vector<std::thread> helpers;
    try {
        while (helpers.size() + 1 < wanted) helpers.emplace_back(work, false);
    } catch (const std::exception&) {  // no more threads to be had: the ones started do the rest
    }
    work(true);
    for (std::thread& t : helpers) t.join();
    return out;
}

}  // namespace sqfig
