// The implementation of sqfig/layout/figure_check.hpp.
#include "sqfig/layout/figure_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <vector>
#include "sqfig/core/color_vision.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

std::string to_string(FindingKind k) {
    switch (k) {
        case FindingKind::small_text: return "small text";
        case FindingKind::thin_line: return "thin line";
        case FindingKind::color_vision: return "colour vision";
        case FindingKind::greyscale: return "greyscale";
    }
    return "?";
}

std::string Finding::describe() const { return to_string(kind) + ": " + item + ": " + message; }

}  // namespace sqfig

namespace sqfig {
namespace detail {

std::string number_text(double v, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// A legend emits its frame, then for each entry its handle's items and its
// text (Legend::emit): the roles say which is which, and a frame starts the
// next legend.
std::vector<std::vector<SeriesCue>> legend_series(const Scene& scene) {
    std::vector<std::vector<SeriesCue>> legends;
    std::vector<const SceneItem*> handles;
    for (const SceneItem& it : scene.items) {
        if (it.role == Role::legend_frame) {
            legends.emplace_back();
            handles.clear();
            continue;
        }
        if (it.role == Role::legend_handle) {
            handles.push_back(&it);
            continue;
        }
        if (it.role != Role::legend_text || !it.payload.text() || legends.empty()) continue;
        SeriesCue cue;
        cue.label = it.payload.text()->text.plain;
        cue.where = it.bounds();
        bool colored = false;
        for (const SceneItem* h : handles) {
            cue.where = cue.where.united(h->bounds());
            if (h->payload.path()) {
                const ScenePath& p = *h->payload.path();
                const bool patch = p.fill && p.fill->a > 0 && p.closed;
                cue.shape += patch ? "patch;" : "line;";
                if (!colored && patch) { cue.color = over(*p.fill, scene.background); colored = true; }
                if (!colored && p.stroke && p.stroke->width > 0) { cue.color = over(p.stroke->color, scene.background); colored = true; }
                for (double d : p.dashes) cue.shape += number_text(d, 2) + ",";
                if (p.hatch) cue.shape += "hatch " + p.hatch->pattern + ";";
            }
            auto marker = [&](const SceneMarker& m) {
                cue.shape += "marker " + std::to_string(static_cast<int>(m.shape)) + ";";
                if (!colored) { cue.color = over(m.face, scene.background); colored = true; }
            };
            if (h->payload.marker()) marker(*h->payload.marker());
            for_each_marker(*h, marker);
        }
        handles.clear();
        if (!colored) continue;  // nothing coloured to compare
        legends.back().push_back(std::move(cue));
    }
    // A legend with no coloured entry has nothing to compare.
    legends.erase(std::remove_if(legends.begin(), legends.end(), [](const auto& l) { return l.empty(); }), legends.end());
    return legends;
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

std::vector<Finding> check(const Scene& scene, const CheckOptions& o) {
    std::vector<Finding> out;
    const double scale = o.printed_width > 0 && scene.page.width > 0 ? o.printed_width / scene.page.width : 1.0;
    const std::string at_scale =
        scale == 1.0 ? std::string() : " (" + detail::number_text(100 * scale, 0) + "% of its drawn size)";

    using Key = std::tuple<int, std::string, long long>;  // group, kind, size in 1/1000 pt
    auto gather = [](std::map<Key, detail::Gathered>& into, const SceneItem& it, double value) {
        detail::Gathered& g = into[Key{it.group, it.kind, std::llround(value * 1000)}];
        if (g.count++ == 0) {
            g.first = it.owner;
            g.value = value;
            g.where = it.bounds();
        } else {
            g.where = g.where.united(it.bounds());
        }
    };
    auto report = [&](const std::map<Key, detail::Gathered>& from, FindingKind kind, const char* unit_what,
                      double threshold) {
        for (const auto& [key, g] : from) {
            const std::string item =
                g.first + (g.count > 1 ? " and " + std::to_string(g.count - 1) + " more (" + std::get<1>(key) + ")" : "");
            out.push_back({kind, item,
                           std::string(unit_what) + " " + detail::number_text(g.value * scale, 2) + " pt when printed" +
                               at_scale + ", under the minimum of " + detail::number_text(threshold, 2) + " pt",
                           g.value * scale, threshold, g.where});
        }
    };

    if (o.text_size) {
        std::map<Key, detail::Gathered> small, scripts;
        for (const SceneItem& it : scene.items) {
            if (!it.payload.text() || it.payload.text()->text.plain.empty()) continue;
            const MeasuredText& m = it.payload.text()->text;
            if (m.font_size > 0 && m.font_size * scale < o.min_text_size - 1e-9) gather(small, it, m.font_size);
            else if (m.smallest_size > 0 && m.smallest_size * scale < o.min_script_size - 1e-9)
                gather(scripts, it, m.smallest_size);
        }
        report(small, FindingKind::small_text, "text size", o.min_text_size);
        report(scripts, FindingKind::small_text, "sub/superscript size", o.min_script_size);
    }
    if (o.line_width) {
        std::map<Key, detail::Gathered> thin;
        for (const SceneItem& it : scene.items) {
            if (!it.payload.path()) continue;
            const ScenePath& p = *it.payload.path();
            if (p.stroke && p.stroke->width > 0 && p.stroke->color.a > 0 && p.stroke->width * scale < o.min_line_width - 1e-9)
                gather(thin, it, p.stroke->width);
            if (p.hatch && p.hatch->width > 0 && p.hatch->width * scale < o.min_line_width - 1e-9)
                gather(thin, it, p.hatch->width);
        }
        report(thin, FindingKind::thin_line, "line width", o.min_line_width);
    }
    if (o.color_vision || o.greyscale) {
        for (const auto& series : detail::legend_series(scene))
            for (std::size_t i = 0; i < series.size(); ++i)
                for (std::size_t j = i + 1; j < series.size(); ++j) {
                    const detail::SeriesCue &a = series[i], &b = series[j];
                    if (a.shape != b.shape) continue;  // told apart by marker, dashes, hatch or shape
                    const std::string item = "legend entries \"" + a.label + "\" and \"" + b.label + "\"";
                    const Rect where = a.where.united(b.where);
                    if (o.color_vision)
                        for (ColorVision v : {ColorVision::deuteranopia, ColorVision::protanopia, ColorVision::tritanopia}) {
                            const double d = delta_e_2000(simulate(a.color, v), simulate(b.color, v));
                            if (d < o.min_color_difference)
                                out.push_back({FindingKind::color_vision, item,
                                               "differ only by colour, and under " + to_string(v) +
                                                   " their colours are CIEDE2000 " + detail::number_text(d) +
                                                   " apart, under the minimum of " +
                                                   detail::number_text(o.min_color_difference),
                                               d, o.min_color_difference, where});
                        }
                    if (o.greyscale) {
                        const double d = std::abs(lightness(a.color) - lightness(b.color));
                        if (d < o.min_lightness_difference)
                            out.push_back({FindingKind::greyscale, item,
                                           "differ only by colour, and in greyscale their lightness is " +
                                               detail::number_text(d) + " L* apart, under the minimum of " +
                                               detail::number_text(o.min_lightness_difference),
                                           d, o.min_lightness_difference, where});
                    }
                }
    }
    return out;
}

}  // namespace sqfig
