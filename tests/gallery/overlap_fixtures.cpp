// Figures the overlap check must flag (tests/gallery/overlap_check.py
// --expect-overlap): each PDF holds one defect its layout check cannot
// avoid, drawn by sqfig as a user could ask for it.
//
//   sqfig_overlap_fixtures OUT_DIR
//     same_spot.pdf   two texts at one data point
//     third_line.pdf  a text lowered by a third of a line onto another
//     off_page.pdf    figure text running off the right edge
#include <sqfig/sqfig.hpp>

#include <filesystem>
#include <iostream>
#include <string>

namespace {

sqfig::Figure with_line() {
    sqfig::Figure fig{sqfig::inches(4, 3)};
    fig.axes().line({0, 1, 2}, {0, 1, 0});
    return fig;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: sqfig_overlap_fixtures OUT_DIR\n";
        return 2;
    }
    const std::string dir = argv[1];
    try {
        std::filesystem::create_directories(dir);
        sqfig::Figure same = with_line();
        same.axes().text({1, 0.5}, "Alpha").size(12);
        same.axes().text({1, 0.5}, "Omega").size(12);
        same.save(dir + "/same_spot.pdf");

        // 12 pt text: a line is about 14 pt; 0.1 in y on this plot is about 15 pt,
        // so 0.033 lowers the second text by about a third of a line.
        sqfig::Figure third = with_line();
        third.axes().text({1, 0.5}, "Alpha").size(12);
        third.axes().text({1, 0.467}, "Omega").size(12);
        third.save(dir + "/third_line.pdf");

        sqfig::Figure off = with_line();
        off.text({0.97, 0.5}, "Runaway caption").align(sqfig::HAlign::left, sqfig::VAlign::center);
        off.save(dir + "/off_page.pdf");
    } catch (const std::exception& e) {
        std::cerr << "sqfig_overlap_fixtures: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
