// Loader of the SpectralQuant results files: see loader.hpp. What a file
// must hold is results.schema.json; the checks written here are the ones a
// schema cannot say, each with why.
#include "loader.hpp"  // and with it results.hpp, rapidjson/document.h, <array>, <string>, <vector>
#include "results_schema.hpp"  // generated: results_schema_text

#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/pointer.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <fcntl.h>
#include <fnmatch.h>
#include <sys/stat.h>
#include <unistd.h>

namespace paper {

using rapidjson::Value;

std::string Diagnostic::to_string() const {
    std::string s = file;
    if (line > 0) s += ":" + std::to_string(line) + ":" + std::to_string(column > 0 ? column : 1);
    s += ": ";
    if (!location.empty()) s += location + ": ";
    return s + message;
}

std::string_view results_schema() { return results_schema_text; }

std::pair<int, int> line_column(std::string_view text, std::size_t offset) {
    int line = 1, column = 1;
    for (std::size_t i = 0; i < std::min(offset, text.size()); ++i) {
        if (text[i] == '\n') line += 1, column = 1;
        else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;  // not a continuation byte
    }
    return {line, column};
}

bool read_file(const std::string& file, std::string& out, std::vector<Diagnostic>& diags) {
    auto fail = [&](std::string message) {
        diags.push_back({file, "", std::move(message)});
        return false;
    };
    // O_NONBLOCK: opening a FIFO would wait for a writer; open at once, then
    // fstat says what was opened, and only regular files are read.
    const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return fail(std::string("cannot open: ") + std::strerror(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0) return fail(std::string("cannot read: ") + std::strerror(errno));
    if (S_ISDIR(st.st_mode)) return fail("cannot read: is a directory, expected a JSON file");
    if (!S_ISREG(st.st_mode))
        return fail(std::string("cannot read: is ") +
                    (S_ISFIFO(st.st_mode) ? "a FIFO" : S_ISSOCK(st.st_mode) ? "a socket" : S_ISCHR(st.st_mode) ? "a character device"
                     : S_ISBLK(st.st_mode) ? "a block device" : "not a regular file") +
                    ", expected a regular JSON file");
    if (static_cast<unsigned long long>(st.st_size) > max_file_bytes)
        return fail("file is too large (" + std::to_string(st.st_size) + " bytes; the limit is " +
                    std::to_string(max_file_bytes) + " bytes)");
    out.clear();
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return fail(std::string("cannot read: ") + std::strerror(errno));
        if (n == 0) return true;
        out.append(buf, static_cast<std::size_t>(n));
        if (out.size() > max_file_bytes)  // it grew while being read
            return fail("file is too large (over the limit of " + std::to_string(max_file_bytes) + " bytes)");
    }
}

namespace {

// ---------------------------------------------------------------------------
// Words for messages

std::string number_text(double d) {  // shortest round trip, "1e100" rather than "1e+100"
    char buf[64];
    for (int prec = 6; prec <= 17; ++prec) {
        std::snprintf(buf, sizeof buf, "%.*g", prec, d);
        if (std::strtod(buf, nullptr) == d) break;
    }
    return std::regex_replace(buf, std::regex("e\\+?(-?)0*(\\d)"), "e$1$2");
}

std::string number_text(const Value& v) {
    if (v.IsInt64()) return std::to_string(v.GetInt64());
    if (v.IsUint64()) return std::to_string(v.GetUint64());
    return number_text(v.GetDouble());
}

// A string as a message shows it: quoted, escaped, at most 40 characters.
std::string quote(std::string_view s) {
    std::string out = "\"";
    std::size_t chars = 0;
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c & 0xC0) != 0x80 && ++chars > 40) return out + "...\"";  // counts characters, not UTF-8 bytes
        char escaped[8];
        std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
        if (c == '"' || c == '\\') out += {'\\', ch};
        else if (c == '\n') out += "\\n";
        else if (c < 0x20 || c == 0x7F) out += escaped;
        else out += ch;
    }
    return out + '"';
}

std::string describe(const Value& v) {
    if (v.IsNull()) return "null";
    if (v.IsBool()) return v.GetBool() ? "true" : "false";
    if (v.IsObject()) return v.MemberCount() == 0 ? "an empty object" : "an object";
    if (v.IsArray()) return v.Empty() ? "an empty array" : "an array";
    if (v.IsString()) return "a string " + quote({v.GetString(), v.GetStringLength()});
    return "the number " + number_text(v);
}

// A schema keyword's value, if present.
const Value* keyword(const Value& schema, const char* name) {
    const auto it = schema.FindMember(name);
    return it == schema.MemberEnd() ? nullptr : &it->value;
}

// The definition a {"$ref": "#/definitions/..."} points to (the schema's only kind of reference).
const Value& resolve(const Value& schema, const Value& root) {
    const Value* ref = keyword(schema, "$ref");
    if (!ref) return schema;
    return *rapidjson::Pointer(ref->GetString() + 1).Get(root);
}

// What a schema asks for: in words, the schema's title saying why ("a number
// > 0 and <= 1e100 (drawn on a log axis)"), and a value it accepts, put where
// a wrong or missing one was so that validating again finds the next problem.
struct Expected {
    std::string words;
    Value valid;
};

Expected expected(const Value& schema, const Value& root, rapidjson::Document::AllocatorType& a, bool broke_maximum = false) {
    const Value& s = resolve(schema, root);
    const Value* title = keyword(s, "title");
    const std::string why = title ? std::string(" (") + title->GetString() + ")" : "";
    if (const Value* values = keyword(s, "enum")) {
        std::string out;
        for (const Value& v : values->GetArray()) out += (out.empty() ? "" : " or ") + quote(v.GetString());
        return {out + why, Value((*values)[0], a)};
    }
    const std::string type = keyword(s, "type") ? s["type"].GetString() : "";
    if (type.empty()) return {"a value" + why, Value()};  // anything goes
    if (type == "boolean") return {"true or false" + why, Value(false)};
    if (type == "object") {
        Value valid(rapidjson::kObjectType);
        if (const Value* required = keyword(s, "required"))
            for (const Value& key : required->GetArray()) valid.AddMember(Value(key, a), expected(s["properties"][key], root, a).valid, a);
        return {"an object" + why, std::move(valid)};
    }
    if (type == "array") {
        Value valid(rapidjson::kArrayType);
        if (keyword(s, "minItems")) valid.PushBack(keyword(s, "items") ? expected(s["items"], root, a).valid : Value(), a);
        return {std::string(keyword(s, "minItems") ? "a non-empty array" : "an array") +
                    (keyword(s, "uniqueItems") ? " of distinct items" : "") + why,
                std::move(valid)};
    }
    if (type == "string") {  // the schema's minLength is 1 where it has one
        const std::string what = keyword(s, "minLength") ? "a non-empty string" : "a string";
        return {(keyword(s, "maxLength") ? what + " of at most " + number_text(s["maxLength"]) + " characters" : what) + why, Value("x")};
    }
    const bool integer = keyword(s, "multipleOf") != nullptr;
    const Value *min = keyword(s, "minimum"), *max = keyword(s, "maximum");
    const bool open = keyword(s, "exclusiveMinimum") && s["exclusiveMinimum"].IsTrue();
    Value valid(min ? min->GetDouble() + (open ? 1 : 0) : 0.0);
    // The integer schemas' bounds of +-2^53 are the limit of a double, not worth saying unless broken.
    const bool say_max = max && (!integer || max->GetDouble() < 1e15 || broke_maximum);
    std::string out = integer ? "an integer" : "a number";
    if (min && max && !open && say_max) return {out + " in [" + number_text(*min) + ", " + number_text(*max) + "]" + why, std::move(valid)};
    if (min && (!integer || min->GetDouble() > -1e15)) out += (open ? " > " : " >= ") + number_text(*min);
    if (say_max) out += (min ? " and <= " : " <= ") + number_text(*max);
    return {out + why, std::move(valid)};
}

struct Check {
    const std::string& file;
    std::vector<Diagnostic>& diags;
    void error(const std::string& location, std::string message) {
        diags.push_back({file, location.empty() ? "(document root)" : location, std::move(message)});
    }
};

// ---------------------------------------------------------------------------
// Parsing and validating

// RapidJSON's document as the parser fills it, refusing two things JSON
// allows but this loader cannot take: a key given twice in one object (RFC
// 8259 leaves which one counts open: RapidJSON reads the first, its schema
// validator checks both, so a figure could draw a value never validated),
// and nesting deeper than max_depth (validating recurses).
struct StrictDocument : rapidjson::Document {
    static constexpr std::size_t max_depth = 1000;
    std::vector<std::set<std::string>> keys;  // of each array or object open (an array's stays empty)
    std::string repeated;                     // the key given twice
    bool nest(int by) {  // one array or object deeper (+1) or shallower (-1)
        if (by > 0) keys.emplace_back();
        else keys.pop_back();
        return keys.size() <= max_depth;
    }
    bool StartObject() { return nest(1) && rapidjson::Document::StartObject(); }
    bool StartArray() { return nest(1) && rapidjson::Document::StartArray(); }
    bool EndObject(rapidjson::SizeType n) { return nest(-1) && rapidjson::Document::EndObject(n); }
    bool EndArray(rapidjson::SizeType n) { return nest(-1) && rapidjson::Document::EndArray(n); }
    bool Key(const char* s, rapidjson::SizeType n, bool copy) {
        if (!keys.back().emplace(s, n).second) repeated.assign(s, n);
        return repeated.empty() && rapidjson::Document::Key(s, n, copy);
    }
};

bool parse_document(std::string_view json, Check& c, StrictDocument& doc) {
    const std::size_t bom = json.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    // Iterative: no recursion however deep the nesting. Invalid UTF-8,
    // NaN/Infinity (no kParseNanAndInfFlag) and 1e999 are errors.
    rapidjson::ParseResult result;
    auto read = [&](rapidjson::Document&) {  // into `doc` itself: its StrictDocument handlers, not the base's
        rapidjson::MemoryStream in(json.data() + bom, json.size() - bom);
        result = rapidjson::Reader().Parse<rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag>(in, doc);
        return !result.IsError();
    };
    doc.Populate(read);
    if (!result.IsError()) return true;
    const rapidjson::ParseErrorCode code = result.Code();
    std::size_t offset = bom + result.Offset();
    std::string msg = std::string("invalid JSON: ") + rapidjson::GetParseError_En(code);
    if (msg.back() == '.') msg.pop_back();
    const std::string_view rest = json.substr(std::min(offset, json.size()));
    if (code == rapidjson::kParseErrorValueInvalid && rest.find_first_of("NIni") == (rest.rfind('-', 0) == 0 ? 1 : 0))
        msg += " (NaN and Infinity are not valid JSON numbers)";
    if (code == rapidjson::kParseErrorNumberTooBig) msg += " (numbers must fit in a double)";
    if (code == rapidjson::kParseErrorStringInvalidEncoding) msg += " (the file must be UTF-8)";
    if (rest.empty() && !json.empty() && code != rapidjson::kParseErrorDocumentEmpty)
        msg += " (the file ends early: truncated?)";
    if (code == rapidjson::kParseErrorTermination && doc.repeated.empty())  // offset: the bracket one level too deep
        msg = "expected at most " + std::to_string(doc.max_depth) + " levels of nested arrays and objects, found more";
    else if (code == rapidjson::kParseErrorTermination) {  // offset: after the key's closing quote
        msg = "the key " + quote(doc.repeated) + " appears twice in this object (give each key once: JSON does not say which counts)";
        offset -= 1;
        do offset = json.rfind('"', offset - 1);  // back to the opening quote: one after an even run of backslashes
        while ((offset - 1 - json.find_last_not_of('\\', offset - 1)) % 2 == 1);
    }
    const auto [line, column] = line_column(json, offset);
    c.diags.push_back({c.file, "", msg, line, column});
    return false;
}

struct Schema {
    rapidjson::Document root;  // results.schema.json, its root pointing at one family's definition
    std::optional<rapidjson::SchemaDocument> compiled;
};

const Schema& family_schema(Family f) {
    static const std::array<Schema, 5> schemas = [] {
        // Parsed once and copied for each family: 0.6 M instructions fewer than parsing five times.
        const rapidjson::Document whole = std::move(rapidjson::Document().Parse(results_schema_text));
        std::array<Schema, 5> out;
        for (Family family : all_families) {
            Schema& s = out[static_cast<std::size_t>(family)];
            s.root.CopyFrom(whole, s.root.GetAllocator());
            s.root.RemoveMember("anyOf");
            // RapidJSON compiles every object of a schema document: without
            // the other families' definitions and their methods' (to which no
            // family refers), compiling the five takes a third of the time.
            for (Family other : all_families) {
                if (other == family) continue;
                s.root["definitions"].RemoveMember(family_name(other));
                s.root["definitions"].RemoveMember((family_name(other) + std::string("_of_a_method")).c_str());
            }
            const std::string ref = std::string("#/definitions/") + family_name(family);
            s.root.AddMember("$ref", Value(ref.c_str(), s.root.GetAllocator()), s.root.GetAllocator());
            s.compiled.emplace(s.root);
        }
        return out;
    }();
    return schemas[static_cast<std::size_t>(f)];
}

// Validates `doc` against its family's schema and reports every problem: the
// validator stops at the first, which is reported and replaced by a valid
// value, and the document validated again (at most 100 problems a file).
bool validate(rapidjson::Document& doc, Family family, Check& c) {
    const Schema& schema = family_schema(family);
    const std::size_t before = c.diags.size();
    for (int round = 0; round < 100; ++round) {
        rapidjson::SchemaValidator validator(*schema.compiled);
        if (doc.Accept(validator)) break;
        rapidjson::StringBuffer where;
        validator.GetInvalidDocumentPointer().Stringify(where);
        const std::string at = where.GetString(), kw = validator.GetInvalidSchemaKeyword();
        Value* found = rapidjson::Pointer(at.c_str()).Get(doc);
        const Value* schema_part = validator.GetInvalidSchemaPointer().Get(schema.root);
        if (!found || !schema_part) {  // not expected from this schema; say what is known
            c.error(at, std::string("does not match the schema (keyword \"") + kw + "\")");
            break;
        }
        Value& value = *found;
        const Value& s = resolve(*schema_part, schema.root);
        auto& alloc = doc.GetAllocator();
        if (kw == "required") {
            for (const Value& key : s["required"].GetArray())
                if (!value.HasMember(key)) {
                    Expected e = expected(s["properties"][key], schema.root, alloc);
                    c.error(at + "/" + key.GetString(), "missing; expected " + e.words);
                    value.AddMember(Value(key, alloc), std::move(e.valid), alloc);
                }
        } else if (kw == "uniqueItems") {  // `at` is the second copy of an item
            c.error(at, (value.IsString() ? quote(value.GetString()) : describe(value)) + " is listed twice (expected distinct items)");
            Value& array = *rapidjson::Pointer(at.substr(0, at.rfind('/')).c_str()).Get(doc);
            array.Erase(&value);
        } else {
            const bool range = value.IsNumber() && (kw == "minimum" || kw == "maximum" || kw == "multipleOf");
            Expected e = expected(s, schema.root, alloc, kw == "maximum");
            c.error(at, "expected " + e.words + ", found " + (range ? number_text(value) : describe(value)));
            value = std::move(e.valid);
        }
    }
    return c.diags.size() == before;
}

// ---------------------------------------------------------------------------
// The checks a schema cannot say, on validated documents

// A schema cannot relate per_task to /tasks: each task exactly once.
void check_longbench(const Value& root, Check& c) {
    const Value& tasks = root["tasks"];
    for (const char* key : method_keys) {
        const std::string where = std::string("/methods/") + key + "/per_task";
        const Value& per_task = root["methods"][key]["per_task"];
        std::vector<bool> seen(tasks.Size());
        for (rapidjson::SizeType i = 0; i < per_task.Size(); ++i) {
            const Value& task = per_task[i]["task"];
            const std::string name(task.GetString(), task.GetStringLength()), at = where + "/" + std::to_string(i) + "/task";
            const auto t = static_cast<std::size_t>(std::find(tasks.Begin(), tasks.End(), task) - tasks.Begin());
            if (t == seen.size()) c.error(at, "task " + quote(name) + " is not listed in /tasks");
            else if (seen[t]) c.error(at, "task " + quote(name) + " appears twice in " + where);
            else seen[t] = true;
        }
        std::string missing;
        int n_missing = 0;
        for (std::size_t t = 0; t < seen.size(); ++t)
            if (const Value& name = tasks[static_cast<rapidjson::SizeType>(t)]; !seen[t])
                missing += (n_missing++ ? ", " : "") + quote({name.GetString(), name.GetStringLength()});
        if (n_missing > 0)
            c.error(where, (n_missing == 1 ? "task " : "tasks ") + missing + " listed in /tasks " +
                               (n_missing == 1 ? "has" : "have") + " no entry here");
    }
}

// Whether latency operating point `p` of method `m` (an index of
// method_keys) is on its microbenchmark line (`micro`) or its end-to-end line
// (fp16: one line, every point).
bool on_latency_line(const Value& p, std::size_t m, bool micro) {
    const auto flag = [&](const char* key) { return p.HasMember(key) && p[key].GetBool(); };
    return m == 0 || (micro ? flag("microbenchmark") : !flag("microbenchmark") && flag("end_to_end_measured"));
}

// Which line a point belongs to depends on two flags, and each line needs a
// point and distinct context lengths.
void check_latency(const Value& root, Check& c) {
    const char* micro = "microbenchmark (\"microbenchmark\": true)";
    const char* e2e = "end-to-end (\"end_to_end_measured\": true, not a microbenchmark)";
    const std::array<std::pair<std::size_t, bool>, 5> lines{{{0, false}, {1, true}, {1, false}, {2, true}, {2, false}}};
    for (const auto& [m, is_micro] : lines) {
        const std::string where = std::string("/methods/") + method_keys[m] + "/operating_points";
        const char* what = m == 0 ? "fp16" : is_micro ? micro : e2e;
        std::map<double, rapidjson::SizeType> by_context;
        const Value& points = root["methods"][method_keys[m]]["operating_points"];
        for (rapidjson::SizeType i = 0; i < points.Size(); ++i) {
            if (!on_latency_line(points[i], m, is_micro)) continue;
            const auto [it, fresh] = by_context.emplace(points[i]["context_length"].GetDouble(), i);
            if (!fresh)
                c.error(where + "/" + std::to_string(i) + "/context_length",
                        "context length " + number_text(it->first) + " appears twice among the " + what +
                            " operating points (also at " + where + "/" + std::to_string(it->second) + ")");
        }
        if (by_context.empty()) c.error(where, std::string("no ") + what + " operating points; the figure needs at least one");
    }
}

// ---------------------------------------------------------------------------
// Reading a checked document into its family's struct (results.hpp): the
// schema guarantees each value's type, the checks above the rest.

double number(const Value& v, const char* key) { return v[key].GetDouble(); }
long long integer(const Value& v, const char* key) { return static_cast<long long>(v[key].GetDouble()); }
std::string text(const Value& v) { return {v.GetString(), v.GetStringLength()}; }
const Value& method(const Value& root, std::size_t m) { return root["methods"][method_keys[m]]; }

// "--avg-bits 3", "--avg-bits=3", "__b3_": the number (digits, at most one
// '.' between them) in root[key] right after `marker` and one of `then` (when
// given), ending at a space, '_' or the end. Scanned by hand: compiling a
// std::regex cost the driver 4 % of its run.
std::optional<double> number_after(const Value& root, const char* key, const std::string& marker, const char* then = "") {
    const std::string s = root.HasMember(key) ? text(root[key]) : "";
    for (std::size_t at = s.find(marker); at != std::string::npos; at = s.find(marker, at + 1)) {
        const std::size_t begin = at + marker.size() + (*then ? 1 : 0), end = s.find_first_not_of("0123456789.", begin);
        if (*then && (begin > s.size() || !std::strchr(then, s[begin - 1]))) continue;
        const std::string number = s.substr(std::min(begin, s.size()), end - begin);
        if (!number.empty() && number.front() != '.' && number.back() != '.' && std::count(number.begin(), number.end(), '.') <= 1 &&
            (end == std::string::npos || s[end] == ' ' || s[end] == '_'))
            return std::strtod(number.c_str(), nullptr);
    }
    return std::nullopt;
}

// The run facts of a method family's file (results.hpp says where each is found).
RunFacts read_run(const Value& root, Family family) {
    RunFacts run;
    const std::string name = text(root["model"]["name"]);
    run.model = name.back() == '/' ? name : name.substr(name.find_last_of('/') + 1);
    run.bits = number_after(root, "command", "--avg-bits", " =");
    if (!run.bits) run.bits = number_after(root, "run_id", "__b");
    if (auto seed = number_after(root, "command", "--seed", " =")) run.seed = static_cast<long long>(*seed);
    else if (auto s = number_after(root, "run_id", "_seed")) run.seed = static_cast<long long>(*s);
    if (family == Family::perplexity && method(root, 1).HasMember("avg_bits")) run.bits = number(method(root, 1), "avg_bits");
    if (family == Family::generation) run.seed = integer(root["decoding"], "seed");
    return run;
}

PerplexityResults read_perplexity(const Value& root) {
    PerplexityResults p;
    p.run = read_run(root, Family::perplexity);
    for (std::size_t m = 0; m < 3; ++m) {
        p.perplexity[m] = number(method(root, m), "perplexity");
        p.nll_per_token[m] = number(method(root, m), "nll_per_token");
    }
    p.n_tokens = integer(method(root, 0), "n_tokens");
    return p;
}

GenerationResults read_generation(const Value& root) {
    GenerationResults g;
    g.run = read_run(root, Family::generation);
    for (std::size_t m = 0; m < 3; ++m) {
        const Value& metrics = method(root, m)["metrics"];
        g.metrics[m] = {number(metrics, "mean_token_overlap_f1"), number(metrics, "mean_distinct_1"), number(metrics, "mean_distinct_2")};
    }
    g.n_prompts = root["prompts"].Size();
    g.max_new_tokens = integer(root["decoding"], "max_new_tokens");
    g.temperature = number(root["decoding"], "temperature");
    return g;
}

// The per-task scores of method `m` in the order of /tasks.
std::vector<double> task_scores(const Value& root, std::size_t m) {
    const Value& tasks = root["tasks"];
    std::vector<double> scores(tasks.Size());  // check_longbench made sure each task is there once
    for (const Value& entry : method(root, m)["per_task"].GetArray())  // at(): safe on a document it did not check
        scores.at(static_cast<std::size_t>(std::find(tasks.Begin(), tasks.End(), entry["task"]) - tasks.Begin())) = number(entry, "score");
    return scores;
}

LongbenchResults read_longbench(const Value& root) {
    LongbenchResults l;
    l.run = read_run(root, Family::longbench);
    for (const Value& t : root["tasks"].GetArray()) l.tasks.push_back(text(t));
    for (std::size_t m = 0; m < 3; ++m) {
        l.macro_score[m] = number(method(root, m)["aggregate"], "macro_score");
        l.task_scores[m] = task_scores(root, m);
    }
    const Value& subset = root["subset"];
    l.n_per_task = integer(subset, "n_per_task");
    if (subset.HasMember("max_input_tokens")) l.max_input_tokens = integer(subset, "max_input_tokens");
    if (subset.HasMember("max_new_tokens")) l.max_new_tokens = integer(subset, "max_new_tokens");
    return l;
}

// A line of the latency figure: method `m`'s microbenchmark or end-to-end
// points (fp16: every point), sorted by context length.
LatencySeries latency_series(const Value& root, std::size_t m, bool micro) {
    std::map<double, double> points;  // by context length: lines are drawn left to right
    for (const Value& p : method(root, m)["operating_points"].GetArray())
        if (on_latency_line(p, m, micro)) points.emplace(number(p, "context_length"), number(p, "decode_ms_per_token_p50"));
    LatencySeries s;
    for (const auto& [context, ms] : points) {
        s.context_length.push_back(context);
        s.ms_per_token.push_back(ms);
    }
    return s;
}

LatencyResults read_latency(const Value& root) {
    return {read_run(root, Family::latency), latency_series(root, 0, false), latency_series(root, 1, true),
            latency_series(root, 1, false), latency_series(root, 2, true), latency_series(root, 2, false)};
}

AttentionResults read_attention(const Value& root) {
    AttentionResults a;
    for (const Value& row : root["rows"].GetArray())
        a.rows.push_back({text(row["model"]), integer(row, "bits"), number(row, "random_haar_uniform"),
                          number(row, "calibrated_uniform"), number(row, "calibrated_waterfill")});
    return a;
}

// A JSON string may hold U+0000, which no label can draw: each name a figure
// draws is refused here, where the file and the JSON path are known.
void check_name(const Value& v, const std::string& at, Check& c) {
    if (std::memchr(v.GetString(), '\0', v.GetStringLength()))
        c.error(at, "expected a name without NUL characters (it is drawn as a label), found " + quote(text(v)));
}

// Parses, validates and checks one family's file; sets its member of `into`
// if no problem was found.
void load(Family family, std::string_view json, const std::string& file, std::vector<Diagnostic>& diags, Results& into) {
    Check c{file, diags};
    const std::size_t before = diags.size();
    StrictDocument doc;
    if (!parse_document(json, c, doc)) return;
    if (!validate(doc, family, c)) return;  // which patches what it reports: the document is read only if valid
    if (family != Family::attention) check_name(doc["model"]["name"], "/model/name", c);  // the names figures draw
    for (rapidjson::SizeType i = 0; family == Family::longbench && i < doc["tasks"].Size(); ++i)
        check_name(doc["tasks"][i], "/tasks/" + std::to_string(i), c);
    for (rapidjson::SizeType i = 0; family == Family::attention && i < doc["rows"].Size(); ++i)
        check_name(doc["rows"][i]["model"], "/rows/" + std::to_string(i) + "/model", c);
    if (family == Family::longbench) check_longbench(doc, c);
    if (family == Family::latency) check_latency(doc, c);
    if (diags.size() == before) read_document(into, family, doc);
}

}  // namespace

void read_document(Results& into, Family family, const Value& document) {
    if (family == Family::perplexity) into.perplexity = read_perplexity(document);
    if (family == Family::generation) into.generation = read_generation(document);
    if (family == Family::latency) into.latency = read_latency(document);
    if (family == Family::longbench) into.longbench = read_longbench(document);
    if (family == Family::attention) into.attention = read_attention(document);
}

Results parse(Family family, std::string_view json, const std::string& file, std::vector<Diagnostic>& diags) {
    Results out;
    load(family, json, file, diags, out);
    return out;
}

Results load_results(const Inputs& in, std::vector<Diagnostic>& diags) {
    Results r;
    for (Family f : all_families)
        if (std::string text; !in.path(f).empty() && read_file(in.path(f), text, diags)) load(f, text, in.path(f), diags, r);
    return r;
}

// ---------------------------------------------------------------------------
// Finding the files

std::string family_pattern(Family f) {
    return f == Family::attention ? "attention_cosine.json" : family_name(f) + std::string("__*.json");
}

Inputs discover_inputs(const std::string& results_dir, const std::vector<Family>& wanted, const Inputs& overrides,
                       std::vector<Diagnostic>& diags, bool per_family_options) {
    namespace fs = std::filesystem;
    Inputs found;
    std::vector<std::string> names;  // sorted, so messages are deterministic
    std::error_code ec;
    bool listed = false;
    for (Family f : all_families) {
        if (std::find(wanted.begin(), wanted.end(), f) == wanted.end()) continue;
        found.path(f) = overrides.path(f);
        if (!found.path(f).empty()) continue;
        if (!listed) {
            listed = true;
            for (fs::directory_iterator it(results_dir, ec), end; !ec && it != end; it.increment(ec))
                if (std::error_code e; it->is_regular_file(e)) names.push_back(it->path().filename().string());
            if (ec) {
                diags.push_back({results_dir, "", "cannot read the results folder: " + ec.message()});
                return found;
            }
            std::sort(names.begin(), names.end());
        }
        std::string list;
        int matches = 0;
        for (const std::string& n : names)
            if (::fnmatch(family_pattern(f).c_str(), n.c_str(), FNM_PERIOD) == 0) list += (matches++ ? ", " : "") + n;
        const std::string option = "--" + std::string(family_name(f)) + " FILE";
        if (matches == 0)
            diags.push_back({results_dir, "", "no " + std::string(family_name(f)) + " results: no file matches " + family_pattern(f) +
                                                  (per_family_options ? " (pass " + option + " to name one)" : "")});
        else if (matches > 1)
            diags.push_back({results_dir, "", std::to_string(matches) + " files match " + family_pattern(f) + ": " + list +
                                                  (per_family_options ? " (keep one, or pass " + option + " to choose)" : " (keep one)")});
        else
            found.path(f) = (fs::path(results_dir) / list).string();
    }
    return found;
}

Results load_results_folder(const std::string& results_dir, std::vector<Diagnostic>& diags, Inputs* found,
                            bool per_family_options) {
    const Inputs inputs = discover_inputs(results_dir, {all_families.begin(), all_families.end()}, {}, diags, per_family_options);
    if (found) *found = inputs;
    return load_results(inputs, diags);
}

}  // namespace paper
