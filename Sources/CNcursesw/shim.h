#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

/* The wide-character API (cchar_t, add_wch, get_wch) is hidden unless these are defined, and
   SwiftPM drops the flags pkg-config would pass. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Macros Swift cannot import, and mutable globals Swift 6 will not read, as inline functions. */
static inline void cnc_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_italic(void) { return A_ITALIC; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline mmask_t cnc_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cnc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cnc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cnc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cnc_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline int cnc_key_f(int n) { return KEY_F(n); }

/* glibc hides wcwidth behind feature macros Swift's Glibc module does not set; ncurses measures
   with the same function, so text layout and the terminal agree. */
extern int wcwidth(wchar_t c);
static inline int cnc_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

#endif
