#!/usr/bin/env python3
"""The numpy/scipy peer of jellylab-bench.

Computes what Benchmarks/Swift measures, the idiomatic numpy way (closed forms vectorized over
arrays, scipy's brentq for peak refinement, the sweep vectorized over the whole grid,
numpy.savetxt for CSV), checks that both sides agree on the values jellylab-bench left in the
output folder, times the CSV commands end to end in turns with their savetxt peers and the sweep
command on 1 and 2 threads, measures the `jellylab spring` command's streaming memory with
/usr/bin/time, and prints a table of jellylab/numpy throughput ratios measured in this one run.

Usage: numpy_peer.py [--out DIR] [--jellylab PATH] [--stream-max N]

Single-threaded workloads are timed in process CPU time on both sides (robust on a machine
shared with other work); the parallel sweep in wall-clock time. Each time is the best of a few
repetitions.
"""

import argparse
import json
import math
import os
import re
import resource
import subprocess
import sys
import time

import numpy as np
from scipy.integrate import quad
from scipy.optimize import brentq

EPS_UIKIT = 1e-3


def best_time(body, repetitions=3, warm_up=True, clock="cpu"):
    """Best time of `body()` over `repetitions` runs, on the process CPU clock or the wall."""
    timer = time.process_time if clock == "cpu" else time.perf_counter
    if warm_up:
        body()
    best = math.inf
    for _ in range(repetitions):
        start = timer()
        body()
        best = min(best, timer() - start)
    return best


class Checks:
    """Collects agreement checks: name, worst difference found, allowed bound."""

    def __init__(self):
        self.rows = []

    def add(self, name, worst, bound, detail=""):
        self.rows.append((name, float(worst), float(bound), detail))

    @property
    def failures(self):
        return [row for row in self.rows if not row[1] <= row[2]]


def read_csv(folder, name):
    return np.loadtxt(os.path.join(folder, name), delimiter=",", skiprows=1, ndmin=2)


# ---------------------------------------------------------------------------------------------
# Springs: the closed form of m x'' + c x' + k x = 0 (underdamped, critical and overdamped).


def spring_displacement(t, m, k, c, x0, v0):
    alpha = c / (2 * m)
    q = k / m - alpha * alpha
    if q > 0:
        wd = math.sqrt(q)
        return np.exp(-alpha * t) * (x0 * np.cos(wd * t) + (v0 + alpha * x0) / wd * np.sin(wd * t))
    if q == 0:
        return np.exp(-alpha * t) * (x0 + (v0 + alpha * x0) * t)
    gamma = math.sqrt(-q)
    slow, fast = -k / m / (alpha + gamma), -(alpha + gamma)
    a = (v0 - fast * x0) / (2 * gamma)
    b = (slow * x0 - v0) / (2 * gamma)
    return a * np.exp(slow * t) + b * np.exp(fast * t)


def spring_velocity(t, m, k, c, x0, v0):
    """The velocity is the solution with initial value v0 and slope a0."""
    a0 = -(c * v0 + k * x0) / m
    return spring_displacement(t, m, k, c, v0, a0)


def spring_benchmarks(folder, swift, checks, results):
    p = json.load(open(os.path.join(folder, "spring.json")))
    args = (p["mass"], p["stiffness"], p["damping"], p["x0"], p["v0"])

    n_arbitrary = swift["spring.arbitrary_times"]["size"]
    times = np.random.default_rng(2026).random(n_arbitrary) * 2
    seconds = best_time(lambda: spring_displacement(times, *args))
    results["spring.arbitrary_times"] = (n_arbitrary / seconds, "cpu", "closed form over a time array")
    ref = read_csv(folder, "spring_arbitrary.csv")
    expected = spring_displacement(ref[:, 0], *args)
    scale = np.max(np.abs(expected))
    checks.add("spring at arbitrary times", np.max(np.abs(ref[:, 1] - expected)) / scale, 1e-12,
               f"{len(ref)} samples, relative to max|x|")

    n = p["uniform_count"]
    step = p["uniform_step"]
    seconds = best_time(lambda: spring_displacement(np.arange(n) * step, *args))
    throughput = n / seconds
    results["spring.uniform_grid"] = (throughput, "cpu", "closed form over arange(n)*step")
    results["spring.closed_form_grid"] = (throughput, "cpu", "closed form over arange(n)*step")
    ref = read_csv(folder, "spring_uniform.csv")
    expected = spring_displacement(ref[:, 0] * step, *args)
    scale = np.max(np.abs(spring_displacement(np.arange(0, n, 97) * step, *args)))
    checks.add("uniform-grid recurrence", np.max(np.abs(ref[:, 2] - expected)) / scale, 1e-12,
               f"{len(ref)} samples spread over all {n}, relative to max|x|")


# ---------------------------------------------------------------------------------------------
# The skype diff sequence and its peaks.


def skype_peaks(side, center, fps, frames):
    """The diff on the frame grid, its sampled extrema, refined by brentq on the exact diff'."""
    def position(h, t):
        return h["to"] + spring_displacement(t, h["mass"], h["stiffness"], h["damping"], h["x0"], h["v0"])

    def speed(h, t):
        return spring_velocity(t, h["mass"], h["stiffness"], h["damping"], h["x0"], h["v0"])

    t = np.arange(frames) / fps
    diff = position(side, t) - position(center, t)
    derivative = speed(side, t) - speed(center, t)
    changes = np.nonzero(np.sign(derivative[:-1]) * np.sign(derivative[1:]) < 0)[0]
    peaks = []
    for i in changes:
        root = brentq(lambda s: float(speed(side, s) - speed(center, s)), t[i], t[i + 1],
                      xtol=1e-12, rtol=4 * np.finfo(float).eps)
        value = float(position(side, root) - position(center, root))
        peaks.append((root, value, derivative[i] > 0))
    return diff, peaks


def framediff_benchmarks(folder, swift, checks, results):
    p = json.load(open(os.path.join(folder, "skype.json")))
    side, center, fps, frames = p["side"], p["center"], p["fps"], p["frames"]
    repeats = 200

    def body():
        for _ in range(repeats):
            skype_peaks(side, center, fps, frames)

    seconds = best_time(body)
    results["framediff.skype_diff_peaks"] = (repeats / seconds, "cpu", "vectorized diff + brentq")
    _, peaks = skype_peaks(side, center, fps, frames)
    ref = read_csv(folder, "skype_peaks.csv")
    worst_t = worst_v = math.inf
    if len(ref) == len(peaks):
        worst_t = max(abs(r[1] - pk[0]) for r, pk in zip(ref, peaks))
        worst_v = max(abs(r[2] - pk[1]) for r, pk in zip(ref, peaks))
        if any((r[3] == 1) != pk[2] for r, pk in zip(ref, peaks)):
            worst_t = math.inf
    checks.add("skype peak times (s)", worst_t, 1e-9, f"{len(ref)} jellylab / {len(peaks)} numpy peaks")
    checks.add("skype peak values (pt)", worst_v, 1e-9)


# ---------------------------------------------------------------------------------------------
# Easing curves.


def ease_out_elastic(x, amplitude=1.0, period=0.3):
    s = period / 4
    value = amplitude * np.power(2.0, -10 * x) * np.sin((x - s) * (2 * np.pi / period)) + 1
    return np.where(x <= 0, 0.0, np.where(x >= 1, 1.0, value))


def cubic_bezier(x, x1, y1, x2, y2):
    """CSS cubic-bezier to rounding in plain doubles (a few ulps, jellylab's is compensated):
    8 vectorized Newton steps from t = x, bisection where the residual is still above its
    rounding bound."""
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    t = x.copy()
    for _ in range(8):
        error = ((ax * t + bx) * t + cx) * t - x
        slope = (3 * ax * t + 2 * bx) * t + cx
        step = np.where(np.abs(slope) >= 1e-6, error / slope, 0.0)
        t = np.clip(t - step, 0, 1)
    size = ((abs(ax) * t + abs(bx)) * t + abs(cx)) * t + x
    bad = np.abs(((ax * t + bx) * t + cx) * t - x) > 4 * np.finfo(float).eps * size
    if np.any(bad):
        lo, hi, xb = np.zeros(bad.sum()), np.ones(bad.sum()), x[bad]
        for _ in range(64):
            mid = 0.5 * (lo + hi)
            below = ((ax * mid + bx) * mid + cx) * mid < xb
            lo, hi = np.where(below, mid, lo), np.where(below, hi, mid)
        t[bad] = 0.5 * (lo + hi)
    y = ((ay * t + by) * t + cy) * t
    return np.where(x <= 0, 0.0, np.where(x >= 1, 1.0, y))


def easing_benchmarks(folder, swift, checks, results):
    n = swift["easing.ease_out_elastic"]["size"]
    x = np.arange(n) / (n - 1)
    results["easing.ease_out_elastic"] = (n / best_time(lambda: ease_out_elastic(x)), "cpu", "vectorized")
    results["easing.cubic_bezier_ease"] = (
        n / best_time(lambda: cubic_bezier(x, 0.25, 0.1, 0.25, 1)), "cpu", "vectorized Newton to rounding")
    ref = read_csv(folder, "easing.csv")
    checks.add("easeOutElastic", np.max(np.abs(ref[:, 1] - ease_out_elastic(ref[:, 0]))), 1e-12)
    checks.add("cubic-bezier ease", np.max(np.abs(ref[:, 2] - cubic_bezier(ref[:, 0], 0.25, 0.1, 0.25, 1))),
               1e-15, "both to rounding: jellylab within an ulp, numpy's plain doubles a few ulps")


# ---------------------------------------------------------------------------------------------
# Bezier arc length (scipy quad per curve) and flattening (vectorized over all curves).


def arc_lengths(curves):
    lengths = np.empty(len(curves))
    for i, c in enumerate(curves):
        p = c.reshape(4, 2)
        d0, d1, d2 = 3 * (p[1] - p[0]), 3 * (p[2] - p[1]), 3 * (p[3] - p[2])

        def speed(t):
            u = 1 - t
            d = u * u * d0 + 2 * u * t * d1 + t * t * d2
            return math.hypot(d[0], d[1])

        lengths[i] = quad(speed, 0, 1, epsabs=1e-10, epsrel=1e-13, limit=200)[0]
    return lengths


def flatten(curves, tolerance):
    p = curves.reshape(-1, 4, 2)
    second0 = 6 * (p[:, 2] - 2 * p[:, 1] + p[:, 0])
    second1 = 6 * (p[:, 3] - 2 * p[:, 2] + p[:, 1])
    bend = np.maximum(np.hypot(*second0.T), np.hypot(*second1.T))
    counts = np.maximum(1, np.ceil(np.sqrt(bend / (8 * tolerance)))).astype(int)
    owner = np.repeat(np.arange(len(p)), counts)
    t = (np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts) + 1) / counts[owner]
    u = 1 - t
    coefficients = np.stack([u ** 3, 3 * u * u * t, 3 * u * t * t, t ** 3], axis=1)
    points = np.einsum("nk,nkd->nd", coefficients, p[owner])
    return counts, points


def geometry_benchmarks(folder, swift, checks, results):
    ref = read_csv(folder, "bezier.csv")
    curves = ref[:, :8].copy()
    n = len(curves)
    lengths = arc_lengths(curves)
    seconds = best_time(lambda: arc_lengths(curves), repetitions=1)
    results["geometry.cubic_arc_length"] = (n / seconds, "cpu", "scipy quad per curve")
    seconds = best_time(lambda: flatten(curves, 0.1))
    results["geometry.cubic_flattening"] = (n / seconds, "cpu", "vectorized over all curves")
    checks.add("cubic arc length (relative)", np.max(np.abs(ref[:, 8] - lengths) / lengths), 1e-9)
    counts, _ = flatten(curves, 0.1)
    checks.add("flattening segment counts differing", np.sum(counts != ref[:, 9]), 0)


# ---------------------------------------------------------------------------------------------
# The skype damping x velocity sweep (what `jellylab sweep --preset skype` computes per cell),
# vectorized over every cell at once, and the sweep command itself.


def bracketed_newton(f, fprime, lo, hi, iterations=100):
    """Newton steps kept inside a sign-changing bracket [lo, hi], bisection when they leave it."""
    f_lo = f(lo)
    x = 0.5 * (lo + hi)
    for _ in range(iterations):
        fx = f(x)
        same = np.sign(fx) == np.sign(f_lo)
        lo, hi = np.where(same, x, lo), np.where(same, hi, x)
        f_lo = np.where(same, fx, f_lo)
        with np.errstate(divide="ignore", invalid="ignore"):
            newton = x - fx / fprime(x)
        inside = (newton > np.minimum(lo, hi)) & (newton < np.maximum(lo, hi))
        new = np.where(inside, newton, 0.5 * (lo + hi))
        done = np.abs(new - x) <= 4 * np.finfo(float).eps * np.abs(x)
        x = new
        if np.all(done | (fx == 0)):
            break
    return x


def ios_omega(zeta_raw, v, duration):
    """iOS's natural frequency: 12 Newton steps on the envelope equation from 5/d, vectorized
    (nan where they end on no finite, nonzero frequency, as jellylab refuses those cells)."""
    d = min(max(duration, 0.01), 10.0)
    zeta = np.minimum(np.maximum(zeta_raw, 2.0 ** -23), 1.0)
    omega = np.full(np.broadcast(zeta, v).shape, 5 / d)
    with np.errstate(all="ignore"):
        root = np.sqrt(np.where(zeta < 1, 1 - zeta * zeta, 1.0))
        for _ in range(12):
            rate = omega * zeta
            decay = np.exp(-(rate * d))
            b = (rate - v) / (omega * root)
            sign = np.where(b * decay > 0, -1.0, 1.0)
            numerator = (rate * d * v + v) - zeta * zeta * (omega * omega) * d
            under_value = EPS_UIKIT - np.abs(b) * decay
            under_slope = sign * (numerator * decay) / ((omega * omega) * root)
            crit_decay = np.exp(-omega * d)
            crit_value = ((omega - v) * d + 1) * crit_decay + np.where(omega < v, EPS_UIKIT, -EPS_UIKIT)
            crit_slope = crit_decay * (v - omega) * d * d
            value = np.where(zeta < 1, under_value, crit_value)
            slope = np.where(zeta < 1, under_slope, crit_slope)
            omega = omega - value / slope
        ok = np.isfinite(omega) & (omega != 0) & np.isfinite(omega * omega)
    return np.where(ok, np.abs(omega), np.nan), zeta


class Helpers:
    """Side and center springs of every cell (arrays over the cells), in points."""

    def __init__(self, side, center, zeta_raw, v):
        self.duration = side["duration"]
        omega, zeta = ios_omega(zeta_raw, v, side["duration"])
        self.solved = np.isfinite(omega)
        w = np.where(self.solved, omega, 1.0)
        self.k, self.alpha = w * w, zeta * w
        self.x0, self.v0 = side["from"] - side["to"], v * (side["to"] - side["from"])
        self.travel = side["to"] - side["from"]
        cw, cz = ios_omega(np.array([center["damping_ratio"]]), np.array([center["velocity"]]), center["duration"])
        self.ck, self.calpha = cw * cw, cz * cw
        self.cx0 = center["from"] - center["to"]
        self.cv0 = center["velocity"] * (center["to"] - center["from"])
        self.rest = side["to"] - center["to"]

    @staticmethod
    def motion(t, k, alpha, x0, v0, derivative=0):
        """x, x' or x'' of m x'' + 2 alpha x' + k x = 0 (m = 1, alpha^2 <= k) from x0, v0."""
        q = k - alpha * alpha
        wd = np.sqrt(np.maximum(q, 0.0))
        for _ in range(derivative):  # the derivative is the motion from (v0, a0)
            x0, v0 = v0, -2 * alpha * v0 - k * x0
        with np.errstate(all="ignore"):
            e = np.exp(-alpha * t)
            b = v0 + alpha * x0
            under = e * (x0 * np.cos(wd * t) + b / np.where(q > 0, wd, 1.0) * np.sin(wd * t))
            crit = e * (x0 + b * t)
        return np.where(q > 0, under, crit)

    def diff(self, t, cells=slice(None), derivative=0):
        """diff(t) (or its derivative) before the cut, for `cells`."""
        side = self.motion(t, self.k[cells], self.alpha[cells], self.x0, self.v0[cells], derivative)
        center = self.motion(t, self.ck, self.calpha, self.cx0, self.cv0, derivative)
        return side - center + (self.rest if derivative == 0 else 0.0)


def skype_sweep_metrics(p):
    zeta_axis = p["damping_start"] + np.arange(p["damping_count"]) * p["damping_step"]
    v_axis = p["velocity_start"] + np.arange(p["velocity_count"]) * p["velocity_step"]
    decimals = len(p["damping_text"].split(":")[2].split(".")[-1])
    zeta_axis = np.round(zeta_axis, decimals)
    v_axis = np.round(v_axis, 2)
    zeta_raw, v = (a.ravel() for a in np.meshgrid(zeta_axis, v_axis, indexing="ij"))
    h = Helpers(p["side"], p["center"], zeta_raw, v)
    n_cells, fps, eps, end = len(v), p["fps"], p["epsilon"], h.duration
    frames = int(math.floor(end * fps + 1e-9)) + 1
    t = np.arange(frames) / fps
    cut = t >= end
    tt = np.where(cut, 0.0, t)[None, :]
    col = lambda a: a[:, None]
    diff = np.where(cut[None, :], 0.0, Helpers.motion(tt, col(h.k), col(h.alpha), h.x0, col(h.v0))
                    - Helpers.motion(tt, h.ck, h.calpha, h.cx0, h.cv0) + h.rest)
    # diff' at the frames; 0 from the cut on (jellylab's peak search ends at the last frame, so
    # an extremum between the last frame before the cut and the cut is not reported).
    slope = np.where(cut[None, :], 0.0,
                     Helpers.motion(tt, col(h.k), col(h.alpha), h.x0, col(h.v0), 1)
                     - Helpers.motion(tt, h.ck, h.calpha, h.cx0, h.cv0, 1))
    # Extrema: sign changes of diff' between neighbouring frames, refined on the exact diff'.
    cell, left = np.nonzero(np.sign(slope[:, :-1]) * np.sign(slope[:, 1:]) < 0)
    lo, hi = t[left], t[left + 1]
    k, alpha, v0 = h.k[cell], h.alpha[cell], h.v0[cell]

    def d1(s):
        return Helpers.motion(s, k, alpha, h.x0, v0, 1) - Helpers.motion(s, h.ck, h.calpha, h.cx0, h.cv0, 1)

    def d2(s):
        return Helpers.motion(s, k, alpha, h.x0, v0, 2) - Helpers.motion(s, h.ck, h.calpha, h.cx0, h.cv0, 2)

    root = bracketed_newton(d1, d2, lo, hi) if len(cell) else np.zeros(0)
    value = (Helpers.motion(root, k, alpha, h.x0, v0) - Helpers.motion(root, h.ck, h.calpha, h.cx0, h.cv0)
             + h.rest) if len(cell) else np.zeros(0)
    dev = np.abs(value - h.rest)
    visible = dev >= eps * abs(h.travel)
    peak_count = np.bincount(cell[visible], minlength=n_cells)
    first_peak = np.full(n_cells, np.nan)
    order = np.nonzero(visible)[0][::-1]  # the last write wins: the earliest visible peak
    first_peak[cell[order]] = root[order]
    # Settling: the band eps * (largest deviation); the crossing after the last peak above it.
    largest = np.zeros(n_cells)
    np.maximum.at(largest, cell, dev)
    threshold = eps * largest
    above = dev > threshold[cell]
    # Per cell, the index of its last peak above the band and whether the next peak (if any)
    # belongs to the same cell (peaks are ordered by cell, then time).
    last = np.full(n_cells, -1)
    last[cell[above]] = np.nonzero(above)[0]  # indices increase, so the last one stays
    has = last >= 0
    li = np.where(has, last, 0)
    if len(cell):
        nxt = np.minimum(li + 1, len(cell) - 1)
        has_next = has & (li + 1 < len(cell)) & (cell[nxt] == np.arange(n_cells))
        start = np.where(has, root[li], 0.0)
        stop = np.where(has_next, root[nxt], end)
        sign = np.where(has, np.sign(value[li] - h.rest), 1.0)
    else:
        start, stop, sign = np.zeros(n_cells), np.full(n_cells, end), np.ones(n_cells)
    before_cut = np.nextafter(end, 0)
    # Still outside the band just before the cut: the cut itself ends the motion.
    jump = has & (stop >= end) & (sign * (h.diff(before_cut) - h.rest) - threshold > 0)

    def excess(s):
        return sign * (h.diff(s) - h.rest) - threshold

    def excess_slope(s):
        return sign * h.diff(s, derivative=1)

    crossing = bracketed_newton(excess, excess_slope, start, np.where(stop >= end, before_cut, stop))
    settling = np.where(largest == 0, 0.0, np.where(~has, 0.0, np.where(jump, end, crossing)))
    # Overshoot of the side helper alone (a fraction of its travel), with UIKit's cut at T.
    q = h.k - h.alpha ** 2
    osc = q > 0
    wd = np.sqrt(np.where(osc, q, 1.0))
    xn0, vn0 = -1.0, v
    turn_w = h.alpha * vn0 + h.k * xn0
    with np.errstate(all="ignore"):
        theta = np.where(turn_w != 0, np.arctan(vn0 * wd / turn_w), np.where(vn0 == 0, 0.0, np.pi / 2))
        theta = np.where(theta <= 0, theta + np.pi, theta)
        ratio = vn0 / turn_w
        t1 = np.where(osc, theta / wd, np.where((turn_w != 0) & (vn0 != 0) & (ratio > 0), ratio, np.nan))
        has_turn = np.isfinite(t1) & (t1 < end)
        x1 = np.where(has_turn, Helpers.motion(np.where(has_turn, t1, 0.0), h.k, h.alpha, xn0, vn0), 0.0)
        r = np.where(osc, np.exp(-h.alpha * np.pi / wd), 0.0)
        last_turn = np.ceil((end - t1) / np.where(osc, np.pi / wd, np.inf)) - 1
    overshoot = np.where(has_turn, np.where(x1 > 0, x1, np.where(osc & (last_turn >= 1), -x1 * r, 0.0)), 0.0)
    end_jump = Helpers.motion(np.full(n_cells, end), h.k, h.alpha, h.x0, h.v0) / h.travel
    # Skype's bend is edgeY - (diff + blank) = -diff: the bulge at the frames, inverted when
    # diff > 0 at a frame or a peak.
    bulge = np.max(np.abs(diff), axis=1) / 2
    inverted = np.any(diff > 0, axis=1)
    inverted[cell[value > 0]] = True
    nan = lambda a: np.where(h.solved, a, np.nan)
    return {"solved": h.solved, "damping": np.minimum(zeta_raw, 1.0), "velocity": v,
            "overshoot": nan(overshoot), "peak_count": nan(peak_count), "first_peak_time": nan(first_peak),
            "settling_duration": nan(settling), "end_jump": nan(end_jump), "largest_bulge": nan(bulge),
            "inverted": nan(inverted.astype(float))}


def sweep_benchmarks(folder, swift, checks, results):
    p = json.load(open(os.path.join(folder, "sweep.json")))
    cells = p["damping_count"] * p["velocity_count"]
    metrics = skype_sweep_metrics(p)
    seconds = best_time(lambda: skype_sweep_metrics(p), repetitions=1, warm_up=False)
    wall = best_time(lambda: skype_sweep_metrics(p), repetitions=1, warm_up=False, clock="wall")
    results["sweep.cells_1_thread"] = (cells / seconds, "cpu", "vectorized over the grid")
    results["sweep.cells"] = (cells / wall, "wall", "vectorized over the grid")
    ref = read_csv(folder, "sweep.csv")
    index = ref[:, 0].astype(int)
    solved = metrics["solved"][index]
    checks.add("sweep cells solvable in one model only", np.sum(solved != np.isfinite(ref[:, 3])), 0,
               f"{len(ref)} cells sampled, {p['solved_cells']} of {cells} solvable in jellylab")
    s = solved & np.isfinite(ref[:, 3])
    checks.add("sweep axis values", np.max(np.abs(ref[:, 1:3] - np.column_stack(
        [metrics["damping"][index], metrics["velocity"][index]]))), 0)
    # A frame interval can hold three extrema of diff (two closer than a frame cancel out in
    # the bracketing, as PeakFinder documents); jellylab's Brent and this vectorized Newton may
    # then settle on different ones. That happens in about 1 cell in 2000, in the first frame,
    # where both helpers start together; those cells are counted and left out of the peak time.
    differing = ref[:, 4] != metrics["peak_count"][index]
    checks.add("sweep peak counts differing (a frame interval holding three extrema)",
               np.sum(s & differing), max(1, len(ref) // 1000))
    for column, name, bound, relative in [(3, "overshoot", 1e-9, False), (5, "first_peak_time", 1e-9, False),
                                          (6, "settling_duration", 1e-9, False), (7, "end_jump", 1e-9, False),
                                          (8, "largest_bulge", 1e-9, True)]:
        rows = s & ~differing
        ours, theirs = ref[rows, column], metrics[name][index][rows]
        both = np.isfinite(ours) & np.isfinite(theirs)
        missing = np.sum(np.isfinite(ours) != np.isfinite(theirs))
        error = np.abs(ours[both] - theirs[both]) / (np.abs(ours[both]) if relative else 1)
        worst = np.max(error, initial=0) if missing == 0 else math.inf
        checks.add(f"sweep {name}{' (relative)' if relative else ''}", worst, bound, f"{np.sum(both)} cells")
    checks.add("sweep inverted flags differing", np.sum(ref[s, 9] != metrics["inverted"][index][s]), 0)


def sweep_command(jellylab, folder, swift, repetitions=5):
    """cells/s of `jellylab sweep` (the command, CSV and all) beside its engine's, on 1 and 2
    threads. The two thread counts alternate, best of `repetitions` each, so that a burst of
    load from elsewhere on the machine weighs on both alike."""
    p = json.load(open(os.path.join(folder, "sweep.json")))
    cells = p["damping_count"] * p["velocity_count"]
    best = {1: math.inf, 2: math.inf}
    for _ in range(repetitions):
        for threads in best:
            out = os.path.join(folder, f"sweep-command-{threads}")
            command = [jellylab, "sweep", "--preset", "skype", "--damping", p["damping_text"],
                       "--velocity", "0:3:0.03", "--format", "none", "--threads", str(threads),
                       "--out", out]
            start = time.perf_counter()
            done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            best[threads] = min(best[threads], time.perf_counter() - start)
            if done.returncode != 0:
                raise SystemExit(f"jellylab sweep failed: {done.stderr.strip()[-400:]}")
    rows = []
    for threads, seconds in best.items():
        engine = swift["sweep.cells_1_thread" if threads == 1 else "sweep.cells"]["throughput"]
        rows.append((threads, cells / seconds, engine))
    return rows


# ---------------------------------------------------------------------------------------------
# CSV output and the streaming `jellylab spring` command.


def csv_benchmarks(folder, swift, checks, results):
    rows = swift["csv.write_rows"]["size"]
    t = np.arange(1_000_000) / 60
    table = np.column_stack([t, 100 + 393.5 * np.exp(-3 * t) * np.cos(11 * t),
                             -4328.5 * np.exp(-3 * t) * np.sin(11 * t)])
    data = np.tile(table, (rows // len(table) + 1, 1))[:rows]
    seconds = best_time(lambda: np.savetxt("/dev/null", data, delimiter=",",
                                           header="t,value,velocity", comments=""),
                        repetitions=1, warm_up=False)
    results["csv.write_rows"] = (rows / seconds, "cpu", "numpy.savetxt (%.18e) to /dev/null")
    written = read_csv(folder, "csv_roundtrip.csv")
    exact = np.fromfile(os.path.join(folder, "csv_roundtrip.f64"), dtype="<f8").reshape(-1, 3)
    # Bit-exact for every non-zero value; CSVWriter writes -0.0 as 0.0 on purpose (equal doubles).
    mismatches = np.sum((written != exact)
                        | ((exact != 0) & (written.view(np.uint64) != exact.view(np.uint64))))
    checks.add("CSV values not parsing back to the same double", mismatches, 0,
               f"{exact.size} values read with numpy.loadtxt")
    checks.add("CSV table differs from numpy's", np.max(np.abs(exact - table)), 1e-9)


# The CSV commands timed end to end: the command's arguments, its columns (for the savetxt peer),
# its row count (None: counted in one untimed run) and the rounds.
CSV_COMMANDS = [
    ("csv.spring_command",
     ["spring", "--duration", "1", "--damping", "0.5", "--samples", "100000000"], 3,
     100_000_000, 3),
    ("csv.diff_command",
     ["diff", "--free-spring", "--damping", "0.0001", "--fps", "1000", "--until", "9999"], 5,
     9_999_001, 3),
    ("csv.shape_metrics_command",
     ["shape", "--metrics", "--preset", "gooey", "--side-delay", "3000", "--fps", "1000"], 10,
     None, 5),
]


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_command(jellylab, arguments):
    """Wall and CPU seconds of `jellylab ARGUMENTS > /dev/null`."""
    before = children_cpu_seconds()
    start = time.perf_counter()
    done = subprocess.run([jellylab] + arguments, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"jellylab {' '.join(arguments)} failed: {done.stderr.strip()[-400:]}")
    return wall, children_cpu_seconds() - before


def count_rows(jellylab, arguments):
    """Data rows (lines after the header) of `jellylab ARGUMENTS`, counted from a pipe."""
    process = subprocess.Popen([jellylab] + arguments, stdout=subprocess.PIPE)
    lines = 0
    while chunk := process.stdout.read(1 << 20):
        lines += chunk.count(b"\n")
    if process.wait() != 0:
        raise SystemExit(f"jellylab {' '.join(arguments)} failed")
    return lines - 1


def command_csv_benchmarks(jellylab, swift, results):
    """The CSV commands end to end beside numpy.savetxt of as many columns, measured in turns:
    each round runs the command on every core (wall clock, stdout on /dev/null), again with
    `--threads 1`, and the peer (savetxt with `%.18e` of 5·10^5 rows to /dev/null, process CPU
    time), so that load from elsewhere on the shared machine, which moves either figure by a
    third from minute to minute, weighs on all three alike; best of the rounds of each. The
    records join `swift` as if jellylab-bench had written them."""
    peer_rows = 500_000
    t = np.arange(peer_rows) / 60
    wave = 100 + 393.5 * np.exp(-3 * t) * np.cos(11 * t)
    for name, arguments, columns, rows, rounds in CSV_COMMANDS:
        if rows is None:
            rows = count_rows(jellylab, arguments)
        data = np.column_stack([t] + [wave * (1 + 0.1 * k) for k in range(columns - 1)])
        best = {"": (math.inf, math.inf), ".one_thread": (math.inf, math.inf)}
        peer = math.inf
        for _ in range(rounds):
            for suffix, extra in (("", []), (".one_thread", ["--threads", "1"])):
                wall, cpu = run_command(jellylab, arguments + extra)
                best[suffix] = min(best[suffix], (wall, cpu))
            start = time.process_time()
            np.savetxt("/dev/null", data, delimiter=",", comments="")
            peer = min(peer, time.process_time() - start)
        how = (f"numpy.savetxt (%.18e) of {columns} columns to /dev/null, in turns with the "
               f"command, best of {rounds}")
        text = " ".join(["jellylab"] + arguments)
        for suffix, extra in (("", ""), (".one_thread", " --threads 1")):
            wall, cpu = best[suffix]
            swift[name + suffix] = {
                "name": name + suffix, "size": rows, "unit": "rows", "throughput": rows / wall,
                "clock": "wall", "seconds": wall,
                "note": f"> /dev/null: {text}{extra} (CPU {cpu:.2f} s)"}
            results[name + suffix] = (peer_rows / peer, "cpu", how)


def stream_memory(jellylab, counts):
    """Peak RSS and throughput of `jellylab spring --samples N > /dev/null`."""
    rows = []
    for count in counts:
        command = ["/usr/bin/time", "-v", jellylab, "spring", "--duration", "1", "--damping", "0.85",
                   "--from", "617", "--to", "100", "--until", "2", "--samples", str(count)]
        with open(os.devnull, "wb") as sink:
            done = subprocess.run(command, stdout=sink, stderr=subprocess.PIPE, text=True)
        if done.returncode != 0:
            raise SystemExit(f"jellylab spring failed: {done.stderr.strip()[-400:]}")
        rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
        user = float(re.search(r"User time \(seconds\): ([\d.]+)", done.stderr).group(1))
        system = float(re.search(r"System time \(seconds\): ([\d.]+)", done.stderr).group(1))
        rows.append((count, rss / 1024, user + system))
    return rows


def store_limit_lines(swift):
    """The uniform grid against the store limit measured in the same jellylab-bench run."""
    grid, limit = swift.get("spring.uniform_grid"), swift.get("memory.store_doubles")
    if grid is None or limit is None:
        return []
    share = grid["throughput"] / limit["throughput"]
    verdict = ">= 0.5 and >= 4e8/s " + ("met" if share >= 0.5 and grid["throughput"] >= 4e8 else "NOT met")
    return ["| uniform grid vs the store limit | samples/s | doubles stored/s | share | target |",
            "|---|---|---|---|---|",
            f"| {grid['size']} samples | {grid['throughput']:.3g} | {limit['throughput']:.3g} | "
            f"{share:.2f} | {verdict} |"]


# ---------------------------------------------------------------------------------------------


TARGETS = {
    "spring.uniform_grid": 10.0,
    "csv.write_rows": 5.0,
    "csv.spring_command": 30.0,
    "csv.diff_command": 30.0,
    "csv.shape_metrics_command": 30.0,
}


# ---------------------------------------------------------------------------------------------
# Fitting a recorded motion: scipy's Levenberg-Marquardt (MINPACK, finite-difference Jacobian) on
# the free spring with its hold, the model of `jellylab fit --model spring`.


def held_spring(t, omega, zeta, t0, start, end):
    """The value: `start` until t0, then the spring released from rest toward `end`."""
    tau = np.maximum(t - t0, 0.0)
    return end + spring_displacement(tau, 1.0, omega * omega, 2 * zeta * omega, start - end, 0.0)


def fit_benchmarks(folder, swift, checks, results):
    from scipy.optimize import least_squares

    trace = read_csv(folder, "fit_trace.csv")
    t, x = trace[:, 0], trace[:, 1]
    ours = json.load(open(os.path.join(folder, "fit_spring.json")))
    moving = np.nonzero(np.abs(x - x[0]) > 1)[0][0]
    guess = [10.0, 0.3, t[max(moving - 1, 0)], x[0], x[-1]]
    fitted = {}

    def body():
        solution = least_squares(lambda p: held_spring(t, *p) - x, guess, method="lm")
        fitted["p"] = solution.x

    seconds = best_time(body)
    results["fit.spring"] = (1 / seconds, "cpu", "scipy least_squares(method='lm') on the spring")
    omega, zeta, t0 = fitted["p"][:3]
    for name, theirs in [("natural_frequency", omega), ("damping_ratio", zeta)]:
        checks.add(f"fit {name} (relative, jellylab vs scipy)", abs(ours[name] / theirs - 1), 1e-3,
                   "2 s trace at 60 Hz, whole pixels")
    checks.add("fit start_time (s, jellylab vs scipy)", abs(ours["start_time"] - t0), 1e-3)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="out/bench")
    parser.add_argument("--jellylab", default=".build/release/jellylab")
    parser.add_argument("--stream-max", type=int, default=100_000_000)
    args = parser.parse_args()
    swift = {}
    with open(os.path.join(args.out, "swift.jsonl")) as lines:
        for line in lines:
            record = json.loads(line)
            swift[record["name"]] = record
    checks = Checks()
    results = {}
    for label, run in [("springs", spring_benchmarks), ("frame diff", framediff_benchmarks),
                       ("easing", easing_benchmarks), ("geometry", geometry_benchmarks),
                       ("sweep", sweep_benchmarks), ("CSV", csv_benchmarks),
                       ("fit", fit_benchmarks)]:
        print(f"numpy: {label}...", file=sys.stderr, flush=True)
        run(args.out, swift, checks, results)
    if os.path.exists(args.jellylab):
        print("jellylab CSV commands and their savetxt peers, in turns...", file=sys.stderr,
              flush=True)
        command_csv_benchmarks(args.jellylab, swift, results)

    counts = [c for c in (100_000, 1_000_000, 10_000_000, 100_000_000) if c <= args.stream_max]
    print("jellylab spring streaming...", file=sys.stderr, flush=True)
    stream = stream_memory(args.jellylab, counts) if os.path.exists(args.jellylab) else []
    print("jellylab sweep command...", file=sys.stderr, flush=True)
    command_rows = sweep_command(args.jellylab, args.out, swift) if os.path.exists(args.jellylab) else []

    lines = ["| benchmark | size | jellylab /s | numpy /s | clock | ratio | target |",
             "|---|---|---|---|---|---|---|"]
    records = []
    for name, record in swift.items():
        if name not in results:
            continue
        numpy_rate, clock, how = results[name]
        ratio = record["throughput"] / numpy_rate
        target = TARGETS.get(name)
        verdict = "" if target is None else (f">= {target:g}x met" if ratio >= target else f">= {target:g}x NOT met")
        lines.append(f"| {name} | {record['size']} {record['unit']} | {record['throughput']:.3g} | "
                     f"{numpy_rate:.3g} | {record['clock']} | {ratio:.1f}x | {verdict} |")
        records.append({"name": name, "jellylab": record["throughput"], "numpy": numpy_rate,
                        "ratio": ratio, "clock": record["clock"], "numpy_method": how})
    table = "\n".join(lines)
    stream_lines = ["| `jellylab spring --samples N > /dev/null` | peak RSS | CPU s | rows/s |",
                    "|---|---|---|---|"]
    for count, rss, cpu in stream:
        stream_lines.append(f"| N = {count:.0e} | {rss:.1f} MB | {cpu:.2f} | {count / max(cpu, 1e-9):.3g} |")
    sweep_lines = ["| `jellylab sweep --preset skype` (wall clock, best of 5, alternating) | command cells/s | engine cells/s "
                   "| engine / command | target |", "|---|---|---|---|---|"]
    for threads, command_rate, engine_rate in command_rows:
        ratio = engine_rate / command_rate
        sweep_lines.append(f"| --threads {threads} | {command_rate:.3g} | {engine_rate:.3g} | {ratio:.2f}x | "
                           f"<= 2x {'met' if ratio <= 2 else 'NOT met'} |")
    if len(command_rows) == 2:
        command_gain = command_rows[1][1] / command_rows[0][1]
        engine_gain = command_rows[1][2] / command_rows[0][2]
        verdict = "met" if min(command_gain, engine_gain) >= 1.8 else "NOT met"
        sweep_lines.append(f"| 1 -> 2 threads | {command_gain:.2f}x | {engine_gain:.2f}x | | "
                           f">= 1.8x {verdict} (idle machine only; load {os.getloadavg()[0]:.2f}) |")
    check_lines = ["| check (jellylab vs numpy) | worst | bound | ok |", "|---|---|---|---|"]
    for name, worst, bound, detail in checks.rows:
        check_lines.append(f"| {name}{' (' + detail + ')' if detail else ''} | {worst:.3g} | {bound:.3g} | "
                           f"{'yes' if worst <= bound else 'NO'} |")
    parts = [table, "\n".join(store_limit_lines(swift)), "\n".join(stream_lines),
             "\n".join(sweep_lines), "\n".join(check_lines)]
    report = "\n\n".join(part for part in parts if part) + "\n"
    print(report)
    with open(os.path.join(args.out, "table.md"), "w") as out:
        out.write(report)
    with open(os.path.join(args.out, "numpy.jsonl"), "w") as out:
        for record in records:
            out.write(json.dumps(record) + "\n")
    if checks.failures:
        print(f"error: {len(checks.failures)} agreement checks failed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
