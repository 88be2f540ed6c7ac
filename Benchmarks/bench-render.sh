#!/usr/bin/env bash
# One preview, whole process: `preview-cli render` of the bundled iPhone 15
# modal (examples/welcome-modal.json, 1179x2556 PNG) against what a team would
# otherwise build: an HTML mock of the same campaign (its box tree as
# absolutely positioned HTML, Benchmarks/lib/html-mock.py) screenshotted by
# headless Chromium at the same pixel size. Both are timed in the same run,
# alternately (run for run), so both see the same machine load.
#
# usage: Benchmarks/bench-render.sh            (make bench-render)
# Environment: SWIFT_FLAGS, RUNS (default 7), CAMPAIGN, DEVICE (default iphone-15).
# Goals (issues 14 and 26): render at least 25x faster than the mock, at most 60 MiB peak.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bench_name=bench-render
source Benchmarks/lib/common.sh
runs=${RUNS:-7}
campaign=${CAMPAIGN:-examples/welcome-modal.json}
device=${DEVICE:-iphone-15}

build_cli

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render=("$cli" render "$campaign" --device "$device" --values examples/values.json -o "$work/preview.png" --quiet)
"$cli" render "$campaign" --device "$device" --values examples/values.json --format json -o "$work/tree.json" --quiet
make_mock "$work/tree.json" "$work/mock.html" "$work/mock.png"
"${render[@]}"
"${mock_args[@]}" >/dev/null 2>&1
ours_size=$(file -b "$work/preview.png" | grep -o '[0-9]* x [0-9]*')
mock_size=$(file -b "$work/mock.png" | grep -o '[0-9]* x [0-9]*')
[[ $ours_size == "$mock_size" ]] || { say "sizes differ: ours $ours_size, mock $mock_size"; exit 1; }

say "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); median of $runs runs each"
time_pair "$runs" "${render[@]}" -- "${mock_args[@]}"
ours_ms=$median_a mock_ms=$median_b
ours_mib=$(peak_mib "${render[@]}")
mock_mib=$(peak_mib "${mock_args[@]}")
echo "render $campaign on $device ($ours_size px)"
echo "preview-cli render:        median $ours_ms ms, peak $ours_mib MiB"
echo "Chromium HTML mock:        median $mock_ms ms, peak $mock_mib MiB (largest process)"
echo "speed-up: $(ratio "$mock_ms" "$ours_ms")x (goal: at least 25x); peak $ours_mib MiB (goal: at most 60)"
echo "CPU time (user + system): render $cpu_a ms, mock $cpu_b ms (its own and the children it waited for): $(ratio "$cpu_b" "$cpu_a")x"
