// A stand-in for the neural voice runtime that crashes once: the first generation in a process
// that finds the flag file ($GUIDANCE_TEST_CRASH_FLAG) removes it and aborts, as a runtime bug
// would; every other generation returns a tone as long as the phonemes. scripts/voice-tests.sh
// builds it to show that such a crash costs one retry of one prompt, never the drive.
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    const float *samples;
    int32_t n, sample_rate;
} audio;

typedef struct {
    float silence_scale, speed;
    int32_t sid;
    const float *reference_audio;
    int32_t reference_audio_len, reference_sample_rate;
    const char *reference_text;
    int32_t num_steps;
    const char *extra;
    const int32_t *phoneme_codepoints, *phoneme_codepoints_lens;
    int32_t phoneme_codepoints_num_sentences;
} generation;

typedef int32_t (*progress)(const float *, int32_t, float, void *);

static int handle;

const void *SherpaOnnxCreateOfflineTts(const void *config) { (void)config; return &handle; }
void SherpaOnnxDestroyOfflineTts(const void *tts) { (void)tts; }
int32_t SherpaOnnxOfflineTtsSampleRate(const void *tts) { (void)tts; return 22050; }

const audio *SherpaOnnxOfflineTtsGenerateWithConfig(
    const void *tts, const char *text, const generation *config, progress callback, void *arg) {
    (void)tts; (void)text;
    const char *flag = getenv("GUIDANCE_TEST_CRASH_FLAG");
    if (flag && unlink(flag) == 0) abort();
    int32_t phonemes = 0;
    for (int32_t i = 0; i < config->phoneme_codepoints_num_sentences; i++) phonemes += config->phoneme_codepoints_lens[i];
    audio *result = calloc(1, sizeof *result);
    int32_t n = phonemes * 1000;
    float *samples = malloc(sizeof(float) * (size_t)n);
    for (int32_t i = 0; i < n; i++) samples[i] = 0.3f * sinf((float)i * 0.0628f);
    result->samples = samples;
    result->n = n;
    result->sample_rate = 22050;
    if (callback) callback(samples, n, 1.0f, arg);
    return result;
}

void SherpaOnnxDestroyOfflineTtsGeneratedAudio(const audio *p) {
    if (!p) return;
    free((void *)p->samples);
    free((void *)p);
}
