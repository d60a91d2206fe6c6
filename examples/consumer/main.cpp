// sqfig-consumer-example OUT.pdf
//
// A downstream program: builds a chart, saves it on its own, and writes a
// two-page document (the chart as a page; a page composing the chart with a
// heading and a paragraph).
#include <sqfig/document.hpp>
#include <sqfig/sqfig.hpp>

#include <cstdio>
#include <exception>
#include <string>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUT.pdf\n", argv[0]);
        return 2;
    }
    const std::string out = argv[1];
    try {
        // A chart, matplotlib style: figure, axes, bars, labels, title.
        sqfig::Style style;  // matplotlib's defaults, then a serif look without top/right spines
        style.font_family = "serif";
        style.tick_label_size = 9;
        style.spine_top = style.spine_right = false;
        sqfig::Figure fig{sqfig::inches(4.5, 3), style};
        sqfig::Axes& ax = fig.axes();
        ax.bars({0, 1, 2}, {6.49, 6.98, 2048.57}).colors({"#1f4e79", "#0a8a3a", "#b03a3a"}).width(0.55);
        ax.y_scale(sqfig::LogScale{10});
        ax.x_ticks({0, 1, 2}, {"FP16", "Quantized", "Baseline"});
        ax.y_label("Perplexity (log scale)");
        ax.title("Downstream chart");
        fig.save(out + ".chart.png");  // by extension: .pdf .svg .png .ps

        // A document: the figure as a page, then a composed page.
        sqfig::Document doc{sqfig::Metadata{"Consumer example", "sqfig user", "", "sqfig-consumer-example", {}}};
        doc.add(fig);
        sqfig::Page& page = doc.page({595, 842});  // A4 portrait, points
        sqfig::TextStyle heading;
        heading.size = 16;
        heading.weight = sqfig::FontWeight::bold;
        page.text({56, 56}, "A page composed by a downstream project", heading);
        page.place(fig, {56, 96, 483, 320});
        sqfig::TextLayout wrap;
        wrap.wrap_width = 483;
        page.text({56, 436}, "The chart above was laid out for its rectangle on this page; this paragraph wraps "
                             "at word boundaries. Text may hold math: $d_{\\rm eff} \\leq d$.", {}, wrap);
        doc.save(out);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sqfig-consumer-example: %s\n", e.what());
        return 1;
    }
    std::printf("wrote %s (sqfig %s)\n", out.c_str(), sqfig::version_string);
    return 0;
}
