#!/usr/bin/env bash
# `golden check` of an unchanged matrix against rendering the same matrix to
# files (`matrix -o`), whole process, release build, timed alternately in one
# run. The matrix is bench-matrix's 96 variants (the bundled examples, copied
# into a scratch folder with a preview.json; goldens recorded first). Both
# sides without contact sheets (--no-contact-sheet): the check and the
# rendering alone, not the sheets each would draw beside them.
#
# The check is timed as CI runs it twice: with its check cache filled by an
# earlier check (the default; unchanged frames are not drawn), and with
# --no-cache (every frame drawn and compared with its decoded golden).
#
# usage: Benchmarks/bench-golden.sh            (make bench-golden)
# Environment: SWIFT_FLAGS, RUNS (default 7), JOBS (default 1).
# Goal (issue 14): golden check at least 1.5x faster than rendering to files.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bench_name=bench-golden
source Benchmarks/lib/common.sh
runs=${RUNS:-7}
jobs=${JOBS:-1}

build_cli
repo=$PWD
export MESSAGEPREVIEW_FONTS="$repo/fonts"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/project/campaigns"
cp examples/welcome-modal.json examples/level-up-slideup.json examples/summer-sale-fullscreen.json \
   examples/values.json "$work/project/campaigns/"
cp -r examples/assets "$work/project/campaigns/assets"
cat >"$work/project/preview.json" <<'JSON'
{
  "campaigns": ["campaigns/*-*.json"],
  "values": "campaigns/values.json",
  "assets": "campaigns/assets",
  "goldens": "goldens",
  "output": "out",
  "matrix": { "devices": ["iphone-se", "iphone-15"], "orientations": "all", "languages": ["en", "ar"],
              "textSizes": ["s", "l", "ax1", "ax5"], "formats": ["png"] }
}
JSON
cd "$work/project"
"$cli" golden record -j "$jobs" >/dev/null
goldens=$(find goldens -type f -name '*.png' | wc -l)
"$cli" golden check -j "$jobs" --no-contact-sheet >/dev/null || { say "golden check of an unchanged matrix failed"; exit 1; }
check=("$cli" golden check -j "$jobs" --no-contact-sheet)
cold=("$cli" golden check -j "$jobs" --no-contact-sheet --no-cache)
render=("$cli" matrix campaigns/welcome-modal.json campaigns/level-up-slideup.json campaigns/summer-sale-fullscreen.json
        --devices iphone-se,iphone-15 --orientations all --langs en,ar --text-sizes s,l,ax1,ax5 --formats png
        --values campaigns/values.json --assets campaigns/assets -j "$jobs" -o rendered --quiet --no-contact-sheet)
"${render[@]}"
rendered=$(find rendered -type f -name '*.png' | wc -l)
[[ $rendered == "$goldens" ]] || { say "golden record wrote $goldens files, matrix $rendered"; exit 1; }

say "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); -j $jobs; median of $runs runs each"
time_pair "$runs" "${check[@]}" -- "${render[@]}"
check_ms=$median_a render_ms=$median_b check_cpu=$cpu_a render_cpu=$cpu_b
time_pair "$runs" "${cold[@]}" -- "${render[@]}"
cold_ms=$median_a cold_render_ms=$median_b cold_cpu=$cpu_a cold_render_cpu=$cpu_b
echo "$goldens variants (PNG) at -j $jobs"
echo "golden check (unchanged, check cache filled): median $check_ms ms"
echo "golden check --no-cache (every frame drawn):  median $cold_ms ms"
echo "matrix to files:                              median $render_ms ms (and $cold_render_ms ms beside --no-cache)"
echo "golden check is $(ratio "$render_ms" "$check_ms")x faster than rendering to files (goal: at least 1.5x)"
echo "golden check --no-cache: $(ratio "$cold_render_ms" "$cold_ms")x"
echo "CPU time (user + system): check $check_cpu ms, matrix $render_cpu ms: $(ratio "$render_cpu" "$check_cpu")x; --no-cache $cold_cpu ms against $cold_render_cpu ms: $(ratio "$cold_render_cpu" "$cold_cpu")x"
cd "$repo"
