#ifndef GUIDANCE_PULSE_STREAM_H
#define GUIDANCE_PULSE_STREAM_H

#include <stddef.h>
#include <stdint.h>

/* One playback stream on a PulseAudio-protocol sound server (PulseAudio itself, or PipeWire
   through pipewire-pulse), with its own threaded main loop. Opaque to Swift. */
typedef struct guidance_pulse guidance_pulse;

/* Connects to `server` (NULL: the default one; never autospawns a daemon) and opens a 16-bit
   mono stream at `rate` Hz that asks for `latency_us` of buffering, carrying `role` as its
   media.role so the server's policy (ducking, routing) can recognise it. Returns NULL and
   writes the reason into `error` when there is no server or it refuses the stream. */
guidance_pulse *guidance_pulse_open(const char *server, const char *application, const char *role,
                                    const char *stream_name, unsigned rate, unsigned latency_us,
                                    char *error, size_t error_size);

/* Writes `count` samples, waiting for room in the server's buffer. Returns 0, or -1 with the
   reason in `error` when the stream or the connection failed. */
int guidance_pulse_write(guidance_pulse *pulse, const int16_t *samples, size_t count, char *error,
                         size_t error_size);

/* Microseconds until the last written sample is heard (0 when unknown). */
uint64_t guidance_pulse_pending_us(guidance_pulse *pulse);

/* Makes a write that waits for room (or the next one) return at once, without writing the
   rest: the prompt it belongs to is being stopped. guidance_pulse_flush clears it. */
void guidance_pulse_interrupt(guidance_pulse *pulse);

/* Drops everything buffered, so an interrupted prompt stops at once. */
void guidance_pulse_flush(guidance_pulse *pulse);

/* The server's name as it reports itself ("pulseaudio", "PulseAudio (on PipeWire 1.0.5)"). */
void guidance_pulse_server_name(guidance_pulse *pulse, char *name, size_t name_size);

/* Closes the stream and the connection and frees everything. */
void guidance_pulse_close(guidance_pulse *pulse);

#endif
