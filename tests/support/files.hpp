// Test helpers shared by the test suites (tests/driver, tests/render,
// tests/report): whole-file I/O and self-removing temporary folders.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace sqfig_test {

namespace fs = std::filesystem;

/// The bytes of a file, or nothing when it cannot be opened.
inline std::optional<std::string> try_read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    if (!in) return std::nullopt;
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// The bytes of a file; throws std::runtime_error when it cannot be opened.
inline std::string read_file(const fs::path& p) {
    std::optional<std::string> bytes = try_read_file(p);
    if (!bytes) throw std::runtime_error("cannot read " + p.string());
    return std::move(*bytes);
}

/// The bytes of a file, or "" when it cannot be opened.
inline std::string read_file_or_empty(const fs::path& p) { return try_read_file(p).value_or(std::string()); }

/// Writes (replaces) a file; throws std::runtime_error when that fails.
inline void write_file(const fs::path& p, const std::string& bytes) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << bytes;
    if (!out) throw std::runtime_error("cannot write " + p.string());
}

/// The text of the first fenced block (```) after the line `heading` of a
/// Markdown file, without its fences: "" when there is none.
inline std::string markdown_block_after(const fs::path& p, const std::string& heading) {
    const std::string text = read_file(p);
    const std::size_t at = text.find("\n" + heading + "\n");
    const std::size_t open = at == std::string::npos ? at : text.find("\n```", at + 1);
    const std::size_t start = open == std::string::npos ? open : text.find('\n', open + 1);
    const std::size_t close = start == std::string::npos ? start : text.find("\n```", start);
    return close == std::string::npos ? std::string() : text.substr(start + 1, close - start);
}

/// A fresh folder `<prefix>-XXXXXX` under the system temp folder, removed
/// (with its contents) on destruction.
class TempDir {
public:
    explicit TempDir(const std::string& prefix) {
        std::string templ = (fs::temp_directory_path() / (prefix + "-XXXXXX")).string();
        std::vector<char> buf(templ.begin(), templ.end());
        buf.push_back('\0');
        if (!::mkdtemp(buf.data())) throw std::runtime_error("mkdtemp failed");
        path_ = buf.data();
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }
    std::string str() const { return path_.string(); }
    fs::path operator/(const std::string& name) const { return path_ / name; }

private:
    fs::path path_;
};

}  // namespace sqfig_test
