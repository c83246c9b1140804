#ifndef GUIDANCE_NEURAL_VOICE_H
#define GUIDANCE_NEURAL_VOICE_H

#include <stdint.h>
#include <stddef.h>

/// The neural voice runtime (sherpa-onnx's C API library), opened at run time with dlopen so
/// that the program depends on nothing new: without the library only `--voice-model` fails.
typedef struct guidance_neural_library guidance_neural_library;

/// One loaded voice model.
typedef struct guidance_neural_voice guidance_neural_voice;

/// Receives the samples of each sentence as soon as it is synthesized (floats in [-1, 1], valid
/// only during the call); returns 1 to go on, 0 to stop.
typedef int32_t (*guidance_neural_samples)(const float *samples, int32_t count, void *context);

/// Opens the library at `path` (with its runtime beside it) and finds the functions used.
/// NULL on failure, with the reason written into `error` (at most `capacity` bytes).
guidance_neural_library *guidance_neural_open(const char *path, char *error, size_t capacity);

/// Loads a VITS voice: `model` (an .onnx carrying the runtime's metadata) and `tokens` (one
/// phoneme and its id per line), with the model's inference scales, on `threads` threads.
/// NULL when the runtime refuses it.
guidance_neural_voice *guidance_neural_load(
    guidance_neural_library *library, const char *model, const char *tokens, float noise_scale,
    float noise_scale_w, float length_scale, int32_t threads);

/// The samples per second the voice produces.
int32_t guidance_neural_sample_rate(const guidance_neural_voice *voice);

/// Synthesizes `sentence_count` sentences of phonemes given as Unicode code points (all of them
/// in `codepoints`, `lengths[i]` for sentence i) at `speed` (1 is the model's own pace), handing
/// each sentence's samples to `receive` as it is done. The number of samples made, or -1 when
/// the runtime fails.
int64_t guidance_neural_speak(
    guidance_neural_voice *voice, const int32_t *codepoints, const int32_t *lengths,
    int32_t sentence_count, float speed, guidance_neural_samples receive, void *context);

/// Frees the voice.
void guidance_neural_unload(guidance_neural_voice *voice);

#endif
