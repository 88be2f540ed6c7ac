# Helpers of the release checks (make dist-check, image-check, recipe-check),
# sourced by their scripts; the Debian ones need root.
#
#   bare_debian_root ROOT      mmdebstrap --variant=minbase of this machine's
#                              Debian release from its package mirror (or
#                              $DIST_CHECK_MIRROR, apt sources), apt ready to
#                              install: the stand-in for debian:RELEASE-slim
#                              where containers cannot be run
#   in_root ROOT SCRIPT        runs SCRIPT with sh inside ROOT: chroot, in
#                              mount and PID namespaces of its own (its own
#                              /proc; every mount goes with it), with a clean
#                              environment and HOME pointing nowhere
#   lay_out_workspace DIR      the examples, this repository's goldens and its
#                              preview.json, laid out as in the repository
#   compare_outputs EXPECTED ACTUAL WHAT
#                              fails unless the two folders hold the same files
#                              with the same bytes

dist_repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

bare_debian_root() {
    local root=$1 release mirror
    command -v mmdebstrap >/dev/null || {
        echo "dist-lib: installing mmdebstrap" >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends mmdebstrap >/dev/null
    }
    release=$(. /etc/os-release && echo "$VERSION_CODENAME")
    mirror=${DIST_CHECK_MIRROR:-/etc/apt/sources.list.d/debian.sources}
    [[ -f $mirror ]] || mirror=/etc/apt/sources.list
    mmdebstrap --quiet --variant=minbase "$release" "$root" "$mirror"
    # The root's apt reaches the mirror through this machine's name servers.
    cp -L /etc/resolv.conf "$root/etc/resolv.conf"
}

in_root() {
    local root=$1 script=$2
    unshare --mount --pid --fork --kill-child -- sh -c '
        mount -t proc proc "$1/proc" && exec chroot "$1" /usr/bin/env -i \
            PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=/nonexistent LANG=C.UTF-8 \
            /bin/sh -c "$2"' in-root "$root" "$script"
}

lay_out_workspace() {
    local into=$1
    mkdir -p "$into/Tests/Fixtures/campaigns" "$into/Tests/Goldens"
    cp -R "$dist_repo/examples" "$into/"
    cp -R "$dist_repo/Tests/Fixtures/campaigns/pipeline" "$into/Tests/Fixtures/campaigns/"
    cp -R "$dist_repo/Tests/Goldens/png" "$dist_repo/Tests/Goldens/a11y" "$dist_repo/Tests/Goldens/tree" "$into/Tests/Goldens/"
    cp "$dist_repo/preview.json" "$dist_repo/scripts/dist-examples.sh" "$into/"
}

compare_outputs() {
    local expected=$1 actual=$2 what=$3 count differences
    count=$(find "$expected" -type f | wc -l)
    if ((count < 100)); then
        echo "expected over 100 files in $expected, found $count" >&2
        return 1
    fi
    if ! differences=$(diff -r "$expected" "$actual" 2>&1); then
        head -20 <<<"$differences" >&2
        echo "$what: the output differs from the build tree's binary's (above)" >&2
        return 1
    fi
    echo "  $count files, byte-identical to the build tree's binary's"
}

# quietly LOG COMMAND...: runs COMMAND with its output in LOG, shown (the
# last 40 lines) only when it fails.
quietly() {
    local log=$1
    shift
    if ! "$@" >"$log" 2>&1; then
        tail -40 "$log" >&2
        return 1
    fi
}
