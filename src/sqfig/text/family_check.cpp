// The implementation of sqfig/text/family_check.hpp.
#include "sqfig/text/family_check.hpp"

#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>

#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/detail/edit_distance.hpp"

namespace sqfig::detail {

namespace {

// The family fontconfig's default configuration draws `name` with ("" when
// nothing matches).
std::string fontconfig_family(const std::string& name) {
    FcPattern* want = FcPatternCreate();
    if (!want) return {};
    FcPatternAddString(want, FC_FAMILY, reinterpret_cast<const FcChar8*>(name.c_str()));
    FcConfigSubstitute(nullptr, want, FcMatchPattern);
    FcDefaultSubstitute(want);
    FcResult result = FcResultNoMatch;
    FcPattern* got = FcFontMatch(nullptr, want, &result);
    FcPatternDestroy(want);
    std::string out;
    FcChar8* family = nullptr;
    if (got && FcPatternGetString(got, FC_FAMILY, 0, &family) == FcResultMatch && family)
        out = reinterpret_cast<const char*>(family);
    if (got) FcPatternDestroy(got);
    return out;
}

bool is_generic_family(const std::string& name) {
    static const char* const generic[] = {"sans-serif", "sans", "serif", "monospace", "mono", "cursive",
                                          "fantasy", "system-ui", "emoji", "math"};
    const std::string n = lower_case(name);
    return std::find(std::begin(generic), std::end(generic), n) != std::end(generic);
}

// The installed family closest to `name` (for "did you mean"), or "" when
// none is close. Runs on the error path only.
std::string nearest_installed_family(const std::string& name) {
    FcPattern* all = FcPatternCreate();
    FcObjectSet* fields = FcObjectSetBuild(FC_FAMILY, static_cast<char*>(nullptr));
    FcFontSet* fonts = all && fields ? FcFontList(nullptr, all, fields) : nullptr;
    std::vector<std::string> installed;
    for (int i = 0; fonts && i < fonts->nfont; ++i) {
        FcChar8* family = nullptr;
        if (FcPatternGetString(fonts->fonts[i], FC_FAMILY, 0, &family) == FcResultMatch && family)
            installed.emplace_back(reinterpret_cast<const char*>(family));
    }
    if (fonts) FcFontSetDestroy(fonts);
    if (fields) FcObjectSetDestroy(fields);
    if (all) FcPatternDestroy(all);
    return nearest_name(name, installed);
}

}  // namespace

std::string lower_case(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

void require_known_family(const std::string& families, PangoFontMap* full_map) {
    struct Registry {
        std::mutex mutex;
        std::map<std::string, std::string> judged;  // list -> "" (fine) or the error's text
    };
    static Registry* const registry = new Registry;  // never destroyed: threads may lay out text during exit
    std::string verdict;
    {
        const std::lock_guard<std::mutex> lock(registry->mutex);
        const auto it = registry->judged.find(families);
        if (it != registry->judged.end()) {
            verdict = it->second;
        } else {
            if (PANGO_IS_FC_FONT_MAP(full_map)) (void)pango_fc_font_map_get_config(PANGO_FC_FONT_MAP(full_map));
            // Generic names pass without asking fontconfig (a match costs
            // 2.4 M instructions); the fallback is asked for once, when needed.
            std::string fallback_family;
            const auto fallback = [&fallback_family]() -> const std::string& {
                if (fallback_family.empty()) fallback_family = fontconfig_family("sqfig-no-such-family-name");
                return fallback_family;
            };
            std::string first_missing;
            bool known = families.empty();
            std::size_t from = 0;
            while (!known && from <= families.size()) {
                const std::size_t comma = std::min(families.find(',', from), families.size());
                std::string n = families.substr(from, comma - from);
                n.erase(0, n.find_first_not_of(" \t"));
                n.erase(n.find_last_not_of(" \t") + 1);
                from = comma + 1;
                if (n.empty()) continue;
                if (is_generic_family(n)) {
                    known = true;
                    break;
                }
                const std::string drawn = fontconfig_family(n);
                known = lower_case(drawn) == lower_case(n) || lower_case(drawn) != lower_case(fallback());
                if (!known && first_missing.empty()) first_missing = n;
            }
            if (!known) {
                const std::string near = nearest_installed_family(first_missing);
                verdict = "font family \"" + first_missing + "\" is not installed: fontconfig would draw its fallback \"" +
                          fallback() + "\" instead" + (near.empty() ? "" : " (did you mean \"" + near + "\"?)") +
                          "; name an installed family or a generic one (sans-serif, serif, monospace)";
            }
            registry->judged.emplace(families, verdict);
        }
    }
    if (!verdict.empty()) throw Error(verdict);
}

}  // namespace sqfig::detail
