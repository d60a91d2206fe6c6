// sqfig::DocumentWriter (document_writer.hpp): pages written as they are
// added, the file Document::save writes for the same pages (byte for byte,
// PDF and PostScript), the target untouched until finish() and after any
// failure, no temporary file left behind. Its memory (flat in the page
// count) is checked in tests/hostile/memory_test.cpp, disk faults in
// tests/output/test_faults.cpp.
#include <catch2/catch.hpp>
#include <sqfig/document_writer.hpp>
#include <sqfig/sqfig.hpp>

#include <cmath>
#include <filesystem>
#include <string>

#include "support.hpp"
#include "../support/style.hpp"

using namespace report_test;

namespace {

sqfig::Figure chart(int i, sqfig::Size size = sqfig::inches(4, 3)) {
    sqfig::Figure fig{size, sqfig_test::paper_style()};
    sqfig::Axes& ax = fig.axes();
    ax.line({0, 1, 2, 3}, {1.0 * i, 3, 2, 5}).label("series " + std::to_string(i));
    ax.bars({0, 1, 2}, {3, 5, 4.0 + i % 3});
    ax.title("Streamed page " + std::to_string(i));
    ax.legend();
    return fig;
}

sqfig::Page composed() {
    sqfig::Page p({595.28, 841.89});
    p.text({56, 56}, "A composed page $x_i^2$");
    p.place(chart(99), {56, 100, 480, 300});
    p.line({56, 420}, {539, 420});
    return p;
}

// Files in `dir` whose names show a staged or backup file.
int leftovers(const std::filesystem::path& dir) {
    int n = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        const std::string name = e.path().filename().string();
        if (name.find(".tmp-") != std::string::npos || name.find(".bak-") != std::string::npos) ++n;
    }
    return n;
}

}  // namespace

TEST_CASE("document writer: the pages come out as Document::save writes them", "[document][stream]") {
    sqfig::SaveOptions options;
    options.metadata.title = "Streamed";
    options.metadata.author = "sqfig tests";
    for (const char* ext : {"pdf", "ps"}) {
        INFO(ext);
        TempDir tmp;
        const std::string path = tmp / (std::string("streamed.") + ext);
        sqfig::Document doc(options.metadata);
        sqfig::DocumentWriter out(path, options);
        for (int i = 0; i < 5; ++i) {
            const sqfig::Size size = i == 2 ? sqfig::inches(6, 2) : sqfig::inches(4, 3);
            out.add(chart(i, size));
            doc.add(chart(i, size));
        }
        out.add(chart(5), {595.28, 841.89});
        doc.add(chart(5), {595.28, 841.89});
        out.add(composed());
        doc.add(composed());
        CHECK(out.page_count() == 7);
        CHECK_FALSE(std::filesystem::exists(path));  // nothing in place before finish()
        out.finish();
        const std::string bytes = read_file(path);
        CHECK(bytes == doc.to_bytes(sqfig::format_from_path(path)));
        CHECK(leftovers(tmp.path()) == 0);
        CHECK_THROWS_WITH(out.add(chart(1)), Catch::Contains("already finished"));
        CHECK_THROWS_WITH(out.finish(), Catch::Contains("already finished"));

        if (std::string(ext) != "pdf") continue;
        require_tool("pdfinfo");
        require_tool("pdftotext");
        const auto pages = pdf_pages(path);
        REQUIRE(pages.size() == 7);
        CHECK(near(pages[0].width, 288));
        CHECK(near(pages[0].height, 216));
        CHECK(near(pages[2].width, 432));
        CHECK(near(pages[2].height, 144));
        CHECK(near(pages[5].width, 595.28));
        CHECK(near(pages[6].height, 841.89));
        for (int i = 0; i < 6; ++i)
            CHECK(contains(squeeze(pdf_text(path, i + 1)), "Streamed page " + std::to_string(i)));
        CHECK(contains(squeeze(pdf_text(path, 7)), "A composed page"));
        CHECK(contains(squeeze(pdf_text(path, 7)), "Streamed page 99"));
        CHECK(contains(run("pdfinfo " + shell_quote(path)).output, "Streamed"));
        if (require_tool("pdffonts")) CHECK_FALSE(contains(run("pdffonts " + shell_quote(path)).output, "Error"));
    }
}

TEST_CASE("document writer: many pages, fonts stripped from the end alone", "[document][stream]") {
    // 60 pages: the cross-reference table and the font subsets come well
    // after the first 64 KB the writer hands to the file.
    TempDir tmp;
    const std::string path = tmp / "long.pdf";
    sqfig::Document doc;
    sqfig::SaveOptions compact;
    compact.compact_pdf = true;
    {
        sqfig::DocumentWriter out(path, compact);
        for (int i = 0; i < 60; ++i) {
            out.add(chart(i));
            doc.add(chart(i));
        }
        out.finish();
    }
    const std::string bytes = read_file(path);
    REQUIRE(bytes.size() > 65536);
    CHECK(bytes == doc.to_bytes(sqfig::Format::pdf, compact));
    CHECK(bytes.size() < doc.to_bytes(sqfig::Format::pdf).size());  // the hinting did go
    if (require_tool("pdfinfo")) CHECK(pdf_pages(path).size() == 60);
}

TEST_CASE("document writer: Cairo's own bytes (no compact_pdf) and the metadata reach the file", "[document][stream]") {
    TempDir tmp;
    sqfig::SaveOptions options;
    options.metadata.subject = "subject line";
    options.metadata.creation_time = 1700000000;
    sqfig::Document doc;
    sqfig::DocumentWriter out(tmp / "hinted.pdf", options);
    for (int i = 0; i < 3; ++i) {
        out.add(chart(i));
        doc.add(chart(i));
    }
    out.finish();
    CHECK(read_file(tmp / "hinted.pdf") == doc.to_bytes(sqfig::Format::pdf, options));
}

TEST_CASE("document writer: the old file stays until finish(), and after a failure", "[document][stream]") {
    TempDir tmp;
    const std::string path = tmp / "keep.pdf";
    write_file(path, "old contents");

    SECTION("a writer dropped without finish() removes its temporary file") {
        {
            sqfig::DocumentWriter out(path);
            out.add(chart(1)).add(chart(2));
            CHECK(read_file(path) == "old contents");
            CHECK(leftovers(tmp.path()) == 1);  // the staged file
        }
        CHECK(read_file(path) == "old contents");
        CHECK(leftovers(tmp.path()) == 0);
    }
    SECTION("no pages: finish() throws and keeps the old file") {
        sqfig::DocumentWriter out(path);
        CHECK_THROWS_WITH(out.finish(), Catch::Contains("no pages"));
        CHECK(read_file(path) == "old contents");
        CHECK(leftovers(tmp.path()) == 0);
        CHECK_THROWS_WITH(out.add(chart(1)), Catch::Contains("failed earlier"));
    }
    SECTION("a figure that cannot be laid out is skipped, the writer goes on") {
        sqfig::Figure bad{sqfig::inches(3, 2)};
        bad.axes().bars({0, 1}, {1, 0});
        bad.axes().y_scale(sqfig::LogScale{10});  // 0 cannot be shown on a log axis
        sqfig::DocumentWriter out(path);
        out.add(chart(1));
        CHECK_THROWS_WITH(out.add(bad), Catch::Contains("log"));
        CHECK(out.page_count() == 1);
        out.add(chart(2));
        out.finish();
        sqfig::Document doc;
        doc.add(chart(1)).add(chart(2));
        CHECK(read_file(path) == doc.to_bytes(sqfig::Format::pdf));
    }
    SECTION("the target turns into a folder before finish(): the commit fails, nothing is left") {
        const std::string other = tmp / "becomes-a-folder.pdf";
        sqfig::DocumentWriter out(other);
        out.add(chart(1));
        std::filesystem::create_directory(other);
        CHECK_THROWS_AS(out.finish(), sqfig::Error);
        CHECK(std::filesystem::is_directory(other));
        CHECK(read_file(path) == "old contents");
        CHECK(leftovers(tmp.path()) == 0);
    }
    SECTION("a moved-from writer refuses, the moved-to one writes") {
        sqfig::DocumentWriter first(path);
        first.add(chart(1));
        sqfig::DocumentWriter second = std::move(first);
        CHECK_THROWS_WITH(first.add(chart(2)), Catch::Contains("moved from"));  // NOLINT(bugprone-use-after-move)
        second.add(chart(2));
        second.finish();
        CHECK(read_file(path).rfind("%PDF-", 0) == 0);
        CHECK(second.page_count() == 2);
    }
}

TEST_CASE("document writer: what it refuses", "[document][stream]") {
    TempDir tmp;
    CHECK_THROWS_WITH(sqfig::DocumentWriter(tmp / "a.svg"), Catch::Contains("PDF or PostScript"));
    CHECK_THROWS_WITH(sqfig::DocumentWriter(tmp / "a.png"), Catch::Contains("PDF or PostScript"));
    CHECK_THROWS_AS(sqfig::DocumentWriter(tmp / "a.txt"), sqfig::Error);
    CHECK_THROWS_AS(sqfig::DocumentWriter(tmp / "no-such-folder/a.pdf"), sqfig::Error);
    CHECK_THROWS_WITH(sqfig::DocumentWriter(tmp.path().string(), sqfig::Format::pdf), Catch::Contains("folder"));
    sqfig::SaveOptions tight;
    tight.tight = true;
    CHECK_THROWS_WITH(sqfig::DocumentWriter(tmp / "a.pdf", tight), Catch::Contains("tight"));
    CHECK(leftovers(tmp.path()) == 0);
}

TEST_CASE("document writer: a special file is written in place", "[document][stream]") {
    sqfig::DocumentWriter out("/dev/null", sqfig::Format::pdf);
    out.add(chart(1)).add(chart(2));
    out.finish();
    CHECK(out.page_count() == 2);
}
