#!/usr/bin/env python3
"""Mutation check: do the tests bite?

Each entry of MUTATIONS switches one guarantee of the library off by replacing
an exact piece of text in one header (it must occur exactly once), in a scratch
copy of the source. The test file named by the entry is then compiled against
that copy and the named test case is run: it must FAIL. A mutation whose test
still passes "survived", and the script fails.

Before any mutation, every test case used here is run on the unmutated copy:
it must pass (otherwise a "kill" would prove nothing).

The library's sources and the test files are compiled once, unmutated; a
mutation recompiles only the objects that read the file it changes (the
compiler's dependency lists) and links one test program with a prebuilt
Catch2 main.

Usage: scripts/mutation.py [--jobs N] [--only ID[,ID...]] [--keep] [--list] [--check-texts]
Exit status: 0 every mutation killed; 1 a mutation survived or the baseline
failed; 2 a mutation could not be applied (its text is not in the header
exactly once) or did not compile.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

GUARANTEES = "tests/unit/guarantees_test.cpp"
TRANSACTION = "tests/output/test_file_transaction.cpp"
HOSTILE = "tests/hostile/hostile_test.cpp"
MEMORY = "tests/hostile/memory_test.cpp"
FIXES = "tests/unit/artist_fixes_test.cpp"
CLIP_HIDDEN = "tests/unit/clip_hidden_test.cpp"
SYMLOG = "tests/unit/symlog_scale_test.cpp"
DATES = "tests/unit/date_scale_test.cpp"
SECONDARY = "tests/unit/secondary_axis_test.cpp"
INVARIANTS = "tests/conformance/invariants_test.cpp"
CONFORMANCE = "src/sqfig/testing/conformance.cpp"


@dataclass
class Mutation:
    id: str
    file: str          # a header under include/sqfig/, src/sqfig/ or extras/, relative to the source root
    old: str           # exact text replaced (must occur exactly once)
    new: str           # what replaces it
    disables: str      # the guarantee switched off
    test_file: str     # the test .cpp compiled against the mutated copy
    test: str          # the Catch2 test case that must fail
    # A guarantee the compiler checks (a static_assert in the test file): the
    # mutation is killed when compiling the test file fails with this text.
    compile_error: str = ""


COLL = "include/sqfig/layout/collisions.hpp"
LEGEND = "src/sqfig/layout/legend_placement.hpp"
AXIS = "include/sqfig/axis.hpp"
AXES_LAYOUT = "src/sqfig/layout/axes_layout.hpp"
LAYOUT = "src/sqfig/layout/constrained_layout.hpp"

MUTATIONS = [
    # --- the collision check, one rule per footprint kind
    Mutation("collisions-text-on-text", COLL,
             "&& quads[i].intersects(quads[j], tolerance))",
             "&& false)",
             "text-on-text collision detection",
             GUARANTEES, "collisions: text on text is reported, naming both texts"),
    Mutation("collisions-text-on-segments", COLL,
             "if (clipped_length(a[0], a[1], qb) > 0) {",
             "if (false) {",
             "text on a stroked line (Footprint::segments)",
             GUARANTEES, "collisions: text on a drawn line (segments) is reported, and not beside it"),
    Mutation("collisions-segments-ignore-clip", COLL,
             "const Rect both = item.clip ? overlap_rect(qb, *item.clip) : qb;",
             "const Rect both = qb;",
             "only the drawn (clipped) part of a line counts",
             GUARANTEES, "collisions: a line clipped away under a text is not reported"),
    Mutation("collisions-text-across-spine", COLL,
             "if (items[j].role != Role::spine) continue;",
             "continue;",
             "a text across a spine",
             GUARANTEES, "collisions: a value label across the spine is reported"),
    Mutation("collisions-text-on-area", COLL,
             "    return q.intersects(mark.bounds(), tol);\n}",
             "    return false;\n}",
             "text on a bar or rectangle (Footprint::area)",
             GUARANTEES, "collisions: text on a bar (area) is reported"),
    Mutation("collisions-off-page", COLL,
             "if (!quads[i].inside(page, tolerance))",
             "if (false)",
             "text off the page",
             GUARANTEES, "collisions: text off the page is reported"),
    Mutation("collisions-container", COLL,
             "if (items[i].container && !quads[i].inside(*items[i].container, tolerance))",
             "if (false)",
             "text inside its container (box labels)",
             GUARANTEES, "collisions: a text sticking out of its container is reported"),
    Mutation("collisions-frame-on-frame", COLL,
             "if (ra.intersects(rb, tolerance))",
             "if (false)",
             "frames (legends, labelled boxes) on frames",
             GUARANTEES, "collisions: a frame over data, over a foreign text and over another frame is reported"),
    Mutation("collisions-frame-on-text", COLL,
             "if (lq.intersects(quads[j], tolerance))",
             "if (false)",
             "frames on texts that are not their own",
             GUARANTEES, "collisions: a frame over data, over a foreign text and over another frame is reported"),
    Mutation("collisions-frame-on-mark", COLL,
             "if (detail::text_hits_mark(lq, items[j], tolerance))",
             "if (false)",
             "a legend or box over data",
             GUARANTEES, "collisions: a legend forced onto bars is reported against the bars"),
    # --- tick labels
    Mutation("ticks-no-thinning", AXIS,
             "if (!s_->tick_at) thin_overlapping(labels);",
             ";",
             "x tick-label thinning",
             GUARANTEES, "x tick labels that would overlap are thinned, and none overlap"),
    Mutation("ticks-thin-user-ticks", AXIS,
             "if (!s_->tick_at) thin_overlapping(labels);",
             "thin_overlapping(labels);",
             "ticks placed by the user are never dropped",
             GUARANTEES, "ticks placed by the user are never thinned"),
    Mutation("ticks-unclamped-count", AXIS,
             "const int max_major = fit >= 9 ? 9 : fit >= 3 ? static_cast<int>(fit) : 3;",
             "const int max_major = std::clamp(static_cast<int>(fit), 3, 9);",
             "the tick count is clamped in floating point (F1: int cast of 1e30 / NaN is UB)",
             GUARANTEES, "huge and tiny axis lengths and tick fonts keep the tick count bounded"),
    # --- matplotlib's habits (issue 48): ScalarFormatter labels, colour names
    Mutation("ticks-fixed-labels-from-auto-ticks", "src/sqfig/axis.cpp",
             "if (s_->tick_text.empty() && dynamic_cast<const LinearScale*>(&s_->scale.transform())) {",
             "if (false) {",
             "fixed ticks on a linear axis are labelled together ({0, 15}: \"0\", \"15\", not \"0.0\", \"15.0\")",
             "tests/unit/axis_features_test.cpp",
             "fixed ticks are labelled as matplotlib's ScalarFormatter labels them"),
    Mutation("ticks-fixed-keep-factor", "src/sqfig/axis.cpp",
             "} else if ((!s_->tick_at || s_->tick_text.empty()) && offset) {",
             "} else if (!s_->tick_at && offset) {",
             "fixed ticks labelled by the scale put their common x10^k in the corner, as matplotlib's offset text",
             "tests/unit/axis_features_test.cpp",
             "fixed ticks are labelled as matplotlib's ScalarFormatter labels them"),
    Mutation("ticks-zero-without-decimals", "src/sqfig/scale/ticker.cpp",
             "labels.push_back(zero ? text : detail::unicode_minus(text) + power);",
             "labels.push_back(zero ? std::string(\"0\") : detail::unicode_minus(text) + power);",
             "zero keeps the shared decimals beside a x10^k factor (\"0.0\", \"2.5\")",
             "tests/unit/scale_test.cpp",
             "linear_tick_labels of automatic ticks equal matplotlib's ScalarFormatter"),
    Mutation("color-names-table-unused", "src/sqfig/core/color.cpp",
             "if (const auto named = detail::named_color(lower)) return *named;",
             "",
             "every colour name matplotlib accepts parses (CSS4, letters, tab:, xkcd:)",
             "tests/unit/core_test.cpp",
             "every colour name matplotlib accepts, with matplotlib's values"),
    Mutation("color-names-case-sensitive", "src/sqfig/core/color.cpp",
             "    if (lower.size() > 1)\n",
             "    if (false)\n",
             "colour names longer than a letter match in any case, as matplotlib lower-cases them",
             "tests/unit/core_test.cpp",
             "every colour name matplotlib accepts, with matplotlib's values"),
    Mutation("color-names-no-suggestion", "src/sqfig/core/color.cpp",
             "const std::string near = detail::nearest_name(lower, detail::color_names());",
             "const std::string near;",
             "an unknown colour name suggests the nearest of all names",
             "tests/unit/core_test.cpp",
             "an unknown colour name suggests the nearest of all names"),
    Mutation("did-you-mean-prune-too-far", "src/sqfig/detail/edit_distance.hpp",
             "typed.size() - size) >= best_distance) continue;",
             "typed.size() - size) >= best_distance - 1) continue;",
             "the length bound skips only names that cannot be nearer (lightgr still finds lightgray)",
             "tests/unit/core_test.cpp",
             "an unknown colour name suggests the nearest of all names"),
    # --- legend placement
    Mutation("legend-best-first-candidate", LEGEND,
             "if (cost < best - 1e-9) { best = cost; where = c; }",
             "if (best == std::numeric_limits<double>::infinity()) { best = cost; where = c; }",
             "\"best\" legend chosen by score (takes the first candidate instead)",
             GUARANTEES, "best legend: the free place with the lowest score wins, not the first candidate"),
    Mutation("legend-cost-ignores-lines", LEGEND,
             "cost += 4 * clipped_length(p0, p1, r);",
             "cost += 0 * clipped_length(p0, p1, r);",
             "lines count in the legend's score",
             GUARANTEES, "best legend: a line across the top counts against a place"),
    Mutation("legend-no-outside-fallback", LEGEND,
             "if (!fits || best > 0) {",
             "if (!fits) {",
             "a legend with no free place goes outside the plot",
             GUARANTEES, "best legend: with no free place it goes outside, clear of everything"),
    Mutation("legend-measures-each-try", LEGEND,
             "auto one_row = [&] { return legend.arrange(l, static_cast<int>(entries.size())); };",
             "auto one_row = [&] { return legend.measure(entries, style, engine, static_cast<int>(entries.size())); };",
             "a legend's labels are measured once, whatever column counts its placement tries",
             "tests/unit/legend_columns_test.cpp", "placing a legend measures each label once whatever the place tries"),
    Mutation("legend-trial-pass-complete", LEGEND,
             "if (!site.complete) {",
             "if (false) {",
             "the layout's trial passes place only the legend's box",
             "tests/unit/legend_columns_test.cpp", "a trial pass places only the legend's box and at the place of the last pass"),
    Mutation("legend-best-outside-not-kept", AXES_LAYOUT,
             "                              previous.legend_outside};",
             "                              LegendLocation::best};",
             "a best legend a layout pass put outside the plot stays there in later passes",
             "tests/unit/pie_test.cpp",
             "pie legend at best with many wedges: settles beside or above the pie, on the page"),
    Mutation("legend-beside-taller-than-plot", LEGEND,
             " && l.size.height <= p.height)",
             ")",
             "a best legend taller than the plot goes above it, not beside it",
             "tests/unit/pie_test.cpp",
             "pie legend at best with many wedges: settles beside or above the pie, on the page"),
    # --- room made by the layout
    Mutation("room-no-head-room", AXES_LAYOUT,
             "const bool taller = f.room_above && room_y(Edge::top);",
             "const bool taller = false;",
             "head room above data-anchored labels",
             GUARANTEES, "head room: a value label above the tallest bar stays inside the plot"),
    Mutation("room-no-side-room", AXES_LAYOUT,
             "const bool wider = f.room_right && make_room(all, f, Edge::right);",
             "const bool wider = false;",
             "side room right of data-anchored labels",
             GUARANTEES, "side room: a value label right of the longest horizontal bar stays inside the plot"),
    Mutation("room-no-foot-room", AXES_LAYOUT,
             "const bool deeper = f.room_below && room_y(Edge::bottom);",
             "const bool deeper = false;",
             "room below the plot for data-anchored labels (under negative bars)",
             GUARANTEES, "foot room: the value label under the most negative bar stays inside the plot"),
    Mutation("room-no-left-room", AXES_LAYOUT,
             "const bool wider_left = f.room_left && make_room(all, f, Edge::left);",
             "const bool wider_left = false;",
             "room left of the plot for data-anchored text",
             GUARANTEES, "left room: data text left of the plot's left edge grows the limits as on the right"),
    Mutation("room-twin-head-room", AXES_LAYOUT,
             "twin_taller = tf.room_above && make_room(twins, tf, Edge::top);",
             "twin_taller = false;",
             "head room above a twin's data-anchored labels (its own y limit grows)",
             GUARANTEES, "head room: a twin's value label above its tallest bar stays inside the plot"),
    Mutation("bar-labels-over-held-edge", "src/sqfig/artists/bar_labels.cpp",
             "if (past_held_edge(item.payload.text()->quad().bounds(), f, horizontal)) {",
             "if (false) {",
             "a bar label that would cross an edge a fixed limit holds goes inside the bar's end",
             GUARANTEES, "bar labels under fixed limits go inside the bar's end"),
    Mutation("bar-labels-hidden-bar-keeps-label", "src/sqfig/artists/bar_labels.cpp",
             "if (!(shown.width > 0 && shown.height > 0)) continue;",
             "",
             "the label of a bar the fixed limits hide entirely is hidden with it",
             GUARANTEES, "bar labels under fixed limits go inside the bar's end"),
    Mutation("bar-labels-held-edge-no-margin", "src/sqfig/artists/bar_labels.cpp",
             "const Rect p = f.plot.inflated(-2.0);",
             "const Rect p = f.plot;",
             "a bar label within 2 pt of a held edge (over its spine) goes inside too",
             GUARANTEES, "a bar label ending within 2 pt of a held edge goes inside too"),
    Mutation("room-twin-flags-parent", AXES_LAYOUT,
             "    y_room(t, ty, false);\n",
             "",
             "a twin's head room follows its own y limit, not the parent's",
             GUARANTEES, "bar labels on a twin with a fixed limit go inside, the parent's free limit notwithstanding"),
    Mutation("twin-y-categories-not-asked", "src/sqfig/axes.cpp",
             "const Axes* twin = x ? owner.st().twin.get() : owner.st().twin_top.get();",
             "const Axes* twin = x ? owner.st().twin.get() : nullptr;",
             "the y axis a twin_y shares shows the twin's category ticks",
             "tests/unit/twin_y_test.cpp", "twin_y: the shared y axis shows the twin's category ticks"),
    Mutation("broken-repel-not-arranged", "src/sqfig/layout/broken_axis_layout.cpp",
             "labels && labels->repels())\n                call_user(",
             "labels && labels->repels() && false)\n                call_user(",
             "repelled labels on a broken y axis are arranged, band by band",
             "tests/unit/broken_axis_test.cpp", "broken_y: repelled labels are placed in the band of their point"),
    Mutation("broken-repel-unplaced-last-band", "src/sqfig/artists/point_labels.cpp",
             "    unplaced_ = std::move(nowhere);\n",
             "",
             "a point is unplaced only when no band placed its label",
             "tests/unit/broken_axis_test.cpp", "broken_y: repelled labels are placed in the band of their point"),
    Mutation("brackets-on-the-floor-below-view", "src/sqfig/artists/significance_brackets.cpp",
             "        if (p.below_view) continue;\n",
             "",
             "a bracket standing on data below the view is not drawn on the plot's floor",
             "tests/unit/significance_brackets_test.cpp",
             "significance: a bracket over data a fixed limit hides is hidden with it"),
    Mutation("broken-brackets-see-every-band", "src/sqfig/layout/broken_axis_layout.cpp",
             "            band_marks.clear();\n",
             "            band_marks.assign(marks.begin(), marks.end());\n            marks.clear();\n",
             "a bracket on a broken axis stands on its own band's marks only",
             "tests/unit/broken_axis_test.cpp",
             "broken_y: each significance bracket is drawn once, in the band of what it stands on"),
    Mutation("broken-y-in-shared-group", "src/sqfig/layout/constrained_layout.cpp",
             "if (!x && members.size() > 1 && a.y_is_broken())",
             "if (false)",
             "a broken y axis in a group sharing y is refused, not shown beside the group's view",
             "tests/unit/broken_axis_test.cpp",
             "broken_y refuses ranges it cannot show, with a usage error naming them"),
    Mutation("twin-heatmap-own-unused-axis", "src/sqfig/axes.cpp",
             "    Axis &axis_x = xa(), &axis_y = ya();\n    Axis nx = axis_x, ny = axis_y;\n    nx.margin(0);\n    ny.margin(0).invert();",
             "    Axis &axis_x = st().x, &axis_y = st().y;\n    Axis nx = axis_x, ny = axis_y;\n    nx.margin(0);\n    ny.margin(0).invert();",
             "a heatmap on a twin sets the axis it draws on (the shared one is the parent's)",
             "tests/unit/twin_y_test.cpp",
             "twin_y: a heatmap on the twin sets the shared y axis, as matplotlib's imshow on twiny"),
    Mutation("broken-bracket-text-outside-band", "src/sqfig/layout/broken_axis_layout.cpp",
             "if (a->reads_marks()) drop_texts_off_band(band_marks, from, band.plot);",
             "",
             "a bracket's text beyond its band goes with its line",
             "tests/unit/broken_axis_test.cpp",
             "broken_y: each significance bracket is drawn once, in the band of what it stands on"),
    Mutation("room-suptitle-band", LAYOUT,
             "fixed.top = top - area.top();",
             "fixed.top = 0;",
             "figure-level room for a suptitle / top legend",
             GUARANTEES, "figure-level room: a suptitle sits above every axes"),
    Mutation("room-bottom-legend-band", LAYOUT,
             "fixed.bottom = ls.height + gap;",
             "fixed.bottom = 0;",
             "figure-level room for a figure legend below the grid",
             GUARANTEES, "figure-level room: a figure legend below the grid sits below every axes"),
    Mutation("room-figure-text-band", LAYOUT,
             "    if (ink.empty()) return;\n    const Point c = ink.center();",
             "    return;\n    const Point c = ink.center();",
             "figure-coordinate text near an edge takes a band",
             GUARANTEES, "figure-level room: text in figure coordinates near an edge takes a band"),
    Mutation("room-squeeze-unreported", LAYOUT,
             "if (p.width < std::max(kMinPlotPoints, kMinPlotShare * share_w) ||",
             "if (false && p.width < std::max(kMinPlotPoints, kMinPlotShare * share_w) ||",
             "a squeezed plot is reported as a layout problem",
             GUARANTEES, "a plot squeezed by its decorations is reported as a layout problem"),
    # --- guards at the API's edges
    Mutation("render-nan-path-point", "src/sqfig/render/cairo_renderer.hpp",
             "if (!finite(p)) fail(it, \"a point of the path\");",
             ";",
             "the NaN guard of require_drawable (no sticky Cairo error, no 'nan' in a PDF)",
             GUARANTEES, "render refuses a scene holding a NaN, drawing nothing"),
    # --- drawing
    Mutation("render-rectangle-by-corners", "src/sqfig/render/cairo_renderer.hpp",
             "    if (add_axis_aligned_rectangle(cr, p)) return;",
             "    if (false) return;",
             "equal bars are drawn equal (a rectangle as a corner and a size, its width rounded once)",
             "tests/unit/render_rectangles_test.cpp",
             "equal bars are drawn equal: 300 bars of one width at fractional positions get one width in the PDF"),
    Mutation("render-rectangle-sliver-lost", "src/sqfig/render/cairo_renderer.hpp",
             "        if (w > 0 && w < unit_x) w = unit_x;",
             "        if (false && w > 0 && w < unit_x) w = unit_x;",
             "a bar thinner than Cairo's grid is drawn one unit wide, not rounded away",
             "tests/unit/render_rectangles_test.cpp",
             "a rectangle keeps its width at any scale and position, moves by at most half a grid unit, and a sliver "
             "is not lost"),
    Mutation("setters-color-unchecked", "include/sqfig/core/color.hpp",
             "if (!(v >= 0 && v <= 1))\n            throw Error(what + \": colour components",
             "if (false)\n            throw Error(what + \": colour components",
             "setters validate colours at the call",
             GUARANTEES, "setters refuse NaN, negative and huge colours and widths, changing nothing"),
    Mutation("setters-width-unchecked", "include/sqfig/core/mark_style.hpp",
             "if (!(w >= 0 && w <= 1e4)) throw Error(what + \" must be a width",
             "if (false) throw Error(what + \" must be a width",
             "setters validate widths at the call",
             GUARANTEES, "setters refuse NaN, negative and huge colours and widths, changing nothing"),
    Mutation("collisions-unbounded-report", COLL,
             "if (out.size() < max_listed_collisions) out.push_back({first, second, where});\n        else stopped = true;",
             "out.push_back({first, second, where});",
             "the collision report is bounded (10,000 labels made 4.8 million entries, 1.2 GB, 19 s)",
             GUARANTEES, "the collision report lists at most max_listed_collisions and says when it stopped"),
    Mutation("text-rotate-unbounded", "include/sqfig/artists/text.hpp",
             "angle_ = std::fmod(detail::checked_finite(degrees, name() + \": rotation\"), 360.0);",
             "angle_ = detail::checked_finite(degrees, name() + \": rotation\");",
             "a huge rotation is an angle (taken modulo 360), not a NaN at draw time",
             HOSTILE, "hostile: a text rotated by 1e308 degrees is drawn at that angle modulo 360"),
    Mutation("png-pixel-cap", "src/sqfig/output/surface_writer.hpp",
             " && wd * hd <= max_png_pixels))",
             "))",
             "a PNG is at most max_png_pixels (no 4 GB image from a big page at a normal dpi)",
             HOSTILE, "hostile: dpi 0, negative, NaN and 1e6, and the largest PNG"),
    Mutation("memory-scene-leaked", "include/sqfig/figure.hpp",
             "Scene Figure::scene() const { return scene(live().size); }",
             "Scene Figure::scene() const { return *new Scene(scene(live().size)); }",
             "memory stays flat (a leaked scene per figure, with its text layouts)",
             MEMORY, "memory: RSS stays flat over 1,000 figures in one process"),
    # --- files
    Mutation("transaction-no-undo", "extras/include/sqfig/extras/file_transaction.hpp",
             "for (std::size_t j = i; j-- > 0;) undo_replace(entries_[j], kept);",
             ";",
             "a failed commit puts back the files it already replaced",
             TRANSACTION, "a rename that fails puts every file back"),
    Mutation("transaction-list-every-commit", "extras/include/sqfig/extras/file_transaction.hpp",
             "if (!inserted && now - it->second < interval) return true;",
             ";",
             "a folder is listed for abandoned temporaries at most once a second",
             TRANSACTION, "a commit lists its folder for abandoned temporary files at most once a second"),
    Mutation("transaction-folder-by-inode-only", "extras/include/sqfig/extras/file_transaction.hpp",
             "static_cast<std::uint64_t>(generation)};",
             "0};",
             "a new folder on a removed folder's inode is listed at its first commit",
             TRANSACTION, "a new folder on a removed folder's inode is listed at its first commit"),
    Mutation("transaction-single-file-exclusive", "extras/include/sqfig/extras/file_transaction.hpp",
             "explicit FolderLocks(const FileTransaction& t) : shared_(t.entries_.size() == 1) {",
             "explicit FolderLocks(const FileTransaction& t) : shared_(false && t.entries_.size() == 1) {",
             "single-file commits share the folder's lock",
             TRANSACTION, "single-file commits share the folder's lock, several-file commits wait for them"),
    Mutation("rollback-handler-ignores-steps-elsewhere", "extras/include/sqfig/extras/file_transaction.hpp",
             "    while (rollback_gate.load(std::memory_order_acquire) & ~rolling_back) ::nanosleep(&a_moment, nullptr);",
             "    (void)a_moment;",
             "a signal handler on another thread waits for the step in progress before rolling back",
             TRANSACTION, "a signal another thread takes waits for the step in progress, and no step follows it"),
    Mutation("rollback-step-after-rollback", "extras/include/sqfig/extras/file_transaction.hpp",
             "            if (gate & rolling_back)\n                for (;;) ::pause();  // the handler's thread ends the process\n",
             "",
             "no step of a transaction begins once a signal handler is rolling back",
             TRANSACTION, "a signal another thread takes waits for the step in progress, and no step follows it"),
    Mutation("save-temporary-unlocked", "src/sqfig/output/atomic_file.hpp",
             "            hold_as_live();\n",
             "",
             "a save in progress holds a flock() on its temporary file, so no transaction sweeps it away",
             TRANSACTION, "issue 31: a transaction's sweep leaves a save in progress alone, and removes a killed save's file"),
    Mutation("save-failed-rename-keeps-temporary", "src/sqfig/output/atomic_file.hpp",
             "    } catch (...) {\n        discard();\n        throw;\n    }\n    temp_.clear();",
             "    } catch (...) {\n        throw;\n    }\n    temp_.clear();",
             "a save whose rename fails leaves no temporary file",
             TRANSACTION, "issue 31: a save that is not committed, or fails to commit, leaves the old file and nothing else"),
    # --- behaviours once guarded only by golden images (issue 33)
    Mutation("twin-parent-y-view", AXES_LAYOUT,
             "    std::tie(t.y0, t.y1) = y;\n",
             "",
             "a twin's data is drawn on the twin's own y range",
             GUARANTEES, "a twin's data is drawn on the twin's own y range, not its parent's"),
    Mutation("colorbar-reversed", "include/sqfig/artists/colorbar.hpp",
             "const int slot = right ? steps - 1 - k : k;",
             "const int slot = right ? k : steps - 1 - k;",
             "a colourbar shows the map's high end at the top (right) and the right (bottom)",
             GUARANTEES, "a colourbar shows the map's high end at the top (right side) and the right (bottom side)"),
    Mutation("bars-no-sticky-zero", AXIS,
             "const bool stick_low = sticky_zero && s.accepts(0) && has && dmin == 0;",
             "const bool stick_low = false;",
             "bars from 0 stand on the bottom of the plot (no margin below 0)",
             GUARANTEES, "bars from 0 stand on the bottom of the plot: no margin below 0"),
    # --- dense marks in vector outputs (issue 34)
    Mutation("raster-auto-off", "src/sqfig/layout/axes_layout.hpp",
             "else if (marker_count(it) > raster_markers_above) it.raster_dpi = a.raster_dpi();",
             "else if (false) it.raster_dpi = a.raster_dpi();",
             "an item of more than raster_markers_above markers is an image in vector outputs",
             GUARANTEES, "a line of more than raster_markers_above markers is an image in vector outputs, where its marks would be"),
    Mutation("raster-image-offset", "src/sqfig/render/rasterized_items.hpp",
             "cairo_pattern_set_matrix(pattern.get(), &to_pixels);",
             "cairo_matrix_t moved = to_pixels; moved.x0 += 2; cairo_pattern_set_matrix(pattern.get(), &moved);",
             "a rasterized item's image lands where its vector marks would be",
             GUARANTEES, "a line of more than raster_markers_above markers is an image in vector outputs, where its marks would be"),
    Mutation("raster-band-overlap", "src/sqfig/render/rasterized_items.hpp",
             "const int first = std::max(0, top - raster_band_overlap);",
             "const int first = top;",
             "a rasterized item's bands overlap by 8 rows: no seam where a viewer anti-aliases image edges",
             "tests/render/test_dense_marks.cpp", "dense marks: the bands of a rasterized scatter leave no seam in poppler at 100 and 150 dpi"),
    Mutation("raster-bands-uncompressed", "src/sqfig/output/surface_writer.hpp",
             "if ((d.format == Format::pdf || d.format == Format::ps) && d.bands.usable())",
             "if (false && d.bands.usable())",
             "sqfig's PDF and PS writers take a rasterized item's bands deflated (raster sources), not as image surfaces Cairo keeps whole until the page ends",
             "tests/render/test_dense_marks.cpp", "dense marks: sqfig's PDF and PS writers take a rasterized item's bands deflated and write the same bytes"),
    # --- batches drawn on several threads (draw_all)
    Mutation("draw-all-ignores-inspect", "src/sqfig/draw_all.cpp",
             "if (inspect && !inspect(i, scene)) return;",
             "if (inspect && !inspect(i, scene) && false) return;",
             "draw_all draws only the figures `inspect` accepts",
             "tests/threads/thread_safety_test.cpp",
             "threads: draw_all draws a batch as one thread does - inspect decides - errors stay with their figure"),
    Mutation("draw-all-helpers-default-options", "src/sqfig/draw_all.cpp",
             "figure->draw_unfinished(std::move(scene), format, options, \"figure\")",
             "figure->draw_unfinished(std::move(scene), format, i % 2 ? SaveOptions{} : options, \"figure\")",
             "each figure of a batch gets the batch's SaveOptions, whichever thread draws it",
             "tests/threads/thread_safety_test.cpp",
             "threads: draw_all draws a batch as one thread does - inspect decides - errors stay with their figure"),
    Mutation("draw-all-helpers-draw-small-batches", "src/sqfig/draw_all.cpp",
             ": waiting.empty() && count - next >= own_fonts_from * wanted;",
             ": waiting.empty();",
             "draw_all draws a small batch on the caller's thread only (its fonts load once); helpers finish the files",
             "tests/threads/thread_safety_test.cpp",
             "threads: draw_all draws a small batch on the caller's thread and a large one on every thread"),
    Mutation("draw-all-helpers-never-draw", "src/sqfig/draw_all.cpp",
             ": waiting.empty() && count - next >= own_fonts_from * wanted;",
             ": false;",
             "draw_all draws a large batch on every thread, not only the caller's",
             "tests/threads/thread_safety_test.cpp",
             "threads: draw_all draws a small batch on the caller's thread and a large one on every thread"),
    Mutation("fonts-made-unlocked", "src/sqfig/text/text_engine.hpp",
             "    const detail::FontLifeLock life;  // a layout makes fonts\n",
             "",
             "Pango makes fonts one thread at a time (cairo changes a font file's list of faces without a lock)",
             "tests/threads/thread_safety_test.cpp",
             "threads: fonts are made one thread at a time - cairo keeps the faces of a font file on a list without a lock"),
    Mutation("fonts-context-language-unset", "src/sqfig/text/font_map.cpp",
             "    pango_context_set_language(context_.get(), pango_language_get_default());\n",
             "",
             "a superscript's font set is the one its metrics load (one fontconfig pattern, not two)",
             "tests/unit/font_subset_test.cpp",
             "font subset: the font set of a superscript is the one its metrics load"),
    # --- the heap between charts
    Mutation("heap-hint-off", "src/sqfig/detail/heap_hint.hpp",
             "static const bool done = (free_one_large_block(), true);",
             "static const bool done = true;",
             "glibc keeps the heap between Cairo's zlib states (no page faults a chart after warm-up)",
             "tests/heap/heap_test.cpp",
             "after warm-up a small PDF chart costs almost no page faults, on any thread"),
    # --- the memory of a big chart's layout
    Mutation("layout-fresh-buffers", "src/sqfig/layout/axes_layout.cpp",
             "std::vector<SceneItem> marks = std::move(previous.items);",
             "std::vector<SceneItem> marks;",
             "each layout pass reuses the last pass's items buffer (10^4 bars: no fresh 8 MB a pass)",
             "tests/heap/layout_memory_test.cpp",
             "laying out 10^4 bars takes their items' memory about once, not once per layout pass"),
    Mutation("bars-no-room-for-decorations", "src/sqfig/artists/bars.cpp",
             "out.reserve(std::max(need + need / 16 + 256, 2 * out.capacity()));",
             "out.reserve(std::max(need, 2 * out.capacity()));",
             "the bars' buffer has room for the axes' decorations (no second 8 MB buffer for 10^4 bars)",
             "tests/heap/layout_memory_test.cpp",
             "laying out 10^4 bars takes their items' memory about once, not once per layout pass"),
    # --- box plots and violins (issue 32)
    Mutation("boxplot-whisker-inside-box", "src/sqfig/artists/boxplot.cpp",
             "above == sorted.begin() || *(above - 1) < q3 ? q3 : *(above - 1)",
             "above == sorted.begin() ? q3 : *(above - 1)",
             "a whisker ends at the quartile when the value nearest its fence lies inside the box (matplotlib)",
             "tests/unit/boxplot_test.cpp", "boxplot_stats: a whisker never ends inside the box, and autorange"),
    Mutation("boxplot-fliers-data-order", "src/sqfig/artists/boxplot.cpp",
             "    for (const double v : x)\n        if (v < s.whislo) s.fliers.push_back(v);\n    for (const double v : x)\n        if (v > s.whishi) s.fliers.push_back(v);",
             "    for (const double v : x)\n        if (v < s.whislo || v > s.whishi) s.fliers.push_back(v);",
             "the fliers are those below the whiskers, then those above, each in data order (matplotlib)",
             "tests/unit/boxplot_test.cpp", "boxplot_stats: matplotlib's statistics with 1.5 IQR whiskers"),
    Mutation("boxplot-notch-width", "src/sqfig/artists/boxplot.cpp",
             "const double half_notch = 1.57 *", "const double half_notch = 1.5 *",
             "the notch spans med -/+ 1.57 IQR / sqrt(n)",
             "tests/unit/boxplot_test.cpp", "boxplot_stats: matplotlib's statistics with 1.5 IQR whiskers"),
    Mutation("boxplot-nan-kept", "src/sqfig/artists/boxplot.cpp",
             "if (std::isnan(data[i])) { ++nan; continue; }", "if (std::isnan(data[i])) { ++nan; }",
             "NaN is left out of the box and violin statistics and counted",
             "tests/unit/boxplot_test.cpp",
             "boxplot_stats: NaN is left out and counted; an empty set is all NaN, as matplotlib's"),
    Mutation("boxplot-category-ticks-stay", "src/sqfig/artists/boxplot.cpp",
             "std::optional<CategoryTicks> Boxplot::x_categories() const {\n    if (horizontal_) return std::nullopt;\n",
             "std::optional<CategoryTicks> Boxplot::x_categories() const {\n",
             "a box plot made horizontal, when made or later, takes its category ticks from x to y",
             "tests/unit/boxplot_test.cpp",
             "boxplot: turned after it is made its category ticks move and the other axis is the scale's again"),
    Mutation("category-ticks-over-fixed", "src/sqfig/axes.cpp",
             "    if ((x ? xa() : ya()).fixed_ticks()) return std::nullopt;  // ticks set on the axis win\n", "",
             "ticks set on an axis win over an artist's category ticks, set before or after it",
             "tests/unit/boxplot_test.cpp",
             "boxplot: ticks set on the axis win over its categories whether set before or after it"),
    Mutation("category-ticks-labels-first", "src/sqfig/axes.cpp",
             "if (labelled || !chosen) {", "if (!chosen) {",
             "of the artists asking for category ticks the first with labels wins over bare positions",
             "tests/unit/custom_categories_test.cpp",
             "categories: the first artist with labels wins over bare positions in any order"),
    Mutation("category-ticks-twin-x", "src/sqfig/axes.cpp",
             "const Axes* twin = x ? owner.st().twin.get() : owner.st().twin_top.get();",
             "const Axes* twin = x ? nullptr : owner.st().twin_top.get();",
             "a twin's artists ask for category ticks on the x axis it shares with its parent",
             "tests/unit/custom_categories_test.cpp",
             "categories: a twin's artists label the x axis it shares after its parent's, its own y axis"),
    Mutation("category-label-math-late", "src/sqfig/artists/boxplot.cpp",
             "    detail::check_label_math(labels, name());\n    tick_labels_ = std::move(labels);\n    for (std::size_t i",
             "    tick_labels_ = std::move(labels);\n    for (std::size_t i",
             "a box plot's category label with bad $math$ is refused when given, not at layout",
             "tests/unit/boxplot_test.cpp", "boxplot: wrong input is an Error that says what is wrong"),
    Mutation("violin-kde-ddof", "src/sqfig/artists/violin.cpp",
             "return numpy_sum(sq.data(), sq.size()) / (n - 1);", "return numpy_sum(sq.data(), sq.size()) / n;",
             "the kernel's bandwidth is the factor times the data's standard deviation with ddof = 1",
             "tests/unit/violin_test.cpp",
             "violin_stats: densities within 1e-9 of the KDE formula for each bandwidth rule"),
    Mutation("violin-half-width", "src/sqfig/artists/violin.cpp",
             "return 0.5 * width * val / top;", "return 0.45 * width * val / top;",
             "a violin's widest point is its width",
             "tests/unit/violin_test.cpp",
             "violin: the body's half width is 0.5 width × density / max density at each coord"),
    Mutation("violin-side-ignored", "src/sqfig/artists/violin.cpp",
             "const double low = side_ == ViolinSide::high ? 0.0 : 1.0, high = side_ == ViolinSide::low ? 0.0 : 1.0;",
             "const double low = 1.0, high = 1.0;",
             "half violins are drawn on one side of their position",
             "tests/unit/violin_test.cpp", "violin: half violins of two groups share the positions, one each side"),
    Mutation("violin-jitter-unseeded", "src/sqfig/artists/violin.cpp",
             "detail::SplitMix64 rng{seed_ + 0x632BE59BD9B4E019ULL * (i + 1)};",
             "detail::SplitMix64 rng{0x632BE59BD9B4E019ULL * (i + 1)};",
             "the jitter follows its seed (SplitMix64, the same points on every platform)",
             "tests/unit/violin_test.cpp", "violin: jittered points are seeded, deterministic and inside the spread"),
    # --- insets and offsets in points (issue 32)
    Mutation("inset-place", AXES_LAYOUT,
             "plot = {f.plot.x + w.x * f.plot.width,",
             "plot = {f.plot.x + w.x * f.plot.height,",
             "an inset's plot at the requested fraction of its parent's plot",
             "tests/unit/offsets_insets_test.cpp", "an inset's plot is the requested part of its parent's plot, in axes fractions or data"),
    Mutation("inset-zoom-connectors", AXES_LAYOUT,
             "{x0 == y1, {r.left(), r.top()}",
             "{x0 != y1, {r.left(), r.top()}",
             "the zoom indicator's connectors chosen as matplotlib's",
             "tests/unit/offsets_insets_test.cpp", "the zoom indicator frames the region the inset shows; its connectors end at the inset's corners"),
    Mutation("inset-no-frame", AXES_LAYOUT,
             "        out.push_back(std::move(frame));",
             "",
             "the collision check and the best legend see an inset whole",
             "tests/unit/offsets_insets_test.cpp", "the best legend placement keeps off an inset"),
    Mutation("collisions-frame-holds-marks", COLL,
             "if (held_by(j, l)) continue;  // an inset's own marks",
             ";",
             "an inset's own marks are not reported against the inset",
             "tests/unit/offsets_insets_test.cpp", "an inset over the legend, over labelled data or over data is reported; one clear of them is not"),
    Mutation("collisions-framed-text-meets-held-marks", COLL,
             "if (in_frame[i] && !judged_together(i, j)) continue;",
             "if (in_frame[i] && (true || !judged_together(i, j))) continue;",
             "an inset's texts are judged against its own data",
             "tests/unit/offsets_insets_test.cpp", "an inset over the legend, over labelled data or over data is reported; one clear of them is not"),
    Mutation("text-offset-points", "include/sqfig/artists/text.hpp",
             "const Point placed{item.anchor.x + offset_.x, item.anchor.y - offset_.y};",
             "const Point placed = item.anchor;",
             "a text offset in points from its anchor",
             "tests/unit/offsets_insets_test.cpp", "offset text sits exactly its offset in points from a data anchor, linear and log"),
    Mutation("annotation-offset-points", "include/sqfig/artists/annotation.hpp",
             "const Point placed = offset ? Point{tip.x + at_.x, tip.y - at_.y} : label.anchor;",
             "const Point placed = offset ? tip : label.anchor;",
             "an annotation's text offset in points from its point",
             "tests/unit/offsets_insets_test.cpp", "offset annotations anchor in axes and figure fractions, arrow optional"),
    # --- repelled point labels (issue 32)
    Mutation("repel-leader-rule-off", COLL,
             "if (!leader.connector || !stroke",
             "if (true || !stroke",
             "the collision check reports a leader line across a bar or another leader, or starting in a marker",
             "tests/unit/offsets_insets_test.cpp",
             "the collision check judges leader lines: across a bar or another leader or starting in a marker"),
    Mutation("repel-leader-start-in-marker-unchecked", COLL,
             "                                       detail::inside_a_marker(a, items[j], tolerance);",
             "                                       false;",
             "the collision check reports a leader line starting in a marker",
             "tests/unit/offsets_insets_test.cpp",
             "the collision check judges leader lines: across a bar or another leader or starting in a marker"),
    Mutation("repel-leader-crossings-allowed", "include/sqfig/artists/point_labels.hpp",
             "if (placed_on_leader(pl, l0, l1, [&](std::size_t k) { return leader_meets(pl, k, l0, l1); })) {",
             "if (false && placed_on_leader(pl, l0, l1, [&](std::size_t k) { return leader_meets(pl, k, l0, l1); })) {",
             "a repelled label's leader crosses no placed label or leader",
             "tests/unit/offsets_insets_test.cpp", "repelled point labels: dense clusters with a line through them come out clean, inside the plot"),
    Mutation("repel-labels-overlap", "include/sqfig/artists/point_labels.hpp",
             "if (k < n) return pl.box[k] && clear.intersects(*pl.box[k]);", "if (k < n) return false;",
             "a repelled label covers no other label",
             "tests/unit/offsets_insets_test.cpp", "repelled point labels: dense clusters with a line through them come out clean, inside the plot"),
    Mutation("repel-outside-plot", "include/sqfig/artists/point_labels.hpp",
             "if (!inside.contains(b)) return {0, {}};", "",
             "a repelled label stays inside the plot",
             "tests/unit/offsets_insets_test.cpp", "repelled point labels: dense clusters with a line through them come out clean, inside the plot"),
    Mutation("repel-leader-threshold", "include/sqfig/artists/point_labels.hpp",
             "if (!further_than(at[i], b, far)) return {2, {}};", "if (!further_than(at[i], b, 2 * far)) return {2, {}};",
             "a leader line exactly when a label ends more than 2.5 offsets from its point",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: a leader only past 2.5 offsets, from the marker's edge to 1 point off the label"),
    Mutation("repel-leader-from-centre", "include/sqfig/artists/point_labels.hpp",
             "const double from = (m ? marker_off[i] + marker_edge", "const double from = (false && m ? marker_off[i] + marker_edge",
             "a leader starts 1 point past the edge of its point's marker",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: a leader only past 2.5 offsets, from the marker's edge to 1 point off the label"),
    Mutation("repel-unplaced-not-listed", "include/sqfig/artists/point_labels.hpp",
             "            unplaced_.push_back(i);\n", "",
             "a label left out is listed by PointLabels::unplaced()",
             "tests/unit/offsets_insets_test.cpp",
             "a label repel() cannot place is left out and listed by unplaced(); the check stays clean"),
    Mutation("repel-leaders-avoid-markers", "include/sqfig/artists/point_labels.hpp",
             "return {2 - marks_in.leader_hits(line.first, line.second), line};",
             "return {marks_in.leader_hits(line.first, line.second) == 0 ? 2 : 0, line};",
             "a repelled label's leader may cross markers and lines (an inner point of a cluster has a way out)",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: few left out of a dense cluster with a line through it"),
    Mutation("repel-leader-starts-in-marker", "include/sqfig/artists/point_labels.hpp",
             "detail::inside_marker(a, mk, -start_gap)) hit = 2;", "false) hit = 2;",
             "a leader starts at least 1 point outside every other marker",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: a leader starts outside every marker and prefers to cross none"),
    Mutation("repel-leader-crosses-markers-first", "include/sqfig/artists/point_labels.hpp",
             "if (clean == 1 && !second && !clean_only) {", "if (clean == 1 && !clean_only) {\n                chosen = b;\n                chosen_line = line;\n                return true;\n            }\n            if (false) {",
             "a leader across no marker or line is preferred, within 2 offsets",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: in a looser cluster, few leaders cross a marker"),
    Mutation("repel-rounds-take-crossing-leaders", "include/sqfig/artists/point_labels.hpp",
             "if (!pl.box[i]) place(i, pl, within, beyond, true);", "if (!pl.box[i]) place(i, pl, within, beyond, false);",
             "the crowded order's rounds give out clean places only",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels over scattered points: near places first, no leader across a marker"),
    Mutation("repel-rounds-stale-memo", "include/sqfig/artists/point_labels.hpp",
             "            no_place.clear();  // what no_place says holds for one round's places\n", "",
             "a label the last round (or attempt) found no place for still tries this round's places",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels over scattered points: near places first, no leader across a marker"),
    Mutation("repel-rounds-one-round", "include/sqfig/artists/point_labels.hpp",
             "for (const double within : {far, reach, std::numeric_limits<double>::infinity()}) {",
             "for (const double within : {std::numeric_limits<double>::infinity()}) {",
             "the crowded order's attempt gives the near places out first",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels over scattered points: near places first, no leader across a marker"),
    Mutation("repel-index-misses-a-column", "include/sqfig/artists/point_labels.hpp",
             "            for (int c = c0; c <= c1; ++c) cells_[index(c, r)].push_back(id);",
             "            for (int c = c0; c < c1; ++c) cells_[index(c, r)].push_back(id);",
             "the spatial index finds every obstacle, label and leader near a place",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: the spatial index places them as testing every obstacle does"),
    Mutation("repel-index-segment-cells", "include/sqfig/artists/point_labels.hpp",
             "if (few || (part && part->t1 > part->t0 && (a.x != b.x || a.y != b.y)))",
             "if (few || (part && part->t1 > part->t0 && (a.x != b.x || a.y != b.y) && r > 0))",
             "a segment is in every bucket it passes through",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: a label with no room within reach goes to the plot's far side, past lines"),
    Mutation("repel-leader-cells-skipped", "include/sqfig/artists/point_labels.hpp",
             "            if (visit_row(r, lo, hi, f)) return true;\n",
             "            (void)lo, (void)hi;\n",
             "a leader is tested against the marks of every bucket it passes through",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: the spatial index places them as testing every obstacle does"),
    Mutation("repel-judged-leader-dropped", "include/sqfig/artists/point_labels.hpp",
             "if (clean == 0 || !further_than(at[i], b, far)) return {clean, {}};",
             "if (clean >= 0) return {clean, {}};",
             "a place judged before keeps its leader when an attempt visits it again",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: the spatial index places them as testing every obstacle does"),
    # --- repulsion's shortcuts (issue 46): each skips only what testing
    # every place finds blocked (repel_scan_all() tests them all)
    Mutation("repel-fence-blocks-everything", "include/sqfig/artists/point_labels.hpp",
             "        if (covers_all()) return true;\n        auto it", "        return true;\n        auto it",
             "the grid's places are skipped only in the directions placed labels and leaders block",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: a label with no room within reach goes to the plot's far side, past lines"),
    Mutation("repel-ray-blocked-by-any-miss", "include/sqfig/artists/point_labels.hpp",
             "if (ray >= 0 && leader_blocked) ray_blocked", "if (ray >= 0 && judged.first == 0) ray_blocked",
             "a ray's further places are skipped only when a nearer one's leader met a placed label or leader",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: the spatial index places them as testing every obstacle does"),
    Mutation("repel-markers-push-stops-early", "include/sqfig/artists/point_labels.hpp",
             "                        moved = true;\n", "",
             "the push-apart pushes a label off every marker it meets, in order, as a scan of them all does",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: the spatial index places them as testing every obstacle does"),
    Mutation("repel-leader-markers-skipped", "include/sqfig/artists/point_labels.hpp",
             "if (!near_a && (worst >= 1 || clipped_length(a, b, p.box) <= 0)) break;", "if (!near_a) break;",
             "a leader across a marker is found (a place whose leader crosses none is preferred)",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: a leader starts outside every marker and prefers to cross none"),
    Mutation("repel-simulation-unbounded", "include/sqfig/artists/point_labels.hpp",
             "std::min(200.0, std::floor(2e7 / std::max(pairs, 1.0)))", "200.0",
             "the push-apart stops before 2 x 10^7 pairs of labels tested",
             "tests/unit/artist_fixes_test.cpp",
             "repelled labels at one point: the push-apart stops at its budget of pairs"),
    # --- marker forms beside a view (issue 47, session 37)
    Mutation("marker-forms-culled-not-flagged", "src/sqfig/render/marker_drawing.cpp",
             "forms.uses.push_back({k, x, y, fill, outside});", "forms.uses.push_back({k, x, y, fill, false});",
             "a placeholder Cairo culls (its box meets no area of the clip) is skipped by the rewrite",
             "tests/unit/marker_forms_test.cpp",
             "marker forms: markers beside the view that Cairo culls leave the others as forms"),
    Mutation("marker-forms-culled-not-skipped", "src/sqfig/output/pdf_marker_forms.cpp",
             "k < drawn.uses.size() && k <= next + kMaxCulledRun; ++k", "k < drawn.uses.size() && k <= next; ++k",
             "the rewrite looks past placeholders Cairo may have culled",
             "tests/unit/marker_forms_test.cpp",
             "marker forms: markers beside the view that Cairo culls leave the others as forms"),
    # --- repulsion at scale (issue 46, session 37): crowding by a grid,
    # markers by sorted rows, a leader's start in every bucket round it
    Mutation("repel-crowding-no-whole-cells", "src/sqfig/artists/label_crowding.cpp",
             "            if (dy_far < radius - margin) {", "            if (false) {",
             "cells wholly inside a circle are added as one sum, not point by point",
             "tests/unit/label_crowding_test.cpp",
             "crowding tests few pairs one by one, wherever the points are"),
    Mutation("repel-crowding-crowded-cells-one-by-one", "src/sqfig/artists/label_crowding.cpp",
             "                if (end - begin > crowded_cell) {", "                if (false) {",
             "a crowded cell on a circle's edge counts whole by its points' mean",
             "tests/unit/label_crowding_test.cpp",
             "crowding tests few pairs one by one, wherever the points are"),
    Mutation("repel-crowding-counts-itself", "src/sqfig/artists/label_crowding.cpp",
             "const bool own = row->y == own_row && own_column >= col && own_column <= w1;",
             "const bool own = false;",
             "a point is not its own neighbour",
             "tests/unit/label_crowding_test.cpp",
             "crowding by the grid equals a test of every pair where no cell is crowded"),
    Mutation("repel-marker-rows-widest-ignored", "include/sqfig/artists/point_labels.hpp",
             "std::lower_bound(row.begin(), row.end(), x0 - widest_[r],",
             "std::lower_bound(row.begin(), row.end(), x0,",
             "a marker starting left of a query's x span but reaching into it is found",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: the spatial index places them as testing every obstacle does"),
    Mutation("repel-marker-rows-near-start-skipped", "include/sqfig/artists/point_labels.hpp",
             "        if (markers_.visit(near_a, judge_id)) return worst;\n", "",
             "a marker round a leader's start is found (the leader may not start in one)",
             "tests/unit/offsets_insets_test.cpp",
             "repelled point labels: the spatial index places them as testing every obstacle does"),
    Mutation("violin-kde-window-narrow", "src/sqfig/artists/violin.cpp",
             "const double beyond = 2 * (36 + std::log(static_cast<double>(x.size()))) * variance;",
             "const double beyond = 2 * (3 + std::log(static_cast<double>(x.size()))) * variance;",
             "a violin's density sums every term within e^-(36 + ln n) of the largest (1e-12 of the full sum)",
             "tests/unit/violin_test.cpp",
             "gaussian_kde: summing near terms only stays within 1e-12 of every term's sum"),
    Mutation("heatmap-palette-only-compact", "src/sqfig/output/surface_writer.cpp",
             "draw_vector(d, d.format == Format::pdf ? &d.palettes : nullptr,",
             "draw_vector(d, d.compact() ? &d.palettes : nullptr,",
             "a large heatmap is a palette image in every PDF save() and to_bytes() write (issue 47's default)",
             "tests/unit/heatmap_test.cpp",
             "a large heatmap goes into sqfig's PDF as a palette image with the exact colours"),
    Mutation("marker-forms-off", "src/sqfig/output/surface_writer.cpp",
             "d.pages.size() == 1 && readable ? &d.markers : nullptr;",
             "d.pages.size() == 1 && readable ? nullptr : nullptr;",
             "repeated markers go into sqfig's PDF as one reusable form each (issue 47)",
             "tests/unit/marker_forms_test.cpp",
             "a scatter's markers go into sqfig's PDF as one form, on the points Cairo writes"),
    Mutation("marker-forms-off-grid", "src/sqfig/render/marker_drawing.cpp",
             "const double x = on_cairo_grid(m.center.x + dx), y = on_cairo_grid(m.center.y + dy);",
             "const double x = m.center.x + dx, y = m.center.y + dy;",
             "a reused marker lands on the coordinates Cairo would have written for it",
             "tests/unit/marker_forms_test.cpp",
             "a scatter's markers go into sqfig's PDF as one form, on the points Cairo writes"),
    # --- 2-D histograms and hexbin (issue 48)
    Mutation("hist2d-last-edge-open", "src/sqfig/artists/histogram2d.cpp",
             "a >= xlo && a <= xhi && b >= ylo", "a >= xlo && a < xhi && b >= ylo",
             "hist2d counts a point on the last x edge in the last bin, as numpy.histogram2d",
             "tests/unit/density2d_test.cpp", "histogram2d: points on edges go right, the last edge is closed"),
    Mutation("hexbin-lattice-metric", "src/sqfig/artists/hexbin.cpp",
             "3.0 * ((iy - iy1) * (iy - iy1))", "((iy - iy1) * (iy - iy1))",
             "hexbin puts each point in the nearer lattice's hexagon by matplotlib's (dx^2 + 3 dy^2)",
             "tests/unit/density2d_test.cpp", "hexbin equals matplotlib 3.6's offsets and values"),
    Mutation("hexbin-mincnt-counts", "src/sqfig/artists/hexbin.cpp",
             "if (o.mincnt && v < *o.mincnt) continue;", "if (o.mincnt && v <= *o.mincnt) continue;",
             "hexbin without C keeps hexagons counting mincnt points (matplotlib 3.6: accum < mincnt is dropped)",
             "tests/unit/density2d_test.cpp", "hexbin equals matplotlib 3.6's offsets and values"),
    Mutation("hexbin-mincnt-with-c", "src/sqfig/artists/hexbin.cpp",
             "if (!(v > o.mincnt.value_or(0))) continue;", "if (!(v >= o.mincnt.value_or(0))) continue;",
             "hexbin with C drops hexagons counting mincnt points or fewer (matplotlib 3.6: len(acc) > mincnt)",
             "tests/unit/density2d_test.cpp", "hexbin equals matplotlib 3.6's offsets and values"),
    Mutation("collision-runs-as-one-polygon", "src/sqfig/layout/collisions.cpp",
             "if (path->breaks.empty()) return polygon_overlap_area", "if (true) return polygon_overlap_area",
             "a filled path of several polygons (a hexbin colour) is judged polygon by polygon",
             "tests/unit/density2d_test.cpp",
             "a text over a hexbin collides with the hexagons it covers, not with the gaps between them"),
    # --- the typed scene contract (issue 45): the rules read roles, so an
    # engine item without its role breaks the rule that reads it
    Mutation("role-spine-unset", AXES_LAYOUT.replace(".hpp", ".cpp"),
             "    it.role = Role::spine;\n", "",
             "spines carry Role::spine, which the text-across-a-spine rule reads",
             GUARANTEES, "collisions: a value label across the spine is reported"),
    Mutation("role-offset-text-unset", "src/sqfig/axis.cpp",
             "        it.role = Role::offset_text;\n", "",
             "offset text carries Role::offset_text, which the title keeps clear of",
             "tests/unit/scene_roles_test.cpp", "the title keeps clear of the offset text (Role::offset_text)"),
    Mutation("role-legend-text-unset", "src/sqfig/artists/legend.cpp",
             "        t.role = Role::legend_text;\n", "",
             "legend texts carry Role::legend_text, which the colour-vision check reads",
             "tests/unit/figure_check_test.cpp",
             "the seed's red and green series are reported for deuteranopia, naming both"),
    # --- histograms (issue 47): equal bins computed as numpy computes them, quartiles selected
    Mutation("histogram-no-edge-correction", "src/sqfig/artists/equal_bin_index.hpp",
             "    if (x < b.edges[k] && k > 0) --k;\n    else if (x >= b.edges[k + 1] && k != b.bins - 1) ++k;\n", "",
             "a value on or beside an edge of equal bins is in numpy's bin, not where (x - first) * norm falls",
             "tests/unit/histogram_exact_test.cpp",
             "histogram exact: each value on or beside an edge of equal bins is in its bin by the definition"),
    Mutation("histogram-no-upper-edge-correction", "src/sqfig/artists/equal_bin_index.hpp",
             "    else if (x >= b.edges[k + 1] && k != b.bins - 1) ++k;\n", "",
             "a value the product puts a bin low (on an inner edge, numpy's bin is the one on its right) is moved up",
             "tests/unit/histogram_exact_test.cpp",
             "histogram exact: values on edges, the last edge, negative and huge ranges as numpy counts them"),
    Mutation("order-statistics-rank-below", "src/sqfig/artists/order_statistics.cpp",
             "child.below = before;", "child.below = before + (shifts[w] < 40);",
             "a bucket split again keeps the count of the values below it",
             "tests/unit/histogram_exact_test.cpp",
             "histogram exact: percentiles by selection equal those of a sorted copy"),
    # --- numpy's percentile and the doane and stone bin rules (issue 48)
    Mutation("percentile-top-not-mixed", "src/sqfig/artists/numpy_arithmetic.cpp",
             "p.t = at + 1.0;", "p.t = at + 1.0;\n        p.mix = false;",
             "past the last value numpy mixes it with itself (an infinite one gives NaN, -0 gives +0)",
             "tests/unit/numpy_helpers_test.cpp", "percentile: numpy's five methods, bit for bit, on ties, even and odd n, one value, infinities, -0"),
    Mutation("percentile-lerp-one-sided", "src/sqfig/artists/numpy_arithmetic.cpp",
             "return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;", "return a + diff * t;",
             "numpy's _lerp rounding: from the upper value when t >= 0.5",
             "tests/unit/numpy_helpers_test.cpp", "percentile: numpy's five methods, bit for bit, on ties, even and odd n, one value, infinities, -0"),
    Mutation("percentile-nearest-half-away", "src/sqfig/artists/numpy_arithmetic.cpp",
             "rank(std::nearbyint(linear))", "rank(std::round(linear))",
             "method nearest rounds halves to even (numpy.around)",
             "tests/unit/numpy_helpers_test.cpp", "percentile: numpy's five methods, bit for bit, on ties, even and odd n, one value, infinities, -0"),
    Mutation("percentile-nan-not-refused", "src/sqfig/core/percentile.cpp",
             "else if (!skip_nan)", "else if (false)",
             "percentile refuses NaN, naming its index (numpy would return NaN)",
             "tests/unit/numpy_helpers_test.cpp", "percentile: NaN, no data and q out of range are errors that say which"),
    Mutation("percentile-q-unchecked", "src/sqfig/core/percentile.cpp",
             "if (!(f >= 0 && f <= 1))", "if (!(f >= 0 && f <= 100))",
             "q outside [0, 100] (or [0, 1] for quantile) is an Error",
             "tests/unit/numpy_helpers_test.cpp", "percentile: NaN, no data and q out of range are errors that say which"),
    Mutation("doane-no-skew-term", "src/sqfig/artists/histogram_counting.cpp",
             " + std::log2(1.0 + std::fabs(g1) / sg1));", ");",
             "doane corrects sturges by the skew of the values",
             "tests/unit/numpy_helpers_test.cpp", "bin rules: doane and stone give numpy's edges, bit for bit"),
    Mutation("stone-bound-50", "src/sqfig/artists/histogram_counting.cpp",
             "std::max<std::size_t>(100, static_cast<std::size_t>(std::sqrt(size)))",
             "std::max<std::size_t>(50, static_cast<std::size_t>(std::sqrt(size)))",
             "stone searches numpy's 1 to max(100, sqrt(n)) bins",
             "tests/unit/numpy_helpers_test.cpp", "bin rules: doane and stone give numpy's edges, bit for bit"),
    Mutation("stone-bin-starts-off-by-one", "src/sqfig/artists/histogram_counting.cpp",
             "return equal_bin_index(equal, v) <= k;", "return equal_bin_index(equal, v) < k;",
             "stone's counts per candidate are numpy.histogram's (each bin found by binary search on sorted values)",
             "tests/unit/numpy_helpers_test.cpp", "bin rules: doane and stone give numpy's edges, bit for bit"),
    Mutation("band-x-drawn-along-x", "src/sqfig/artists/band.cpp",
             "return along_y_ ? f.to_page(v, x_[i]) : f.to_page(x_[i], v);", "return f.to_page(x_[i], v);",
             "a band along y (fill_betweenx) is drawn with the axes' roles exchanged",
             "tests/unit/chart_kinds_test.cpp", "band_x: fill_betweenx, one closed polygon along x2 then back along x1, clipped, by area"),
    Mutation("band-x-extent-along-x", "src/sqfig/artists/band.cpp",
             "        if (along_y_) { e.add_y(", "        if (false) { e.add_y(",
             "a band along y autoscales y by its positions and x by its curves",
             "tests/unit/chart_kinds_test.cpp", "band_x: autoscale reads y along, x across; a log x axis breaks the run at 0; NaN breaks it"),
    Mutation("band-x-scales-not-exchanged", "src/sqfig/artists/band.cpp",
             "const Scale& along = along_y_ ? ys : xs;", "const Scale& along = xs;",
             "a band along y asks the x scale about its curves (a log x axis breaks it at 0)",
             "tests/unit/chart_kinds_test.cpp", "band_x: autoscale reads y along, x across; a log x axis breaks the run at 0; NaN breaks it"),
    Mutation("band-x-collides-as-band-along-x", "src/sqfig/artists/band.cpp",
             "k < i; ++k) add(page_point(f, k, hi_[k]));", "k < i; ++k) add(f.to_page(x_[k], hi_[k]));",
             "the collision check reads the band along y as drawn",
             "tests/unit/chart_kinds_test.cpp", "band_x: in the legend as a band; text on it collides, beside it does not"),
    # --- the artist contract (issue 46): what hostile data gives
    Mutation("span-error-names-axes-only", AXES_LAYOUT,
             "std::isfinite(data_span) ? \"\" : artists_at_ends(",
             "true ? \"\" : artists_at_ends(",
             "an Error about data no axis can span names the artists whose values reach its ends",
             FIXES, "data no axis can span names the artists whose values reach its ends"),
    Mutation("view-full-margins-past-doubles", "src/sqfig/axis.cpp",
             "if (!std::isfinite(t1 - t0) && !s_->lo && !s_->hi) {", "if (false) {",
             "data from 0 to the largest double is drawn, its margins shrunk to the room left",
             FIXES, "data from 0 to the largest double is drawn: the margins shrink to the room left"),
    Mutation("position-finite-is-usage", "src/sqfig/core/mark_style.cpp",
             "return checked_finite(v, what, ErrorKind::data); }",
             "return checked_finite(v, what); }",
             "a non-finite coordinate is a data Error",
             FIXES, "a non-finite coordinate is data; a non-finite setting is usage"),
    Mutation("arrow-no-extent", "src/sqfig/artists/shapes.cpp",
             "    if (from_box_) return e;\n    for (const Point& p : {from_, to_}) {",
             "    if (true) return e;\n    for (const Point& p : {from_, to_}) {",
             "an arrow widens the limits to its ends",
             FIXES, "an arrow widens the limits to its ends, as matplotlib's arrow patch does"),
    Mutation("histogram-density-zero-total-drawn", "src/sqfig/artists/histogram.cpp",
             "            if (!std::isfinite(v))\n                throw Error(name() + (tops.size() > 1",
             "            if (false)\n                throw Error(name() + (tops.size() > 1",
             "a density histogram whose values in range weigh 0 is refused",
             FIXES, "a density histogram whose values in range weigh 0 is refused, not drawn as a NaN block"),
    Mutation("stack-nan-layer-dropped", "src/sqfig/artists/stackplot.cpp",
             "        if (!drawn)\n            throw Error(name() + \", layer \"",
             "        if (false)\n            throw Error(name() + \", layer \"",
             "a stack layer NaN values leave with nothing to fill is refused",
             FIXES, "a stack layer that NaN values leave with nothing to fill is refused, not dropped"),
    Mutation("offset-text-not-lifted", AXES_LAYOUT,
             "        lift_offset_texts(deco, marks, f.plot, secondary_from, secondary_x_to);\n", "",
             "a y offset text moves up, clear of data text over the plot's top",
             FIXES, "a y offset text moves up, clear of data text the limits could not make room for"),
    Mutation("violin-zero-variance-drawn", "src/sqfig/artists/violin.cpp",
             "if (!(variance > 0 && std::isfinite(variance)))", "if (false)",
             "a violin of values whose variance underflows is refused",
             FIXES, "a violin of values whose variance underflows is refused, not drawn with NaN"),
    Mutation("norm-one-huge-value-unwidened", "src/sqfig/scale/colormap.cpp",
             "if (!(a < b) && !n.vmin_ && !n.vmax_) {  // half a unit", "if (false) {  // half a unit",
             "a colour norm over one value at 1e308 is widened by a millionth of it",
             FIXES, "a colour norm over one huge value or a span wider than a double"),
    Mutation("log-lowest-normal", "src/sqfig/scale/scale.cpp",
             "return std::numeric_limits<double>::denorm_min(); }", "return std::numeric_limits<double>::min(); }",
             "a log axis' limits reach the smallest denormal",
             FIXES, "a log axis reaches denormal data: the limits hold it"),
    Mutation("symlog-linear-part-unscaled", "src/sqfig/scale/scale.cpp",
             "if (a <= linthresh_) return v * linscale_adj_;", "if (a <= linthresh_) return v;",
             "the linear part of a symlog axis is scaled as matplotlib's (linscale / (1 - 1/base))",
             SYMLOG, "SymLogScale::forward is matplotlib's SymmetricalLogTransform"),
    Mutation("symlog-no-stride", "src/sqfig/scale/scale.cpp",
             "std::max(std::floor(total / (numticks - 1)), 1.0);", "1.0;",
             "a symlog axis strides its decades when there are more than it holds",
             SYMLOG, "SymLogScale strides decades when the axis holds fewer than matplotlib's 15"),
    Mutation("secondary-title-over-axis", "src/sqfig/layout/axes_layout.cpp",
             "for (std::size_t k = secondary_from; k < deco.size(); ++k)  // the title goes above a secondary x axis",
             "for (std::size_t k = deco.size(); k < deco.size(); ++k)  // the title goes above a secondary x axis",
             "the title goes above a secondary x axis' labels",
             SECONDARY, "secondary axes make room: the title above the top axis, a legend outside right clear of the right one"),
    Mutation("secondary-ticked-linear-on-log", "src/sqfig/layout/axes_layout.cpp",
             "const Scale ticking = sec.axis.scale() == Scale(LinearScale{}) ? primary : sec.axis.scale();",
             "const Scale ticking = sec.axis.scale();",
             "a secondary axis of a log primary is ticked in decades (matplotlib's takes its parent's scale)",
             SECONDARY, "secondary_x ticks equal matplotlib's on linear, large and log ranges"),
    Mutation("secondary-no-sampled-span", "src/sqfig/scale/secondary_transform.cpp",
             "lo = shown_lo_;\n        hi = shown_hi_;", "return {};",
             "a view reaching past forward()'s domain is ticked over the part it covers",
             SECONDARY, "secondary axes refuse what has no meaning, and name the axis when a function throws"),
    Mutation("secondary-callback-unwrapped", "src/sqfig/scale/secondary_transform.cpp",
             "return call_user([this] { return who_; }, step, [&] { return f(v); });", "(void)step;\n    return f(v);",
             "an exception from a secondary axis' function is a sqfig::Error naming the axis",
             SECONDARY, "secondary axes refuse what has no meaning, and name the axis when a function throws"),
    Mutation("secondary-offset-text-not-lifted", "src/sqfig/layout/axes_layout.cpp",
             "for (std::size_t k = top_axis_from; k < top_axis_to; ++k)  // a secondary x axis' tick labels and label",
             "for (std::size_t k = top_axis_from; k < top_axis_from; ++k)  // a secondary x axis' tick labels and label",
             "the y axis' offset text moves above a secondary x axis' labels",
             SECONDARY, "the y axis' offset text moves above a secondary x axis' labels"),
    Mutation("secondary-labels-under-data-text", "src/sqfig/layout/axes_layout.cpp",
             "    if (!hit) return;\n    const double up", "    return;\n    const double up",
             "a secondary x axis' labels go above data text sticking out over the plot",
             SECONDARY, "a secondary x axis' labels go above data text the limits could not make room for"),
    Mutation("legend-ignores-band-outline", "src/sqfig/layout/legend_placement.cpp",
             "if (area == 0)", "if (false)",
             "the 'best' legend scores the outline of a band of no width, which the collision check sees",
             INVARIANTS, "conformance invariants: the example custom artist shaded_band conforms"),
    Mutation("symlog-zero-crowded", "src/sqfig/scale/scale.cpp",
             "if (has_b && stride > 1) {", "if (false) {",
             "with a stride, 0 stands for the linear part: no ±base^0 beside it",
             SYMLOG, "SymLogScale strides decades when the axis holds fewer than matplotlib's 15"),
    Mutation("symlog-no-fallback", "src/sqfig/scale/scale.cpp",
             "if (out.size() >= 2) return out;", "return out;",
             "a symlog view with fewer than two decades is ticked as a linear or log axis",
             SYMLOG, "SymLogScale views with fewer than two decades are ticked as linear or log axes"),
    Mutation("dates-first-interval", "src/sqfig/scale/date_scale.cpp",
             "if (nums[static_cast<std::size_t>(i)] <= iv * (max_ticks - 1)) {",
             "if (true) {",
             "a date axis takes the first interval of its frequency that gives at most matplotlib's maxticks",
             DATES, "DateScale ticks, labels and offset text equal matplotlib's from 90 ms to 1000 years"),
    Mutation("dates-minticks-3", "include/sqfig/scale/date_scale.hpp",
             "int min_ticks_ = 5;", "int min_ticks_ = 3;",
             "a date axis takes the coarsest frequency with at least AutoDateLocator's 5 ticks",
             DATES, "DateScale ticks, labels and offset text equal matplotlib's from 90 ms to 1000 years"),
    Mutation("dates-half-months", "src/sqfig/scale/date_scale.cpp",
             "by = {1, 15};  // matplotlib", "by = {1, 15, 29};  // matplotlib",
             "14-day date ticks fall on the 1st and 15th only, as matplotlib's",
             DATES, "DateScale ticks, labels and offset text equal matplotlib's from 90 ms to 1000 years"),
    Mutation("dates-no-zero-format", "src/sqfig/scale/date_scale.cpp",
             "const bool zero = level < 5 ?", "const bool zero = false && level < 5 ?",
             "a date tick at the start of the next level shows that level (Jan-01, Feb, 2026)",
             DATES, "DateScale ticks, labels and offset text equal matplotlib's from 90 ms to 1000 years"),
    Mutation("dates-offset-with-year", "src/sqfig/scale/date_scale.cpp",
             "if (l < 2 && unique.count(1)) show_offset = false;", "(void)l;",
             "no date offset text when the labels show the year",
             DATES, "DateScale ticks, labels and offset text equal matplotlib's from 90 ms to 1000 years"),
    Mutation("dates-offset-from-first", "src/sqfig/scale/date_scale.cpp",
             "out.offset = strftime_like(dt.back(), offset_fmts[level]);",
             "out.offset = strftime_like(dt.front(), offset_fmts[level]);",
             "the date offset text is the last tick's, as ConciseDateFormatter's",
             DATES, "DateScale ticks, labels and offset text equal matplotlib's from 90 ms to 1000 years"),
    Mutation("epoch-seconds-any-clock", "include/sqfig/scale/date_scale.hpp",
             "template <class TimePoint, class = decltype(TimePoint::clock::to_time_t(typename TimePoint::clock::time_point{}))>",
             "template <class TimePoint>",
             "epoch_seconds takes only the system clock's time points (without naming std::chrono)",
             DATES, "epoch_seconds converts calendar dates and std::chrono time points"),
    Mutation("epoch-seconds-no-period", "include/sqfig/scale/date_scale.hpp",
             "return static_cast<double>(t.time_since_epoch().count()) * static_cast<double>(Period::num) /",
             "return static_cast<double>(t.time_since_epoch().count()) * 1.0 /",
             "epoch_seconds of a time point equals std::chrono's duration<double> of it, for any period",
             DATES, "epoch_seconds converts calendar dates and std::chrono time points"),
    Mutation("axis-copy-no-state", "src/sqfig/axis.cpp",
             "      s_(new State(*o.s_)) {}",
             "      s_(new State) {}",
             "a copy of an Axis has the original's scale, limits, ticks and label",
             "tests/unit/axis_features_test.cpp",
             "an Axis copy has the original's settings and a state of its own"),
    Mutation("maybe-constructor-not-template", "include/sqfig/detail/maybe.hpp",
             "    template <class O, std::enable_if_t<std::is_same_v<O, std::optional<T>>, int> = 0>\n    maybe(const O& o)",
             "    maybe(const std::optional<T>& o)",
             "making a detail::maybe<T> from a T instantiates no std::optional<T>",
             "tests/unit/maybe_test.cpp",
             "detail::maybe is made, copied and assigned without instantiating std::optional",
             compile_error="std::optional<MaybeProbe> was instantiated"),
    Mutation("maybe-conversion-not-template", "include/sqfig/detail/maybe.hpp",
             "    template <class O, std::enable_if_t<std::is_same_v<O, std::optional<T>>, int> = 0>\n    operator O() const {",
             "    operator std::optional<T>() const {",
             "copying a detail::maybe<T> instantiates no std::optional<T> (each costs a program's compilation)",
             "tests/unit/maybe_test.cpp",
             "detail::maybe is made, copied and assigned without instantiating std::optional",
             compile_error="std::optional<MaybeProbe> was instantiated"),
    Mutation("dates-year-9999-end", "src/sqfig/scale/date_scale.cpp",
             "local < static_cast<double>(kLastUs + 1) / kUsPerSecondD;",
             "local <= static_cast<double>(kLastUs + 1) / kUsPerSecondD;",
             "a date scale accepts no value past the end of year 9999",
             DATES, "DateScale refuses values outside years 1 to 9999 and offsets of a day or more"),
    Mutation("axis-no-scale-offset-text", "src/sqfig/axis.cpp",
             "if (offset) *offset = s_->scale.offset_text(lo, hi, max_major);", "(void)offset;",
             "an axis shows its scale's offset text (a date axis' 2026-Jan)",
             DATES, "A DateScale axis draws concise labels and the offset text on x, y, twins and secondary axes"),
    Mutation("line-refusal-says-log", "src/sqfig/artists/line.cpp",
             "const std::string why = refusing.name().compare(0, 3, \"log\") == 0",
             "const std::string why = true",
             "a line's point outside a date axis is refused naming that scale, not a log axis",
             DATES, "DateScale refuses values outside years 1 to 9999 and offsets of a day or more"),
    Mutation("dates-maxticks-ignored", "src/sqfig/scale/date_scale.cpp",
             "counts.max > 0 ? counts.max : kMaxTicks", "false ? counts.max : kMaxTicks",
             "DateScale::max_ticks(n) is AutoDateLocator's maxticks=n",
             DATES, "DateScale::min_ticks and max_ticks are AutoDateLocator's minticks and maxticks"),
    Mutation("dates-zone-no-dst", "src/sqfig/scale/time_zone.cpp",
             "return type_offset_[trans_type_[k]];", "return type_offset_[trans_type_[0]];",
             "a named-zone date axis follows the zone's daylight saving time",
             DATES, "DateScale::zone ticks and labels equal matplotlib's across daylight saving changes"),
    Mutation("dates-zone-no-footer-rule", "src/sqfig/scale/time_zone.cpp",
             "if (has_rule_ && utc >= trans_.back()) return rule_offset(utc);", "if (false) return rule_offset(utc);",
             "past its table a zone follows its TZif footer's POSIX TZ rule",
             DATES, "DateScale::zone reads the wall clock of the tz database, past its table by the POSIX rule"),
    Mutation("dates-zone-fold1", "src/sqfig/scale/time_zone.cpp",
             "if (!found || u < best) best = u;", "if (!found || u > best) best = u;",
             "a repeated wall-clock tick is its first occurrence (fold=0), as matplotlib's",
             DATES, "DateScale::zone ticks and labels equal matplotlib's across daylight saving changes"),
    Mutation("dates-zone-gap-after", "src/sqfig/scale/time_zone.cpp",
             "return wall - offset_at(wall - hi);", "return wall - hi;",
             "a skipped wall-clock tick takes the offset before the change (02:00 -> 03:00 CEST)",
             DATES, "DateScale::zone ticks and labels equal matplotlib's across daylight saving changes"),
    Mutation("dates-zone-reversed-wall", "src/sqfig/scale/date_scale.cpp",
             "freq != 6) local.clear();", "freq != 6) (void)0;",
             "a view ending earlier on the wall clock than it starts (inside a repeated hour) ticks its ends, as matplotlib's",
             DATES, "DateScale::zone ticks and labels equal matplotlib's across daylight saving changes"),
    # --- the conformance suite's own invariants (issue 46): each switched off, its flawed artist passes
    Mutation("conformance-non-finite-unchecked", CONFORMANCE,
             "        if (!bad.empty()) {\n            broken.push_back(\"non-finite coordinate: \"",
             "        if (false) {\n            broken.push_back(\"non-finite coordinate: \"",
             "the suite reports a non-finite coordinate",
             INVARIANTS, "conformance invariants: a NaN coordinate is reported"),
    Mutation("conformance-outside-unchecked", CONFORMANCE,
             "if (outside.empty() && finite(p) && !plot.contains(p))", "if (false)",
             "the suite reports a drawn datum outside the limits",
             INVARIANTS, "conformance invariants: a mark outside the limits is reported"),
    Mutation("conformance-legend-unchecked", CONFORMANCE,
             "if (!drawn) broken.push_back(\"legend entry", "if (false) broken.push_back(\"legend entry",
             "the suite reports a legend entry whose data is not drawn",
             INVARIANTS, "conformance invariants: a legend entry not drawn is reported"),
    Mutation("conformance-layout-problems-ignored", CONFORMANCE,
             "    for (const LayoutProblem& p : s.problems) broken.push_back(\"layout: \" + p.what);\n", "",
             "the suite reports the layout's problems (a squeezed plot)",
             INVARIANTS, "conformance invariants: a collapsed panel is reported"),
    Mutation("conformance-collisions-unchecked", CONFORMANCE,
             "        if (!found.empty())\n            broken.push_back(\"collisions (\"",
             "        if (false)\n            broken.push_back(\"collisions (\"",
             "the suite reports collisions",
             INVARIANTS, "conformance invariants: collisions are reported where the inputs leave room"),
    Mutation("conformance-crowded-collisions-judged", CONFORMANCE,
             "    if (c.leaves_room) {", "    if (true) {",
             "the suite does not judge collisions for inputs that crowd the plot by design",
             INVARIANTS, "conformance invariants: collisions are reported where the inputs leave room"),
    Mutation("conformance-length-error-accepted", CONFORMANCE,
             "    } catch (const std::length_error& e) {\n        r.outcome = ConformanceOutcome::foreign_exception;",
             "    } catch (const std::length_error& e) {\n        r.outcome = ConformanceOutcome::refused;",
             "the suite reports an exception other than sqfig::Error",
             INVARIANTS, "conformance invariants: a foreign exception is reported"),
    Mutation("conformance-error-kind-unchecked", CONFORMANCE,
             "} else if (e.kind() != c.error_kind) {", "} else if (false) {",
             "the suite reports an Error of the wrong kind",
             INVARIANTS, "conformance invariants: an Error of the wrong kind or naming nobody is reported"),
    Mutation("conformance-error-name-unchecked", CONFORMANCE,
             "} else if (!named) {", "} else if (false) {",
             "the suite reports an Error that does not name the artist",
             INVARIANTS, "conformance invariants: an Error of the wrong kind or naming nobody is reported"),
    Mutation("conformance-time-bound-ignored", CONFORMANCE,
             "        if (left <= 0) {\n            timed_out = true;", "        if (false) {\n            timed_out = true;",
             "the suite stops a run at its time bound",
             INVARIANTS, "conformance invariants: a hang or a crash or an unbounded allocation is reported"),
    Mutation("repel-exchanges-unbounded", "src/sqfig/artists/point_labels.cpp",
             "if (tries >= 8 || budget == 0 || tests >= test_budget) return true;",
             "if (tries >= 8 || budget == 0) return true;",
             "repelled labels' exchanges stop at a budget of tests",
             FIXES, "repelled labels at one point: the exchanges stop at their budget of tests"),
    Mutation("line-writes-what-the-clip-hides", "src/sqfig/artists/line.cpp",
             "        if (dashed) simplified(q);\n        else outside.add(q);",
             "        simplified(q);",
             "a line's vertices the clip hides are not written",
             FIXES, "a line's vertices the clip hides are not written: runs beyond one edge keep their ends"),
    Mutation("stack-outline-unsimplified", "src/sqfig/artists/stackplot.cpp",
             "auto simplified = [&](Point q) { simplifier.add(q); };", "auto simplified = [&](Point q) { out.push_back(q); };",
             "a stack plot's outlines are simplified as lines are",
             "tests/unit/stack_ecdf_test.cpp",
             "stackplot: each layer fills between its boundaries on the page, from 0 at the plot's bottom"),
    Mutation("scatter-writes-what-the-clip-hides", "src/sqfig/artists/scatter.cpp",
             "if (!as_image && (c.x < clip.left() - reach ||", "if (false && (c.x < clip.left() - reach ||",
             "a scatter's markers the clip hides are not written",
             CLIP_HIDDEN, "a scatter's markers the clip hides are not written; every one that reaches it is"),
    Mutation("scatter-reach-of-the-style-size", "src/sqfig/artists/scatter.cpp",
             "const double reach = s + edge_reach;", "const double reach = size_ + edge_reach;",
             "a scatter marker is kept by its own size's reach",
             CLIP_HIDDEN, "a scatter's markers the clip hides are not written; every one that reaches it is"),
    Mutation("scatter-hidden-uncounted", "src/sqfig/artists/scatter.cpp",
             "            ++it.hidden_markers;\n", "",
             "a scatter counts the markers it leaves out",
             CLIP_HIDDEN, "a scatter's markers the clip hides are not written; every one that reaches it is"),
    Mutation("scatter-image-drops-markers", "src/sqfig/artists/scatter.cpp",
             "const bool as_image = rasterization().value_or(x_.size() > raster_markers_above);",
             "const bool as_image = false;",
             "a scatter drawn as an image keeps all its markers (the image's extent is theirs)",
             CLIP_HIDDEN, "markers the clip hides draw the same pixels as if written: stamping and rasterizing count them"),
    Mutation("stamping-ignores-hidden-markers", "src/sqfig/render/marker_drawing.cpp",
             "if (marker_count(item) + item.hidden_markers < stamp_markers_from || !pixels",
             "if (marker_count(item) < stamp_markers_from || !pixels",
             "the renderer stamps markers by their count with those the clip hides",
             CLIP_HIDDEN, "markers the clip hides draw the same pixels as if written: stamping and rasterizing count them"),
    Mutation("band-writes-what-the-clip-hides", "src/sqfig/artists/band.cpp",
             "            if (as_image) append(q);\n            else outside.add(q);", "            append(q);",
             "a band's outline vertices the clip hides are not written",
             CLIP_HIDDEN, "a band's outline beyond the view keeps the ends of its runs: the same fill inside"),
    Mutation("band-image-drops-outline", "src/sqfig/artists/band.cpp",
             "const bool as_image = rasterization().value_or(false);", "const bool as_image = false;",
             "a band drawn as an image keeps its whole outline",
             CLIP_HIDDEN, "a band's outline beyond the view keeps the ends of its runs: the same fill inside"),
    Mutation("error-bar-segments-the-clip-hides", "src/sqfig/artists/error_bars.cpp",
             "if (base.clip && (std::max(p.x, q.x)", "if (false && base.clip && (std::max(p.x, q.x)",
             "error bar segments the clip hides are not written",
             CLIP_HIDDEN, "error bars the clip hides are not written: segments and markers that reach the view are"),
    Mutation("error-bar-markers-the-clip-hides", "src/sqfig/artists/error_bars.cpp",
             "if (as_image || marker_clip.inflated(", "if (as_image || true || marker_clip.inflated(",
             "error bar markers the clip hides are not written",
             CLIP_HIDDEN, "error bars the clip hides are not written: segments and markers that reach the view are"),
    Mutation("error-bar-hidden-uncounted", "src/sqfig/artists/error_bars.cpp",
             "dots.hidden_markers = hidden;", "(void)hidden;",
             "error bars count the markers they leave out",
             CLIP_HIDDEN, "error bars the clip hides are not written: segments and markers that reach the view are"),
    Mutation("line-hidden-uncounted", "src/sqfig/artists/line.cpp",
             "line.hidden_markers = hidden;", "(void)hidden;",
             "a line counts the markers it leaves out",
             CLIP_HIDDEN, "a line's markers the clip hides are counted as drawn"),
    Mutation("contour-saddle-always-joined", "src/sqfig/artists/marching_squares.cpp",
             "if (saddle && !(mean_z(poly) > level_)) {", "if (saddle && false) {",
             "a saddle cell is resolved by the mean of its corners (matplotlib's mpl2014)",
             "tests/unit/contour_test.cpp", "contour: a saddle joins the corners on the side of its centre"),
    Mutation("contour-no-corner-mask", "src/sqfig/artists/marching_squares.cpp",
             "if (n < 3) continue;", "if (n < 4) continue;",
             "a cell with one NaN corner keeps the triangle of the other three (corner_mask=True)",
             "tests/unit/contour_test.cpp", "contour: NaN points leave holes with corner masking"),
    Mutation("contour-labels-cross-lines", "src/sqfig/artists/contour.cpp",
             "if (segment_in(qb, pl.points[k], pl.points[k + 1])) return false;", "continue;",
             "a level label is placed only where it crosses no other contour line",
             "tests/unit/contour_test.cpp",
             "contour: level labels on dense rings find the places clear of the neighbours"),
    Mutation("contour-label-no-gap", "src/sqfig/artists/contour.cpp",
             "pl.gaps.push_back({s0, s1});", "(void)s1;",
             "the line is broken under its label",
             "tests/unit/contour_test.cpp",
             "contour: level labels sit on their lines, clear of other lines and labels"),
    Mutation("text-far-outside-placed", "src/sqfig/artists/text.cpp",
             "if (!std::isfinite(item.anchor.x) || !std::isfinite(item.anchor.y))", "if (false)",
             "text too far outside the limits for the page is refused",
             FIXES, "text too far outside the limits for the page is refused, naming it"),
    Mutation("brackets-not-stacked", "src/sqfig/artists/significance_brackets.cpp",
             "if (q.band_hi >= p.band_lo && q.band_lo <= p.band_hi) consider(q.top, q.anchor);", "(void)q;",
             "significance brackets overlapping in x are stacked, none on another or its text",
             "tests/unit/significance_brackets_test.cpp", "significance: brackets over bars with error bars stack without overlap"),
    Mutation("brackets-ignore-data", "src/sqfig/artists/significance_brackets.cpp",
             "consider(r->top, r->anchored ? std::optional<double>(r->anchor) : std::nullopt);", "(void)r;",
             "a significance bracket starts above the tallest thing drawn between its ends",
             "tests/unit/significance_brackets_test.cpp", "significance: brackets over bars with error bars stack without overlap"),
    Mutation("brackets-ignore-markers", "src/sqfig/artists/significance_brackets.cpp",
             "for_each_marker(it, [&](const SceneMarker& m) { box(m.box().inflated(m.edge_width / 2), turn(m.center).y); });",
             "",
             "a significance bracket clears the markers under it (box plots' fliers)",
             "tests/unit/significance_brackets_test.cpp", "significance: brackets over box plots clear whiskers and fliers"),
    Mutation("brackets-gap-in-data-space", "src/sqfig/artists/significance_brackets.cpp",
             "p.line_y = floor - gap_ - tip_ - line_width_ / 2;",
             "p.line_y = f.page_y(f.y_scale.inverse(f.y_space_at(floor)) + (gap_ + tip_) / f.plot.height * "
             "(f.y_scale.inverse(f.y1) - f.y_scale.inverse(f.y0))) - line_width_ / 2;",
             "a significance bracket's gap is in points: constant on the page on a log axis",
             "tests/unit/significance_brackets_test.cpp", "significance: on a log axis the gaps are constant on the page"),
    Mutation("brackets-no-room", "src/sqfig/artists/significance_brackets.cpp",
             "text.data_anchored = true;", "text.data_anchored = false;",
             "the y limit grows to hold the significance brackets",
             "tests/unit/significance_brackets_test.cpp", "significance: brackets over bars with error bars stack without overlap"),
    Mutation("brackets-partial-marks", "include/sqfig/artists/significance_brackets.hpp",
             "bool reads_marks() const override { return true; }", "bool reads_marks() const override { return false; }",
             "the layout emits every mark in each pass for significance brackets (so the limits it sizes for are the final ones)",
             "tests/unit/significance_brackets_test.cpp", "significance: brackets over bars with error bars stack without overlap"),
    # Broken y axes (Axes::broken_y, issue 49).
    Mutation("broken-legend-over-gap", "src/sqfig/layout/broken_axis_layout.cpp",
             "        out.push_back(std::move(guard));", "        (void)guard;",
             "a 'best' legend keeps off a broken axis' gap and its break marks",
             "tests/unit/broken_axis_test.cpp", "broken_y: a best legend keeps off the gap, its marks and the data"),
    Mutation("broken-texts-in-every-band", "src/sqfig/layout/broken_axis_layout.cpp",
             "return it.anchor.y < band.top() - 0.5 || it.anchor.y > band.bottom() + 0.5;", "return false;",
             "a text anchored in data coordinates shows only in the range holding its anchor",
             "tests/unit/broken_axis_test.cpp", "broken_y: ticks per range, one label, break marks, no collisions"),
    Mutation("broken-marks-not-cut", "src/sqfig/layout/broken_axis_layout.cpp",
             "it.clip = it.clip ? broken_overlap(*it.clip, band) : band;", "it.clip = it.clip ? *it.clip : band;",
             "marks are cut at their range's band: nothing is drawn in a gap",
             "tests/unit/broken_axis_test.cpp", "broken_y: lines are cut at each band's edges; shares and inversion"),
    Mutation("broken-end-labels-meet", "src/sqfig/layout/broken_axis_layout.cpp",
             "                    dropped[i] = 1;", "                    dropped[i] = 0;",
             "tick labels at the ends of two ranges meeting across a narrow gap: the later one gives way",
             "tests/unit/broken_axis_test.cpp", "broken_y on a log axis ticks each range in decades"),
    Mutation("broken-range-unchecked", "src/sqfig/axes.cpp",
             "        if (i > 0 && !(ranges[i - 1].second < lo))", "        if (false)",
             "broken_y refuses overlapping or unordered ranges",
             "tests/unit/broken_axis_test.cpp", "broken_y refuses ranges it cannot show, with a usage error naming them"),

    # twin_y (matplotlib's twiny, issue 49).
    Mutation("twin-y-title-under-top-axis", "src/sqfig/layout/axes_layout.cpp",
             "        secondary_from = deco.size();\n        if (tya)",
             "        if (tya) tya->emit(deco, tyf, s.style, engine);\n        secondary_from = deco.size();\n        if (false)",
             "the title goes above a twin_y's x axis",
             "tests/unit/twin_y_test.cpp", "twin_y: its x axis on top, the title above it, y over both, one legend"),
    Mutation("twin-y-y-not-shared", "src/sqfig/layout/axes_layout.cpp",
             "    if (top_extent.has_y()) {", "    if (false) {",
             "the y axis a twin_y shares is autoscaled over the twin's data too",
             "tests/unit/twin_y_test.cpp", "twin_y: its x axis on top, the title above it, y over both, one legend"),
    Mutation("twin-y-top-side-twice", "src/sqfig/axes.cpp",
             "    if (st().twin_top) throw Error(name() + \": secondary_x: its twin_y's x axis is on top;",
             "    if (false) throw Error(name() + \": secondary_x: its twin_y's x axis is on top;",
             "secondary_x refuses axes with a twin_y (one top side)",
             "tests/unit/twin_y_test.cpp", "twin_y refuses what clashes with it, and its y setters"),
    Mutation("twin-y-y-setters-open", "src/sqfig/axes.cpp",
             "    if (st().shares_y)\n        throw Error(name() + \": \" + what + \": a twin_y twin",
             "    if (false)\n        throw Error(name() + \": \" + what + \": a twin_y twin",
             "a twin_y twin's y setters throw rather than silently set an axis nobody draws",
             "tests/unit/twin_y_test.cpp", "twin_y refuses what clashes with it, and its y setters"),
    Mutation("twin-y-span-unnamed", "src/sqfig/layout/axes_layout.cpp",
             "        if (!x && ax->st().twin_top) look(*ax->st().twin_top);", "",
             "data no shared y axis can span names the twin_y's artist, not only the axes",
             "tests/unit/twin_y_test.cpp", "twin_y: data no y axis can span names the twin's artist"),
    Mutation("pie-labels-not-stacked", "src/sqfig/artists/pie.cpp",
             "stack(*side, gap, f.plot.top(), f.plot.bottom());", "for (Outside& o : *side) o.y = o.natural.y;",
             "a pie's outside labels are stacked per side so that none overlaps another",
             "tests/unit/pie_test.cpp", "pie labels of many tiny slices never collide"),
    Mutation("pie-labels-no-column", "src/sqfig/artists/pie.cpp",
             "const double dx = any_moved ? column : dxs[k];", "const double dx = dxs[k];",
             "a pie's moved labels line up in a column that no leader crosses",
             "tests/unit/pie_test.cpp", "pie leaders cross neither each other nor the pie"),
    Mutation("pie-leaders-straight", "src/sqfig/artists/pie.cpp",
             "if (!needed) continue;", "continue;",
             "a pie's leaders that would cut across it go round it on rings, crossing no other",
             "tests/unit/pie_test.cpp", "pie leaders cross neither each other nor the pie"),
    Mutation("pie-pct-always-inside", "src/sqfig/artists/pie.cpp",
             "if (!rect_in_sector(box, geom[i], r_in + edge_half, r_out - edge_half, 1 + edge_half)) {",
             "if (false) {",
             "a pie's percentage goes outside with its label when its wedge cannot hold it",
             "tests/unit/pie_test.cpp", "pie labels of many tiny slices never collide"),
    Mutation("pie-angle-ignores-direction", "src/sqfig/artists/pie.cpp",
             "const double theta2 = counterclock_ ? theta1 + frac : theta1 - frac;",
             "const double theta2 = theta1 + frac;",
             "pie wedges follow matplotlib's angle rule, clockwise when counterclock is off",
             "tests/unit/pie_test.cpp", "pie wedge angles are matplotlib's theta1/theta2"),
    Mutation("polar-angle-labels-overlap", "src/sqfig/layout/polar_layout.cpp",
             "                out_by += 1;\n", "                break;\n",
             "an angle label that would overlap one before it moves out along its spoke",
             "tests/unit/polar_test.cpp", "polar: angle labels never overlap, however many categories"),
    Mutation("polar-radial-labels-on-data", "src/sqfig/layout/polar_layout.cpp",
             "                if (best_clear == rticks.size()) break;", "                break;",
             "radial labels move to the gap between spokes where the fewest lie on the data",
             "tests/unit/polar_test.cpp", "polar: radial labels move off the data to another gap between spokes"),
    Mutation("polar-theta-direction", "src/sqfig/layout/polar_layout.cpp",
             "f.x1 = p.theta_offset() + p.theta_direction() * 2 * pi;", "f.x1 = p.theta_offset() + 2 * pi;",
             "theta_direction(-1) runs the angles clockwise",
             "tests/unit/polar_test.cpp", "polar: angle labels with theta offset and direction as matplotlib"),
    Mutation("polar-theta-offset", "src/sqfig/layout/polar_layout.cpp",
             "    f.x0 = p.theta_offset();\n    f.x1 = p.theta_offset() +", "    f.x0 = 0;\n    f.x1 = 0 +",
             "theta_offset / theta_zero_location turn where θ = 0 points",
             "tests/unit/polar_test.cpp", "polar: angle labels with theta offset and direction as matplotlib"),
]

def pkg_flags(kind):
    # The library's pkg-config modules, as CMakeLists.txt lists them.
    with open(os.path.join(ROOT, "CMakeLists.txt")) as f:
        mods = re.search(r"set\(SQFIG_PKG_CONFIG_MODULES ([^)]*)\)", f.read()).group(1).split()
    out = subprocess.run(["pkg-config", kind] + mods, check=True, capture_output=True, text=True).stdout
    return out.split()


class Builder:
    """Builds one test program per mutation from objects: the library's sources
    and the test files are compiled once, unmutated, and a mutation recompiles
    only the objects whose sources or headers include the file it changed
    (the compiler's -MMD lists), then links."""

    def __init__(self, scratch, cxx):
        self.scratch = scratch
        self.cxx = cxx
        self.cflags = pkg_flags("--cflags")
        self.libs = pkg_flags("--libs")
        self.main_o = os.path.join(scratch, "catch_main.o")
        main_cpp = os.path.join(scratch, "catch_main.cpp")
        with open(main_cpp, "w") as f:
            f.write("#define CATCH_CONFIG_MAIN\n#include <catch2/catch.hpp>\n")
        subprocess.run([cxx, "-std=c++17", "-c", main_cpp, "-o", self.main_o], check=True)
        self.base_objects = {}  # source (relative to a tree) -> (object, the files it depends on)
        self.base_tree = None  # the unmutated tree prepare() compiled

    def copy_tree(self, name):
        """A private copy of include/, src/, extras/, tests/ and bench/'s headers (tests read
        ../support headers; the heap test draws bench/small_chart.hpp's chart)."""
        d = os.path.join(self.scratch, name)
        shutil.copytree(os.path.join(ROOT, "include"), os.path.join(d, "include"))
        shutil.copytree(os.path.join(ROOT, "src"), os.path.join(d, "src"))
        shutil.copytree(os.path.join(ROOT, "extras"), os.path.join(d, "extras"))
        # tests/support/style.hpp draws with the driver's look, a header of its own.
        os.makedirs(os.path.join(d, "examples", "paper_figures"))
        shutil.copy(os.path.join(ROOT, "examples", "paper_figures", "paper_style.hpp"),
                    os.path.join(d, "examples", "paper_figures", "paper_style.hpp"))
        shutil.copytree(os.path.join(ROOT, "bench"), os.path.join(d, "bench"),
                        ignore=lambda _dir, names: [n for n in names
                                                    if not n.endswith(".hpp")])
        shutil.copytree(os.path.join(ROOT, "tests"), os.path.join(d, "tests"),
                        ignore=shutil.ignore_patterns("goldens", "corpus", "inputs", "*.png", "*.pdf"))
        return d

    @staticmethod
    def library_sources(tree):
        found = []
        for d, _, files in os.walk(os.path.join(tree, "src", "sqfig")):
            found += [os.path.relpath(os.path.join(d, f), tree) for f in files if f.endswith(".cpp")]
        return sorted(found)

    @staticmethod
    def units(tree, test_file):
        """The sources of one test program: the library's, the test file and
        (render tests) the image comparison."""
        extra = ["tests/render/image_compare.cpp"] if test_file.startswith("tests/render/") else []
        return Builder.library_sources(tree) + [test_file] + extra

    def compile(self, tree, rel, obj):
        """Compiles tree/rel into obj; returns (error or None, the tree files it read)."""
        # float-cast-overflow: the F1 mutation is undefined behaviour that
        # x86 hides (INT_MIN clamps to 3); the sanitizer makes it fail.
        # SQFIG_BINARY_DIR is the same in every tree, so unmutated test
        # objects serve every mutation.
        cmd = [self.cxx, "-std=c++17", "-O0", "-w",
               "-fsanitize=float-cast-overflow", "-fno-sanitize-recover=float-cast-overflow",
               "-I", os.path.join(tree, "include"), "-I", os.path.join(tree, "src"),
               "-I", os.path.join(tree, "extras", "include"),
               "-I", os.path.join(ROOT, "examples", "custom_artist"),  # the conformance tests' example artist
               f'-DSQFIG_SOURCE_DIR="{ROOT}"', '-DSQFIG_BINARY_DIR="."',
               '-DSQFIG_FAULT_SHIM="/nonexistent"', '-DSQFIG_OUTPUT_TOOL="/nonexistent"',
               *self.cflags, "-MMD", "-MF", obj + ".d", "-c", os.path.join(tree, rel), "-o", obj]
        os.makedirs(os.path.dirname(obj), exist_ok=True)
        c = subprocess.run(cmd, capture_output=True, text=True)
        if c.returncode != 0:
            return c.stderr[-3000:], set()
        with open(obj + ".d") as f:
            deps = f.read().replace("\\\n", " ").split(":", 1)[1].split()
        root = os.path.realpath(tree)
        return None, {os.path.relpath(os.path.realpath(d), root) for d in deps}

    def prepare(self, base, test_files, jobs):
        """Compiles every unit of the unmutated tree once."""
        self.base_tree = base
        units = sorted({u for tf in test_files for u in self.units(base, tf)})
        objs = os.path.join(self.scratch, "objects")

        def one(rel):
            obj = os.path.join(objs, rel + ".o")
            err, deps = self.compile(base, rel, obj)
            return rel, obj, err, deps

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            for rel, obj, err, deps in pool.map(one, units):
                if err:
                    return f"{rel}: {err}"
                self.base_objects[rel] = (obj, deps)
        return None

    def build_and_run(self, tree, test_file, test, changed=None, timeout=120):
        """Links test_file's program (recompiling what includes `changed`) and runs `test`."""
        name = os.path.splitext(os.path.basename(test_file))[0]
        objects, rebuilt = [], 0
        # The program's units are the unmutated tree's: a mutation's tree is
        # copied later, and a source added to the work tree meanwhile has no
        # unmutated object.
        for rel in self.units(self.base_tree, test_file):
            obj, deps = self.base_objects[rel]
            if changed is not None and changed in deps:
                obj = os.path.join(tree, "objects", rel + ".o")
                err, _ = self.compile(tree, rel, obj)
                if err:
                    return "compile-error", err
                rebuilt += 1
            objects.append(obj)
        exe = os.path.join(tree, f"t-{name}")
        link = [self.cxx, *objects, self.main_o, "-o", exe, "-fsanitize=float-cast-overflow", *self.libs, "-lpthread"]
        c = subprocess.run(link, capture_output=True, text=True)
        if c.returncode != 0:
            return "compile-error", c.stderr[-3000:]
        if changed is not None and rebuilt == 0:
            return "compile-error", f"no object of {test_file}'s program includes {changed}"
        try:
            r = subprocess.run([exe, test], capture_output=True, text=True, errors="replace", timeout=timeout, cwd=tree)
        except subprocess.TimeoutExpired:
            return "failed", "timeout"
        out = r.stdout + r.stderr
        # "in 30 test cases" holds "0 test cases": the count must stand alone.
        if "No test cases matched" in out or re.search(r"(?<!\d)0 test cases", out):
            return "no-test", out[-2000:]
        return ("passed" if r.returncode == 0 else "failed"), out[-3000:]


def spec(test_name):
    """A Catch2 test spec matching exactly this test case (commas escaped)."""
    return test_name.replace("\\", "\\\\").replace(",", "\\,").replace("[", "\\[")


def implementation_of(header):
    """include/sqfig/X.hpp or src/sqfig/X.hpp -> src/sqfig/X.cpp, where its function bodies live."""
    for root in ("include/sqfig/", "src/sqfig/"):
        if header.startswith(root) and header.endswith(".hpp"):
            return "src/sqfig/" + header[len(root):-len(".hpp")] + ".cpp"
    return None


def texts_of(tree, m):
    """The header's and its implementation file's texts, and why m cannot be applied (None: it can)."""
    found = []
    for rel in (m.file, implementation_of(m.file)):
        if rel and os.path.exists(os.path.join(tree, rel)):
            with open(os.path.join(tree, rel)) as f:
                found.append((rel, f.read()))
    # The text is in the header or in its implementation file, exactly once in all.
    n = sum(text.count(m.old) for _, text in found)
    if n != 1:
        return found, f"{m.file} (and its .cpp): the text to replace occurs {n} times, not once: {m.old!r}"
    return found, None


def apply(tree, m):
    """Applies m in tree: (why it could not be, or None; the file it changed)."""
    found, problem = texts_of(tree, m)
    if problem:
        return problem, None
    rel, text = next((r, t) for r, t in found if m.old in t)
    path = os.path.join(tree, rel)
    with open(path, "w") as f:
        f.write(text.replace(m.old, m.new))
    return None, rel


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("JOBS", "2")))
    ap.add_argument("--only", default="", help="comma-separated mutation ids")
    ap.add_argument("--keep", action="store_true", help="keep the scratch folder")
    ap.add_argument("--list", action="store_true", help="print the mutations and exit")
    ap.add_argument("--check-texts", action="store_true",
                    help="only check that each mutation's text occurs once in the source (seconds; make test runs it)")
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"))
    sys.stdout.reconfigure(line_buffering=True)  # progress shows as it happens
    args = ap.parse_args()

    chosen = MUTATIONS
    if args.only:
        ids = set(args.only.split(","))
        chosen = [m for m in MUTATIONS if m.id in ids]
        unknown = ids - {m.id for m in chosen}
        if unknown:
            print("unknown mutation ids:", ", ".join(sorted(unknown)))
            return 2
    if args.list:
        for m in chosen:
            print(f"{m.id}\n  file:     {m.file}\n  disables: {m.disables}\n  killed by: {m.test_file}: \"{m.test}\"")
        return 0

    if args.check_texts:
        # A refactor that renames a line a mutation replaces leaves the
        # mutation unapplied, which only the full run (CI) would say.
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        stale = [f"{m.id}: {problem}" for m in chosen for _, problem in [texts_of(root, m)] if problem]
        for line in stale:
            print(line)
        print(f"mutation texts: {len(chosen) - len(stale)} of {len(chosen)} occur once")
        return 1 if stale else 0

    start = time.time()
    # SIGTERM (a CI timeout) still removes the scratch folder.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    scratch = tempfile.mkdtemp(prefix="sqfig-mutation-")
    try:
        b = Builder(scratch, args.cxx)
        # Baseline: every test used must pass on the unmutated source.
        tests = sorted({(m.test_file, m.test) for m in chosen})
        base = b.copy_tree("baseline")
        err = b.prepare(base, sorted({tf for tf, _ in tests}), args.jobs)
        if err:
            print(f"BASELINE FAILED to compile: {err}")
            return 1
        print(f"baseline: the library and {len({tf for tf, _ in tests})} test files compiled ({time.time() - start:.0f} s)")
        by_file = {}
        for tf, t in tests:
            by_file.setdefault(tf, []).append(t)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            # The baseline runs a file's test cases in one process: 120 s each
            # (at -O0 on a loaded machine the 13 of artist_fixes_test.cpp took over 120 s together).
            runs = {tf: pool.submit(b.build_and_run, base, tf, ",".join(spec(t) for t in ts), None, 120 * len(ts))
                    for tf, ts in by_file.items()}
            for tf, run in runs.items():
                status, out = run.result()
                if status != "passed":
                    print(f"BASELINE FAILED: {tf}: {status}\n{out}")
                    return 1
        print(f"baseline: {len(tests)} test cases pass on the unmutated source ({time.time() - start:.0f} s)")

        def run(m):
            tree = b.copy_tree(m.id)
            err, changed = apply(tree, m)
            if err:
                return m, "not-applied", err
            status, out = b.build_and_run(tree, m.test_file, spec(m.test), changed)
            if m.compile_error and status == "compile-error" and m.compile_error in out:
                status = "failed"  # the test's static_assert refused the mutated source
            if not args.keep:
                shutil.rmtree(tree, ignore_errors=True)
            return m, status, out

        results = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for m, status, out in pool.map(run, chosen):
                verdict = {"failed": "killed", "passed": "SURVIVED"}.get(status, status.upper())
                print(f"{verdict:12} {m.id}: {m.disables}")
                if status != "failed":
                    print("    " + out.strip().replace("\n", "\n    ")[-1500:])
                results.append((m, status))
        killed = sum(1 for _, s in results if s == "failed")
        survived = [m.id for m, s in results if s == "passed"]
        broken = [m.id for m, s in results if s not in ("failed", "passed")]
        print(f"mutation: {killed} of {len(results)} mutations killed, {len(survived)} survived, "
              f"{len(broken)} not applied/compiled ({time.time() - start:.0f} s)")
        if broken:
            return 2
        return 1 if survived else 0
    finally:
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
