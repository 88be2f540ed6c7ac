#!/usr/bin/env bash
# Matrix throughput and memory, whole process, release build, with the flags
# a user runs (contact sheets on, the default) and with rendering alone
# (--no-contact-sheet):
#  1. a 96-variant matrix (the 3 bundled examples x 2 devices x 2 orientations
#     x 2 languages x 4 text sizes, as PNG) in four variants: -j 1 defaults,
#     -j 1 --no-contact-sheet, -j 2 defaults, -j 2 --no-contact-sheet. In each
#     round all four run in turn, then the machine's own two-process scaling
#     (two sha256sum of 200 MB at once against one, processes that share
#     nothing), so every figure of a round saw the same machine. For each
#     variant: median wall time, CPU time and peak memory; for each mode the
#     -j 1 -> -j 2 scaling, round by round and of the medians, and as a
#     fraction of the machine's scaling in the same rounds (1.00: -j 2 scales
#     as well as two independent processes do); the -j 1 and -j 2 outputs
#     compared byte for byte (contact sheets included);
#  2. the Chromium mock per variant (Benchmarks/lib/html-mock.py, one
#     headless screenshot per variant, as a team would script it) on a sample
#     of the same variants, and each variant's time per variant against it;
#  3. peak memory of default matrices (contact sheets on) at -j 2: 512
#     variants (2 examples x 4 devices (iPhone SE, 15, 16 Pro Max, iPad
#     mini) x 2 orientations x 4 languages x 8 text sizes) and 1,152 (3
#     examples x the same 4 devices x 2 orientations x 4 languages x 12 text
#     sizes). Font and glyph caches fill as new sizes and
#     scripts are drawn (Cairo's glyph cache is bounded), and contact-sheet
#     pages are drawn while the run goes on: memory should stay flat.
#
# usage: Benchmarks/bench-matrix.sh            (make bench-matrix)
# Environment: SWIFT_FLAGS, CLI, RUNS (rounds, default 7),
#              MOCK_SAMPLE (variants screenshotted, default 8; 0 skips),
#              LARGE (1 runs step 3, the default; 0 skips it).
# Goals (issue 26, docs/performance.md): -j 1 defaults at least 60x faster
# per variant than the mock; -j 2 scaling at least 0.9 of the machine's own;
# at most 200 MiB peak at 512 and at 1,152 variants with defaults.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bench_name=bench-matrix
source Benchmarks/lib/common.sh
runs=${RUNS:-7}
mock_sample=${MOCK_SAMPLE:-8}
require /usr/bin/time time
build_cli

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
campaigns=(examples/welcome-modal.json examples/level-up-slideup.json examples/summer-sale-fullscreen.json)
matrix=(matrix "${campaigns[@]}" --devices iphone-se,iphone-15 --orientations all --langs en,ar
        --text-sizes s,l,ax1,ax5 --formats png --values examples/values.json --quiet)
variants=96
# name, -j, extra flags
runs_of=("j1-defaults 1" "j1-no-sheets 1 --no-contact-sheet" "j2-defaults 2" "j2-no-sheets 2 --no-contact-sheet")

median_of() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# The i-th (1-based) of a space-separated list.
nth() { awk -v i="$2" '{ print $i }' <<<"$1"; }

say "$(nproc) cores; $runs rounds; load average $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A wall cpu mem
machine_samples=''
head -c 200000000 /dev/urandom > "$work/random"
sha256sum "$work/random" >/dev/null  # into the page cache
for ((round = 0; round < runs; round++)); do
    for spec in "${runs_of[@]}"; do
        read -r name jobs extra <<<"$spec"
        rm -rf "$work/$name"
        start=$(date +%s%N)
        # shellcheck disable=SC2086 # extra is one optional flag
        /usr/bin/time -f '%U %S %M' -o "$work/usage" "$cli" "${matrix[@]}" -j "$jobs" $extra -o "$work/$name"
        end=$(date +%s%N)
        wall[$name]+="$(((end - start) / 1000000)) "
        cpu[$name]+="$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$work/usage") "
        mem[$name]+="$(awk '{ printf "%.1f", $3 / 1024 }' "$work/usage") "
    done
    # The machine's own scaling in this round: processes that share nothing.
    start=$(date +%s%N); sha256sum "$work/random" >/dev/null; end=$(date +%s%N)
    one=$(((end - start) / 1000000))
    start=$(date +%s%N); sha256sum "$work/random" >/dev/null & sha256sum "$work/random" >/dev/null; wait; end=$(date +%s%N)
    machine_samples+="$(awk -v a=$one -v b=$(((end - start) / 1000000)) 'BEGIN { printf "%.2f", 2 * a / b }') "
done

for spec in "${runs_of[@]}"; do
    read -r name _ <<<"$spec"
    count=$(find "$work/$name" -type f -name '*.png' ! -name '*.contact-sheet.png' | wc -l)
    [[ $count == "$variants" ]] || { say "expected $variants previews from $name, found $count"; exit 1; }
done
sheets=$(find "$work/j1-defaults" -name '*.contact-sheet.png' | wc -l)
((sheets > 0)) || { say "the default runs wrote no contact sheet"; exit 1; }
[[ -z $(find "$work/j1-no-sheets" -name '*.contact-sheet.png') ]] || { say "--no-contact-sheet wrote contact sheets"; exit 1; }
for mode in defaults no-sheets; do
    if ! diff -r "$work/j1-$mode" "$work/j2-$mode" >/dev/null; then
        say "outputs DIFFER between -j 1 and -j 2 ($mode)"; exit 1
    fi
done

mock_ms=''
if ((mock_sample > 0)); then
    # Variants spread over the matrix: every campaign, device, orientation, language.
    sample=()
    for campaign in "${campaigns[@]}"; do
        for spec in "iphone-15 portrait en l" "iphone-se landscape ar ax5" "iphone-15 landscape ar s"; do
            sample+=("$campaign $spec")
        done
    done
    mock_samples=()
    for line in "${sample[@]:0:$mock_sample}"; do
        read -r campaign device orientation lang size <<<"$line"
        name="$(basename "$campaign" .json)-$device-$orientation-$lang-$size"
        "$cli" render "$campaign" --device "$device" --orientation "$orientation" --lang "$lang" --text-size "$size" \
            --values examples/values.json --format json -o "$work/$name.json" --quiet || true
        make_mock "$work/$name.json" "$work/$name.html" "$work/$name.png"
        "${mock_args[@]}" >/dev/null 2>&1  # warm the page cache for this variant's files
        settle
        start=$(date +%s%N)
        "${mock_args[@]}" >/dev/null 2>&1
        end=$(date +%s%N)
        settle
        mock_samples+=($(((end - start) / 1000000)))
    done
    mock_ms=$(median_of "${mock_samples[@]}")
fi

echo "matrix of $variants variants, median of $runs rounds (each round ran every row in turn)"
printf '%-30s %10s %10s %10s %10s %12s\n' "variant" "wall ms" "ms/variant" "CPU ms" "peak MiB" "vs mock"
declare -A median_wall
for spec in "${runs_of[@]}"; do
    read -r name jobs extra <<<"$spec"
    median_wall[$name]=$(median_of ${wall[$name]})
    per=$(awk -v ms="${median_wall[$name]}" -v n="$variants" 'BEGIN { printf "%.1f", ms / n }')
    against=$([[ -n $mock_ms ]] && echo "$(ratio "$mock_ms" "$per")x" || echo "-")
    printf '%-30s %10s %10s %10s %10s %12s\n' "-j $jobs ${extra:-(defaults)}" "${median_wall[$name]}" "$per" \
        "$(median_of ${cpu[$name]})" "$(median_of ${mem[$name]})" "$against"
done
[[ -z $mock_ms ]] || echo "Chromium mock: $mock_ms ms per variant (median of ${#mock_samples[@]} variants: ${mock_samples[*]} ms); goal: -j 1 defaults at least 60x"
machine=$(median_of $machine_samples)
echo "machine control, two sha256sum at once against one: ${machine}x (rounds: ${machine_samples% })"
for mode in defaults no-sheets; do
    rounds='' fractions=''
    for ((i = 1; i <= runs; i++)); do
        s=$(awk -v a="$(nth "${wall[j1-$mode]}" $i)" -v b="$(nth "${wall[j2-$mode]}" $i)" 'BEGIN { printf "%.2f", a / b }')
        rounds+="$s "
        fractions+="$(awk -v s="$s" -v m="$(nth "$machine_samples" $i)" 'BEGIN { printf "%.2f", s / m }') "
    done
    scaling=$(awk -v a="${median_wall[j1-$mode]}" -v b="${median_wall[j2-$mode]}" 'BEGIN { printf "%.2f", a / b }')
    echo "-j 1 -> -j 2, $mode: ${scaling}x of the medians (rounds: ${rounds% }); as a fraction of the machine's" \
         "scaling: $(awk -v s="$scaling" -v m="$machine" 'BEGIN { printf "%.2f", s / m }') of the medians," \
         "$(median_of $fractions) median of the rounds (${fractions% }); goal: at least 0.9"
done
echo "outputs byte-identical across -j 1 and -j 2, with and without contact sheets ($variants previews, $sheets contact sheets)"

if [[ ${LARGE:-1} == 1 ]]; then
    sizes12=xs,s,m,l,xl,xxl,xxxl,ax1,ax2,ax3,ax4,ax5
    common=(--devices iphone-se,iphone-15,iphone-16-pro-max,ipad-mini --orientations all --langs en,ar,he,ja --formats png --values examples/values.json --quiet -j 2)
    declare -A large_mib
    for spec in "512 ${campaigns[0]} ${campaigns[1]} -- xs,s,m,l,xl,ax1,ax3,ax5" \
                "1152 ${campaigns[*]} -- $sizes12"; do
        read -r expect rest <<<"$spec"
        files=(${rest% -- *}) text_sizes=${rest##* -- }
        start=$(date +%s%N)
        mib=$(peak_mib "$cli" matrix "${files[@]}" --text-sizes "$text_sizes" "${common[@]}" -o "$work/large-$expect")
        end=$(date +%s%N)
        count=$(find "$work/large-$expect" -type f -name '*.png' ! -name '*.contact-sheet.png' | wc -l)
        pages=$(find "$work/large-$expect" -type f -name '*.contact-sheet.png' | wc -l)
        [[ $count == "$expect" ]] || { say "expected $expect previews, found $count"; exit 1; }
        large_mib[$expect]=$mib
        echo "memory, defaults at -j 2: $count variants ($pages contact-sheet pages) peak $mib MiB in $(((end - start) / 1000000)) ms (goal: at most 200 MiB)"
        rm -rf "$work/large-$expect"
    done
    echo "memory from 512 to 1,152 variants: $(ratio "${large_mib[1152]}" "${large_mib[512]}")x (flat: 1.0)"
fi
