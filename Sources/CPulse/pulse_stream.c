// A small client of libpulse's asynchronous API. The "simple" API cannot set a stream's
// properties (media.role, which the server's ducking keys on) without the process environment,
// nor drop buffered audio at once, so the stream is driven here with a threaded main loop.
//
// libpulse is loaded when the first stream opens (dlopen), not when the program starts: it and
// the libraries it needs take milliseconds to load and relocate, which every process of the
// program paid, the speech worker and `say -o FILE` included, that never play a sound. Without
// libpulse on the system the stream cannot open, and the error says why.
#include <dlfcn.h>
#include <pthread.h>
#include <pulse/pulseaudio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pulse_stream.h"

/* The libpulse functions this client calls, each named as in libpulse. */
#define GUIDANCE_PULSE_FUNCTIONS(X) \
    X(pa_context_connect) \
    X(pa_context_disconnect) \
    X(pa_context_errno) \
    X(pa_context_get_server_info) \
    X(pa_context_get_state) \
    X(pa_context_new_with_proplist) \
    X(pa_context_set_state_callback) \
    X(pa_context_unref) \
    X(pa_operation_get_state) \
    X(pa_operation_unref) \
    X(pa_proplist_free) \
    X(pa_proplist_new) \
    X(pa_proplist_sets) \
    X(pa_stream_connect_playback) \
    X(pa_stream_disconnect) \
    X(pa_stream_flush) \
    X(pa_stream_get_latency) \
    X(pa_stream_get_state) \
    X(pa_stream_new_with_proplist) \
    X(pa_stream_set_state_callback) \
    X(pa_stream_set_write_callback) \
    X(pa_stream_unref) \
    X(pa_stream_writable_size) \
    X(pa_stream_write) \
    X(pa_strerror) \
    X(pa_threaded_mainloop_free) \
    X(pa_threaded_mainloop_get_api) \
    X(pa_threaded_mainloop_lock) \
    X(pa_threaded_mainloop_new) \
    X(pa_threaded_mainloop_signal) \
    X(pa_threaded_mainloop_start) \
    X(pa_threaded_mainloop_stop) \
    X(pa_threaded_mainloop_unlock) \
    X(pa_threaded_mainloop_wait) \
    X(pa_usec_to_bytes)

static struct {
#define GUIDANCE_PULSE_FIELD(name) __typeof__(name) *name;
    GUIDANCE_PULSE_FUNCTIONS(GUIDANCE_PULSE_FIELD)
#undef GUIDANCE_PULSE_FIELD
} pulse_api;

static pthread_once_t pulse_loading = PTHREAD_ONCE_INIT;
/* Why libpulse could not be loaded; empty once it is. */
static char pulse_missing[256] = "not loaded";

static void load_pulse(void) {
    void *library = dlopen("libpulse.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(pulse_missing, sizeof pulse_missing, "libpulse cannot be loaded (%s)", dlerror());
        return;
    }
#define GUIDANCE_PULSE_LOAD(name)                                                              \
    if (!(pulse_api.name = (__typeof__(name) *)dlsym(library, #name))) {                      \
        snprintf(pulse_missing, sizeof pulse_missing, "libpulse lacks %s", #name);             \
        return;                                                                                \
    }
    GUIDANCE_PULSE_FUNCTIONS(GUIDANCE_PULSE_LOAD)
#undef GUIDANCE_PULSE_LOAD
    pulse_missing[0] = 0;
}

struct guidance_pulse {
    pa_threaded_mainloop *loop;
    pa_context *context;
    pa_stream *stream;
    pa_sample_spec spec;
    char server_name[128];
    /* Set by guidance_pulse_interrupt: a write waiting for room returns at once. */
    int interrupted;
};

static void say(char *error, size_t size, const char *what, const char *why) {
    if (error && size) snprintf(error, size, "%s: %s", what, why);
}

static void context_changed(pa_context *context, void *user) {
    (void)context;
    pulse_api.pa_threaded_mainloop_signal(((guidance_pulse *)user)->loop, 0);
}

static void stream_changed(pa_stream *stream, void *user) {
    (void)stream;
    pulse_api.pa_threaded_mainloop_signal(((guidance_pulse *)user)->loop, 0);
}

static void stream_writable(pa_stream *stream, size_t bytes, void *user) {
    (void)stream;
    (void)bytes;
    pulse_api.pa_threaded_mainloop_signal(((guidance_pulse *)user)->loop, 0);
}

static void server_info(pa_context *context, const pa_server_info *info, void *user) {
    (void)context;
    guidance_pulse *pulse = user;
    if (info && info->server_name)
        snprintf(pulse->server_name, sizeof pulse->server_name, "%s%s%s", info->server_name,
                 info->server_version ? " " : "", info->server_version ? info->server_version : "");
    pulse_api.pa_threaded_mainloop_signal(pulse->loop, 0);
}

static const char *context_reason(guidance_pulse *pulse) {
    return pulse_api.pa_strerror(pulse_api.pa_context_errno(pulse->context));
}

guidance_pulse *guidance_pulse_open(const char *server, const char *application, const char *role,
                                    const char *stream_name, unsigned rate, unsigned latency_us,
                                    char *error, size_t error_size) {
    pthread_once(&pulse_loading, load_pulse);
    if (pulse_missing[0]) {
        say(error, error_size, "sound server", pulse_missing);
        return NULL;
    }
    guidance_pulse *pulse = calloc(1, sizeof *pulse);
    if (!pulse) {
        say(error, error_size, "sound server", "out of memory");
        return NULL;
    }
    pulse->spec.format = PA_SAMPLE_S16LE;
    pulse->spec.channels = 1;
    pulse->spec.rate = rate;
    pulse->loop = pulse_api.pa_threaded_mainloop_new();
    pa_proplist *properties = pulse_api.pa_proplist_new();
    if (!pulse->loop || !properties) {
        if (properties) pulse_api.pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        say(error, error_size, "sound server", "cannot start the client loop");
        return NULL;
    }
    pulse_api.pa_proplist_sets(properties, PA_PROP_APPLICATION_NAME, application);
    pulse_api.pa_proplist_sets(properties, PA_PROP_MEDIA_ROLE, role);
    pulse->context = pulse_api.pa_context_new_with_proplist(pulse_api.pa_threaded_mainloop_get_api(pulse->loop), application,
                                                  properties);
    if (!pulse->context) {
        pulse_api.pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        say(error, error_size, "sound server", "cannot create a client context");
        return NULL;
    }
    pulse_api.pa_context_set_state_callback(pulse->context, context_changed, pulse);
    if (pulse_api.pa_context_connect(pulse->context, server, PA_CONTEXT_NOAUTOSPAWN, NULL) < 0) {
        say(error, error_size, "cannot connect to the sound server", context_reason(pulse));
        pulse_api.pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        return NULL;
    }
    pulse_api.pa_threaded_mainloop_lock(pulse->loop);
    if (pulse_api.pa_threaded_mainloop_start(pulse->loop) < 0) {
        pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
        pulse_api.pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        say(error, error_size, "sound server", "cannot start the client thread");
        return NULL;
    }
    for (;;) {
        pa_context_state_t state = pulse_api.pa_context_get_state(pulse->context);
        if (state == PA_CONTEXT_READY) break;
        if (!PA_CONTEXT_IS_GOOD(state)) {
            say(error, error_size, "cannot connect to the sound server", context_reason(pulse));
            pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
            pulse_api.pa_proplist_free(properties);
            guidance_pulse_close(pulse);
            return NULL;
        }
        pulse_api.pa_threaded_mainloop_wait(pulse->loop);
    }
    pa_operation *info = pulse_api.pa_context_get_server_info(pulse->context, server_info, pulse);
    if (info) {
        while (pulse_api.pa_operation_get_state(info) == PA_OPERATION_RUNNING) pulse_api.pa_threaded_mainloop_wait(pulse->loop);
        pulse_api.pa_operation_unref(info);
    }
    pulse_api.pa_proplist_sets(properties, PA_PROP_MEDIA_NAME, stream_name);
    pulse->stream = pulse_api.pa_stream_new_with_proplist(pulse->context, stream_name, &pulse->spec, NULL, properties);
    pulse_api.pa_proplist_free(properties);
    if (!pulse->stream) {
        say(error, error_size, "the sound server refused the stream", context_reason(pulse));
        pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
        guidance_pulse_close(pulse);
        return NULL;
    }
    pulse_api.pa_stream_set_state_callback(pulse->stream, stream_changed, pulse);
    pulse_api.pa_stream_set_write_callback(pulse->stream, stream_writable, pulse);
    // Playback starts once one period is there (not when the whole target buffer is full), so a
    // prompt is heard as soon as its first samples arrive.
    pa_buffer_attr attributes;
    attributes.maxlength = (uint32_t)-1;
    attributes.tlength = (uint32_t)pulse_api.pa_usec_to_bytes(latency_us, &pulse->spec);
    attributes.prebuf = 1024;
    attributes.minreq = (uint32_t)-1;
    attributes.fragsize = (uint32_t)-1;
    pa_stream_flags_t flags = PA_STREAM_ADJUST_LATENCY | PA_STREAM_INTERPOLATE_TIMING |
                              PA_STREAM_AUTO_TIMING_UPDATE;
    if (pulse_api.pa_stream_connect_playback(pulse->stream, NULL, &attributes, flags, NULL, NULL) < 0) {
        say(error, error_size, "the sound server refused the stream", context_reason(pulse));
        pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
        guidance_pulse_close(pulse);
        return NULL;
    }
    for (;;) {
        pa_stream_state_t state = pulse_api.pa_stream_get_state(pulse->stream);
        if (state == PA_STREAM_READY) break;
        if (!PA_STREAM_IS_GOOD(state)) {
            say(error, error_size, "the sound server refused the stream", context_reason(pulse));
            pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
            guidance_pulse_close(pulse);
            return NULL;
        }
        pulse_api.pa_threaded_mainloop_wait(pulse->loop);
    }
    pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
    return pulse;
}

int guidance_pulse_write(guidance_pulse *pulse, const int16_t *samples, size_t count, char *error,
                         size_t error_size) {
    const uint8_t *bytes = (const uint8_t *)samples;
    size_t remaining = count * sizeof(int16_t);
    pulse_api.pa_threaded_mainloop_lock(pulse->loop);
    while (remaining > 0) {
        if (pulse->interrupted) {
            /* The prompt is being stopped: the caller finds out and flushes the stream. */
            pulse->interrupted = 0;
            break;
        }
        if (pulse_api.pa_stream_get_state(pulse->stream) != PA_STREAM_READY ||
            pulse_api.pa_context_get_state(pulse->context) != PA_CONTEXT_READY) {
            say(error, error_size, "the sound server connection failed", context_reason(pulse));
            pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
            return -1;
        }
        size_t room = pulse_api.pa_stream_writable_size(pulse->stream);
        if (room == (size_t)-1) {
            say(error, error_size, "the sound server connection failed", context_reason(pulse));
            pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
            return -1;
        }
        if (room == 0) {
            pulse_api.pa_threaded_mainloop_wait(pulse->loop);
            continue;
        }
        size_t chunk = room < remaining ? room : remaining;
        chunk -= chunk % sizeof(int16_t);
        if (chunk == 0) {
            pulse_api.pa_threaded_mainloop_wait(pulse->loop);
            continue;
        }
        if (pulse_api.pa_stream_write(pulse->stream, bytes, chunk, NULL, 0, PA_SEEK_RELATIVE) < 0) {
            say(error, error_size, "writing to the sound server failed", context_reason(pulse));
            pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
            return -1;
        }
        bytes += chunk;
        remaining -= chunk;
    }
    pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
    return 0;
}

uint64_t guidance_pulse_pending_us(guidance_pulse *pulse) {
    pa_usec_t latency = 0;
    int negative = 0;
    pulse_api.pa_threaded_mainloop_lock(pulse->loop);
    int status = pulse_api.pa_stream_get_latency(pulse->stream, &latency, &negative);
    pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
    return status < 0 || negative ? 0 : latency;
}

void guidance_pulse_interrupt(guidance_pulse *pulse) {
    pulse_api.pa_threaded_mainloop_lock(pulse->loop);
    pulse->interrupted = 1;
    pulse_api.pa_threaded_mainloop_signal(pulse->loop, 0);
    pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
}

void guidance_pulse_flush(guidance_pulse *pulse) {
    pulse_api.pa_threaded_mainloop_lock(pulse->loop);
    pulse->interrupted = 0;
    pa_operation *operation = pulse_api.pa_stream_flush(pulse->stream, NULL, NULL);
    if (operation) pulse_api.pa_operation_unref(operation);
    pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
}

void guidance_pulse_server_name(guidance_pulse *pulse, char *name, size_t name_size) {
    if (name && name_size) snprintf(name, name_size, "%s", pulse->server_name);
}

void guidance_pulse_close(guidance_pulse *pulse) {
    if (!pulse) return;
    if (pulse->loop) pulse_api.pa_threaded_mainloop_lock(pulse->loop);
    if (pulse->stream) {
        pulse_api.pa_stream_set_state_callback(pulse->stream, NULL, NULL);
        pulse_api.pa_stream_set_write_callback(pulse->stream, NULL, NULL);
        pulse_api.pa_stream_disconnect(pulse->stream);
        pulse_api.pa_stream_unref(pulse->stream);
    }
    if (pulse->context) {
        pulse_api.pa_context_set_state_callback(pulse->context, NULL, NULL);
        pulse_api.pa_context_disconnect(pulse->context);
        pulse_api.pa_context_unref(pulse->context);
    }
    if (pulse->loop) {
        pulse_api.pa_threaded_mainloop_unlock(pulse->loop);
        pulse_api.pa_threaded_mainloop_stop(pulse->loop);
        pulse_api.pa_threaded_mainloop_free(pulse->loop);
    }
    free(pulse);
}
