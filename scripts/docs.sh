#!/usr/bin/env bash
# Builds the library's reference documentation into out/docs (static HTML): a symbol graph per
# module of the library products, a DocC archive per module from docs/docc/MODULE.docc with
# warnings treated as errors, then one archive merged from them. Also checks that every public
# declaration written in the sources has a doc comment (enum cases of the navigator's own
# vocabulary excepted, documented by their type and the SDK reference).
#
# usage: scripts/docs.sh [BUILD_DIR]     (BUILD_DIR default .build/debug; `swift build` first)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/debug}
modules=(GuidanceModel MessageFormat StrictJSON Localization Guidance Speech GuidanceSpeech)
graphs=out/symbolgraphs
archives=out/doc-archives
rm -rf "$graphs" "$archives" out/docs
mkdir -p "$graphs" "$archives"

for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$build/Modules" \
        -I Sources/CEspeakNG -I Sources/CALSA -I Sources/CProcessor/include -I Sources/CPulse/include \
        -I Sources/CSharedMemory/include -I Sources/CNeuralVoice/include \
        -Xcc "-fmodule-map-file=$build/CProcessor.build/module.modulemap" \
        -Xcc "-fmodule-map-file=$build/CSharedMemory.build/module.modulemap" \
        -Xcc "-fmodule-map-file=$build/CPulse.build/module.modulemap" \
        -Xcc "-fmodule-map-file=$build/CNeuralVoice.build/module.modulemap" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir "$graphs/$module"
done

python3 - "$graphs" <<'PY'
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("docComment") or not symbol.get("location"):
            continue  # documented, or synthesized / inherited from another module
        if symbol["kind"]["identifier"] == "swift.enum.case":
            continue
        missing.append(".".join(symbol["pathComponents"]))
if missing:
    print("docs: public declarations without a doc comment:", *missing[:50], sep="\n  ")
    sys.exit(1)
PY

for module in "${modules[@]}"; do
    docc convert "docs/docc/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "guidance.$module" \
        --output-path "$archives/$module.doccarchive" --warnings-as-errors >"$archives/$module.log" 2>&1 || {
        cat "$archives/$module.log"
        echo "docs: DocC reported problems in $module"
        exit 1
    }
done
docc merge "${archives[@]/#/}"/*.doccarchive --output-path out/docs \
    --synthesized-landing-page-name "Guidance library" >/dev/null
pages=$(find out/docs/data/documentation -name '*.json' | wc -l)
echo "docs: out/docs built from ${#modules[@]} modules, $pages pages, no warnings"
