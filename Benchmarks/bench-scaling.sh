#!/usr/bin/env bash
# How the cost of one variant grows with the number of buttons (20, 160, 1280):
# layout, lint and box-tree JSON, with the growth factor per 8x step.
# Builds scaling-bench in release mode and runs it.
#
# usage: Benchmarks/bench-scaling.sh [--buttons 20,160,1280] [--runs N]
# Extra swift flags (e.g. a separate build folder): SWIFT_FLAGS="--scratch-path /tmp/build"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PATH:/opt/swift/usr/bin"
# shellcheck disable=SC2086 # SWIFT_FLAGS is a list of flags
swift build -c release --product scaling-bench ${SWIFT_FLAGS:-} >&2
# shellcheck disable=SC2086
bin=$(swift build -c release ${SWIFT_FLAGS:-} --show-bin-path)
exec "$bin/scaling-bench" "$@"
