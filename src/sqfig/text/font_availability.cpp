// The implementation of sqfig/text/font_availability.hpp.
#include <pango/pangocairo.h>

#include <string>

#include "sqfig/core/error.hpp"
#include "sqfig/detail/pango_handles.hpp"
#include "sqfig/text/family_check.hpp"
#include "sqfig/text/font_availability.hpp"
#include "sqfig/text/text_engine.hpp"

namespace sqfig {

std::string matched_font_family(const std::string& family) {
    const auto fonts = detail::LockedFontMap::of_this_thread();
    const detail::FontMapLock held = fonts->lock();
    PangoFontMap* map = fonts->get(held);
    const auto context = detail::GObjectRef<PangoContext>::adopt(pango_font_map_create_context(map));
    detail::FontDescriptionPtr wanted{pango_font_description_new()};
    pango_font_description_set_family(wanted.get(), family.c_str());
    pango_font_description_set_absolute_size(wanted.get(), 10.0 * PANGO_SCALE);
    const auto font = detail::GObjectRef<PangoFont>::adopt(pango_font_map_load_font(map, context.get(), wanted.get()));
    if (!font) return {};
    detail::FontDescriptionPtr got{pango_font_describe(font.get())};
    const char* name = got ? pango_font_description_get_family(got.get()) : nullptr;
    return name ? name : "";
}

bool font_installed(const std::string& family) {
    return !family.empty() && detail::lower_case(matched_font_family(family)) == detail::lower_case(family);
}

void require_font(const std::string& family, const std::string& debian_package) {
    if (font_installed(family)) return;
    const std::string instead = matched_font_family(family);
    throw Error("font \"" + family + "\" is not installed (fontconfig would draw \"" +
                (instead.empty() ? std::string("nothing") : instead) + "\" instead); install the Debian package " +
                debian_package + " (apt-get install " + debian_package + ")");
}

}  // namespace sqfig
