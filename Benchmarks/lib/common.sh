# Shared by the Benchmarks/bench-*.sh scripts (sourced, not run): building the
# release binary, timing whole processes, peak memory, and the headless
# Chromium mock every speed goal is measured against.
#
# Environment: SWIFT_FLAGS (e.g. "--scratch-path /tmp/build"), RUNS, CLI.

export PATH="$PATH:/opt/swift/usr/bin"
# The project's release build (as `make examples`): the Swift runtime and
# Foundation linked in, which halves a process's start-up.
swift_flags=(-c release --static-swift-stdlib ${SWIFT_FLAGS:-})

say() { printf '%s: %s\n' "${bench_name:-bench}" "$*" >&2; }

# Builds preview-cli in release mode and sets $cli to its path; with CLI set
# (a preview-cli binary, e.g. an older build to compare), uses that instead.
build_cli() {
    if [[ -n ${CLI:-} ]]; then cli=$(realpath "$CLI"); say "using $cli"; return; fi
    say "building preview-cli (release)"
    swift build --product preview-cli "${swift_flags[@]}" >&2
    cli="$(swift build --show-bin-path "${swift_flags[@]}")/preview-cli"
}

require() {
    command -v "$1" >/dev/null || { say "$1 is needed: apt-get install -y $2"; exit 2; }
}

# Peak resident memory in MiB of a command (GNU time's "Maximum resident set
# size": the largest single process, for Chromium its largest one).
peak_mib() {
    local log
    log=$(mktemp)
    /usr/bin/time -v "$@" >/dev/null 2>"$log" || true
    awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$log"
    rm -f "$log"
}

# Times two commands alternately, $1 runs each after one warm-up of each, so
# both see the same machine load; sets $median_a and $median_b (wall, ms) and
# $cpu_a and $cpu_b (user + system CPU time of the process and the children
# it waited for, ms): on a machine that other work keeps busy, wall time
# mostly measures waiting for a core, and short processes wait longest.
# usage: time_pair RUNS COMMAND_A... -- COMMAND_B...
time_pair() {
    local runs=$1; shift
    local a=() b=() samples_a=() samples_b=() cpus_a=() cpus_b=() i
    bench_usage=$(mktemp)
    while (($#)) && [[ $1 != -- ]]; do a+=("$1"); shift; done
    shift
    b=("$@")
    "${a[@]}" >/dev/null 2>&1 || true
    "${b[@]}" >/dev/null 2>&1 || true
    settle
    for ((i = 0; i < runs; i++)); do
        time_one "${a[@]}"
        samples_a+=("$wall_us")
        cpus_a+=("$cpu_us")
        settle
        time_one "${b[@]}"
        samples_b+=("$wall_us")
        cpus_b+=("$cpu_us")
        settle
    done
    rm -f "$bench_usage"
    median_a=$(median_us_to_ms "${samples_a[@]}")
    median_b=$(median_us_to_ms "${samples_b[@]}")
    cpu_a=$(median_us_to_ms "${cpus_a[@]}")
    cpu_b=$(median_us_to_ms "${cpus_b[@]}")
}

# One run of a command: sets `wall_us` (wall-clock time) and `cpu_us` (user
# and system time, its own and its children's), in microseconds. The clock
# is read by the shell itself (`EPOCHREALTIME`) and the CPU time by its
# `time` keyword, around the command alone: a `date` subshell before and
# after and a /usr/bin/time process in between, as this script first timed
# with, added some 3.7 ms to every sample of both commands (4.7 ms for
# /bin/true, which takes 1 ms), a tenth of a `render`.
time_one() {
    local TIMEFORMAT='%3U %3S' start end user sys
    start=$EPOCHREALTIME
    { time "$@" >/dev/null 2>&1; } 2>"$bench_usage" || true
    end=$EPOCHREALTIME
    read -r user sys <"$bench_usage"
    # EPOCHREALTIME's decimal point follows the locale.
    wall_us=$(awk -v s="${start/,/.}" -v e="${end/,/.}" 'BEGIN { printf "%d", (e - s) * 1000000 }')
    cpu_us=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%d", (u + s) * 1000000 }')
}

# Waits, outside any timing, until no process of the mock (`$leftovers`,
# set by make_mock) is left. Chromium's helpers (crashpad handlers,
# renderers) outlive the browser process the mock's command waits for by
# some 20 to 30 ms, tearing down a few hundred megabytes: a command timed
# right after it would be charged for the mock's own exit. The mock's time
# still leaves that exit out, in its favour. At most two seconds.
settle() {
    [[ -n ${leftovers:-} ]] || return 0
    local i
    for ((i = 0; i < 400; i++)); do
        pgrep -f -- "$leftovers" >/dev/null || return 0
        sleep 0.005
    done
}

median_us_to_ms() {
    printf '%s\n' "$@" | sort -n |
        awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m / 1000 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }

# Sets $convert to ImageMagick's convert: the first `convert` on PATH that
# says it is ImageMagick, since another program of that name (a system
# utility, a stand-in) may come first.
find_imagemagick_convert() {
    local candidate
    convert=''
    while read -r candidate; do
        if "$candidate" -version 2>/dev/null | grep -q ImageMagick; then convert=$candidate; return; fi
    done < <(type -ap convert)
    say "ImageMagick's convert is needed: apt-get install -y imagemagick"; exit 2
}

chromium_binary() {
    command -v chromium || command -v chromium-browser || { say "chromium is needed: apt-get install -y chromium"; exit 2; }
}

# Builds the HTML mock of a box tree ($1) into $2 and sets $mock_args to the
# Chromium command that screenshots it at the device's pixel size into $3.
# --no-sandbox: as root (CI containers) the sandbox refuses to start.
make_mock() {
    local tree=$1 page=$2 shot=$3 size width height scale
    size=$(python3 Benchmarks/lib/html-mock.py "$tree" "$page")
    read -r width height scale <<<"$size"
    mock_args=("$(chromium_binary)" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
               --user-data-dir="${page%.html}.profile" --force-device-scale-factor="$scale"
               --window-size="$width,$height" --screenshot="$shot" "file://$page")
    # Every process of this mock has its profile folder on its command line.
    leftovers="--user-data-dir=${page%.html}.profile"
}
