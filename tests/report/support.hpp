// Helpers for the report tests: temporary folders, running tools, reading
// what poppler's pdfinfo / pdftotext say about a PDF.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

namespace report_test {

namespace fs = std::filesystem;

/// A fresh folder under the system temp folder, removed on destruction.
class TempDir {
public:
    TempDir() {
        std::string templ = (fs::temp_directory_path() / "sqfig-report-test-XXXXXX").string();
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
    std::string operator/(const std::string& name) const { return (path_ / name).string(); }

private:
    fs::path path_;
};

inline std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_file(const fs::path& p, const std::string& s) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << s;
    if (!out) throw std::runtime_error("cannot write " + p.string());
}

inline std::string shell_quote(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'') out += "'\\''";
        else out += c;
    }
    return out + "'";
}

struct RunResult {
    int status = -1;
    std::string output;  // stdout and stderr
};

/// Runs a shell command line, collecting its output and exit status.
inline RunResult run(const std::string& command) {
    RunResult r;
    FILE* p = ::popen((command + " 2>&1").c_str(), "r");
    if (!p) return r;
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) r.output.append(buf.data(), n);
    const int st = ::pclose(p);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return r;
}

inline bool have_tool(const std::string& name) {
    return run("command -v " + name + " >/dev/null").status == 0;
}

inline bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

/// pdftotext of one page (1-based) or of all pages (page 0).
inline std::string pdf_text(const std::string& pdf, int page = 0) {
    std::string cmd = "pdftotext -layout";
    if (page > 0) cmd += " -f " + std::to_string(page) + " -l " + std::to_string(page);
    return run(cmd + " " + shell_quote(pdf) + " -").output;
}

/// Words joined by single spaces (pdftotext -layout spaces columns freely).
inline std::string squeeze(const std::string& s) {
    std::string out;
    bool space = false;
    for (char c : s) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r') {
            space = !out.empty();
        } else {
            if (space) out += ' ';
            space = false;
            out += c;
        }
    }
    return out;
}

struct PdfPage {
    double width = 0, height = 0;  // points
};

/// Page count and every page's size, from pdfinfo.
inline std::vector<PdfPage> pdf_pages(const std::string& pdf) {
    const RunResult info = run("pdfinfo " + shell_quote(pdf));
    const std::regex pages_re(R"(Pages:\s+(\d+))");
    std::smatch m;
    if (!std::regex_search(info.output, m, pages_re)) throw std::runtime_error("pdfinfo failed: " + info.output);
    const int n = std::stoi(m[1]);
    const RunResult sizes = run("pdfinfo -f 1 -l " + std::to_string(n) + " " + shell_quote(pdf));
    std::vector<PdfPage> out;
    const std::regex size_re(R"(Page\s+\d+ size:\s+([0-9.]+) x ([0-9.]+) pts)");
    for (auto it = std::sregex_iterator(sizes.output.begin(), sizes.output.end(), size_re);
         it != std::sregex_iterator(); ++it)
        out.push_back({std::stod((*it)[1]), std::stod((*it)[2])});
    if (static_cast<int>(out.size()) != n) throw std::runtime_error("pdfinfo page sizes: " + sizes.output);
    return out;
}

/// The value of a pdfinfo field ("Title", "Creator", "CreationDate").
inline std::string pdf_info_field(const std::string& pdf, const std::string& field) {
    const RunResult info = run("pdfinfo -isodates " + shell_quote(pdf));
    const std::regex re("(^|\n)" + field + R"(:\s*([^\n]*))");
    std::smatch m;
    return std::regex_search(info.output, m, re) ? std::string(m[2]) : std::string();
}

}  // namespace report_test
