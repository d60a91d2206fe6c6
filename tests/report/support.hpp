// Helpers for the report tests: temporary folders, running tools, reading
// what poppler's pdfinfo / pdftotext say about a PDF (the generic parts live
// in tests/support/).
#pragma once

#include "../support/files.hpp"
#include "../support/process.hpp"
#include "../support/strings.hpp"

#include <cmath>
#include <filesystem>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

namespace report_test {

namespace fs = std::filesystem;

using sqfig_test::contains;
using sqfig_test::have_tool;
using sqfig_test::require_tool;
using sqfig_test::shell_quote;
using sqfig_test::write_file;
using RunResult = sqfig_test::CommandResult;  // output: stdout and stderr

/// A fresh folder under the system temp folder, removed on destruction.
class TempDir : public sqfig_test::TempDir {
public:
    TempDir() : sqfig_test::TempDir("sqfig-report-test") {}
    std::string operator/(const std::string& name) const { return (path() / name).string(); }
};

/// The file's bytes, or "" when it cannot be opened.
inline std::string read_file(const fs::path& p) { return sqfig_test::read_file_or_empty(p); }

/// Runs a shell command line, collecting its output (stdout and stderr) and exit status.
inline RunResult run(const std::string& command) { return sqfig_test::run(command + " 2>&1"); }

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

/// Two page lengths in points agree: pdfinfo prints them rounded to two decimals.
inline bool near(double a, double b, double tolerance = 0.6) { return std::abs(a - b) < tolerance; }

}  // namespace report_test
