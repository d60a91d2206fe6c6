// The SpectralQuant results report: see report.hpp.
#include "report.hpp"

#include "figures.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace report {
namespace {

using sqfig::HAlign;
using sqfig::Page;
using sqfig::Point;
using sqfig::Rect;
using sqfig::TextLayout;
using sqfig::TextStyle;
using sqfig::VAlign;

constexpr double margin = 56;  // page margin, points
const sqfig::Color accent{"#1f4e79"};
const sqfig::Color muted{"#555555"};

TextStyle font(double size, sqfig::FontWeight weight = sqfig::FontWeight::normal,
               sqfig::FontSlant slant = sqfig::FontSlant::normal, sqfig::Color color = sqfig::Color{0, 0, 0}) {
    TextStyle s;
    s.family = "serif";
    s.size = size;
    s.weight = weight;
    s.slant = slant;
    s.color = color;
    return s;
}
TextStyle body() { return font(10.5); }
TextStyle bold(double size) { return font(size, sqfig::FontWeight::bold); }
TextStyle italic(double size) { return font(size, sqfig::FontWeight::normal, sqfig::FontSlant::italic, muted); }

TextLayout wrapped(double width, HAlign align = HAlign::left) {
    TextLayout l;
    l.align = align;
    l.valign = VAlign::top;
    l.wrap_width = width;
    return l;
}

/// Sets a paragraph at the top-left `at`, wrapped to `width`; returns the y below it.
double paragraph(Page& page, Point at, double width, const std::string& text, const TextStyle& style = body(),
                 double space_after = 8, bool markup = false) {
    TextLayout l = wrapped(width);
    l.markup = markup;
    const Rect box = page.text_bounds(at, text, style, l);
    page.text(at, text, style, l);
    return box.bottom() + space_after;
}

/// A paragraph that starts with a bold lead-in ("Perplexity.") followed by plain text.
double lead_paragraph(Page& page, Point at, double width, const std::string& lead, const std::string& text) {
    return paragraph(page, at, width, "<b>" + sqfig::escape_markup(lead) + "</b> " + sqfig::escape_markup(text),
                     body(), 8, true);
}

std::string file_name(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string join(const std::vector<std::string>& parts, const std::string& sep = ", ") {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? sep : "") + parts[i];
    return out;
}

std::string bits_text(const paper::RunFacts& run) {
    return run.bits ? sqfig::format_general(*run.bits) : std::string("?");
}

// The RunFacts of every loaded family, in the driver's order.
std::vector<paper::RunFacts> all_runs(const paper::Results& r) {
    std::vector<paper::RunFacts> runs;
    if (r.perplexity) runs.push_back(r.perplexity->run);
    if (r.generation) runs.push_back(r.generation->run);
    if (r.latency) runs.push_back(r.latency->run);
    if (r.longbench) runs.push_back(r.longbench->run);
    return runs;
}

std::string contexts_text(const paper::LatencySeries& s) {
    std::vector<std::string> parts;
    for (double c : s.context_length) parts.push_back(sqfig::format_grouped(static_cast<long long>(c)));
    return join(parts);
}

std::string temperature_text(double t) {
    return std::floor(t) == t && std::abs(t) < 1e15 ? sqfig::format_fixed(t, 1) : sqfig::format_general(t);
}

// ---------------------------------------------------------------- facts --

struct Fact {
    std::string label, value;
};

std::vector<Fact> run_facts(const paper::Results& r) {
    std::vector<Fact> facts;
    // Model, bits and seed as the files state them; several values are listed.
    std::vector<std::string> models, bits, seeds;
    auto add_unique = [](std::vector<std::string>& v, const std::string& s) {
        if (!s.empty() && std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
    };
    for (const paper::RunFacts& run : all_runs(r)) {
        add_unique(models, run.model);
        if (run.bits) add_unique(bits, sqfig::format_general(*run.bits));
        if (run.seed) add_unique(seeds, std::to_string(*run.seed));
    }
    if (!models.empty()) facts.push_back({"Model", join(models)});
    if (!bits.empty()) facts.push_back({"Bit budget", "b = " + join(bits, ", ") + " bits"});
    if (!seeds.empty()) facts.push_back({"Seed", join(seeds)});
    if (r.perplexity)
        facts.push_back({"Perplexity", "WikiText-103 validation, " + sqfig::format_grouped(r.perplexity->n_tokens) + " tokens"});
    if (const auto& g = r.generation) {
        facts.push_back({"Generation", std::to_string(g->n_prompts) + " prompts, greedy decoding, up to " +
                                           std::to_string(g->max_new_tokens) + " new tokens, temperature " +
                                           temperature_text(g->temperature)});
    }
    if (const auto& l = r.longbench) {
        std::string v = std::to_string(l->tasks.size()) + " tasks (" + join(l->tasks) + "), " + std::to_string(l->n_per_task) +
                        " examples per task";
        if (l->max_input_tokens) v += ", inputs up to " + sqfig::format_grouped(*l->max_input_tokens) + " tokens";
        if (l->max_new_tokens) v += ", up to " + std::to_string(*l->max_new_tokens) + " new tokens";
        facts.push_back({"LongBench", v});
    }
    if (r.latency)
        facts.push_back({"Latency", "batch of one, context lengths " + contexts_text(r.latency->fp16_end_to_end) +
                                        " (end-to-end FP16 series)"});
    if (r.attention) {
        std::vector<std::string> rows;
        for (const paper::AttentionRow& row : r.attention->rows) rows.push_back(row.model + " (b=" + std::to_string(row.bits) + ")");
        facts.push_back({"Attention fidelity", join(rows)});
    }
    return facts;
}

const std::vector<std::pair<std::string, std::string>>& figure_titles() {
    static const std::vector<std::pair<std::string, std::string>> titles{
        {"fig_perplexity", "Perplexity and negative log-likelihood"},
        {"fig_generation", "Greedy generation quality"},
        {"fig_longbench", "LongBench scores"},
        {"fig_latency", "Compression and decode latency"},
        {"fig_attention_cosine", "Attention-output fidelity"},
        {"fig_pipeline", "The SpectralQuant pipeline"},
    };
    return titles;
}

void footer(Page& page, int number, int total) {
    const sqfig::Size s = page.size();
    TextLayout l;
    l.align = HAlign::center;
    l.valign = VAlign::bottom;
    page.text({s.width / 2, s.height - 28}, "Page " + std::to_string(number) + " of " + std::to_string(total),
              font(8, sqfig::FontWeight::normal, sqfig::FontSlant::normal, muted), l);
}

void title_page(sqfig::Document& doc, const paper::Results& r, const paper::Inputs& inputs, int total) {
    Page& page = doc.page(a4_portrait);
    const double w = a4_portrait.width - 2 * margin;
    TextLayout centred = wrapped(w, HAlign::center);
    double y = 96;
    page.text({a4_portrait.width / 2, y}, "SpectralQuant results report", font(24, sqfig::FontWeight::bold,
                                                                            sqfig::FontSlant::normal, accent),
              centred);
    y = page.text_bounds({a4_portrait.width / 2, y}, "SpectralQuant results report", bold(24), centred).bottom() + 10;
    const std::string sub = std::string("The six paper figures and the facts of the run, set with sqfig ") +
                            sqfig::version_string;
    page.text({a4_portrait.width / 2, y}, sub, italic(12), centred);
    y = page.text_bounds({a4_portrait.width / 2, y}, sub, italic(12), centred).bottom() + 18;
    page.line({margin, y}, {a4_portrait.width - margin, y}, {accent, 1.0});
    y += 22;

    y = paragraph(page, {margin, y}, w, "Run facts", bold(14), 10);
    const double label_w = 120, value_x = margin + label_w + 12, value_w = w - label_w - 12;
    for (const Fact& f : run_facts(r)) {
        const Rect lb = page.text_bounds({margin, y}, f.label, bold(10.5), wrapped(label_w));
        page.text({margin, y}, f.label, bold(10.5), wrapped(label_w));
        const Rect vb = page.text_bounds({value_x, y}, f.value, body(), wrapped(value_w));
        page.text({value_x, y}, f.value, body(), wrapped(value_w));
        y = std::max(lb.bottom(), vb.bottom()) + 6;
    }
    y += 14;

    y = paragraph(page, {margin, y}, w, "Input files", bold(14), 10);
    for (paper::Family f : paper::all_families) {
        const std::string& path = inputs.path(f);
        if (path.empty()) continue;
        const Rect lb = page.text_bounds({margin, y}, paper::family_name(f), bold(10.5), wrapped(label_w));
        page.text({margin, y}, paper::family_name(f), bold(10.5), wrapped(label_w));
        TextStyle mono = font(8.5);
        mono.family = "monospace";
        const Rect vb = page.text_bounds({value_x, y + 1}, file_name(path), mono, wrapped(value_w));
        page.text({value_x, y + 1}, file_name(path), mono, wrapped(value_w));
        y = std::max(lb.bottom(), vb.bottom()) + 6;
    }
    y += 14;

    y = paragraph(page, {margin, y}, w, "Contents", bold(14), 10);
    int number = 2;
    for (const auto& [name, title] : figure_titles()) {
        const std::string line = "Figure " + std::to_string(number - 1) + ". " + title;
        page.text({margin, y}, line, body(), wrapped(w - 40));
        TextLayout right;
        right.align = HAlign::right;
        right.valign = VAlign::top;
        page.text({a4_portrait.width - margin, y}, std::to_string(number), body(), right);
        y = page.text_bounds({margin, y}, line, body(), wrapped(w - 40)).bottom() + 4;
        ++number;
    }
    const std::string last = "Two views side by side: perplexity and decode latency";
    page.text({margin, y}, last, body(), wrapped(w - 40));
    TextLayout right;
    right.align = HAlign::right;
    right.valign = VAlign::top;
    page.text({a4_portrait.width - margin, y}, std::to_string(number), body(), right);
    footer(page, 1, total);
}

void figure_page(sqfig::Document& doc, const std::string& name, const std::string& title, int index,
                 const paper::Results& r, int total) {
    const sqfig::Figure fig = paper::build_figure(name, r);
    Page& page = doc.page(a4_landscape);
    const double w = a4_landscape.width - 2 * margin;
    double y = 48;
    y = paragraph(page, {margin, y}, w, "Figure " + std::to_string(index) + ". " + title, bold(15), 4);
    page.line({margin, y}, {a4_landscape.width - margin, y}, {accent, 0.8});
    y += 18;
    // The figure at its own size (scaled down only if it would not fit), centred.
    sqfig::Size size = fig.size();
    const double fit = std::min({1.0, w / size.width, (a4_landscape.height - y - 150) / size.height});
    size = {size.width * fit, size.height * fit};
    const Rect where{(a4_landscape.width - size.width) / 2, y, size.width, size.height};
    page.place(fig, where);
    y = where.bottom() + 14;
    const double cw = std::max(where.width, 480.0);
    const double cx = (a4_landscape.width - cw) / 2;
    TextStyle cap_label = bold(10);
    const std::string head = "Figure " + std::to_string(index) + " (" + name + ").";
    page.text({cx, y}, head, cap_label, wrapped(cw));
    y = page.text_bounds({cx, y}, head, cap_label, wrapped(cw)).bottom() + 2;
    paragraph(page, {cx, y}, cw, caption(name, r), body());
    footer(page, index + 1, total);
}

// ---------------------------------------------------- side-by-side page --

sqfig::Figure perplexity_chart(const paper::RunFacts& run, const std::array<double, 3>& perplexity) {
    sqfig::Style style = paper::paper_style();
    style.title_size = 10;
    style.tick_label_size = 8;
    style.label_size = 9;
    sqfig::Figure fig{sqfig::inches(3.4, 2.9), style};
    sqfig::Axes& ax = fig.axes();
    const std::string b = bits_text(run);
    ax.bars({0, 1, 2}, {perplexity[0], perplexity[1], perplexity[2]})
        .colors({"#1f4e79", "#0a8a3a", "#b03a3a"})
        .width(0.55);
    ax.x_ticks({0, 1, 2}, {"FP16", "SQ (b=" + b + ")", "Haar (b=" + b + ")"});
    ax.y_scale(sqfig::LogScale{10});
    ax.y_label("Perplexity (log)");
    ax.title("(a) WikiText-103 perplexity");
    for (int i = 0; i < 3; ++i)
        ax.text({double(i), perplexity[static_cast<std::size_t>(i)] * 1.08},
                sqfig::format_fixed(perplexity[static_cast<std::size_t>(i)], 2, true))
            .align_center_bottom()
            .size(7.5);
    return fig;
}

sqfig::Figure latency_chart(const std::array<paper::LatencySeries, 3>& e2e) {
    sqfig::Style style = paper::paper_style();
    style.title_size = 10;
    style.tick_label_size = 8;
    style.label_size = 9;
    style.legend_size = 7.5;
    sqfig::Figure fig{sqfig::inches(3.4, 2.9), style};
    sqfig::Axes& ax = fig.axes();
    ax.line(e2e[0].context_length, e2e[0].ms_per_token)
        .color("#1f4e79")
        .marker(sqfig::MarkerShape::circle)
        .label("FP16");
    ax.line(e2e[1].context_length, e2e[1].ms_per_token)
        .color("#0a8a3a")
        .marker(sqfig::MarkerShape::square)
        .label("SQ water-fill");
    ax.line(e2e[2].context_length, e2e[2].ms_per_token)
        .color("#b03a3a")
        .marker(sqfig::MarkerShape::triangle)
        .label("Random Haar");
    std::set<double> contexts;
    for (const paper::LatencySeries& s : e2e) contexts.insert(s.context_length.begin(), s.context_length.end());
    std::vector<double> at(contexts.begin(), contexts.end());
    std::vector<std::string> labels;
    for (double c : at) labels.push_back(sqfig::format_general(c));
    ax.x_scale(sqfig::LogScale{2});
    ax.x_ticks(at, labels).rotate(at.size() > 4 ? 30 : 0);
    ax.y_scale(sqfig::LogScale{10});
    ax.x_label("Context length");
    ax.y_label("Decode ms / token (log)");
    ax.title("(b) End-to-end decode time");
    ax.legend();
    return fig;
}

void side_by_side_page(sqfig::Document& doc, const paper::Results& r, int number, int total) {
    Page& page = doc.page(a4_portrait);
    const double W = a4_portrait.width, w = W - 2 * margin;
    double y = 56;
    y = paragraph(page, {margin, y}, w, "Two views side by side: perplexity and decode latency", bold(15), 4);
    page.line({margin, y}, {W - margin, y}, {accent, 0.8});
    y += 16;

    const paper::PerplexityResults& p = paper::need(r.perplexity, paper::Family::perplexity);
    const paper::RunFacts& run = p.run;
    const std::array<double, 3>& perplexity = p.perplexity;
    const paper::LatencyResults& latency = paper::need(r.latency, paper::Family::latency);
    const std::array<paper::LatencySeries, 3> e2e{latency.fp16_end_to_end, latency.sq_end_to_end, latency.tq_end_to_end};
    const std::string b = bits_text(run);
    const double ratio_sq = perplexity[1] / perplexity[0], ratio_tq = perplexity[2] / perplexity[0];
    const std::string intro =
        "This page composes two charts and running text on one page with sqfig::Document. The left chart repeats "
        "the WikiText-103 perplexity of " + run.model + " at b = " + b + " bits; the right one the end-to-end "
        "decode time per token over context length. Both charts are laid out for the rectangles they are placed "
        "in, so their text stays at its point size and nothing is cut off, and the paragraphs around them are "
        "set by Pango, wrapped at word boundaries to the width of the column they sit in.";
    y = paragraph(page, {margin, y}, w, intro, body(), 14);

    const double gap = 14, cw = (w - gap) / 2, ch = cw * 0.85;
    page.place(perplexity_chart(run, perplexity), {margin, y, cw, ch});
    page.place(latency_chart(e2e), {margin + cw + gap, y, cw, ch});
    y += ch + 14;

    const std::string left =
        "SpectralQuant's water-filled bit allocation keeps perplexity at " +
        sqfig::format_fixed(perplexity[1], 2, true) + ", " + sqfig::format_fixed(ratio_sq, 3) +
        " times the FP16 value of " + sqfig::format_fixed(perplexity[0], 2, true) +
        ", while the random Haar rotation with the same budget reaches " +
        sqfig::format_fixed(perplexity[2], 2, true) + " (" + sqfig::format_fixed(ratio_tq, 1, true) +
        " times FP16). The axis is logarithmic, so equal distances are equal ratios.";
    auto last = [](const paper::LatencySeries& s) { return s.ms_per_token.empty() ? 0.0 : s.ms_per_token.back(); };
    const std::string longest = e2e[0].context_length.empty()
                                    ? std::string("?")
                                    : sqfig::format_grouped(static_cast<long long>(e2e[0].context_length.back()));
    const std::string right =
        "At the longest context measured end to end (" + longest + " tokens), FP16 decodes in " +
        sqfig::format_fixed(last(e2e[0]), 2) + " ms per token, SpectralQuant in " +
        sqfig::format_fixed(last(e2e[1]), 2) + " ms and the random Haar baseline in " +
        sqfig::format_fixed(last(e2e[2]), 2) +
        " ms. These timings come from a hooked replay and are not a production kernel.";
    const double y_left = lead_paragraph(page, {margin, y}, cw, "Perplexity.", left);
    const double y_right = lead_paragraph(page, {margin + cw + gap, y}, cw, "Latency.", right);
    y = std::max(y_left, y_right) + 8;

    const std::string outro =
        "The charts on this page are ordinary sqfig::Figure values: the same code that saves them as files draws "
        "them here, and Figure::draw puts them into any cairo_t a report generator owns. The report keeps no "
        "reference to a figure: placing one measures and lays it out once, and the page stores the result, so "
        "the document can outlive every figure it shows. Metadata and a fixed creation date (or "
        "SOURCE_DATE_EPOCH) make the same results give the same bytes.";
    paragraph(page, {margin, y}, w, outro, body());
    footer(page, number, total);
}

}  // namespace

std::string caption(const std::string& name, const paper::Results& r) {
    if (const auto& p = r.perplexity; name == "fig_perplexity" && p) {
        return "WikiText-103 validation perplexity (left, log scale) and average negative log-likelihood per token "
               "(right) of " + p->run.model + " in FP16, with SpectralQuant's water-filled bit allocation and with a "
               "random Haar rotation at b = " + bits_text(p->run) + " bits, over " + sqfig::format_grouped(p->n_tokens) + " tokens.";
    }
    if (const auto& g = r.generation; name == "fig_generation" && g) {
        return "Greedy generation quality of " + g->run.model + " on " + std::to_string(g->n_prompts) + " prompts (up to " +
               std::to_string(g->max_new_tokens) + " new tokens, temperature " + temperature_text(g->temperature) +
               "): token-overlap F1 against the FP16 outputs and distinct-1 / distinct-2 diversity of each method's outputs.";
    }
    if (const auto& l = r.longbench; name == "fig_longbench" && l) {
        return "LongBench macro score (left) and per-task scores (right) of " + l->run.model + " on a " +
               std::to_string(l->tasks.size()) + "-task subset (" + join(l->tasks) + "), " + std::to_string(l->n_per_task) +
               " examples per task.";
    }
    if (const auto& l = r.latency; name == "fig_latency" && l) {
        return "Left: KV compress + decompress microbenchmark per decoded token (a diagnostic replay, not a "
               "serving kernel). Right: end-to-end decode time per token of " + l->run.model +
               " at context lengths " + contexts_text(l->fp16_end_to_end) +
               " (hooked replay, not a production kernel). Both time axes are logarithmic.";
    }
    if (const auto& a = r.attention; name == "fig_attention_cosine" && a) {
        std::vector<std::string> models;
        for (const paper::AttentionRow& row : a->rows) models.push_back(row.model);
        return "Mean cosine similarity of the attention output to FP16 at a fixed bit budget, for " + join(models) +
               ": a random Haar rotation with uniform bits against the calibrated rotation with uniform and with "
               "water-filled bits.";
    }
    if (name == "fig_pipeline")
        return "SpectralQuant's calibration pipeline, run offline once per model and bit budget, and the online "
               "path: rotate keys and values into the calibrated eigenbasis, quantize the principal subspace and "
               "the residual tail, store; on read, decode, rotate back and attend.";
    return name;
}

sqfig::Document build_report(const paper::Results& r, const paper::Inputs& inputs) {
    sqfig::Metadata meta;
    meta.title = "SpectralQuant results report";
    meta.subject = "Paper figures and run facts";
    meta.creator = std::string("sqfig-report ") + sqfig::version_string;
    sqfig::Document doc{meta};
    const int total = static_cast<int>(figure_titles().size()) + 2;
    title_page(doc, r, inputs, total);
    int index = 1;
    for (const auto& [name, title] : figure_titles()) {
        figure_page(doc, name, title, index, r, total);
        ++index;
    }
    side_by_side_page(doc, r, total, total);
    return doc;
}

}  // namespace report
