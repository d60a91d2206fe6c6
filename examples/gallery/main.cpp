// sqfig-gallery: renders the PNG previews shown in docs/gallery.md — one small
// figure per library feature, a composed document page, and the six paper
// figures from a results folder — into OUT_DIR (100 dpi).
//
//   sqfig-gallery OUT_DIR [--results DIR] [--format png|pdf|svg|ps]
//
// --format writes every figure in another format (the overlap check of
// tests/gallery reads the PDFs); the default is the PNG previews.
//
// Exit status: 0 written, 1 I/O failure, 2 bad usage or input.
#include "figures.hpp"
#include "loader.hpp"

#include <sqfig/document.hpp>
#include <sqfig/sqfig.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <optional>
#include <iostream>
#include <string>
#include <vector>
#include <sqfig/output/atomic_file.hpp>

namespace {

constexpr const char* program = "sqfig-gallery";
constexpr double gallery_dpi = 100;
sqfig::Format output_format = sqfig::Format::png;  // --format

using sqfig::Axes;
using sqfig::Figure;

Figure small(double w = 4.0, double h = 2.8) { return Figure{sqfig::inches(w, h), paper::paper_style()}; }

// Grouped bars with value labels and a legend.
Figure grouped_bars() {
    Figure fig = small();
    Axes& ax = fig.axes();
    const std::vector<double> x{0, 1, 2, 3};
    const std::vector<std::vector<double>> v{{0.62, 0.48, 0.71, 0.55}, {0.60, 0.47, 0.69, 0.52}, {0.31, 0.22, 0.40, 0.18}};
    const std::vector<std::string> names{"FP16", "Quantized", "Baseline"};
    const std::vector<sqfig::Color> colors{"#1f4e79", "#0a8a3a", "#b03a3a"};
    for (std::size_t j = 0; j < 3; ++j) {
        const double off = (static_cast<double>(j) - 1) * 0.26;
        std::vector<double> xs;
        for (double xi : x) xs.push_back(xi + off);
        ax.bars(xs, v[j]).width(0.26).color(colors[j]).label(names[j]);
    }
    ax.x_ticks(x, {"qa", "summary", "code", "retrieval"});
    ax.y_limits(0, 0.95);
    ax.y_label("Score");
    ax.title("Grouped bars with a legend");
    ax.legend().location(sqfig::LegendLocation::upper_left).columns(3);
    return fig;
}

// Lines with markers on a base-2 log x axis and a base-10 log y axis.
Figure log_lines() {
    Figure fig = small();
    Axes& ax = fig.axes();
    const std::vector<double> ctx{512, 1024, 2048, 4096, 8192, 16384};
    std::vector<double> a, b;
    for (double c : ctx) {
        a.push_back(0.02 * c);
        b.push_back(4 + 0.0004 * c);
    }
    ax.line(ctx, a).marker(sqfig::MarkerShape::circle).label("attention, $O(n)$");
    ax.line(ctx, b).marker(sqfig::MarkerShape::square).dashed().label("compressed");
    ax.x_scale(sqfig::LogScale{2});
    ax.y_scale(sqfig::LogScale{10});
    ax.x_label("Context length (log$_2$)");
    ax.y_label("ms / token (log)");
    ax.title("Log axes, base 2 and base 10");
    ax.legend();
    return fig;
}

// A log axis across six decades: decade labels and minor ticks.
Figure decades() {
    Figure fig = small();
    Axes& ax = fig.axes();
    std::vector<double> x, y;
    for (int i = 0; i <= 24; ++i) {
        x.push_back(i);
        y.push_back(std::pow(10.0, -3 + i / 4.0));
    }
    ax.line(x, y).color("#1f4e79").width(1.6);
    ax.y_scale(sqfig::LogScale{10});
    ax.x_label("Step");
    ax.y_label("Value");
    ax.title("Six decades on a log axis");
    return fig;
}

// TeX-like math in titles, labels, ticks and free text.
Figure math_text() {
    Figure fig = small();
    Axes& ax = fig.axes();
    std::vector<double> x, y;
    for (int i = 0; i <= 40; ++i) {
        x.push_back(i / 40.0);
        y.push_back(std::exp(-3 * x.back()) * std::cos(12 * x.back()));
    }
    ax.line(x, y).color("#0a8a3a");
    ax.x_ticks({0, 0.25, 0.5, 0.75, 1}, {"0", "$\\tau/4$", "$\\tau/2$", "$3\\tau/4$", "$\\tau$"});
    ax.x_label("Time $t$");
    ax.y_label("$e^{-3t}\\cos(\\omega t)$");
    ax.title("Math: $d_{\\rm eff} \\leq d$,  $\\alpha^2 + \\beta^2$,  $x \\to \\infty$");
    ax.text({0.55, 0.75}, "$\\sigma_{k} = \\sqrt{\\lambda_{k}}$", sqfig::Coords::data).size(10);
    return fig;
}

// Annotations: text in data and axes coordinates, a rectangle and an arrow.
Figure annotations() {
    Figure fig = small();
    Axes& ax = fig.axes();
    std::vector<double> x, y;
    for (int i = 0; i <= 50; ++i) {
        x.push_back(i / 5.0);
        y.push_back(std::sin(i / 5.0) + 0.1 * (i / 5.0));
    }
    ax.rectangle({3.6, -1.4, 2.4, 0.9}, sqfig::Color{"#fff2cc"}).edge("#bf9000", 0.8);
    ax.line(x, y).color("#1f4e79");
    ax.arrow({6.8, -1.2}, {4.8, -0.85}).color("#444444");
    ax.text({6.9, -1.25}, "local minimum").align(sqfig::HAlign::left, sqfig::VAlign::center).size(8);
    ax.text({0.03, 0.95}, "axes coordinates", sqfig::Coords::axes).align(sqfig::HAlign::left, sqfig::VAlign::top).size(8).italic();
    ax.y_limits(-1.6, 2.2);
    ax.x_label("$x$");
    ax.y_label("$\\sin x + x/10$");
    ax.title("Text, rectangles and arrows");
    return fig;
}

// A schematic: boxes with wrapped text joined by arrows, no axes.
Figure schematic() {
    Figure fig = small(5.6, 1.6);
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 3).axis_off();
    const sqfig::Box& a = ax.box({0.2, 0.8, 2.6, 1.4}, "Load results\n(JSON)").fill("#cfe2f3").edge("#444444");
    const sqfig::Box& b = ax.box({3.7, 0.8, 2.6, 1.4}, "Lay out\n(measure once)").fill("#d9ead3").edge("#444444");
    const sqfig::Box& c = ax.box({7.2, 0.8, 2.6, 1.4}, "Draw: PDF, SVG,\nPNG, PS").fill("#fff2cc").edge("#444444");
    ax.arrow(a, b).color("#444444");
    ax.arrow(b, c).color("#444444");
    return fig;
}

// Subplots with width ratios sharing one figure.
Figure subplots() {
    Figure fig{sqfig::inches(6.4, 2.4), paper::paper_style()};
    sqfig::GridOptions opt;
    opt.width_ratios = {2, 1, 1};
    auto grid = fig.grid(1, 3, opt);
    std::vector<double> x, y;
    for (int i = 0; i <= 30; ++i) {
        x.push_back(i);
        y.push_back(std::sqrt(i));
    }
    grid(0, 0).line(x, y).color("#1f4e79");
    grid(0, 0).title("Wide panel (ratio 2)");
    grid(0, 0).x_label("Iterations");
    grid(0, 1).bars({0, 1}, {3, 5}).colors({"#0a8a3a", "#b03a3a"});
    grid(0, 1).x_ticks({0, 1}, {"A", "B"});
    grid(0, 1).title("Ratio 1");
    grid(0, 2).bars({0, 1}, {120, 15000}).colors({"#9474c2", "#1f4e79"});
    grid(0, 2).y_scale(sqfig::LogScale{10});
    grid(0, 2).x_ticks({0, 1}, {"C", "D"});
    grid(0, 2).title("Log ratio 1");
    return fig;
}

// ---- heatmaps, colourbars, scatter (issues 13, 14) ----------------------------

// Causal attention of one head over 16 tokens: each query attends to earlier
// keys, most to itself and to the first token (an attention sink).
std::vector<double> attention_weights(int n) {
    std::vector<double> w(static_cast<std::size_t>(n * n), 0.0);
    for (int q = 0; q < n; ++q) {
        double sum = 0;
        for (int k = 0; k <= q; ++k) {
            const double score = (k == 0 ? 2.0 : 0.0) + 2.5 * std::exp(-(q - k) / 2.0) + 0.3 * std::sin(1.7 * k + q);
            w[static_cast<std::size_t>(q * n + k)] = std::exp(score);
            sum += std::exp(score);
        }
        for (int k = 0; k <= q; ++k) w[static_cast<std::size_t>(q * n + k)] /= sum;
    }
    return w;
}

// A 16x16 attention map: square cells, row 0 (the first query) on top, a colourbar.
Figure attention_heatmap() {
    Figure fig = small(4.0, 3.4);
    Axes& ax = fig.axes();
    sqfig::Heatmap& h = ax.heatmap(attention_weights(16), 16, 16).colormap("viridis");
    ax.aspect_equal();
    ax.colorbar(h).label("attention weight");
    ax.x_label("key position");
    ax.y_label("query position");
    ax.title("Layer 3, head 5");
    return fig;
}

// A confusion matrix with a count in every cell, black or white for contrast.
Figure confusion_matrix() {
    Figure fig = small(4.0, 3.4);
    Axes& ax = fig.axes();
    const std::vector<std::vector<double>> counts{{87, 5, 3, 1, 4},
                                                  {6, 79, 9, 2, 4},
                                                  {2, 11, 74, 8, 5},
                                                  {1, 3, 7, 85, 4},
                                                  {3, 2, 4, 6, 85}};
    const std::vector<std::string> classes{"cat", "dog", "fox", "owl", "bat"};
    sqfig::Heatmap& h = ax.heatmap(counts, classes, classes).value_labels(0);
    ax.aspect_equal();
    ax.colorbar(h).label("count");
    ax.x_label("predicted class");
    ax.y_label("true class");
    ax.title("Confusion matrix");
    return fig;
}

// Points coloured by a value through a log norm, with its colourbar below,
// and sized by a second value.
Figure scatter_by_value() {
    Figure fig = small(4.0, 3.2);
    Axes& ax = fig.axes();
    std::vector<double> x, y, steps, sizes;
    for (int i = 0; i < 150; ++i) {
        const double t = i / 149.0;
        x.push_back(0.5 + 9 * t + 0.6 * std::sin(7.3 * i));
        y.push_back(3.2 * std::exp(-2.2 * t) + 0.25 * std::cos(5.1 * i) + 0.3);
        steps.push_back(std::pow(10.0, 1 + 4 * t));
        sizes.push_back(3 + 4 * (0.5 + 0.5 * std::sin(1.3 * i)));
    }
    sqfig::Scatter& s = ax.scatter(x, y).color_values(steps).norm(sqfig::Norm::log()).colormap("plasma").sizes(sizes).alpha(0.85);
    ax.colorbar(s).label("training step").side(sqfig::ColorbarSide::bottom);
    ax.x_label("tokens seen (B)");
    ax.y_label("loss");
    ax.title("Scatter coloured by value");
    return fig;
}

// The eight marker shapes, filled and hollow, with a legend of marker handles.
Figure marker_shapes() {
    Figure fig = small(4.0, 2.6);
    Axes& ax = fig.axes();
    using M = sqfig::MarkerShape;
    const M shapes[] = {M::circle, M::square, M::triangle, M::triangle_down, M::diamond, M::plus, M::cross, M::star};
    const char* names[] = {"circle", "square", "triangle", "triangle down", "diamond", "plus", "cross", "star"};
    for (int k = 0; k < 8; ++k) {
        const double x0 = k;
        ax.scatter({x0, x0, x0}, {1.0, 2.0, 3.0}).marker(shapes[k]).size(9).hollow(k % 2 == 1).label(names[k]);
    }
    ax.x_limits(-0.7, 7.7);
    ax.y_limits(0.3, 3.7);
    ax.legend().location(sqfig::LegendLocation::outside_right).font_size(8);
    ax.title("Marker shapes, filled and hollow");
    return fig;
}

// A small bar chart for the document page.
Figure page_bars() {
    Figure fig = small(3.4, 2.5);
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {6.49, 6.98, 48.2}).colors({"#1f4e79", "#0a8a3a", "#b03a3a"}).width(0.55);
    ax.x_ticks({0, 1, 2}, {"FP16", "Quantized", "Baseline"});
    ax.y_scale(sqfig::LogScale{10});
    ax.y_label("Perplexity (log)");
    ax.title("Perplexity");
    for (int i = 0; i < 3; ++i) {
        const double v[] = {6.49, 6.98, 48.2};
        ax.text({double(i), v[i] * 1.08}, sqfig::format_fixed(v[i], 2)).align_center_bottom().size(8);
    }
    return fig;
}

// Loss curves with a min-max band over seeds (fill_between), the legend "best" above the band.
Figure loss_band() {
    Figure fig = small();
    Axes& ax = fig.axes();
    std::vector<double> step, mean, lo, hi;
    for (int i = 0; i <= 50; ++i) {
        const double t = i * 200.0, m = 2.1 + 2.9 * std::exp(-t / 2200.0);
        step.push_back(t);
        mean.push_back(m);
        lo.push_back(m - 0.1 - 0.4 * std::exp(-t / 3000.0));
        hi.push_back(m + 0.1 + 0.5 * std::exp(-t / 3000.0));
    }
    ax.band(step, lo, hi).color("#1f77b4").label("min-max, 5 seeds");
    ax.line(step, mean).color("#1f77b4").label("mean");
    ax.hline(2.1).dashed().color("#555555").label("converged");
    ax.x_label("step");
    ax.y_label("training loss");
    ax.title("Loss with a min-max band");
    ax.legend();
    return fig;
}

// ---- figure-level colourbar (issue 14) -------------------------------------

// Three attention heads side by side on one scale, one colourbar for all
// three: matplotlib's fig.colorbar(im, ax=axs).
Figure shared_colorbar() {
    Figure fig{sqfig::inches(6.4, 2.5), paper::paper_style()};
    sqfig::Grid g = fig.grid(1, 3);
    const sqfig::Heatmap* first = nullptr;
    for (int head = 0; head < 3; ++head) {
        // Each head attends more locally than the one before.
        std::vector<double> w(12 * 12, 0.0);
        for (int q = 0; q < 12; ++q) {
            double sum = 0;
            for (int k = 0; k <= q; ++k)
                sum += (w[static_cast<std::size_t>(q * 12 + k)] =
                            std::exp((k == 0 ? 2.0 - 0.7 * head : 0.0) + (1.0 + head) * std::exp(-(q - k) / (1.0 + head))));
            for (int k = 0; k <= q; ++k) w[static_cast<std::size_t>(q * 12 + k)] /= sum;
        }
        sqfig::Axes& ax = g(0, head);
        const sqfig::Heatmap& h = ax.heatmap(w, 12, 12).norm(sqfig::Norm::linear(0, 1));
        if (!first) first = &h;
        ax.aspect_equal();
        ax.x_ticks({0, 4, 8}, {"0", "4", "8"});
        ax.y_ticks({0, 4, 8}, {"0", "4", "8"});
        ax.title("Head " + std::to_string(head + 1));
        ax.x_label("key position");
    }
    g(0, 0).y_label("query position");
    fig.colorbar(*first, g).label("attention weight");
    return fig;
}

// ---- axis features (issue 13) ---------------------------------------------

// A 2x3 grid sharing x and y (tick labels only on the outer panels), one
// figure legend and a suptitle: matplotlib's
// subplots(2, 3, sharex=True, sharey=True) + fig.legend() + fig.suptitle().
Figure shared_grid() {
    Figure fig = small(6.4, 3.8);
    sqfig::GridOptions opt;
    opt.share_x = sqfig::Share::all;
    opt.share_y = sqfig::Share::all;
    auto grid = fig.grid(2, 3, opt);
    const char* tasks[] = {"QA", "Summary", "Code", "Retrieval", "Math", "Dialogue"};
    const std::vector<double> bits{2, 3, 4, 8};
    for (int i = 0; i < 6; ++i) {
        Axes& ax = grid(i / 3, i % 3);
        std::vector<double> fp, q;
        for (double b : bits) {
            fp.push_back(0.55 + 0.04 * i);
            q.push_back(0.55 + 0.04 * i - 0.3 / (b * b) * (1 + 0.2 * i));
        }
        ax.line(bits, fp).dashed().color("#444444").label("FP16");
        ax.line(bits, q).marker(sqfig::MarkerShape::circle).label("quantized");
        ax.title(tasks[i]);
        ax.y_axis().formatter(sqfig::TickFormatter::percent(1));
        ax.grid();
        if (i % 3 == 0) ax.y_label("accuracy");
        if (i / 3 == 1) ax.x_label("bits");
    }
    fig.suptitle("Accuracy by bit width, six tasks");
    fig.legend();
    return fig;
}

// Bars and a latency line on a second y axis (matplotlib's twinx), coloured
// like its data, with an annotation and SI tick labels.
Figure twin_axis() {
    Figure fig = small(4.4, 2.8);
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2, 3}, {14500, 26100, 39000, 47200}).color("#1f4e79").width(0.6).label("throughput");
    ax.x_ticks({0, 1, 2, 3}, {"1", "4", "16", "64"});
    ax.y_axis().formatter(sqfig::TickFormatter::si());
    ax.x_label("batch size");
    ax.y_label("tokens / s");
    Axes& lat = ax.twin_x();
    lat.line({0, 1, 2, 3}, {21, 26, 48, 110}).color("#d62728").marker(sqfig::MarkerShape::circle).label("latency");
    lat.y_axis().color("#d62728").label("latency (ms)");
    lat.annotate("knee", {2, 48}, {1.2, 85});
    ax.title("Throughput and latency (twin_x)");
    ax.legend();
    return fig;
}

// Grouped bars with error bars (bar(..., yerr=)).
Figure bars_with_errors() {
    Figure fig = small();
    Axes& ax = fig.axes();
    const std::vector<double> x{0, 1, 2, 3};
    ax.bars(x, {0.62, 0.48, 0.71, 0.55}).offset(-0.2).width(0.4).color("#1f4e79").label("FP16")
        .y_error({0.03, 0.05, 0.02, 0.04});
    ax.bars(x, {0.58, 0.45, 0.69, 0.50}).offset(0.2).width(0.4).color("#0a8a3a").label("4-bit")
        .y_error({0.04, 0.03, 0.03, 0.05});
    ax.x_ticks(x, {"qa", "summary", "code", "retrieval"});
    ax.y_limits(0, 0.95);
    ax.y_label("score");
    ax.title("Grouped bars with error bars");
    ax.legend().location(sqfig::LegendLocation::upper_left).columns(2);
    return fig;
}

// Horizontal ablation bars with long names and value labels (barh, bar_label).
Figure ablation_hbars() {
    Figure fig = small(4.4, 2.6);
    Axes& ax = fig.axes();
    const std::vector<double> y{0, 1, 2, 3, 4}, acc{71.2, 64.5, 58.0, 69.9, 66.3};
    sqfig::Bars& b = ax.hbars(y, acc).color("#4c72b0").width(0.6);
    ax.y_ticks(y, {"full model", "without positional encoding", "without layer norm", "without the auxiliary loss",
                   "half the attention heads"});
    ax.bar_labels(b, 1).size(7);  // each bar's value, one decimal
    ax.x_label("accuracy (%)");
    ax.title("Ablations");
    return fig;
}

// Stacked memory breakdown with a reference line (bottom=, axhline, bar_label label_type="center").
Figure stacked_memory() {
    Figure fig = small();
    Axes& ax = fig.axes();
    const std::vector<double> x{0, 1, 2}, w{6.5, 13.0, 26.0}, kv{4.0, 8.0, 16.0}, act{2.5, 4.0, 6.0};
    const std::vector<double> under_act{10.5, 21.0, 42.0};
    sqfig::Bars& bw = ax.bars(x, w).width(0.6).color("#4c72b0").label("weights");
    sqfig::Bars& bk = ax.bars(x, kv).bottom(w).width(0.6).color("#dd8452").label("KV cache");
    sqfig::Bars& ba = ax.bars(x, act).bottom(under_act).width(0.6).color("#55a868").label("activations");
    ax.bar_labels(bw, 1).position(sqfig::BarLabelPosition::inside).color("#ffffff").size(7);
    ax.bar_labels(bk, 1).position(sqfig::BarLabelPosition::inside).size(7);
    ax.bar_labels(ba, {"13.0 GB", "25.0 GB", "48.0 GB"}).size(7);
    ax.hline(40).dashed().color("#b03a3a").label("40 GB GPU");
    ax.x_ticks(x, {"7B", "13B", "30B"});
    ax.y_label("memory (GB)");
    ax.title("Memory breakdown (stacked bars)");
    ax.legend().location(sqfig::LegendLocation::outside_right).font_size(8);
    return fig;
}

// A composed document page: two charts and wrapped text, as a PNG.
sqfig::Document document_page() {
    sqfig::Document doc;
    const sqfig::Size size = sqfig::inches(7.2, 4.6);
    sqfig::Page& page = doc.page(size);
    const double margin = 20, width = size.width - 2 * margin;
    sqfig::TextStyle head;
    head.size = 13;
    head.weight = sqfig::FontWeight::bold;
    page.text({margin, 14}, "sqfig::Document: charts and running text on one page", head);
    sqfig::TextStyle body;
    body.size = 9;
    sqfig::TextLayout wrap;
    wrap.wrap_width = width;
    page.text({margin, 38},
              "Figures are placed at rectangles of a page and laid out for them; free text is set by Pango and "
              "wraps at word boundaries. Pages go into one multi-page PDF or PostScript file.",
              body, wrap);
    const double chart_w = (width - 12) / 2, chart_h = 190;
    page.place(page_bars(), {margin, 72, chart_w, chart_h});
    page.place(log_lines(), {margin + chart_w + 12, 72, chart_w, chart_h});
    page.text({margin, 72 + chart_h + 12},
              "Each page has its own size; the file gets a title, an author and a fixed creation date, so the "
              "same input gives the same bytes.",
              body, wrap);
    return doc;
}

// ---- Paper-ready styles and the figure check (issue 18, docs/styles.md) ----

// Training curves told apart by colour and marker (or dashes): what every style preview draws.
void style_demo_lines(Axes& ax) {
    const std::vector<double> epoch{1, 2, 3, 4, 5, 6, 7, 8};
    ax.line(epoch, std::vector<double>{2.1, 1.6, 1.32, 1.15, 1.05, 0.98, 0.94, 0.91})
        .marker(sqfig::MarkerShape::circle)
        .label("ours");
    ax.line(epoch, std::vector<double>{2.1, 1.8, 1.6, 1.47, 1.38, 1.31, 1.27, 1.24})
        .marker(sqfig::MarkerShape::square)
        .label("baseline");
    ax.line(epoch, std::vector<double>{2.1, 1.95, 1.85, 1.78, 1.73, 1.7, 1.68, 1.67}).dashed().label("linear probe");
    ax.x_label("epoch").y_label("validation loss");
    ax.legend();
}

// A venue preset at its column width (3:4 high): the font, sizes and colours of the paper body.
Figure venue_preview(const sqfig::Venue& v) {
    Figure fig{v.column(0.75), v.style()};
    Axes& ax = fig.axes();
    style_demo_lines(ax);
    char width[32];
    std::snprintf(width, sizeof width, "%.2f in", v.column_width / 72);
    ax.title(v.title + ", " + width);
    return fig;
}

// Slides and posters: larger text, thicker lines.
Figure large_preview(sqfig::Size size, const sqfig::Style& style, const std::string& title) {
    Figure fig{size, style};
    Axes& ax = fig.axes();
    style_demo_lines(ax);
    ax.title(title);
    return fig;
}

// Hatches as a second cue: the seed's red and green bars stay apart in
// greyscale and for deuteranopes (sqfig::check finds nothing).
Figure hatched_bars() {
    Figure fig = small();
    Axes& ax = fig.axes();
    const std::vector<double> x{0, 1, 2};
    const std::vector<std::vector<double>> v{{0.62, 0.48, 0.71}, {0.60, 0.47, 0.69}, {0.31, 0.22, 0.40}};
    const std::vector<std::string> names{"FP16", "SQ water-fill", "Random Haar"}, hatch{"", "//", "\\\\"};
    const std::vector<sqfig::Color> colors{"#1f4e79", "#0a8a3a", "#b03a3a"};
    for (std::size_t j = 0; j < 3; ++j) {
        const double off = (static_cast<double>(j) - 1) * 0.27;
        sqfig::Bars& b = ax.bars(x, v[j]).offset(off).width(0.27).color(colors[j]).label(names[j]);
        if (!hatch[j].empty()) b.hatch(hatch[j], sqfig::Color(1, 1, 1), 0.7);
    }
    ax.x_ticks(x, {"qa", "summary", "code"});
    ax.y_limits(0, 0.95).y_label("score");
    ax.title("Hatches as a second cue");
    ax.legend().columns(3).location(sqfig::LegendLocation::outside_top);
    if (!sqfig::check(fig).empty()) throw sqfig::Error("hatched_bars: the figure check found problems");
    return fig;
}

struct Job {
    std::string file;
    std::function<std::string()> render;
};

// Gallery images must be clean: every collision the layout check finds is an error.
void check_clean(const std::string& what, const std::vector<sqfig::Collision>& collisions) {
    if (collisions.empty()) return;
    std::string all;
    for (const auto& c : collisions) all += "\n  " + c.describe();
    throw sqfig::Error(what + ": the layout check found " + std::to_string(collisions.size()) + " collision(s):" + all);
}

std::string png_of(const Figure& fig) {
    check_clean("figure", fig.collisions());
    sqfig::SaveOptions o;
    o.dpi = gallery_dpi;
    o.compact_pdf = true;
    return fig.to_bytes(output_format, o);
}

int fail_usage(const std::string& message) {
    std::cerr << program << ": " << message << "\nusage: " << program << " OUT_DIR [--results DIR] [--format FORMAT]\n";
    return 2;
}

int run(const std::vector<std::string>& args) {
    std::string out, results = "examples/data";  // from the source tree, where the sqfig_gallery target runs it
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--help" || args[i] == "-h") {
            std::cout << "usage: " << program << " OUT_DIR [--results DIR] [--format png|pdf|svg|ps]\n"
                      << "Renders the gallery previews (PNG, " << gallery_dpi << " dpi) into OUT_DIR.\n";
            return 0;
        }
        if (args[i] == "--results") {
            if (i + 1 >= args.size()) return fail_usage("--results needs a folder");
            results = args[++i];
        } else if (args[i] == "--format") {
            const std::optional<sqfig::Format> f = i + 1 < args.size() ? sqfig::format_from_name(args[i + 1]) : std::nullopt;
            if (!f) return fail_usage("--format needs png, pdf, svg or ps");
            output_format = *f;
            ++i;
        } else if (args[i].rfind("--", 0) == 0) {
            return fail_usage("unknown option '" + args[i] + "'");
        } else if (out.empty()) {
            out = args[i];
        } else {
            return fail_usage("one output folder only");
        }
    }
    if (out.empty()) return fail_usage("no output folder");

    std::vector<paper::Diagnostic> diags;
    const paper::Results loaded = paper::load_results_folder(results, diags);
    if (!diags.empty()) {
        for (const auto& d : diags) std::cerr << program << ": " << d.to_string() << "\n";
        return 2;
    }

    std::vector<Job> jobs{
        {"feature_grouped_bars.png", [] { return png_of(grouped_bars()); }},
        {"feature_log_axes.png", [] { return png_of(log_lines()); }},
        {"feature_log_decades.png", [] { return png_of(decades()); }},
        {"feature_math_text.png", [] { return png_of(math_text()); }},
        {"feature_annotations.png", [] { return png_of(annotations()); }},
        {"feature_schematic.png", [] { return png_of(schematic()); }},
        {"feature_subplots.png", [] { return png_of(subplots()); }},
        {"feature_loss_band.png", [] { return png_of(loss_band()); }},
        {"feature_bar_errors.png", [] { return png_of(bars_with_errors()); }},
        {"feature_ablation_hbars.png", [] { return png_of(ablation_hbars()); }},
        {"feature_stacked_memory.png", [] { return png_of(stacked_memory()); }},
        {"feature_heatmap_attention.png", [] { return png_of(attention_heatmap()); }},
        {"feature_confusion_matrix.png", [] { return png_of(confusion_matrix()); }},
        {"feature_scatter_by_value.png", [] { return png_of(scatter_by_value()); }},
        {"feature_shared_colorbar.png", [] { return png_of(shared_colorbar()); }},  // issue 14
        {"feature_marker_shapes.png", [] { return png_of(marker_shapes()); }},
        {"feature_shared_grid.png", [] { return png_of(shared_grid()); }},
        {"feature_twin_axis.png", [] { return png_of(twin_axis()); }},
        {"feature_document_page.png", [] {
             const sqfig::Document doc = document_page();
             check_clean("feature_document_page.png", doc[0].collisions());
             sqfig::SaveOptions o;
             o.dpi = gallery_dpi;
             o.compact_pdf = true;
             return doc.to_bytes(output_format, o);
         }},
    };
    // Paper-ready styles (issue 18): each venue preset, slides, posters, hatches.
    for (const sqfig::Venue& v : sqfig::venues::all())
        jobs.push_back({"style_" + v.name + ".png", [v] { return png_of(venue_preview(v)); }});
    jobs.push_back({"style_slide.png", [] { return png_of(large_preview(sqfig::slide_size(), sqfig::slide_style(), "Slide: 10 x 5.625 in")); }});
    jobs.push_back({"style_poster.png", [] {
                        return png_of(large_preview(sqfig::poster_panel_size(), sqfig::poster_style(), "Poster panel: A0 / 3"));
                    }});
    jobs.push_back({"feature_hatched_bars.png", [] { return png_of(hatched_bars()); }});
    for (const std::string& name : paper::figure_names())
        jobs.push_back({name + ".png", [name, &loaded] { return png_of(paper::build_figure(name, loaded)); }});

    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    if (ec) {
        std::cerr << program << ": cannot create \"" << out << "\": " << ec.message() << "\n";
        return 1;
    }
    for (Job& job : jobs)  // the jobs are named for PNG previews
        job.file = job.file.substr(0, job.file.size() - 4) + sqfig::extension(output_format);
    for (const Job& job : jobs) {
        std::string bytes;
        try {
            bytes = job.render();
        } catch (const sqfig::Error& e) {
            std::cerr << program << ": " << job.file << ": " << e.what() << "\n";
            return 2;
        }
        try {
            sqfig::write_file_atomically(out + "/" + job.file, bytes);
        } catch (const sqfig::Error& e) {
            std::cerr << program << ": " << e.what() << "\n";
            return 1;
        }
        std::cout << out << "/" << job.file << "\n";
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::exception& e) {
        std::cerr << program << ": " << e.what() << "\n";
        return 1;
    }
}
