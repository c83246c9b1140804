#include <alsa/asoundlib.h>

/* ALSA reports errors by printing them through a process-wide handler; library code must not
   print, so the player installs this silent handler and turns error codes into typed errors
   with snd_strerror instead. A variadic C handler cannot be written in Swift, hence this shim. */
static void guidance_alsa_silent_error_handler(const char *file, int line, const char *function,
                                               int err, const char *fmt, ...) {
    (void)file;
    (void)line;
    (void)function;
    (void)err;
    (void)fmt;
}

/* Installs the silent error handler (idempotent). */
static inline void guidance_alsa_silence_errors(void) {
    snd_lib_error_set_handler(guidance_alsa_silent_error_handler);
}
