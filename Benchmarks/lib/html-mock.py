#!/usr/bin/env python3
"""Builds the HTML mock a team would otherwise screenshot with a headless
browser: one campaign's box tree (`preview-cli render --format json`) as a
page of absolutely positioned boxes filling the window, exactly the device's
screen in CSS pixels (1 CSS px = 1 pt), so that Chromium with
`--force-device-scale-factor=SCALE` draws it at the device's pixel size.

    html-mock.py TREE.json PAGE.html     # prints "WIDTH HEIGHT SCALE"

The boxes, text lines, artwork and glyphs come from the bundled html plugin
(examples/plugins/preview-renderer-html), so the mock draws what our renderer
draws; only the page around the screen (title, details, margins) is left out.
"""

import importlib.machinery
import importlib.util
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
plugin_path = os.path.join(here, "..", "..", "examples", "plugins", "preview-renderer-html")
loader = importlib.machinery.SourceFileLoader("preview_renderer_html", plugin_path)
spec = importlib.util.spec_from_loader(loader.name, loader)
plugin = importlib.util.module_from_spec(spec)
loader.exec_module(plugin)


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: html-mock.py TREE.json PAGE.html\n")
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as handle:
        tree = json.load(handle)
    env = tree["environment"]
    screen = env["screen"]
    root = tree["root"]
    body = plugin.box_html(root, root["frame"]["x"], root["frame"]["y"])
    # The bundled fonts, as our renderer uses them, so both draw the same text.
    fonts_dir = os.path.abspath(os.path.join(here, "..", "..", "fonts"))
    faces = "".join('@font-face { font-family: Inter; font-weight: %d; src: url("file://%s/Inter-%s.otf"); }\n' % (
        weight, fonts_dir, name) for weight, name in ((400, "Regular"), (500, "Medium"), (600, "SemiBold"), (700, "Bold")))
    faces += "".join('@font-face { font-family: "Noto Sans %s"; font-weight: %d; src: url("file://%s/NotoSans%s-%s.ttf"); }\n' % (
        script, weight, fonts_dir, script, name) for script in ("Arabic", "Hebrew") for weight, name in ((400, "Regular"), (700, "Bold")))
    style = faces + plugin.STYLE + "\nbody { margin: 0; background: #fff; } .screen { border-radius: 0; box-shadow: none; }\n"
    page = ('<!DOCTYPE html>\n<html lang="%s">\n<head>\n<meta charset="utf-8">\n<style>%s</style>\n</head>\n<body>\n'
            '<div class="screen" style="width:%spx;height:%spx">%s</div>\n</body>\n</html>\n') % (
        plugin.esc(env.get("language") or "und"), style, plugin.num(screen["width"]), plugin.num(screen["height"]), body)
    with open(sys.argv[2], "w", encoding="utf-8") as handle:
        handle.write(page)
    print(plugin.num(screen["width"]), plugin.num(screen["height"]), plugin.num(env["scale"]))


if __name__ == "__main__":
    main()
