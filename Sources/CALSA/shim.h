#include <alsa/asoundlib.h>

// ALSA reports errors on stderr, which would corrupt a curses screen. Its handler type is
// variadic, which Swift cannot implement, so the silent handler lives here.
static void earshot_alsa_silent_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}
static inline void earshot_alsa_silence_errors(void) {
    snd_lib_error_set_handler(earshot_alsa_silent_handler);
}
