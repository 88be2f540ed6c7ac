#!/usr/bin/env bash
# Renders every campaign in EXAMPLES_DIR into OUT_DIR on the iPhone 15: in
# English and Arabic (right-to-left), in landscape, and at the largest
# accessibility text size (AX5), with the placeholder values of values.json.
# Artwork comes from EXAMPLES_DIR/assets (the default asset folder).
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

values=()
[[ -f "$examples_dir/values.json" ]] && values=(--values "$examples_dir/values.json")

for campaign in "${campaigns[@]}"; do
    name=$(basename "$campaign" .json)
    [[ $name == values ]] && continue
    echo "  rendering $campaign"
    render "$name-en" "$campaign" --lang en "${values[@]}"
    render "$name-ar" "$campaign" --lang ar "${values[@]}"
    render "$name-en-landscape" "$campaign" --lang en --orientation landscape "${values[@]}"
    render "$name-en-ax5" "$campaign" --lang en --text-size ax5 "${values[@]}"
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
