#!/usr/bin/env python3
"""Regenerates the committed test fixtures and example artwork.

    python3 scripts/make-images.py          # from the package root

Writes Tests/Fixtures/images/* and examples/assets/*. PNGs are written here
byte by byte (zlib + numpy only) so every colour type, bit depth and the
interlaced layout is exactly what the tests expect; JPEGs are converted from
those PNGs with ImageMagick. Tests never run this: they read the committed
files, so neither Python nor ImageMagick is needed at test time.
"""
import json
import os
import struct
import subprocess
import tempfile
import zlib

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "images")
EXAMPLES = os.path.join(ROOT, "examples", "assets")

# --- PNG writing -------------------------------------------------------------

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def ihdr(width, height, bit_depth, color_type, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, interlace))


def raw_rows(samples, bit_depth):
    """(h, w, c) samples -> (h, row_bytes) uint8, packed big-endian as PNG wants."""
    h, w, c = samples.shape
    if bit_depth == 16:
        return samples.astype(">u2").view(np.uint8).reshape(h, w * c * 2)
    if bit_depth == 8:
        return samples.astype(np.uint8).reshape(h, w * c)
    per_byte = 8 // bit_depth
    flat = samples.reshape(h, w * c).astype(np.uint8)
    padded = np.zeros((h, -(-flat.shape[1] // per_byte) * per_byte), np.uint8)
    padded[:, : flat.shape[1]] = flat
    groups = padded.reshape(h, -1, per_byte)
    out = np.zeros(groups.shape[:2], np.uint8)
    for i in range(per_byte):
        out |= groups[:, :, i] << (8 - bit_depth * (i + 1))
    return out


def filter_rows(rows, bpp):
    """Picks per row the filter with the smallest sum of absolute residuals."""
    out = bytearray()
    prev = np.zeros(rows.shape[1], np.int16)
    for row in rows.astype(np.int16):
        left = np.concatenate([np.zeros(bpp, np.int16), row[:-bpp]])
        up_left = np.concatenate([np.zeros(bpp, np.int16), prev[:-bpp]])
        p = left + prev - up_left
        pa, pb, pc = np.abs(p - left), np.abs(p - prev), np.abs(p - up_left)
        paeth = np.where((pa <= pb) & (pa <= pc), left, np.where(pb <= pc, prev, up_left))
        candidates = [row, row - left, row - prev, row - (left + prev) // 2, row - paeth]
        residuals = [(c.astype(np.int16) & 0xFF).astype(np.uint8) for c in candidates]
        costs = [np.abs(r.astype(np.int8).astype(np.int16)).sum() for r in residuals]
        best = int(np.argmin(costs))
        out.append(best)
        out += residuals[best].tobytes()
        prev = row
    return bytes(out)


def png_bytes(samples, color_type, bit_depth=8, palette=None, trns=None, interlace=False):
    if samples.ndim == 2:
        samples = samples[:, :, None]
    h, w, c = samples.shape
    assert c == CHANNELS[color_type]
    bpp = max(1, c * bit_depth // 8)
    if interlace:
        data = b""
        for xs, ys, dx, dy in ADAM7:
            sub = samples[ys::dy, xs::dx]
            if sub.shape[0] and sub.shape[1]:
                data += filter_rows(raw_rows(sub, bit_depth), bpp)
    else:
        data = filter_rows(raw_rows(samples, bit_depth), bpp)
    out = SIGNATURE + ihdr(w, h, bit_depth, color_type, 1 if interlace else 0)
    if palette is not None:
        out += chunk(b"PLTE", bytes(np.asarray(palette, np.uint8).reshape(-1)))
    if trns is not None:
        out += chunk(b"tRNS", bytes(trns))
    out += chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")
    return out


def save(path, data):
    with open(path, "wb") as f:
        f.write(data)
    print(f"{os.path.relpath(path, ROOT)}: {len(data)} bytes")


def save_png(path, rgba_float):
    """Float RGBA in 0...1 -> 8-bit RGB (when opaque) or RGBA PNG."""
    pixels = np.clip(np.rint(rgba_float * 255), 0, 255).astype(np.uint8)
    if (pixels[:, :, 3] == 255).all():
        save(path, png_bytes(pixels[:, :, :3], 2))
    else:
        save(path, png_bytes(pixels, 6))


def save_jpeg(path, rgba_float, quality, options=()):
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "source.png")
        pixels = np.clip(np.rint(rgba_float[:, :, :3] * 255), 0, 255).astype(np.uint8)
        with open(source, "wb") as f:
            f.write(png_bytes(pixels, 2))
        subprocess.run(["convert", source, "-strip", "-sampling-factor", "4:2:0", *options,
                        "-quality", str(quality), path], check=True)
    print(f"{os.path.relpath(path, ROOT)}: {os.path.getsize(path)} bytes")


# --- Drawing helpers (anti-aliased by signed distance) ------------------------

def canvas(width, height):
    y, x = np.mgrid[0:height, 0:width].astype(np.float64) + 0.5
    return x, y


def coverage(distance):
    """Signed distance in pixels (negative inside) -> 0...1 coverage."""
    return np.clip(0.5 - distance, 0.0, 1.0)


def circle(x, y, cx, cy, r):
    return np.hypot(x - cx, y - cy) - r


def rounded_rect(x, y, x0, y0, x1, y1, r):
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    qx = np.abs(x - cx) - ((x1 - x0) / 2 - r)
    qy = np.abs(y - cy) - ((y1 - y0) / 2 - r)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    return outside + np.minimum(np.maximum(qx, qy), 0) - r


def below_wave(x, y, base, amplitude, wavelength, phase):
    """Distance to the region under y = base + amplitude * sin(...)."""
    k = 2 * np.pi / wavelength
    curve = base + amplitude * np.sin(k * x + phase)
    slope = amplitude * k * np.cos(k * x + phase)
    return (curve - y) / np.sqrt(1 + slope * slope)


def polygon_mask(x, y, points, samples=4):
    """Supersampled inside test for a closed polygon."""
    total = np.zeros_like(x)
    offsets = (np.arange(samples) + 0.5) / samples - 0.5
    px, py = np.array([p[0] for p in points]), np.array([p[1] for p in points])
    for ox in offsets:
        for oy in offsets:
            sx, sy = x + ox, y + oy
            inside = np.zeros(x.shape, bool)
            j = len(points) - 1
            for i in range(len(points)):
                crosses = (py[i] > sy) != (py[j] > sy)
                at = (px[j] - px[i]) * (sy - py[i]) / np.where(py[j] == py[i], 1e-9, py[j] - py[i]) + px[i]
                inside ^= crosses & (sx < at)
                j = i
            total += inside
    return total / (samples * samples)


def star_points(cx, cy, outer, inner, count=5, rotation=-np.pi / 2):
    points = []
    for i in range(count * 2):
        r = outer if i % 2 == 0 else inner
        angle = rotation + i * np.pi / count
        points.append((cx + r * np.cos(angle), cy + r * np.sin(angle)))
    return points


def mix(a, b, t):
    t = np.asarray(t)[..., None]
    return np.asarray(a) * (1 - t) + np.asarray(b) * t


def gradient(stops, t):
    """Piecewise linear colour ramp; stops = [(position, (r, g, b)), ...] in 0...1."""
    t = np.clip(t, 0, 1)
    out = np.zeros(t.shape + (3,))
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        local = np.clip((t - p0) / (p1 - p0), 0, 1)
        inside = (t >= p0) & (t <= p1)
        out[inside] = mix(c0, c1, local)[inside]
    return out


def paint(image, colour, alpha):
    """Source-over of a flat colour with per-pixel alpha onto an RGB(A) float image."""
    a = np.asarray(alpha)[..., None]
    image[..., :3] = image[..., :3] * (1 - a) + np.asarray(colour) * a
    if image.shape[-1] == 4:
        image[..., 3:] = image[..., 3:] * (1 - a) + a


def rgb(hex_value):
    return tuple(int(hex_value[i:i + 2], 16) / 255 for i in (0, 2, 4))


def opaque(rgb_image):
    return np.concatenate([rgb_image, np.ones(rgb_image.shape[:2] + (1,))], axis=2)


# --- Test fixtures -----------------------------------------------------------

def interlaced_pattern(width, height):
    """Also reproduced in Swift by the decoder tests."""
    y, x = np.mgrid[0:height, 0:width]
    return np.stack([x * 25, y * 25, (x + y) * 12, 255 - (x * y) % 7 * 30], axis=2).astype(np.uint8)


def hero_fixture():
    x, y = canvas(600, 300)
    image = opaque(gradient([(0, rgb("6a11cb")), (0.5, rgb("e94e77")), (1, rgb("ffb347"))], (x + y * 0.5) / 750))
    paint(image, rgb("ffffff"), coverage(circle(x, y, 450, 150, 90)))
    paint(image, rgb("1d2b64"), coverage(rounded_rect(x, y, 60, 190, 260, 260, 16)))
    return image


def icon_fixture():
    x, y = canvas(120, 120)
    image = np.zeros((120, 120, 4))
    paint(image, rgb("2f80ed"), coverage(rounded_rect(x, y, 8, 8, 112, 112, 26)))
    paint(image, rgb("ffffff"), coverage(circle(x, y, 60, 60, 26)))
    return image


def make_fixtures():
    os.makedirs(FIXTURES, exist_ok=True)
    rgb8 = np.array([[[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]],
                     [[0, 0, 0], [18, 52, 86], [128, 128, 128], [250, 200, 10]],
                     [[1, 2, 3], [254, 253, 252], [100, 0, 200], [0, 80, 160]]], np.uint8)
    save(os.path.join(FIXTURES, "rgb8.png"), png_bytes(rgb8, 2))
    rgba8 = np.array([[[255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 0], [200, 100, 50, 64]],
                      [[10, 20, 30, 255], [255, 255, 255, 1], [128, 64, 32, 200], [0, 0, 0, 128]]], np.uint8)
    save(os.path.join(FIXTURES, "rgba8.png"), png_bytes(rgba8, 6))
    gray8 = np.array([[0, 64, 128, 255], [10, 20, 30, 40]], np.uint8)
    save(os.path.join(FIXTURES, "gray8.png"), png_bytes(gray8, 0))
    # 4-bit palette with a tRNS entry: index 3 is fully transparent, index 4 half.
    palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (9, 9, 9), (255, 255, 0)]
    indices = np.array([[0, 1, 2, 3, 4], [4, 3, 2, 1, 0]], np.uint8)
    save(os.path.join(FIXTURES, "palette4.png"),
         png_bytes(indices, 3, bit_depth=4, palette=palette, trns=[255, 255, 255, 0, 128]))
    # 16-bit samples that are exact multiples of 257 scale to known 8-bit values.
    rgb16 = np.array([[[0xFFFF, 0, 0x8080], [0x4040, 0xC0C0, 0x0101]]], np.uint16)
    save(os.path.join(FIXTURES, "rgb16.png"), png_bytes(rgb16, 2, bit_depth=16))
    save(os.path.join(FIXTURES, "interlaced.png"), png_bytes(interlaced_pattern(10, 10), 6, interlace=True))

    hero = hero_fixture()
    save_png(os.path.join(FIXTURES, "hero.png"), hero)
    save_jpeg(os.path.join(FIXTURES, "hero.jpg"), hero, 90)
    # Print-ready artwork is often CMYK; ImageMagick writes it Adobe-inverted, as Photoshop does.
    save_jpeg(os.path.join(FIXTURES, "hero-cmyk.jpg"), hero, 90, ["-colorspace", "CMYK", "-sampling-factor", "1x1"])
    save_png(os.path.join(FIXTURES, "icon.png"), icon_fixture())

    # Claims 40000 x 40000 (1.6 gigapixels) with a valid IHDR CRC and no image data at all.
    save(os.path.join(FIXTURES, "huge-header.png"),
         SIGNATURE + ihdr(40000, 40000, 8, 6) + chunk(b"IEND", b""))
    # The committed hero.jpg with its SOF frame header patched to 40000 x 40000.
    with open(os.path.join(FIXTURES, "hero.jpg"), "rb") as f:
        jpeg = bytearray(f.read())
    sof = next(i for i in range(2, len(jpeg) - 9) if jpeg[i] == 0xFF and jpeg[i + 1] in (0xC0, 0xC2))
    jpeg[sof + 5:sof + 9] = struct.pack(">HH", 40000, 40000)
    save(os.path.join(FIXTURES, "huge-header.jpg"), bytes(jpeg[:sof + 600]))
    # Cut in the middle of IDAT: the header reads, the pixels do not.
    with open(os.path.join(FIXTURES, "hero.png"), "rb") as f:
        hero_png = f.read()
    save(os.path.join(FIXTURES, "truncated.png"), hero_png[: len(hero_png) // 2])
    save(os.path.join(FIXTURES, "not-an-image.png"), b"This is a text file with a .png name.\n")


# --- Example campaign artwork --------------------------------------------------

def summer_sale():
    w, h = 1200, 600
    x, y = canvas(w, h)
    sky = gradient([(0, rgb("ff5e62")), (0.45, rgb("ff9966")), (0.8, rgb("ffd194")), (1, rgb("ffe9b8"))], y / (h * 0.78))
    image = opaque(sky)
    # Sun with a soft glow and a few horizontal cut lines, sinking behind the sea.
    sun_x, sun_y, sun_r = 780, 330, 150
    glow = np.exp(-np.maximum(np.hypot(x - sun_x, y - sun_y) - sun_r, 0) / 90) * 0.35
    paint(image, rgb("fff3c4"), glow)
    sun = coverage(circle(x, y, sun_x, sun_y, sun_r))
    sun_colour = gradient([(0, rgb("fff6b7")), (1, rgb("ffb347"))], (y - (sun_y - sun_r)) / (2 * sun_r))
    image[..., :3] = image[..., :3] * (1 - sun[..., None]) + sun_colour * sun[..., None]
    for i, band_y in enumerate([350, 385, 415, 440]):
        band = coverage(np.abs(y - band_y) - (3 + i * 2.5)) * sun
        image[..., :3] = image[..., :3] * (1 - band[..., None]) + sky * band[..., None]
    # Confetti-like dots in the sky.
    for cx, cy, r, colour in [(150, 110, 14, "ffffff"), (240, 70, 8, "fff3c4"), (330, 150, 10, "ffffff"),
                              (1050, 90, 12, "fff3c4"), (1120, 170, 7, "ffffff"), (560, 60, 6, "ffffff")]:
        paint(image, rgb(colour), coverage(circle(x, y, cx, cy, r)) * 0.7)
    # Three layers of sea.
    for base, amp, length, phase, colour in [(430, 14, 260, 0.0, "ff7e5f"), (470, 16, 320, 1.7, "2bc0e4"),
                                             (525, 12, 240, 3.1, "1a8fb8")]:
        paint(image, rgb(colour), coverage(below_wave(x, y, base, amp, length, phase)))
    # Foam highlights on the front wave crests.
    crest = np.abs(below_wave(x, y, 525, 12, 240, 3.1)) - 2.5
    paint(image, rgb("e6fbff"), coverage(crest) * 0.6 * (y < 560))
    return image


def welcome_hero():
    w, h = 1200, 800
    x, y = canvas(w, h)
    image = opaque(gradient([(0, rgb("16213e")), (0.5, rgb("2a5298")), (1, rgb("4fd1e8"))], (y + 0.3 * (w - x)) / 900))
    # Large translucent rings and discs.
    paint(image, rgb("7fd8ff"), coverage(circle(x, y, 930, 230, 190)) * 0.18)
    paint(image, rgb("ffffff"), coverage(np.abs(circle(x, y, 930, 230, 250)) - 3) * 0.35)
    paint(image, rgb("a18cd1"), coverage(circle(x, y, 220, 180, 110)) * 0.25)
    for cx, cy, r in [(120, 420, 4), (400, 90, 3), (560, 210, 5), (700, 60, 3), (1120, 480, 4), (640, 380, 3),
                      (300, 320, 2.5), (1010, 540, 3), (860, 470, 2.5)]:
        paint(image, rgb("ffffff"), coverage(circle(x, y, cx, cy, r)) * 0.85)
    # Mountains in three depths.
    for points, colour in [([(0, 800), (0, 560), (260, 380), (470, 560), (640, 430), (900, 620), (1200, 470), (1200, 800)], "3a6ea5"),
                           ([(0, 800), (0, 650), (300, 500), (560, 680), (820, 520), (1200, 700), (1200, 800)], "274b7a"),
                           ([(0, 800), (0, 740), (420, 640), (760, 760), (1040, 660), (1200, 720), (1200, 800)], "162d4d")]:
        paint(image, rgb(colour), polygon_mask(x, y, points))
    # A floating rounded card shape, like a message waiting to be read.
    shadow = rounded_rect(x, y, 466, 252, 746, 422, 28)
    paint(image, rgb("0b1530"), np.clip(1 - shadow / 22, 0, 1) * 0.3)
    paint(image, rgb("ffffff"), coverage(rounded_rect(x, y, 460, 236, 740, 406, 28)) * 0.92)
    paint(image, rgb("2bc0e4"), coverage(circle(x, y, 520, 296, 28)))
    paint(image, rgb("c9d6e8"), coverage(rounded_rect(x, y, 570, 278, 700, 294, 8)))
    paint(image, rgb("dfe7f2"), coverage(rounded_rect(x, y, 570, 304, 660, 318, 7)))
    paint(image, rgb("2bc0e4"), coverage(rounded_rect(x, y, 490, 350, 710, 382, 16)))
    return image


def coin_icon():
    size = 256
    x, y = canvas(size, size)
    image = np.zeros((size, size, 4))
    cx, cy = 128, 124
    # Soft shadow under the coin.
    shadow = np.clip(1 - np.maximum(np.hypot((x - cx) / 1.0, (y - cy - 10) / 1.0) - 104, 0) / 14, 0, 1) * 0.25
    paint(image, rgb("5a3a00"), shadow)
    edge = coverage(circle(x, y, cx, cy, 112))
    rim_colour = gradient([(0, rgb("fbe38e")), (0.5, rgb("e0a526")), (1, rgb("a86b0c"))], (x + y - 30) / 430)
    image[..., :3] = image[..., :3] * (1 - edge[..., None]) + rim_colour * edge[..., None]
    image[..., 3] = image[..., 3] * (1 - edge) + edge
    face = coverage(circle(x, y, cx, cy, 92))
    face_colour = gradient([(0, rgb("ffd75e")), (0.55, rgb("f4b41a")), (1, rgb("d48a06"))],
                           np.hypot(x - 100, y - 92) / 150)
    image[..., :3] = image[..., :3] * (1 - face[..., None]) + face_colour * face[..., None]
    # Engraved groove between rim and face.
    paint(image, rgb("b77b0a"), coverage(np.abs(circle(x, y, cx, cy, 92)) - 2.5) * 0.9)
    # Embossed star: dark offset copy, then the light face.
    paint(image, rgb("b8770a"), polygon_mask(x, y, star_points(cx + 3, cy + 4, 58, 24)) * 0.9)
    paint(image, rgb("fff1b0"), polygon_mask(x, y, star_points(cx, cy, 58, 24)))
    # Glossy highlight arc at the top left of the rim.
    arc = coverage(np.abs(circle(x, y, cx, cy, 102)) - 3.5) * ((x - cx) + (y - cy) < -60)
    paint(image, rgb("ffffff"), arc * 0.55)
    return image


def make_examples():
    os.makedirs(EXAMPLES, exist_ok=True)
    save_png(os.path.join(EXAMPLES, "summer-sale.png"), summer_sale())
    save_jpeg(os.path.join(EXAMPLES, "welcome-hero.jpg"), welcome_hero(), 85)
    save_png(os.path.join(EXAMPLES, "coin-icon.png"), coin_icon())
    manifest = {
        "https://cdn.example.com/campaigns/summer-sale.png": "summer-sale.png",
        "https://cdn.example.com/campaigns/welcome-hero.jpg": "welcome-hero.jpg",
        "https://cdn.example.com/icons/coin@2x.png": "coin-icon.png",
    }
    with open(os.path.join(EXAMPLES, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    make_fixtures()
    make_examples()
