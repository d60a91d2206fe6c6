// The implementation of sqfig/artists/legend.hpp.
#include "sqfig/artists/legend.hpp"
#include "sqfig/detail/user_code.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

Legend& Legend::frame_alpha(double a) {
    frame_alpha_ = checked_alpha(a, "legend: frame");
    return *this;
}

Legend& Legend::font_size(double pt) { font_size_ = detail::checked_size(pt, "legend font size"); return *this; }

Legend& Legend::columns(int n) {
    if (n < 0 || n > 1000) throw Error("legend: columns must be between 0 (automatic) and 1000");
    columns_ = n;
    return *this;
}

auto Legend::cell_of(std::size_t i, std::size_t n, std::size_t columns) -> Cell {
    const std::size_t base = n / columns, extra = n % columns;
    const std::size_t tall = extra * (base + 1);  // entries in the longer columns
    if (i < tall || base == 0) return {i % (base + 1), i / (base + 1)};
    return {(i - tall) % base, extra + (i - tall) / base};
}

namespace detail {

double legend_width(const std::vector<double>& text_widths, double em, std::size_t columns,
                    std::vector<double>* column_width) {
    // matplotlib's proportions: border pad 0.4 em, handle 2 em, handle-text pad 0.8 em,
    // row gap 0.5 em, column gap 2 em.
    std::vector<double> own;
    std::vector<double>& widths = column_width ? *column_width : own;
    widths.assign(columns, 0.0);
    for (std::size_t i = 0; i < text_widths.size(); ++i) {
        const std::size_t c = Legend::cell_of(i, text_widths.size(), columns).column;
        widths[c] = std::max(widths[c], 2.8 * em + text_widths[i]);
    }
    const double pad = 0.4 * em, col_gap = 2.0 * em;
    double width = 2 * pad;
    for (double w : widths) width += w;
    width += static_cast<double>(columns - 1) * col_gap;
    return width;
}

double legend_width_at_least(std::size_t columns, double narrowest, double em) {
    const double pad = 0.4 * em, col_gap = 2.0 * em;
    const auto n = static_cast<double>(columns);
    return 2 * pad + n * (2.8 * em + narrowest) + (n - 1) * col_gap;
}

}  // namespace detail

auto Legend::measure(const std::vector<LegendEntry>& entries, const Style& style, const TextMeasurer& engine,
                   int columns) const -> Layout {
    Layout l;
    l.entries = entries;
    l.em = font_size_ > 0 ? font_size_ : style.legend_size;
    TextStyle ts;
    ts.family = style.font_family;
    ts.size = l.em;
    l.texts.reserve(entries.size());
    for (const LegendEntry& e : entries) l.texts.push_back(&engine.measure(math_to_markup(e.label), ts, HAlign::left));
    return arrange(std::move(l), columns);
}

auto Legend::arrange(Layout l, int columns) const -> Layout {
    const std::size_t n = l.entries.size();
    if (l.texts.size() != n) throw Error("legend: a layout to arrange holds " + std::to_string(l.texts.size()) +
                                         " measured texts for " + std::to_string(n) + " entries");
    l.columns = std::max(1, std::min<int>(columns > 0 ? columns : std::max(1, columns_),
                                          static_cast<int>(std::max<std::size_t>(n, 1))));
    std::vector<double> widths;
    widths.reserve(n);
    for (const MeasuredText* m : l.texts) widths.push_back(m->width);
    const auto cols = static_cast<std::size_t>(l.columns);
    const std::size_t rows = (n + cols - 1) / cols;
    l.size.width = detail::legend_width(widths, l.em, cols, &l.column_width);
    l.row_height.assign(rows, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const Cell at = cell_of(i, n, cols);
        l.row_height[at.row] = std::max(l.row_height[at.row], l.texts[i]->height);
    }
    const double pad = 0.4 * l.em, row_gap = 0.5 * l.em;
    l.size.height = 2 * pad + (rows > 0 ? static_cast<double>(rows - 1) * row_gap : 0);
    for (double h : l.row_height) l.size.height += h;
    return l;
}

void Legend::emit(std::vector<SceneItem>& out, const Layout& l, Point top_left, const Style& style, int group,
              const std::string& owner) const {
    const double pad = 0.4 * l.em, handle = 2.0 * l.em, gap = 0.8 * l.em, row_gap = 0.5 * l.em;
    SceneItem frame;
    frame.footprint = Footprint::frame;
    frame.role = Role::legend_frame;
    frame.kind = "legend";
    frame.group = group;
    frame.owner = owner + " legend";
    const Rect r{top_left.x, top_left.y, l.size.width, l.size.height};
    frame.payload = frame_ ? box_path({r.left(), r.top()}, {r.right(), r.bottom()}, style.background.with_alpha(frame_alpha_),
                                   StrokeStyle{Color{0.8, 0.8, 0.8, frame_alpha_}, 0.8})
                        : box_path({r.left(), r.top()}, {r.right(), r.bottom()}, Color{0, 0, 0, 0});
    out.push_back(frame);

    const auto cols = static_cast<std::size_t>(l.columns);
    const double col_gap = 2.0 * l.em;
    // Where each column and row starts, summed once (not once per entry: a
    // legend of n entries in one column was n^2/2 additions).
    std::vector<double> column_x(l.column_width.size() + 1, r.left() + pad), row_y(l.row_height.size() + 1, r.top() + pad);
    for (std::size_t c = 0; c < l.column_width.size(); ++c) column_x[c + 1] = column_x[c] + (l.column_width[c] + col_gap);
    for (std::size_t k = 0; k < l.row_height.size(); ++k) row_y[k + 1] = row_y[k] + (l.row_height[k] + row_gap);
    for (std::size_t i = 0; i < l.entries.size(); ++i) {
        const LegendEntry& e = l.entries[i];
        const MeasuredText& m = *l.texts[i];
        const Cell at = cell_of(i, l.entries.size(), cols);
        const std::size_t row = at.row;
        const double x = column_x[at.column], y = row_y[row];
        const double cy = y + l.row_height[row] / 2;
        const double hx = x;
        // The artist draws its own handle; its items belong to the legend box.
        const std::size_t first = out.size();
        if (e.draw_handle)
            detail::call_user([&] { return owner + " legend entry \"" + e.label + "\""; }, "its handle",
                              [&] { e.draw_handle(out, Rect{hx, y, handle, l.row_height[row]}, l.em); });
        for (std::size_t k = first; k < out.size(); ++k) {
            out[k].footprint = Footprint::none;
            out[k].role = Role::legend_handle;
            if (out[k].kind.empty()) out[k].kind = "legend handle";
            out[k].group = group;
            out[k].owner = frame.owner + " handle";
        }
        SceneItem t;
        t.footprint = Footprint::text;
        t.role = Role::legend_text;
        t.kind = "legend text";
        t.group = group;
        t.owner = frame.owner + " entry \"" + e.label + "\"";
        t.container = r;
        t.payload = place_text(m, {hx + handle + gap, cy}, HAlign::left, VAlign::center, 0, style.text_color);
        out.push_back(std::move(t));
    }
}

}  // namespace sqfig
