// examples/data (and the real results, where present) validate against the
// upstream results schemas (shared/data/spectralquant-results/schemas), with RapidJSON's schema validator. RapidJSON implements
// draft-04, so the draft 2020-12 keywords these schemas use are rewritten to
// their draft-04 equivalents first: numeric exclusiveMinimum/Maximum ->
// minimum/maximum + boolean flag, const -> one-value enum, and every
// {"$ref": "#/$defs/NAME"} is replaced by a copy of that definition (this
// RapidJSON does not resolve those references). validate_schemas.py does the
// same check with python3-jsonschema's real 2020-12 validator when installed.
#include "loader.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <rapidjson/document.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>

#include <optional>
#include <set>

using namespace driver_test;

namespace {

void to_draft4(rapidjson::Value& v, const rapidjson::Value& defs, rapidjson::Document::AllocatorType& a) {
    if (v.IsArray()) {
        for (auto& e : v.GetArray()) to_draft4(e, defs, a);
        return;
    }
    if (!v.IsObject()) return;
    auto ref = v.FindMember("$ref");
    if (ref != v.MemberEnd() && ref->value.IsString()) {
        const std::string target = ref->value.GetString();
        const std::string prefix = "#/$defs/";
        REQUIRE(target.rfind(prefix, 0) == 0);
        auto def = defs.FindMember(target.substr(prefix.size()).c_str());
        REQUIRE(def != defs.MemberEnd());
        v.CopyFrom(def->value, a);
    }
    for (auto& m : v.GetObject()) to_draft4(m.value, defs, a);
    for (const char* kw : {"exclusiveMinimum", "exclusiveMaximum"}) {
        auto it = v.FindMember(kw);
        if (it == v.MemberEnd() || !it->value.IsNumber()) continue;
        rapidjson::Value bound(it->value, a);
        it->value.SetBool(true);
        const char* plain = std::string(kw) == "exclusiveMinimum" ? "minimum" : "maximum";
        v.RemoveMember(plain);
        v.AddMember(rapidjson::Value(plain, a), bound, a);
    }
    auto c = v.FindMember("const");
    if (c != v.MemberEnd()) {
        rapidjson::Value values(rapidjson::kArrayType);
        values.PushBack(rapidjson::Value(c->value, a), a);
        v.RemoveMember("const");
        v.AddMember("enum", values, a);
    }
    v.RemoveMember("$schema");
    v.RemoveMember("$id");
}

rapidjson::Document parse(const fs::path& p) {
    rapidjson::Document d;
    const std::string text = read_text(p);
    d.Parse(text.data(), text.size());
    INFO(p.string());
    REQUIRE_FALSE(d.HasParseError());
    return d;
}

std::string schema_dir() { return real_results_dir() + "/schemas"; }

// "" when valid, else where and why not.
std::string violations(const rapidjson::SchemaDocument& schema, const rapidjson::Document& doc) {
    rapidjson::SchemaValidator validator(schema);
    if (doc.Accept(validator)) return "";
    rapidjson::StringBuffer where, rule;
    validator.GetInvalidDocumentPointer().StringifyUriFragment(where);
    validator.GetInvalidSchemaPointer().StringifyUriFragment(rule);
    return std::string("document ") + where.GetString() + " violates schema " + rule.GetString() + " (" +
           validator.GetInvalidSchemaKeyword() + ")";
}

}  // namespace

TEST_CASE("results files validate against the schemas", "[schema][real]") {
    if (!fs::is_directory(schema_dir())) {
        sqfig_test::skip("the schemas are not at '" + schema_dir() + "'");
        return;
    }
    std::vector<std::string> dirs{examples_data_dir()};
    if (fs::exists(fs::path(real_results_dir()) / "attention_cosine.json")) dirs.push_back(real_results_dir());
    for (const char* family : {"perplexity", "generation", "latency", "longbench"}) {
        rapidjson::Document sdoc = parse(fs::path(schema_dir()) / (std::string(family) + ".schema.json"));
        rapidjson::Value defs;
        defs.CopyFrom(sdoc["$defs"], sdoc.GetAllocator());
        to_draft4(sdoc, defs, sdoc.GetAllocator());
        const rapidjson::SchemaDocument schema(sdoc);
        for (const auto& dir : dirs) {
            const fs::path file = file_with_prefix(dir, std::string(family) + "__");
            INFO(file.string());
            REQUIRE_FALSE(file.empty());
            rapidjson::Document doc = parse(file);
            CHECK(violations(schema, doc) == "");

            // Controls: the rewritten schema still rejects what it must.
            rapidjson::Document bad;
            bad.CopyFrom(doc, bad.GetAllocator());
            bad["family"].SetString("not-a-family");  // const
            CHECK(violations(schema, bad) != "");
            bad.CopyFrom(doc, bad.GetAllocator());
            bad.RemoveMember("methods");  // required
            CHECK(violations(schema, bad) != "");
        }
        // Controls inside the method records (the inlined "$defs").
        {
            rapidjson::Document bad = parse(file_with_prefix(examples_data_dir(), std::string(family) + "__"));
            auto& sq = bad["methods"]["spectralquant_v2"];
            const std::string f = family;
            if (f == "generation") sq["metrics"]["mean_distinct_1"].SetDouble(1.5);
            if (f == "latency") sq["operating_points"][0].RemoveMember("n_iters");
            if (f == "longbench") sq["per_task"][0]["score"].SetString("0.2");
            if (f == "perplexity") sq["n_tokens"].SetDouble(0.5);
            CHECK(contains(violations(schema, bad), "/methods/spectralquant_v2"));
        }
        if (std::string(family) == "perplexity") {
            rapidjson::Document bad = parse(file_with_prefix(examples_data_dir(), "perplexity__"));
            bad["methods"]["fp16"]["perplexity"].SetDouble(0.0);  // exclusiveMinimum: 0
            CHECK(contains(violations(schema, bad), "/methods/fp16/perplexity"));
            bad["methods"]["fp16"]["perplexity"].SetString("6.49");  // type
            CHECK(violations(schema, bad) != "");
        }
    }
}

// ---- results.schema.json (issue 35): the driver's own description of the
// format, in the draft RapidJSON reads (draft-04), embedded in the driver.

namespace {

paper::Family family_of_file(const std::string& name) {
    for (paper::Family f : paper::all_families)
        if (name.rfind(paper::family_name(f), 0) == 0) return f;
    FAIL("no family for " << name);
    return paper::Family::attention;
}

// The schema as an editor uses it (its root: any of the five files), or with
// its root one family's definition, as the driver uses it.
rapidjson::Document results_schema(std::optional<paper::Family> family = std::nullopt) {
    rapidjson::Document d;
    d.Parse(paper::results_schema().data(), paper::results_schema().size());
    REQUIRE_FALSE(d.HasParseError());
    if (family) {
        d.RemoveMember("anyOf");
        const std::string ref = std::string("#/definitions/") + paper::family_name(*family);
        d.AddMember("$ref", rapidjson::Value(ref.c_str(), d.GetAllocator()), d.GetAllocator());
    }
    return d;
}

}  // namespace

TEST_CASE("the driver embeds results.schema.json as it is in the source tree", "[schema]") {
    CHECK(read_text(fs::path(source_dir()) / "examples/paper_figures/results.schema.json") ==
          std::string(paper::results_schema()));
    const rapidjson::Document schema = results_schema();
    CHECK(std::string(schema["$schema"].GetString()) == "http://json-schema.org/draft-04/schema#");
    // Every definition says what it is for (the schema is the format's documentation).
    for (const auto& family : {"perplexity", "generation", "latency", "longbench", "attention"}) {
        INFO(family);
        CHECK(schema["definitions"][family].HasMember("description"));
    }
}

// The five files of `dir` match the schema, by its root and by their family's definition.
static void check_accepted(const std::string& dir) {
    rapidjson::Document whole = results_schema();
    const rapidjson::SchemaDocument any_file(whole);
    int files = 0;
    for (const auto& e : fs::directory_iterator(dir)) {
        if (e.path().extension() != ".json") continue;
        INFO(e.path().string());
        ++files;
        const rapidjson::Document doc = parse(e.path());
        CHECK(violations(any_file, doc) == "");
        rapidjson::Document own = results_schema(family_of_file(e.path().filename().string()));
        CHECK(violations(rapidjson::SchemaDocument(own), doc) == "");
    }
    CHECK(files == 5);
    std::vector<paper::Diagnostic> diags;
    paper::load_results_folder(dir, diags);
    CHECK(diags.empty());
}

TEST_CASE("results.schema.json accepts the bundled sample", "[schema]") { check_accepted(examples_data_dir()); }

TEST_CASE("results.schema.json accepts the real results", "[schema][real]") {
    if (!sqfig_test::real_results_or_skip()) return;
    check_accepted(real_results_dir());
}

// Each bad-input file, by its family's definition: the schema rejects it, or
// (the few checks no schema can say) accepts it and the loader rejects it;
// either way every message names the file and a JSON Pointer.
TEST_CASE("results.schema.json rejects every bad-input case, with messages naming the file and the JSON path",
          "[schema][corpus]") {
    const std::set<std::string> beyond_a_schema{"20_missing_task", "21_extra_task", "31_no_end_to_end_points",
                                                "32_no_microbenchmark_points", "33_duplicate_context_length",
                                                "46_nul_in_model_name"};
    const std::set<std::string> not_the_files{"04_two_matching_files"};  // the folder is wrong, not the files
    int checked = 0;
    for (const auto& dir : fs::directory_iterator(fs::path(SQFIG_DRIVER_TESTS_DIR) / "bad_inputs")) {
        if (!dir.is_directory()) continue;
        const std::string name = dir.path().filename().string();
        const std::string how = read_text(dir.path() / "case.txt");
        for (const auto& e : fs::directory_iterator(dir.path())) {
            if (e.path().extension() != ".json" || not_the_files.count(name)) continue;
            const std::string text = read_text(e.path());
            rapidjson::Document doc;
            doc.Parse<rapidjson::kParseValidateEncodingFlag>(text.data(), text.size());
            // Not JSON, or a key given twice (which the loader's parser refuses):
            // the parser's line:column (the corpus test).
            if (doc.HasParseError() || name == "44_key_given_twice") continue;
            INFO(name << ": " << e.path().filename().string());
            paper::Family family = family_of_file(e.path().filename().string());
            for (paper::Family f : paper::all_families)  // "args: --latency {case}/perplexity__x.json"
                if (contains(how, std::string("--") + paper::family_name(f) + " {case}/")) family = f;
            rapidjson::Document own = results_schema(family);
            const std::string verdict = violations(rapidjson::SchemaDocument(own), doc);
            CHECK((verdict.empty() == (beyond_a_schema.count(name) > 0)));

            paper::Inputs in;
            in.path(family) = e.path().string();
            std::vector<paper::Diagnostic> diags;
            paper::load_results(in, diags);
            REQUIRE_FALSE(diags.empty());
            for (const auto& d : diags) {
                INFO(d.to_string());
                CHECK(d.file == e.path().string());
                CHECK((d.location.rfind("/", 0) == 0 || d.location == "(document root)"));
                CHECK(contains(d.to_string(), e.path().string() + ": " + d.location + ": "));
            }
            ++checked;
        }
    }
    CHECK(checked >= 24);
}
