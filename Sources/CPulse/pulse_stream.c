// A small client of libpulse's asynchronous API. The "simple" API cannot set a stream's
// properties (media.role, which the server's ducking keys on) without the process environment,
// nor drop buffered audio at once, so the stream is driven here with a threaded main loop.
#include <pulse/pulseaudio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pulse_stream.h"

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
    pa_threaded_mainloop_signal(((guidance_pulse *)user)->loop, 0);
}

static void stream_changed(pa_stream *stream, void *user) {
    (void)stream;
    pa_threaded_mainloop_signal(((guidance_pulse *)user)->loop, 0);
}

static void stream_writable(pa_stream *stream, size_t bytes, void *user) {
    (void)stream;
    (void)bytes;
    pa_threaded_mainloop_signal(((guidance_pulse *)user)->loop, 0);
}

static void server_info(pa_context *context, const pa_server_info *info, void *user) {
    (void)context;
    guidance_pulse *pulse = user;
    if (info && info->server_name)
        snprintf(pulse->server_name, sizeof pulse->server_name, "%s%s%s", info->server_name,
                 info->server_version ? " " : "", info->server_version ? info->server_version : "");
    pa_threaded_mainloop_signal(pulse->loop, 0);
}

static const char *context_reason(guidance_pulse *pulse) {
    return pa_strerror(pa_context_errno(pulse->context));
}

guidance_pulse *guidance_pulse_open(const char *server, const char *application, const char *role,
                                    const char *stream_name, unsigned rate, unsigned latency_us,
                                    char *error, size_t error_size) {
    guidance_pulse *pulse = calloc(1, sizeof *pulse);
    if (!pulse) {
        say(error, error_size, "sound server", "out of memory");
        return NULL;
    }
    pulse->spec.format = PA_SAMPLE_S16LE;
    pulse->spec.channels = 1;
    pulse->spec.rate = rate;
    pulse->loop = pa_threaded_mainloop_new();
    pa_proplist *properties = pa_proplist_new();
    if (!pulse->loop || !properties) {
        if (properties) pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        say(error, error_size, "sound server", "cannot start the client loop");
        return NULL;
    }
    pa_proplist_sets(properties, PA_PROP_APPLICATION_NAME, application);
    pa_proplist_sets(properties, PA_PROP_MEDIA_ROLE, role);
    pulse->context = pa_context_new_with_proplist(pa_threaded_mainloop_get_api(pulse->loop), application,
                                                  properties);
    if (!pulse->context) {
        pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        say(error, error_size, "sound server", "cannot create a client context");
        return NULL;
    }
    pa_context_set_state_callback(pulse->context, context_changed, pulse);
    if (pa_context_connect(pulse->context, server, PA_CONTEXT_NOAUTOSPAWN, NULL) < 0) {
        say(error, error_size, "cannot connect to the sound server", context_reason(pulse));
        pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        return NULL;
    }
    pa_threaded_mainloop_lock(pulse->loop);
    if (pa_threaded_mainloop_start(pulse->loop) < 0) {
        pa_threaded_mainloop_unlock(pulse->loop);
        pa_proplist_free(properties);
        guidance_pulse_close(pulse);
        say(error, error_size, "sound server", "cannot start the client thread");
        return NULL;
    }
    for (;;) {
        pa_context_state_t state = pa_context_get_state(pulse->context);
        if (state == PA_CONTEXT_READY) break;
        if (!PA_CONTEXT_IS_GOOD(state)) {
            say(error, error_size, "cannot connect to the sound server", context_reason(pulse));
            pa_threaded_mainloop_unlock(pulse->loop);
            pa_proplist_free(properties);
            guidance_pulse_close(pulse);
            return NULL;
        }
        pa_threaded_mainloop_wait(pulse->loop);
    }
    pa_operation *info = pa_context_get_server_info(pulse->context, server_info, pulse);
    if (info) {
        while (pa_operation_get_state(info) == PA_OPERATION_RUNNING) pa_threaded_mainloop_wait(pulse->loop);
        pa_operation_unref(info);
    }
    pa_proplist_sets(properties, PA_PROP_MEDIA_NAME, stream_name);
    pulse->stream = pa_stream_new_with_proplist(pulse->context, stream_name, &pulse->spec, NULL, properties);
    pa_proplist_free(properties);
    if (!pulse->stream) {
        say(error, error_size, "the sound server refused the stream", context_reason(pulse));
        pa_threaded_mainloop_unlock(pulse->loop);
        guidance_pulse_close(pulse);
        return NULL;
    }
    pa_stream_set_state_callback(pulse->stream, stream_changed, pulse);
    pa_stream_set_write_callback(pulse->stream, stream_writable, pulse);
    // Playback starts once one period is there (not when the whole target buffer is full), so a
    // prompt is heard as soon as its first samples arrive.
    pa_buffer_attr attributes;
    attributes.maxlength = (uint32_t)-1;
    attributes.tlength = (uint32_t)pa_usec_to_bytes(latency_us, &pulse->spec);
    attributes.prebuf = 1024;
    attributes.minreq = (uint32_t)-1;
    attributes.fragsize = (uint32_t)-1;
    pa_stream_flags_t flags = PA_STREAM_ADJUST_LATENCY | PA_STREAM_INTERPOLATE_TIMING |
                              PA_STREAM_AUTO_TIMING_UPDATE;
    if (pa_stream_connect_playback(pulse->stream, NULL, &attributes, flags, NULL, NULL) < 0) {
        say(error, error_size, "the sound server refused the stream", context_reason(pulse));
        pa_threaded_mainloop_unlock(pulse->loop);
        guidance_pulse_close(pulse);
        return NULL;
    }
    for (;;) {
        pa_stream_state_t state = pa_stream_get_state(pulse->stream);
        if (state == PA_STREAM_READY) break;
        if (!PA_STREAM_IS_GOOD(state)) {
            say(error, error_size, "the sound server refused the stream", context_reason(pulse));
            pa_threaded_mainloop_unlock(pulse->loop);
            guidance_pulse_close(pulse);
            return NULL;
        }
        pa_threaded_mainloop_wait(pulse->loop);
    }
    pa_threaded_mainloop_unlock(pulse->loop);
    return pulse;
}

int guidance_pulse_write(guidance_pulse *pulse, const int16_t *samples, size_t count, char *error,
                         size_t error_size) {
    const uint8_t *bytes = (const uint8_t *)samples;
    size_t remaining = count * sizeof(int16_t);
    pa_threaded_mainloop_lock(pulse->loop);
    while (remaining > 0) {
        if (pulse->interrupted) {
            /* The prompt is being stopped: the caller finds out and flushes the stream. */
            pulse->interrupted = 0;
            break;
        }
        if (pa_stream_get_state(pulse->stream) != PA_STREAM_READY ||
            pa_context_get_state(pulse->context) != PA_CONTEXT_READY) {
            say(error, error_size, "the sound server connection failed", context_reason(pulse));
            pa_threaded_mainloop_unlock(pulse->loop);
            return -1;
        }
        size_t room = pa_stream_writable_size(pulse->stream);
        if (room == (size_t)-1) {
            say(error, error_size, "the sound server connection failed", context_reason(pulse));
            pa_threaded_mainloop_unlock(pulse->loop);
            return -1;
        }
        if (room == 0) {
            pa_threaded_mainloop_wait(pulse->loop);
            continue;
        }
        size_t chunk = room < remaining ? room : remaining;
        chunk -= chunk % sizeof(int16_t);
        if (chunk == 0) {
            pa_threaded_mainloop_wait(pulse->loop);
            continue;
        }
        if (pa_stream_write(pulse->stream, bytes, chunk, NULL, 0, PA_SEEK_RELATIVE) < 0) {
            say(error, error_size, "writing to the sound server failed", context_reason(pulse));
            pa_threaded_mainloop_unlock(pulse->loop);
            return -1;
        }
        bytes += chunk;
        remaining -= chunk;
    }
    pa_threaded_mainloop_unlock(pulse->loop);
    return 0;
}

uint64_t guidance_pulse_pending_us(guidance_pulse *pulse) {
    pa_usec_t latency = 0;
    int negative = 0;
    pa_threaded_mainloop_lock(pulse->loop);
    int status = pa_stream_get_latency(pulse->stream, &latency, &negative);
    pa_threaded_mainloop_unlock(pulse->loop);
    return status < 0 || negative ? 0 : latency;
}

void guidance_pulse_interrupt(guidance_pulse *pulse) {
    pa_threaded_mainloop_lock(pulse->loop);
    pulse->interrupted = 1;
    pa_threaded_mainloop_signal(pulse->loop, 0);
    pa_threaded_mainloop_unlock(pulse->loop);
}

void guidance_pulse_flush(guidance_pulse *pulse) {
    pa_threaded_mainloop_lock(pulse->loop);
    pulse->interrupted = 0;
    pa_operation *operation = pa_stream_flush(pulse->stream, NULL, NULL);
    if (operation) pa_operation_unref(operation);
    pa_threaded_mainloop_unlock(pulse->loop);
}

void guidance_pulse_server_name(guidance_pulse *pulse, char *name, size_t name_size) {
    if (name && name_size) snprintf(name, name_size, "%s", pulse->server_name);
}

void guidance_pulse_close(guidance_pulse *pulse) {
    if (!pulse) return;
    if (pulse->loop) pa_threaded_mainloop_lock(pulse->loop);
    if (pulse->stream) {
        pa_stream_set_state_callback(pulse->stream, NULL, NULL);
        pa_stream_set_write_callback(pulse->stream, NULL, NULL);
        pa_stream_disconnect(pulse->stream);
        pa_stream_unref(pulse->stream);
    }
    if (pulse->context) {
        pa_context_set_state_callback(pulse->context, NULL, NULL);
        pa_context_disconnect(pulse->context);
        pa_context_unref(pulse->context);
    }
    if (pulse->loop) {
        pa_threaded_mainloop_unlock(pulse->loop);
        pa_threaded_mainloop_stop(pulse->loop);
        pa_threaded_mainloop_free(pulse->loop);
    }
    free(pulse);
}
