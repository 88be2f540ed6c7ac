#!/usr/bin/env bash
# Checks the release bundle on a bare Debian (docs/ci.md, "The release bundle
# on a bare Debian"): builds a minimal root from the package mirror
# (mmdebstrap --variant=minbase), installs exactly the packages the bundle
# lists with the command its README gives, extracts the bundle into a folder
# with a space in its name, and inside that root (chroot, in mount and PID
# namespaces of its own, HOME pointing nowhere, another current folder):
#
#   1. renders every example with `render` (English, Arabic, Hebrew) and a
#      matrix of them (png, a11y, json), with only debian-packages.txt
#      installed: no CJK fonts, so Latin, Arabic and Hebrew need nothing more;
#   2. installs fonts-noto-cjk (from debian-packages-optional.txt) and runs
#      `golden check` of this repository's preview.json, which includes
#      Japanese and Korean goldens: it must pass byte for byte.
#
# Every file of step 1 is compared byte for byte with what HOST_CLI (the
# build tree's binary) writes on this machine from the same command.
#
# usage: scripts/dist-check.sh TARBALL HOST_CLI
# env:   DIST_CHECK_MIRROR   apt sources for the root (default: this machine's
#                            /etc/apt/sources.list.d/debian.sources)
#        DIST_CHECK_KEEP=1   keep the work folder (printed) for a look
set -euo pipefail

tarball=$(readlink -f "${1:?usage: dist-check.sh TARBALL HOST_CLI}")
host_cli=$(readlink -f "${2:?usage: dist-check.sh TARBALL HOST_CLI}")
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/dist-lib.sh
source "$repo/scripts/dist-lib.sh"

say() { printf 'dist-check: %s\n' "$*"; }
fail() { printf 'dist-check: FAILED: %s\n' "$*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || fail "needs root (mmdebstrap's root mode, chroot, namespaces)"
[[ -f $tarball ]] || fail "no bundle at $1 (make dist)"
[[ -x $host_cli ]] || fail "no program at $2"

work=$(mktemp -d /tmp/dist-check.XXXXXX)
if [[ ${DIST_CHECK_KEEP:-} == 1 ]]; then
    say "keeping $work"
else
    trap 'rm -rf "$work"' EXIT
fi

root=$work/root
say "building a minimal Debian root (mmdebstrap --variant=minbase)"
bare_debian_root "$root"

name=$(basename "$tarball" .tar.gz)
install_dir="/opt/extracted here"
mkdir -p "$root$install_dir"
tar -xzf "$tarball" -C "$root$install_dir"
bundle="$install_dir/$name"
say "installing the bundle's debian-packages.txt"
quietly "$work/install.log" in_root "$root" "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \$(sed 's/#.*//' '$bundle/debian-packages.txt')"

lay_out_workspace "$root/work"
lay_out_workspace "$work/host"

say "step 1: render and matrix of the examples inside the root, with no CJK font"
quietly "$work/bundle-renders.log" in_root "$root" "cd /work && CLI='$bundle/bin/preview-cli' sh dist-examples.sh" ||
    fail "the bundle's renders (above)"
say "the same commands with the build tree's binary, on this machine"
(cd "$work/host" && CLI="$host_cli" HOME="$work/host-home" quietly "$work/host-renders.log" sh dist-examples.sh) ||
    fail "the build tree's renders (above)"
compare_outputs "$work/host/out" "$root/work/out" "the bundle on a bare Debian" || fail "see above"

say "step 2: golden check of this repository's preview.json (CJK goldens too) with fonts-noto-cjk"
quietly "$work/install-cjk.log" in_root "$root" "DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends fonts-noto-cjk"
in_root "$root" "cd /work && '$bundle/bin/preview-cli' golden check --no-cache"
say "passed: $name renders the examples and passes golden check on a bare Debian with only its listed packages"
