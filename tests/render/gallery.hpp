// A gallery of library features, one small figure per feature: every artist,
// every scale, every legend location, math samples. Used by the golden-image
// tests (PNG) and by the PDF read-back tests (the strings each must show).
#pragma once

#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include <sqfig/sqfig.hpp>

#include "../support/style.hpp"

namespace rt {

struct GalleryItem {
    std::string name;                        // golden file: tests/goldens/gallery/<name>.png
    std::function<sqfig::Figure()> build;
    std::vector<std::string> expect_text;    // strings the PDF must show (spaces ignored)
    bool expect_clean = true;                // fig.collisions() must be empty
};

inline double kNaN_gallery() { return std::numeric_limits<double>::quiet_NaN(); }

inline sqfig::Figure small_figure(double w = 3.4, double h = 2.5) {
    return sqfig::Figure{sqfig::inches(w, h), sqfig_test::paper_style()};
}

inline void legend_demo_data(sqfig::Axes& ax) {
    ax.line({0, 1, 2, 3, 4}, {0.0, 1.0, 4.0, 9.0, 16.0}).marker(sqfig::MarkerShape::circle).label("squares");
    ax.line({0, 1, 2, 3, 4}, {16.0, 9.0, 4.0, 1.0, 0.0}).marker(sqfig::MarkerShape::square).label("falling");
}

inline std::string legend_location_name(sqfig::LegendLocation l) {
    using L = sqfig::LegendLocation;
    switch (l) {
        case L::best: return "best";
        case L::upper_right: return "upper_right";
        case L::upper_left: return "upper_left";
        case L::lower_left: return "lower_left";
        case L::lower_right: return "lower_right";
        case L::center_left: return "center_left";
        case L::center_right: return "center_right";
        case L::lower_center: return "lower_center";
        case L::upper_center: return "upper_center";
        case L::center: return "center";
        case L::outside_right: return "outside_right";
        case L::outside_top: return "outside_top";
        case L::outside_bottom: return "outside_bottom";
    }
    return "?";
}

inline std::vector<GalleryItem> gallery() {
    using namespace sqfig;
    std::vector<GalleryItem> g;

    g.push_back({"bars_linear",
                 [] {
                     Figure fig = small_figure();
                     Axes& ax = fig.axes();
                     ax.bars({0, 1, 2}, {1.87, 2.05, 0.42}).colors({"#1f4e79", "#0a8a3a", "#b03a3a"}).width(0.55);
                     ax.x_ticks({0, 1, 2}, {"FP16", "SQ", "Haar"});
                     ax.y_label("NLL per token (nats)");
                     ax.title("Linear bars");
                     for (int i = 0; i < 3; ++i) {
                         const double v[3] = {1.87, 2.05, 0.42};
                         ax.text({double(i), v[i] + 0.05}, format_fixed(v[i], 3)).align_center_bottom().size(8);
                     }
                     return fig;
                 },
                 {"Linear bars", "FP16", "Haar", "NLL per token (nats)", "1.870", "2.050", "0.420"}});

    g.push_back({"bars_log10",
                 [] {
                     Figure fig = small_figure();
                     Axes& ax = fig.axes();
                     const std::vector<double> v{6.49, 6.98, 2048.57};
                     ax.bars({0, 1, 2}, v).colors({"#1f4e79", "#0a8a3a", "#b03a3a"}).width(0.55);
                     ax.y_scale(LogScale{10});
                     ax.x_ticks({0, 1, 2}, {"FP16", "SQ water-fill (b=3)", "Random Haar (b=3)"})
                         .rotate(15)
                         .align_right();
                     ax.y_label("Perplexity (log scale)");
                     ax.title("Log-10 bars\n(second title line)");
                     for (int i = 0; i < 3; ++i)
                         ax.text({double(i), v[std::size_t(i)] * 1.08}, format_fixed(v[std::size_t(i)], 2, true))
                             .align_center_bottom()
                             .size(8);
                     return fig;
                 },
                 {"Log-10 bars", "(second title line)", "2,048.57", "6.49", "6.98", "Perplexity (log scale)",
                  "FP16"}});

    g.push_back({"log2_axis",
                 [] {
                     Figure fig = small_figure();
                     Axes& ax = fig.axes();
                     ax.line({512, 1024, 2048, 4096, 8192}, {0.8, 1.1, 2.3, 4.9, 10.2})
                         .marker(MarkerShape::circle)
                         .color("#0a8a3a");
                     ax.x_scale(LogScale{2});
                     ax.y_scale(LogScale{10});
                     ax.x_label("Context length (log 2)");
                     ax.y_label("ms / token");
                     ax.title("Base-2 x, base-10 y");
                     return fig;
                 },
                 {"Base-2 x, base-10 y", "512", "1024", "2048", "4096", "8192", "Context length (log 2)"}});

    g.push_back({"log10_wide_range",
                 [] {
                     Figure fig = small_figure();
                     Axes& ax = fig.axes();
                     ax.line({1, 2, 3, 4, 5, 6, 7}, {1e-4, 1e-3, 1e-2, 1e-1, 1, 10, 100}).marker(MarkerShape::square);
                     ax.y_scale(LogScale{10});
                     ax.title("Seven decades");
                     return fig;
                 },
                 {"Seven decades"}});

    g.push_back({"log10_narrow_range",
                 [] {
                     Figure fig = small_figure();
                     Axes& ax = fig.axes();
                     ax.line({0, 1, 2, 3}, {610, 640, 655, 690}).marker(MarkerShape::triangle);
                     ax.y_scale(LogScale{10});
                     ax.title("Inside one decade");
                     return fig;
                 },
                 {"Inside one decade"}});

    g.push_back({"lines_markers",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     const double nan = std::numeric_limits<double>::quiet_NaN();
                     ax.line({0, 1, 2, 3, 4, 5}, {1, 2, 1.5, 3, 2.5, 3.5}).marker(MarkerShape::circle).label("circle");
                     ax.line({0, 1, 2, 3, 4, 5}, {0.5, 1, nan, 2, 1.8, 2.2})
                         .marker(MarkerShape::square)
                         .label("square, NaN gap");
                     ax.line({0, 1, 2, 3, 4, 5}, {0.2, 0.4, 0.3, 0.9, 0.7, 1.1})
                         .marker(MarkerShape::triangle)
                         .dashed()
                         .label("triangle, dashed");
                     ax.x_label("step");
                     ax.y_label("value");
                     ax.title("Lines and markers");
                     ax.legend().frame_alpha(0.9);
                     return fig;
                 },
                 {"Lines and markers", "circle", "square, NaN gap", "triangle, dashed", "step", "value"}});

    g.push_back({"text_coordinates",
                 [] {
                     Figure fig = small_figure(4.0, 3.0);
                     Axes& ax = fig.axes();
                     ax.x_limits(0, 10).y_limits(0, 10);
                     ax.text({1, 8}, "data left-baseline");
                     ax.text({5, 5}, "centred").align_center();
                     ax.text({9, 1.5}, "right-bottom").align(HAlign::right, VAlign::bottom).bold();
                     ax.text({0.05, 0.95}, "axes top-left", Coords::axes).align(HAlign::left, VAlign::top).italic();
                     ax.text({0.66, 0.42}, "figure (0.66, 0.42)", Coords::figure).align(HAlign::left, VAlign::center).size(7);
                     ax.text({8.5, 6.5}, "rot 90").rotate(90).align_center();
                     ax.text({3, 3}, "rot 30").rotate(30).align_center().color("#b03a3a");
                     ax.title("Text in data, axes and figure coordinates");
                     return fig;
                 },
                 {"data left-baseline", "centred", "right-bottom", "axes top-left", "figure (0.66, 0.42)", "rot 90",
                  "Text in data, axes and figure coordinates"}});

    g.push_back({"shapes_boxes_arrows",
                 [] {
                     Figure fig = small_figure(5.0, 2.2);
                     Axes& ax = fig.axes();
                     ax.x_limits(0, 10).y_limits(0, 4).axis_off();
                     ax.rectangle({0.2, 0.2, 1.5, 0.8}, "#fce5cd").edge("#444444", 1.0);
                     const Box& a = ax.box({0.5, 2.0, 2.0, 1.0}, "Calibration\nbatch").fill("#cfe2f3").edge("#444444");
                     const Box& b =
                         ax.box({4.0, 2.0, 2.0, 1.0}, "PR cutoff $d_{\\rm eff}$").fill("#d9ead3").edge("#444444");
                     const Box& c = ax.box({7.5, 2.0, 2.0, 1.0}, "Water-fill").fill("#fff2cc").edge("#444444");
                     ax.arrow(a, b);
                     ax.arrow(b, c).color("#b03a3a").width(1.5);
                     ax.arrow({3.0, 0.6}, {6.0, 0.6}).head(8, 6);
                     ax.text({6.3, 0.6}, "free arrow").align(HAlign::left, VAlign::center).size(8);
                     return fig;
                 },
                 {"Calibration", "batch", "PRcutoffdeff", "Water-fill", "free arrow"}});

    g.push_back({"math_text",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     ax.x_limits(0, 1).y_limits(0, 1);
                     ax.text({0.05, 0.85}, "$d_{\\rm eff}$ and $\\alpha \\leq 10^{3}$", Coords::axes);
                     ax.text({0.05, 0.62}, "$x \\to \\infty$, $\\beta \\geq 2 \\times 10^{-3}$", Coords::axes);
                     ax.text({0.05, 0.40}, "$\\mu \\pm \\sigma$, $a \\cdot b$, $\\mathrm{KV}_{\\rm cache}$",
                             Coords::axes);
                     ax.text({0.05, 0.18}, "$\\lambda_{i}^{2}$ and $\\Delta t$", Coords::axes);
                     ax.x_label("$d_{\\rm eff}$ / $d$");
                     ax.y_label("$\\alpha$");
                     ax.title("Math: $\\alpha \\leq 10^{3}$");
                     return fig;
                 },
                 {"deff", "α≤103", "x→∞", "β≥2×10−3", "μ±σ", "a·b", "KVcache", "Math:α≤103"}});

    g.push_back({"grid_ratios",
                 [] {
                     Figure fig{inches(5.5, 3.6), sqfig_test::paper_style()};
                     GridOptions opt;
                     opt.width_ratios = {1, 2};
                     opt.height_ratios = {2, 1};
                     auto grid = fig.grid(2, 2, opt);
                     grid(0, 0).bars({0, 1}, {3, 5}).label("a");
                     grid(0, 0).title("narrow");
                     grid(0, 1).line({0, 1, 2, 3}, {2, 3, 1, 4}).marker(MarkerShape::circle);
                     grid(0, 1).title("wide, two thirds");
                     grid(0, 1).spines(true, true, true, true);
                     grid(1, 0).line({1, 10, 100}, {1, 2, 3});
                     grid(1, 0).x_scale(LogScale{10});
                     grid(1, 0).y_label("short");
                     grid(1, 1).bars({0, 1, 2, 3}, {-1, 2, -3, 4}).color("#9474c2");
                     grid(1, 1).x_label("negative bars");
                     return fig;
                 },
                 {"narrow", "wide, two thirds", "short", "negative bars"}});

    g.push_back({"grouped_bars_best_legend",
                 [] {
                     Figure fig = small_figure(4.2, 2.8);
                     Axes& ax = fig.axes();
                     const double w = 0.27;
                     const char* names[3] = {"FP16", "SQ water-fill", "Random Haar"};
                     const Color colors[3] = {"#1f4e79", "#0a8a3a", "#b03a3a"};
                     for (int m = 0; m < 3; ++m) {
                         std::vector<double> v{0.91 - 0.1 * m, 0.35 + 0.05 * m, 0.62};
                         ax.bars({0, 1, 2}, v).offset((m - 1) * w).width(w).color(colors[m]).label(names[m]);
                     }
                     ax.x_ticks({0, 1, 2}, {"F1\n(overlap)", "distinct-1", "distinct-2"});
                     ax.y_limits(0, 1.4);
                     ax.title("Grouped bars, legend \"best\"");
                     ax.legend().frame_alpha(0.92);
                     return fig;
                 },
                 {"Grouped bars, legend \"best\"", "F1", "(overlap)", "distinct-1", "SQ water-fill"}});

    // ---- issue 13: bands, error bars, horizontal/stacked bars, reference lines, steps ----
    g.push_back({"band_fill_between",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     std::vector<double> step, mean, lo, hi;
                     for (int i = 0; i <= 40; ++i) {
                         const double t = i * 250.0, m = 2.2 + 2.8 * std::exp(-t / 2500.0);
                         step.push_back(t);
                         mean.push_back(m);
                         lo.push_back(m - 0.15 - 0.35 * std::exp(-t / 3000.0));
                         hi.push_back(i == 20 ? std::numeric_limits<double>::quiet_NaN()
                                              : m + 0.15 + 0.45 * std::exp(-t / 3000.0));
                     }
                     ax.band(step, lo, hi).color("#1f77b4").alpha(0.25).label("min-max over 5 seeds");
                     ax.line(step, mean).color("#1f77b4").label("mean loss");
                     ax.x_label("step");
                     ax.y_label("training loss");
                     ax.title("Band with a NaN gap, legend \"best\"");
                     ax.legend();
                     return fig;
                 },
                 {"Band with a NaN gap, legend \"best\"", "min-max over 5 seeds", "mean loss", "training loss"}});

    g.push_back({"error_bars",
                 [] {
                     Figure fig = small_figure(4.2, 2.8);
                     Axes& ax = fig.axes();
                     const std::vector<double> x{0, 1, 2};
                     ax.bars({-0.2, 0.8, 1.8}, {0.62, 0.48, 0.71}).width(0.4).color("#1f4e79").label("FP16")
                         .y_error({0.03, 0.05, 0.02});
                     ax.bars({0.2, 1.2, 2.2}, {0.55, 0.41, 0.66}).width(0.4).color("#0a8a3a").label("4-bit")
                         .y_error({0.02, 0.02, 0.01}, {0.06, 0.04, 0.03});
                     ax.error_bars({0.0, 1.0, 2.0}, {0.9, 0.8, 0.95}).y_error(0.04).x_error(0.15)
                         .marker(MarkerShape::square).color("#b03a3a").label("human");
                     ax.x_ticks(x, {"qa", "summary", "code"});
                     ax.y_label("score");
                     ax.title("Bars with yerr, standalone error bars");
                     ax.legend().location(LegendLocation::outside_right);
                     return fig;
                 },
                 {"Bars with yerr, standalone error bars", "FP16", "4-bit", "human", "summary"}});

    g.push_back({"hbars_long_labels",
                 [] {
                     Figure fig = small_figure(4.4, 2.6);
                     Axes& ax = fig.axes();
                     const std::vector<double> y{0, 1, 2, 3, 4};
                     const std::vector<double> acc{71.2, 64.5, 58.0, 69.9, 66.3};
                     Bars& b = ax.hbars(y, acc).color("#4c72b0").width(0.6);
                     ax.y_ticks(y, {"full model", "without positional encoding", "without layer norm",
                                    "without the auxiliary loss", "half the attention heads"});
                     std::vector<std::string> labels;
                     for (double v : acc) labels.push_back(format_fixed(v, 1));
                     ax.bar_labels(b, labels).size(7);
                     ax.vline(50).dashed().color("#555555");
                     ax.x_label("accuracy (%)");
                     ax.title("Ablations (horizontal bars)");
                     return fig;
                 },
                 {"Ablations (horizontal bars)", "without positional encoding", "without the auxiliary loss", "71.2",
                  "accuracy (%)"}});

    g.push_back({"stacked_bars_labels",
                 [] {
                     Figure fig = small_figure(4.2, 2.8);
                     Axes& ax = fig.axes();
                     const std::vector<double> x{0, 1, 2};
                     const std::vector<double> weights{6.5, 13.0, 26.0}, kv{4.0, 8.0, 16.0}, act{2.5, 4.0, 6.0};
                     std::vector<double> base2;
                     for (std::size_t i = 0; i < 3; ++i) base2.push_back(weights[i] + kv[i]);
                     Bars& w = ax.bars(x, weights).color("#4c72b0").label("weights").width(0.6);
                     Bars& k = ax.bars(x, kv).bottom(weights).color("#dd8452").label("KV cache").width(0.6);
                     Bars& a = ax.bars(x, act).bottom(base2).color("#55a868").label("activations").width(0.6);
                     auto fmt = [](const std::vector<double>& v) {
                         std::vector<std::string> out;
                         for (double d : v) out.push_back(format_fixed(d, 1));
                         return out;
                     };
                     ax.bar_labels(w, fmt(weights)).position(BarLabelPosition::inside).color("#ffffff").size(7);
                     ax.bar_labels(k, fmt(kv)).position(BarLabelPosition::inside).size(7);
                     std::vector<std::string> totals;
                     for (std::size_t i = 0; i < 3; ++i) totals.push_back(format_fixed(base2[i] + act[i], 1) + " GB");
                     ax.bar_labels(a, totals).size(7);
                     ax.hline(40).dashed().color("#b03a3a").label("40 GB GPU");
                     ax.x_ticks(x, {"7B", "13B", "30B"});
                     ax.y_label("memory (GB)");
                     ax.title("Stacked bars, labels inside and on top");
                     ax.legend().location(LegendLocation::outside_right).font_size(8);
                     return fig;
                 },
                 {"Stacked bars, labels inside and on top", "weights", "KV cache", "40 GB GPU", "6.5", "48.0 GB"}});

    g.push_back({"reference_lines_spans",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     std::vector<double> x, y;
                     for (int i = 0; i <= 60; ++i) {
                         x.push_back(i / 6.0);
                         y.push_back(std::sin(i / 6.0) * std::exp(-i / 60.0));
                     }
                     ax.vspan(2.0, 3.5).color("#ff7f0e").alpha(0.15).label("warm-up");
                     ax.hspan(-0.25, 0.25).alpha(0.12).label("tolerance");
                     ax.line(x, y).color("#1f77b4").label("signal");
                     ax.hline(0).color("#444444").width(0.8);
                     ax.vline(7.5).dashed().color("#b03a3a").label("switch");
                     ax.x_label("time (s)");
                     ax.title("axhline, axvline, axhspan, axvspan");
                     ax.legend().location(LegendLocation::outside_right).font_size(8);
                     return fig;
                 },
                 {"axhline, axvline, axhspan, axvspan", "warm-up", "tolerance", "signal", "switch", "time (s)"}});

    g.push_back({"step_lines",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     const std::vector<double> x{1, 2, 3, 4, 5, 6};
                     const std::vector<double> y{1, 3, 2, 4, 3.5, 5};
                     std::vector<double> y1, y2;
                     for (double v : y) { y1.push_back(v + 2.5); y2.push_back(v + 5); }
                     ax.line(x, y).step(StepWhere::pre).marker(MarkerShape::circle).label("pre");
                     ax.line(x, y1).step(StepWhere::mid).marker(MarkerShape::square).label("mid");
                     ax.line(x, y2).step(StepWhere::post).marker(MarkerShape::triangle).label("post");
                     ax.x_label("epoch");
                     ax.title("Step lines");
                     ax.legend().location(LegendLocation::outside_right);
                     return fig;
                 },
                 {"Step lines", "pre", "mid", "post", "epoch"}});
    // ---- heatmaps, colourbars, scatter (issues 13, 14) ----
    g.push_back({"heatmap_attention",
                 [] {
                     Figure fig = small_figure(3.6, 3.0);
                     Axes& ax = fig.axes();
                     std::vector<double> w(16 * 16, 0.0);  // causal attention with a sink at key 0
                     for (int q = 0; q < 16; ++q) {
                         double sum = 0;
                         for (int k = 0; k <= q; ++k) sum += (w[q * 16 + k] = std::exp((k == 0 ? 2.0 : 0.0) + 2.5 * std::exp(-(q - k) / 2.0)));
                         for (int k = 0; k <= q; ++k) w[q * 16 + k] /= sum;
                     }
                     Heatmap& h = ax.heatmap(w, 16, 16);
                     ax.aspect_equal();
                     ax.colorbar(h).label("attention weight");
                     ax.x_label("key position");
                     ax.y_label("query position");
                     ax.title("Attention map");
                     return fig;
                 },
                 {"Attention map", "key position", "query position", "attention weight", "0.8"}});

    g.push_back({"heatmap_confusion",
                 [] {
                     Figure fig = small_figure(3.6, 3.0);
                     Axes& ax = fig.axes();
                     const std::vector<std::string> names{"cat", "dog", "fox", "owl"};
                     Heatmap& h = ax.heatmap({{50, 2, 1, 0}, {3, 41, 5, 1}, {kNaN_gallery(), 6, 38, 6}, {1, 0, 4, 45}},
                                             names, names)
                                      .colormap("Greys")
                                      .bad_color("#f4cccc")
                                      .cell_edges(Color("#888888"), 0.5)
                                      .value_labels(0);
                     ax.aspect_equal();
                     ax.colorbar(h).label("count");
                     ax.x_label("predicted");
                     ax.y_label("true");
                     ax.title("Confusion matrix");
                     return fig;
                 },
                 {"Confusion matrix", "predicted", "true", "count", "cat", "owl", "50", "41", "38", "45"}});

    g.push_back({"scatter_log_colorbar",
                 [] {
                     Figure fig = small_figure(3.6, 3.0);
                     Axes& ax = fig.axes();
                     std::vector<double> x, y, v;
                     for (int i = 0; i < 60; ++i) {
                         x.push_back(i / 6.0 + 0.4 * std::sin(3.1 * i));
                         y.push_back(std::exp(-i / 25.0) + 0.1 * std::cos(2.3 * i));
                         v.push_back(std::pow(10.0, i / 15.0));
                     }
                     Scatter& s = ax.scatter(x, y).color_values(v).norm(Norm::log()).colormap("cividis").size(5);
                     ax.scatter({8.5, 9.0, 9.5}, {0.9, 0.9, 0.9}).marker(MarkerShape::diamond).hollow().color("black").label("targets");
                     ax.colorbar(s).label("step");
                     ax.legend().location(LegendLocation::upper_right);
                     ax.title("Scatter, log colourbar");
                     return fig;
                 },
                 {"Scatter, log colourbar", "step", "targets"}});

    // ---- figure-level colourbar (issue 14) ----
    g.push_back({"heatmap_shared_colorbar",
                 [] {
                     Figure fig = small_figure(6.4, 2.4);
                     Grid grid = fig.grid(1, 3);
                     const Heatmap* first = nullptr;
                     for (int c = 0; c < 3; ++c) {
                         std::vector<double> v(8 * 8);
                         for (int i = 0; i < 64; ++i) v[static_cast<std::size_t>(i)] = (c + 1) * std::sin(i / 5.0) * std::cos(i % 8 / 3.0);
                         const Heatmap& h = grid(0, c).heatmap(v, 8, 8).colormap("RdBu").norm(Norm::linear(-3, 3));
                         if (!first) first = &h;
                         grid(0, c).aspect_equal();
                         grid(0, c).title("Layer " + std::to_string(c + 1));
                         grid(0, c).x_label("column");
                     }
                     grid(0, 0).y_label("row");
                     fig.colorbar(*first, grid).label("shared scale");
                     return fig;
                 },
                 {"Layer 1", "Layer 3", "shared scale", "column"}});

    using L = LegendLocation;
    for (L loc : {L::upper_right, L::upper_left, L::lower_left, L::lower_right, L::center_left, L::center_right,
                  L::lower_center, L::upper_center, L::center, L::best, L::outside_right, L::outside_top,
                  L::outside_bottom}) {
        const std::string n = legend_location_name(loc);
        const bool inside_fixed = !(loc == L::best || loc == L::outside_right || loc == L::outside_top ||
                                    loc == L::outside_bottom);
        g.push_back({"legend_" + n,
                     [loc, n] {
                         Figure fig = small_figure(3.4, 2.4);
                         Axes& ax = fig.axes();
                         legend_demo_data(ax);
                         ax.title("legend " + n);
                         ax.legend().location(loc).font_size(8);
                         return fig;
                     },
                     {"legend " + n, "squares", "falling"},
                     // Explicit places inside may sit on the data (that is the caller's choice).
                     !inside_fixed});
    }

    // ---- axis features (issue 13): grid, twin_x, shared axes, annotate, formatters, aspect ----
    g.push_back({"axis_grid_lines",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     std::vector<double> x, y;
                     for (int i = 0; i <= 40; ++i) {
                         x.push_back(i * 250.0);
                         y.push_back(2.2 + 1.8 * std::exp(-i / 9.0));
                     }
                     ax.line(x, y).label("validation loss");
                     ax.grid(true);
                     ax.y_axis().grid(true, true);
                     ax.x_label("step");
                     ax.y_label("loss");
                     ax.title("Grid lines under the data");
                     ax.legend();
                     return fig;
                 },
                 {"Grid lines under the data", "validation loss", "step", "loss"}});

    g.push_back({"axis_twin_x",
                 [] {
                     Figure fig = small_figure(4.4, 2.8);
                     Axes& ax = fig.axes();
                     ax.bars({0, 1, 2, 3}, {1450, 2610, 3900, 4720}).color("#1f4e79").width(0.6).label("throughput");
                     ax.x_ticks({0, 1, 2, 3}, {"1", "4", "16", "64"});
                     ax.x_label("batch size");
                     ax.y_label("tokens / s");
                     Axes& lat = ax.twin_x();
                     lat.line({0, 1, 2, 3}, {21, 26, 48, 110}).color("#d62728").marker(MarkerShape::circle).label("latency");
                     lat.y_axis().color("#d62728").label("latency (ms)");
                     ax.title("Second y axis (twin_x)");
                     ax.legend().location(LegendLocation::upper_left);
                     return fig;
                 },
                 {"Second y axis (twin_x)", "throughput", "latency", "tokens / s", "latency (ms)", "batch size"}});

    g.push_back({"axis_shared_grid",
                 [] {
                     Figure fig = small_figure(6.4, 3.8);
                     GridOptions o;
                     o.share_x = Share::all;
                     o.share_y = Share::all;
                     Grid grid = fig.grid(2, 3, o);
                     const char* tasks[6] = {"QA", "Summary", "Code", "Retrieval", "Math", "Dialogue"};
                     for (int i = 0; i < 6; ++i) {
                         Axes& ax = grid(i / 3, i % 3);
                         std::vector<double> bits{2, 3, 4, 8}, fp, q;
                         for (double b : bits) {
                             fp.push_back(0.55 + 0.04 * i);
                             q.push_back(0.55 + 0.04 * i - 0.3 / (b * b) * (1 + 0.2 * i));
                         }
                         ax.line(bits, fp).dashed().color("#444444").label("FP16");
                         ax.line(bits, q).marker(MarkerShape::circle).label("quantized");
                         ax.title(tasks[i]);
                         if (i % 3 == 0) ax.y_label("accuracy");
                         if (i / 3 == 1) ax.x_label("bits");
                         ax.y_axis().formatter(TickFormatter::percent(1));
                     }
                     fig.suptitle("Shared axes, one figure legend");
                     fig.legend();
                     return fig;
                 },
                 {"Shared axes, one figure legend", "QA", "Dialogue", "FP16", "quantized", "accuracy", "bits"}});

    g.push_back({"axis_annotate",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     std::vector<double> x, y;
                     for (int i = 0; i <= 60; ++i) {
                         x.push_back(i / 10.0);
                         y.push_back(std::sin(i / 10.0) * std::exp(-i / 40.0));
                     }
                     ax.line(x, y);
                     ax.annotate("peak", {1.4, std::sin(1.4) * std::exp(-14 / 40.0)}, {3.0, 0.55});
                     ax.annotate("trough", {4.6, std::sin(4.6) * std::exp(-46 / 40.0)}, {0.8, 0.38}, Coords::axes)
                         .arrow_color("#b03a3a");
                     ax.title("Annotations with arrows");
                     return fig;
                 },
                 {"Annotations with arrows", "peak", "trough"}});

    g.push_back({"axis_formatters",
                 [] {
                     Figure fig = small_figure(6.0, 2.4);
                     Grid grid = fig.grid(1, 3);
                     grid(0, 0).line({0, 0.25, 0.5, 0.75, 1}, {0.02, 0.11, 0.35, 0.61, 0.93});
                     grid(0, 0).y_axis().formatter(TickFormatter::percent(1));
                     grid(0, 0).title("percent");
                     grid(0, 1).bars({0, 1, 2}, {20000, 1.5e6, 3.2e6}).width(0.6);
                     grid(0, 1).y_axis().formatter(TickFormatter::si());
                     grid(0, 1).x_ticks({0, 1, 2}, {"S", "M", "L"});
                     grid(0, 1).title("SI prefixes");
                     grid(0, 2).line({0, 1, 2, 3}, {1.2e6, 2.9e6, 2.1e6, 4.4e6});
                     grid(0, 2).title("offset text");
                     return fig;
                 },
                 {"percent", "SI prefixes", "offset text", "20%", "3M", "106"}});

    g.push_back({"axis_aspect_equal",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     std::vector<double> cx, cy;
                     for (int k = 0; k <= 72; ++k) {
                         cx.push_back(std::cos(k * 2 * 3.141592653589793 / 72));
                         cy.push_back(std::sin(k * 2 * 3.141592653589793 / 72));
                     }
                     ax.line(cx, cy);
                     ax.aspect_equal();
                     ax.grid();
                     ax.title("Equal aspect: a circle");
                     return fig;
                 },
                 {"Equal aspect: a circle"}});
    // ---- Hatches (issue 18, docs/styles.md). Venue presets are not here: their fonts
    // are CFF (Type 1C in PDFs), which the TrueType hinting tests cannot read; see
    // tests/unit/styles_test.cpp for their PDF fonts and sizes. ----
    g.push_back({"hatched_bars",
                 [] {
                     Figure fig = small_figure(4.0, 2.8);
                     Axes& ax = fig.axes();
                     const std::vector<std::string> hatch{"", "//", "\\\\", "x", "+|"};
                     const std::vector<Color> colors{"#1f4e79", "#0a8a3a", "#b03a3a", "#9474c2", "#e69f00"};
                     for (std::size_t j = 0; j < hatch.size(); ++j) {
                         Bars& b = ax.bars({0.0, 1.0}, {0.5 + 0.1 * static_cast<double>(j), 0.9 - 0.1 * static_cast<double>(j)})
                                       .offset((static_cast<double>(j) - 2) * 0.16)
                                       .width(0.16)
                                       .color(colors[j])
                                       .label(hatch[j].empty() ? std::string("plain") : hatch[j]);
                         if (!hatch[j].empty()) b.hatch(hatch[j], Color(1, 1, 1), 0.7);
                     }
                     ax.y_limits(0, 1.2);
                     ax.title("Hatches");
                     ax.legend().columns(5).location(LegendLocation::outside_bottom);
                     return fig;
                 },
                 {"Hatches", "plain"}});
    return g;
}

}  // namespace rt
