// cairo_t without <cairo.h>: Figure::draw takes one, and in separate
// compilation the public headers include no Cairo header. The typedef is
// Cairo's own (cairo.h: `typedef struct _cairo cairo_t;`), so both may meet.
#pragma once

extern "C" {
typedef struct _cairo cairo_t;
}
