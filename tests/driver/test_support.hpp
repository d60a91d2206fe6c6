// Helpers shared by the driver tests: temporary folders and file I/O (the
// generic parts live in tests/support/).
#pragma once

#include "../support/files.hpp"
#include "../support/process.hpp"
#include "../support/skip.hpp"
#include "../support/strings.hpp"

#include <cstddef>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

namespace driver_test {

namespace fs = std::filesystem;

using sqfig_test::contains;
using sqfig_test::shell_quote;

/// A fresh folder under the system temp folder, removed on destruction.
class TempDir : public sqfig_test::TempDir {
public:
    TempDir() : sqfig_test::TempDir("sqfig-driver-test") {}
};

/// The file's bytes, or "" when it cannot be opened.
inline std::string read_text(const fs::path& p) { return sqfig_test::read_file_or_empty(p); }

inline void write_text(const fs::path& p, const std::string& s) { sqfig_test::write_file(p, s); }

inline std::string replace_all(std::string s, const std::string& from, const std::string& to) {
    for (std::size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size())
        s.replace(pos, from.size(), to);
    return s;
}

/// The single file in `dir` whose name starts with `prefix`.
inline fs::path file_with_prefix(const fs::path& dir, const std::string& prefix) {
    fs::path found;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.path().filename().string().rfind(prefix, 0) == 0) found = e.path();
    return found;
}

inline std::string real_results_dir() { return sqfig_test::real_results_dir(); }

inline std::string source_dir() {
#ifdef SQFIG_SOURCE_DIR
    return SQFIG_SOURCE_DIR;
#else
    return ".";
#endif
}

inline std::string examples_data_dir() { return source_dir() + "/examples/data"; }

}  // namespace driver_test

#include "loader.hpp"

namespace driver_test {

/// One family's typed results read from `file` (paper::load_results with that file alone).
template <paper::Family F>
auto load_one(const std::string& file, std::vector<paper::Diagnostic>& diags) {
    paper::Inputs in;
    in.path(F) = file;
    paper::Results r = paper::load_results(in, diags);
    if constexpr (F == paper::Family::perplexity) return r.perplexity;
    else if constexpr (F == paper::Family::generation) return r.generation;
    else if constexpr (F == paper::Family::latency) return r.latency;
    else if constexpr (F == paper::Family::longbench) return r.longbench;
    else return r.attention;
}

}  // namespace driver_test
