#!/usr/bin/env bash
# Checks the Containerfile's image (docs/ci.md, "The container image"):
# builds its runtime stage with podman from the bundle TARBALL (a prebuilt
# one, --build-arg BUNDLE_FROM=prebuilt) on a minimal Debian root made here
# (mmdebstrap --variant=minbase, imported as the base image, so no registry
# is needed), checks its entry point and working folder, then runs the
# examples through the image in the RUN steps of a second build (containers
# need not be runnable here: `--isolation=chroot`) and reads their output
# from the image's filesystem (podman image mount):
#
#   the renders of scripts/dist-examples.sh, compared byte for byte with what
#   HOST_CLI (the build tree's binary) writes, and `golden check` of this
#   repository's preview.json (Japanese and Korean goldens too).
#
# usage: scripts/image-check.sh TARBALL HOST_CLI
# env:   DIST_CHECK_MIRROR, DIST_CHECK_KEEP=1 as for scripts/dist-check.sh
set -euo pipefail

tarball=$(readlink -f "${1:?usage: image-check.sh TARBALL HOST_CLI}")
host_cli=$(readlink -f "${2:?usage: image-check.sh TARBALL HOST_CLI}")
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/dist-lib.sh
source "$repo/scripts/dist-lib.sh"

say() { printf 'image-check: %s\n' "$*"; }
fail() { printf 'image-check: FAILED: %s\n' "$*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || fail "needs root (mmdebstrap's root mode, podman's storage)"
[[ -f $tarball ]] || fail "no bundle at $1 (make dist)"
[[ -x $host_cli ]] || fail "no program at $2"
command -v podman >/dev/null || {
    say "installing podman"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends podman >/dev/null
}

name=$(basename "$tarball" .tar.gz)
version=${name#messagepreview-}
version=${version%%-linux-*}
release=$(. /etc/os-release && echo "$VERSION_CODENAME")
base=localhost/messagepreview-check-base:$release
image=localhost/messagepreview:$version
check_image=localhost/messagepreview-check:$version

work=$(mktemp -d /tmp/image-check.XXXXXX)
dangling() { podman images --quiet --no-trunc --filter dangling=true | sort; }
dangling_before=
builds_started=0
cleanup() {
    podman image unmount "$check_image" >/dev/null 2>&1 || true
    podman rmi -f "$check_image" "$base" >/dev/null 2>&1 || true
    # Only the untagged images this run's builds left, never others'.
    if ((builds_started)); then
        comm -13 <(printf '%s\n' "$dangling_before") <(dangling) | xargs -r podman rmi -f >/dev/null 2>&1 || true
    fi
    [[ ${DIST_CHECK_KEEP:-} == 1 ]] || rm -rf "$work"
}
trap cleanup EXIT
[[ ${DIST_CHECK_KEEP:-} == 1 ]] && say "keeping $work"

say "building a minimal Debian root (mmdebstrap --variant=minbase) as the base image"
bare_debian_root "$work/root"
tar -C "$work/root" -c . | podman import --quiet - "$base" >/dev/null
rm -rf "$work/root"

say "building the runtime stage of the Containerfile as $image"
mkdir -p "$work/context/dist"
cp "$repo/Containerfile" "$work/context/"
cp "$tarball" "$work/context/dist/"
# A rebuild replaces the image of this version; the untagged images the
# builds leave (stages, the replaced image) are removed at the end.
dangling_before=$(dangling)
builds_started=1
quietly "$work/build.log" podman build --isolation=chroot --target runtime \
    --build-arg BUNDLE_FROM=prebuilt --build-arg RUNTIME_BASE="$base" \
    -t "$image" -f "$work/context/Containerfile" "$work/context" || fail "podman build of the runtime stage (above)"

config=$(podman image inspect --format '{{json .Config.Entrypoint}} {{.Config.WorkingDir}}' "$image")
[[ $config == '["/opt/messagepreview/bin/preview-cli"] /work' ]] || fail "entry point and working folder: $config"
say "  entry point /opt/messagepreview/bin/preview-cli, working folder /work"

say "running the examples through the image (RUN steps of a build on it)"
lay_out_workspace "$work/check/work"
cat >"$work/check/Containerfile" <<EOF
FROM $image
COPY work/ /work/
RUN preview-cli --version && CLI=preview-cli sh dist-examples.sh
RUN preview-cli golden check --no-cache
EOF
quietly "$work/check.log" podman build --isolation=chroot -t "$check_image" "$work/check" ||
    fail "the examples through the image (above)"
grep -A1 '^golden check:' "$work/check.log" | sed 's/^/  /' 

say "the same renders with the build tree's binary, on this machine"
lay_out_workspace "$work/host"
(cd "$work/host" && CLI="$host_cli" HOME="$work/host-home" quietly "$work/host-renders.log" sh dist-examples.sh) ||
    fail "the build tree's renders (above)"
mounted=$(podman image mount "$check_image")
compare_outputs "$work/host/out" "$mounted/work/out" "the image" || fail "see above"
say "passed: $image renders the examples byte-identically and passes golden check"
