#!/usr/bin/env python3
"""A plain, slow transcription of pixelmatch's published algorithm, used only
to compute the expected counts that DiffingTests hard-code: pixelmatch 5 and
6's YIQ metric and anti-aliasing test, with pixels that are not opaque seen
over pixelmatch 7.1's background pattern (`backdrop`) instead of white.

It works on straight-alpha RGBA tuples, exactly as pixelmatch does, and adds
the two things Diffing does beyond pixelmatch, kept apart so they are easy
to see: ignore regions (masked pixels are neither differences nor
anti-aliasing) and images of different sizes (both padded with transparent
pixels to the union size).

Run it to print every case's counts:

    python3 Tests/DiffingTests/reference/pixelmatch_reference.py

The image generators below mirror `TestImages.swift` line for line, with
integer arithmetic only, so both languages build the same pixels.
"""

import sys

MAX_YIQ_DELTA = 35215


# --- pixelmatch ---------------------------------------------------------------

def backdrop(k):
    """pixelmatch 7.1's background at byte offset k (4 x the pixel's index in
    the canvas): each channel 48 or 207; red follows k mod 2 (k is even, so
    always 48), green floor(k / phi) and blue floor(k / phi^2)."""
    return (48 + 159 * (k % 2),
            48 + 159 * (int(k / 1.618033988749895) % 2),
            48 + 159 * (int(k / 2.618033988749895) % 2))


def blend(c, a, bg):
    """A channel at opacity a (0...255) over the background channel bg."""
    return (c * a + bg * (255 - a)) / 255


def rgb2y(r, g, b):
    return r * 0.29889531 + g * 0.58662247 + b * 0.11448223


def rgb2i(r, g, b):
    return r * 0.59597799 - g * 0.27417610 - b * 0.32180189


def rgb2q(r, g, b):
    return r * 0.21147017 - g * 0.52261711 + b * 0.31114694


def color_delta(p1, p2, k, y_only=False):
    """Squared YIQ distance of two RGBA pixels, or (y_only) the signed
    brightness difference p1 - p2; k is the byte offset whose backdrop a
    pixel that is not opaque is seen over."""
    if p1 == p2:
        return 0
    r1, g1, b1, a1 = p1
    r2, g2, b2, a2 = p2
    rb, gb, bb = backdrop(k)
    if a1 < 255:
        r1, g1, b1 = blend(r1, a1, rb), blend(g1, a1, gb), blend(b1, a1, bb)
    if a2 < 255:
        r2, g2, b2 = blend(r2, a2, rb), blend(g2, a2, gb), blend(b2, a2, bb)
    y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
    if y_only:
        return y
    i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
    q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q


def has_many_siblings(img, x1, y1, width, height):
    """Whether the pixel has 3 or more neighbours of exactly its colour
    (a pixel on the image border starts with one)."""
    x0, y0 = max(x1 - 1, 0), max(y1 - 1, 0)
    x2, y2 = min(x1 + 1, width - 1), min(y1 + 1, height - 1)
    zeroes = 1 if (x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2) else 0
    centre = img[y1 * width + x1]
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            if img[y * width + x] == centre:
                zeroes += 1
            if zeroes > 2:
                return True
    return False


def antialiased(img, x1, y1, width, height, img2):
    """pixelmatch's anti-aliasing test for the pixel of `img` at (x1, y1)."""
    x0, y0 = max(x1 - 1, 0), max(y1 - 1, 0)
    x2, y2 = min(x1 + 1, width - 1), min(y1 + 1, height - 1)
    zeroes = 1 if (x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2) else 0
    lo = hi = 0
    lo_x = lo_y = hi_x = hi_y = None
    centre = img[y1 * width + x1]
    # Columns outside, rows inside, as pixelmatch walks them: ties keep the first.
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            # Every neighbour is seen over the centre's backdrop, as in pixelmatch.
            delta = color_delta(centre, img[y * width + x], (y1 * width + x1) * 4, y_only=True)
            if delta == 0:
                zeroes += 1
                if zeroes > 2:
                    return False
            elif delta < lo:
                lo, lo_x, lo_y = delta, x, y
            elif delta > hi:
                hi, hi_x, hi_y = delta, x, y
    if lo == 0 or hi == 0:
        return False
    return ((has_many_siblings(img, lo_x, lo_y, width, height) and has_many_siblings(img2, lo_x, lo_y, width, height))
            or (has_many_siblings(img, hi_x, hi_y, width, height) and has_many_siblings(img2, hi_x, hi_y, width, height)))


def pad(img, width, height, canvas_width, canvas_height):
    """Diffing's extension: the image in the top-left corner of a larger,
    transparent canvas."""
    out = [(0, 0, 0, 0)] * (canvas_width * canvas_height)
    for y in range(height):
        for x in range(width):
            out[y * canvas_width + x] = img[y * width + x]
    return out


def in_regions(x, y, regions):
    return any(rx <= x < rx + rw and ry <= y < ry + rh for (rx, ry, rw, rh) in regions)


def pixelmatch(img1, size1, img2, size2, threshold=0.1, include_aa=False, regions=()):
    """Returns (differing, anti-aliased, ignored, classes) where classes maps
    (x, y) to 'diff' or 'aa' for every pixel above the threshold."""
    width, height = max(size1[0], size2[0]), max(size1[1], size2[1])
    a = pad(img1, size1[0], size1[1], width, height)
    b = pad(img2, size2[0], size2[1], width, height)
    max_delta = MAX_YIQ_DELTA * threshold * threshold
    diff = aa = ignored = 0
    classes = {}
    for y in range(height):
        for x in range(width):
            if in_regions(x, y, regions):
                ignored += 1
                continue
            pos = y * width + x
            delta = color_delta(a[pos], b[pos], pos * 4)
            if abs(delta) > max_delta:
                if not include_aa and (antialiased(a, x, y, width, height, b) or antialiased(b, x, y, width, height, a)):
                    aa += 1
                    classes[(x, y)] = 'aa'
                else:
                    diff += 1
                    classes[(x, y)] = 'diff'
    return diff, aa, ignored, classes


# --- Test images (mirror TestImages.swift) ------------------------------------

WHITE = (255, 255, 255, 255)
BLACK = (0, 0, 0, 255)


def filled(width, height, colour):
    return [colour] * (width * height)


def with_pixels(img, width, changes):
    out = list(img)
    for (x, y), colour in changes.items():
        out[y * width + x] = colour
    return out


def disc(width, height, cx8, cy8, r8):
    """A black disc on white, anti-aliased by 4x4 supersampling. Centre and
    radius are in eighths of a pixel; sample (i, j) of pixel (px, py) sits at
    (8px + 2i + 1, 8py + 2j + 1) eighths."""
    img = []
    for py in range(height):
        for px in range(width):
            count = 0
            for j in range(4):
                for i in range(4):
                    dx = px * 8 + 2 * i + 1 - cx8
                    dy = py * 8 + 2 * j + 1 - cy8
                    if dx * dx + dy * dy <= r8 * r8:
                        count += 1
            v = 255 - (255 * count) // 16
            img.append((v, v, v, 255))
    return img


def slanted_bar(width, height, offset8):
    """A dark blue bar between two parallel lines of slope 1/3, anti-aliased
    by 4x4 supersampling; offset8 moves it right in eighths of a pixel.
    A sample at (sx, sy) eighths is inside when 0 <= 3(sx - offset8) - sy < 96."""
    img = []
    for py in range(height):
        for px in range(width):
            count = 0
            for j in range(4):
                for i in range(4):
                    sx = px * 8 + 2 * i + 1
                    sy = py * 8 + 2 * j + 1
                    t = 3 * (sx - offset8) - sy
                    if 0 <= t < 96:
                        count += 1
            # Blend (20, 40, 160) over white by coverage count/16.
            r = 255 - ((255 - 20) * count) // 16
            g = 255 - ((255 - 40) * count) // 16
            b = 255 - ((255 - 160) * count) // 16
            img.append((r, g, b, 255))
    return img


def alpha_disc(width, height, cx8, cy8, r8):
    """The same disc as `disc`, but black at opacity count/16 on a
    transparent background: anti-aliasing carried by alpha alone."""
    img = []
    for v, _, _, _ in disc(width, height, cx8, cy8, r8):
        count16 = 255 - v  # 255 * count // 16
        img.append((0, 0, 0, count16) if count16 else (0, 0, 0, 0))
    return img


def triangle(size, colour):
    """`colour` where x >= y (the top-right triangle with its diagonal, as in
    pixelmatch's own 8a/5b pair), an opaque gradient elsewhere."""
    return [colour if x >= y else ((y - x) % 256, (x * 3) % 256, (y * 5) % 256, 255)
            for y in range(size) for x in range(size)]


def checker(width, height):
    return [((x * 37 + y * 11) % 256, (x * 5 + y * 53) % 256, (x * y) % 256, 255)
            for y in range(height) for x in range(width)]


# --- Cases ---------------------------------------------------------------------

def cases():
    w16 = filled(16, 16, WHITE)
    yield 'identical', checker(8, 8), (8, 8), checker(8, 8), (8, 8), {}
    yield 'one changed pixel', w16, (16, 16), with_pixels(w16, 16, {(5, 7): BLACK}), (16, 16), {}
    three = with_pixels(w16, 16, {(2, 2): BLACK, (8, 3): BLACK, (12, 12): (255, 0, 0, 255)})
    yield 'three changed pixels', w16, (16, 16), three, (16, 16), {}
    d1, d2 = disc(48, 48, 24 * 8, 24 * 8, 12 * 8 + 3), disc(48, 48, 25 * 8, 24 * 8, 12 * 8 + 3)
    yield 'disc shifted 1px', d1, (48, 48), d2, (48, 48), {}
    yield 'disc shifted 1px, includeAA', d1, (48, 48), d2, (48, 48), {'include_aa': True}
    d3 = with_pixels(disc(48, 48, 26 * 8, 24 * 8, 12 * 8 + 3), 48, {(2, 2): (0, 128, 255, 255)})
    yield 'disc shifted 2px, one pixel changed', d1, (48, 48), d3, (48, 48), {}
    a1, a2 = alpha_disc(48, 48, 24 * 8, 24 * 8, 12 * 8 + 3), alpha_disc(48, 48, 25 * 8, 24 * 8, 12 * 8 + 3)
    yield 'alpha disc shifted 1px', a1, (48, 48), a2, (48, 48), {}
    b1, b2 = slanted_bar(40, 24, 40), slanted_bar(40, 24, 48)
    yield 'bar shifted 1px', b1, (40, 24), b2, (40, 24), {}
    yield 'bar shifted 1px, includeAA', b1, (40, 24), b2, (40, 24), {'include_aa': True}
    g = filled(8, 8, (128, 128, 128, 255))
    yield 'grey +26 (below 0.1)', g, (8, 8), filled(8, 8, (154, 154, 154, 255)), (8, 8), {}
    yield 'grey +27 (above 0.1)', g, (8, 8), filled(8, 8, (155, 155, 155, 255)), (8, 8), {}
    yield 'grey +27, threshold 0.2', g, (8, 8), filled(8, 8, (155, 155, 155, 255)), (8, 8), {'threshold': 0.2}
    yield 'grey +1, threshold 0', g, (8, 8), filled(8, 8, (129, 128, 128, 255)), (8, 8), {'threshold': 0}
    yield 'transparent vs white', filled(8, 8, (0, 0, 0, 0)), (8, 8), filled(8, 8, WHITE), (8, 8), {}
    yield 'half black vs grey 127', filled(8, 8, (0, 0, 0, 128)), (8, 8), filled(8, 8, (127, 127, 127, 255)), (8, 8), {}
    yield 'half black vs transparent', filled(8, 8, (0, 0, 0, 128)), (8, 8), filled(8, 8, (0, 0, 0, 0)), (8, 8), {}
    # pixelmatch 7.1's backdrop: only a change of opacity.
    yield 'white 40/255 vs transparent, 10x1', filled(10, 1, (255, 255, 255, 40)), (10, 1), \
        filled(10, 1, (0, 0, 0, 0)), (10, 1), {}
    yield 'white vs transparent, 256x256', filled(256, 256, WHITE), (256, 256), \
        filled(256, 256, (0, 0, 0, 0)), (256, 256), {}
    yield 'white vs transparent triangle, 256x256', triangle(256, WHITE), (256, 256), \
        triangle(256, (0, 0, 0, 0)), (256, 256), {}
    yield 'white 10x10 vs white 12x10', filled(10, 10, WHITE), (10, 10), filled(12, 10, WHITE), (12, 10), {}
    yield 'black 10x8 vs black 8x10', filled(10, 8, BLACK), (10, 8), filled(8, 10, BLACK), (8, 10), {}
    yield 'three changed, (1,1,10,6) ignored', w16, (16, 16), three, (16, 16), {'regions': [(1, 1, 10, 6)]}
    yield 'three changed, two overlapping regions', w16, (16, 16), three, (16, 16), \
        {'regions': [(0, 0, 4, 4), (2, 2, 4, 4), (14, 14, 10, 10)]}


def main():
    for name, a, size_a, b, size_b, options in cases():
        diff, aa, ignored, classes = pixelmatch(a, size_a, b, size_b, **options)
        sample = sorted(classes.items())[:4]
        print(f'{name}: differing={diff} antialiased={aa} ignored={ignored} first={sample}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
