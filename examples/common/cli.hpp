// The command-line convention of the example tools (sqfig-paper-figures,
// sqfig-report): GNU style, one parser, so both tools accept the same forms
// and word the same errors the same way.
//
//   -o DIR, -oDIR, --out DIR, --out=DIR   an option with a value
//   -hV                                   short flags bundled
//   --only a b c                          an option with one or more values
//   --                                    ends the options: the rest are operands
//
// Errors (cli::UsageError, its message without the program name):
//   unrecognized option '--bogus' (did you mean '--out'?)
//   option '--out' needs a value         option '--out' needs a non-empty value
//   option '--check' takes no value      option '--out' is given twice
//   option '--print-width' needs '--check-figures'
//   unexpected argument 'stray'
// The caller prints them through usage_error(), which adds the program name
// and the pointer to --help.
#pragma once

#include <algorithm>
#include <iostream>
#include <map>
#include <stdexcept>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include <sqfig/core/error.hpp>

namespace cli {

/// Exit statuses, the same in both tools.
enum ExitCode : int {
    exit_ok = 0,
    exit_io_failure = 1,    // an output could not be written (or another error)
    exit_bad_input = 2,     // a bad command line, bad or missing inputs, data that cannot be drawn
    exit_collisions = 3,    // --check found text that overlaps or leaves its page
    exit_figure_check = 4,  // --check-figures (sqfig-paper-figures) found text, lines or colours a reader may not see
};

/// A bad command line; what() is the message, without the program name.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// An option of a tool. Its value may be bound to a variable, which parse()
/// sets when the option is given: a flag sets a bool, a value a string, a
/// list (Kind::values) a vector.
struct Option {
    enum Kind { flag, value, values };  // values: one or more, until the next option; repeatable
    Option(std::string long_name, char short_letter, Kind what, std::string qualifies = "")
        : name(std::move(long_name)), short_name(short_letter), kind(what), needs(std::move(qualifies)) {}
    Option(std::string long_name, char short_letter, bool* to, std::string qualifies = "")
        : Option(std::move(long_name), short_letter, flag, std::move(qualifies)) { flag_to = to; }
    Option(std::string long_name, char short_letter, std::string* to, std::string qualifies = "")
        : Option(std::move(long_name), short_letter, value, std::move(qualifies)) { value_to = to; }
    Option(std::string long_name, char short_letter, std::vector<std::string>* to, std::string qualifies = "")
        : Option(std::move(long_name), short_letter, values, std::move(qualifies)) { values_to = to; }

    std::string name;   // long name without dashes: "out"
    char short_name;    // 'o', or 0 for none
    Kind kind;
    std::string needs;  // long name of the option this one qualifies, or ""
    bool* flag_to = nullptr;                      // set to true when given
    std::string* value_to = nullptr;              // set to the value when given
    std::vector<std::string>* values_to = nullptr;  // set to every value when given
};

/// What the command line said: each given option's values (a flag has one
/// empty value), by long name; and the operands.
struct Parsed {
    std::map<std::string, std::vector<std::string>> given;
    std::vector<std::string> operands;

    bool has(const std::string& name) const { return given.count(name) > 0; }
    std::string value(const std::string& name, const std::string& otherwise = "") const {
        return has(name) ? given.at(name).front() : otherwise;
    }
};

/// Edit distance: the library's (insertions, deletions, substitutions, ignoring case).
using sqfig::edit_distance;

/// " (did you mean 'x'?)" for the closest of `known` by edit distance, within
/// a third of the word's length (at least 2 edits), or "" when none is that close.
inline std::string did_you_mean(const std::string& word, const std::vector<std::string>& known) {
    const std::string* best = nullptr;
    std::size_t best_distance = std::max<std::size_t>(2, word.size() / 3) + 1;
    for (const std::string& k : known)
        if (const std::size_t d = edit_distance(word, k); d < best_distance) best = &k, best_distance = d;
    return best ? " (did you mean '" + *best + "'?)" : "";
}

inline Parsed parse(const std::vector<Option>& options, const std::vector<std::string>& args) {
    Parsed out;
    auto add = [&](const Option& o, const std::string& spelled, std::string value) {
        if (o.kind != Option::values && out.has(o.name)) throw UsageError("option '" + spelled + "' is given twice");
        if (o.kind != Option::flag && value.empty())
            throw UsageError("option '" + spelled + "' needs a non-empty value");
        out.given[o.name].push_back(std::move(value));
    };
    std::size_t i = 0;
    // A single value is the next argument whatever it is (GNU); a list stops at an option.
    auto take_value = [&](const Option& o, const std::string& spelled) {
        if (i + 1 >= args.size() || (o.kind == Option::values && args[i + 1].size() > 1 && args[i + 1][0] == '-'))
            throw UsageError("option '" + spelled + "' needs a value");
        return args[++i];
    };
    for (; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--") {
            out.operands.insert(out.operands.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
            break;
        }
        if (arg.rfind("--", 0) == 0) {
            const std::size_t eq = arg.find('=');
            const std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
            const auto o = std::find_if(options.begin(), options.end(), [&](const Option& x) { return x.name == name; });
            if (o == options.end()) {
                std::vector<std::string> known;
                for (const Option& x : options) known.push_back("--" + x.name);
                throw UsageError("unrecognized option '--" + name + "'" + did_you_mean("--" + name, known));
            }
            const std::string spelled = "--" + name;
            if (eq != std::string::npos) {
                if (o->kind == Option::flag) throw UsageError("option '" + spelled + "' takes no value");
                add(*o, spelled, arg.substr(eq + 1));
            } else if (o->kind == Option::flag) {
                add(*o, spelled, "");
            } else {
                add(*o, spelled, take_value(*o, spelled));
                while (o->kind == Option::values && i + 1 < args.size() && !(args[i + 1].size() > 1 && args[i + 1][0] == '-'))
                    add(*o, spelled, args[++i]);
            }
        } else if (arg.size() > 1 && arg[0] == '-') {
            for (std::size_t k = 1; k < arg.size(); ++k) {  // bundled: -hV, -oDIR
                const auto o = std::find_if(options.begin(), options.end(), [&](const Option& x) { return x.short_name == arg[k]; });
                const std::string spelled = std::string("-") + arg[k];
                if (o == options.end()) throw UsageError("unrecognized option '" + spelled + "'");
                if (o->kind == Option::flag) {
                    add(*o, spelled, "");
                    continue;
                }
                add(*o, spelled, k + 1 < arg.size() ? arg.substr(k + 1) : take_value(*o, spelled));
                break;
            }
        } else {
            out.operands.push_back(arg);
        }
    }
    for (const Option& o : options) {
        if (!out.has(o.name)) continue;
        if (!o.needs.empty() && !out.has(o.needs)) throw UsageError("option '--" + o.name + "' needs '--" + o.needs + "'");
        if (o.flag_to) *o.flag_to = true;
        if (o.value_to) *o.value_to = out.value(o.name);
        if (o.values_to) *o.values_to = out.given.at(o.name);
    }
    return out;
}

/// Prints "PROGRAM: MESSAGE" and the pointer to --help; returns exit status 2.
inline int usage_error(const std::string& program, const std::string& message) {
    std::cerr << program << ": " << message << "\nTry '" << program << " --help' for more information.\n";
    return exit_bad_input;
}

/// "1 problem", "2 problems": for messages.
inline std::string count(std::size_t n, const std::string& what) { return std::to_string(n) + " " + what + (n == 1 ? "" : "s"); }

/// The main() of a tool: returns run(argv[1..]); a UsageError is printed by
/// usage_error() (exit 2), any other exception as "PROGRAM: error: WHAT" (exit 1).
template <class Run>
int run_main(const std::string& program, int argc, char** argv, Run run) {
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const UsageError& e) {
        return usage_error(program, e.what());
    } catch (const std::exception& e) {
        std::cerr << program << ": error: " << e.what() << "\n";
    } catch (...) {
        std::cerr << program << ": unknown error\n";
    }
    return exit_io_failure;
}

/// "PROGRAM (sqfig) VERSION", the --version text of every tool.
inline std::string version_text(const std::string& program, const std::string& version) {
    return program + " (sqfig) " + version + "\n";
}

/// Prints the --help text (`help`) or else the --version text; returns exit_ok.
inline int print_help_or_version(const std::string& program, bool help, std::string_view usage, const std::string& version) {
    std::cout << (help ? std::string(usage) : version_text(program, version));
    return exit_ok;
}

}  // namespace cli
