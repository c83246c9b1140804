// The few entry points of sherpa-onnx's C API that a Piper (VITS) voice needs, called through
// dlopen, with the configuration layout of neural_abi.h.
#include "neural_voice.h"
#include "neural_abi.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int32_t (*progress_callback)(const float *, int32_t, float, void *);

struct guidance_neural_library {
    void *handle;
    const void *(*create)(const tts_config *);
    void (*destroy)(const void *);
    int32_t (*sample_rate)(const void *);
    const generated_audio *(*generate)(const void *, const char *, const generation_config *,
                                       progress_callback, void *);
    void (*free_audio)(const generated_audio *);
};

struct guidance_neural_voice {
    guidance_neural_library *library;
    const void *tts;
};

guidance_neural_library *guidance_neural_open(const char *path, char *error, size_t capacity) {
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(error, capacity, "%s", dlerror());
        return NULL;
    }
    guidance_neural_library *library = calloc(1, sizeof *library);
    if (!library) {
        snprintf(error, capacity, "out of memory");
        dlclose(handle);
        return NULL;
    }
    library->handle = handle;
    const char *names[] = {"SherpaOnnxCreateOfflineTts", "SherpaOnnxDestroyOfflineTts",
                           "SherpaOnnxOfflineTtsSampleRate", "SherpaOnnxOfflineTtsGenerateWithConfig",
                           "SherpaOnnxDestroyOfflineTtsGeneratedAudio"};
    void *found[5];
    for (int i = 0; i < 5; i++) {
        found[i] = dlsym(handle, names[i]);
        if (!found[i]) {
            snprintf(error, capacity, "%s lacks %s (sherpa-onnx 2.x is needed)", path, names[i]);
            dlclose(handle);
            free(library);
            return NULL;
        }
    }
    *(void **)&library->create = found[0];
    *(void **)&library->destroy = found[1];
    *(void **)&library->sample_rate = found[2];
    *(void **)&library->generate = found[3];
    *(void **)&library->free_audio = found[4];
    return library;
}

guidance_neural_voice *guidance_neural_load(
    guidance_neural_library *library, const char *model, const char *tokens, float noise_scale,
    float noise_scale_w, float length_scale, int32_t threads) {
    tts_config config;
    memset(&config, 0, sizeof config);
    config.model.vits.model = model;
    config.model.vits.tokens = tokens;
    config.model.vits.noise_scale = noise_scale;
    config.model.vits.noise_scale_w = noise_scale_w;
    config.model.vits.length_scale = length_scale;
    config.model.num_threads = threads;
    config.model.provider = "cpu";
    config.max_num_sentences = 1;
    config.silence_scale = 0.2f;
    const void *tts = library->create(&config);
    if (!tts) return NULL;
    guidance_neural_voice *voice = calloc(1, sizeof *voice);
    if (!voice) {
        library->destroy(tts);
        return NULL;
    }
    voice->library = library;
    voice->tts = tts;
    return voice;
}

int32_t guidance_neural_sample_rate(const guidance_neural_voice *voice) {
    return voice->library->sample_rate(voice->tts);
}

typedef struct {
    guidance_neural_samples receive;
    void *context;
    int64_t forwarded;
    int32_t stopped;
} forwarding;

static int32_t forward(const float *samples, int32_t count, float progress, void *context) {
    (void)progress;
    forwarding *to = context;
    if (to->stopped) return 0;
    to->forwarded += count;
    to->stopped = !to->receive(samples, count, to->context);
    return !to->stopped;
}

int64_t guidance_neural_speak(
    guidance_neural_voice *voice, const int32_t *codepoints, const int32_t *lengths,
    int32_t sentence_count, float speed, guidance_neural_samples receive, void *context) {
    generation_config config;
    memset(&config, 0, sizeof config);
    config.silence_scale = 0.2f;
    config.speed = speed;
    config.phoneme_codepoints = codepoints;
    config.phoneme_codepoints_lens = lengths;
    config.phoneme_codepoints_num_sentences = sentence_count;
    forwarding to = {receive, context, 0, 0};
    const generated_audio *audio = voice->library->generate(voice->tts, "", &config, forward, &to);
    if (!audio) return -1;
    // What the runtime did not hand over sentence by sentence (all of it, for a runtime that
    // calls back only between sentences) comes from the whole.
    if (!to.stopped && audio->n > to.forwarded) {
        to.stopped = !receive(audio->samples + to.forwarded, (int32_t)(audio->n - to.forwarded), context);
        to.forwarded = audio->n;
    }
    int64_t count = to.forwarded;
    voice->library->free_audio(audio);
    return count;
}

void guidance_neural_unload(guidance_neural_voice *voice) {
    if (!voice) return;
    voice->library->destroy(voice->tts);
    free(voice);
}
