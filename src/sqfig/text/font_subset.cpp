// The implementation of sqfig/text/font_subset.hpp.
#include "sqfig/text/font_subset.hpp"

#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>

#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace sqfig::detail {

FamilyFonts::~FamilyFonts() { FcConfigDestroy(config_); }

namespace {

// The file, face index and family the full (default) configuration draws
// `family` with at the given fontconfig weight and slant; nullopt when the
// face is not a plain one (see the top of this header).
struct MatchedFace {
    std::string file;
    int index = 0;
    std::string family;
};

bool full_config_face(const std::string& family, double weight, int slant, MatchedFace& out) {
    FcPattern* want = FcPatternCreate();
    if (!want) return false;
    FcPatternAddString(want, FC_FAMILY, reinterpret_cast<const FcChar8*>(family.c_str()));
    FcPatternAddDouble(want, FC_WEIGHT, weight);
    FcPatternAddInteger(want, FC_SLANT, slant);
    FcPatternAddDouble(want, FC_SIZE, 10.0);
    FcPatternAddDouble(want, FC_PIXEL_SIZE, 10.0);
    FcConfigSubstitute(nullptr, want, FcMatchPattern);
    FcDefaultSubstitute(want);
    FcResult result = FcResultNoMatch;
    FcPattern* got = FcFontMatch(nullptr, want, &result);
    FcPatternDestroy(want);
    if (!got) return false;
    bool ok = result == FcResultMatch;
    FcChar8* file = nullptr;
    FcChar8* fam = nullptr;
    FcChar8* format = nullptr;
    int index = 0;
    FcBool flag = FcFalse;
    FcMatrix* matrix = nullptr;
    ok = ok && FcPatternGetString(got, FC_FILE, 0, &file) == FcResultMatch && file;
    ok = ok && FcPatternGetString(got, FC_FAMILY, 0, &fam) == FcResultMatch && fam;
    ok = ok && FcPatternGetInteger(got, FC_INDEX, 0, &index) == FcResultMatch;
    // Scalable TrueType or CFF (the formats Pango loads), not variable.
    ok = ok && FcPatternGetBool(got, FC_SCALABLE, 0, &flag) == FcResultMatch && flag;
    ok = ok && FcPatternGetString(got, FC_FONTFORMAT, 0, &format) == FcResultMatch && format &&
         (std::string(reinterpret_cast<const char*>(format)) == "TrueType" ||
          std::string(reinterpret_cast<const char*>(format)) == "CFF");
    ok = ok && !(FcPatternGetBool(got, FC_VARIABLE, 0, &flag) == FcResultMatch && flag);
    // No synthetic bold or slant: rules the private configuration lacks.
    ok = ok && !(FcPatternGetBool(got, FC_EMBOLDEN, 0, &flag) == FcResultMatch && flag);
    if (ok && FcPatternGetMatrix(got, FC_MATRIX, 0, &matrix) == FcResultMatch && matrix)
        ok = matrix->xx == 1 && matrix->xy == 0 && matrix->yx == 0 && matrix->yy == 1;
    if (ok) {
        out.file = reinterpret_cast<const char*>(file);
        out.index = index;
        out.family = reinterpret_cast<const char*>(fam);
    }
    FcPatternDestroy(got);
    return ok;
}

}  // namespace

std::shared_ptr<const FamilyFonts> family_fonts(const std::string& family, PangoFontMap* full_map) {
    struct Registry {
        std::mutex mutex;
        std::map<std::string, std::shared_ptr<const FamilyFonts>> families;  // guarded by mutex
        bool off = std::getenv("SQFIG_FULL_FONTCONFIG") != nullptr && std::getenv("SQFIG_FULL_FONTCONFIG")[0] != '\0' &&
                   std::getenv("SQFIG_FULL_FONTCONFIG")[0] != '0';
    };
    static Registry* const registry = new Registry;  // never destroyed: threads may lay out text during exit
    if (registry->off || family.empty()) return nullptr;
    const std::lock_guard<std::mutex> lock(registry->mutex);
    const auto it = registry->families.find(family);
    if (it != registry->families.end()) return it->second;

    std::shared_ptr<const FamilyFonts> made;
    if (PANGO_IS_FC_FONT_MAP(full_map)) (void)pango_fc_font_map_get_config(PANGO_FC_FONT_MAP(full_map));
    // Pango's weights 400 and 700 and slants roman and italic, as fontconfig numbers them.
    const double weights[] = {FcWeightFromOpenTypeDouble(400), FcWeightFromOpenTypeDouble(700)};
    const int slants[] = {FC_SLANT_ROMAN, FC_SLANT_ITALIC};
    std::vector<MatchedFace> faces;
    bool ok = true;
    for (double w : weights)
        for (int s : slants) {
            MatchedFace f;
            ok = ok && full_config_face(family, w, s, f);
            if (ok) faces.push_back(f);
        }
    for (const MatchedFace& f : faces) ok = ok && f.family == faces.front().family;
    if (ok) {
        // The private set holds the full configuration's own patterns of those
        // four faces (referenced, not copied: they stay in fontconfig's cache),
        // in the order the full configuration lists them. Scanning the files
        // again (FcConfigAppFontAddFile) made the same patterns for 5.5 M
        // instructions on the six paper figures.
        FcConfig* config = FcConfigCreate();
        ok = config && FcConfigBuildFonts(config);  // no font directories: an empty system set
        FcFontSet* set = ok ? FcConfigGetFonts(config, FcSetSystem) : nullptr;
        ok = ok && set;
        const auto is_face = [&faces](FcPattern* pattern) {
            FcChar8* file = nullptr;
            int index = -1;
            if (FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch || !file ||
                FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch)
                return false;
            for (const MatchedFace& f : faces)
                if (f.index == index && f.file == reinterpret_cast<const char*>(file)) return true;
            return false;
        };
        for (const FcSetName which : {FcSetSystem, FcSetApplication}) {
            const FcFontSet* full = ok ? FcConfigGetFonts(nullptr, which) : nullptr;
            for (int i = 0; full && i < full->nfont; ++i) {
                if (!is_face(full->fonts[i])) continue;
                FcPatternReference(full->fonts[i]);
                if (!FcFontSetAdd(set, full->fonts[i])) {
                    FcPatternDestroy(full->fonts[i]);
                    ok = false;
                }
            }
        }
        // Each face must be in the private set; the family name is used for
        // the private map's requests only if every face in it has that name.
        std::string name = faces.front().family;
        for (const MatchedFace& f : faces) {
            bool found = false;
            for (int i = 0; set && i < set->nfont; ++i) {
                FcChar8* file = nullptr;
                int index = -1;
                if (FcPatternGetString(set->fonts[i], FC_FILE, 0, &file) == FcResultMatch && file &&
                    f.file == reinterpret_cast<const char*>(file) &&
                    FcPatternGetInteger(set->fonts[i], FC_INDEX, 0, &index) == FcResultMatch && index == f.index)
                    found = true;
            }
            ok = ok && found;
        }
        for (int i = 0; set && i < set->nfont; ++i) {
            bool named = false;
            FcChar8* fam = nullptr;
            for (int k = 0; FcPatternGetString(set->fonts[i], FC_FAMILY, k, &fam) == FcResultMatch; ++k)
                named = named || (fam && name == reinterpret_cast<const char*>(fam));
            if (!named) name = family;
        }
        std::set<std::string> files;
        for (const MatchedFace& f : faces) files.insert(f.file);
        if (ok)
            made = std::make_shared<const FamilyFonts>(config, std::vector<std::string>(files.begin(), files.end()),
                                                       name);
        else if (config) FcConfigDestroy(config);
    }
    registry->families.emplace(family, made);
    return made;
}

}  // namespace sqfig::detail
