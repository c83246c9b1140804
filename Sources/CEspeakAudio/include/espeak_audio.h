#ifndef GUIDANCE_ESPEAK_AUDIO_H
#define GUIDANCE_ESPEAK_AUDIO_H

#include <stddef.h>
#include <stdint.h>

/* pcaudiolib's interface, the part eSpeak NG's static library calls, defined by this program to
   do nothing: eSpeak NG only ever hands its samples to the synthesis callback here, so its own
   sound output, whose creation connects to the sound server, is switched off
   (espeak_audio.c says why). The declarations follow pcaudiolib's audio.h (1.1, 1.2). */
struct audio_object;

struct audio_object *create_audio_device_object(
    const char *device, const char *application_name, const char *description);
int audio_object_open(struct audio_object *object, int format, uint32_t rate, uint8_t channels);
void audio_object_close(struct audio_object *object);
void audio_object_destroy(struct audio_object *object);
int audio_object_write(struct audio_object *object, const void *data, size_t bytes);
int audio_object_drain(struct audio_object *object);
int audio_object_flush(struct audio_object *object);
const char *audio_object_strerror(struct audio_object *object, int error);

#endif
