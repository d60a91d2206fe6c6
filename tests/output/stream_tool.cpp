// sqfig_stream_tool: a document streamed with sqfig::DocumentWriter, for the
// tests that run it under the fault-injection shim.
//
//   sqfig_stream_tool PATH PAGES
//       writes PAGES small charts to PATH (.pdf or .ps) page by page, then finish()
//
// Exit status: 0 done, 1 sqfig::Error (its message on stderr), 2 bad usage.
#include <sqfig/sqfig.hpp>

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: sqfig_stream_tool PATH PAGES\n");
        return 2;
    }
    try {
        sqfig::DocumentWriter out(argv[1]);
        const int pages = std::stoi(argv[2]);
        for (int i = 0; i < pages; ++i) {
            sqfig::Figure fig{sqfig::inches(4, 3)};
            fig.axes().line({0, 1, 2, 3}, {1.0 * i, 3, 2, 5}).label("series " + std::to_string(i));
            fig.axes().title("Page " + std::to_string(i));
            fig.axes().legend();
            out.add(fig);
        }
        out.finish();
        return 0;
    } catch (const sqfig::Error& e) {
        std::fprintf(stderr, "sqfig_stream_tool: %s\n", e.what());
        return 1;
    }
}
