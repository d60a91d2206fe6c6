// Loader of the SpectralQuant results files: see loader.hpp.
#include "loader.hpp"

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace paper {

std::string Diagnostic::to_string() const {
    std::string s = file;
    if (line > 0) s += ":" + std::to_string(line) + ":" + std::to_string(column > 0 ? column : 1);
    s += ": ";
    if (!location.empty()) s += location + ": ";
    s += message;
    return s;
}

const char* family_name(Family f) {
    switch (f) {
        case Family::perplexity: return "perplexity";
        case Family::generation: return "generation";
        case Family::latency: return "latency";
        case Family::longbench: return "longbench";
        case Family::attention: return "attention";
    }
    return "?";
}

std::optional<Family> family_from_name(std::string_view name) {
    for (Family f : all_families)
        if (name == family_name(f)) return f;
    if (name == "attention_cosine") return Family::attention;
    return std::nullopt;
}

std::string& Inputs::path(Family f) {
    return const_cast<std::string&>(static_cast<const Inputs&>(*this).path(f));
}

const std::string& Inputs::path(Family f) const {
    switch (f) {
        case Family::perplexity: return perplexity;
        case Family::generation: return generation;
        case Family::latency: return latency;
        case Family::longbench: return longbench;
        case Family::attention: break;
    }
    return attention;
}

std::pair<int, int> line_column(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    int line = 1, column = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {  // not a UTF-8 continuation byte
            ++column;
        }
    }
    return {line, column};
}

bool read_file(const std::string& file, std::string& out, std::vector<Diagnostic>& diags) {
    // O_NONBLOCK: opening a FIFO would wait for a writer; open at once, then
    // fstat says what was opened, and only regular files are read.
    const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        diags.push_back({file, "", std::string("cannot open: ") + std::strerror(errno)});
        return false;
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        diags.push_back({file, "", std::string("cannot read: ") + std::strerror(errno)});
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        diags.push_back({file, "", "cannot read: is a directory, expected a JSON file"});
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        const char* kind = S_ISFIFO(st.st_mode)  ? "a FIFO"
                           : S_ISSOCK(st.st_mode) ? "a socket"
                           : S_ISCHR(st.st_mode)  ? "a character device"
                           : S_ISBLK(st.st_mode)  ? "a block device"
                                                  : "not a regular file";
        diags.push_back({file, "", std::string("cannot read: is ") + kind + ", expected a regular JSON file"});
        return false;
    }
    if (static_cast<unsigned long long>(st.st_size) > max_file_bytes) {
        diags.push_back({file, "",
                         "file is too large (" + std::to_string(st.st_size) + " bytes; the limit is " +
                             std::to_string(max_file_bytes) + " bytes)"});
        return false;
    }
    out.clear();
    out.reserve(static_cast<std::size_t>(st.st_size));
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            diags.push_back({file, "", std::string("cannot read: ") + std::strerror(errno)});
            return false;
        }
        if (n == 0) return true;
        out.append(buf, static_cast<std::size_t>(n));
        if (out.size() > max_file_bytes) {  // it grew while being read
            diags.push_back({file, "",
                             "file is too large (over the limit of " + std::to_string(max_file_bytes) + " bytes)"});
            return false;
        }
    }
}

namespace {

using Value = rapidjson::Value;

// ---------------------------------------------------------------------------
// Describing values for messages

std::string format_double(double d) {
    char buf[64];
    for (int prec = 6; prec <= 17; ++prec) {
        std::snprintf(buf, sizeof buf, "%.*g", prec, d);
        if (std::strtod(buf, nullptr) == d) break;
    }
    return buf;
}

std::string quote(std::string_view s, std::size_t max_chars = 40) {
    std::string out = "\"";
    std::size_t chars = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c & 0xC0) != 0x80) {
            if (chars == max_chars) {
                out += "...";
                break;
            }
            ++chars;
        }
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    out += '"';
    return out;
}

std::string number_text(const Value& v) {
    if (v.IsInt64()) return std::to_string(v.GetInt64());
    if (v.IsUint64()) return std::to_string(v.GetUint64());
    return format_double(v.GetDouble());
}

std::string describe(const Value& v) {
    switch (v.GetType()) {
        case rapidjson::kNullType: return "null";
        case rapidjson::kFalseType: return "false";
        case rapidjson::kTrueType: return "true";
        case rapidjson::kObjectType: return v.MemberCount() == 0 ? "an empty object" : "an object";
        case rapidjson::kArrayType: return v.Empty() ? "an empty array" : "an array";
        case rapidjson::kStringType:
            return "a string " + quote(std::string_view(v.GetString(), v.GetStringLength()));
        case rapidjson::kNumberType: return "the number " + number_text(v);
    }
    return "an unknown value";
}

std::string pointer_token(std::string_view key) {
    std::string out;
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

// ---------------------------------------------------------------------------
// Walking the document

struct Node {
    const Value* v = nullptr;
    std::string loc;  // JSON Pointer
    explicit operator bool() const { return v != nullptr; }
};

class Ctx {
public:
    Ctx(const std::string& file, std::vector<Diagnostic>& diags)
        : file_(file), diags_(diags), start_(diags.size()) {}

    void error(const std::string& loc, std::string message) {
        diags_.push_back({file_, loc.empty() ? std::string("(document root)") : loc, std::move(message)});
    }
    void add(Diagnostic d) { diags_.push_back(std::move(d)); }
    bool ok() const { return diags_.size() == start_; }
    const std::string& file() const { return file_; }

private:
    const std::string& file_;
    std::vector<Diagnostic>& diags_;
    std::size_t start_;
};

Node at(const Node& parent, const char* key) {
    Node n;
    n.loc = parent.loc + "/" + pointer_token(key);
    if (parent.v && parent.v->IsObject()) {
        auto it = parent.v->FindMember(key);
        if (it != parent.v->MemberEnd()) n.v = &it->value;
    }
    return n;
}

Node at(const Node& parent, rapidjson::SizeType i) {
    Node n;
    n.loc = parent.loc + "/" + std::to_string(i);
    if (parent.v && parent.v->IsArray() && i < parent.v->Size()) n.v = &(*parent.v)[i];
    return n;
}

// Reports "missing" or "wrong type" for a member; returns whether the member
// is present. A parent that is absent/invalid was already reported: silent.
bool present(Ctx& c, const Node& parent, const Node& n, const std::string& expected) {
    if (n.v) return true;
    if (parent.v && parent.v->IsObject()) c.error(n.loc, "missing; expected " + expected);
    return false;
}

void wrong(Ctx& c, const Node& n, const std::string& expected) {
    c.error(n.loc, "expected " + expected + ", found " + describe(*n.v));
}

Node object_member(Ctx& c, const Node& parent, const char* key, const std::string& what = "an object") {
    Node n = at(parent, key);
    if (!present(c, parent, n, what)) return n;
    if (!n.v->IsObject()) {
        wrong(c, n, what);
        n.v = nullptr;
    }
    return n;
}

Node array_member(Ctx& c, const Node& parent, const char* key, const std::string& what) {
    Node n = at(parent, key);
    if (!present(c, parent, n, what)) return n;
    if (!n.v->IsArray() || n.v->Empty()) {
        wrong(c, n, what);
        n.v = nullptr;
    }
    return n;
}

enum class Need { finite, positive, log_axis, non_negative, unit_interval, cosine };

// Largest value drawn on a log axis. A log axis spans its data plus margins,
// and ticks a decade past the ends: values near 1e300 give an axis limit
// beyond the largest double, which no figure can draw. 1e100 leaves room for
// any smallest positive value (the axis then spans at most 424 decades).
constexpr double log_axis_max = 1e100;

const char* need_text(Need need) {
    switch (need) {
        case Need::finite: return "a finite number";
        case Need::positive: return "a number > 0";
        case Need::log_axis: return "a number > 0 and <= 1e100";
        case Need::non_negative: return "a number >= 0";
        case Need::unit_interval: return "a number in [0, 1]";
        case Need::cosine: return "a number in [-1, 1]";
    }
    return "a number";
}

bool satisfies(double d, Need need) {
    if (!std::isfinite(d)) return false;
    switch (need) {
        case Need::finite: return true;
        case Need::positive: return d > 0;
        case Need::log_axis: return d > 0 && d <= log_axis_max;
        case Need::non_negative: return d >= 0;
        case Need::unit_interval: return d >= 0 && d <= 1;
        case Need::cosine: return d >= -1 && d <= 1;
    }
    return false;
}

std::optional<double> number_value(Ctx& c, const Node& n, Need need, const char* why = nullptr) {
    std::string expected = need_text(need);
    if (why) expected += std::string(" (") + why + ")";
    if (!n.v->IsNumber()) {
        wrong(c, n, expected);
        return std::nullopt;
    }
    const double d = n.v->GetDouble();
    if (!satisfies(d, need)) {
        c.error(n.loc, "expected " + expected + ", found " + number_text(*n.v));
        return std::nullopt;
    }
    return d;
}

std::optional<double> number_member(Ctx& c, const Node& parent, const char* key, Need need,
                                     const char* why = nullptr) {
    Node n = at(parent, key);
    std::string expected = need_text(need);
    if (why) expected += std::string(" (") + why + ")";
    if (!present(c, parent, n, expected)) return std::nullopt;
    return number_value(c, n, need, why);
}

std::optional<long long> integer_value(Ctx& c, const Node& n, std::optional<long long> min) {
    const std::string expected =
        min ? "an integer >= " + std::to_string(*min) : std::string("an integer");
    if (!n.v->IsNumber()) {
        wrong(c, n, expected);
        return std::nullopt;
    }
    long long value = 0;
    if (n.v->IsInt64()) {
        value = n.v->GetInt64();
    } else {
        const double d = n.v->GetDouble();
        // Integral doubles (1024.0) are integers; 2^63 and beyond do not fit.
        if (n.v->IsUint64() || !std::isfinite(d) || d != std::floor(d) || d >= 9.2233720368547758e18 ||
            d < -9.2233720368547758e18) {
            c.error(n.loc, "expected " + expected + ", found " + number_text(*n.v) +
                               (d == std::floor(d) ? " (out of range)" : ""));
            return std::nullopt;
        }
        value = static_cast<long long>(d);
    }
    if (min && value < *min) {
        c.error(n.loc, "expected " + expected + ", found " + number_text(*n.v));
        return std::nullopt;
    }
    return value;
}

std::optional<long long> integer_member(Ctx& c, const Node& parent, const char* key,
                                        std::optional<long long> min) {
    Node n = at(parent, key);
    const std::string expected =
        min ? "an integer >= " + std::to_string(*min) : std::string("an integer");
    if (!present(c, parent, n, expected)) return std::nullopt;
    return integer_value(c, n, min);
}

// Names (models, tasks) are drawn as labels: longer ones are input errors
// here, naming the file and place, not layout errors later.
constexpr std::size_t max_name_bytes = 200;

std::optional<std::string> string_value(Ctx& c, const Node& n) {
    if (!n.v->IsString() || n.v->GetStringLength() == 0) {
        wrong(c, n, "a non-empty string");
        return std::nullopt;
    }
    if (n.v->GetStringLength() > max_name_bytes) {
        c.error(n.loc, "expected a name of at most " + std::to_string(max_name_bytes) + " bytes, found a string of " +
                           std::to_string(n.v->GetStringLength()) + " bytes");
        return std::nullopt;
    }
    return std::string(n.v->GetString(), n.v->GetStringLength());
}

std::optional<std::string> string_member(Ctx& c, const Node& parent, const char* key) {
    Node n = at(parent, key);
    if (!present(c, parent, n, "a non-empty string")) return std::nullopt;
    return string_value(c, n);
}

// Optional boolean flag: absent -> false; present and not a boolean -> error.
bool flag_member(Ctx& c, const Node& parent, const char* key, bool& bad) {
    Node n = at(parent, key);
    if (!n.v) return false;
    if (!n.v->IsBool()) {
        wrong(c, n, "true or false");
        bad = true;
        return false;
    }
    return n.v->GetBool();
}

// Optional string used as a fallback source: wrong types are ignored.
std::string optional_string(const Node& parent, const char* key) {
    Node n = at(parent, key);
    if (n.v && n.v->IsString()) return std::string(n.v->GetString(), n.v->GetStringLength());
    return {};
}

// ---------------------------------------------------------------------------
// Parsing

bool parse_document(std::string_view json, Ctx& c, rapidjson::Document& doc) {
    std::size_t skipped = 0;
    if (json.size() >= 3 && static_cast<unsigned char>(json[0]) == 0xEF &&
        static_cast<unsigned char>(json[1]) == 0xBB && static_cast<unsigned char>(json[2]) == 0xBF)
        skipped = 3;  // UTF-8 byte order mark
    const std::string_view body = json.substr(skipped);
    // Iterative: no recursion however deep the nesting. Invalid UTF-8 in
    // strings is an error; NaN/Infinity literals are (no kParseNanAndInfFlag),
    // and so are numbers that overflow a double (1e999).
    doc.Parse<rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag>(body.data(),
                                                                                       body.size());
    if (!doc.HasParseError()) return true;
    const rapidjson::ParseErrorCode code = doc.GetParseError();
    const std::size_t offset = skipped + doc.GetErrorOffset();
    const auto [line, column] = line_column(json, offset);
    std::string msg = "invalid JSON: ";
    msg += rapidjson::GetParseError_En(code);
    if (!msg.empty() && msg.back() == '.') msg.pop_back();
    const char ch = offset < json.size() ? json[offset] : '\0';
    const char next = offset + 1 < json.size() ? json[offset + 1] : '\0';
    if (code == rapidjson::kParseErrorValueInvalid &&
        (ch == 'N' || ch == 'I' || ch == 'n' || ch == 'i' || (ch == '-' && (next == 'I' || next == 'N'))))
        msg += " (NaN and Infinity are not valid JSON numbers)";
    if (code == rapidjson::kParseErrorNumberTooBig) msg += " (numbers must fit in a double)";
    if (code == rapidjson::kParseErrorStringInvalidEncoding) msg += " (the file must be UTF-8)";
    if (offset >= json.size() && !json.empty() && code != rapidjson::kParseErrorDocumentEmpty)
        msg += " (the file ends early: truncated?)";
    c.add(Diagnostic{c.file(), "", msg, line, column});
    return false;
}

// Root must be an object.
bool root_object(Ctx& c, const rapidjson::Document& doc, Node& root) {
    root.v = &doc;
    root.loc.clear();
    if (!doc.IsObject()) {
        c.error("", "expected an object (the results document), found " + describe(doc));
        root.v = nullptr;
        return false;
    }
    return true;
}

// ---------------------------------------------------------------------------
// Run facts

std::string short_model_name(const std::string& name) {
    const auto slash = name.find_last_of('/');
    if (slash == std::string::npos || slash + 1 == name.size()) return name;
    return name.substr(slash + 1);
}

std::vector<std::string> split_words(const std::string& s) {
    std::vector<std::string> out;
    std::istringstream is(s);
    std::string w;
    while (is >> w) out.push_back(w);
    return out;
}

// Value of "--name V" or "--name=V" in a command line.
std::optional<std::string> command_option(const std::string& command, const std::string& name) {
    const auto words = split_words(command);
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i] == name && i + 1 < words.size()) return words[i + 1];
        if (words[i].rfind(name + "=", 0) == 0) return words[i].substr(name.size() + 1);
    }
    return std::nullopt;
}

std::optional<double> parse_double(const std::string& s) {
    if (s.empty()) return std::nullopt;
    char* end = nullptr;
    errno = 0;
    const double d = std::strtod(s.c_str(), &end);
    if (errno != 0 || end != s.c_str() + s.size() || !std::isfinite(d)) return std::nullopt;
    return d;
}

std::optional<long long> parse_integer(const std::string& s) {
    if (s.empty()) return std::nullopt;
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (errno != 0 || end != s.c_str() + s.size()) return std::nullopt;
    return v;
}

// Digits (and at most one '.') right after `marker` in `s`, which must be
// followed by `terminator` characters or the end.
std::optional<std::string> number_after(const std::string& s, const std::string& marker,
                                        const char* terminators) {
    std::size_t pos = 0;
    while ((pos = s.find(marker, pos)) != std::string::npos) {
        std::size_t i = pos + marker.size(), j = i;
        while (j < s.size() && (std::isdigit(static_cast<unsigned char>(s[j])) || s[j] == '.')) ++j;
        if (j > i && (j == s.size() || std::strchr(terminators, s[j]) != nullptr))
            return s.substr(i, j - i);
        pos = i;
    }
    return std::nullopt;
}

RunFacts read_run_facts(Ctx& c, const Node& root, const char* family) {
    RunFacts facts;
    facts.file = c.file();
    if (!root) return facts;
    Node fam = at(root, "family");
    if (fam.v && !(fam.v->IsString() && std::string_view(fam.v->GetString(), fam.v->GetStringLength()) == family))
        c.error(fam.loc, std::string("expected \"") + family + "\" (this file was given as the " + family +
                             " results), found " + describe(*fam.v));
    Node model = object_member(c, root, "model", "an object with the model's \"name\"");
    if (auto name = string_member(c, model, "name")) facts.model = short_model_name(*name);

    const std::string command = optional_string(root, "command");
    const std::string run_id = optional_string(root, "run_id");
    if (auto v = command_option(command, "--avg-bits"); v && parse_double(*v))
        facts.bits = parse_double(*v);
    else if (auto b = number_after(run_id, "__b", "_"); b && parse_double(*b))
        facts.bits = parse_double(*b);
    if (auto v = command_option(command, "--seed"); v && parse_integer(*v))
        facts.seed = parse_integer(*v);
    else if (auto s = number_after(run_id, "_seed", "_"); s && parse_integer(*s))
        facts.seed = parse_integer(*s);
    return facts;
}

Node method_node(Ctx& c, const Node& methods, Method m) {
    return object_member(c, methods, method_key(m),
                         std::string("an object (the results of method ") + method_key(m) + ")");
}

// ---------------------------------------------------------------------------
// Families

std::optional<PerplexityResults> perplexity_from(Ctx& c, const rapidjson::Document& doc) {
    Node root;
    if (!root_object(c, doc, root)) return std::nullopt;
    PerplexityResults r;
    r.run = read_run_facts(c, root, "perplexity");
    Node methods = object_member(c, root, "methods", "an object with one member per method");
    for (Method m : all_methods) {
        Node mn = method_node(c, methods, m);
        const auto i = static_cast<std::size_t>(m);
        if (auto v = number_member(c, mn, "perplexity", Need::log_axis, "drawn on a log axis")) r.perplexity[i] = *v;
        if (auto v = number_member(c, mn, "nll_per_token", Need::finite)) r.nll_per_token[i] = *v;
        if (m == Method::fp16)
            if (auto v = integer_member(c, mn, "n_tokens", 1)) r.n_tokens = *v;
        if (m == Method::spectralquant_v2) {
            Node ab = at(mn, "avg_bits");
            if (ab.v)
                if (auto v = number_value(c, ab, Need::positive)) r.run.bits = *v;
        }
    }
    if (!c.ok()) return std::nullopt;
    return r;
}

std::optional<GenerationResults> generation_from(Ctx& c, const rapidjson::Document& doc) {
    Node root;
    if (!root_object(c, doc, root)) return std::nullopt;
    GenerationResults r;
    r.run = read_run_facts(c, root, "generation");
    static const char* const metric_keys[3] = {"mean_token_overlap_f1", "mean_distinct_1", "mean_distinct_2"};
    Node methods = object_member(c, root, "methods", "an object with one member per method");
    for (Method m : all_methods) {
        Node mn = method_node(c, methods, m);
        Node metrics = object_member(c, mn, "metrics", "an object of metric values");
        for (std::size_t k = 0; k < 3; ++k)
            if (auto v = number_member(c, metrics, metric_keys[k], Need::unit_interval))
                r.metrics[static_cast<std::size_t>(m)][k] = *v;
    }
    Node prompts = array_member(c, root, "prompts", "a non-empty array of prompts");
    if (prompts) r.n_prompts = prompts.v->Size();
    Node decoding = object_member(c, root, "decoding", "an object of decoding settings");
    if (auto v = integer_member(c, decoding, "max_new_tokens", 1)) r.max_new_tokens = *v;
    if (auto v = number_member(c, decoding, "temperature", Need::non_negative)) r.temperature = *v;
    if (auto v = integer_member(c, decoding, "seed", std::nullopt)) r.run.seed = *v;
    if (!c.ok()) return std::nullopt;
    return r;
}

std::optional<LongbenchResults> longbench_from(Ctx& c, const rapidjson::Document& doc) {
    Node root;
    if (!root_object(c, doc, root)) return std::nullopt;
    LongbenchResults r;
    r.run = read_run_facts(c, root, "longbench");

    Node subset = object_member(c, root, "subset", "an object describing the task subset");
    if (auto v = integer_member(c, subset, "n_per_task", 1)) r.n_per_task = *v;
    if (Node n = at(subset, "max_input_tokens"); n.v) r.max_input_tokens = integer_value(c, n, 1);
    if (Node n = at(subset, "max_new_tokens"); n.v) r.max_new_tokens = integer_value(c, n, 1);

    Node tasks = array_member(c, root, "tasks", "a non-empty array of task names");
    std::map<std::string, std::size_t> task_index;
    bool tasks_ok = static_cast<bool>(tasks);
    if (tasks) {
        for (rapidjson::SizeType i = 0; i < tasks.v->Size(); ++i) {
            Node t = at(tasks, i);
            auto name = string_value(c, t);
            if (!name) {
                tasks_ok = false;
                continue;
            }
            if (!task_index.emplace(*name, r.tasks.size()).second) {
                c.error(t.loc, "task " + quote(*name) + " is listed twice");
                tasks_ok = false;
                continue;
            }
            r.tasks.push_back(*name);
        }
    }

    Node methods = object_member(c, root, "methods", "an object with one member per method");
    for (Method m : all_methods) {
        const auto mi = static_cast<std::size_t>(m);
        Node mn = method_node(c, methods, m);
        Node agg = object_member(c, mn, "aggregate", "an object with \"macro_score\"");
        if (auto v = number_member(c, agg, "macro_score", Need::finite)) r.macro[mi] = *v;

        Node per = array_member(c, mn, "per_task", "a non-empty array of {\"task\", \"score\"} objects");
        if (!per) continue;
        std::vector<std::optional<double>> scores(r.tasks.size());
        std::vector<std::string> extra;
        for (rapidjson::SizeType i = 0; i < per.v->Size(); ++i) {
            Node e = at(per, i);
            if (!e.v->IsObject()) {
                wrong(c, e, "an object with \"task\" and \"score\"");
                continue;
            }
            auto name = string_member(c, e, "task");
            auto score = number_member(c, e, "score", Need::finite);
            if (!name) continue;
            auto it = task_index.find(*name);
            if (it == task_index.end()) {
                if (tasks_ok)
                    c.error(e.loc + "/task", "task " + quote(*name) + " is not listed in /tasks");
                continue;
            }
            auto& slot = scores[it->second];
            if (slot) {
                c.error(e.loc + "/task", "task " + quote(*name) + " appears twice in " + per.loc);
                continue;
            }
            slot = score ? *score : 0.0;
        }
        if (tasks_ok) {
            std::vector<std::string> missing;
            for (std::size_t t = 0; t < r.tasks.size(); ++t)
                if (!scores[t]) missing.push_back(quote(r.tasks[t]));
            if (!missing.empty()) {
                std::string list;
                for (const auto& s : missing) list += (list.empty() ? "" : ", ") + s;
                c.error(per.loc, std::string(missing.size() == 1 ? "task " : "tasks ") + list +
                                     " listed in /tasks " + (missing.size() == 1 ? "has" : "have") +
                                     " no entry here");
            }
        }
        r.per_task[mi].resize(r.tasks.size());
        for (std::size_t t = 0; t < r.tasks.size(); ++t) r.per_task[mi][t] = scores[t].value_or(0.0);
    }
    if (!c.ok()) return std::nullopt;
    return r;
}

std::optional<LatencyResults> latency_from(Ctx& c, const rapidjson::Document& doc) {
    Node root;
    if (!root_object(c, doc, root)) return std::nullopt;
    LatencyResults r;
    r.run = read_run_facts(c, root, "latency");
    Node methods = object_member(c, root, "methods", "an object with one member per method");

    struct Point {
        double ctx, ms;
        std::string loc;
    };
    auto finish = [&c](std::vector<Point>& pts, LatencySeries& out, const Node& ops, const std::string& what) {
        if (!ops) return;
        if (pts.empty()) {
            c.error(ops.loc, "no " + what + " operating points; the figure needs at least one");
            return;
        }
        std::stable_sort(pts.begin(), pts.end(), [](const Point& a, const Point& b) { return a.ctx < b.ctx; });
        for (std::size_t i = 1; i < pts.size(); ++i)
            if (pts[i].ctx == pts[i - 1].ctx)
                c.error(pts[i].loc + "/context_length",
                        "context length " + format_double(pts[i].ctx) + " appears twice among the " + what +
                            " operating points (also at " + pts[i - 1].loc + ")");
        for (const Point& p : pts) {
            out.context_length.push_back(p.ctx);
            out.ms_per_token.push_back(p.ms);
        }
    };

    for (Method m : all_methods) {
        Node mn = method_node(c, methods, m);
        Node ops = array_member(c, mn, "operating_points", "a non-empty array of operating points");
        if (!ops) continue;
        std::vector<Point> micro, e2e;
        for (rapidjson::SizeType i = 0; i < ops.v->Size(); ++i) {
            Node op = at(ops, i);
            if (!op.v->IsObject()) {
                wrong(c, op, "an object (an operating point)");
                continue;
            }
            bool bad = false;
            bool is_micro = false, is_e2e = true;
            if (m != Method::fp16) {
                is_micro = flag_member(c, op, "microbenchmark", bad);
                is_e2e = !is_micro && flag_member(c, op, "end_to_end_measured", bad);
            }
            if (bad || (!is_micro && !is_e2e)) continue;  // not drawn
            auto ctx = integer_member(c, op, "context_length", 1);
            auto ms = number_member(c, op, "decode_ms_per_token_p50", Need::log_axis, "drawn on a log axis");
            if (ctx && ms) (is_micro ? micro : e2e).push_back({static_cast<double>(*ctx), *ms, op.loc});
        }
        switch (m) {
            case Method::fp16: finish(e2e, r.fp16_end_to_end, ops, "fp16"); break;
            case Method::spectralquant_v2:
                finish(micro, r.sq_micro, ops, "microbenchmark (\"microbenchmark\": true)");
                finish(e2e, r.sq_end_to_end, ops,
                       "end-to-end (\"end_to_end_measured\": true, not a microbenchmark)");
                break;
            case Method::turboquant:
                finish(micro, r.tq_micro, ops, "microbenchmark (\"microbenchmark\": true)");
                finish(e2e, r.tq_end_to_end, ops,
                       "end-to-end (\"end_to_end_measured\": true, not a microbenchmark)");
                break;
        }
    }
    if (!c.ok()) return std::nullopt;
    return r;
}

std::optional<AttentionResults> attention_from(Ctx& c, const rapidjson::Document& doc) {
    Node root;
    if (!root_object(c, doc, root)) return std::nullopt;
    AttentionResults r;
    r.file = c.file();
    Node rows = array_member(c, root, "rows", "a non-empty array of rows");
    if (rows) {
        for (rapidjson::SizeType i = 0; i < rows.v->Size(); ++i) {
            Node row = at(rows, i);
            if (!row.v->IsObject()) {
                wrong(c, row, "an object (model, bits and three cosines)");
                continue;
            }
            AttentionRow a;
            if (auto v = string_member(c, row, "model")) a.model = *v;
            if (auto v = integer_member(c, row, "bits", 1)) a.bits = *v;
            if (auto v = number_member(c, row, "random_haar_uniform", Need::cosine)) a.random_haar_uniform = *v;
            if (auto v = number_member(c, row, "calibrated_uniform", Need::cosine)) a.calibrated_uniform = *v;
            if (auto v = number_member(c, row, "calibrated_waterfill", Need::cosine)) a.calibrated_waterfill = *v;
            r.rows.push_back(std::move(a));
        }
    }
    if (!c.ok()) return std::nullopt;
    return r;
}

template <class R>
std::optional<R> parse_with(std::optional<R> (*from)(Ctx&, const rapidjson::Document&), std::string_view json,
                            const std::string& file, std::vector<Diagnostic>& diags) {
    Ctx c(file, diags);
    rapidjson::Document doc;
    if (!parse_document(json, c, doc)) return std::nullopt;
    return from(c, doc);
}

template <class R>
std::optional<R> load_with(std::optional<R> (*from)(Ctx&, const rapidjson::Document&), const std::string& file,
                           std::vector<Diagnostic>& diags) {
    std::string text;
    if (!read_file(file, text, diags)) return std::nullopt;
    return parse_with(from, text, file, diags);
}

}  // namespace

std::optional<PerplexityResults> parse_perplexity(std::string_view json, const std::string& file,
                                                  std::vector<Diagnostic>& diags) {
    return parse_with(&perplexity_from, json, file, diags);
}
std::optional<GenerationResults> parse_generation(std::string_view json, const std::string& file,
                                                  std::vector<Diagnostic>& diags) {
    return parse_with(&generation_from, json, file, diags);
}
std::optional<LongbenchResults> parse_longbench(std::string_view json, const std::string& file,
                                                std::vector<Diagnostic>& diags) {
    return parse_with(&longbench_from, json, file, diags);
}
std::optional<LatencyResults> parse_latency(std::string_view json, const std::string& file,
                                            std::vector<Diagnostic>& diags) {
    return parse_with(&latency_from, json, file, diags);
}
std::optional<AttentionResults> parse_attention(std::string_view json, const std::string& file,
                                                std::vector<Diagnostic>& diags) {
    return parse_with(&attention_from, json, file, diags);
}

std::optional<PerplexityResults> load_perplexity(const std::string& file, std::vector<Diagnostic>& diags) {
    return load_with(&perplexity_from, file, diags);
}
std::optional<GenerationResults> load_generation(const std::string& file, std::vector<Diagnostic>& diags) {
    return load_with(&generation_from, file, diags);
}
std::optional<LongbenchResults> load_longbench(const std::string& file, std::vector<Diagnostic>& diags) {
    return load_with(&longbench_from, file, diags);
}
std::optional<LatencyResults> load_latency(const std::string& file, std::vector<Diagnostic>& diags) {
    return load_with(&latency_from, file, diags);
}
std::optional<AttentionResults> load_attention(const std::string& file, std::vector<Diagnostic>& diags) {
    return load_with(&attention_from, file, diags);
}

Results load_results(const Inputs& in, std::vector<Diagnostic>& diags) {
    Results r;
    if (!in.perplexity.empty()) r.perplexity = load_perplexity(in.perplexity, diags);
    if (!in.generation.empty()) r.generation = load_generation(in.generation, diags);
    if (!in.latency.empty()) r.latency = load_latency(in.latency, diags);
    if (!in.longbench.empty()) r.longbench = load_longbench(in.longbench, diags);
    if (!in.attention.empty()) r.attention = load_attention(in.attention, diags);
    return r;
}

}  // namespace paper
