// Fuzz target: the paper-figures results loader (examples/paper_figures/
// loader.hpp) on arbitrary bytes, as each family's file and as
// attention_cosine.json, through the in-memory parse_* API.
// Invariants:
//  - no crash, no exception: every problem is a Diagnostic;
//  - a family's result is present exactly when it added no diagnostic;
//  - every diagnostic names the file, has a message, and a parse error's
//    line:column lies inside the text (column counts UTF-8 characters);
//  - accepted results satisfy loader.hpp's promises (finite, > 0 where a
//    log axis shows them, sorted latency series, aligned longbench tasks).
// Accepted results are checked as the figure builders read them: the typed
// results of examples/paper_figures/results.hpp.
// With SQFIG_FUZZ_FIGURES defined, every accepted
// result is also drawn: the figures that need only that family are built,
// checked for collisions and rendered to PDF. A sqfig::Error there is the
// driver's graceful "cannot draw the figure" path; with the environment
// variable SQFIG_FUZZ_STRICT_FIGURES=1 it counts as a violation (validated
// data the figures cannot draw is a gap in the loader's validation).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "common.hpp"
#include "figures.hpp"
#include "loader.hpp"

namespace sqfig_fuzz {

namespace loader_detail {

inline const char* kFile = "fuzz/input.json";

inline void check_diags(const std::vector<paper::Diagnostic>& diags, std::string_view json) {
    for (const paper::Diagnostic& d : diags) {
        if (d.file != kFile) violated("diagnostic names file \"" + d.file + "\"", json);
        if (d.message.empty()) violated("diagnostic without a message at " + d.location, json);
        if (d.line < 0 || d.column < 0) violated("negative line/column in: " + d.to_string(), json);
        if (d.line > 0) {
            const auto [max_line, max_col] = paper::line_column(json, json.size());
            (void)max_col;
            if (d.line > max_line) violated("parse error line past the end: " + d.to_string(), json);
        }
        if (!d.location.empty() && d.location[0] != '/' && d.location != "(document root)")
            violated("location is not a JSON Pointer: " + d.to_string(), json);
        if (d.to_string().empty()) violated("empty Diagnostic::to_string()", json);
    }
}

inline void check_finite(double v, const char* what, std::string_view json, bool positive = false) {
    if (!std::isfinite(v) || (positive && !(v > 0)))
        violated(std::string("accepted ") + what + " = " + std::to_string(v), json);
}

inline void check_series(const paper::LatencySeries& s, const char* what, std::string_view json) {
    if (s.context_length.size() != s.ms_per_token.size() || s.context_length.empty())
        violated(std::string("latency series ") + what + " is empty or misaligned", json);
    for (std::size_t i = 0; i < s.context_length.size(); ++i) {
        check_finite(s.context_length[i], "context_length", json, true);
        check_finite(s.ms_per_token[i], "decode_ms_per_token_p50", json, true);
        if (i > 0 && !(s.context_length[i - 1] < s.context_length[i]))
            violated(std::string("latency series ") + what + " not strictly sorted by context length", json);
    }
}

inline void check(const paper::PerplexityResults& r, std::string_view json) {
    for (double v : r.perplexity) check_finite(v, "perplexity", json, true);
    for (double v : r.nll_per_token) check_finite(v, "nll_per_token", json);
    if (r.n_tokens < 1) violated("accepted n_tokens < 1", json);
}
inline void check(const paper::GenerationResults& r, std::string_view json) {
    for (const auto& m : r.metrics)
        for (double v : {m.token_overlap_f1, m.distinct_1, m.distinct_2})
            if (!(v >= 0 && v <= 1)) violated("accepted a generation metric outside [0, 1]", json);
    if (r.n_prompts < 1 || r.max_new_tokens < 1) violated("accepted empty prompts or max_new_tokens < 1", json);
    if (!std::isfinite(r.temperature) || r.temperature < 0) violated("accepted a bad temperature", json);
}
inline void check(const paper::LongbenchResults& r, std::string_view json) {
    if (r.tasks.empty()) violated("accepted no tasks", json);
    for (const auto& t : r.tasks)
        if (t.empty()) violated("accepted an empty task name", json);
    for (const auto& v : r.task_scores) {
        if (v.size() != r.tasks.size()) violated("per_task not aligned with tasks", json);
        for (double s : v) check_finite(s, "per-task score", json);
    }
    for (double m : r.macro_score) check_finite(m, "macro_score", json);
    if (r.n_per_task < 1) violated("accepted n_per_task < 1", json);
}
inline void check(const paper::LatencyResults& r, std::string_view json) {
    check_series(r.fp16_end_to_end, "fp16", json);
    check_series(r.sq_micro, "sq micro", json);
    check_series(r.sq_end_to_end, "sq end-to-end", json);
    check_series(r.tq_micro, "tq micro", json);
    check_series(r.tq_end_to_end, "tq end-to-end", json);
}
inline void check(const paper::AttentionResults& r, std::string_view json) {
    if (r.rows.empty()) violated("accepted no attention rows", json);
    for (const auto& row : r.rows) {
        if (row.model.empty() || row.bits < 1) violated("accepted an attention row without model or bits", json);
        for (double v : {row.random_haar_uniform, row.calibrated_uniform, row.calibrated_waterfill})
            if (!(v >= -1 && v <= 1)) violated("accepted a cosine outside [-1, 1]", json);
    }
}

#ifdef SQFIG_FUZZ_FIGURES
inline void draw_figures(const paper::Results& results, const char* family, std::string_view json) {
    static const bool strict = [] {
        const char* s = std::getenv("SQFIG_FUZZ_STRICT_FIGURES");
        return s && *s && std::string(s) != "0";
    }();
    for (const paper::FigureSpec& spec : paper::figure_table()) {
        if (spec.families.size() != 1 || std::string(paper::family_name(spec.families[0])) != family) continue;
        const std::string name = spec.name;
        try {
            const sqfig::Figure fig = paper::build_figure(spec, results);
            (void)fig.collisions();
            const std::string pdf = fig.to_bytes(sqfig::Format::pdf);
            if (pdf.compare(0, 5, "%PDF-") != 0) violated(name + ": to_bytes(pdf) did not return a PDF", json);
        } catch (const sqfig::Error& e) {
            if (strict) violated(name + ": validated data cannot be drawn: " + e.what(), json);
        }
    }
}
#endif

template <class T>
void run_family(paper::Family family, std::optional<T> paper::Results::*member, std::string_view json) {
    std::vector<paper::Diagnostic> diags;
    const paper::Results results = paper::parse(family, json, kFile, diags);
    const std::optional<T>& r = results.*member;
    check_diags(diags, json);
    if (r.has_value() != diags.empty())
        violated(std::string(paper::family_name(family)) + ": result present = " + (r ? "yes" : "no") + " with " +
                     std::to_string(diags.size()) + " diagnostics",
                 json);
    if (!r) return;
    check(*r, json);
#ifdef SQFIG_FUZZ_FIGURES
    draw_figures(results, paper::family_name(family), json);
#endif
}

}  // namespace loader_detail

inline int loader_one_input(const std::uint8_t* data, std::size_t size) {
    using namespace loader_detail;
    // libFuzzer hands an exactly sized heap buffer (no NUL after it): any read
    // past the end is an ASan report.
    const std::string_view json(reinterpret_cast<const char*>(data), size);
    using paper::Family;
    run_family(Family::perplexity, &paper::Results::perplexity, json);
    run_family(Family::generation, &paper::Results::generation, json);
    run_family(Family::latency, &paper::Results::latency, json);
    run_family(Family::longbench, &paper::Results::longbench, json);
    run_family(Family::attention, &paper::Results::attention, json);
    return 0;
}

}  // namespace sqfig_fuzz
