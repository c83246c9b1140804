// eSpeak NG's own sound output, switched off. The library opens an audio device object
// (pcaudiolib) when it initialises its output, whatever the mode: in synchronous mode it never
// plays through it, yet pcaudiolib connects to the sound server to see whether one runs (a
// PulseAudio or PipeWire handshake, or a hang when the server does not answer) for every worker
// that starts, `say -o FILE` included, and the shared pcaudiolib brings libpulse and its twenty
// libraries into every process. eSpeak NG is linked statically and finds pcaudiolib's functions
// here: no device object is ever made, and every call on the missing object does nothing, as
// pcaudiolib itself does for one. Playback goes through Speech's own sound-server and ALSA
// outputs (docs/speech.md, "Playback").
#include "espeak_audio.h"

struct audio_object *create_audio_device_object(
    const char *device, const char *application_name, const char *description) {
    (void)device;
    (void)application_name;
    (void)description;
    return NULL;
}

int audio_object_open(struct audio_object *object, int format, uint32_t rate, uint8_t channels) {
    (void)object;
    (void)format;
    (void)rate;
    (void)channels;
    return 0;
}

void audio_object_close(struct audio_object *object) { (void)object; }

void audio_object_destroy(struct audio_object *object) { (void)object; }

int audio_object_write(struct audio_object *object, const void *data, size_t bytes) {
    (void)object;
    (void)data;
    (void)bytes;
    return 0;
}

int audio_object_drain(struct audio_object *object) {
    (void)object;
    return 0;
}

int audio_object_flush(struct audio_object *object) {
    (void)object;
    return 0;
}

const char *audio_object_strerror(struct audio_object *object, int error) {
    (void)object;
    (void)error;
    return NULL;
}
