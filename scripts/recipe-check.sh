#!/usr/bin/env bash
# Runs the CI recipes of examples/ci as written against a locally built
# bundle (docs/ci.md, "CI recipes"): every job of each recipe, in job order,
# in a fresh minimal Debian root standing for its debian:RELEASE-slim
# container (mmdebstrap --variant=minbase; an overlay per job, so no job sees
# what another installed), its shell steps as the CI runs them and its
# action steps played by stand-ins (scripts/recipe-job.py says which).
#
# The app repository is this repository's examples, goldens and preview.json
# (its default .preview output), committed with the PNG goldens in Git LFS.
# The recipe's MESSAGEPREVIEW_RELEASES is pointed at a folder laid out as a
# release page (vVERSION/messagepreview-VERSION-linux-ARCH.tar.gz) holding
# TARBALL, so the recipe's own version pin must name the bundle's version.
# Each recipe must end with every shard passing, and the report job writing
# report/junit.xml and passing.
#
# usage: scripts/recipe-check.sh TARBALL
# env:   DIST_CHECK_MIRROR, DIST_CHECK_KEEP=1 as for scripts/dist-check.sh
#        RECIPES="github gitlab"   which recipes to run
set -euo pipefail

tarball=$(readlink -f "${1:?usage: recipe-check.sh TARBALL}")
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/dist-lib.sh
source "$repo/scripts/dist-lib.sh"

say() { printf 'recipe-check: %s\n' "$*"; }
fail() { printf 'recipe-check: FAILED: %s\n' "$*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || fail "needs root (mmdebstrap's root mode, chroot, overlay mounts)"
[[ -f $tarball ]] || fail "no bundle at $1 (make dist)"
python3 -c 'import yaml' 2>/dev/null || fail "needs python3 with PyYAML (apt-get install python3-yaml)"
command -v git-lfs >/dev/null || {
    say "installing git-lfs"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends git-lfs >/dev/null
}

work=$(mktemp -d /tmp/recipe-check.XXXXXX)
if [[ ${DIST_CHECK_KEEP:-} == 1 ]]; then
    say "keeping $work"
else
    trap 'rm -rf "$work"' EXIT
fi
release=$(. /etc/os-release && echo "$VERSION_CODENAME")
name=$(basename "$tarball" .tar.gz)
version=${name#messagepreview-}
version=${version%%-linux-*}

say "building a minimal Debian root (mmdebstrap --variant=minbase) for the jobs' containers"
bare_debian_root "$work/root"
mkdir -p "$work/apt-archives/partial"

say "the app repository, PNG goldens in Git LFS, and a release page holding $name"
shared=$work/shared
mkdir -p "$shared/releases/v$version" "$shared/jobs"
cp "$tarball" "$shared/releases/v$version/"
app=$work/app
lay_out_workspace "$app"
rm "$app/dist-examples.sh"
# An app repository keeps the default output folder, .preview, that the recipes upload.
python3 - "$app/preview.json" <<'EOF'
import json, sys
config = json.load(open(sys.argv[1]))
config.pop("output", None)
json.dump(config, open(sys.argv[1], "w"), indent=2)
EOF
(
    cd "$app"
    git init -q -b main
    git lfs install --local >/dev/null
    git lfs track "Tests/Goldens/**/*.png" >/dev/null
    git add -A
    git -c user.name=recipe-check -c user.email=recipe-check@localhost commit -qm "previews"
    git init -q --bare -b main "$shared/repo.git"
    git push -q "file://$shared/repo.git" main
    git archive --format=tar -o "$shared/repo-lfs.tar" HEAD
    # What a download without git gets: the pointer files.
    git -c filter.lfs.clean= -c filter.lfs.smudge= -c filter.lfs.process= -c filter.lfs.required=false \
        archive --format=tar -o "$shared/repo.tar" HEAD
)
tar -xOf "$shared/repo.tar" Tests/Goldens/png/welcome-modal/iphone-15-portrait-en-l.png | grep -q '^version https://git-lfs' ||
    fail "the app repository's goldens are not in Git LFS"

# run_job NAME SCRIPT: SCRIPT (a file) in a fresh overlay of the root.
run_job() {
    local job=$work/jobs/$1
    mkdir -p "$job/upper" "$job/overlay-work" "$job/merged"
    cp "$2" "$shared/jobs/$1.sh"
    unshare --mount --pid --fork --kill-child -- sh -c '
        set -e
        mount -t overlay overlay -o "lowerdir=$1,upperdir=$2/upper,workdir=$2/overlay-work" "$2/merged"
        mkdir -p "$2/merged/shared"
        mount --bind "$3" "$2/merged/shared"
        mount --bind "$4" "$2/merged/var/cache/apt/archives"
        mount -t proc proc "$2/merged/proc"
        exec chroot "$2/merged" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            HOME=/job/home LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive /bin/bash "/shared/jobs/$5.sh"' \
        run-job "$work/root" "$job" "$shared" "$work/apt-archives" "$1" >"$job.log" 2>&1
}

# job KIND RECIPE JOB [INDEX]: one job; its log is shown when it fails.
job() {
    local kind=$1 recipe=$2 job_name=$3 index=${4:-} image label
    image=$(python3 "$repo/scripts/recipe-job.py" image "$recipe" "$job_name")
    [[ $image == "debian:$release-slim" ]] || fail "$recipe: $job_name runs in $image, not the bundle's Debian release (debian:$release-slim)"
    label="$kind-$job_name${index:+-$index}"
    RECIPE_OVERRIDES="MESSAGEPREVIEW_RELEASES=file:///shared/releases" \
        python3 "$repo/scripts/recipe-job.py" "$kind" "$recipe" "$job_name" $index >"$work/$label.sh"
    local started=$SECONDS
    if ! run_job "$label" "$work/$label.sh"; then
        tail -40 "$work/jobs/$label.log" >&2
        fail "$recipe: job $job_name${index:+ ($index)} failed (its log above)"
    fi
    say "  $job_name${index:+ $index}: passed ($((SECONDS - started)) s)"
}

for kind in ${RECIPES:-github gitlab}; do
    rm -rf "$shared/artifacts"
    mkdir -p "$shared/artifacts"
    case $kind in
        github)
            recipe=$repo/examples/ci/github-actions.yml
            say "examples/ci/github-actions.yml"
            for shard in 1 2 3 4; do job github "$recipe" check "$shard"; done
            job github "$recipe" report
            [[ -s $shared/artifacts/preview-report/junit.xml ]] || fail "github-actions.yml: no report/junit.xml uploaded"
            ;;
        gitlab)
            recipe=$repo/examples/ci/gitlab-ci.yml
            say "examples/ci/gitlab-ci.yml"
            for index in 1 2 3 4; do job gitlab "$recipe" golden-check "$index"; done
            job gitlab "$recipe" golden-report
            [[ -s $shared/artifacts/golden-report-1/report/junit.xml ]] || fail "gitlab-ci.yml: no report/junit.xml kept"
            ;;
        *) fail "unknown recipe kind $kind (github, gitlab)" ;;
    esac
done
say "passed: the recipes run as written against $name"
