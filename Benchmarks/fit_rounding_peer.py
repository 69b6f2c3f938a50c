#!/usr/bin/env python3
"""`jellylab fit --model spring` beside an independent least-squares fit of the same samples.

Makes the pixel-rounded recordings of Tests/JellyFitTests (MotionFitterTests.springRecording:
a hold at 100 px until 0.3127 s, an exact spring to 400 px, 60 Hz frames jittered by +-1 ms from
SplitMix64 with seeds 7...11, values rounded to whole pixels, 2.5 s), fits each with jellylab
and with scipy's least_squares (MINPACK's Levenberg-Marquardt, finite-difference Jacobian, every
sample, the initial velocity fixed at 0 as jellylab holds it), and prints, for each (zeta, w0),
the largest relative error of each over the seeds and the largest difference between the two.
Where both miss the truth by the same amount, the samples, not the fitter, set the error.

Usage: fit_rounding_peer.py --jellylab BIN [--zeta 0.9 ...]
"""
import argparse
import json
import math
import subprocess

import numpy as np
from scipy.optimize import least_squares

RELEASE = 0.3127
MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def unit(self):
        return (self.next() >> 11) * 2.0 ** -53


def spring(t, zeta, omega, start, origin, target):
    """An exact underdamped spring released at rest from origin at start, held before it."""
    u = np.maximum(np.asarray(t) - start, 0)
    damped = omega * math.sqrt(1 - zeta * zeta)
    decay = np.exp(-zeta * omega * u)
    moving = target + (origin - target) * decay * (
        np.cos(damped * u) + zeta * omega / damped * np.sin(damped * u))
    return np.where(np.asarray(t) < start, origin, moving)


def recording(zeta, omega, seed):
    random = SplitMix64(seed)
    times, values = [], []
    frame = 0
    while frame / 60 <= 2.5:
        time = frame / 60 + (2 * random.unit() - 1) * 0.001
        value = float(spring(time, zeta, omega, RELEASE, 100, 400))
        times.append(time)
        values.append(math.floor(value + 0.5))
        frame += 1
    return np.array(times), np.array(values)


def jellylab_fit(binary, times, values):
    text = "t,x\n" + "".join(f"{t!r},{v:.0f}\n" for t, v in zip(times.tolist(), values))
    result = subprocess.run([binary, "fit", "--input", "-", "--model", "spring", "--format",
                             "json"], input=text, capture_output=True, text=True, check=True)
    fit = json.loads(result.stdout)
    return fit["damping_ratio"], fit["natural_frequency"]


def peer_fit(times, values, zeta, omega):
    residuals = lambda p: spring(times, p[0], p[1], p[2], p[3], p[4]) - values
    start = [min(0.95, zeta * 1.1), omega * 0.9, RELEASE + 0.005, 100, 400]
    solution = least_squares(residuals, start, method="lm", x_scale=[0.1, 1, 0.01, 1, 1])
    return solution.x[0], solution.x[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--jellylab", required=True)
    parser.add_argument("--zeta", type=float, nargs="+", default=[0.3, 0.5, 0.7, 0.9])
    parser.add_argument("--omega", type=float, nargs="+", default=[8, 12, 20, 30])
    args = parser.parse_args()
    print("| ζ | ω0 rad/s | jellylab ζ / ω0 error | scipy ζ / ω0 error | largest jellylab − scipy |")
    print("|---|---|---|---|---|")
    for zeta in args.zeta:
        for omega in args.omega:
            ours, theirs, apart = [0.0, 0.0], [0.0, 0.0], 0.0
            for seed in range(7, 12):
                times, values = recording(zeta, omega, seed)
                z, w = jellylab_fit(args.jellylab, times, values)
                pz, pw = peer_fit(times, values, zeta, omega)
                ours = [max(ours[0], abs(z / zeta - 1)), max(ours[1], abs(w / omega - 1))]
                theirs = [max(theirs[0], abs(pz / zeta - 1)), max(theirs[1], abs(pw / omega - 1))]
                apart = max(apart, abs(z / pz - 1), abs(w / pw - 1))
            print(f"| {zeta} | {omega:g} | {100 * ours[0]:.2f} / {100 * ours[1]:.2f} % | "
                  f"{100 * theirs[0]:.2f} / {100 * theirs[1]:.2f} % | {100 * apart:.2f} % |")


if __name__ == "__main__":
    main()
