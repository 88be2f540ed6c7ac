#!/usr/bin/env bash
# Lint of a 500-variant matrix against rendering the same variants to PNG.
# Builds lint-bench in release mode and runs it over the bundled examples.
#
# usage: Benchmarks/bench-lint.sh [EXAMPLES_DIR] [--variants N] [--runs N]
# Extra swift flags (e.g. a separate build folder): SWIFT_FLAGS="--scratch-path /tmp/build"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PATH:/opt/swift/usr/bin"
# shellcheck disable=SC2086 # SWIFT_FLAGS is a list of flags
swift build -c release --static-swift-stdlib --product lint-bench ${SWIFT_FLAGS:-} >&2
# shellcheck disable=SC2086
bin=$(swift build -c release --static-swift-stdlib ${SWIFT_FLAGS:-} --show-bin-path)
exec "$bin/lint-bench" "$@"
