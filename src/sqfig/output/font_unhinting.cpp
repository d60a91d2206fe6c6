// The implementation of sqfig/output/font_unhinting.hpp: HarfBuzz's
// subsetter (the one file that includes <hb-subset.h>).
#include "sqfig/output/font_unhinting.hpp"

#include <hb-subset.h>
#include <hb.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace sqfig::detail {

namespace {
namespace hb {
struct BlobFree {
    void operator()(hb_blob_t* b) const { hb_blob_destroy(b); }
};
struct FaceFree {
    void operator()(hb_face_t* f) const { hb_face_destroy(f); }
};
struct SubsetInputFree {
    void operator()(hb_subset_input_t* i) const { hb_subset_input_destroy(i); }
};
using BlobPtr = std::unique_ptr<hb_blob_t, BlobFree>;
using FacePtr = std::unique_ptr<hb_face_t, FaceFree>;
using SubsetInputPtr = std::unique_ptr<hb_subset_input_t, SubsetInputFree>;

bool has_table(hb_face_t* face, hb_tag_t tag) {
    const BlobPtr table(hb_face_reference_table(face, tag));
    return hb_blob_get_length(table.get()) > 0;
}

/// The tables the subset leaves out: those hinting alone uses, and the
/// signature that any change makes false.
bool is_dropped_table(hb_tag_t tag) {
    return tag == HB_TAG('f', 'p', 'g', 'm') || tag == HB_TAG('p', 'r', 'e', 'p') || tag == HB_TAG('c', 'v', 't', ' ') ||
           tag == HB_TAG('h', 'd', 'm', 'x') || tag == HB_TAG('V', 'D', 'M', 'X') || tag == HB_TAG('L', 'T', 'S', 'H') ||
           tag == HB_TAG('D', 'S', 'I', 'G');
}

/// Whether `after` has every table of `before` but the dropped ones, each
/// readable (HarfBuzz leaves out a table it finds malformed), and as many glyphs.
bool keeps_the_font(hb_face_t* before, hb_face_t* after) {
    if (hb_face_get_glyph_count(after) != hb_face_get_glyph_count(before)) return false;
    hb_tag_t tags[64];
    unsigned count = 64;
    if (hb_face_get_table_tags(before, 0, &count, tags) > 64) return false;  // not a font Cairo wrote
    for (unsigned i = 0; i < count; ++i)
        if (!is_dropped_table(tags[i]) && !has_table(after, tags[i])) return false;
    return true;
}
}  // namespace hb
}  // namespace

std::optional<std::string> strip_truetype_hinting(std::string_view font) {
    // READONLY: HarfBuzz reads `font` in place and copies what it changes.
    if (font.size() > 0xffffffffu) return std::nullopt;
    const hb::BlobPtr blob(hb_blob_create_or_fail(font.data(), static_cast<unsigned>(font.size()),
                                                  HB_MEMORY_MODE_READONLY, nullptr, nullptr));
    if (!blob) return std::nullopt;
    const hb::FacePtr face(hb_face_create(blob.get(), 0));
    const unsigned glyphs = hb_face_get_glyph_count(face.get());
    if (glyphs == 0 || !hb::has_table(face.get(), HB_TAG('g', 'l', 'y', 'f'))) return std::nullopt;
    const hb::SubsetInputPtr input(hb_subset_input_create_or_fail());
    if (!input) return std::nullopt;
    hb_set_add_range(hb_subset_input_glyph_set(input.get()), 0, glyphs - 1);
    hb_subset_input_set_flags(input.get(), HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_RETAIN_GIDS |
                                               HB_SUBSET_FLAGS_NOTDEF_OUTLINE | HB_SUBSET_FLAGS_GLYPH_NAMES |
                                               HB_SUBSET_FLAGS_NAME_LEGACY |
                                               HB_SUBSET_FLAGS_PASSTHROUGH_UNRECOGNIZED);
    // No Unicode set is given (Cairo's subsets map codes, not characters):
    // these tables would lose their entries if subset, so they pass through.
    hb_set_t* as_is = hb_subset_input_set(input.get(), HB_SUBSET_SETS_NO_SUBSET_TABLE_TAG);
    for (const hb_tag_t tag : {HB_TAG('c', 'm', 'a', 'p'), HB_TAG('n', 'a', 'm', 'e'), HB_TAG('p', 'o', 's', 't'),
                               HB_TAG('O', 'S', '/', '2')})
        hb_set_add(as_is, tag);
    const hb::FacePtr subset(hb_subset_or_fail(face.get(), input.get()));
    if (!subset) return std::nullopt;
    const hb::BlobPtr out(hb_face_reference_blob(subset.get()));
    const hb::FacePtr reread(hb_face_create(out.get(), 0));
    if (!hb::keeps_the_font(face.get(), reread.get())) return std::nullopt;
    unsigned length = 0;
    const char* data = hb_blob_get_data(out.get(), &length);
    if (data == nullptr || length == 0 || length >= font.size()) return std::nullopt;
    return std::string(data, length);
}

}  // namespace sqfig::detail
