"""Stand-in for `jellylab export` (css-linear, css-keyframes, waapi) while the command is missing.

Builds the three texts of the shared spec from jellylab's own dense samples with a greedy
piecewise-linear fit; only used when `jellylab export --help` fails. Delete once the command lands.
"""

import csv
import functools
import io
import json
import subprocess

DENSE = 4001


def _csv(jellylab, args):
    out = subprocess.run([jellylab, *args], check=True, capture_output=True, text=True).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    return rows


def _option(args, name, default=None):
    return args[args.index(name) + 1] if name in args else default


def _dense_curve(jellylab, source):
    """(times s, values, duration s, scale, pre-jump value at the end or None)."""
    bound_free = [a for a in source if a != "--max-error"]
    if "--preset" in source:
        preset = _option(source, "--preset")
        rows = _csv(jellylab, ["diff", "--preset", preset, "--fps", "1000"])
        duration = float(rows[-1]["t"])
        free = _csv(jellylab, ["diff", "--preset", preset, "--fps", "1000", "--free-spring",
                               "--until", repr(duration)])
        diffs = [float(r["diff"]) for r in rows]
        scale = max(abs(d) for d in diffs)
        return ([float(r["t"]) for r in rows], [d / scale for d in diffs], duration, scale,
                float(free[-1]["diff"]) / scale)
    if "--curve" in source:
        duration = float(_option(source, "--duration", "1"))
        rows = _csv(jellylab, ["ease", "--curve", _option(source, "--curve"),
                               "--samples", str(DENSE)])
        return ([float(r["t"]) * duration for r in rows], [float(r["value"]) for r in rows],
                duration, 1.0, None)
    spring = [a for a in bound_free if a not in ("--max-error",)]
    if "--max-error" in source:
        i = spring.index(_option(source, "--max-error"))
        del spring[i]
    uikit = "--duration" in spring and "--damping" in spring
    if uikit:
        duration = float(_option(spring, "--duration"))
    else:
        duration = float(_csv(jellylab, ["spring", *spring, "--samples", "2"])[-1]["t"])
    rows = _csv(jellylab, ["spring", *spring, "--samples", str(DENSE), "--until", repr(duration)])
    pre = None
    if uikit:
        pre = float(_csv(jellylab, ["spring", *spring, "--free-spring", "--samples", "2",
                                    "--until", repr(duration)])[-1]["value"])
    return ([float(r["t"]) for r in rows], [float(r["value"]) for r in rows], duration, 1.0, pre)


def _greedy_stops(times, values, tolerance):
    stops = [0]
    start = 0
    end = 2
    while end < len(times):
        t0, v0, t1, v1 = times[start], values[start], times[end], values[end]
        ok = all(abs(v0 + (v1 - v0) * (times[k] - t0) / (t1 - t0) - values[k]) <= tolerance
                 for k in range(start + 1, end))
        if ok:
            end += 1
        else:
            stops.append(end - 1)
            start = end - 1
            end = start + 2
    stops.append(len(times) - 1)
    return stops


@functools.lru_cache
def _fit(jellylab, source):
    bound = float(_option(source, "--max-error", "0.001"))
    times, values, duration, scale, pre = _dense_curve(jellylab, list(source))
    index = _greedy_stops(times, values, bound / 2)
    stops = [(times[i] / duration, values[i]) for i in index]
    if pre is not None and abs(pre - values[-1]) > bound:
        stops.insert(len(stops) - 1, (1 - 1e-12, pre))
    return bound, stops, duration, scale, values[0], values[-1]


def export(jellylab, fmt, source, report_path):
    """Returns the snippet text for `fmt` and writes the report JSON to report_path."""
    bound, stops, duration, scale, start, end = _fit(jellylab, tuple(source))
    ms = repr(duration * 1000)
    if fmt == "css-linear":
        parts = [repr(v) + ("" if i in (0, len(stops) - 1) else f" {p * 100!r}%")
                 for i, (p, v) in enumerate(stops)]
        text = (f"/* jellylab export css-linear: fixture */\nanimation-duration: {ms}ms;\n"
                f"animation-timing-function: linear({', '.join(parts)});\n")
    elif fmt == "css-keyframes":
        frames = "".join(f"  {p * 100!r}% {{ --jellylab-progress: {v!r}; }}\n" for p, v in stops)
        text = ("/* jellylab export css-keyframes: fixture */\n"
                '@property --jellylab-progress { syntax: "<number>"; inherits: false; '
                "initial-value: 0; }\n"
                f"@keyframes jellylab {{\n{frames}}}\n"
                f".jellylab {{ animation: jellylab {ms}ms linear both; }}\n")
    else:
        frames = "".join(f'  {{ offset: {p!r}, "--jellylab-progress": {v!r} }},\n'
                         for p, v in stops)
        text = ("// jellylab export waapi: fixture\n"
                f"const jellylabKeyframes = [\n{frames}];\n"
                f'const jellylabTiming = {{ duration: {ms}, easing: "linear", fill: "both" }};\n'
                '// CSS.registerProperty({ name: "--jellylab-progress", syntax: "<number>", '
                'inherits: false, initialValue: "0" });\n'
                "// element.animate(jellylabKeyframes, jellylabTiming);\n")
    report = {"format": fmt, "source": " ".join(source), "bound": bound,
              "certified_error": bound / 2, "points": len(stops), "rdp_points": len(stops),
              "duration_s": duration, "scale": scale, "start_value": start,
              "end_value": end}
    with open(report_path, "w") as f:
        json.dump(report, f)
    return text
