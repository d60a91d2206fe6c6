// The six figures of the SpectralQuant paper, after the original matplotlib
// script (shared/spec/build_paper_figures.py): same content, sizes, colours,
// text and number formats; legends placed where they hide nothing, titles
// that wrap instead of running into each other, boxes that fit their text.
#include "figures.hpp"  // and with it <array>, <optional>, <string>, <vector>, sqfig and results.hpp

#include <cmath>
#include <set>

namespace paper {
namespace {

using sqfig::Axes;
using sqfig::Color;
using sqfig::Figure;
using sqfig::format_fixed;
using sqfig::format_general;
using sqfig::format_grouped;

// Hatches per method when Look::hatch is on (FP16 plain), a second cue besides colour.
const std::array<const char*, 4> method_hatch{"", "//", "\\\\", "xx"};

void hatch_method(const Look& look, sqfig::Bars& bars, std::size_t method) {
    if (look.hatch && method_hatch[method][0] != '\0') bars.hatch(method_hatch[method], Color(1, 1, 1), 0.6);
}

// Names from the data are shown as they are: a '$' in them is not math.
std::string literal(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '$') out += '\\';
        out += c;
    }
    return out;
}

std::string bits_text(const RunFacts& run) { return run.bits ? format_general(*run.bits) : "?"; }

std::array<std::string, 3> method_labels(const RunFacts& run) {
    const std::string b = bits_text(run);
    return {"FP16", "SQ water-fill (b=" + b + ")", "Random Haar (b=" + b + ")"};
}

// One bar per method, coloured by method, labelled under the axis.
const sqfig::Bars& method_bars(Axes& ax, const ByMethod<double>& values, const RunFacts& run, const Look& look) {
    const auto labels = method_labels(run);
    const sqfig::Bars& bars = ax.bars(sqfig::arange(0, 3), std::vector<double>(values.begin(), values.end()))
                                  .colors({look.colors[0], look.colors[1], look.colors[2]})
                                  .width(0.55);
    // Steeper on a page narrower than the paper's, where 15 degrees let the labels touch.
    const bool narrow = look.width > 0 && look.width < sqfig::inches(7.0, 1).width;
    ax.x_ticks(sqfig::arange(0, 3), {labels.begin(), labels.end()}).rotate(narrow ? 30 : 15).align_right();
    return bars;
}

// Value labels above bars, in the given number format.
template <class Values>
std::vector<std::string> formatted(const Values& v, int decimals, bool thousands = false) {
    std::vector<std::string> out;
    for (double x : v) out.push_back(format_fixed(x, decimals, thousands));
    return out;
}

Figure fig_perplexity(const Results& results, const Look& look) {
    const PerplexityResults& r = need(results.perplexity, Family::perplexity);
    Figure fig{look.size(7.2, 3.0), look.style};
    auto grid = fig.grid(1, 2);
    Axes& ppl = grid(0, 0);
    ppl.bar_labels(method_bars(ppl, r.perplexity, r.run, look), formatted(r.perplexity, 2, true)).size(8);
    ppl.y_scale(sqfig::LogScale{10});
    ppl.y_label("Perplexity (log scale)");
    ppl.title("WikiText-103 validation perplexity\n(n_tokens=" + format_grouped(r.n_tokens) + ")");

    Axes& nll = grid(0, 1);
    nll.bar_labels(method_bars(nll, r.nll_per_token, r.run, look), formatted(r.nll_per_token, 3)).size(8);
    nll.y_label("NLL per token (nats)");
    nll.title("Average negative log-likelihood");
    return fig;
}

std::string temperature_text(double t) {
    // Python prints 0.0 as "0.0": keep one decimal for whole numbers.
    return std::floor(t) == t && std::abs(t) < 1e15 ? format_fixed(t, 1) : format_general(t);
}

Figure fig_generation(const Results& results, const Look& look) {
    const GenerationResults& r = need(results.generation, Family::generation);
    const RunFacts& run = r.run;
    Figure fig{look.size(7.2, 3.0), look.style};
    Axes& ax = fig.axes();
    const auto labels = method_labels(run);
    const double width = 0.27;
    for (std::size_t m = 0; m < 3; ++m) {
        const double offset = (static_cast<double>(m) - 1) * width;
        const GenerationMetrics& metrics = r.metrics[m];
        const std::vector<double> vals{metrics.token_overlap_f1, metrics.distinct_1, metrics.distinct_2};
        auto& bars = ax.bars(sqfig::arange(0, 3), vals).offset(offset).width(width).color(look.colors[m]).label(labels[m]);
        hatch_method(look, bars, m);
        ax.bar_labels(bars, formatted(vals, 3)).size(7);
    }
    ax.x_ticks(sqfig::arange(0, 3), {"Token-overlap F1\n(vs FP16 reference)", "distinct-1\n(unigram diversity)",
                                     "distinct-2\n(bigram diversity)"});
    ax.y_limits(0, 1.12);
    ax.y_label("Score");
    ax.title("Greedy generation quality, " + std::to_string(r.n_prompts) + "-prompt evaluation set\n(" + literal(run.model) +
             ", b=" + bits_text(run) + ", max_new=" + std::to_string(r.max_new_tokens) + ", T=" + temperature_text(r.temperature) +
             ", seed=" + (run.seed ? std::to_string(*run.seed) : "?") + ")");
    ax.legend().frame_alpha(0.92);
    return fig;
}

Figure fig_longbench(const Results& results, const Look& look) {
    const LongbenchResults& r = need(results.longbench, Family::longbench);
    const RunFacts& run = r.run;
    Figure fig{look.size(9.5, 3.6), look.style};
    sqfig::GridOptions opt;
    opt.width_ratios = {1, 2.4};
    auto grid = fig.grid(1, 2, opt);
    const std::string n_tasks = std::to_string(r.tasks.size());

    Axes& macro = grid(0, 0);
    macro.bar_labels(method_bars(macro, r.macro_score, run, look), formatted(r.macro_score, 4)).size(8);
    macro.y_label("Macro score (" + n_tasks + "-task mean)");
    macro.title("LongBench macro score\n(" + n_tasks + "-task subset, n=" + std::to_string(r.n_per_task) + "/task)", 10);

    Axes& per = grid(0, 1);
    const auto labels = method_labels(run);
    const double width = 0.27;
    for (std::size_t m = 0; m < 3; ++m)
        hatch_method(look,
                     per.bars(sqfig::arange(0, r.tasks.size()), r.task_scores[m])
                         .offset((static_cast<double>(m) - 1) * width)
                         .width(width)
                         .color(look.colors[m])
                         .label(labels[m]),
                     m);
    std::vector<std::string> task_labels;
    for (const std::string& task : r.tasks) task_labels.push_back(literal(task));
    per.x_ticks(sqfig::arange(0, r.tasks.size()), task_labels).rotate(20).align_right();
    per.y_label("Per-task score");
    std::string facts = literal(run.model) + ", b=" + bits_text(run);
    if (run.seed) facts += ", seed=" + std::to_string(*run.seed);
    if (r.max_input_tokens) facts += ", in$\\leq$" + std::to_string(*r.max_input_tokens);
    if (r.max_new_tokens) facts += ", out=" + std::to_string(*r.max_new_tokens);
    per.title("LongBench per-task results\n(" + facts + ")", 10);
    per.legend().frame_alpha(0.92);
    return fig;
}

// Context lengths of all series, sorted, as tick positions and labels.
void context_ticks(Axes& ax, const std::vector<const LatencySeries*>& series) {
    std::set<double> ctx;
    for (const LatencySeries* s : series) ctx.insert(s->context_length.begin(), s->context_length.end());
    std::vector<double> at(ctx.begin(), ctx.end());
    std::vector<std::string> text;
    for (double c : at) text.push_back(format_general(c, 15));
    ax.x_scale(sqfig::LogScale{2});
    ax.y_scale(sqfig::LogScale{10});
    ax.x_ticks(at, text);
    ax.x_label("Context length");
}

Figure fig_latency(const Results& results, const Look& look) {
    const LatencyResults& r = need(results.latency, Family::latency);
    // On a page narrower than 5.5 in (a venue's text width) the two panels
    // stand one above the other, each with the page's whole width.
    const bool stacked = look.width > 0 && look.width < sqfig::inches(5.5, 1).width;
    Figure fig{look.size(8.4, stacked ? 6.4 : 3.4), look.style};
    auto grid = stacked ? fig.grid(2, 1) : fig.grid(1, 2);
    using sqfig::MarkerShape;
    const auto latency_line = [&look](Axes& ax, const LatencySeries& s, std::size_t method, MarkerShape marker, const char* label) {
        ax.line(s.context_length, s.ms_per_token).color(look.colors[method]).marker(marker).label(label);
    };

    Axes& micro = grid(0, 0);
    latency_line(micro, r.sq_micro, 1, MarkerShape::circle, "Calibrated rot. + water-filled KV round-trip");
    latency_line(micro, r.tq_micro, 2, MarkerShape::square, "Random rot. + uniform KV round-trip");
    context_ticks(micro, {&r.sq_micro, &r.tq_micro});
    micro.y_label("ms / token (p50, log)");
    micro.title("KV compress+decompress microbenchmark\n(diagnostic replay, MICROBENCH ONLY -- not a serving kernel)");
    micro.legend().frame_alpha(0.92);

    Axes& e2e = stacked ? grid(1, 0) : grid(0, 1);
    latency_line(e2e, r.fp16_end_to_end, 0, MarkerShape::circle, "FP16 end-to-end (reference pass)");
    latency_line(e2e, r.sq_end_to_end, 1, MarkerShape::circle, "Calibrated rot. + water-filled hooked replay");
    latency_line(e2e, r.tq_end_to_end, 2, MarkerShape::square, "Random rot. + uniform hooked replay");
    context_ticks(e2e, {&r.fp16_end_to_end, &r.sq_end_to_end, &r.tq_end_to_end});
    e2e.y_label("decode ms / token (p50, log)");
    e2e.title("End-to-end decode time\n(hooked replay is NOT a production kernel)");
    e2e.legend().frame_alpha(0.92).font_size(7);
    return fig;
}

Figure fig_attention_cosine(const Results& results, const Look& look) {
    const std::vector<AttentionRow>& rows = need(results.attention, Family::attention).rows;
    Figure fig{look.size(7.0, 3.4), look.style};
    Axes& ax = fig.axes();
    const std::size_t n = rows.size();
    std::array<std::vector<double>, 3> arms;
    std::vector<std::string> labels;
    for (const AttentionRow& row : rows) {
        arms[0].push_back(row.random_haar_uniform);
        arms[1].push_back(row.calibrated_uniform);
        arms[2].push_back(row.calibrated_waterfill);
        labels.push_back(literal(row.model.substr(0, row.model.find('-'))) + "\nb=" + std::to_string(row.bits));
    }
    const double width = 0.27;
    const std::array<Color, 3> colors{look.colors[2], look.colors[3], look.colors[1]};
    const std::array<std::size_t, 3> methods{2, 3, 1};
    const std::array<const char*, 3> names{"Random Haar + uniform", "Calib. rot. + uniform", "Calib. rot. + water-fill"};
    for (std::size_t j = 0; j < 3; ++j) {
        const double offset = (static_cast<double>(j) - 1) * width;
        auto& bars = ax.bars(sqfig::arange(0, n), arms[j]).offset(offset).width(width).color(colors[j]).label(names[j]);
        hatch_method(look, bars, methods[j]);
        ax.bar_labels(bars, formatted(arms[j], 3)).size(7);
    }
    ax.x_ticks(sqfig::arange(0, n), labels);
    ax.y_limits(0, 1.10);
    ax.y_label("Mean attention-output cosine vs FP16");
    ax.title("Attention-output fidelity at fixed bit budget (n_calib=32, n_eval=8 layers)");
    ax.legend().frame_alpha(0.92).font_size(8);
    return fig;
}

// The calibration pipeline: six boxes in a row, or, on a page narrower than
// the paper's (a venue's text width), in two rows, the second read right to
// left, so that the boxes keep the venue's text size rather than shrinking
// with the page.
Figure fig_pipeline(const Look& look) {
    const bool two_rows = look.width > 0 && look.width < sqfig::inches(7.0, 1).width;
    Figure fig{look.size(8.6, two_rows ? 3.6 : 2.8), look.style};
    Axes& ax = fig.axes();
    ax.x_limits(0, two_rows ? 6.0 : 11.4).y_limits(0, two_rows ? 5.2 : 4).axis_off();
    struct Step {
        sqfig::Rect in_a_row, in_two_rows;
        const char* text;
        const char* fill;
    };
    const std::array<Step, 6> steps{{
        {{0.20, 1.5, 1.30, 1.0}, {0.10, 3.05, 1.50, 1.0}, "Calibration\nbatch", "#cfe2f3"},
        {{1.70, 1.5, 1.50, 1.0}, {2.05, 3.05, 1.80, 1.0}, "Per-(layer,head)\nkey covariance", "#cfe2f3"},
        {{3.40, 1.5, 1.60, 1.0}, {4.30, 3.05, 1.60, 1.0}, "Empirical spectrum\n+ PR cutoff $d_{\\rm eff}$", "#d9ead3"},
        {{5.20, 1.5, 1.60, 1.0}, {4.30, 1.35, 1.60, 1.0}, "Principal key\nsubspace + tail", "#d9ead3"},
        {{7.00, 1.5, 2.55, 1.0}, {2.05, 1.35, 1.80, 1.0}, two_rows ? "Greedy water-fill\nbits" : "Greedy water-fill bits", "#fff2cc"},
        {{9.75, 1.5, 1.45, 1.0}, {0.10, 1.35, 1.50, 1.0}, "Per-dim\nLloyd\u2013Max", "#fce5cd"},
    }};
    std::vector<const sqfig::Box*> boxes;
    for (const Step& s : steps)
        boxes.push_back(&ax.box(two_rows ? s.in_two_rows : s.in_a_row, s.text).fill(s.fill).edge("#444444", 0.8).text_size(8.2));
    for (std::size_t i = 1; i < boxes.size(); ++i) ax.arrow(*boxes[i - 1], *boxes[i]).color("#444444").width(1.0);
    const double middle = two_rows ? 3.0 : 5.7;
    ax.text({middle, two_rows ? 4.75 : 3.55}, "Calibration pipeline (offline, once per (model, b))")
        .align(sqfig::HAlign::center, sqfig::VAlign::baseline).size(10).bold();
    ax.text({middle, two_rows ? 0.95 : 0.55},
            two_rows ? "Online: rotate K/V into the calibrated eigenbasis $\\to$ quantize\nprincipal subspace + residual tail "
                       "$\\to$ store; on read: decode $\\to$\nrotate back $\\to$ attend."
                     : "Online: rotate K/V into the calibrated eigenbasis $\\to$ quantize principal subspace + residual tail "
                       "$\\to$ store;\non read: decode $\\to$ rotate back $\\to$ attend.")
        .align(sqfig::HAlign::center, sqfig::VAlign::baseline)
        .size(8.4)
        .italic();
    return fig;
}

}  // namespace

const std::vector<FigureSpec>& figure_table() {
    static const std::vector<FigureSpec> table{
        {"fig_perplexity", {Family::perplexity}, fig_perplexity},
        {"fig_generation", {Family::generation}, fig_generation},
        {"fig_longbench", {Family::longbench}, fig_longbench},
        {"fig_latency", {Family::latency}, fig_latency},
        {"fig_attention_cosine", {Family::attention}, fig_attention_cosine},
        {"fig_pipeline", {}, [](const Results&, const Look& l) { return fig_pipeline(l); }},
    };
    return table;
}

const FigureSpec* find_figure(std::string_view name) {
    for (const FigureSpec& f : figure_table())
        if (name == f.name) return &f;
    return nullptr;
}

std::vector<std::string> figure_names() {
    std::vector<std::string> out;
    for (const FigureSpec& f : figure_table()) out.emplace_back(f.name);
    return out;
}

sqfig::Size Look::size(double width_in, double height_in) const {
    if (width <= 0) return sqfig::inches(width_in, height_in);
    // As wide as the venue's text and as tall as in the paper: a narrower page
    // leaves less room across, so it keeps its height for the titles and legends.
    return {width, sqfig::inches(height_in)};
}

Look venue_look(const sqfig::Venue& venue) {
    Look look;
    look.style = venue.style();
    look.width = venue.text_width;
    return look;
}

void use_palette(Look& look, const std::string& cycle) {
    const std::vector<Color> colors = sqfig::color_cycle(cycle);
    if (colors.size() < 4) throw sqfig::Error("colour cycle \"" + cycle + "\" has fewer than 4 colours");
    for (std::size_t i = 0; i < 4; ++i) look.colors[i] = colors[i];
}

sqfig::Figure build_figure(const FigureSpec& spec, const Results& results, const Look& look) {
    Figure fig = spec.build(results, look);
    sqfig::Metadata meta;
    meta.title = spec.name;
    meta.creator = std::string("sqfig-paper-figures ") + sqfig::version_string;
    fig.metadata(meta);
    return fig;
}

sqfig::Figure build_figure(const std::string& name, const Results& results) {
    const FigureSpec* spec = find_figure(name);
    if (!spec) throw sqfig::Error("unknown figure \"" + name + "\"");
    return build_figure(*spec, results);
}

}  // namespace paper
