#!/usr/bin/env bash
# Matrix throughput: variants per second of `preview-cli matrix` for a
# 96-variant matrix (the 3 bundled examples x 2 devices x 2 orientations x
# 2 languages x 4 text sizes, as PNG) at -j 1 and -j 2, in a release build;
# then whether the two runs wrote byte-identical files.
#
# usage: Benchmarks/bench-matrix.sh
# Environment: SWIFT_FLAGS (e.g. "--scratch-path /tmp/build"), RUNS (default 3),
#              JOBS (default "1 2").
# Wall time of the whole command (start-up, campaign discovery, rendering,
# writing), the median of RUNS runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PATH:/opt/swift/usr/bin"

swift_flags=(${SWIFT_FLAGS:-})
runs=${RUNS:-3}
jobs_list=(${JOBS:-1 2})
say() { printf 'bench-matrix: %s\n' "$*" >&2; }

say "building preview-cli (release)"
swift build -c release --product preview-cli "${swift_flags[@]}" >&2
cli="$(swift build -c release --show-bin-path "${swift_flags[@]}")/preview-cli"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
matrix=(matrix examples/welcome-modal.json examples/level-up-slideup.json examples/summer-sale-fullscreen.json
        --devices iphone-se,iphone-15 --orientations all --langs en,ar --text-sizes s,l,ax1,ax5 --formats png
        --values examples/values.json --quiet --no-contact-sheet)  # rendering only; the sheets re-read every PNG
variants=96

say "$(nproc) cores; $runs runs per -j; load average $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A rate
for jobs in "${jobs_list[@]}"; do
    samples=()
    for ((run = 0; run < runs; run++)); do
        rm -rf "$work/j$jobs"
        start=$(date +%s%N)
        "$cli" "${matrix[@]}" -j "$jobs" -o "$work/j$jobs"
        end=$(date +%s%N)
        samples+=($(((end - start) / 1000000)))
    done
    count=$(find "$work/j$jobs" -type f -name '*.png' | wc -l)
    [[ $count == "$variants" ]] || { say "expected $variants files at -j $jobs, found $count"; exit 1; }
    median=$(printf '%s\n' "${samples[@]}" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
    rate[$jobs]=$(awk -v n="$variants" -v ms="$median" 'BEGIN { printf "%.1f", n / (ms / 1000) }')
    echo "-j $jobs: $variants variants in $median ms (median of $runs: ${samples[*]} ms): ${rate[$jobs]} variants/s"
done

if ((${#jobs_list[@]} >= 2)); then
    first=${jobs_list[0]} last=${jobs_list[-1]}
    awk -v a="${rate[$first]}" -v b="${rate[$last]}" -v f="$first" -v l="$last" 'BEGIN { printf "speed-up -j %s over -j %s: %.2fx\n", l, f, b / a }'
    if diff -r "$work/j$first" "$work/j$last" >/dev/null; then
        echo "outputs byte-identical across -j $first and -j $last ($variants files)"
    else
        echo "outputs DIFFER between -j $first and -j $last"
        exit 1
    fi
fi
