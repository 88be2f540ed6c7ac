#!/usr/bin/env bash
# Renders every campaign in EXAMPLES_DIR into OUT_DIR: each in its default
# variant (English, iphone-15, portrait), and modals also in Arabic, so the
# right-to-left mirroring can be checked by eye.
#
# usage: scripts/render-examples.sh PREVIEW_CLI [EXAMPLES_DIR] [OUT_DIR]
set -euo pipefail

cli=${1:?usage: render-examples.sh PREVIEW_CLI [EXAMPLES_DIR] [OUT_DIR]}
examples_dir=${2:-examples}
out_dir=${3:-out/examples}

shopt -s nullglob
campaigns=("$examples_dir"/*.json)
if ((${#campaigns[@]} == 0)); then
    echo "render-examples: no campaigns found in $examples_dir/*.json" >&2
    exit 1
fi
mkdir -p "$out_dir"

failures=0
written=()

# render NAME ARGS...: one preview; exit 3 (written, but a device would not
# show the message) is a legitimate outcome for an example, not a failure.
render() {
    local name=$1 status=0
    shift
    "$cli" render "$@" -o "$out_dir/$name.png" --quiet || status=$?
    case $status in
        0) written+=("$out_dir/$name.png") ;;
        3) written+=("$out_dir/$name.png (a device would not display it; reason above)") ;;
        *) echo "render-examples: FAILED (exit $status): $name" >&2; failures=$((failures + 1)) ;;
    esac
}

for campaign in "${campaigns[@]}"; do
    name=$(basename "$campaign" .json)
    echo "  rendering $campaign"
    render "$name" "$campaign"
    if grep -Eq '"type"[[:space:]]*:[[:space:]]*"modal"' "$campaign"; then
        render "$name-ar" "$campaign" --lang ar
    fi
done

echo
if ((${#written[@]} > 0)); then
    echo "Previews written to $(cd "$out_dir" && pwd):"
    printf '  %s\n' "${written[@]}"
fi
if ((failures > 0)); then
    echo "render-examples: $failures preview(s) failed" >&2
    exit 1
fi
