#!/usr/bin/env bash
# Packs a release build of preview-cli into one tarball that runs from any
# folder it is extracted to (docs/releasing.md, "The bundle"):
#
#   dist/messagepreview-VERSION-linux-ARCH.tar.gz
#     messagepreview-VERSION-linux-ARCH/
#       bin/preview-cli                                   the program (Swift runtime linked in)
#       bin/MessagePreview_BundledResources.resources/    fonts/ and themes/, found beside the program
#       licenses/                                         the fonts' and the Swift runtime's licences
#       debian-packages.txt                               the Debian packages it needs, one a line
#       debian-packages-optional.txt                      the ones only some previews need
#       README.md
#
# VERSION is what the binary's --version prints (ToolVersion.swift, the one
# place it is written); ARCH is `uname -m`. The package lists are derived
# here, on the build machine: the packages owning the shared libraries the
# binary links (readelf's NEEDED entries resolved by ldd, then dpkg -S) and
# those it opens with dlopen (the sonames named in Sources/C*), so they
# follow the code. `make dist-check` installs exactly them on a bare Debian.
#
# usage: scripts/make-dist.sh BIN_DIR [DIST_DIR]
#   BIN_DIR   a release build's folder (swift build -c release --show-bin-path)
set -euo pipefail

bin_dir=${1:?usage: make-dist.sh BIN_DIR [DIST_DIR]}
dist_dir=${2:-dist}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
resources=MessagePreview_BundledResources.resources

say() { printf 'make-dist: %s\n' "$*"; }
fail() { printf 'make-dist: error: %s\n' "$*" >&2; exit 1; }

[[ -x $bin_dir/preview-cli ]] || fail "no preview-cli in $bin_dir (build it first: swift build -c release --static-swift-stdlib --product preview-cli)"
[[ -d $bin_dir/$resources/fonts && -d $bin_dir/$resources/themes ]] || fail "no $resources with fonts/ and themes/ in $bin_dir"
# A binary that needs the Swift runtime's shared libraries would not run
# where no toolchain is installed.
if readelf -d "$bin_dir/preview-cli" | grep -q 'NEEDED.*libswiftCore'; then
    fail "$bin_dir/preview-cli links the Swift runtime dynamically; build with --static-swift-stdlib"
fi

version=$("$bin_dir/preview-cli" --version | awk '{print $NF}')
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "preview-cli --version printed no X.Y.Z version: $version"
name="messagepreview-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
top=$stage/$name
mkdir -p "$top/bin" "$top/licenses"

say "packing $name"
# Stripped: symbols only serve a debugger, and they are most of the file.
strip -o "$top/bin/preview-cli" "$bin_dir/preview-cli"
cp -R "$bin_dir/$resources" "$top/bin/"
cp "$root"/fonts/licenses/* "$top/licenses/"
swift_licence=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/share/swift/LICENSE.txt
[[ -f $swift_licence ]] || fail "cannot find the Swift toolchain's LICENSE.txt (the runtime linked into the binary is under it): looked at $swift_licence"
cp "$swift_licence" "$top/licenses/Swift-Apache-2.0-with-runtime-exception.txt"

# The package owning a library file. Debian's merged /usr means ldd may name
# /lib/... while dpkg recorded /usr/lib/... (or the other way), so both are asked.
owner() {
    local path=$1 real
    real=$(readlink -f "$path")
    for candidate in "$path" "$real" "${path#/usr}" "${real#/usr}" "/usr$path" "/usr$real"; do
        if found=$(dpkg -S "$candidate" 2>/dev/null); then
            echo "${found%%:*}"
            return
        fi
    done
    fail "no Debian package owns $path"
}

# Every library the program loads, and the packages they come from.
declare -A why=()
add() { why[$1]="${why[$1]:+${why[$1]}, }$2"; }
mapfile -t needed < <(readelf -d "$bin_dir/preview-cli" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
ldd_output=$(ldd "$bin_dir/preview-cli")
for soname in "${needed[@]}"; do
    # "libX.so.N => /path (address)", or "/path/ld-linux....so.N (address)" for the loader.
    path=$(awk -v s="$soname" '($1 == s && $3 ~ /^\//) {print $3; exit} ($1 ~ /^\// && substr($1, length($1) - length(s)) == "/" s) {print $1; exit}' <<<"$ldd_output")
    [[ -n $path ]] || fail "ldd cannot resolve $soname"
    add "$(owner "$path")" "$soname"
done
# Opened with dlopen on first use (so ldd cannot see them): libcurl for
# --fetch-artwork, libcrypto for SHA-256 (the check cache, artwork cache names).
mapfile -t opened < <(grep -rhoE '"lib[A-Za-z0-9_+-]+\.so\.[0-9]+"' "$root"/Sources/C*/ | tr -d '"' | sort -u)
((${#opened[@]} > 0)) || fail "found no dlopen soname in Sources/C*"
for soname in "${opened[@]}"; do
    path=$(ldconfig -p | awk -v s="$soname" '$1 == s && $NF ~ /^\// {print $NF; exit}')
    [[ -n $path ]] || fail "$soname (opened with dlopen) is not installed here"
    add "$(owner "$path")" "$soname, opened when used"
done

{
    echo "# Debian packages preview-cli $version needs, one a line (text after # is a comment)."
    echo "# Derived on $(. /etc/os-release && echo "$PRETTY_NAME") from the libraries the binary loads;"
    echo "# install them on the same Debian release:"
    echo "#   apt-get install --no-install-recommends \$(sed 's/#.*//' debian-packages.txt)"
    for package in $(printf '%s\n' "${!why[@]}" | sort); do
        printf '%-20s # %s (built against %s)\n' "$package" "${why[$package]}" \
            "$(dpkg-query -W -f='${Version}' "$package")"
    done
    printf '%-20s # the certificate authorities --fetch-artwork verifies https:// servers with\n' ca-certificates
} >"$top/debian-packages.txt"

{
    echo "# Debian packages only some previews need (text after # is a comment)."
    printf '%-20s # %s\n' fonts-noto-cjk "Chinese, Japanese and Korean text (without it: a missing-glyphs lint error naming it; Latin, Arabic and Hebrew need nothing more)"
    printf '%-20s # %s\n' chromium "HTML in-app messages (Adobe, Braze HTML); without it their frame holds a labelled placeholder"
} >"$top/debian-packages-optional.txt"

cat >"$top/README.md" <<EOF
# MessagePreview $version, preview-cli for Linux ($(uname -m))

Extract anywhere and run \`bin/preview-cli\` (\`--help\`). It finds its fonts
and themes in \`bin/$resources\`, beside it, whatever the current folder
or \`HOME\`. It runs on $(. /etc/os-release && echo "$PRETTY_NAME") with the packages of
\`debian-packages.txt\` installed (and \`debian-packages-optional.txt\` where
needed); previews are then byte-identical to those of the machine that
built it. Licences of the bundled fonts and of the Swift runtime linked into
the program: \`licenses/\`. Documentation: docs/ci.md and docs/releasing.md of
the MessagePreview repository.
EOF

mkdir -p "$dist_dir"
tarball=$dist_dir/$name.tar.gz
# Sorted names, fixed owner and times: the same build packs to the same bytes.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='@0' -C "$stage" -cf - "$name" | gzip -n -9 >"$tarball.tmp"
mv "$tarball.tmp" "$tarball"
say "wrote $tarball ($(du -h "$tarball" | cut -f1)); packages: $(sed 's/#.*//' "$top/debian-packages.txt" | xargs)"
