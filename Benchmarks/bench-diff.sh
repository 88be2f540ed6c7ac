#!/usr/bin/env bash
# `preview-cli diff` against ImageMagick's `compare -metric AE`, whole
# process, on pairs of 1179x2556 previews of the bundled iPhone 15 modal:
#  - a one-pixel change (one pixel repainted with ImageMagick);
#  - a heavily changed pair: the preview against the same preview at the
#    next text size (l against xl), every line of text moved or reflowed, so
#    that most changed pixels sit on edges and need the anti-aliasing test;
#  - a flat change (the top 30% of the rows inverted), where most changed
#    pixels are inside flat areas.
# Both tools are timed alternately in one run. When the `pixelmatch` Python
# port is importable (pip install pixelmatch), our differing-pixel counts are
# checked against pixelmatch's on the same pairs (previews are opaque, where
# every pixelmatch version since 5 counts alike).
#
# usage: Benchmarks/bench-diff.sh [EXPECTED.png ACTUAL.png]    (make bench-diff)
#   With two files, times that pair only.
# Environment: SWIFT_FLAGS, CLI, RUNS (default 15), PIXELMATCH (auto, 0 skips).
# Goal (issues 14 and 26): at least 5x faster than compare on the one-pixel
# and the text-size pairs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bench_name=bench-diff
source Benchmarks/lib/common.sh
runs=${RUNS:-15}
require compare imagemagick
find_imagemagick_convert
build_cli

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pairs=()
if (($# == 2)); then
    pairs=("given $1 $2")
else
    base=("$cli" render examples/welcome-modal.json --values examples/values.json --quiet)
    "${base[@]}" -o "$work/expected.png"
    "${base[@]}" --text-size xl -o "$work/text-size.png"
    # One pixel in the card, repainted; written as plain 8-bit RGB without
    # ancillary chunks, like our own previews.
    "$convert" "$work/expected.png" -fill '#FF0000' -draw 'point 590,1300' -define png:exclude-chunk=all "PNG24:$work/one-pixel.png"
    # The top 30% of the rows inverted: changed pixels mostly in flat areas.
    "$convert" "$work/expected.png" -region 1179x767+0+0 -negate -define png:exclude-chunk=all "PNG24:$work/inverted.png"
    pairs=("one-pixel $work/expected.png $work/one-pixel.png" "text-size $work/expected.png $work/text-size.png"
           "inverted $work/expected.png $work/inverted.png")
fi

check_pixelmatch=0
if [[ ${PIXELMATCH:-auto} != 0 ]] && python3 -c 'import pixelmatch' 2>/dev/null; then check_pixelmatch=1; fi
[[ $check_pixelmatch == 1 ]] || say "pixelmatch (Python) not importable: counts are not cross-checked (pip install pixelmatch)"

say "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); median of $runs runs each"
for pair in "${pairs[@]}"; do
    read -r name expected actual <<<"$pair"
    ours=("$cli" diff "$expected" "$actual" --json)
    theirs=(compare -metric AE "$expected" "$actual" null:)
    our_json=$("${ours[@]}" 2>&1 || true)
    our_count=$(sed -n 's/.*"differingPixels" *: *\([0-9]*\).*/\1/p' <<<"$our_json" | head -1)
    anti=$(sed -n 's/.*"antialiasedPixels" *: *\([0-9]*\).*/\1/p' <<<"$our_json" | head -1)
    im_count=$("${theirs[@]}" 2>&1 || true)
    time_pair "$runs" "${ours[@]}" -- "${theirs[@]}"
    echo "$name pair: preview-cli diff $median_a ms ($our_count differing pixels, $anti anti-aliased); compare -metric AE $median_b ms ($im_count pixels differ)"
    echo "$name pair: speed-up $(ratio "$median_b" "$median_a")x$([[ $name == inverted ]] || echo ' (goal: at least 5x)')"
    echo "$name pair: CPU time (user + system) $cpu_a vs $cpu_b ms: $(ratio "$cpu_b" "$cpu_a")x"
    if [[ $check_pixelmatch == 1 ]]; then
        pm_count=$(CONVERT=$convert python3 Benchmarks/lib/pixelmatch-count.py "$expected" "$actual")
        verdict=$([[ $pm_count == "$our_count" ]] && echo equal || echo DIFFERENT)
        echo "$name pair: pixelmatch counts $pm_count differing pixels: $verdict"
    fi
done
