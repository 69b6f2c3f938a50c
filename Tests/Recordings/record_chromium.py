#!/usr/bin/env python3
"""A screen recording of Debian's headless Chromium playing a CSS spring on an app-like page.

The page is a phone screen (390 x 844 CSS px, device scale factor 1): a navigation bar with a
small spinning activity indicator, a grouped list of two-line rows (white cells on a light grey
background), and a card (white, rounded, a blue header band with a title, body text, a
box-shadow) that starts below the screen and slides up into place. The slide is a CSS animation
of `transform: translateY(...)` whose timing function is the spring of SPRING as `jellylab
export --format css-linear` writes it; `jellylab convert` gives the spring's damping ratio and
natural frequency for the truth file.

The video is Chrome DevTools' own screencast (Page.startScreencast, lossless PNG frames, each
with its capture time stamp), assembled by ffmpeg's concat demuxer into an H.264 yuv420p MP4
whose presentation times are the stamps (microsecond time base), the first frame at 0. The
screencast only sends a frame when the screen changes; the spinner keeps it sending frames
(about one per display frame) before the slide starts and after it settles.

The page also logs, at every requestAnimationFrame, the frame's time and the card's
getBoundingClientRect() (the truth's engine_frames, page clock = performance.now() in seconds),
and the animation's startTime on the same clock. The relation of the two clocks is measured:
each capture's card position is read from its PNG (the centroid of the blue header band in a few
columns where nothing else below the navigation bar is coloured) and located on the rAF trace; the delay from
that rAF time to the capture's stamp is the screencast's latency. Its median places the
animation's start on the video's clock; its spread, the captures that repeat a frame, and the
stamps out of order are summarised in the truth's capture_notes.

Usage: record_chromium.py --out DIR [--jellylab PATH]
Writes DIR/chromium-spring.mp4 and DIR/chromium-spring.json, prints one line with the run time,
exits 1 with a message on failure.
"""

import argparse
import base64
import io
import json
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parents[2]
NAME = "chromium-spring"
SPRING = ["--response", "0.55", "--damping", "0.6"]
VIEWPORT_W, VIEWPORT_H = 390, 844
# The card's box at rest, CSS px = video px.
CARD_LEFT, CARD_TOP, CARD_W, CARD_H = 16, 468, 358, 300
HEADER_H = 56
# The card starts this far below its rest place: its top, shadow included, below the screen.
TRAVEL_PX = 400
BAND_RGB = (0x2F, 0x6F, 0xE0)
# Columns of the header band that hold no text; every other pixel the card passes over in them is
# grey (equal red and blue), so blue minus red measures how much of a pixel the band covers.
BAND_COLUMNS = range(CARD_LEFT + CARD_W - 44, CARD_LEFT + CARD_W - 24)
# Rows below the navigation bar (the card never reaches it).
BAND_ROWS_FROM = 100
LEAD_S = 0.4   # recording before the slide starts
TAIL_S = 0.6   # recording after the animation ends
TIMEOUT_S = 15
# A capture whose latency is this far (s) from the median is a frame off (one is 16.7 ms).
STEADY_S = 0.004
ATTEMPTS = 3

ROWS = [
    ("AK", "#e8684a", "Amira Khalil", "9:41", "Dinner on Friday? I booked the place by the river"),
    ("JM", "#5b8def", "Jonas Meyer", "9:12", "Pushed the fix, the build is green again"),
    ("Pa", "#34a853", "Parcel Service", "8:57", "Your parcel is out for delivery today"),
    ("LS", "#a160e0", "Lena Sorensen", "8:30", "Photos from the weekend are in the shared album"),
    ("TO", "#f0a020", "Tomás Ortega", "Yesterday", "Can we move the call to Thursday morning?"),
    ("Bk", "#3aa7b5", "Bank", "Yesterday", "Your statement for March is ready to view"),
    ("NH", "#e05a8a", "Noor Haddad", "Monday", "Thanks! See you at the station at eight"),
    ("RC", "#7a8b99", "Running Club", "Sunday", "Sunday's route: 12 km along the canal"),
    ("EW", "#d9534f", "Emma Walsh", "Saturday", "The keys are with the neighbour downstairs"),
    ("Ca", "#4a90a4", "Calendar", "Friday", "Reminder: dentist appointment at 3 pm"),
]

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>Inbox</title>
<style>
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; height: 100%; overflow: hidden; }}
body {{ background: #efefef; color: #1c1c1c;
  font: 15px/1.3 "Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", sans-serif; }}
.bar {{ position: fixed; left: 0; top: 0; width: 100%; height: 92px; background: #f9f9f9;
  border-bottom: 1px solid #cfcfcf; z-index: 2; }}
.status {{ height: 44px; padding: 14px 24px 0; font-weight: 600; font-size: 15px;
  display: flex; justify-content: space-between; }}
.signal {{ display: flex; gap: 3px; align-items: flex-end; height: 12px; }}
.signal i {{ display: block; width: 4px; background: #1c1c1c; border-radius: 1px; }}
.nav {{ height: 48px; display: flex; align-items: center; justify-content: space-between;
  padding: 0 16px; }}
.nav .edit {{ color: #2f6fe0; font-size: 17px; width: 60px; }}
.nav .title {{ font-weight: 700; font-size: 17px; }}
.nav .side {{ width: 60px; display: flex; justify-content: flex-end; }}
.spinner {{ width: 20px; height: 20px; border-radius: 50%; border: 2.5px solid #d6d6d6;
  border-top-color: #7a7a7a; animation: spin 0.9s linear infinite; }}
@keyframes spin {{ to {{ transform: rotate(360deg); }} }}
.list {{ position: absolute; top: 92px; left: 0; width: 100%; padding: 0 16px; }}
.section {{ padding: 18px 16px 6px; font-size: 13px; color: #7a7a7a; letter-spacing: 0.04em; }}
.group {{ background: #fff; border-radius: 12px; overflow: hidden; }}
.row {{ display: flex; align-items: center; height: 68px; padding: 0 16px 0 12px;
  position: relative; }}
.row + .row::before {{ content: ""; position: absolute; top: 0; left: 64px; right: 0;
  border-top: 1px solid #dcdcdc; }}
.avatar {{ width: 40px; height: 40px; border-radius: 50%; color: #fff; font-weight: 600;
  font-size: 15px; display: flex; align-items: center; justify-content: center;
  flex: none; margin-right: 12px; }}
.text {{ flex: 1; min-width: 0; }}
.line1 {{ display: flex; justify-content: space-between; }}
.name {{ font-weight: 600; font-size: 16px; }}
.time {{ color: #8a8a8a; font-size: 13px; }}
.preview {{ color: #6e6e6e; font-size: 14px; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; margin-top: 3px; }}
#card {{ position: absolute; left: {card_left}px; top: {card_top}px; width: {card_w}px;
  height: {card_h}px; background: #fff; border-radius: 16px; overflow: hidden; z-index: 3;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.22); transform: translateY({travel}px); }}
#card.shown {{ transform: translateY(0px); animation: slide-in {duration_ms}ms {easing} both; }}
@keyframes slide-in {{ from {{ transform: translateY({travel}px); }}
  to {{ transform: translateY(0px); }} }}
.head {{ height: {header_h}px; background: rgb({band}); color: #fff; font-weight: 600;
  font-size: 17px; padding: 17px 20px; }}
.body {{ padding: 16px 20px; }}
.body .big {{ font-size: 22px; font-weight: 700; margin-bottom: 6px; }}
.body p {{ margin: 0 0 14px; color: #4a4a4a; font-size: 15px; line-height: 1.4;
  padding-right: 40px; }}
.buttons {{ display: flex; gap: 12px; }}
.button {{ height: 44px; border-radius: 10px; display: flex; align-items: center;
  justify-content: center; font-weight: 600; font-size: 16px; width: 140px; }}
.later {{ background: #ececec; color: #2a2a2a; }}
.track {{ background: #1c1c1c; color: #fff; }}
.foot {{ margin-top: 18px; color: #8a8a8a; font-size: 13px; }}
</style></head><body>
<div class="bar">
  <div class="status"><span>9:41</span>
    <span class="signal"><i style="height:4px"></i><i style="height:6px"></i>
      <i style="height:9px"></i><i style="height:12px"></i></span></div>
  <div class="nav"><span class="edit">Edit</span><span class="title">Inbox</span>
    <span class="side"><span class="spinner"></span></span></div>
</div>
<div class="list">
  <div class="section">TODAY</div>
  <div class="group">{today}</div>
  <div class="section">EARLIER</div>
  <div class="group">{earlier}</div>
</div>
<div id="card">
  <div class="head">Delivery update</div>
  <div class="body">
    <div class="big">Arriving today</div>
    <p>Your parcel left the depot at 8:52 and is on its way. Estimated delivery between
      10:30 and 12:30.</p>
    <div class="buttons"><div class="button later">Later</div>
      <div class="button track">Track</div></div>
    <div class="foot">Tracking number 7Q2 418 093 &middot; parcel 1 of 2</div>
  </div>
</div>
<script>
window.engineFrames = [];
window.animationStart = null;
window.slideStarted = false;
const card = document.getElementById("card");
function frame(now) {{
  const box = card.getBoundingClientRect();
  window.engineFrames.push([now, box.left, box.top, box.width, box.height]);
  if (window.slideAnimation && window.animationStart === null) {{
    window.animationStart = window.slideAnimation.startTime;
  }}
  requestAnimationFrame(frame);
}}
requestAnimationFrame(frame);
window.startSlide = function () {{
  card.classList.add("shown");
  window.slideAnimation = card.getAnimations().find(a => a.animationName === "slide-in");
}};
</script></body></html>
"""


class Failure(Exception):
    """A step that failed, with the message to print."""


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise Failure(f"{' '.join(map(str, command))} failed (exit {result.returncode}): "
                      f"{result.stderr.strip()}")
    return result.stdout


def export_spring(jellylab, folder):
    """(command, css-linear text's duration in ms and linear() easing, export report, convert's
    parameters) of SPRING."""
    command = [jellylab, "export", "--format", "css-linear", *SPRING]
    run(command + ["--out", str(folder / "spring.css"), "--report", str(folder / "report.json")])
    css = (folder / "spring.css").read_text()
    duration = re.search(r"animation-duration:\s*([0-9.]+)ms;", css)
    easing = re.search(r"animation-timing-function:\s*(linear\([^)]*\));", css)
    if not duration or not easing:
        raise Failure("jellylab export --format css-linear wrote no duration or linear() easing")
    report = json.loads((folder / "report.json").read_text())
    spring = json.loads(run([jellylab, "convert", *SPRING, "--format", "json"]))
    return ["jellylab", *command[1:]], float(duration.group(1)), easing.group(1), report, spring


def list_rows(rows):
    return "".join(
        f'<div class="row"><div class="avatar" style="background:{colour}">{initials}</div>'
        f'<div class="text"><div class="line1"><span class="name">{name}</span>'
        f'<span class="time">{when}</span></div><div class="preview">{preview}</div></div></div>'
        for initials, colour, name, when, preview in rows)


def record(html):
    """Plays the slide in Chromium under the screencast: (captures [(epoch s, png bytes)],
    engine frames [(page ms, left, top, width, height)], animation start in page ms, page time
    origin in epoch ms, Chromium's version)."""
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    if executable is None:
        raise Failure("chromium is missing (Debian's chromium package)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        try:
            context = browser.new_context(
                viewport={"width": VIEWPORT_W, "height": VIEWPORT_H}, device_scale_factor=1)
            page = context.new_page()
            page.set_content(html)
            page.evaluate("document.fonts.ready.then(() => true)")
            cdp = context.new_cdp_session(page)
            captures = []

            def on_frame(params):
                cdp.send("Page.screencastFrameAck", {"sessionId": params["sessionId"]})
                captures.append((params["metadata"]["timestamp"], params["data"]))

            cdp.on("Page.screencastFrame", on_frame)
            cdp.send("Page.startScreencast", {"format": "png", "everyNthFrame": 1})
            deadline = time.monotonic() + TIMEOUT_S
            while not captures:
                if time.monotonic() > deadline:
                    raise Failure("the screencast sent no frame")
                page.wait_for_timeout(10)
            page.wait_for_timeout(LEAD_S * 1000)
            page.evaluate("window.startSlide()")
            page.wait_for_function(
                "window.slideAnimation && window.slideAnimation.playState === 'finished'",
                timeout=TIMEOUT_S * 1000)
            page.wait_for_timeout(TAIL_S * 1000)
            cdp.send("Page.stopScreencast")
            engine = page.evaluate("window.engineFrames")
            start = page.evaluate("window.animationStart")
            origin = page.evaluate("performance.timeOrigin")
            version = browser.version
        finally:
            browser.close()
    if start is None:
        raise Failure("the slide animation never started")
    return [(stamp, base64.b64decode(data)) for stamp, data in captures], engine, start, \
        origin, version


def band_centre(png):
    """The header band's centre row in a capture (video px, y down), from its blue coverage in
    BAND_COLUMNS; None when less than half the band shows."""
    import numpy
    from PIL import Image

    image = numpy.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=float)
    strip = image[BAND_ROWS_FROM:, BAND_COLUMNS.start:BAND_COLUMNS.stop]
    coverage = (strip[:, :, 2] - strip[:, :, 0]) / (BAND_RGB[2] - BAND_RGB[0])
    coverage = coverage.clip(0, 1).mean(axis=1)
    total = coverage.sum()
    if total < HEADER_H / 2:
        return None
    rows = numpy.arange(BAND_ROWS_FROM, BAND_ROWS_FROM + len(coverage)) + 0.5
    return float((coverage * rows).sum() / total)


def shown_times(trace, value, at):
    """The rAF times (s) from 0.25 s before `at` to 0.05 s after it whose card position, linearly
    interpolated between frames, equals value, where the card moves faster than 0.1 px/ms (a
    slower motion cannot be placed in time)."""
    times = []
    for (t0, y0), (t1, y1) in zip(trace, trace[1:]):
        if t1 < at - 0.25 or t0 > at + 0.05 or t1 <= t0:
            continue
        if min(y0, y1) <= value <= max(y0, y1) and abs(y1 - y0) / (t1 - t0) >= 100.0:
            times.append(t0 + (value - y0) / (y1 - y0) * (t1 - t0))
    return times


def measure_clocks(captures, trace, origin_ms):
    """The screencast's captures [(epoch s, png)], in stamp order, against the rAF trace
    [(page s, card centre px)] during the motion: (latencies in s of the captures placed on the
    trace, captures that repeat the one before mid-motion). A capture whose position the trace
    reaches more than once near its stamp takes the time nearest the median latency of those
    that reach it once."""
    placed, previous = [], None
    moving = [t for (t, y), (_, y_next) in zip(trace, trace[1:]) if abs(y_next - y) > 0.5]
    repeats = 0
    for stamp, png in captures:
        page_s = stamp - origin_ms / 1000
        centre = band_centre(png)
        if centre is not None and moving and moving[0] <= page_s <= moving[-1] + 0.1:
            if previous is not None and abs(centre - previous) < 0.02:
                repeats += 1
            card_centre = centre - HEADER_H / 2 + CARD_H / 2
            placed.append((page_s, shown_times(trace, card_centre, page_s)))
        previous = centre
    single = [page_s - times[0] for page_s, times in placed if len(times) == 1]
    if not single:
        return [], repeats
    typical = statistics.median(single)
    latencies = [min((page_s - t for t in times), key=lambda lag: abs(lag - typical))
                 for page_s, times in placed if times]
    return latencies, repeats


def assemble(frames, folder, video, last_duration_us):
    """An H.264 yuv420p MP4 of frames [(µs from the first, png bytes)] in order, each presented
    at its time (1 µs time base)."""
    listing = ["ffconcat version 1.0"]
    times = [t for t, _ in frames]
    durations = [b - a for a, b in zip(times, times[1:])] + [last_duration_us]
    for index, ((_, png), duration) in enumerate(zip(frames, durations)):
        name = f"frame-{index:05d}.png"
        (folder / name).write_bytes(png)
        # A 1 µs time base for each image (the image demuxer's own 1/25 s would round the
        # durations to 40 ms).
        listing += [f"file '{name}'", "option framerate 1000000",
                    f"duration {duration // 1000000}.{duration % 1000000:06d}"]
    (folder / "frames.ffconcat").write_text("\n".join(listing) + "\n")
    run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "concat", "-safe", "0", "-i",
         str(folder / "frames.ffconcat"), "-fps_mode", "passthrough",
         "-enc_time_base", "1:1000000", "-c:v", "libx264", "-preset", "veryfast", "-crf", "16",
         "-pix_fmt", "yuv420p", "-video_track_timescale", "1000000", "-movflags", "+faststart",
         str(video)])


def probe(video):
    """(width, height, codec, pix_fmt, presentation times in s) of the video's first stream."""
    info = json.loads(run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                           "stream=width,height,codec_name,pix_fmt:frame=pts_time", "-of",
                           "json", str(video)]))
    stream = info["streams"][0]
    times = [float(frame["pts_time"]) for frame in info["frames"]]
    return stream["width"], stream["height"], stream["codec_name"], stream["pix_fmt"], times


def take(html):
    """One screencast of the slide, checked, its captures in stamp order, and the clock
    measured: a dict of what main writes."""
    captures, engine, start_ms, origin_ms, version = record(html)

    # The card at rest: its last rAF box.
    _, left, top, width, height = engine[-1]
    rest = [left, top, width, height]
    expected = [CARD_LEFT, CARD_TOP, CARD_W, CARD_H]
    if max(abs(a - b) for a, b in zip(rest, expected)) > 0.01:
        raise Failure(f"the card rests at {rest}, not at {expected}")
    trace = [(now / 1000, box_top + box_height / 2)
             for now, _, box_top, _, box_height in engine]
    before = [y for t, y in trace if t * 1000 < start_ms]
    from_centre = before[-1] if before else CARD_TOP + TRAVEL_PX + CARD_H / 2
    to_centre = CARD_TOP + CARD_H / 2
    if abs(from_centre - (to_centre + TRAVEL_PX)) > 0.01:
        raise Failure(f"the card started at centre {from_centre}, not {to_centre + TRAVEL_PX}")
    last_motion = max(t for (t, y) in trace if abs(y - to_centre) > 0.01)
    if trace[-1][0] - last_motion < TAIL_S:
        raise Failure("the recording ends less than the tail after the card settles")

    # The screencast may deliver a capture after one stamped later: the captures are taken
    # in stamp order, a stamp given twice (to the µs) once.
    late, latest = 0, float("-inf")
    for stamp, _ in captures:
        late += stamp < latest
        latest = max(latest, stamp)
    ordered = []
    for stamp, png in sorted(captures, key=lambda capture: capture[0]):
        micro = round(stamp * 1e6)
        if not ordered or micro > ordered[-1][0]:
            ordered.append((micro, png))
    twice = len(captures) - len(ordered)
    latencies, repeats = measure_clocks(
        [(micro / 1e6, png) for micro, png in ordered], trace, origin_ms)
    if len(latencies) < 10:
        raise Failure(f"only {len(latencies)} captures could be placed on the rAF trace")
    latency = statistics.median(latencies)

    return {"captures": captures, "engine": engine, "start_ms": start_ms,
            "origin_ms": origin_ms, "version": version, "rest": rest, "trace": trace,
            "from_centre": from_centre, "to_centre": to_centre, "late": late,
            "ordered": ordered, "twice": twice, "latencies": latencies,
            "repeats": repeats, "latency": latency}


def latency_spread(latencies):
    """The largest distance (s) of a placed capture's latency from their median."""
    middle = statistics.median(latencies)
    return max(abs(lag - middle) for lag in latencies)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, type=pathlib.Path, help="output folder")
    parser.add_argument("--jellylab", default=str(REPO / ".build/debug/jellylab"),
                        help="the jellylab binary (default: the debug build)")
    arguments = parser.parse_args()
    began = time.monotonic()
    jellylab = str(pathlib.Path(arguments.jellylab).resolve())
    if not pathlib.Path(jellylab).is_file():
        raise Failure(f"no jellylab binary at {jellylab}")
    if shutil.which("ffmpeg") is None or shutil.which("ffprobe") is None:
        raise Failure("ffmpeg and ffprobe are needed")
    arguments.out.mkdir(parents=True, exist_ok=True)
    video = arguments.out / f"{NAME}.mp4"

    with tempfile.TemporaryDirectory(prefix="record-chromium-") as temporary:
        folder = pathlib.Path(temporary)
        command, duration_ms, easing, report, spring = export_spring(jellylab, folder)
        html = PAGE.format(
            card_left=CARD_LEFT, card_top=CARD_TOP, card_w=CARD_W, card_h=CARD_H,
            header_h=HEADER_H, travel=TRAVEL_PX, duration_ms=f"{duration_ms:g}", easing=easing,
            band=",".join(map(str, BAND_RGB)), today=list_rows(ROWS[:4]),
            earlier=list_rows(ROWS[4:]))
        # Under load the screencast's latency can change by a display frame mid-motion,
        # which puts those captures a frame late on the video's clock (a timing error no
        # tracker can see). Such a capture is taken again, up to ATTEMPTS times; the
        # steadiest is kept and its spread is in the truth.
        takes = []
        for _ in range(ATTEMPTS):
            takes.append(take(html))
            if latency_spread(takes[-1]["latencies"]) <= STEADY_S:
                break
        chosen = min(takes, key=lambda one: latency_spread(one["latencies"]))
        (captures, engine, start_ms, origin_ms, version, rest, trace, from_centre,
         to_centre, late, ordered, twice, latencies, repeats, latency) = (
            chosen[k] for k in ("captures", "engine", "start_ms", "origin_ms", "version",
                                "rest", "trace", "from_centre", "to_centre", "late",
                                "ordered", "twice", "latencies", "repeats", "latency"))

        # Frames of the video: the captures at µs from the first.
        first_us = ordered[0][0]
        frames = [(micro - first_us, png) for micro, png in ordered]
        intervals = [b - a for (a, _), (b, _) in zip(frames, frames[1:])]
        frame_us = statistics.median(intervals)
        fps = round(1e6 / frame_us)
        whole_frames = [round(value * fps) for value in latencies]
        assemble(frames, folder, video, round(frame_us))

    width, height, codec, pix_fmt, times = probe(video)
    if (width, height, codec, pix_fmt) != (VIEWPORT_W, VIEWPORT_H, "h264", "yuv420p"):
        raise Failure(f"the video is {width}x{height} {codec} {pix_fmt}")
    if len(times) != len(frames) or any(
            abs(times[i] - frames[i][0] / 1e6) > 2e-6 for i in range(len(frames))):
        raise Failure("the video's presentation times are not the capture stamps")
    first_page_s = first_us / 1e6 - origin_ms / 1000
    start_page_s = start_ms / 1000
    if start_page_s - first_page_s < 0.3:
        raise Failure("the animation started less than 0.3 s into the recording")
    by_frames = {n: whole_frames.count(n) for n in sorted(set(whole_frames))}
    notes = (
        f"Screencast stamps (epoch s - performance.timeOrigin) lag the rAF frame each capture "
        f"shows by a median {latency * 1000:.1f} ms ({min(latencies) * 1000:.1f} to "
        f"{max(latencies) * 1000:.1f} ms over {len(latencies)} moving captures; display frames "
        f"of 1/{fps} s: " + ", ".join(f"{n} in {count}" for n, count in by_frames.items())
        + f"), with {repeats} capture(s) repeating the one before mid-motion, {late} of "
        f"{len(captures)} delivered after a later-stamped one (the video is in stamp order) "
        f"and {twice} repeated stamp(s) (left out); attempt {takes.index(chosen) + 1} of "
        f"{len(takes)}. motion.start_time is the animation's start "
        f"on the video clock plus that median latency.")
    truth = {
        "name": NAME,
        "video": video.name,
        "source": "screencast",
        "engine": f"Chromium {version} CSS animation, linear() from jellylab export",
        "size": [width, height],
        "codec": codec,
        "pix_fmt": pix_fmt,
        "fps": fps,
        "property": "position",
        "axis": "y",
        "object": [float(v) for v in rest],
        "motion": {
            "model": "spring",
            "damping_ratio": spring["damping_ratio"],
            "natural_frequency": spring["natural_frequency"],
            "engine_parameters": {
                "export_command": command,
                "linear_points": report["points"],
                "certified_error": report["certified_error"],
                "duration_s": report["duration_s"],
            },
            "from": from_centre,
            "to": to_centre,
            "velocity": 0.0,
            "start_time": round(start_page_s - first_page_s + latency, 6),
        },
        "engine_frames": [[round(t, 6), y] for t, y in trace],
        "engine_clock_start": start_page_s,
        "capture_notes": notes,
        "capture_latency_spread_s": round(latency_spread(latencies), 6),
        "capture_attempts": len(takes),
    }
    (arguments.out / f"{NAME}.json").write_text(json.dumps(truth, indent=2) + "\n")
    print(f"{NAME}: {len(frames)} frames, {times[-1]:.3f} s of video, latency "
          f"{latency * 1000:.1f} ms, written in {time.monotonic() - began:.1f} s")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"record_chromium: {failure}", file=sys.stderr)
        sys.exit(1)
    except Exception as error:  # playwright, ffmpeg or the file system
        print(f"record_chromium: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(1)
