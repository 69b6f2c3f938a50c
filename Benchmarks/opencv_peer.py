#!/usr/bin/env python3
"""The OpenCV peer of `jellylab track` + `jellylab fit`.

Follows a card through a screen recording and recovers its spring the way a practitioner would
with OpenCV and scipy: template matching (TM_CCOEFF_NORMED) of the card as it rests in the last
frame, a parabola through the correlation peak for sub-pixel position, and a least-squares fit
of a damped spring to the tracked centre along the truth's axis.

Usage:
    opencv_peer.py VIDEO [--truth VIDEO.json] [--box x,y,w,h] [--min-score S] [--out FILE]
    opencv_peer.py --all DIR [--box x,y,w,h] [--min-score S] [--out FILE]

The truth JSON (Tests/Recordings/README.md) supplies the card's box at rest (`object`), the
axis and the true spring. Frame times are OpenCV's CAP_PROP_POS_MSEC read after each frame;
on the rendered recordings, the variable-rate HEVC one included, they equal the truth's
presentation times. Position errors are measured against the truth's `frames` on the tracked
frames after removing the mean offset on each axis; recordings with only `engine_frames` get
null there. Only `property == "position"` recordings are fitted.
"""

import argparse
import glob
import json
import math
import os
import sys
import time

import cv2
import numpy as np
from scipy.optimize import least_squares

# A frame whose correlation peak is lower is a gap. A card that is partly off-screen still
# correlates up to about 0.8 with the template, at a position tens of pixels off (mostly
# with the peak pushed against the border of the score map); a fully visible one scores
# above 0.97.
MIN_SCORE = 0.9


def read_frames(path):
    """Every frame of the video in grey, with its presentation time in seconds."""
    capture = cv2.VideoCapture(path)
    if not capture.isOpened():
        raise SystemExit(f"cannot open {path}")
    frames, times = [], []
    while True:
        ok, frame = capture.read()
        if not ok:
            break
        frames.append(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
        times.append(capture.get(cv2.CAP_PROP_POS_MSEC) / 1000.0)
    capture.release()
    return frames, np.array(times)


def parabola_offset(left, centre, right):
    """Vertex offset, in samples, of the parabola through three equally spaced values."""
    curvature = left - 2.0 * centre + right
    return 0.0 if curvature >= 0 else 0.5 * (left - right) / curvature


def track(frames, box, min_score=MIN_SCORE):
    """The template box's centre in each frame (NaN where the peak score is below min_score)."""
    x0, y0 = math.floor(box[0]), math.floor(box[1])
    x1, y1 = math.ceil(box[0] + box[2]), math.ceil(box[1] + box[3])
    template = frames[-1][y0:y1, x0:x1]
    centres = np.full((len(frames), 2), np.nan)
    for k, frame in enumerate(frames):
        score = cv2.matchTemplate(frame, template, cv2.TM_CCOEFF_NORMED)
        _, peak, _, (i, j) = cv2.minMaxLoc(score)
        if peak < min_score:
            continue
        dx = parabola_offset(*score[j, i - 1:i + 2]) if 0 < i < score.shape[1] - 1 else 0.0
        dy = parabola_offset(*score[j - 1:j + 2, i]) if 0 < j < score.shape[0] - 1 else 0.0
        centres[k] = (i + dx + (x1 - x0) / 2.0, j + dy + (y1 - y0) / 2.0)
    return centres


def spring(params, t):
    """A spring released at t0 from `start` with velocity v (units/s) towards `end`; it holds
    `start` before t0. Under-, critically and overdamped."""
    zeta, omega0, t0, start, end, v = params
    tau = np.maximum(t - t0, 0.0)
    d = start - end
    decay = zeta * omega0
    s = omega0 * math.sqrt(abs(1.0 - zeta * zeta))
    if s * tau.max() < 1e-9:  # critically damped
        return end + np.exp(-decay * tau) * (d + (v + decay * d) * tau)
    if zeta < 1.0:
        return end + np.exp(-decay * tau) * (
            d * np.cos(s * tau) + (v + decay * d) / s * np.sin(s * tau))
    slow, fast = -decay + s, -decay - s  # overdamped: two real exponentials
    a = (v - fast * d) / (slow - fast)
    return end + a * np.exp(slow * tau) + (d - a) * np.exp(fast * tau)


def fit_spring(t, x):
    """Least-squares spring fit, started from guesses read off the data: the end value from
    the last samples, the release time where the track leaves its first value, the natural
    frequency from the spacing of the first two crossings of the end value (else 10 rad/s)."""
    end = float(np.median(x[-5:]))
    moving = np.abs(x - x[0]) > 0.01 * np.ptp(x)
    first = int(np.argmax(moving))
    dt = float(np.median(np.diff(t)))
    t0 = t[first] - dt
    # Moving from the first sample on (it entered late): start from its measured velocity.
    v = (x[1] - x[0]) / (t[1] - t[0]) if first == 1 else 0.0
    away = np.abs(x - end) > 0.02 * np.ptp(x)  # ignore the noise about the end value
    side = np.sign(x[away] - end)
    crossings = t[away][1:][np.diff(side) != 0]
    omega0 = math.pi / (crossings[1] - crossings[0]) if len(crossings) >= 2 else 10.0
    lower = [0.01, 0.1, t[0] - 2.0, -np.inf, -np.inf, -np.inf]
    upper = [5.0, 500.0, t[-1], np.inf, np.inf, np.inf]
    fits = [least_squares(lambda p: spring(p, t) - x, [zeta, omega0, t0, x[0], end, v],
                          bounds=(lower, upper), x_scale="jac") for zeta in (0.5, 1.5)]
    return min(fits, key=lambda fit: fit.cost).x


def run(video, truth_path=None, box=None, min_score=MIN_SCORE):
    """Track and fit one recording; the result row as a dict."""
    cpu_start = time.process_time()
    truth = json.load(open(truth_path or os.path.splitext(video)[0] + ".json"))
    box = box or truth["object"]

    wall = time.perf_counter()
    frames, times = read_frames(video)
    centres = track(frames, box, min_score)
    track_seconds = time.perf_counter() - wall
    tracked = ~np.isnan(centres[:, 0])

    row = {"recording": truth.get("name", os.path.basename(video)), "frames": len(frames),
           "tracked": int(tracked.sum()), "zeta": None, "omega0": None, "zeta_error": None,
           "omega0_error": None, "position_rms_px": None, "position_max_px": None,
           "track_seconds": track_seconds, "fit_seconds": None, "cpu_seconds": None}

    if "frames" in truth and len(truth["frames"]) == len(frames) and tracked.any():
        true_centres = np.array(truth["frames"])[:, 1:3]
        deviation = centres[tracked] - true_centres[tracked]
        deviation -= deviation.mean(axis=0)
        row["position_rms_px"] = float(np.sqrt(np.mean(deviation ** 2)))
        row["position_max_px"] = float(np.abs(deviation).max())

    if truth["property"] == "position" and tracked.sum() >= 8:
        wall = time.perf_counter()
        axis = "xy".index(truth["axis"])
        zeta, omega0, *_ = fit_spring(times[tracked], centres[tracked, axis])
        row["fit_seconds"] = time.perf_counter() - wall
        row.update(zeta=float(zeta), omega0=float(omega0))
        motion = truth["motion"]
        if "damping_ratio" in motion:  # a spring; not, for example, a cubic Bézier
            row.update(zeta_error=zeta / motion["damping_ratio"] - 1.0,
                       omega0_error=omega0 / motion["natural_frequency"] - 1.0)
    row["cpu_seconds"] = time.process_time() - cpu_start
    return row


def table(rows):
    """A small text table of the rows."""
    def cell(value, spec):
        return "-" if value is None else format(value, spec)
    lines = [f"{'recording':<18}{'frames':>7}{'tracked':>8}{'zeta err':>10}{'omega0 err':>11}"
             f"{'rms px':>8}{'max px':>8}{'track s':>8}{'fit s':>7}{'cpu s':>7}"]
    for r in rows:
        lines.append(f"{r['recording']:<18}{r['frames']:>7}{r['tracked']:>8}"
                     f"{cell(r['zeta_error'], '+.2%'):>10}{cell(r['omega0_error'], '+.2%'):>11}"
                     f"{cell(r['position_rms_px'], '.3f'):>8}{cell(r['position_max_px'], '.3f'):>8}"
                     f"{r['track_seconds']:>8.2f}{cell(r['fit_seconds'], '.3f'):>7}"
                     f"{r['cpu_seconds']:>7.2f}")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("video", nargs="?")
    parser.add_argument("--truth", help="truth JSON (default: beside the video)")
    parser.add_argument("--box", help="template box x,y,w,h in video pixels (default: object)")
    parser.add_argument("--min-score", type=float, default=MIN_SCORE,
                        help=f"peak score below which a frame is a gap (default {MIN_SCORE})")
    parser.add_argument("--out", help="write the JSON here instead of stdout")
    parser.add_argument("--all", metavar="DIR", help="run every NAME.json/video pair in DIR")
    args = parser.parse_args()
    box = [float(v) for v in args.box.split(",")] if args.box else None

    if args.all:
        rows = []
        for truth_path in sorted(glob.glob(os.path.join(args.all, "*.json"))):
            video = os.path.join(args.all, json.load(open(truth_path)).get(
                "video", os.path.basename(truth_path)[:-5] + ".mp4"))
            if os.path.exists(video):
                rows.append(run(video, truth_path, box, args.min_score))
        result, text = rows, table(rows)  # --out gets the rows as JSON
    elif args.video:
        result = run(args.video, args.truth, box, args.min_score)
        text = json.dumps(result, indent=1)
    else:
        parser.error("give VIDEO or --all DIR")

    if args.out:
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
    if args.all or not args.out:
        print(text)


if __name__ == "__main__":
    sys.exit(main())
