#!/usr/bin/env python3
"""Phone-like screen recordings of a card moving on a damped spring, with their exact truth.

Each variant is a video (H.264 or HEVC in MP4) of a phone screen: system background, a status
bar whose clock ticks once per second of video time, battery and signal glyphs, a large
navigation title, a list of white cells, a rotating activity spinner, and a white card with a
blue header band and a soft shadow that moves (position, scale or opacity) along a damped
spring.  Beside each video, NAME.json holds the truth: the spring and the card's pose in every
frame the file holds.

Coordinates are video pixels: pixel (i, j) covers [i, i+1) x [j, j+1), y points down.  The
card is drawn from a supersampled sprite (premultiplied RGBA, shadow included) by exact area
sampling: every video pixel receives the integral of the sprite (a piecewise-constant image)
over the pixel's footprint, so the card's area and centroid are where the truth puts them, at
any fractional offset and scale.

Usage: render_device.py --out DIR [--only NAME ...] [--large] [--self-check]
"""

import argparse
import json
import math
import os
import signal
import subprocess
import sys
import time
from fractions import Fraction

import numpy as np
from PIL import Image, ImageDraw, ImageFont
from scipy import ndimage

ENGINE = "jellylab render_device.py"

# Colours (sRGB, 0..255).
SYSTEM_BACKGROUND = (242, 242, 247)
CELL_WHITE = (255, 255, 255)
SEPARATOR = (198, 198, 200)
LABEL = (0, 0, 0)
SECONDARY_LABEL = (138, 138, 142)
SECTION_LABEL = (109, 109, 114)
SEARCH_FILL = (227, 227, 232)
SPINNER_GREY = (142, 142, 147)
HEADER_BLUE = (52, 120, 246)
CARD_TITLE = (255, 255, 255)
CARD_TEXT = (28, 28, 30)
CARD_SUBTEXT = (60, 60, 67)

# The card's geometry in points (1 point = `scale` video pixels).
CARD_W, CARD_H, CARD_RADIUS, CARD_HEADER = 270, 170, 14, 44
SHADOW_SIGMA, SHADOW_OFFSET, SHADOW_ALPHA = 8, 4, 0.25
SPRITE_MARGIN = 28  # points of sprite around the card box: covers the shadow (3 sigma + offset)

CLOCK_FIRST_SECOND = 7  # the clock reads 9:41:07 at t = 0 and ticks at t = 0.5 s, 1.5 s, ...
SPINNER_STEPS_PER_SECOND = 12  # one spoke step every 1/12 s of video time

# The five test variants, then the large benchmark one (rendered only with --large).
VARIANTS = [
    dict(name="device-h264-60", size=(390, 844), fps=60, codec="h264", pix_fmt="yuv420p",
         frames=96, prop="position", axis="x", enter="right", zeta=0.62, omega0=14.0,
         start=Fraction(1, 4), drop=0.0),
    dict(name="device-hevc-120", size=(390, 844), fps=120, codec="hevc", pix_fmt="yuv420p10le",
         frames=144, prop="position", axis="y", enter="bottom", zeta=0.8, omega0=18.0,
         start=Fraction(1, 4), drop=0.08),
    dict(name="device-h264-30", size=(390, 844), fps=30, codec="h264", pix_fmt="yuv420p",
         frames=60, prop="position", axis="x", enter="left", zeta=0.5, omega0=10.0,
         start=Fraction(3, 10), drop=0.0),
    dict(name="device-pop", size=(390, 844), fps=60, codec="h264", pix_fmt="yuv420p",
         frames=72, prop="scale", axis=None, enter=None, zeta=0.55, omega0=16.0,
         start=Fraction(1, 4), drop=0.0),
    # The pop-in again, H.264 without loss (-qp 0): separates the tracker's scale from what
    # CRF 20 leaves of changes under a tenth of a pixel at the card's edges.
    dict(name="device-pop-lossless", size=(390, 844), fps=60, codec="h264", pix_fmt="yuv420p",
         frames=72, prop="scale", axis=None, enter=None, zeta=0.55, omega0=16.0,
         start=Fraction(1, 4), drop=0.0, lossless=True),
    dict(name="device-fade", size=(390, 844), fps=60, codec="h264", pix_fmt="yuv420p",
         frames=72, prop="opacity", axis=None, enter=None, zeta=1.0, omega0=12.0,
         start=Fraction(1, 4), drop=0.0),
]
LARGE_VARIANT = dict(name="device-hevc-1080x2340-120", size=(1080, 2340), fps=120, codec="hevc",
                     pix_fmt="yuv420p", frames=240, prop="position", axis="y", enter="bottom",
                     zeta=0.7, omega0=15.0, start=Fraction(1, 4), drop=0.0)
DROP_SEED = 20240611


# --------------------------------------------------------------------------------------------
# The spring


def spring(t, start, origin, target, zeta, omega0):
    """Value at time(s) `t` (s) of a spring released at `start` from `origin` at rest.

    x(t) = target + (origin - target) e^(-zeta omega0 tau) (cos(wd tau) + zeta omega0 / wd
    sin(wd tau)), tau = t - start, wd = omega0 sqrt(1 - zeta^2) for zeta < 1; (1 + omega0 tau)
    e^(-omega0 tau) for zeta = 1; (cosh + sinh) for zeta > 1.  Before `start` it holds `origin`.
    """
    tau = np.maximum(np.asarray(t, dtype=float) - float(start), 0.0)
    decay = np.exp(-zeta * omega0 * tau)
    if zeta < 1.0:
        wd = omega0 * math.sqrt(1.0 - zeta * zeta)
        shape = decay * (np.cos(wd * tau) + zeta * omega0 / wd * np.sin(wd * tau))
    elif zeta == 1.0:
        shape = decay * (1.0 + omega0 * tau)
    else:
        wd = omega0 * math.sqrt(zeta * zeta - 1.0)
        shape = decay * (np.cosh(wd * tau) + zeta * omega0 / wd * np.sinh(wd * tau))
    return target + (origin - target) * shape


# --------------------------------------------------------------------------------------------
# Drawing helpers (Pillow at a supersampling factor, reduced by box averaging)


def font(size_px, bold=False):
    """DejaVu Sans (bold) at `size_px` pixels, or Pillow's default font when it is missing."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu",
                   "/usr/share/fonts/TTF"):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return ImageFont.truetype(path, max(1, int(round(size_px))))
    return ImageFont.load_default(max(1, int(round(size_px))))


def box_reduce(array, factor):
    """Mean over factor x factor blocks of an (H*factor, W*factor, ...) array (float64)."""
    h, w = array.shape[0] // factor, array.shape[1] // factor
    rest = array.shape[2:]
    return array.reshape((h, factor, w, factor) + rest).mean(axis=(1, 3), dtype=np.float64)


class Layout:
    """The scene's geometry: points scaled by `scale` to video pixels of a W x H screen."""

    def __init__(self, width, height):
        self.width, self.height = width, height
        self.scale = max(1, int(round(width / 390.0)))  # 1 for 390 px, 3 for 1080 px
        self.wp, self.hp = width / self.scale, height / self.scale  # screen in points
        # The card's box at rest, in points: centred horizontally, at about half height.
        self.card_cx = self.wp / 2.0
        self.card_cy = float(round(self.hp * 0.51))
        self.spinner_c = (self.wp - 30.0, 86.0)
        self.spinner_r = 10.0
        self.clock_c = (56.0, 26.0)

    def px(self, points):
        return points * self.scale


def render_background(layout):
    """The static screen (all but the clock, spinner, card and home indicator), uint8 RGB."""
    ss = 4 if layout.scale == 1 else 2
    f = layout.scale * ss  # supersampled pixels per point
    wp, hp = layout.wp, layout.hp
    image = Image.new("RGB", (layout.width * ss, layout.height * ss), SYSTEM_BACKGROUND)
    draw = ImageDraw.Draw(image)

    def P(*values):
        return [v * f for v in values]

    def rect(x0, y0, x1, y1, fill, radius=0.0):
        box = [round(x0 * f), round(y0 * f), round(x1 * f) - 1, round(y1 * f) - 1]
        if radius > 0:
            draw.rounded_rectangle(box, radius=radius * f, fill=fill)
        else:
            draw.rectangle(box, fill=fill)

    def text(x, y, string, size, fill, bold=False, anchor="ls"):
        draw.text(P(x, y), string, font=font(size * f, bold), fill=fill, anchor=anchor)

    # Status bar, right side: signal bars, Wi-Fi arcs, battery.
    base = 32.0
    x = wp - 96.0
    for i, height in enumerate((4.0, 6.5, 9.0, 11.5)):
        rect(x + i * 4.5, base - height, x + i * 4.5 + 3.0, base, LABEL, radius=0.7)
    cx, cy = wp - 63.0, base - 0.5
    for radius, width in ((11.5, 2.4), (7.5, 2.4)):
        draw.arc(P(cx - radius, cy - radius, cx + radius, cy + radius), start=225, end=315,
                 fill=LABEL, width=round(width * f))
    draw.pieslice(P(cx - 3.6, cy - 3.6, cx + 3.6, cy + 3.6), start=225, end=315, fill=LABEL)
    bx = wp - 44.0
    rect(bx, base - 12.0, bx + 25.0, base, (150, 150, 155), radius=3.5)
    rect(bx + 1.2, base - 10.8, bx + 23.8, base - 1.2, SYSTEM_BACKGROUND, radius=2.5)
    rect(bx + 2.4, base - 9.6, bx + 18.0, base - 2.4, LABEL, radius=1.6)
    rect(bx + 26.0, base - 7.5, bx + 27.6, base - 4.5, (150, 150, 155), radius=0.8)

    # Large navigation title and search field.
    text(16, 98, "Inbox", 34, LABEL, bold=True)
    rect(16, 110, wp - 16, 146, SEARCH_FILL, radius=10)
    draw.ellipse(P(26, 121, 37, 132), outline=SECONDARY_LABEL, width=round(1.8 * f))
    draw.line(P(35.5, 130.5, 40, 135), fill=SECONDARY_LABEL, width=round(2.0 * f))
    text(46, 134, "Search", 17, SECONDARY_LABEL)

    # Two inset groups of two-line cells; the second runs off the bottom of the screen.
    rows = [("Anna Lindqvist", "Lunch on Friday? I found a place", "9:32", (255, 149, 0)),
            ("Build server", "Nightly run finished: 412 passed", "9:05", (52, 199, 89)),
            ("Marco Rossi", "Sent you the new spring curves", "8:47", (255, 59, 48)),
            ("Design review", "Moved to 3 pm, room Aurora", "8:10", (175, 82, 222)),
            ("Calendar", "Standup in 15 minutes", "Mon", (142, 142, 147)),
            ("Keiko Tanaka", "Photos from the weekend", "Mon", (90, 200, 250)),
            ("Bank", "Your statement is ready", "Sun", (255, 204, 0)),
            ("Lukas Meyer", "Thanks, that fixed the jitter", "Sun", (255, 45, 85)),
            ("Weather", "Rain expected after 6 pm", "Sat", (88, 86, 214)),
            ("Fitness", "You closed all three rings", "Sat", (48, 176, 199))]
    cell = 64.0
    groups = [("TODAY", 184.0, rows[:4]), ("EARLIER", 184.0 + 4 * cell + 38.0, rows[4:])]
    for header, top, group in groups:
        text(32, top - 8, header, 13, SECTION_LABEL)
        rect(16, top, wp - 16, top + len(group) * cell, CELL_WHITE, radius=10)
        for i, (title, subtitle, when, colour) in enumerate(group):
            y = top + i * cell
            rect(30, y + 14, 66, y + 50, colour, radius=8)
            text(48, y + 32, title[0], 18, CELL_WHITE, bold=True, anchor="mm")
            text(80, y + 28, title, 17, LABEL)
            text(80, y + 50, subtitle, 14, SECONDARY_LABEL)
            text(wp - 30, y + 28, when, 14, SECONDARY_LABEL, anchor="rs")
            if i + 1 < len(group):  # a one-pixel separator at the cell's bottom
                sep_y = round((y + cell) * layout.scale) * ss
                draw.rectangle([round(80 * f), sep_y - ss, round((wp - 16) * f) - 1, sep_y - 1],
                               fill=SEPARATOR)

    rgb = box_reduce(np.asarray(image, dtype=np.float64), ss)
    return np.clip(np.rint(rgb), 0, 255).astype(np.uint8)


def text_coverage(string, size_px, bold, box_w, box_h, ss):
    """Coverage 0..1 (box_h x box_w floats) of `string` centred in a box of video pixels."""
    image = Image.new("L", (box_w * ss, box_h * ss), 0)
    ImageDraw.Draw(image).text((box_w * ss / 2.0, box_h * ss / 2.0), string,
                               font=font(size_px * ss, bold), fill=255, anchor="mm")
    return box_reduce(np.asarray(image, dtype=np.float64) / 255.0, ss)


def blend(base, coverage, colour):
    """`colour` over `base` (uint8 RGB) with per-pixel `coverage` 0..1, as uint8."""
    mixed = base * (1.0 - coverage[..., None]) + np.asarray(colour, float) * coverage[..., None]
    return np.clip(np.rint(mixed), 0, 255).astype(np.uint8)


class Dynamic:
    """The clock and the spinner (pre-rendered patches over the background, by video time)
    and the home indicator (a coverage mask drawn over everything, the card included)."""

    def __init__(self, layout, background, max_seconds):
        s = layout.scale
        ss = 4 if s == 1 else 2
        # Home indicator: a 134 x 5 point black capsule 8 points above the bottom edge.
        x0, x1 = int(layout.px(layout.wp / 2 - 67)) - 1, int(layout.px(layout.wp / 2 + 67)) + 1
        y0, y1 = int(layout.px(layout.hp - 13)) - 1, int(layout.px(layout.hp - 8)) + 1
        self.indicator_box = (x0, y0, x1, y1)
        image = Image.new("L", ((x1 - x0) * ss, (y1 - y0) * ss), 0)
        ImageDraw.Draw(image).rounded_rectangle(
            [ss, ss, (x1 - x0 - 1) * ss - 1, (y1 - y0 - 1) * ss - 1], radius=2.5 * s * ss,
            fill=255)
        self.indicator_cover = box_reduce(np.asarray(image, dtype=np.float64) / 255.0, ss)
        # Clock: one patch per displayed second, all in the same box.
        cw, ch = int(layout.px(76)), int(layout.px(22))
        cx0 = int(round(layout.px(layout.clock_c[0]) - cw / 2))
        cy0 = int(round(layout.px(layout.clock_c[1]) - ch / 2))
        self.clock_box = (cx0, cy0, cx0 + cw, cy0 + ch)
        under = background[cy0:cy0 + ch, cx0:cx0 + cw].astype(np.float64)
        self.clock_patches = {}
        for second in range(CLOCK_FIRST_SECOND, CLOCK_FIRST_SECOND + int(max_seconds) + 3):
            label = "9:41:%02d" % (second % 60)
            cover = text_coverage(label, layout.px(16), True, cw, ch, ss)
            self.clock_patches[second] = blend(under, cover, LABEL)
        # Spinner: 12 capsule spokes, the leading one darkest, one patch per step.
        r = layout.px(layout.spinner_r)
        half = int(math.ceil(r + 2))
        sx = int(round(layout.px(layout.spinner_c[0])))
        sy = int(round(layout.px(layout.spinner_c[1])))
        self.spinner_box = (sx - half, sy - half, sx + half, sy + half)
        size = 2 * half
        under = background[sy - half:sy + half, sx - half:sx + half].astype(np.float64)
        masks = []
        for spoke in range(12):
            image = Image.new("L", (size * ss, size * ss), 0)
            draw = ImageDraw.Draw(image)
            angle = 2 * math.pi * spoke / 12.0  # clockwise from 12 o'clock, y down
            c = half * ss
            inner, outer, width = 0.45 * r * ss, 0.95 * r * ss, 0.2 * r * ss
            p0 = (c + inner * math.sin(angle), c - inner * math.cos(angle))
            p1 = (c + outer * math.sin(angle), c - outer * math.cos(angle))
            draw.line([p0, p1], fill=255, width=max(1, round(width)))
            for p in (p0, p1):
                draw.ellipse([p[0] - width / 2, p[1] - width / 2, p[0] + width / 2,
                              p[1] + width / 2], fill=255)
            masks.append(box_reduce(np.asarray(image, dtype=np.float64) / 255.0, ss))
        grey = np.asarray(SPINNER_GREY, float)
        self.spinner_patches = []
        for step in range(12):
            patch = under.copy()
            for spoke in range(12):
                age = (step - spoke) % 12  # 0 for the leading spoke
                alpha = masks[spoke][..., None] * (1.0 - 0.75 * age / 11.0)
                patch = patch * (1.0 - alpha) + grey * alpha
            self.spinner_patches.append(np.clip(np.rint(patch), 0, 255).astype(np.uint8))

    def clock_patch(self, t):
        return self.clock_patches[CLOCK_FIRST_SECOND + int(math.floor(t + 0.5))]

    def spinner_patch(self, index, fps):
        return self.spinner_patches[(index * SPINNER_STEPS_PER_SECOND // fps) % 12]


# --------------------------------------------------------------------------------------------
# The card sprite and its exact area resampling


class Sprite:
    """Premultiplied RGBA card (rgb 0..255 premultiplied, alpha 0..1) at `samples` per pixel.

    `(ucx, ucy)` is the card box's centre in sprite samples; the sprite is a piecewise-constant
    image over sample cells [u, u+1) x [v, v+1).
    """

    def __init__(self, rgba, samples, ucx, ucy):
        self.rgba, self.samples, self.ucx, self.ucy = rgba, samples, ucx, ucy
        self.hs, self.ws = rgba.shape[:2]
        cum = np.zeros((self.hs + 1, self.ws, 4), dtype=np.float64)
        np.cumsum(rgba, axis=0, out=cum[1:])
        self.cum_rows = cum  # cum_rows[v] = sum of rows < v

    def footprint(self, centre, k, ucentre, count, limit):
        """Video pixel range [i0, i1) the sprite covers along one axis, clipped to [0, limit)."""
        lo = centre - ucentre * k / self.samples
        hi = centre + (count - ucentre) * k / self.samples
        return max(0, int(math.floor(lo))), min(limit, int(math.ceil(hi)))

    def render(self, cx, cy, k, width, height):
        """Premultiplied RGBA of the card centred at (cx, cy) px, scaled by k about its centre.

        Returns (x0, y0, rgba) for the window of the W x H frame the sprite touches, or None.
        Each pixel holds the integral over its unit square of the sprite image mapped to video
        pixels (exact area sampling; 1 sample per pixel at k = 1 is bilinear interpolation).
        """
        s = self.samples
        x0, x1 = self.footprint(cx, k, self.ucx, self.ws, width)
        y0, y1 = self.footprint(cy, k, self.ucy, self.hs, height)
        if x0 >= x1 or y0 >= y1:
            return None
        # Pixel boundaries in sprite samples.
        u = np.clip(self.ucx + (np.arange(x0, x1 + 1) - cx) * s / k, 0.0, self.ws)
        v = np.clip(self.ucy + (np.arange(y0, y1 + 1) - cy) * s / k, 0.0, self.hs)
        c0 = int(math.floor(u[0]))
        c1 = min(self.ws, int(math.ceil(u[-1])) + 1)
        # Rows: integral over [v_j, v_{j+1}) from the cumulative sums, linear within a cell.
        vi = np.minimum(np.floor(v).astype(np.intp), self.hs - 1)
        vf = (v - vi)[:, None, None]
        rows = self.cum_rows[vi, c0:c1] + vf * self.rgba[vi, c0:c1]
        strip = np.diff(rows, axis=0)  # (y1 - y0, c1 - c0, 4)
        # Columns: the same along u.
        cum = np.zeros((strip.shape[0], c1 - c0 + 1, 4), dtype=np.float64)
        np.cumsum(strip, axis=1, out=cum[:, 1:])
        uu = u - c0
        ui = np.minimum(np.floor(uu).astype(np.intp), c1 - c0 - 1)
        uf = (uu - ui)[None, :, None]
        cols = cum[:, ui] + uf * strip[:, ui]
        out = np.diff(cols, axis=1) * (k / s) ** 2
        return x0, y0, out


def render_card_sprites(layout):
    """The card sprite at 1 sample per pixel (for moves) and supersampled (for scaling).

    The card box (CARD_W x CARD_H points) sits SPRITE_MARGIN points from the sprite's top-left
    corner, on whole pixels; the shadow is a Gaussian blur (SHADOW_SIGMA points) of the card's
    coverage, SHADOW_OFFSET points lower, SHADOW_ALPHA black.
    """
    s = layout.scale
    ss = 4 if s == 1 else 2
    m, w, h = int(layout.px(SPRITE_MARGIN)), int(layout.px(CARD_W)), int(layout.px(CARD_H))
    wsp, hsp = w + 2 * m, h + 2 * m
    f = s * ss  # samples per point

    mask = Image.new("L", (wsp * ss, hsp * ss), 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        [m * ss, m * ss, (m + w) * ss - 1, (m + h) * ss - 1], radius=CARD_RADIUS * f, fill=255)
    colour = Image.new("RGB", (wsp * ss, hsp * ss), CELL_WHITE)
    draw = ImageDraw.Draw(colour)
    draw.rectangle([m * ss, m * ss, (m + w) * ss - 1, (m + int(layout.px(CARD_HEADER))) * ss - 1],
                   fill=HEADER_BLUE)

    def text(x, y, string, size, fill, bold=False):
        draw.text((m * ss + x * f, m * ss + y * f), string, font=font(size * f, bold), fill=fill,
                  anchor="ls")

    text(16, 28, "Animation done", 17, CARD_TITLE, bold=True)
    text(16, 72, "Spring settled", 16, CARD_TEXT, bold=True)
    text(16, 98, "The card slid in on a damped", 14, CARD_SUBTEXT)
    text(16, 118, "spring and came to rest.", 14, CARD_SUBTEXT)
    text(16, 146, "Tap to see the curve.", 14, SECONDARY_LABEL)

    alpha_ss = np.asarray(mask, dtype=np.float64) / 255.0
    premult_ss = np.asarray(colour, dtype=np.float64) * alpha_ss[..., None]
    alpha_px = box_reduce(alpha_ss, ss)
    offset = int(layout.px(SHADOW_OFFSET))
    shifted = np.zeros_like(alpha_px)
    shifted[offset:] = alpha_px[:-offset]
    shadow_px = SHADOW_ALPHA * ndimage.gaussian_filter(shifted, layout.px(SHADOW_SIGMA),
                                                       mode="constant")

    ucx, ucy = m + w / 2.0, m + h / 2.0
    rgba_px = np.empty((hsp, wsp, 4))
    rgba_px[..., :3] = box_reduce(premult_ss, ss)
    rgba_px[..., 3] = alpha_px + (1.0 - alpha_px) * shadow_px
    moving = Sprite(rgba_px, 1, ucx, ucy)

    shadow_ss = ndimage.zoom(shadow_px, ss, order=1, grid_mode=True, mode="nearest")
    rgba_ss = np.empty((hsp * ss, wsp * ss, 4))
    rgba_ss[..., :3] = premult_ss
    rgba_ss[..., 3] = alpha_ss + (1.0 - alpha_ss) * shadow_ss
    scaling = Sprite(rgba_ss, ss, ucx * ss, ucy * ss)
    return moving, scaling


# --------------------------------------------------------------------------------------------
# Variants: plan (truth) and rendering


def dropped_frames(count, fraction, seed):
    """Indices to drop: singles and bursts of 2-3, about `fraction` of `count`, never within
    10 frames of either end, bursts at least 2 kept frames apart."""
    if fraction <= 0:
        return set()
    rng = np.random.default_rng(seed)
    target = int(round(fraction * count))
    dropped = set()
    attempts = 0
    while len(dropped) < target and attempts < 10000:
        attempts += 1
        length = int(rng.choice([1, 1, 1, 2, 2, 3]))
        length = min(length, target - len(dropped))
        first = int(rng.integers(10, count - 10 - length + 1))
        span = range(first - 2, first + length + 2)
        if any(i in dropped for i in span):
            continue
        dropped.update(range(first, first + length))
    return dropped


def plan(variant):
    """The truth dict of a variant (times from the frame indices it keeps) and those indices."""
    width, height = variant["size"]
    fps = variant["fps"]
    layout = Layout(width, height)
    w, h = layout.px(CARD_W), layout.px(CARD_H)
    rest_cx, rest_cy = layout.px(layout.card_cx), layout.px(layout.card_cy)
    margin = layout.px(SPRITE_MARGIN)
    prop, zeta, omega0 = variant["prop"], variant["zeta"], variant["omega0"]
    start = float(variant["start"])
    if prop == "position":
        origin = {"right": width + w / 2.0 + margin, "left": -(w / 2.0 + margin),
                  "bottom": height + h / 2.0 + margin}[variant["enter"]]
        target = rest_cx if variant["axis"] == "x" else rest_cy
    elif prop == "scale":
        origin, target = 0.5, 1.0
    else:
        origin, target = 0.0, 1.0
    count = variant["frames"]
    drops = dropped_frames(count, variant["drop"], DROP_SEED)
    kept = [i for i in range(count) if i not in drops]
    times = [Fraction(i, fps) for i in kept]
    values = spring(np.array([float(t) for t in times]), start, origin, target, zeta, omega0)
    frames = []
    for t, value in zip(times, values):
        x, y, k, o = rest_cx, rest_cy, 1.0, 1.0
        if prop == "position":
            if variant["axis"] == "x":
                x = float(value)
            else:
                y = float(value)
        elif prop == "scale":
            k = float(value)
            if t < variant["start"]:
                o = 0.0  # the card is not drawn before the spring starts
        else:
            o = float(value)
        frames.append([float(t), x, y, k, o])
    ext = "mp4"
    truth = {
        "name": variant["name"],
        "video": "%s.%s" % (variant["name"], ext),
        "source": "rendered",
        "engine": ENGINE,
        "size": [width, height],
        "codec": variant["codec"],
        "pix_fmt": variant["pix_fmt"],
        "fps": fps,
        "property": prop,
        "axis": variant["axis"],
        "object": [rest_cx - w / 2.0, rest_cy - h / 2.0, float(w), float(h)],
        "motion": {"model": "spring", "damping_ratio": zeta, "natural_frequency": omega0,
                   "from": float(origin), "to": float(target), "velocity": 0.0,
                   "start_time": start},
        "frames": frames,
    }
    return truth, kept, drops, layout


def encoder_command(variant, path, drops):
    width, height = variant["size"]
    command = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y",
               "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "%dx%d" % (width, height),
               "-framerate", str(variant["fps"]), "-i", "-"]
    # RGB to Y'CbCr with the BT.709 matrix, limited range, tagged as such (as phones record).
    filters = ["scale=out_color_matrix=bt709:out_range=tv", "format=" + variant["pix_fmt"]]
    if drops:  # drop frames; the others keep their presentation times
        terms = "+".join("eq(n,%d)" % i for i in sorted(drops))
        filters.insert(0, "select='not(%s)'" % terms)
        command += ["-fps_mode", "passthrough"]
    command += ["-vf", ",".join(filters), "-colorspace", "bt709", "-color_primaries", "bt709",
                "-color_trc", "bt709", "-color_range", "tv"]
    if variant["codec"] == "h264":
        quality = ["-qp", "0"] if variant.get("lossless") else ["-crf", "20"]
        command += ["-c:v", "libx264", "-preset", "medium"] + quality
    else:
        command += ["-c:v", "libx265", "-preset", "fast", "-crf", "20",
                    "-x265-params", "log-level=error",
                    "-tag:v", "hvc1"]
    command += ["-movflags", "+faststart", "-f", "mp4", path]
    return command


def probe_times(path):
    """Presentation times (exact fractions of a second) of the decoded frames, as ffprobe
    reports them: pts (or best-effort timestamp) times the stream's time base."""
    result = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
         "stream=time_base:frame=pts,best_effort_timestamp", "-of", "json", path],
        capture_output=True, text=True, check=True)
    info = json.loads(result.stdout)
    num, den = (int(v) for v in info["streams"][0]["time_base"].split("/"))
    times = []
    for frame in info["frames"]:
        pts = frame.get("pts", frame.get("best_effort_timestamp"))
        times.append(Fraction(int(pts) * num, den))
    return times


def format_truth(truth):
    """The truth as JSON text: one key per line, one frame per line."""
    lines = []
    for key, value in truth.items():
        if key == "frames":
            rows = ",\n".join("  " + json.dumps(frame) for frame in value)
            lines.append(' "frames": [\n%s\n ]' % rows)
        else:
            lines.append(" %s: %s" % (json.dumps(key), json.dumps(value)))
    return "{\n" + ",\n".join(lines) + "\n}\n"


_SCENES = {}


def scene(layout):
    """Background, card sprites for a screen size (cached within one run)."""
    key = (layout.width, layout.height)
    if key not in _SCENES:
        background = render_background(layout)
        _SCENES[key] = (background, render_card_sprites(layout))
    return _SCENES[key]


def render_variant(variant, out_dir):
    truth, kept, drops, layout = plan(variant)
    name = variant["name"]
    video_path = os.path.join(out_dir, truth["video"])
    json_path = os.path.join(out_dir, name + ".json")
    if os.path.exists(video_path) and os.path.getsize(video_path) > 0 and os.path.exists(json_path):
        try:
            with open(json_path) as handle:
                if json.load(handle) == json.loads(json.dumps(truth)):
                    return "up to date"
        except (OSError, ValueError):
            pass

    width, height = variant["size"]
    fps = variant["fps"]
    count = variant["frames"]
    background, (moving, scaling) = scene(layout)
    dynamic = Dynamic(layout, background, count / fps)
    sprite = scaling if variant["prop"] == "scale" else moving

    tmp_video = os.path.join(out_dir, ".%s.tmp.mp4" % name)
    tmp_json = os.path.join(out_dir, ".%s.tmp.json" % name)
    frame = background.copy()
    dirty = []
    poses = iter(truth["frames"])
    process = subprocess.Popen(encoder_command(variant, tmp_video, drops), stdin=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    try:
        try:
            for index in range(count):
                if index in drops:  # removed by the encoder's select filter: content irrelevant
                    process.stdin.write(frame)
                    continue
                t, cx, cy, k, opacity = next(poses)
                for x0, y0, x1, y1 in dirty:
                    frame[y0:y1, x0:x1] = background[y0:y1, x0:x1]
                dirty = []
                x0, y0, x1, y1 = dynamic.clock_box
                frame[y0:y1, x0:x1] = dynamic.clock_patch(t)
                dirty.append(dynamic.clock_box)
                x0, y0, x1, y1 = dynamic.spinner_box
                frame[y0:y1, x0:x1] = dynamic.spinner_patch(index, fps)
                dirty.append(dynamic.spinner_box)
                window = sprite.render(cx, cy, k, width, height) if opacity > 0 else None
                if window is not None:
                    wx, wy, rgba = window
                    wh, ww = rgba.shape[:2]
                    if opacity != 1.0:
                        rgba = rgba * opacity
                    region = frame[wy:wy + wh, wx:wx + ww]
                    mixed = rgba[..., :3] + (1.0 - rgba[..., 3:]) * region
                    frame[wy:wy + wh, wx:wx + ww] = np.clip(np.rint(mixed), 0, 255).astype(np.uint8)
                    dirty.append((wx, wy, wx + ww, wy + wh))
                x0, y0, x1, y1 = dynamic.indicator_box
                frame[y0:y1, x0:x1] = blend(frame[y0:y1, x0:x1], dynamic.indicator_cover, LABEL)
                dirty.append(dynamic.indicator_box)
                process.stdin.write(frame)
            process.stdin.close()
        except BrokenPipeError:
            pass  # ffmpeg stopped reading: its exit status and message say why
        error = process.stderr.read().decode(errors="replace")
        if process.wait() != 0:
            raise RuntimeError("ffmpeg failed: %s" % (error.strip() or "exit status %d"
                                                      % process.returncode))
        times = probe_times(tmp_video)
        expected = [Fraction(i, fps) for i in kept]
        if times != expected:
            raise RuntimeError("ffprobe reports %d frames whose times differ from the truth's "
                               "%d (first difference at frame %s)" % (
                                   len(times), len(expected),
                                   next((i for i, (a, b) in enumerate(zip(times, expected))
                                         if a != b), min(len(times), len(expected)))))
        with open(tmp_json, "w") as handle:
            handle.write(format_truth(truth))
        os.replace(tmp_video, video_path)
        os.replace(tmp_json, json_path)
    except BaseException:
        if process.poll() is None:
            process.kill()
            process.wait()
        for path in (tmp_video, tmp_json):
            if os.path.exists(path):
                os.remove(path)
        raise
    return "%d frames%s" % (len(kept), " (%d dropped)" % len(drops) if drops else "")


# --------------------------------------------------------------------------------------------
# Self-check


def self_check():
    """The closed-form spring against scipy's ODE integration, and the area resampling's
    preservation of area and centroid.  Returns a list of failure messages."""
    from scipy.integrate import solve_ivp

    failures = []
    cases = [(v["zeta"], v["omega0"]) for v in VARIANTS + [LARGE_VARIANT]]
    cases += [(0.1, 30.0), (0.999, 9.0), (1.0, 5.0), (1.7, 8.0)]
    for zeta, omega0 in cases:
        origin, target, start = 553.0, 195.0, 0.25
        ts = np.linspace(start, start + 3.0, 601)
        def rhs(_, y):
            return [y[1], -omega0 ** 2 * (y[0] - target) - 2 * zeta * omega0 * y[1]]

        ode = solve_ivp(rhs, (start, ts[-1]), [origin, 0.0], t_eval=ts, method="DOP853",
                        rtol=1e-10, atol=1e-10)
        error = np.max(np.abs(ode.y[0] - spring(ts, start, origin, target, zeta, omega0)))
        held = spring(np.array([0.0, 0.1, start]), start, origin, target, zeta, omega0)
        print("spring zeta=%g omega0=%g: max |closed form - ODE| = %.2e px over 358 px"
              % (zeta, omega0, error))
        if error > 1e-6 or np.any(held != origin):
            failures.append("spring zeta=%g omega0=%g: error %.3e" % (zeta, omega0, error))

    # A uniform box sprite: its edges must land exactly where pose and scale put them.
    for samples in (1, 4):
        rgba = np.zeros((90 * samples, 130 * samples, 4))
        ua, ub, va, vb = 7 * samples + 1, 117 * samples - 1, 11 * samples, 73 * samples + 3
        rgba[va:vb, ua:ub] = (255.0, 255.0, 255.0, 1.0)
        box = Sprite(rgba, samples, (ua + ub) / 2.0, (va + vb) / 2.0)
        for cx, cy, k in [(195.0, 430.0, 1.0), (201.37, 433.81, 1.0), (150.2, 500.6, 0.5),
                          (195.13, 430.77, 1.0627), (160.5, 300.25, 0.73)]:
            if samples == 1 and k != 1.0:
                continue
            x0, y0, out = box.render(cx, cy, k, 390, 844)
            worst = 0.0
            for axis, origin, centre, extent in ((1, x0, cx, ub - ua), (0, y0, cy, vb - va)):
                sums = out[..., 3].sum(axis=1 - axis)  # per column (x) or per row (y)
                profile = sums / sums.max()  # coverage 0..1: a full row or column is the box
                size = extent * k / samples
                first = int(np.argmax(profile > 0))
                lower = origin + first + 1.0 - profile[first]
                worst = max(worst, abs(profile.sum() - size), abs(lower - (centre - size / 2)))
            print("resample %d sample(s)/px, box at (%g, %g) x%g: edges within %.1e px"
                  % (samples, cx, cy, k, worst))
            if worst > 1e-9:
                failures.append("resample %d at (%g, %g) x%g" % (samples, cx, cy, k))

    # The card sprite: area k^2 times the sprite's; alpha centroid where the pose puts it
    # (pixel-centred moments of area samples differ from the sprite's own by the mass's
    # asymmetry inside each pixel: exact at 1 sample per pixel, about 1e-4 px when scaled).
    moving, scaling = render_card_sprites(Layout(390, 844))
    for sprite in (moving, scaling):
        a = sprite.rgba[..., 3]
        area = a.sum() / sprite.samples ** 2
        vs, us = np.indices(a.shape)
        mu = ((us + 0.5) * a).sum() / a.sum()
        mv = ((vs + 0.5) * a).sum() / a.sum()
        for cx, cy, k in [(201.37, 433.81, 1.0), (150.2, 500.6, 0.5), (195.0, 430.0, 1.0627)]:
            if sprite is moving and k != 1.0:
                continue
            x0, y0, rgba = sprite.render(cx, cy, k, 390, 844)
            b = rgba[..., 3]
            jj, ii = np.indices(b.shape)
            got_area = b.sum()
            got_x = ((ii + x0 + 0.5) * b).sum() / got_area
            got_y = ((jj + y0 + 0.5) * b).sum() / got_area
            want_x = cx + (mu - sprite.ucx) * k / sprite.samples
            want_y = cy + (mv - sprite.ucy) * k / sprite.samples
            errors = (abs(got_area / (area * k * k) - 1), abs(got_x - want_x), abs(got_y - want_y))
            print("card sprite %d sample(s)/px at (%g, %g) x%g: area rel. error %.1e, centroid "
                  "error (%.1e, %.1e) px" % ((sprite.samples, cx, cy, k) + errors))
            tolerance = 1e-9 if sprite.samples == 1 else 1e-3
            if errors[0] > 1e-9 or max(errors[1:]) > tolerance:
                failures.append("card sprite %d at (%g, %g) x%g" % (sprite.samples, cx, cy, k))
    return failures


# --------------------------------------------------------------------------------------------


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", help="directory for NAME.mp4 and NAME.json")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="render only these variants")
    parser.add_argument("--large", action="store_true",
                        help="also render %s (1080x2340, slow)" % LARGE_VARIANT["name"])
    parser.add_argument("--self-check", action="store_true",
                        help="check the spring against ODE integration and the resampling's "
                             "area, edges and centroid, then render if --out is given")
    args = parser.parse_args(argv)
    if args.out is None and not args.self_check:
        parser.error("--out is required (or --self-check)")

    status = 0
    if args.self_check:
        failures = self_check()
        for failure in failures:
            print("self-check failed: %s" % failure, file=sys.stderr)
        print("self-check: %s" % ("FAILED" if failures else "ok"))
        if failures:
            return 1
    if args.out is None:
        return status

    selected = VARIANTS + ([LARGE_VARIANT] if args.large else [])
    if args.only:
        names = {v["name"] for v in selected}
        for name in args.only:
            if name == LARGE_VARIANT["name"] and not args.large:
                parser.error("%s is rendered only with --large" % name)
            if name not in names:
                parser.error("unknown variant %s; known: %s" % (
                    name, ", ".join(v["name"] for v in VARIANTS + [LARGE_VARIANT])))
        selected = [v for v in selected if v["name"] in args.only]
    os.makedirs(args.out, exist_ok=True)
    # SIGTERM ends the run like Ctrl-C: the encoder is stopped and partial files are removed.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    for variant in selected:
        began = time.monotonic()
        try:
            what = render_variant(variant, args.out)
            print("%s: %s, %.1f s" % (variant["name"], what, time.monotonic() - began),
                  flush=True)
        except Exception as error:  # report and go on with the other variants
            print("%s: FAILED after %.1f s: %s" % (variant["name"], time.monotonic() - began,
                                                     error), file=sys.stderr, flush=True)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
