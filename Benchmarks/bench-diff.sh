#!/usr/bin/env bash
# Compares the speed and verdict of our image diff with ImageMagick's
# `compare -metric AE` on the same pair of 1179x2556 previews (iPhone 15).
#
# usage: Benchmarks/bench-diff.sh [EXPECTED.png ACTUAL.png]
#
# Without files, diff-bench draws a synthetic preview pair that differs as a
# regression would (a button's colour, and a title moved by one pixel).
# Builds release. Times `preview-cli diff` when it builds, else the one-shot
# mode of `diff-bench`, which runs the same code (ImageDiff.compareFiles).
# Uses hyperfine when installed, else a loop of `date +%s%N`.
#
# Environment: SWIFT_FLAGS (e.g. "--scratch-path /tmp/build"), RUNS (default 20).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PATH:/opt/swift/usr/bin"

swift_flags=(${SWIFT_FLAGS:-})
runs=${RUNS:-20}
say() { printf 'bench-diff: %s\n' "$*" >&2; }

command -v compare >/dev/null || { say "ImageMagick's compare is needed: apt-get install imagemagick"; exit 2; }

say "building diff-bench (release)"
swift build -c release --product diff-bench "${swift_flags[@]}" >&2
bin=$(swift build -c release --show-bin-path "${swift_flags[@]}")
ours=("$bin/diff-bench" --once)
ours_name="diff-bench --once"
if swift build -c release --product preview-cli "${swift_flags[@]}" >/dev/null 2>&1; then
    ours=("$bin/preview-cli" diff)
    ours_name="preview-cli diff"
else
    say "preview-cli does not build here; timing 'diff-bench --once' (the same ImageDiff.compareFiles call)"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if (($# == 2)); then
    expected=$1 actual=$2
else
    "$bin/diff-bench" --make-pair "$work"
    expected=$work/expected.png actual=$work/actual.png
fi

# Verdicts: exit 0 means "same", 1 "different" for both tools. compare prints
# the count of differing pixels (AE) on stderr.
set +e
our_line=$("${ours[@]}" "$expected" "$actual" 2>&1); our_status=$?
im_count=$(compare -metric AE "$expected" "$actual" null: 2>&1); im_status=$?
set -e
verdict() { case $1 in 0) echo same ;; 1) echo different ;; *) echo "error (exit $1)" ;; esac; }

# Median wall time in milliseconds of a command, over $runs runs.
median_ms() {
    if command -v hyperfine >/dev/null; then
        hyperfine --shell=none --ignore-failure --warmup 3 --runs "$runs" --export-json "$work/hyperfine.json" \
            "$(printf '%q ' "$@")" >/dev/null 2>&1
        sed -n 's/.*"median": *\([0-9.e+-]*\).*/\1/p' "$work/hyperfine.json" | head -1 | awk '{ printf "%.1f", $1 * 1000 }'
    else
        local samples=() start end
        "$@" >/dev/null 2>&1 || true
        for ((i = 0; i < runs; i++)); do
            start=$(date +%s%N)
            "$@" >/dev/null 2>&1 || true
            end=$(date +%s%N)
            samples+=($(((end - start) / 1000)))
        done
        printf '%s\n' "${samples[@]}" | sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m / 1000 }'
    fi
}

say "timing $runs runs each$(command -v hyperfine >/dev/null && echo ' with hyperfine' || echo ' with date +%s%N')"
ours_ms=$(median_ms "${ours[@]}" "$expected" "$actual")
im_ms=$(median_ms compare -metric AE "$expected" "$actual" null:)

size=$(file -b "$expected" 2>/dev/null | grep -o '[0-9]* x [0-9]*' || true)
echo "pair: $expected vs $actual${size:+ ($size)}"
echo "$ours_name: median $ours_ms ms, verdict $(verdict "$our_status"): $our_line"
echo "compare -metric AE: median $im_ms ms, verdict $(verdict "$im_status"): $im_count pixels differ"
awk -v a="$im_ms" -v b="$ours_ms" 'BEGIN { printf "speed-up: %.1fx\n", a / b }'
if [[ $(verdict "$our_status") == $(verdict "$im_status") ]]; then
    echo "verdicts agree"
else
    echo "verdicts differ (expected when every change is below the threshold or anti-aliasing)"
fi
