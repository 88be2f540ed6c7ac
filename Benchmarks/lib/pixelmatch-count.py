#!/usr/bin/env python3
"""Counts the pixels pixelmatch reports as different for two PNGs of the
same size, with pixelmatch's defaults (threshold 0.1, anti-aliasing not
counted), to check `preview-cli diff`'s counts on the benchmark pairs.

    pixelmatch-count.py EXPECTED.png ACTUAL.png     # prints the count

Needs the `pixelmatch` Python port (`pip install pixelmatch`, a plain
transcription of mapbox/pixelmatch) and ImageMagick's `convert` (or the
program CONVERT names) to read the files as straight 8-bit RGBA. Slow (pure
Python): seconds per megapixel.
"""

import os
import subprocess
import sys

from pixelmatch import pixelmatch


def rgba(path):
    size = subprocess.run(["identify", "-format", "%w %h", path], check=True, capture_output=True, text=True).stdout
    width, height = (int(v) for v in size.split())
    data = subprocess.run([os.environ.get("CONVERT") or "convert", path, "-depth", "8", "rgba:-"], check=True, capture_output=True).stdout
    return width, height, data


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: pixelmatch-count.py EXPECTED.png ACTUAL.png\n")
        sys.exit(2)
    w1, h1, a = rgba(sys.argv[1])
    w2, h2, b = rgba(sys.argv[2])
    if (w1, h1) != (w2, h2):
        sys.stderr.write("sizes differ\n")
        sys.exit(2)
    print(pixelmatch(a, b, w1, h1, threshold=0.1, includeAA=False))


if __name__ == "__main__":
    main()
