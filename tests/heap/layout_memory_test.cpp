// The memory a big chart's layout asks for: the constrained layout builds an
// axes several times (each pass with every mark when a "best" legend has to
// avoid them), and each build used to take fresh buffers for its items: the
// marks, the axes' items, then the scene's. For 10^4 bars each buffer is
// 8 MB, 70 MB in all, and fresh memory is page faults (16,660 for the
// 10,002-bar benchmark against 6,600 with the buffers reused;
// docs/performance.md). This counts the bytes requested in blocks of 1 MiB
// or more while the scene is laid out: a count of requests, not a time, so
// the load and the C library's thresholds do not change it.
#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <new>

#include "../../bench/grouped_bars.hpp"  // the throughput benchmark's 10,002 bars
#include "../support/skip.hpp"
#include "other_malloc.hpp"

#if !defined(SQFIG_TEST_OTHER_MALLOC)
namespace {

std::atomic<bool> counting{false};
std::atomic<std::size_t> big_bytes{0};
constexpr std::size_t kBig = 1u << 20;

}  // namespace

// Every allocation of this test program goes through malloc, as with the
// standard library's own operator new; only the counting is added.
void* operator new(std::size_t n) {
    if (counting.load(std::memory_order_relaxed) && n >= kBig) big_bytes += n;
    if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
#endif

TEST_CASE("laying out 10^4 bars takes their items' memory about once, not once per layout pass") {
#if defined(SQFIG_TEST_OTHER_MALLOC)
    sqfig_test::skip("a sanitizer's allocator is in use: this program replaces no operator new then");
    return;
#else
    sqfig::Figure fig = sqfig::bench_grouped_bars();  // "best" legend: every layout pass emits the bars

    big_bytes = 0;
    counting = true;
    const sqfig::Scene scene = fig.scene();
    counting = false;

    const std::size_t items_bytes = scene.items.size() * sizeof(sqfig::SceneItem);
    INFO(scene.items.size() << " items, " << items_bytes << " bytes; " << big_bytes.load()
                            << " bytes requested in blocks of 1 MiB or more");
    REQUIRE(scene.items.size() > 10002);
    // The bars' buffer grows once (series A, then B with room for the
    // decorations) and is then reused by every pass and by the scene: about
    // 1.7x the items. One more 8 MB buffer a pass (a copy into the axes'
    // items, into the scene, or a pass that starts empty) is 2.7x or more.
    CHECK(big_bytes.load() <= 2 * items_bytes);
#endif
}
