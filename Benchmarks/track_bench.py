#!/usr/bin/env python3
"""`jellylab track` beside ffmpeg decoding alone, on a 1080p 60 fps H.264 recording.

Draws the recording once with ffmpeg (a 200 x 120 box crossing a 1920 x 1080 background in 5 s,
300 frames, libx264 yuv420p) into OUT/track-1080p60.mp4, then times, in turns, best of ROUNDS:
  decode            ffmpeg -i REC -f null -                               (decoding alone)
  decode-raw        ffmpeg -i REC -f rawvideo -pix_fmt yuv420p /dev/null  (the frames the
                                                                          difference criteria read)
  pipe              ffmpeg ... -pix_fmt yuv420p - | cat > /dev/null       (the same through a pipe
                                                                          to a reader that does
                                                                          nothing)
  track             jellylab track REC > /dev/null                        (the default, by
                                                                          appearance: ffprobe,
                                                                          ffmpeg for the first
                                                                          frame, the tail and every
                                                                          frame, and jellylab)
  track-difference  jellylab track REC --background first-frame-color    (ffprobe, one yuv420p
                                                                          pass and jellylab)
Wall-clock time and CPU time (user + system of the process and its children, so track's counts
its ffmpeg and ffprobe). jellylab's share of track-difference's time is (track-difference -
pipe) / track-difference: what its own work adds to delivering the same frames through a pipe
at all. The default reads the luma alone and decodes more than once, so no pipe row matches it:
its figure is its CPU time a frame beyond decoding alone (Benchmarks/measure_bench.py splits a
track run into its processes exactly). Prints a Markdown table and writes it to OUT/track.md.

Usage: track_bench.py --jellylab BIN [--out DIR] [--rounds N]
"""
import argparse
import os
import pathlib
import resource
import subprocess
import sys
import time

FRAMES = 300


def make_recording(path):
    if path.exists():
        return
    graph = ("color=c=#2060a0:s=1920x1080:r=60:d=5[bg];color=c=#f0c040:s=200x120:r=60[box];"
             "[bg][box]overlay=x='100+300*t':y=480:shortest=1")
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", graph, "-c:v", "libx264",
                    "-pix_fmt", "yuv420p", str(path)], check=True)


def timed(command):
    """(wall seconds, CPU seconds of the children) of one run, output to /dev/null."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        subprocess.run(command, check=True, stdout=null, stderr=null)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--jellylab", required=True)
    parser.add_argument("--out", default="out/bench")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    recording = out / "track-1080p60.mp4"
    make_recording(recording)
    ffmpeg = ["ffmpeg", "-nostdin", "-v", "error", "-i", str(recording)]
    commands = {
        "decode": ffmpeg + ["-f", "null", "-"],
        "decode-raw": ffmpeg + ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-y", "/dev/null"],
        "pipe": ["sh", "-c", " ".join(ffmpeg + ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-"])
                 + " | cat > /dev/null"],
        "track": [args.jellylab, "track", str(recording)],
        "track-difference": [args.jellylab, "track", str(recording), "--background",
                             "first-frame-color"],
    }
    for name in ("track", "track-difference"):
        rows = subprocess.run(commands[name], check=True, capture_output=True, text=True)
        tracked = [row.split(",") for row in rows.stdout.strip().split("\n")[1:]]
        # frame,t,x,...: x is empty in a frame without the box (the default's opacity column is
        # empty in every frame here, the box showing in the first frame).
        if len(tracked) != FRAMES or any(len(row) < 3 or not row[2] for row in tracked):
            sys.exit(f"{name} gave {len(tracked)} rows, expected {FRAMES} with a box each")
    best = {name: [float("inf"), float("inf")] for name in commands}
    for _ in range(args.rounds):
        for name, command in commands.items():
            wall, cpu = timed(command)
            best[name][0] = min(best[name][0], wall)
            best[name][1] = min(best[name][1], cpu)
    decode, pipe, track = best["decode"], best["pipe"], best["track"]
    difference = best["track-difference"]
    load = os.getloadavg()[0]
    lines = [
        f"`jellylab track` on a 1920x1080 60 fps H.264 recording ({FRAMES} frames), best of "
        f"{args.rounds}, load average {load:.2f}:",
        "",
        "| run | wall / decoding alone | CPU / decoding alone | frames/s of wall time (ratio to track) |",
        "|---|---|---|---|",
    ]
    for name in commands:
        wall, cpu = best[name]
        lines.append(f"| {name} | {wall / decode[0]:.2f}x | {cpu / decode[1]:.2f}x | "
                     f"{(FRAMES / wall) / (FRAMES / track[0]):.2f}x |")
    lines += [
        "",
        f"jellylab's share of track-difference's time (track-difference - pipe) / "
        f"track-difference: wall {(difference[0] - pipe[0]) / difference[0]:.2f}, "
        f"CPU {(difference[1] - pipe[1]) / difference[1]:.2f}; its CPU time a frame "
        f"{1000 * (difference[1] - pipe[1]) / FRAMES:.2f} ms, ffmpeg's decoding "
        f"{1000 * decode[1] / FRAMES:.2f} ms",
        "",
        f"The default track's CPU time a frame beyond decoding alone (its ffmpeg and ffprobe "
        f"runs, the pipe and jellylab's own work): {1000 * (track[1] - decode[1]) / FRAMES:.2f} ms",
    ]
    table = "\n".join(lines) + "\n"
    (out / "track.md").write_text(table)
    print(table)


if __name__ == "__main__":
    main()
