// Included first by the copies of the ML gallery programs that
// tests/gallery/CMakeLists.txt makes for gallery.collisions: each save of
// a figure is preceded by this check, so the test fails, naming what
// collides, when a gallery figure's collisions() is not empty.
#pragma once

#include <sqfig/sqfig.hpp>

#include <cstdio>
#include <cstdlib>

inline void sqfig_gallery_require_no_collisions(const sqfig::Figure& fig) {
    const std::vector<sqfig::Collision> found = fig.collisions();
    for (const sqfig::Collision& c : found) std::fprintf(stderr, "collision: %s\n", c.describe().c_str());
    if (!found.empty()) std::exit(1);
}
