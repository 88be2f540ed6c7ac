#!/bin/sh
# The renders that the release checks compare byte for byte between the build
# tree's binary and the bundle (make dist-check, make image-check): every
# example with `render` in English, Arabic and Hebrew, one with a built-in
# theme, `themes`, and a matrix in png, a11y and json. No CJK text, so the
# bundle's debian-packages.txt alone must do. Writes out/ in the current
# folder, a workspace laid out by lay_out_workspace (scripts/dist-lib.sh).
#
# usage: CLI=path/to/preview-cli sh dist-examples.sh
set -eu
: "${CLI:?set CLI to the preview-cli to run}"
mkdir -p out/render
for campaign in examples/welcome-modal.json examples/level-up-slideup.json examples/summer-sale-fullscreen.json examples/vendors/braze-modal.json; do
    base=$(basename "$campaign" .json)
    for lang in en ar he; do
        status=0
        "$CLI" render "$campaign" --values examples/values.json --lang "$lang" -o "out/render/$base-$lang.png" --quiet || status=$?
        # 3: written, but a device would not display it (an example may be so).
        [ "$status" -eq 0 ] || [ "$status" -eq 3 ] || { echo "render $campaign --lang $lang: exit $status" >&2; exit 1; }
    done
done
"$CLI" render examples/welcome-modal.json --values examples/values.json --theme braze -o out/render/welcome-modal-braze.png --quiet
"$CLI" themes >out/themes.txt
"$CLI" matrix examples/welcome-modal.json examples/level-up-slideup.json examples/summer-sale-fullscreen.json \
    --values examples/values.json --devices iphone-se,iphone-15 --orientations all --langs en,ar,he \
    --text-sizes l,ax5 --formats png,a11y,json -o out/matrix --quiet
