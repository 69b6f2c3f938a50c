#!/usr/bin/env python3
"""Writes Tests/JellyEasingTests/CubicBezierReference.swift: exact values of CSS cubic-bezier
curves, the reference CubicBezierEasing is tested against.

For each curve (the CSS keywords and hard cases: x1 = 0, x2 = 1, both, x1 = 1 with x2 = 0,
nearly flat and steep ends, y outside [0, 1], a few random curves) and each progress x of a
fixed set (a grid, powers of two towards both ends, the doubles next to 1/2, seeded random
doubles), the script solves x(s) = x with mpmath at 80 significant digits, taking the control
points and x as the exact binary numbers they are, and writes y(s) as the nearest double `y`
plus the rest `yLow` (y + yLow is the exact value to about 2^-106 of it). The root is found
by bisection on the Bernstein form of x(s) (monotone, no cancellation), so no step depends on
the method under test.

Usage:
  scripts/cubic-bezier-reference.py > Tests/JellyEasingTests/CubicBezierReference.swift
  scripts/cubic-bezier-reference.py --check Tests/JellyEasingTests/CubicBezierReference.swift
(--check recomputes every value and fails if the committed file differs.)
"""
import random
import sys
from fractions import Fraction

from mpmath import mp, mpf

mp.dps = 80

# (name, x1, y1, x2, y2)
CURVES = [
    ("ease", 0.25, 0.1, 0.25, 1.0),
    ("ease-in", 0.42, 0.0, 1.0, 1.0),
    ("ease-out", 0.0, 0.0, 0.58, 1.0),
    ("ease-in-out", 0.42, 0.0, 0.58, 1.0),
    ("linear as cubic-bezier(0, 0, 1, 1)", 0.0, 0.0, 1.0, 1.0),
    ("linear as cubic-bezier(0.3, 0.3, 0.7, 0.7)", 0.3, 0.3, 0.7, 0.7),
    ("x1 = 0", 0.0, 0.6, 0.4, 1.0),
    ("x2 = 1", 0.3, 0.0, 1.0, 0.7),
    ("x1 = 0, x2 = 1", 0.0, 0.5, 1.0, 0.5),
    ("x1 = 0, x2 = 1, y reversed", 0.0, 1.0, 1.0, 0.0),
    ("x1 = x2 = 0", 0.0, 0.0, 0.0, 1.0),
    ("x1 = x2 = 0, overshoot", 0.0, -0.5, 0.0, 1.5),
    ("x1 = x2 = 1", 1.0, 0.0, 1.0, 1.0),
    ("x1 = x2 = 1, y1 = y2", 1.0, 0.5, 1.0, 0.5),
    ("x1 = 1, x2 = 0 (vertical tangent at 1/2)", 1.0, 0.0, 0.0, 1.0),
    ("x1 = 1, x2 = 0, flat y", 1.0, 1.0, 0.0, 0.0),
    ("x1 = 1, x2 = 0, y1 = 0.3, y2 = 0.7", 1.0, 0.3, 0.0, 0.7),
    ("nearly vertical at 1/2", 0.99, 0.0, 0.01, 1.0),
    ("almost x1 = 1, x2 = 0", 1.0, 0.0, 1e-6, 1.0),
    ("nearly flat ends", 0.001, 0.0, 0.999, 1.0),
    ("steep start (x1 = 0, y1 = 1)", 0.0, 1.0, 0.5, 1.0),
    ("steep end (x2 = 1, y2 = 0)", 0.5, 0.0, 1.0, 0.0),
    ("tiny x1, x2 near 1", 1e-9, 0.5, 1 - 1e-9, 0.5),
    ("easeInOutBack", 0.68, -0.6, 0.32, 1.6),
    ("big overshoot", 0.5, -2.0, 0.5, 3.0),
    ("overshoot both ways", 0.2, 2.5, 0.8, -1.5),
    ("x1 = 0, x2 = 1, overshoot", 0.0, -1.0, 1.0, 2.0),
]


def random_curves():
    rng = random.Random(25)
    curves = []
    for index in range(4):
        x1, x2 = round(rng.random(), 4), round(rng.random(), 4)
        y1, y2 = round(rng.uniform(-1, 2), 4), round(rng.uniform(-1, 2), 4)
        curves.append((f"random {index + 1}", x1, y1, x2, y2))
    return curves


def progress_points(rng):
    """The progress values every curve is evaluated at (doubles in (0, 1))."""
    points = [0.05, 0.5, 0.5 - 2.0**-54, 0.5 + 2.0**-53, 0.5 - 2.0**-44, 0.5 + 2.0**-43]
    points += [i / 16 for i in range(1, 16)]
    points += [2.0**-k for k in (2, 4, 8, 16, 26, 40, 52, 80, 200)]
    points += [1 - 2.0**-k for k in (2, 4, 8, 16, 26, 40, 52, 53)]
    points += [rng.random() for _ in range(16)]
    points += [2.0 ** rng.uniform(-60, -1) for _ in range(6)]
    points += [1 - 2.0 ** rng.uniform(-53, -1) for _ in range(6)]
    unique = []
    for x in points:
        if 0 < x < 1 and x not in unique:
            unique.append(x)
    return unique


def bernstein(s, p1, p2):
    """3·p1·(1 − s)²·s + 3·p2·(1 − s)·s² + s³, exactly in mpmath."""
    t = 1 - s
    return 3 * p1 * t * t * s + 3 * p2 * t * s * s + s * s * s


def exact_value(x1, y1, x2, y2, x):
    """y at progress x: bisection on x(s) − x (nondecreasing in s) until the bracket is
    2^-250 of s, then y(s)."""
    p1, p2, target = mpf(x1), mpf(x2), mpf(x)
    lower, upper = mpf(0), mpf(1)
    while upper - lower > upper * mpf(2) ** -250:
        middle = (lower + upper) / 2
        if bernstein(middle, p1, p2) < target:
            lower = middle
        else:
            upper = middle
    return bernstein((lower + upper) / 2, mpf(y1), mpf(y2))


def split(value):
    """The nearest double to value and the rest, rounded to a double."""
    high = float(value)
    # Swift rejects subnormal hexadecimal literals: keep both parts normal (y ≥ 2^-600 here).
    assert abs(high) > 2.0**-960, f"{high} is too small for the table"
    return high, float(value - mpf(high))


def round_to_bits(value, bits):
    """A positive Fraction rounded to `bits` significant bits, ties to even."""
    exponent = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** exponent > value:
        exponent -= 1
    scale = Fraction(2) ** (bits - 1 - exponent)
    return Fraction(round(value * scale)) / scale  # round() on a Fraction is ties-to-even


def swift_decimal(value):
    """The shortest decimal of a double, checked to denote that double in Swift source: on
    x86-64 Swift reads a decimal literal through Float80, so it is rounded twice (to 64, then
    to 53 bits) and a few decimals land on the neighbouring double."""
    text = repr(float(value))
    exact = Fraction(text)
    twice = float(round_to_bits(abs(exact), 64)) if exact else 0.0
    assert (twice if exact >= 0 else -twice) == value, f"{text} is rounded twice in Swift"
    return text


def swift_hex(value):
    """A hexadecimal literal of a double: exact in Float80 too, so Swift reads it unrounded."""
    return float(value).hex()


def generate():
    rng = random.Random(2025)
    curves = CURVES + random_curves()
    lines = [
        "// Generated by scripts/cubic-bezier-reference.py; do not edit.",
        "",
        "/// Exact values of cubic-bezier curves (80-digit mpmath, control points and progress",
        "/// taken as exact binary numbers), the reference of CubicBezierReferenceTests.",
        "enum CubicBezierReference {",
        "  /// The curves: a description and (x1, y1, x2, y2).",
        "  static let curves: [(name: String, x1: Double, y1: Double, x2: Double, y2: Double)] = [",
    ]
    for name, x1, y1, x2, y2 in curves:
        numbers = ", ".join(swift_decimal(v) for v in (x1, y1, x2, y2))
        lines.append(f'    ("{name}", {numbers}),')
    lines += [
        "  ]",
        "",
        "  /// Rows of four numbers: the index of the curve in `curves`, the progress x, the double",
        "  /// y nearest to the exact value at x and the rest yLow (y + yLow is exact to about",
        "  /// 2⁻¹⁰⁶ of y). Hexadecimal, because Swift reads a decimal literal through Float80 on",
        "  /// x86-64 and rounds some to the neighbouring double.",
        "  static let rows: [Double] = [",
    ]
    for index, (name, x1, y1, x2, y2) in enumerate(curves):
        for x in progress_points(rng):
            high, low = split(exact_value(x1, y1, x2, y2, x))
            lines.append(f"    {index}, {swift_hex(x)}, {swift_hex(high)}, {swift_hex(low)},")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main():
    text = generate()
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        with open(sys.argv[2], encoding="utf-8") as handle:
            committed = handle.read()
        if committed != text:
            committed_lines, fresh_lines = committed.splitlines(), text.splitlines()
            for number, (old, new) in enumerate(zip(committed_lines, fresh_lines), start=1):
                if old != new:
                    print(f"{sys.argv[2]}:{number}: committed {old!r}, recomputed {new!r}", file=sys.stderr)
                    break
            else:
                print(f"{sys.argv[2]}: {len(committed_lines)} lines, recomputed {len(fresh_lines)}",
                      file=sys.stderr)
            sys.exit(1)
        print(f"{sys.argv[2]}: every value recomputed with mpmath matches")
        return
    if len(sys.argv) != 1:
        sys.exit(__doc__)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
