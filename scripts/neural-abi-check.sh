#!/usr/bin/env bash
# The neural voice runtime's configuration layout as Sources/CNeuralVoice/neural_abi.h restates
# it, compared with the header of the runtime scripts/voices.sh installs: every structure's size
# and every field's offset. A runtime whose layout changed would read its settings from the
# wrong places; this finds it before any voice is loaded.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
header=$("$root/scripts/voices.sh" header)
[ -f "$header" ] || { echo "neural-abi-check: error: no runtime header at $header (run scripts/voices.sh install)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Pairs of (our structure, theirs) and the fields to compare.
python3 - "$root/Sources/CNeuralVoice/neural_abi.h" > "$work/check.c" <<'PY'
import re, sys
ours = open(sys.argv[1]).read()
names = {
    "vits_config": "SherpaOnnxOfflineTtsVitsModelConfig",
    "matcha_config": "SherpaOnnxOfflineTtsMatchaModelConfig",
    "kokoro_config": "SherpaOnnxOfflineTtsKokoroModelConfig",
    "kitten_config": "SherpaOnnxOfflineTtsKittenModelConfig",
    "zipvoice_config": "SherpaOnnxOfflineTtsZipvoiceModelConfig",
    "pocket_config": "SherpaOnnxOfflineTtsPocketModelConfig",
    "supertonic_config": "SherpaOnnxOfflineTtsSupertonicModelConfig",
    "model_config": "SherpaOnnxOfflineTtsModelConfig",
    "tts_config": "SherpaOnnxOfflineTtsConfig",
    "generation_config": "SherpaOnnxGenerationConfig",
    "generated_audio": "SherpaOnnxGeneratedAudio",
}
print('#include <stddef.h>\n#include "sherpa-onnx/c-api/c-api.h"\n#include "neural_abi.h"')
count = 0
for body, name in re.findall(r"typedef struct \{(.*?)\} (\w+);", ours, re.S):
    theirs = names[name]
    print(f'_Static_assert(sizeof({name}) == sizeof({theirs}), "size of {name}");')
    for declaration in body.split(";"):
        declaration = declaration.strip()
        if not declaration:
            continue
        for field in re.findall(r"\*?\s*(\w+)\s*(?:,|$)", declaration.split(None, 1)[1] if declaration.split()[0] not in ("const",) else declaration.split(None, 2)[2]):
            print(f'_Static_assert(offsetof({name}, {field}) == offsetof({theirs}, {field}), "{name}.{field}");')
            count += 1
print(f"int main(void) {{ return 0; }} /* {count} fields */")
PY
gcc -std=c11 -fsyntax-only -I"$(dirname "$(dirname "$(dirname "$header")")")" -I"$root/Sources/CNeuralVoice" "$work/check.c"
echo "neural-abi-check: $(grep -c offsetof "$work/check.c") fields and $(grep -c 'sizeof(' "$work/check.c") sizes match $header"
