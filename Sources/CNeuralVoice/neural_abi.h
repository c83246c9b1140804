#ifndef GUIDANCE_NEURAL_ABI_H
#define GUIDANCE_NEURAL_ABI_H

// The configuration structures of sherpa-onnx's C API (version 2.x) as the library reads them:
// restated here because the library is opened at run time and its header is not installed with
// it. scripts/neural-abi-check.sh compares every size and field offset with the header of the
// runtime installed for the tests, so a layout that changed is found in make test, not on a
// driver's road.

#include <stdint.h>

typedef struct {
    const char *model, *lexicon, *tokens, *data_dir;
    float noise_scale, noise_scale_w, length_scale;
    const char *dict_dir;
} vits_config;

typedef struct {
    const char *acoustic_model, *vocoder, *lexicon, *tokens, *data_dir;
    float noise_scale, length_scale;
    const char *dict_dir;
} matcha_config;

typedef struct {
    const char *model, *voices, *tokens, *data_dir;
    float length_scale;
    const char *dict_dir, *lexicon, *lang;
} kokoro_config;

typedef struct {
    const char *model, *voices, *tokens, *data_dir;
    float length_scale;
    const char *lexicon;
} kitten_config;

typedef struct {
    const char *tokens, *encoder, *decoder, *vocoder, *data_dir, *lexicon;
    float feat_scale, t_shift, target_rms, guidance_scale;
} zipvoice_config;

typedef struct {
    const char *lm_flow, *lm_main, *encoder, *decoder, *text_conditioner, *vocab_json,
        *token_scores_json;
    int32_t voice_embedding_cache_capacity;
} pocket_config;

typedef struct {
    const char *duration_predictor, *text_encoder, *vector_estimator, *vocoder, *tts_json,
        *unicode_indexer, *voice_style;
} supertonic_config;

typedef struct {
    vits_config vits;
    int32_t num_threads, debug;
    const char *provider;
    matcha_config matcha;
    kokoro_config kokoro;
    kitten_config kitten;
    zipvoice_config zipvoice;
    pocket_config pocket;
    supertonic_config supertonic;
} model_config;

typedef struct {
    model_config model;
    const char *rule_fsts;
    int32_t max_num_sentences;
    const char *rule_fars;
    float silence_scale;
} tts_config;

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
    const char *const *tokens;
    const int32_t *tokens_lens;
    int32_t tokens_num_sentences;
} generation_config;

typedef struct {
    const float *samples;
    int32_t n, sample_rate;
} generated_audio;

#endif
