// Determinism (issue 6): the same figure saved twice gives the same bytes in
// PDF, SVG and PS, with and without SOURCE_DATE_EPOCH, and the PDF's
// creation date follows SOURCE_DATE_EPOCH when it is set.
#include "gallery.hpp"
#include "paper_data.hpp"
#include "render_support.hpp"

#include <cstdlib>
#include <optional>

using namespace sqfig;

namespace {

/// Sets (or unsets) an environment variable for the scope, restoring it after.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        if (value) ::setenv(name, value, 1);
        else ::unsetenv(name);
    }
    ~ScopedEnv() {
        if (old_) ::setenv(name_.c_str(), old_->c_str(), 1);
        else ::unsetenv(name_.c_str());
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    std::string name_;
    std::optional<std::string> old_;
};

std::vector<std::pair<std::string, std::function<Figure()>>> subjects() {
    std::vector<std::pair<std::string, std::function<Figure()>>> out;
    const paper::Results sample = rt::load_results_dir(rt::sample_results_dir());
    for (const std::string& name : paper::figure_names())
        out.emplace_back(name, [sample, name] { return paper::build_figure(name, sample); });
    for (const rt::GalleryItem& item : rt::gallery())
        // heatmap_shared_colorbar: images, which Cairo's SVG names after a
        // process-wide counter (issue 33: two saves differed in the ids).
        if (item.name == "math_text" || item.name == "lines_markers" || item.name == "shapes_boxes_arrows" ||
            item.name == "heatmap_shared_colorbar")
            out.emplace_back(item.name, item.build);
    return out;
}

void check_byte_identical(const rt::fs::path& dir) {
    for (const auto& subject : subjects()) {
        for (const char* ext : {".pdf", ".svg", ".ps"}) {
            INFO(subject.first << ext);
            // Two saves of one figure, and a save of a second, identically built figure.
            const Figure fig = subject.second();
            const rt::fs::path a = dir / ("a" + subject.first + ext), b = dir / ("b" + subject.first + ext),
                               c = dir / ("c" + subject.first + ext);
            fig.save(a.string());
            fig.save(b.string());
            subject.second().save(c.string());
            const std::string ba = rt::read_file(a);
            CHECK(ba.size() > 1000);
            const bool same_twice = ba == rt::read_file(b);
            const bool same_rebuilt = ba == rt::read_file(c);
            CHECK(same_twice);
            CHECK(same_rebuilt);
        }
    }
}

}  // namespace

TEST_CASE("determinism: saving twice gives byte-identical PDF/SVG/PS without SOURCE_DATE_EPOCH",
          "[determinism]") {
    ScopedEnv env("SOURCE_DATE_EPOCH", nullptr);
    rt::TempDir dir;
    check_byte_identical(dir.path());
    rt::require_tool("pdfinfo");
    // A fixed date (not the wall clock).
    const rt::fs::path pdf = dir / "date.pdf";
    Figure fig{inches(3, 2)};
    fig.axes().line({0, 1}, {0, 1});
    fig.save(pdf.string());
    const auto info = rt::pdf_info(pdf);
    CHECK(rt::info_value(info, "CreationDate") == "2000-01-01T00:00:00Z");
    CHECK(rt::info_value(info, "ModDate") == "2000-01-01T00:00:00Z");
}

TEST_CASE("determinism: SOURCE_DATE_EPOCH sets the creation date and output stays byte-identical",
          "[determinism]") {
    ScopedEnv env("SOURCE_DATE_EPOCH", "1700000000");
    rt::TempDir dir;
    check_byte_identical(dir.path());

    Figure fig{inches(3, 2)};
    fig.axes().line({0, 1}, {0, 1});
    fig.axes().title("dated");
    const rt::fs::path pdf = dir / "date.pdf", ps = dir / "date.ps";
    fig.save(pdf.string());
    fig.save(ps.string());
    // PostScript carries the date in its DSC header.
    CHECK(rt::contains(rt::read_file(ps), "%%CreationDate: Tue Nov 14 22:13:20 2023"));
    rt::require_tool("pdfinfo");
    const auto info = rt::pdf_info(pdf);
    CHECK(rt::info_value(info, "CreationDate") == "2023-11-14T22:13:20Z");
    CHECK(rt::info_value(info, "ModDate") == "2023-11-14T22:13:20Z");
    // An explicit date in the metadata wins over the environment.
    SaveOptions o;
    o.metadata.creation_time = 1600000000;
    fig.save(pdf.string(), o);
    CHECK(rt::info_value(rt::pdf_info(pdf), "CreationDate") == "2020-09-13T12:26:40Z");
}

TEST_CASE("determinism: a different SOURCE_DATE_EPOCH changes only the dates", "[determinism]") {
    Figure fig{inches(3, 2)};
    fig.axes().line({0, 1}, {0, 1});
    std::string one, two;
    {
        ScopedEnv env("SOURCE_DATE_EPOCH", "1700000000");
        one = fig.to_bytes(Format::pdf);
    }
    {
        ScopedEnv env("SOURCE_DATE_EPOCH", "1700000001");
        two = fig.to_bytes(Format::pdf);
    }
    CHECK(one != two);
    CHECK(one.size() == two.size());
    std::size_t differing = 0;
    for (std::size_t i = 0; i < std::min(one.size(), two.size()); ++i) differing += one[i] != two[i];
    CHECK(differing <= 4);  // the last digit of CreationDate and ModDate (twice each at most)
}
