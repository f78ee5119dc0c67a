// SwiftPM drops pkg-config -D flags, so the wide-character API must be requested here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

// Attribute and mouse macros Swift cannot import, as functions.
static inline int earshot_a_bold(void) { return A_BOLD; }
static inline int earshot_a_reverse(void) { return A_REVERSE; }
static inline int earshot_a_dim(void) { return A_DIM; }
static inline int earshot_a_underline(void) { return A_UNDERLINE; }
static inline unsigned long earshot_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline unsigned long earshot_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline unsigned long earshot_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline int earshot_key_mouse(void) { return KEY_MOUSE; }
static inline int earshot_key_resize(void) { return KEY_RESIZE; }
