// Measuring and drawing text with Pango. One TextEngine owns one Pango
// context set up for device-independent metrics (72 dpi, no hinting), so a
// text measures the same whether it ends up in a PDF, an SVG or a PNG.
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include <map>
#include <string>
#include <tuple>

#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

/// A laid-out text: a Pango layout plus its measured size. Cheap to copy.
struct MeasuredText {
    detail::GObjectRef<PangoLayout> layout;
    double width = 0;     // logical width, points
    double height = 0;    // logical height, points
    double baseline = 0;  // distance from the top to the first baseline, points
    double origin_x = 0;  // where the logical box starts inside the layout (wrapped,
    double origin_y = 0;  // aligned text); draw() shifts by it so (0,0) is the box corner
    std::string plain;    // the text without markup (for reports)
};

class TextEngine {
public:
    TextEngine() {
        PangoFontMap* map = pango_cairo_font_map_get_default();  // owned by Pango, shared per thread
        context_ = detail::GObjectRef<PangoContext>::adopt(pango_font_map_create_context(map));
        pango_cairo_context_set_resolution(context_.get(), 72.0);  // 1 pt == 1 user unit
        detail::FontOptionsPtr options{cairo_font_options_create()};
        cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
        cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
        cairo_font_options_set_antialias(options.get(), CAIRO_ANTIALIAS_GRAY);
        pango_cairo_context_set_font_options(context_.get(), options.get());
        pango_context_set_round_glyph_positions(context_.get(), FALSE);
    }

    /// Lays out Pango markup in the given style. wrap_width > 0 wraps at word
    /// boundaries; `align` aligns the lines of a multi-line text to each other.
    /// Results are cached: the same request is measured once.
    const MeasuredText& measure(const std::string& markup, const TextStyle& style,
                                HAlign align = HAlign::center, double wrap_width = 0) const {
        Key key{markup, style.family, style.size, static_cast<int>(style.weight),
                static_cast<int>(style.slant), static_cast<int>(align), wrap_width};
        auto it = cache_.find(key);
        if (it != cache_.end()) return it->second;
        return cache_.emplace(std::move(key), layout(markup, style, align, wrap_width)).first->second;
    }

    /// Draws a measured text with its top-left corner at the current origin.
    static void draw(cairo_t* cr, const MeasuredText& text, const Color& color) {
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a);
        cairo_move_to(cr, -text.origin_x, -text.origin_y);
        pango_cairo_show_layout(cr, text.layout.get());
    }

private:
    using Key = std::tuple<std::string, std::string, double, int, int, int, double>;

    MeasuredText layout(const std::string& markup, const TextStyle& style, HAlign align,
                        double wrap_width) const {
        // Pango keeps sizes and widths as int (units of 1/1024 pt): out-of-range
        // values would wrap to negative and be ignored without a word.
        if (!(style.size >= 0.1) || !(style.size <= 1e4))
            throw Error("font size " + std::to_string(style.size) + " pt is not in [0.1, 10000] (text \"" + markup + "\")");
        if (!(wrap_width >= 0)) throw Error("wrap width must not be negative");
        PangoAttrList* attrs_raw = nullptr;
        char* text_raw = nullptr;
        GError* error_raw = nullptr;
        if (!pango_parse_markup(markup.c_str(), static_cast<int>(markup.size()), 0, &attrs_raw, &text_raw,
                                nullptr, &error_raw)) {
            detail::GErrorPtr error{error_raw};
            throw Error("invalid text markup \"" + markup + "\": " + (error ? error->message : "?"));
        }
        detail::AttrListPtr attrs{attrs_raw};
        // No ligatures (matplotlib draws none either): fi/ff/fl glyphs have no
        // WinAnsi code, so each PDF would embed a second, CID-keyed font subset.
        pango_attr_list_insert_before(attrs.get(), pango_attr_font_features_new("liga 0, clig 0"));
        detail::GCharPtr text{text_raw};

        detail::FontDescriptionPtr desc{pango_font_description_new()};
        pango_font_description_set_family(desc.get(), style.family.c_str());
        pango_font_description_set_absolute_size(desc.get(), style.size * PANGO_SCALE);
        pango_font_description_set_weight(desc.get(), style.weight == FontWeight::bold ? PANGO_WEIGHT_BOLD
                                                                                       : PANGO_WEIGHT_NORMAL);
        pango_font_description_set_style(desc.get(), style.slant == FontSlant::italic ? PANGO_STYLE_ITALIC
                                                                                      : PANGO_STYLE_NORMAL);

        MeasuredText out;
        out.layout = detail::GObjectRef<PangoLayout>::adopt(pango_layout_new(context_.get()));
        PangoLayout* l = out.layout.get();
        pango_layout_set_font_description(l, desc.get());
        pango_layout_set_text(l, text.get(), -1);
        pango_layout_set_attributes(l, attrs.get());
        pango_layout_set_alignment(l, align == HAlign::left    ? PANGO_ALIGN_LEFT
                                      : align == HAlign::right ? PANGO_ALIGN_RIGHT
                                                               : PANGO_ALIGN_CENTER);
        if (wrap_width > 0 && wrap_width * PANGO_SCALE < 2e9) {  // wider than Pango can express: no wrap
            pango_layout_set_width(l, static_cast<int>(wrap_width * PANGO_SCALE));
            pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
        }
        PangoRectangle logical;
        pango_layout_get_extents(l, nullptr, &logical);
        out.origin_x = static_cast<double>(logical.x) / PANGO_SCALE;
        out.origin_y = static_cast<double>(logical.y) / PANGO_SCALE;
        out.width = static_cast<double>(logical.width) / PANGO_SCALE;
        out.height = static_cast<double>(logical.height) / PANGO_SCALE;
        out.baseline = static_cast<double>(pango_layout_get_baseline(l)) / PANGO_SCALE - out.origin_y;
        out.plain = text.get();
        return out;
    }

    detail::GObjectRef<PangoContext> context_;
    mutable std::map<Key, MeasuredText> cache_;
};

}  // namespace sqfig
