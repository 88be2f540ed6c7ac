#!/usr/bin/env bash
# Matrix throughput, whole process, release build:
#  1. a 96-variant matrix (the 3 bundled examples x 2 devices x 2 orientations
#     x 2 languages x 4 text sizes, as PNG) at -j 1 and -j 2, taking turns
#     run by run: milliseconds per variant, variants per second, the
#     -j 1 -> -j 2 scaling (of the medians, and round by round), how busy
#     the cores were, and whether both runs wrote byte-identical files; in
#     each round two controls: the matrix as two -j 1 processes at once
#     (--shard 1/2 and 2/2), and the machine's own scaling (two sha256sum
#     processes at once against one), since a virtual machine's second core
#     may be a busy host's hyperthread;
#  2. the Chromium mock per variant (Benchmarks/lib/html-mock.py, one
#     headless screenshot per variant, as a team would script it) on a sample
#     of the same variants, timed in the same run;
#  3. a 1,152-variant matrix (4 devices, 12 text sizes, 4 languages) at -j 2:
#     its peak memory against a twelfth of it (--shard 1/12, 96 variants) and
#     against twice it (2,304 variants: the same matrix over a second copy of
#     each campaign). Font and glyph caches (fontconfig, Pango, Cairo's
#     bounded glyph cache) fill as new sizes and scripts are drawn, so the
#     first comparison includes their warm-up; the second shows what each
#     further variant costs once they are warm, which should be nothing.
#
# usage: Benchmarks/bench-matrix.sh            (make bench-matrix)
# Environment: SWIFT_FLAGS, RUNS (default 7), JOBS (default "1 2"),
#              MOCK_SAMPLE (variants screenshotted, default 8; 0 skips),
#              LARGE (1 runs step 3, the default; 0 skips it).
# Goals (issue 14): -j 1 at least 45x faster per variant than the mock,
# at least 1.8x from -j 1 to -j 2, flat memory at 1,152 variants.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bench_name=bench-matrix
source Benchmarks/lib/common.sh
runs=${RUNS:-7}
jobs_list=(${JOBS:-1 2})
mock_sample=${MOCK_SAMPLE:-8}
build_cli

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
campaigns=(examples/welcome-modal.json examples/level-up-slideup.json examples/summer-sale-fullscreen.json)
# Rendering only (--no-contact-sheet): the sheets re-read every PNG.
matrix=(matrix "${campaigns[@]}" --devices iphone-se,iphone-15 --orientations all --langs en,ar
        --text-sizes s,l,ax1,ax5 --formats png --values examples/values.json --quiet --no-contact-sheet)
variants=96

median_of() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

say "$(nproc) cores; $runs runs per -j; load average $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A rate per_variant cpu samples cpu_samples busy_samples
shard_samples='' machine_samples=''
head -c 200000000 /dev/urandom > "$work/random"
# All cores' busy and idle time so far (jiffies), from /proc/stat.
core_times() { awk '/^cpu / { print $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9, $5 + $6 }' /proc/stat; }
# The -j values take turns within each round, so a machine that slows down
# or speeds up during the script weighs on every -j alike.
for ((run = 0; run < runs; run++)); do
    for jobs in "${jobs_list[@]}"; do
        rm -rf "$work/j$jobs"
        read -r total_before idle_before < <(core_times)
        start=$(date +%s%N)
        /usr/bin/time -f '%U %S' -o "$work/cpu" "$cli" "${matrix[@]}" -j "$jobs" -o "$work/j$jobs"
        end=$(date +%s%N)
        read -r total_after idle_after < <(core_times)
        samples[$jobs]+="$(((end - start) / 1000000)) "
        busy_samples[$jobs]+="$(awk -v t=$((total_after - total_before)) -v i=$((idle_after - idle_before)) \
            'BEGIN { printf "%d", (t > 0 ? 100 * (t - i) / t : 0) }') "
        cpu_samples[$jobs]+="$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$work/cpu") "
    done
    if ((${#jobs_list[@]} >= 2)); then
        # Controls, in the same round: the matrix as two -j 1 processes at
        # once (--shard 1/2 and 2/2: no shared state at all, but each pays
        # start-up and font warm-up), and the machine itself, two sha256sum
        # processes at once against one (no memory traffic to speak of).
        rm -rf "$work/shards"
        start=$(date +%s%N)
        "$cli" "${matrix[@]}" -j 1 --shard 1/2 -o "$work/shards" & first_shard=$!
        "$cli" "${matrix[@]}" -j 1 --shard 2/2 -o "$work/shards"
        wait "$first_shard"
        end=$(date +%s%N)
        shard_samples+="$(((end - start) / 1000000)) "
        start=$(date +%s%N); sha256sum "$work/random" >/dev/null; end=$(date +%s%N)
        one=$(((end - start) / 1000000))
        start=$(date +%s%N); sha256sum "$work/random" >/dev/null & sha256sum "$work/random" >/dev/null; wait; end=$(date +%s%N)
        machine_samples+="$(awk -v a=$one -v b=$(((end - start) / 1000000)) 'BEGIN { printf "%.2f", 2 * a / b }') "
    fi
done
for jobs in "${jobs_list[@]}"; do
    cpu[$jobs]=$(median_of ${cpu_samples[$jobs]})
    count=$(find "$work/j$jobs" -type f -name '*.png' | wc -l)
    [[ $count == "$variants" ]] || { say "expected $variants files at -j $jobs, found $count"; exit 1; }
    median=$(median_of ${samples[$jobs]})
    rate[$jobs]=$(awk -v n="$variants" -v ms="$median" 'BEGIN { printf "%.1f", n / (ms / 1000) }')
    per_variant[$jobs]=$(awk -v n="$variants" -v ms="$median" 'BEGIN { printf "%.1f", ms / n }')
    echo "-j $jobs: $variants variants in $median ms (median of $runs: ${samples[$jobs]% } ms): ${per_variant[$jobs]} ms per variant, ${rate[$jobs]} variants/s"
    echo "-j $jobs: CPU time (user + system) $(awk -v ms="${cpu[$jobs]}" -v n="$variants" 'BEGIN { printf "%.1f", ms / n }') ms per variant (median of $runs)"
    # How much of the machine's cores the run kept busy (other processes count too).
    echo "-j $jobs: cores busy $(median_of ${busy_samples[$jobs]})% of the run (median of $runs: ${busy_samples[$jobs]% }%)"
done

if ((${#jobs_list[@]} >= 2)); then
    first=${jobs_list[0]} last=${jobs_list[-1]}
    awk -v a="${rate[$first]}" -v b="${rate[$last]}" -v f="$first" -v l="$last" \
        'BEGIN { printf "speed-up -j %s over -j %s: %.2fx (goal: at least 1.8x)\n", l, f, b / a }'
    # Each round's own ratio: how far the machine's noise moves the figure.
    echo "round by round: $(paste -d' ' <(tr ' ' '\n' <<<"${samples[$first]% }") <(tr ' ' '\n' <<<"${samples[$last]% }") \
        | awk '{ printf "%s%.2fx", (NR > 1 ? " " : ""), $1 / $2 }')"
    echo "control: two -j 1 processes at once (--shard 1/2, 2/2) in $(median_of $shard_samples) ms: $(awk -v a="$(median_of ${samples[$first]})" -v b="$(median_of $shard_samples)" 'BEGIN { printf "%.2f", a / b }')x the single -j 1 (median of $runs)"
    echo "control: the machine, two sha256sum at once against one: $(median_of $machine_samples)x (median of $runs: ${machine_samples% }x)"
    # On a machine that other work keeps busy, -j 2 gets no second core to
    # itself; equal CPU time per variant at both -j says the threads share no
    # lock or cache line, so the wall-time scaling is the idle cores' count.
    awk -v a="${cpu[$first]}" -v b="${cpu[$last]}" -v l="$last" \
        'BEGIN { printf "CPU time at -j %s against -j 1: %.2fx (1.00 = no cost of running in parallel)\n", l, b / a }'
    if diff -r "$work/j$first" "$work/j$last" >/dev/null; then
        echo "outputs byte-identical across -j $first and -j $last ($variants files)"
    else
        echo "outputs DIFFER between -j $first and -j $last"
        exit 1
    fi
fi

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
        start=$(date +%s%N)
        "${mock_args[@]}" >/dev/null 2>&1
        end=$(date +%s%N)
        mock_samples+=($(((end - start) / 1000000)))
    done
    mock_ms=$(median_of "${mock_samples[@]}")
    echo "Chromium mock: $mock_ms ms per variant (median of ${#mock_samples[@]} variants: ${mock_samples[*]} ms)"
    first=${jobs_list[0]}
    echo "matrix -j $first per variant against the mock: $(ratio "$mock_ms" "${per_variant[$first]}")x faster (goal: at least 45x)"
fi

if [[ ${LARGE:-1} == 1 ]]; then
    large=(matrix "${campaigns[@]}" --devices all --orientations all --langs en,ar,he,ja
           --text-sizes xs,s,m,l,xl,xxl,xxxl,ax1,ax2,ax3,ax4,ax5 --formats png --values examples/values.json --quiet
           --no-contact-sheet)
    # The reference: a twelfth of the same matrix (--shard 1/12, 96 variants),
    # so devices, languages and text sizes are spread alike.
    reference=("${large[@]}" --shard 1/12)
    last=${jobs_list[-1]}
    small_mib=$(peak_mib "$cli" "${reference[@]}" -j "$last" -o "$work/small")
    start=$(date +%s%N)
    large_mib=$(peak_mib "$cli" "${large[@]}" -j "$last" -o "$work/large")
    end=$(date +%s%N)
    count=$(find "$work/large" -type f -name '*.png' | wc -l)
    echo "memory at -j $last: 96 variants (--shard 1/12) peak $small_mib MiB; $count variants peak $large_mib MiB" \
         "($(ratio "$large_mib" "$small_mib")x, in $(((end - start) / 1000000)) ms)"
    # The same matrix twice over: each campaign also under a second name.
    mkdir -p "$work/twice"
    doubled=()
    for campaign in "${campaigns[@]}"; do
        name=$(basename "$campaign" .json)
        cp "$campaign" "$work/twice/$name.json"
        cp "$campaign" "$work/twice/$name-again.json"
        doubled+=("$work/twice/$name.json" "$work/twice/$name-again.json")
    done
    cp -r examples/assets "$work/twice/assets"
    twice=("${large[@]}")
    twice=(matrix "${doubled[@]}" "${twice[@]:4}")
    twice_mib=$(peak_mib "$cli" "${twice[@]}" --assets "$work/twice/assets" -j "$last" -o "$work/twice-out")
    twice_count=$(find "$work/twice-out" -type f -name '*.png' | wc -l)
    echo "memory at -j $last: $twice_count variants peak $twice_mib MiB: $(ratio "$twice_mib" "$large_mib")x the $count variants'" \
         "($(awk -v a="$twice_mib" -v b="$large_mib" -v n="$((twice_count - count))" 'BEGIN { printf "%.1f", (a - b) * 1024 / n }') KiB per further variant)"
fi
