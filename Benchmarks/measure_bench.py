#!/usr/bin/env python3
"""`jellylab track` and `jellylab measure` on rendered phone recordings, beside ffmpeg and OpenCV.

The recordings are Tests/Recordings/render_device.py's, rendered into OUT/recordings when missing
(device-h264-60, device-hevc-120, device-h264-30, and the large device-hevc-1080x2340-120:
1080x2340 HEVC at 120 Hz, 240 frames), each with its truth JSON. Two measurements, each command
run in turns with the others of its group, ROUNDS rounds, medians:

1. Tracking beside decoding, on the large recording. `jellylab track REC` starts ffprobe and
   ffmpeg (the first frame, the tail of the video for the reference frame, then the main pass
   over every frame). For one of its two runs a round, wrappers named `ffmpeg` and `ffprobe`
   come first on PATH: bash scripts that run the real program and then log, with bash's `times`,
   the CPU time of the script itself and of the program (user + system, to the millisecond).
   jellylab's own CPU time is the CPU time of the whole run (its process and every child it
   waited for: getrusage(RUSAGE_CHILDREN) around the run) minus everything the wrappers logged.
   The other run is the same command without wrappers: the whole `track`, all processes. Beside
   them, `ffmpeg -i REC -f null -`: decoding alone. Per frame: decoding alone, the main pass's
   decoding as track runs it, track's other ffmpeg and ffprobe runs, jellylab's own CPU time and
   the whole track; the ratio of jellylab's own CPU time to decoding alone, taken in each round
   (the two measured seconds apart) and the median given.
2. The whole pipeline (decode, track, fit) beside the OpenCV peer, on each recording:
   `jellylab measure REC --model spring,uikit --format json` and `opencv_peer.py REC` (run with
   this interpreter), wall-clock and CPU time (the process and its children, threads included);
   the ratios jellylab / peer of the medians. Accuracy from their outputs against the truth:
   the relative errors of the damping ratio and the natural frequency (jellylab's: the first
   model of `fit.models` that is a spring or UIKit's spring; the peer prints its own).

Writes the Markdown tables to OUT/measure.md and prints them.

Usage: measure_bench.py --jellylab BIN [--out DIR] [--rounds N]
"""
import argparse
import json
import os
import pathlib
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
RENDER = ROOT / "Tests" / "Recordings" / "render_device.py"
PEER = ROOT / "Benchmarks" / "opencv_peer.py"
LARGE = "device-hevc-1080x2340-120"
RECORDINGS = ["device-h264-60", "device-hevc-120", "device-h264-30", LARGE]
SPRING_MODELS = ("spring", "uikit")

# Runs the real program, then writes what bash's `times` reports (this shell's CPU time, then
# its child's) under the log folder; an empty `.start` file first, so that a wrapper ended
# before it could log is noticed.
WRAPPER = """#!/bin/bash
: > "{logs}/$$.start"
{program} "$@"
status=$?
{{ printf '%s\\n' "{name}" "$*"; times; }} > "{logs}/$$.log"
exit $status
"""


def run_timed(command, env=None, stdout=subprocess.DEVNULL):
    """(wall seconds, CPU seconds of the process and its children, stdout) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, env=env, stdout=stdout, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"{' '.join(map(str, command))} failed with status {result.returncode}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, result.stdout


def render(folder):
    """The recordings in `folder`, rendered where missing (the script skips finished ones)."""
    if all((folder / f"{name}.mp4").exists() and (folder / f"{name}.json").exists()
           for name in RECORDINGS):
        return
    print(f"rendering the recordings into {folder} (the large one takes about a minute)",
          file=sys.stderr)
    subprocess.run([sys.executable, str(RENDER), "--out", str(folder), "--large",
                    "--only", *RECORDINGS], check=True, stdout=sys.stderr)


class Wrappers:
    """A folder of `ffmpeg` and `ffprobe` wrappers that log their programs' CPU time."""

    def __init__(self, folder):
        self.bin = folder / "bin"
        self.logs = folder / "logs"
        self.bin.mkdir()
        self.logs.mkdir()
        bash = shutil.which("bash")
        if bash is None:
            sys.exit("bash is needed for the ffmpeg wrappers")
        for name in ("ffmpeg", "ffprobe"):
            program = shutil.which(name)
            if program is None:
                sys.exit(f"{name} was not found on PATH (apt-get install ffmpeg)")
            path = self.bin / name
            path.write_text(WRAPPER.replace("#!/bin/bash", "#!" + bash, 1).format(
                logs=self.logs, program=program, name=name))
            path.chmod(0o755)
        self.env = dict(os.environ, PATH=f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}")

    def collect(self):
        """{kind: (CPU of the program, CPU of the wrapper shell)} of the runs since the last
        call, summed per kind: probe (ffprobe), first (the first frame), tail (the end of the
        video, for the reference frame), main (every frame)."""
        starts = list(self.logs.glob("*.start"))
        logs = list(self.logs.glob("*.log"))
        if len(starts) != len(logs):
            sys.exit(f"{len(starts)} ffmpeg/ffprobe runs started but {len(logs)} logged: "
                     "a run was ended before it could log its CPU time")
        kinds = {}
        for log in logs:
            name, arguments, shell, child = log.read_text().splitlines()[:4]
            words = arguments.split()
            kind = ("probe" if name == "ffprobe" else "tail" if "-sseof" in words
                    else "first" if "-frames:v" in words else "main")
            program, own = kinds.get(kind, (0.0, 0.0))
            kinds[kind] = (program + seconds(child), own + seconds(shell))
        for path in starts + logs:
            path.unlink()
        return kinds


def seconds(times_line):
    """User + system seconds of one line of bash's `times` (`0m1.234s 0m0.056s`)."""
    fields = re.findall(r"(\d+)m([\d.]+)s", times_line)
    if len(fields) != 2:
        sys.exit(f"cannot read bash's times line {times_line!r}")
    return sum(60 * int(minutes) + float(secs) for minutes, secs in fields)


def track_vs_decoding(jellylab, recording, frames, rounds, scratch):
    """Per-frame CPU (and wall) figures of `track` and decoding on the large recording."""
    wrappers = Wrappers(scratch)
    decode = ["ffmpeg", "-nostdin", "-v", "error", "-i", str(recording), "-f", "null", "-"]
    track = [jellylab, "track", str(recording)]
    rows = subprocess.run(track, check=True, capture_output=True, text=True).stdout.splitlines()
    if len(rows) != frames + 1:
        sys.exit(f"track gave {len(rows) - 1} rows for the {frames} frames of {recording}")
    samples = {key: [] for key in ("decode", "decode_wall", "main", "tail", "first", "probe",
                                   "wrappers", "own", "whole", "whole_wall", "ratio")}
    for _ in range(rounds):
        wall, cpu, _ = run_timed(decode)
        samples["decode"].append(cpu)
        samples["decode_wall"].append(wall)
        _, total, _ = run_timed(track, env=wrappers.env)
        kinds = wrappers.collect()
        logged = sum(program + shell for program, shell in kinds.values())
        for kind in ("main", "tail", "first", "probe"):
            samples[kind].append(kinds.get(kind, (0.0, 0.0))[0])
        samples["wrappers"].append(sum(shell for _, shell in kinds.values()))
        samples["own"].append(total - logged)
        samples["ratio"].append((total - logged) / cpu)
        wall, cpu, _ = run_timed(track)
        samples["whole"].append(cpu)
        samples["whole_wall"].append(wall)
    return {key: statistics.median(values) for key, values in samples.items()}


def pipeline(jellylab, recordings, rounds):
    """Wall and CPU medians of measure and the peer on each recording, and their accuracy."""
    results = {}
    imports = []
    for index, (name, video) in enumerate(recordings.items()):
        truth = json.loads(video.with_suffix(".json").read_text())
        motion = truth["motion"]
        measure = [jellylab, "measure", str(video), "--model", ",".join(SPRING_MODELS),
                   "--format", "json"]
        peer = [sys.executable, str(PEER), str(video)]
        times = {"jellylab": ([], []), "peer": ([], [])}
        outputs = {}
        for _ in range(rounds):
            for side, command in (("jellylab", measure), ("peer", peer)):
                wall, cpu, out = run_timed(command, stdout=subprocess.PIPE)
                times[side][0].append(wall)
                times[side][1].append(cpu)
                outputs[side] = json.loads(out)
            if index == 0:
                imports.append(run_timed([sys.executable, "-c",
                                          "import cv2, numpy, scipy.optimize"])[1])
        fit = next(model for model in outputs["jellylab"]["fit"]["models"]
                   if model["model"] in SPRING_MODELS)
        results[name] = {
            "frames": len(truth["frames"]),
            "wall": {side: statistics.median(values[0]) for side, values in times.items()},
            "cpu": {side: statistics.median(values[1]) for side, values in times.items()},
            "jellylab": (fit["damping_ratio"] / motion["damping_ratio"] - 1,
                         fit["natural_frequency"] / motion["natural_frequency"] - 1),
            "model": fit["model"],
            "peer": (outputs["peer"]["zeta_error"], outputs["peer"]["omega0_error"]),
        }
    return results, statistics.median(imports)


def percent(value):
    return f"{100 * value:+.3f} %"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jellylab", required=True, help="the jellylab binary to time")
    parser.add_argument("--out", default="out/bench", help="folder for the recordings and tables")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each measurement")
    args = parser.parse_args()
    began = time.perf_counter()
    out = pathlib.Path(args.out)
    folder = out / "recordings"
    folder.mkdir(parents=True, exist_ok=True)
    render(folder)
    jellylab = str(pathlib.Path(args.jellylab).resolve())
    recordings = {name: folder / f"{name}.mp4" for name in RECORDINGS}
    large_truth = json.loads((folder / f"{LARGE}.json").read_text())
    frames = len(large_truth["frames"])
    load_before = os.getloadavg()[0]

    with tempfile.TemporaryDirectory(prefix="measure-bench-") as scratch:
        track = track_vs_decoding(jellylab, recordings[LARGE], frames, args.rounds,
                                  pathlib.Path(scratch))
    results, imports = pipeline(jellylab, recordings, args.rounds)
    load_after = os.getloadavg()[0]

    def ms(value):
        return f"{1000 * value / frames:.2f}"

    lines = [
        f"`jellylab track` on {LARGE} (1080x2340 HEVC, 120 Hz, {frames} frames), CPU time "
        f"(user + system) and wall-clock time per frame, medians of {args.rounds} rounds in "
        f"turns; load average {load_before:.2f} before, {load_after:.2f} after:",
        "",
        "| run | CPU ms/frame | wall ms/frame |",
        "|---|---|---|",
        f"| (a) decoding alone: `ffmpeg -i REC -f null -` | {ms(track['decode'])} | "
        f"{ms(track['decode_wall'])} |",
        f"| (b) track's main pass: ffmpeg decoding every frame into the pipe | "
        f"{ms(track['main'])} | |",
        f"| track's tail pass: ffmpeg decoding the end of the video for the reference frame | "
        f"{ms(track['tail'])} | |",
        f"| track's first-frame ffmpeg and ffprobe | {ms(track['first'] + track['probe'])} | |",
        f"| (c) jellylab's own CPU time | {ms(track['own'])} | |",
        f"| (d) the whole `jellylab track` (every process) | {ms(track['whole'])} | "
        f"{ms(track['whole_wall'])} |",
        "",
        f"jellylab's own CPU time over decoding alone, (c)/(a): {track['ratio']:.2f} (median of "
        f"the rounds' ratios); the wrapper shells' own CPU time, logged and left out of (c): "
        f"{ms(track['wrappers'])} ms/frame.",
        "",
        f"`jellylab measure REC --model spring,uikit --format json` beside `opencv_peer.py REC`, "
        f"each end to end (decoding, tracking, fitting), medians of {args.rounds} rounds in "
        f"turns; CPU time counts the process, its threads and its children:",
        "",
        "| recording | frames | jellylab wall s | peer wall s | wall jellylab/peer | "
        "jellylab CPU s | peer CPU s | CPU jellylab/peer |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, row in results.items():
        wall, cpu = row["wall"], row["cpu"]
        lines.append(
            f"| {name} | {row['frames']} | {wall['jellylab']:.2f} | {wall['peer']:.2f} | "
            f"{wall['jellylab'] / wall['peer']:.2f}x | {cpu['jellylab']:.2f} | "
            f"{cpu['peer']:.2f} | {cpu['jellylab'] / cpu['peer']:.2f}x |")
    lines += [
        "",
        f"The peer's interpreter start and imports alone (`python -c \"import cv2, numpy, "
        f"scipy.optimize\"`): {imports:.2f} s CPU.",
        "",
        "Accuracy against the truth (relative errors of the fitted spring):",
        "",
        "| recording | jellylab model | jellylab ζ | jellylab ω0 | peer ζ | peer ω0 |",
        "|---|---|---|---|---|---|",
    ]
    for name, row in results.items():
        lines.append(f"| {name} | {row['model']} | {percent(row['jellylab'][0])} | "
                     f"{percent(row['jellylab'][1])} | {percent(row['peer'][0])} | "
                     f"{percent(row['peer'][1])} |")
    lines += ["", f"The whole run took {time.perf_counter() - began:.0f} s."]
    table = "\n".join(lines) + "\n"
    (out / "measure.md").write_text(table)
    print(table)


if __name__ == "__main__":
    main()
