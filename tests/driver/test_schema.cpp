// examples/data (and the real results, where present) validate against the
// results schemas, with RapidJSON's schema validator. RapidJSON implements
// draft-04, so the draft 2020-12 keywords these schemas use are rewritten to
// their draft-04 equivalents first: numeric exclusiveMinimum/Maximum ->
// minimum/maximum + boolean flag, const -> one-value enum, and every
// {"$ref": "#/$defs/NAME"} is replaced by a copy of that definition (this
// RapidJSON does not resolve those references). validate_schemas.py does the
// same check with python3-jsonschema's real 2020-12 validator when installed.
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <rapidjson/document.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>

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
