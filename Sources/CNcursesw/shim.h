#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

/* The wide-character API (cchar_t, add_wch, get_wch, setcchar) is hidden unless these are
   defined, and SwiftPM drops the -D flags pkg-config would pass. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Everything below is a macro or a mutable global in C, which Swift cannot import (macros) or
   will not read under strict concurrency (globals): each gets a small inline function. */

/* ---- globals ---- */
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline WINDOW *cnc_curscr(void) { return curscr; }
static inline int cnc_lines(void) { return LINES; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline int cnc_escdelay(void) { return ESCDELAY; }
static inline FILE *cnc_stdin(void) { return stdin; }
static inline FILE *cnc_stdout(void) { return stdout; }

static inline void cnc_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }

/* ---- attributes ---- */
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_italic(void) { return A_ITALIC; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_a_attributes(void) { return A_ATTRIBUTES; }
static inline attr_t cnc_a_color(void) { return A_COLOR; }

/* Sets a window's attributes and colour pair, pairs above 32767 included (ncurses passes the
   extended pair through the opts pointer). */
static inline int cnc_wattr_set(WINDOW *w, attr_t attrs, int pair) {
    return wattr_set(w, attrs, (short)(pair > 32767 ? 0 : pair), &pair);
}

/* A cchar_t from up to CCHARW_MAX wide characters, with attributes and an extended pair. */
static inline int cnc_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(cell, text, attrs, (short)(pair > 32767 ? 0 : pair), &pair);
}

/* The characters (NUL-terminated, room for CCHARW_MAX + 1), attributes and pair of a cchar_t. */
static inline int cnc_getcchar(const cchar_t *cell, wchar_t *text, attr_t *attrs, int *pair) {
    short narrow = 0;
    *pair = 0;
    int result = getcchar(cell, text, attrs, &narrow, pair);
    if (*pair == 0) *pair = narrow;
    return result;
}

static inline int cnc_ccharw_max(void) { return CCHARW_MAX; }

/* ---- line drawing ----
   The ncurses line-drawing character for a Unicode box-drawing code point, or NULL. ncurses
   draws these with the terminal's own line set where Unicode lines would not show (the Linux
   console, NCURSES_NO_UTF8_ACS). */
static inline const cchar_t *cnc_wacs_for(unsigned int c) {
    switch (c) {
    case 0x2500: return WACS_HLINE;     case 0x2502: return WACS_VLINE;
    case 0x250C: return WACS_ULCORNER;  case 0x2510: return WACS_URCORNER;
    case 0x2514: return WACS_LLCORNER;  case 0x2518: return WACS_LRCORNER;
    case 0x251C: return WACS_LTEE;      case 0x2524: return WACS_RTEE;
    case 0x252C: return WACS_TTEE;      case 0x2534: return WACS_BTEE;
    case 0x253C: return WACS_PLUS;
    case 0x2550: return WACS_D_HLINE;   case 0x2551: return WACS_D_VLINE;
    case 0x2554: return WACS_D_ULCORNER; case 0x2557: return WACS_D_URCORNER;
    case 0x255A: return WACS_D_LLCORNER; case 0x255D: return WACS_D_LRCORNER;
    case 0x2501: return WACS_T_HLINE;   case 0x2503: return WACS_T_VLINE;
    case 0x250F: return WACS_T_ULCORNER; case 0x2513: return WACS_T_URCORNER;
    case 0x2517: return WACS_T_LLCORNER; case 0x251B: return WACS_T_LRCORNER;
    default: return NULL;
    }
}

/* ---- mouse ----
   The backend decodes SGR mouse reports itself (TerminalUI's InputDecoder, keypad off); these
   masks are for code that uses ncurses' own mouse support. */
static inline mmask_t cnc_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cnc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cnc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cnc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cnc_button5_pressed(void) { return BUTTON5_PRESSED; }

static inline int cnc_key_f(int n) { return KEY_F(n); }

/* ---- terminfo ----
   A terminfo string capability of the current terminal, or NULL when absent or not a string
   (tigetstr's (char *)-1). */
static inline const char *cnc_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

/* ---- locale and width ---- */
static inline const char *cnc_codeset(void) { return nl_langinfo(CODESET); }

/* glibc hides wcwidth behind feature macros Swift's Glibc module does not set; ncurses measures
   with the same function, so text layout and the terminal agree. */
extern int wcwidth(wchar_t c);
static inline int cnc_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

#endif
