// Helpers shared by the driver tests: temporary folders and file I/O.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace driver_test {

namespace fs = std::filesystem;

/// A fresh folder under the system temp folder, removed on destruction.
class TempDir {
public:
    TempDir() {
        std::string templ = (fs::temp_directory_path() / "sqfig-driver-test-XXXXXX").string();
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

private:
    fs::path path_;
};

inline std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_text(const fs::path& p, const std::string& s) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << s;
    if (!out) throw std::runtime_error("cannot write " + p.string());
}

inline bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

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

inline std::string real_results_dir() {
#ifdef SQFIG_REAL_RESULTS_DIR
    return SQFIG_REAL_RESULTS_DIR;
#else
    return "";
#endif
}

inline std::string source_dir() {
#ifdef SQFIG_SOURCE_DIR
    return SQFIG_SOURCE_DIR;
#else
    return ".";
#endif
}

inline std::string examples_data_dir() { return source_dir() + "/examples/data"; }

}  // namespace driver_test
