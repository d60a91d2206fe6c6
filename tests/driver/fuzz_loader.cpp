// libFuzzer harness for the results loader: any bytes, fed to every family's
// parser, must give a result or diagnostics, never a crash, hang or leak.
// Build (clang): configure with -DSQFIG_BUILD_FUZZERS=ON and CXX=clang++, or
//   clang++ -std=c++17 -g -O1 -fsanitize=fuzzer,address,undefined \
//     -Iexamples/paper_figures tests/driver/fuzz_loader.cpp \
//     examples/paper_figures/loader.cpp -o fuzz_loader
// Run: ./fuzz_loader -max_total_time=60 examples/data tests/driver/bad_inputs/*/
#include "loader.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<paper::Diagnostic> diags;
    const auto p = paper::parse_perplexity(text, "fuzz.json", diags);
    const auto g = paper::parse_generation(text, "fuzz.json", diags);
    const auto l = paper::parse_latency(text, "fuzz.json", diags);
    const auto b = paper::parse_longbench(text, "fuzz.json", diags);
    const auto a = paper::parse_attention(text, "fuzz.json", diags);
    for (const auto& d : diags) (void)d.to_string();
    // A family either loads or explains why not.
    const bool all_loaded = p && g && l && b && a;
    if (!all_loaded && diags.empty()) __builtin_trap();
    return 0;
}
