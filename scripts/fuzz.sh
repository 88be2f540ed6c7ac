#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ with the toolchain's clang and
# swiftc (-fsanitize=fuzzer,address) and runs each for FUZZ_SECONDS seconds
# (default 60) on its seed corpus. `make fuzz` calls this; docs/security.md
# describes the harnesses.
#
#   scripts/fuzz.sh                      build and run both
#   FUZZ_SECONDS=300 scripts/fuzz.sh png run only the PNG fast path, 5 minutes
#
# The harnesses are not SwiftPM products: fuzzing needs compiler flags a
# package must not carry. New inputs the fuzzer finds go to
# .build/fuzz/corpus-NAME (the seeds in Fuzz/corpus stay as committed);
# a crash is written to .build/fuzz/ as crash-* and the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

SECONDS_EACH="${FUZZ_SECONDS:-60}"
WHICH="${1:-all}"
OUT=.build/fuzz
mkdir -p "$OUT"

build_png() {
    echo "==> Building the PNG fast-path fuzzer"
    clang -g -O1 -fsanitize=fuzzer,address -ISources/CImageCodecs/include -ISources/CImageCodecs \
        Fuzz/PNGFastPath/fuzz_png_fast.c Sources/CImageCodecs/*.c \
        -lpng16 -lturbojpeg -ldeflate -lisal -o "$OUT/fuzz-png-fast"
}

build_json() {
    echo "==> Building the JSON reader fuzzer"
    # InputFiles hashes with the C target CFingerprint: built as SwiftPM would, a
    # static library and a module map over its public header.
    mkdir -p "$OUT/CFingerprint"
    local source
    for source in Sources/CFingerprint/*.c; do
        clang -g -O1 -fsanitize=address -ISources/CFingerprint/include -c "$source" -o "$OUT/CFingerprint/$(basename "$source" .c).o"
    done
    ar rcs "$OUT/libCFingerprint.a" "$OUT"/CFingerprint/*.o
    printf 'module CFingerprint {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CFingerprint/include/CFingerprint.h" \
        > "$OUT/CFingerprint/module.modulemap"
    # CampaignModel's dependencies (leaves, as Package.swift says), each a module of its own.
    local module folder
    for module in BoxTreeModel:BoxTreeModel LogText:Support/LogText InputFiles:Support/InputFiles NumberText:Support/NumberText JSONReading:Support/JSONReading; do
        folder="${module#*:}"; module="${module%%:*}"
        swiftc -swift-version 6 -g -O -parse-as-library -sanitize=address -package-name MessagePreview -module-name "$module" -emit-module \
            -emit-module-path "$OUT/$module.swiftmodule" -emit-library -static -o "$OUT/lib$module.a" \
            -I "$OUT" -Xcc -fmodule-map-file="$OUT/CFingerprint/module.modulemap" "Sources/$folder"/*.swift
    done
    # CampaignModel and the harness as one module: the harness sits inside it, as its tests see it.
    # Static libraries link in dependency order: each before the ones it uses.
    find Sources/CampaignModel -name '*.swift' -print0 | xargs -0 swiftc -swift-version 6 -g -O -parse-as-library -package-name MessagePreview \
        -sanitize=fuzzer,address -module-name CampaignModel -I "$OUT" -Xcc -fmodule-map-file="$OUT/CFingerprint/module.modulemap" -L "$OUT" \
        -lJSONReading -lInputFiles -lNumberText -lLogText -lBoxTreeModel -lCFingerprint -ldl \
        Fuzz/JSONReader/FuzzJSONReader.swift -o "$OUT/fuzz-json-reader"
}

run() {
    local name="$1" binary="$2" seeds="$3"
    local corpus="$OUT/corpus-$name"
    mkdir -p "$corpus"
    echo "==> Fuzzing $name for $SECONDS_EACH s (seeds: $seeds)"
    (cd "$OUT" && "./$(basename "$binary")" -max_total_time="$SECONDS_EACH" -max_len=65536 -print_final_stats=1 \
        -timeout=10 -rss_limit_mb=2048 "corpus-$name" "../../$seeds")
}

case "$WHICH" in
    png) build_png; run png "$OUT/fuzz-png-fast" Fuzz/corpus/png ;;
    json) build_json; run json "$OUT/fuzz-json-reader" Fuzz/corpus/json ;;
    all) build_png; build_json; run png "$OUT/fuzz-png-fast" Fuzz/corpus/png; run json "$OUT/fuzz-json-reader" Fuzz/corpus/json ;;
    *) echo "usage: $0 [png|json|all]" >&2; exit 2 ;;
esac
