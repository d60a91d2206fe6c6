// Loader tests: the real results, the bundled sample, generality (key order,
// integers, extra fields, any number of tasks / context lengths / rows) and
// diagnostics (every problem, JSON Pointer, expected vs found, line:column).
#include "loader.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <tuple>

using namespace driver_test;
using paper::Diagnostic;

namespace {

std::string all_messages(const std::vector<Diagnostic>& d) {
    std::string s;
    for (const auto& x : d) s += x.to_string() + "\n";
    return s;
}

bool has_real_results() { return sqfig_test::real_results_or_skip(); }

const char* const minimal_perplexity = R"({
  "model": {"name": "org/Some-Model-1B"},
  "command": "--seed 11 --avg-bits 4",
  "methods": {
    "turboquant": {"perplexity": 100, "nll_per_token": 4.6},
    "spectralquant_v2": {"nll_per_token": 2.0, "perplexity": 7.5},
    "fp16": {"n_tokens": 2048, "perplexity": 7, "nll_per_token": 2, "unused": [1, {"x": null}]}
  },
  "extra": {"deeply": [[[{"ignored": true}]]]}
})";

}  // namespace

TEST_CASE("real results load without problems", "[loader][real]") {
    if (!has_real_results()) return;
    const fs::path dir = real_results_dir();
    std::vector<Diagnostic> d;

    auto ppl = load_one<paper::Family::perplexity>(file_with_prefix(dir, "perplexity__").string(), d);
    auto gen = load_one<paper::Family::generation>(file_with_prefix(dir, "generation__").string(), d);
    auto lb = load_one<paper::Family::longbench>(file_with_prefix(dir, "longbench__").string(), d);
    auto lat = load_one<paper::Family::latency>(file_with_prefix(dir, "latency__").string(), d);
    auto att = load_one<paper::Family::attention>((dir / "attention_cosine.json").string(), d);
    INFO(all_messages(d));
    REQUIRE(d.empty());
    REQUIRE(ppl);
    REQUIRE(gen);
    REQUIRE(lb);
    REQUIRE(lat);
    REQUIRE(att);

    CHECK(ppl->run.model == "Qwen2.5-7B");
    CHECK(ppl->run.bits == 3.0);
    CHECK(ppl->run.seed == 42);
    CHECK(ppl->perplexity[0] == Approx(6.490724246850428));
    CHECK(ppl->perplexity[2] == Approx(2048.5671306363815));
    CHECK(ppl->nll_per_token[0] == Approx(1.8703741187656955));
    CHECK(ppl->n_tokens == 104224);

    CHECK(gen->run.model == "Qwen2.5-7B");
    CHECK(gen->run.seed == 42);
    CHECK(gen->run.bits == 3.0);
    CHECK(gen->n_prompts == 8);
    CHECK(gen->max_new_tokens == 128);
    CHECK(gen->temperature == 0.0);
    CHECK(gen->metrics[0].token_overlap_f1 == 1.0);
    CHECK(gen->metrics[0].distinct_2 == Approx(0.7680762122418705));
    CHECK(gen->metrics[1].token_overlap_f1 == Approx(0.48173593856049235));

    CHECK(lb->tasks == std::vector<std::string>{"narrativeqa", "qasper", "hotpotqa", "gov_report", "trec"});
    CHECK(lb->macro_score[0] == Approx(0.1754670855553704));
    CHECK(lb->macro_score[2] == Approx(0.0044187151755227));
    CHECK(lb->task_scores[1][1] == Approx(0.3273987790772462));
    CHECK(lb->n_per_task == 50);
    CHECK(lb->max_input_tokens == 8192);
    CHECK(lb->max_new_tokens == 128);
    CHECK(lb->run.seed == 42);

    const std::vector<double> ctx{512, 1024, 2048};
    CHECK(lat->fp16_end_to_end.context_length == ctx);
    CHECK(lat->sq_micro.context_length == ctx);
    CHECK(lat->sq_end_to_end.context_length == ctx);
    CHECK(lat->tq_micro.context_length == ctx);
    CHECK(lat->tq_end_to_end.context_length == ctx);
    CHECK(lat->fp16_end_to_end.ms_per_token[0] == Approx(17.179975986480713));
    CHECK(lat->sq_micro.ms_per_token[2] == Approx(0.02896338328719139));
    CHECK(lat->sq_end_to_end.ms_per_token[0] == Approx(664.8506164550781));
    CHECK(lat->tq_micro.ms_per_token[1] == Approx(0.001582578115630895));
    CHECK(lat->tq_end_to_end.ms_per_token[2] == Approx(70.8296947479248));

    REQUIRE(att->rows.size() == 4);
    CHECK(att->rows[0].model == "Mistral-7B-v0.3");
    CHECK(att->rows[0].bits == 5);
    CHECK(att->rows[3].model == "Qwen2.5-7B");
    CHECK(att->rows[3].calibrated_waterfill == Approx(0.7786));
}

TEST_CASE("load_results finds what it is given, and nothing else", "[loader][real]") {
    if (!has_real_results()) return;
    const fs::path dir = real_results_dir();
    paper::Inputs in;
    in.path(paper::Family::perplexity) = file_with_prefix(dir, "perplexity__").string();
    in.path(paper::Family::attention) = (dir / "attention_cosine.json").string();
    std::vector<Diagnostic> d;
    const paper::Results r = paper::load_results(in, d);
    CHECK(d.empty());
    CHECK(r.perplexity);
    CHECK(r.attention);
    CHECK_FALSE(r.generation);
    CHECK_FALSE(r.latency);
    CHECK_FALSE(r.longbench);
}

TEST_CASE("bundled sample results load", "[loader][sample]") {
    const fs::path dir = examples_data_dir();
    paper::Inputs in;
    in.path(paper::Family::perplexity) = file_with_prefix(dir, "perplexity__").string();
    in.path(paper::Family::generation) = file_with_prefix(dir, "generation__").string();
    in.path(paper::Family::latency) = file_with_prefix(dir, "latency__").string();
    in.path(paper::Family::longbench) = file_with_prefix(dir, "longbench__").string();
    in.path(paper::Family::attention) = (dir / "attention_cosine.json").string();
    std::vector<Diagnostic> d;
    const paper::Results r = paper::load_results(in, d);
    INFO(all_messages(d));
    REQUIRE(d.empty());
    REQUIRE(r.perplexity);
    REQUIRE(r.generation);
    REQUIRE(r.latency);
    REQUIRE(r.longbench);
    REQUIRE(r.attention);
    CHECK(r.perplexity->run.model == "Llama-3.1-8B");
    CHECK(r.perplexity->run.bits == 3.0);
    CHECK(r.perplexity->run.seed == 7);
    CHECK(r.generation->temperature == 0.0);  // written as the integer 0
    CHECK(r.generation->n_prompts == 6);
    CHECK(r.longbench->tasks.size() == 4);
    // turboquant's per_task entries are stored in reverse order in the file.
    CHECK(r.longbench->task_scores[2] == std::vector<double>{0.0213, 0.0345, 0.0862, 0.075});
    const std::vector<double> ctx{1024, 2048, 4096, 8192};
    CHECK(r.latency->fp16_end_to_end.context_length == ctx);
    CHECK(r.latency->tq_end_to_end.context_length == ctx);  // stored descending
    CHECK(r.latency->tq_end_to_end.ms_per_token == std::vector<double>{88.2, 89.1, 91.7, 96.5});
    CHECK(r.latency->tq_micro.context_length == ctx);
    CHECK(r.attention->rows.size() == 4);
}

TEST_CASE("integers, key order and extra fields", "[loader][generality]") {
    std::vector<Diagnostic> d;
    auto r = paper::parse(paper::Family::perplexity, minimal_perplexity, "mem.json", d).perplexity;
    INFO(all_messages(d));
    REQUIRE(r);
    CHECK(r->perplexity == std::array<double, 3>{7, 7.5, 100});
    CHECK(r->n_tokens == 2048);
    CHECK(r->run.model == "Some-Model-1B");
    CHECK(r->run.bits == 4.0);  // from --avg-bits: no spectralquant_v2.avg_bits
    CHECK(r->run.seed == 11);
}

TEST_CASE("bits and seed fall back from avg_bits to command to run_id", "[loader][runfacts]") {
    std::vector<Diagnostic> d;
    const std::string base = minimal_perplexity;
    SECTION("avg_bits wins") {
        auto s = replace_all(base, "\"nll_per_token\": 2.0,", "\"nll_per_token\": 2.0, \"avg_bits\": 2.5,");
        auto r = paper::parse(paper::Family::perplexity, s, "m.json", d).perplexity;
        REQUIRE(r);
        CHECK(r->run.bits == 2.5);
    }
    SECTION("run_id when there is no command") {
        auto s = replace_all(base, "\"command\": \"--seed 11 --avg-bits 4\"",
                             "\"run_id\": \"perplexity__M__b2_seed5_n1\"");
        auto r = paper::parse(paper::Family::perplexity, s, "m.json", d).perplexity;
        REQUIRE(r);
        CHECK(r->run.bits == 2.0);
        CHECK(r->run.seed == 5);
    }
    SECTION("the forms of a number in a command and a run id") {
        // {command, run_id, bits, seed}; 0 is none. Only digits with at most one '.' between them, right
        // after the marker (and ' ' or '=' after a command's option), ending at ' ', '_' or the end.
        const std::vector<std::tuple<std::string, std::string, double, long long>> cases{
            {"--avg-bits=3.5 --seed=7", "", 3.5, 7},
            {"x --avg-bits 2 --avg-bits 5", "", 2, 0},       // the first that reads
            {"--avg-bits3 --seed 8", "r__b6_seed9", 6, 8},   // no separator: not the option
            {"--avg-bits 3.5x --avg-bits 4", "", 4, 0},      // 3.5x is not a number: the next one
            {"--avg-bits 3. --seed .5", "r__b1.25_seed12", 1.25, 12},
            {"--avg-bits 1.2.3", "r__b2_seed", 2, 0},        // two dots; a seed marker with no digits
            {"--avg-bits", "r__b", 0, 0},                    // the marker at the very end
        };
        for (const auto& [command, run_id, bits, seed] : cases) {
            INFO(command << " | " << run_id);
            std::string s = replace_all(base, "\"--seed 11 --avg-bits 4\"", "\"" + command + "\"");
            if (!run_id.empty()) s = replace_all(s, "\"command\":", "\"run_id\": \"" + run_id + "\", \"command\":");
            auto r = paper::parse(paper::Family::perplexity, s, "m.json", d).perplexity;
            REQUIRE(r);
            CHECK(r->run.bits.value_or(0) == bits);
            CHECK(r->run.seed.value_or(0) == seed);
        }
    }
    SECTION("neither: empty") {
        auto s = replace_all(base, "\"command\": \"--seed 11 --avg-bits 4\"", "\"command\": \"--seed x --avg-bits\"");
        auto r = paper::parse(paper::Family::perplexity, s, "m.json", d).perplexity;
        REQUIRE(r);
        CHECK_FALSE(r->run.bits);
        CHECK_FALSE(r->run.seed);
    }
    CHECK(d.empty());
}

TEST_CASE("any number of tasks, context lengths and rows", "[loader][generality]") {
    std::vector<Diagnostic> d;
    SECTION("8 tasks, per_task in another order") {
        std::string tasks, per;
        for (int i = 0; i < 8; ++i) {
            tasks += std::string(i ? "," : "") + "\"a rather long task name number " + std::to_string(i) + "\"";
            per += std::string(i ? "," : "") + "{\"score\": " + std::to_string(i) +
                   ", \"task\": \"a rather long task name number " + std::to_string(7 - i) + "\"}";
        }
        std::string m = R"({"aggregate": {"macro_score": 1}, "per_task": [)" + per + "]}";
        std::string doc = R"({"model": {"name": "x"}, "subset": {"n_per_task": 3}, "tasks": [)" + tasks +
                          R"(], "methods": {"fp16": )" + m + ", \"spectralquant_v2\": " + m +
                          ", \"turboquant\": " + m + "}}";
        auto r = paper::parse(paper::Family::longbench, doc, "lb.json", d).longbench;
        INFO(all_messages(d));
        REQUIRE(r);
        REQUIRE(r->tasks.size() == 8);
        CHECK(r->task_scores[1][0] == 7);
        CHECK(r->task_scores[1][7] == 0);
        CHECK_FALSE(r->max_input_tokens);
    }
    SECTION("6 context lengths, shuffled, mixed with ignored points") {
        const int ctx[6] = {8192, 256, 65536, 1024, 512, 131072};
        std::string fp, sq;
        for (int i = 0; i < 6; ++i) {
            const std::string c = std::to_string(ctx[i]);
            fp += std::string(i ? "," : "") + "{\"context_length\": " + c + ".0, \"decode_ms_per_token_p50\": " +
                  std::to_string(i + 1) + "}";
            sq += std::string(i ? "," : "") + "{\"microbenchmark\": true, \"context_length\": " + c +
                  ", \"decode_ms_per_token_p50\": 1e-4}" + ",{\"end_to_end_measured\": true, \"context_length\": " +
                  c + ", \"decode_ms_per_token_p50\": 1e3}";
        }
        sq += R"(,{"context_length": 3, "decode_ms_per_token_p50": 1, "end_to_end_measured": false})";  // neither: not drawn
        std::string doc = R"({"model": {"name": "x"}, "methods": {"fp16": {"operating_points": [)" + fp +
                          R"(]}, "spectralquant_v2": {"operating_points": [)" + sq +
                          R"(]}, "turboquant": {"operating_points": [)" + sq + "]}}}";
        auto r = paper::parse(paper::Family::latency, doc, "lat.json", d).latency;
        INFO(all_messages(d));
        REQUIRE(r);
        const std::vector<double> sorted{256, 512, 1024, 8192, 65536, 131072};
        CHECK(r->fp16_end_to_end.context_length == sorted);
        CHECK(r->fp16_end_to_end.ms_per_token == std::vector<double>{2, 5, 4, 1, 3, 6});
        CHECK(r->sq_micro.context_length == sorted);
        CHECK(r->tq_end_to_end.context_length == sorted);
    }
    SECTION("1 and 12 attention rows") {
        for (int n : {1, 12}) {
            std::string rows;
            for (int i = 0; i < n; ++i)
                rows += std::string(i ? "," : "") + R"({"model": "M)" + std::to_string(i) +
                        R"(", "bits": )" + std::to_string(i % 4 + 1) +
                        R"(, "random_haar_uniform": 0, "calibrated_uniform": 1, "calibrated_waterfill": 0.5})";
            auto r = paper::parse(paper::Family::attention, "{\"rows\": [" + rows + "]}", "att.json", d).attention;
            INFO(all_messages(d));
            REQUIRE(r);
            CHECK(r->rows.size() == static_cast<std::size_t>(n));
        }
    }
}

TEST_CASE("every problem is reported with its JSON Pointer", "[loader][diagnostics]") {
    std::vector<Diagnostic> d;
    const std::string doc = R"({
      "model": {"name": "x"},
      "methods": {
        "fp16": {"perplexity": "6.49", "nll_per_token": 1, "n_tokens": 0},
        "spectralquant_v2": {"perplexity": -1, "nll_per_token": null}
      }
    })";
    auto r = paper::parse(paper::Family::perplexity, doc, "p.json", d).perplexity;
    CHECK_FALSE(r);
    const std::string all = all_messages(d);
    INFO(all);
    CHECK(d.size() == 5);
    CHECK(contains(all, "p.json: /methods/fp16/perplexity: expected a number in [1, 1e100] (a perplexity, drawn "
                        "on a log axis), found a string \"6.49\""));
    CHECK(contains(all, "p.json: /methods/fp16/n_tokens: expected an integer >= 1, found 0"));
    CHECK(contains(all, "p.json: /methods/spectralquant_v2/perplexity: expected a number in [1, 1e100] "
                        "(a perplexity, drawn on a log axis), found -1"));
    CHECK(contains(all, "p.json: /methods/spectralquant_v2/nll_per_token: expected a number, found null"));
    CHECK(contains(all, "p.json: /methods/turboquant: missing; expected an object"));
    for (const auto& x : d) CHECK(x.line == 0);
}

TEST_CASE("names too long to draw are input errors naming the place (mutation fuzz finding)", "[loader][diagnostics]") {
    std::vector<Diagnostic> d;
    const std::string doc = R"({"rows": [{"model": ")" + std::string(5000, 'x') +
                            R"(", "bits": 3, "random_haar_uniform": 0.9, "calibrated_uniform": 0.95,
                               "calibrated_waterfill": 0.97}]})";
    CHECK_FALSE(paper::parse(paper::Family::attention, doc, "att.json", d).attention);
    const std::string all = all_messages(d);
    INFO(all);
    CHECK(contains(all, "att.json: /rows/0/model: expected a non-empty string of at most 200 characters, found a string \"xxxx"));
}

TEST_CASE("longbench tasks and per_task must agree for every method", "[loader][diagnostics]") {
    std::vector<Diagnostic> d;
    const std::string doc = R"({"model": {"name": "x"}, "subset": {"n_per_task": 3}, "tasks": ["a", "b"],
      "methods": {
        "fp16": {"aggregate": {"macro_score": 1}, "per_task": [{"task": "a", "score": 1}, {"task": "b", "score": 1}]},
        "spectralquant_v2": {"aggregate": {"macro_score": 1}, "per_task": [{"task": "a", "score": 1}]},
        "turboquant": {"aggregate": {"macro_score": 1}, "per_task": [{"task": "a", "score": 1},
            {"task": "b", "score": 1}, {"task": "c", "score": 1}, {"task": "a", "score": 2}]}
      }})";
    CHECK_FALSE(paper::parse(paper::Family::longbench, doc, "lb.json", d).longbench);
    const std::string all = all_messages(d);
    INFO(all);
    CHECK(d.size() == 3);
    CHECK(contains(all, "/methods/spectralquant_v2/per_task: task \"b\" listed in /tasks has no entry here"));
    CHECK(contains(all, "/methods/turboquant/per_task/2/task: task \"c\" is not listed in /tasks"));
    CHECK(contains(all, "/methods/turboquant/per_task/3/task: task \"a\" appears twice"));
}

TEST_CASE("latency series need points and unique context lengths", "[loader][diagnostics]") {
    std::vector<Diagnostic> d;
    const std::string doc = R"({"model": {"name": "x"}, "methods": {
      "fp16": {"operating_points": [{"context_length": 512, "decode_ms_per_token_p50": 1},
                                    {"context_length": 512, "decode_ms_per_token_p50": 2}]},
      "spectralquant_v2": {"operating_points": [{"microbenchmark": true, "context_length": 512,
                                                 "decode_ms_per_token_p50": 1}]},
      "turboquant": {"operating_points": [{"end_to_end_measured": true, "context_length": 512,
                                           "decode_ms_per_token_p50": 1}]}}})";
    CHECK_FALSE(paper::parse(paper::Family::latency, doc, "l.json", d).latency);
    std::string all = all_messages(d);
    INFO(all);
    CHECK(d.size() == 3);
    CHECK(contains(all, "/methods/fp16/operating_points/1/context_length: context length 512 appears twice among the "
                        "fp16 operating points (also at /methods/fp16/operating_points/0)"));
    CHECK(contains(all, "/methods/spectralquant_v2/operating_points: no end-to-end"));
    CHECK(contains(all, "/methods/turboquant/operating_points: no microbenchmark"));
    // These checks, which no schema can say, follow once the file matches the
    // schema: with a schema problem, that is what is reported.
    d.clear();
    CHECK_FALSE(paper::parse(paper::Family::latency, replace_all(doc, "\"decode_ms_per_token_p50\": 2", "\"decode_ms_per_token_p50\": 0"),
                             "l.json", d).latency);
    all = all_messages(d);
    CHECK(d.size() == 1);
    CHECK(contains(all, "/methods/fp16/operating_points/1/decode_ms_per_token_p50: expected a number > 0 and <= 1e100 "
                        "(drawn on a log axis), found 0"));
}

TEST_CASE("values on log axes: any positive double up to 1e100 (issue 19.6)", "[loader][diagnostics]") {
    // A log axis spans its data plus margins: near the largest doubles its
    // limit overflows. 1e100 is drawable with the smallest positive double
    // (a latency; a perplexity is >= 1: issue 46).
    auto perplexity = [](const std::string& turboquant) {
        return R"({"model": {"name": "x"}, "methods": {
          "fp16": {"perplexity": 1, "nll_per_token": 1, "n_tokens": 1},
          "spectralquant_v2": {"perplexity": 6.21, "nll_per_token": 1},
          "turboquant": {"perplexity": )" + turboquant + R"(, "nll_per_token": 1}}})";
    };
    std::vector<Diagnostic> d;
    const auto ok = paper::parse(paper::Family::perplexity, perplexity("1e100"), "p.json", d).perplexity;
    INFO(all_messages(d));
    REQUIRE(ok);
    CHECK(ok->perplexity[2] == 1e100);
    CHECK(ok->perplexity[0] > 0);
    for (const char* huge : {"1.0000000000000002e100", "6.49e300", "1.7976931348623157e308"}) {
        d.clear();
        CHECK_FALSE(paper::parse(paper::Family::perplexity, perplexity(huge), "p.json", d).perplexity);
        REQUIRE(d.size() == 1);
        CHECK(contains(d[0].to_string(), "p.json: /methods/turboquant/perplexity: expected a number in [1, "
                                         "1e100] (a perplexity, drawn on a log axis), found "));
    }
    // Below 1 (issue 46: 5e-324 was drawn as a bar labelled "0.00"): refused with the file and the path.
    for (const char* tiny : {"4.9e-324", "1e-300", "0.999"}) {
        d.clear();
        CHECK_FALSE(paper::parse(paper::Family::perplexity, perplexity(tiny), "p.json", d).perplexity);
        REQUIRE(d.size() == 1);
        CHECK(contains(d[0].to_string(), "p.json: /methods/turboquant/perplexity: expected a number in [1, 1e100]"));
    }
}

TEST_CASE("a NUL character in a drawn name is refused by the loader, naming the file and the JSON path (issue 46)",
          "[loader][diagnostics]") {
    // It passed validation and failed only when the figure drew the name.
    std::vector<Diagnostic> d;
    const std::string json = R"({"model": {"name": "meta/Llama\u0000-8B"}, "methods": {
          "fp16": {"perplexity": 5.84, "nll_per_token": 1, "n_tokens": 1},
          "spectralquant_v2": {"perplexity": 6.21, "nll_per_token": 1},
          "turboquant": {"perplexity": 7, "nll_per_token": 1}}})";
    CHECK_FALSE(paper::parse(paper::Family::perplexity, json, "p.json", d).perplexity);
    REQUIRE(d.size() == 1);
    CHECK(d[0].to_string() ==
          "p.json: /model/name: expected a name without NUL characters (it is drawn as a label), found "
          "\"meta/Llama\\u0000-8B\"");
}

TEST_CASE("parse errors carry line and column", "[loader][parse]") {
    std::vector<Diagnostic> d;
    SECTION("NaN") {
        CHECK_FALSE(paper::parse(paper::Family::perplexity, "{\n  \"a\": NaN\n}", "f.json", d).perplexity);
        REQUIRE(d.size() == 1);
        CHECK(d[0].line == 2);
        CHECK(d[0].column == 8);
        CHECK(d[0].to_string() == "f.json:2:8: invalid JSON: Invalid value (NaN and Infinity are not valid "
                                  "JSON numbers)");
    }
    SECTION("Infinity and -Infinity") {
        CHECK_FALSE(paper::parse(paper::Family::perplexity, "{\"a\": Infinity}", "f.json", d).perplexity);
        CHECK_FALSE(paper::parse(paper::Family::perplexity, "{\"a\": -Infinity}", "f.json", d).perplexity);
        REQUIRE(d.size() == 2);
        CHECK(contains(d[0].message, "NaN and Infinity"));
        CHECK(contains(d[1].message, "NaN and Infinity"));
    }
    SECTION("1e999") {
        CHECK_FALSE(paper::parse(paper::Family::generation, "{\"a\": [1e999]}", "f.json", d).generation);
        REQUIRE(d.size() == 1);
        CHECK(d[0].line == 1);
        CHECK(contains(d[0].message, "Number too big"));
    }
    SECTION("invalid UTF-8, column counted in characters") {
        CHECK_FALSE(paper::parse(paper::Family::attention, "{\"\xc3\xa9t\xc3\xa9\": \"a\xff\"}", "f.json", d).attention);
        REQUIRE(d.size() == 1);
        CHECK(d[0].line == 1);
        CHECK(d[0].column == 11);
        CHECK(contains(d[0].message, "Invalid encoding"));
    }
    SECTION("empty and truncated") {
        CHECK_FALSE(paper::parse(paper::Family::latency, "", "f.json", d).latency);
        CHECK_FALSE(paper::parse(paper::Family::latency, "{\"methods\": {\"fp16\": [1, 2", "g.json", d).latency);
        REQUIRE(d.size() == 2);
        CHECK(d[0].to_string() == "f.json:1:1: invalid JSON: The document is empty");
        CHECK(d[1].file == "g.json");
        CHECK(d[1].line == 1);
        CHECK(contains(d[1].message, "truncated"));
    }
    SECTION("a UTF-8 byte order mark is accepted") {
        auto r = paper::parse(paper::Family::perplexity, std::string("\xEF\xBB\xBF") + minimal_perplexity, "bom.json", d).perplexity;
        CHECK(r);
        CHECK(d.empty());
    }
}

TEST_CASE("a key given twice in one object is refused where it is given again", "[loader][parse]") {
    // RapidJSON reads an object's first copy of a key, its schema validator
    // checks both: a second "fp16" without a perplexity once made the
    // validator stop there, unreported, leaving the methods after it
    // unvalidated (a fuzzer's find: a perplexity of 0 reached the figure).
    std::vector<Diagnostic> d;
    std::string doc = minimal_perplexity;
    SECTION("a second copy that stops the validator") {
        doc = R"({"model": {"name": "m"}, "methods": {
  "fp16": {"n_tokens": 2048, "perplexity": 7, "nll_per_token": 2},
  "fp16": {},
  "spectralquant_v2": {"nll_per_token": 2.0, "perplexity": 0},
  "turboquant": {"perplexity": 100, "nll_per_token": 4.6}}})";
        CHECK_FALSE(paper::parse(paper::Family::perplexity, doc, "twice.json", d).perplexity);
        REQUIRE(d.size() == 1);
        CHECK(d[0].to_string() ==
              "twice.json:3:3: the key \"fp16\" appears twice in this object (give each key once: JSON does not say which counts)");
    }
    SECTION("a second copy with another value, spelt with escapes") {
        doc.replace(doc.find("\"perplexity\": 7,"), 0, "\"p\\u0065rplexity\": 0.5, ");
        CHECK_FALSE(paper::parse(paper::Family::perplexity, doc, "twice.json", d).perplexity);
        REQUIRE(d.size() == 1);
        CHECK(std::make_pair(d[0].line, d[0].column) == std::make_pair(7, 56));  // the second copy's opening quote
        CHECK(contains(d[0].message, "the key \"perplexity\" appears twice"));
    }
    SECTION("a key with an escaped quote and backslash") {
        doc = R"({"a\"b\\": 1, "a\"b\\": 2})";
        CHECK_FALSE(paper::parse(paper::Family::perplexity, doc, "twice.json", d).perplexity);
        REQUIRE(d.size() == 1);
        CHECK(d[0].to_string() == R"(twice.json:1:15: the key "a\"b\\" appears twice in this object )"
                                  "(give each key once: JSON does not say which counts)");
    }
    SECTION("the same key in different objects is fine") {
        CHECK(paper::parse(paper::Family::perplexity, doc, "once.json", d).perplexity);
        CHECK(d.empty());
    }
}

TEST_CASE("deep nesting neither crashes nor recurses", "[loader][parse]") {
    constexpr std::size_t depth = 100000;
    std::vector<Diagnostic> d;
    SECTION("closed, as the document") {
        const std::string doc = std::string(depth, '[') + std::string(depth, ']');
        CHECK_FALSE(paper::parse(paper::Family::perplexity, doc, "deep.json", d).perplexity);
        REQUIRE(d.size() == 1);
        CHECK(d[0].to_string() == "deep.json:1:1001: expected at most 1000 levels of nested arrays and "
                                  "objects, found more");  // the bracket that opens level 1001
    }
    SECTION("closed, inside a member the loader reads") {
        const std::string doc = "{\"rows\": " + std::string(depth, '[') + std::string(depth, ']') + "}";
        CHECK_FALSE(paper::parse(paper::Family::attention, doc, "deep.json", d).attention);
        REQUIRE(d.size() == 1);
        CHECK(std::make_pair(d[0].line, d[0].column) == std::make_pair(1, 1009));  // {"rows": is level 1 and 9 columns
        CHECK(contains(d[0].message, "levels of nested arrays and objects"));
    }
    SECTION("never closed") {
        const std::string doc = std::string(depth, '{') ;
        CHECK_FALSE(paper::parse(paper::Family::longbench, doc, "deep.json", d).longbench);
        REQUIRE(d.size() == 1);
        CHECK(d[0].line == 1);
    }
}

TEST_CASE("files that cannot be read are diagnostics", "[loader][io]") {
    TempDir tmp;
    std::vector<Diagnostic> d;
    CHECK_FALSE(load_one<paper::Family::perplexity>((tmp.path() / "nope.json").string(), d));
    CHECK_FALSE(load_one<paper::Family::generation>(tmp.str(), d));
    REQUIRE(d.size() == 2);
    CHECK(contains(d[0].to_string(), "nope.json: cannot open: No such file or directory"));
    CHECK(contains(d[1].to_string(), "is a directory"));
    // Only regular files: a FIFO without a writer is refused at once, not waited on.
    const std::string fifo = (tmp.path() / "fifo.json").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    d.clear();
    CHECK_FALSE(load_one<paper::Family::perplexity>(fifo, d));
    CHECK_FALSE(load_one<paper::Family::perplexity>("/dev/null", d));
    REQUIRE(d.size() == 2);
    CHECK(d[0].to_string() == fifo + ": cannot read: is a FIFO, expected a regular JSON file");
    CHECK(d[1].to_string() == "/dev/null: cannot read: is a character device, expected a regular JSON file");
}

TEST_CASE("line_column counts lines and UTF-8 characters", "[loader][parse]") {
    const std::string s = "ab\n\xc3\xa9\xc3\xa9x\n";
    CHECK(paper::line_column(s, 0) == std::pair<int, int>{1, 1});
    CHECK(paper::line_column(s, 2) == std::pair<int, int>{1, 3});
    CHECK(paper::line_column(s, 3) == std::pair<int, int>{2, 1});
    CHECK(paper::line_column(s, 7) == std::pair<int, int>{2, 3});
    CHECK(paper::line_column(s, 100) == std::pair<int, int>{3, 1});
}

TEST_CASE("family names", "[loader]") {
    CHECK(std::string(paper::family_name(paper::Family::attention)) == "attention");
    CHECK(paper::family_pattern(paper::Family::latency) == "latency__*.json");
    CHECK(paper::family_pattern(paper::Family::attention) == "attention_cosine.json");
}

TEST_CASE("context lengths are positive integers", "[loader][diagnostics]") {
    std::vector<Diagnostic> d;
    const std::string doc = R"({"model": {"name": "x"}, "methods": {
      "fp16": {"operating_points": [{"context_length": 512.5, "decode_ms_per_token_p50": 1}]},
      "spectralquant_v2": {"operating_points": [{"microbenchmark": true, "context_length": -512,
                                                 "decode_ms_per_token_p50": 1}]},
      "turboquant": {"operating_points": [{"end_to_end_measured": true, "context_length": "512",
                                           "decode_ms_per_token_p50": 1}]}}})";
    CHECK_FALSE(paper::parse(paper::Family::latency, doc, "l.json", d).latency);
    const std::string all = all_messages(d);
    INFO(all);
    CHECK(contains(all, "/methods/fp16/operating_points/0/context_length: expected an integer >= 1, found 512.5"));
    CHECK(contains(all, "/methods/spectralquant_v2/operating_points/0/context_length: expected an integer >= 1, "
                        "found -512"));
    CHECK(contains(all, "/methods/turboquant/operating_points/0/context_length: expected an integer >= 1, "
                        "found a string \"512\""));
}
