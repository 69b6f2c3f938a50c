#!/usr/bin/python3
"""Screen recordings of a Qt Quick window whose card slides in, with their truth JSONs.

Three variants of the scene in qtquick_card.qml (a 360x640 frameless window: title, list of
two-line rows, a card with header strip, body text and a stacked-rectangle shadow that
slides up from below the window):

  qtquick-spring          the card's y follows a SpringAnimation (spring 3, damping 0.2, mass 1),
                          on Qt's own clock
  qtquick-easing          the card's y follows a 600 ms NumberAnimation, Easing.BezierSpline
                          (0.34, 1.56, 0.64, 1), on Qt's own clock
  qtquick-spring-x11grab  the spring again, captured by ffmpeg's x11grab on the wall clock

Each variant runs the scene in a child process (Qt's xcb platform, OpenGL scene graph, basic
render loop) under an Xvfb server of its own (the script re-executes itself under xvfb-run)
and checks on a grab of the whole screen that the window sits where it was put.

On Qt's own clock (QSG_FIXED_ANIMATION_STEP) each tick advances Qt's animations by one 16 ms
step, whatever the wall clock does. The child grabs the window's area from the X server after
each swap; the video holds the screen before the slide, one frame per step (a step Qt drew no
frame for, under load, repeats the frame before) and the rested screen, frame i at i x 16 ms
(62.5 frames/s, H.264 yuv420p, CRF 18). The script finds and checks each frame's step
(SpringAnimation's recurrence, or the Bezier curve at the step) and that each grab shows the
card where Qt logged it.

With x11grab, Qt animates on the wall clock while ffmpeg captures exactly the window's area at
120 frames/s into a lossless intermediate, encoded as <name>.mp4 at the capture rate, frame i
at i/fps. At 120 frames/s every frame Qt draws (about every 16 ms) is in the video; at 60 some
are not. The child logs every frame Qt draws: the card's y when the frame's scene graph was
synchronised and the time the frame was swapped, on the process's monotonic clock. The truth
JSON gives those frames on the "engine clock": that monotonic time minus the time of the grab
schedule's frame 0, so that video time i/fps is engine-clock time (x11grab stamps grabs with
the wall clock; the offset between the two clocks is measured around the capture). The script
then measures the card's top edge in every captured frame (the header strip's colour down one
pixel column), pairs each captured frame with the engine frame it shows and writes what it
found to capture_notes.

Usage: record_qtquick.py --out DIR [--only NAME] [--fps N]   (--fps: the x11grab rate)
Runs with Debian's /usr/bin/python3 (PyQt6 with QtQuick); needs xvfb-run and ffmpeg.
Exits 1 with a message when a step fails.
"""

import argparse
import bisect
import cmath
import json
import math
import os
import pathlib
import queue
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent
QML = HERE / "qtquick_card.qml"
XVFB_MARKER = "JELLYLAB_QTQUICK_XVFB"
FRAMES_ENV = "JELLYLAB_QTQUICK_FRAMES"   # engine-clock capture: the child's raw frame file

SCREEN = (440, 720)           # Xvfb screen, larger than the window so its placement is checked
WINDOW = (40, 40, 360, 640)   # x, y, width, height on the screen; no window manager moves it
FPS = 120                     # default capture rate
CARD_X, CARD_W, CARD_H = 20.0, 320.0, 200.0
START_Y, REST_Y = 660.0, 420.0    # card top: below the window (shadow included), at rest
LEAD_S = 0.45                 # capture time before the animation starts
HOLD_S = 0.75                 # capture time after the card comes to rest
HEADER_RGB = (0x2F, 0x6F, 0xDE)   # the card's header strip (qtquick_card.qml)
TITLE_RGB = (0xF6, 0xF6, 0xF9)    # the window's title bar (qtquick_card.qml)
PROBE_X = int(CARD_X) + 280   # window column through the header strip, clear of its text
MATCH_PX = 0.1               # a captured edge within this of a Qt frame's y shows that frame
GRAB_PX = 0.25               # a grabbed frame whose edge is within this of its logged y shows it
QT_STEP_S = 0.016             # SpringAnimation advances in 16 ms steps

SPRING = {"spring": 3.0, "damping": 0.2, "mass": 1.0, "epsilon": 0.01}
VARIANTS = {
    "qtquick-spring": {"animation": "spring", "capture": "engine", "qt": SPRING},
    "qtquick-easing": {
        "animation": "easing", "capture": "engine",
        "qt": {"duration": 600, "bezier": [0.34, 1.56, 0.64, 1.0]},
    },
    "qtquick-spring-x11grab": {"animation": "spring", "capture": "x11grab", "qt": SPRING},
}


class Failure(Exception):
    pass


# ----------------------------------------------------------------------------- the Qt child

def run_child(name):
    """The Qt side: show the window, report "ready", start the slide on GO, log every frame,
    report "done" with the log once the card has rested HOLD_S, close on QUIT."""
    from PyQt6.QtCore import QMetaObject, QObject, QRect, QSocketNotifier, Qt, QTimer, QUrl, qVersion
    from PyQt6.QtGui import QGuiApplication, QImage
    from PyQt6 import sip
    from PyQt6.QtQml import QQmlApplicationEngine
    from PyQt6.QtQuick import QQuickWindow

    variant = VARIANTS[name]
    qt = variant["qt"]
    app = QGuiApplication([sys.argv[0]])
    engine = QQmlApplicationEngine()
    engine.setInitialProperties({
        "animation": variant["animation"],
        "cardX": CARD_X, "cardWidth": CARD_W, "cardHeight": CARD_H,
        "startY": START_Y, "restY": REST_Y,
        "qtSpring": qt.get("spring", 0.0), "qtDamping": qt.get("damping", 0.0),
        "qtMass": qt.get("mass", 1.0), "qtEpsilon": qt.get("epsilon", 0.01),
        "durationMs": qt.get("duration", 0),
        "bezier": qt.get("bezier", [0.0, 0.0, 1.0, 1.0]) + [1.0, 1.0],
    })
    engine.load(QUrl.fromLocalFile(str(QML)))
    if not engine.rootObjects():
        print("QML did not load", file=sys.stderr)
        return 1
    window = sip.cast(engine.rootObjects()[0], QQuickWindow)
    sheet = window.findChild(QObject, "sheet")
    direct = Qt.ConnectionType.DirectConnection
    engine_clock = variant["capture"] == "engine"
    sink = open(os.environ[FRAMES_ENV], "wb") if engine_clock else None

    def grab_screen():
        """Appends the window's area of the screen, as the X server shows it, to the sink."""
        image = app.primaryScreen().grabWindow(0, *WINDOW).toImage()
        image = image.convertToFormat(QImage.Format.Format_RGB888)
        bits = image.constBits()
        bits.setsize(image.sizeInBytes())
        data, stride, row = bytes(bits), image.bytesPerLine(), WINDOW[2] * 3
        sink.write(b"".join(data[r * stride:r * stride + row] for r in range(WINDOW[3])))

    state = {"sync": None, "start": None, "rest": None, "ready": False}
    frames = []   # [swap time, card y at the frame's sync, sync time]

    def emit(obj):
        sys.stdout.write(json.dumps(obj) + "\n")
        sys.stdout.flush()

    def on_sync():
        state["sync"] = (time.monotonic(), sheet.property("y"))

    def on_swap():
        now = time.monotonic()
        if state["sync"] is None:
            return
        t_sync, y = state["sync"]
        frames.append([now, y, t_sync])
        if engine_clock and state["start"] is not None and state["rest"] is None:
            grab_screen()
        if not state["ready"]:
            state["ready"] = True
            geometry = window.geometry()
            emit({"event": "ready", "qt": qVersion(),
                  "geometry": [geometry.x(), geometry.y(), geometry.width(), geometry.height()],
                  "graphics_api": window.rendererInterface().graphicsApi().name})
        if state["start"] is not None and state["rest"] is None and y == REST_Y:
            state["rest"] = now
            QTimer.singleShot(0 if engine_clock else int(HOLD_S * 1000), finish)

    def finish():
        if sink is not None:
            sink.close()
        emit({"event": "done", "frames": frames, "start": state["start"],
              "rest": state["rest"], "clock_offset": wall_minus_monotonic()})

    def on_stdin():
        line = sys.stdin.readline()
        if not line or line.strip() == "QUIT":
            app.quit()
        elif line.strip() == "GO" and state["start"] is None:
            if engine_clock:
                del frames[:]
                grab_screen()   # the screen before the slide
            state["start"] = time.monotonic()
            QMetaObject.invokeMethod(window, "slideIn")

    window.beforeSynchronizing.connect(on_sync, direct)
    window.frameSwapped.connect(on_swap, direct)
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_stdin)
    window.setGeometry(QRect(*WINDOW))
    window.show()
    QTimer.singleShot(25000, app.quit)   # safety net: the parent never waits this long
    return app.exec()


# ----------------------------------------------------------------------------- helpers

def wall_minus_monotonic():
    """time.time() - time.monotonic(), from the tightest of a few back-to-back readings."""
    best = None
    for _ in range(20):
        m0 = time.monotonic()
        w = time.time()
        m1 = time.monotonic()
        if best is None or m1 - m0 < best[0]:
            best = (m1 - m0, w - (m0 + m1) / 2)
    return best[1]


def qt_spring_equivalent(spring, damping, mass):
    """The continuous spring (ζ, ω0 in rad/s) whose motion SpringAnimation's steps sample.

    Qt steps every 16 ms: v += (spring·(B − x) − damping·v)/mass, x += 0.016·v. For the
    offset e = x − B that is a linear two-step recurrence whose characteristic roots λ satisfy
    λ² − (2 − d − c)·λ + (1 − d) = 0 with d = damping/mass and c = 0.016·spring/mass. A
    continuous spring sampled every 16 ms has roots exp(s·0.016) with s² + 2ζω0·s + ω0² = 0,
    so s = ln(λ)/0.016, ω0² = s1·s2 and 2ζω0 = −(s1 + s2).
    """
    d, c = damping / mass, QT_STEP_S * spring / mass
    b, a0 = 2.0 - d - c, 1.0 - d
    root = cmath.sqrt(b * b - 4.0 * a0)
    lambdas = ((b + root) / 2.0, (b - root) / 2.0)
    if any(abs(lam) == 0.0 or (abs(lam.imag) < 1e-15 and lam.real <= 0.0) for lam in lambdas):
        raise Failure(f"SpringAnimation spring {spring}, damping {damping} has no continuous equivalent")
    s1, s2 = (cmath.log(lam) / QT_STEP_S for lam in lambdas)
    w0 = math.sqrt((s1 * s2).real)
    return -(s1 + s2).real / (2.0 * w0), w0


def run(cmd, what, **kwargs):
    result = subprocess.run(cmd, capture_output=True, **kwargs)
    if result.returncode != 0:
        tail = result.stderr.decode(errors="replace").strip().splitlines()[-5:]
        raise Failure(f"{what} failed (exit {result.returncode}): " + " | ".join(tail))
    return result.stdout


def line_reader(stream, sink):
    for line in iter(stream.readline, b""):
        sink.put(line.decode(errors="replace"))
    sink.put(None)


def child_event(lines, event, timeout, child, log_path):
    deadline = time.monotonic() + timeout
    while True:
        try:
            line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            line = ""
        if line is None or time.monotonic() > deadline:
            tail = pathlib.Path(log_path).read_text(errors="replace").strip().splitlines()[-6:]
            state = "exited" if child.poll() is not None else "timed out"
            raise Failure(f"Qt child {state} before '{event}': " + " | ".join(tail))
        if line.startswith("{"):
            message = json.loads(line)
            if message.get("event") == event:
                return message


def window_box(display):
    """The box of the screen's pixels that differ from the root window (black under Xvfb)."""
    width, height = SCREEN
    data = run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-f", "x11grab", "-draw_mouse", "0",
                "-video_size", f"{width}x{height}", "-i", display, "-frames:v", "1",
                "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], "ffmpeg screen grab")
    stride = width * 3
    root = data[:3] * width
    rows = [r for r in range(height) if data[r * stride:(r + 1) * stride] != root]
    if not rows:
        raise Failure("the window is not on the screen")
    left, right = width, 0
    for r in rows:
        row = data[r * stride:(r + 1) * stride]
        left = min(left, len(os.path.commonprefix([row, root])) // 3)
        right = max(right, width - len(os.path.commonprefix([row[::-1], root])) // 3)
    return [left, rows[0], right - left, rows[-1] + 1 - rows[0]]


def card_top(frame, width):
    """The card's top edge (window px, y down) from the header strip's blueness down one
    column: the first fully covered row less the coverage of the rows just above it.
    None when no row of the column is fully covered by the header."""
    r_col = frame[PROBE_X * 3::width * 3]
    b_col = frame[PROBE_X * 3 + 2::width * 3]
    full = HEADER_RGB[2] - HEADER_RGB[0]
    cover = [min(1.0, max(0.0, (b - r) / full)) for r, b in zip(r_col, b_col)]
    first = next((i for i, c in enumerate(cover) if c > 0.9), None)
    if first is None:
        return None
    return first - sum(cover[max(0, first - 3):first])


def measure_video(path, width, height):
    """The card's top edge in every frame of a lossless video, decoded by ffmpeg to rgb24.
    Fails when a frame's top-left pixel is not the window's title bar (the window is gone)."""
    proc = subprocess.Popen(["ffmpeg", "-hide_banner", "-loglevel", "error", "-i", str(path),
                             "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    size = width * height * 3
    tops, strangers = [], 0
    while True:
        frame = proc.stdout.read(size)
        if len(frame) < size:
            break
        tops.append(card_top(frame, width))
        strangers += frame[:3] != bytes(TITLE_RGB)
    if proc.wait() != 0:
        raise Failure(f"decoding {path.name} failed")
    if strangers:
        raise Failure(f"{strangers} captured frames do not show the window")
    return tops


# ----------------------------------------------------------------------------- one variant

def record(name, out, display, fps):
    spec = VARIANTS[name]
    work = pathlib.Path(tempfile.mkdtemp(prefix=f".{name}-", dir=out))
    procs = []
    try:
        return record_in(name, spec, out, work, display, procs, fps)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        shutil.rmtree(work, ignore_errors=True)


def record_in(name, spec, out, work, display, procs, fps):
    runtime = work / "xdg"
    runtime.mkdir(mode=0o700)
    # The basic render loop: under Xvfb buffer swaps do not wait for a vertical blank, and the
    # default threaded loop then renders every few ms while advancing animations by a whole
    # display refresh per frame, so they run about 1.5 times faster than the clock. The basic
    # loop advances them by the elapsed time. The default OpenGL scene graph (Mesa's software
    # rasteriser here) draws items at fractional positions; the software backend does not.
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QSG_RENDER_LOOP="basic",
               XDG_RUNTIME_DIR=str(runtime), QT_LOGGING_RULES="qt.qpa.*=false")
    env.pop("QT_QUICK_BACKEND", None)
    if spec["capture"] == "engine":
        # Each frame advances Qt's animation clock by one fixed step (16 ms: Qt's timer counts
        # whole milliseconds of Xvfb's 60 Hz refresh), whatever the wall clock does.
        env.update({"QSG_FIXED_ANIMATION_STEP": "1", FRAMES_ENV: str(work / "frames.rgb")})
    child_log = work / "child.log"
    with open(child_log, "wb") as log:
        child = subprocess.Popen([sys.executable, str(pathlib.Path(__file__).resolve()), "--child", name],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, env=env)
    procs.append(child)
    lines = queue.Queue()
    threading.Thread(target=line_reader, args=(child.stdout, lines), daemon=True).start()
    ready = child_event(lines, "ready", 20, child, child_log)
    if ready["geometry"] != list(WINDOW):
        raise Failure(f"Qt placed the window at {ready['geometry']}, not {list(WINDOW)}")
    box = window_box(display)
    if box != list(WINDOW):
        raise Failure(f"the window shows at {box} on the screen, not {list(WINDOW)}")

    if spec["capture"] == "engine":
        video, fps, engine_frames, start, notes, summary = capture_engine(
            name, spec, out, work, child, lines, child_log)
        source = "qt-screen-grab"
    else:
        video, fps, engine_frames, start, notes, summary = capture_x11grab(
            name, out, work, display, procs, fps, child, lines, child_log)
        source = "x11grab"
    summary = {"scene_graph": ready["graphics_api"], **summary}

    qt = spec["qt"]
    if spec["animation"] == "spring":
        zeta, w0 = qt_spring_equivalent(qt["spring"], qt["damping"], qt["mass"])
        motion = {"model": "qt-spring", "damping_ratio": round(zeta, 6), "natural_frequency": round(w0, 6),
                  "engine_parameters": {"type": "SpringAnimation", "property": "y", "to": REST_Y,
                                        "spring": qt["spring"], "damping": qt["damping"],
                                        "mass": qt["mass"], "epsilon": qt["epsilon"]}}
        engine_name = f"Qt {ready['qt']} SpringAnimation"
    else:
        x1, y1, x2, y2 = qt["bezier"]
        motion = {"model": "cubic-bezier", "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                  "duration": qt["duration"] / 1000.0,
                  "engine_parameters": {"type": "NumberAnimation", "property": "y",
                                        "from": START_Y, "to": REST_Y, "duration": qt["duration"],
                                        "easing.type": "Easing.BezierSpline",
                                        "easing.bezierCurve": [x1, y1, x2, y2, 1.0, 1.0]}}
        engine_name = f"Qt {ready['qt']} NumberAnimation Easing.BezierSpline"
    motion.update({"from": START_Y + CARD_H / 2, "to": REST_Y + CARD_H / 2, "velocity": 0.0,
                   "start_time": None})
    truth = {
        "name": name, "video": video.name, "source": source, "engine": engine_name,
        "size": [WINDOW[2], WINDOW[3]], "codec": "h264", "pix_fmt": "yuv420p", "fps": fps,
        "property": "position", "axis": "y",
        "object": [CARD_X, REST_Y, CARD_W, CARD_H],
        "motion": motion,
        "engine_frames": engine_frames,
        "engine_clock_start": round(start, 6),
        "capture_notes": notes,
    }
    (out / f"{name}.json").write_text(json.dumps(truth, indent=1) + "\n")
    return summary


def capture_x11grab(name, out, work, display, procs, fps, child, lines, child_log):
    """x11grab at `fps` while Qt animates on the wall clock: the video, its rate, the engine's
    frames on the video's clock, the animation's start on it, the notes and a summary."""
    capture = work / "capture.nut"
    offset_before = wall_minus_monotonic()
    with open(work / "ffmpeg.log", "wb") as ffmpeg_log:
        ffmpeg = subprocess.Popen(
            # Raw frames with x11grab's own microsecond stamps, none dropped or repeated.
            ["ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-nostats",
             "-progress", "pipe:1", "-stats_period", "0.02",
             "-f", "x11grab", "-draw_mouse", "0", "-framerate", str(fps),
             "-video_size", f"{WINDOW[2]}x{WINDOW[3]}", "-grab_x", str(WINDOW[0]), "-grab_y", str(WINDOW[1]),
             "-i", display, "-copyts", "-fps_mode", "passthrough", "-enc_time_base", "-1",
             "-c:v", "rawvideo", "-f", "nut", "-y", str(capture)],
            stdout=subprocess.PIPE, stderr=ffmpeg_log)
    procs.append(ffmpeg)
    progress = queue.Queue()
    threading.Thread(target=line_reader, args=(ffmpeg.stdout, progress), daemon=True).start()
    deadline = time.monotonic() + 10
    while True:
        try:
            line = progress.get(timeout=0.5)
        except queue.Empty:
            line = ""
        if line is None or time.monotonic() > deadline:
            raise Failure("ffmpeg's x11grab did not start: "
                          + (work / "ffmpeg.log").read_text(errors="replace").strip()[-300:])
        if line.startswith("frame=") and int(line.split("=")[1]) >= 1:
            break
    time.sleep(LEAD_S)
    child.stdin.write(b"GO\n")
    child.stdin.flush()
    done = child_event(lines, "done", 15, child, child_log)
    ffmpeg.send_signal(signal.SIGINT)
    if ffmpeg.wait(timeout=20) not in (0, 255):
        raise Failure("ffmpeg capture failed: " + (work / "ffmpeg.log").read_text(errors="replace")[-300:])
    offset_after = wall_minus_monotonic()
    quit_child(child)

    # Grab times: x11grab's wall-clock stamps, moved to the monotonic clock.
    stamps = run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts",
                  "-of", "csv=p=0", str(capture)], "ffprobe").decode().split()
    offset = (offset_before + offset_after + done["clock_offset"]) / 3
    grabs = [int(s) / 1e6 - offset for s in stamps]
    if len(grabs) < 10:
        raise Failure(f"the capture holds only {len(grabs)} frames")
    # Engine-clock zero: the grab schedule's frame 0, so that grab k lies at k/fps (its median).
    zero = grabs[0] + statistics.median(g - grabs[0] - k / fps for k, g in enumerate(grabs))
    grabs = [g - zero for g in grabs]

    # The video: the captured frames at a constant rate, frame i at i/fps.
    video = out / f"{name}.mp4"
    run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-r", str(fps), "-i", str(capture),
         "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
         "-threads", "2", "-movflags", "+faststart", "-y", str(video)], "H.264 encoding")
    frames_in_video = int(run(["ffprobe", "-v", "error", "-count_packets", "-select_streams", "v:0",
                               "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0",
                               str(video)], "ffprobe").decode().strip())
    if frames_in_video != len(grabs):
        raise Failure(f"{video.name} has {frames_in_video} frames, the capture {len(grabs)}")

    # Engine frames on the engine clock, card centre along y.
    frames = [(t - zero, y, ts - zero) for t, y, ts in done["frames"]]
    engine_frames = [[round(t, 6), y + CARD_H / 2] for t, y, _ in frames if t >= 0]
    start = done["start"] - zero
    rest = done["rest"] - zero
    if start < 0.3:
        raise Failure(f"the animation started {start:.3f} s into the recording, not ≥ 0.3 s")
    if grabs[-1] - rest < 0.5:
        raise Failure(f"the recording ends {grabs[-1] - rest:.3f} s after rest, not ≥ 0.5 s")

    notes, summary = compare_capture(capture, grabs, frames, start, rest, fps)
    return video, fps, engine_frames, start, notes, summary



def quit_child(child):
    child.stdin.write(b"QUIT\n")
    child.stdin.flush()
    child.wait(timeout=10)


def capture_engine(name, spec, out, work, child, lines, child_log):
    """Qt on its own clock: the same as capture_x11grab's result, from the frames the child
    grabbed from the screen after each swap while every frame advanced the animation clock by
    one fixed step (QSG_FIXED_ANIMATION_STEP). The video holds LEAD_S of the screen before the
    slide, every frame Qt drew, and HOLD_S of the last, frame i at i·QT_STEP_S."""
    child.stdin.write(b"GO\n")
    child.stdin.flush()
    done = child_event(lines, "done", 20, child, child_log)
    quit_child(child)
    ys = [y for _, y, _ in done["frames"]]
    width, height = WINDOW[2], WINDOW[3]
    size = width * height * 3
    raw = (work / "frames.rgb").read_bytes()
    if len(raw) != size * (1 + len(ys)):
        raise Failure(f"the child grabbed {len(raw) / size:.2f} frames for {len(ys)} drawn, plus one before")
    if len(ys) < 10 or ys[-1] != REST_Y:
        raise Failure(f"Qt drew {len(ys)} frames, ending at y {ys[-1] if ys else None}, not at rest")
    steps, words, offset = engine_steps(spec, ys)

    # Every grabbed frame shows the frame Qt logged.
    tops = [card_top(raw[(k + 1) * size:(k + 2) * size], width) for k in range(len(ys))]
    errors = [abs(top - y) for top, y in zip(tops, ys) if top is not None]
    if not errors or max(errors) > GRAB_PX:
        raise Failure(f"grabbed frames' card edge differs from the logged y by up to {max(errors, default=None)} px")

    # Slot i at i·QT_STEP_S: the screen before the slide, one slot per step of Qt's clock and
    # the rested screen. A step Qt drew no frame for (under load) has no frame in the video:
    # every frame is presented at the time of its own step, a variable frame rate.
    lead, hold = round(LEAD_S / QT_STEP_S), round(HOLD_S / QT_STEP_S)
    fps = 1.0 / QT_STEP_S
    slots = steps[-1]
    drawn = {lead + n - 1: k for k, n in enumerate(steps)}
    empty = [lead + n - 1 for n in range(1, slots + 1) if lead + n - 1 not in drawn]
    video = out / f"{name}.mp4"
    command = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-f", "rawvideo",
               "-pix_fmt", "rgb24", "-video_size", f"{width}x{height}", "-framerate", "125/2",
               "-i", "-"]
    if empty:
        terms = "+".join(f"eq(n,{i})" for i in empty)
        command += ["-vf", f"select='not({terms})'", "-fps_mode", "passthrough"]
    command += ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
                "-threads", "2", "-movflags", "+faststart", "-y", str(video)]
    encoder = subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE)
    for slot in range(lead + slots + hold):
        k = drawn.get(slot)
        if slot < lead:
            encoder.stdin.write(raw[:size])
        elif slot >= lead + slots:
            encoder.stdin.write(raw[-size:])
        else:   # an empty slot is written and dropped by the filter
            encoder.stdin.write(raw[(k + 1) * size:(k + 2) * size] if k is not None else raw[:size])
    encoder.stdin.close()
    if encoder.wait() != 0:
        raise Failure("H.264 encoding failed: " + encoder.stderr.read().decode(errors="replace")[-300:])
    frames_in_video = int(run(["ffprobe", "-v", "error", "-count_packets", "-select_streams", "v:0",
                               "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0",
                               str(video)], "ffprobe").decode().strip())
    if frames_in_video != lead + len(ys) + hold:
        raise Failure(f"{video.name} has {frames_in_video} frames, not {lead + len(ys) + hold}")

    # The engine's frames at the times of their steps (repeats left out), and the holds.
    centre = CARD_H / 2
    engine_frames = [[round(i * QT_STEP_S, 6), START_Y + centre] for i in range(lead)]
    engine_frames += [[round((lead + n - 1) * QT_STEP_S, 6), y + centre] for n, y in zip(steps, ys)]
    last = lead + slots
    engine_frames += [[round((last + i) * QT_STEP_S, 6), REST_Y + centre] for i in range(hold)]
    start = (lead - 1) * QT_STEP_S - offset
    missed = slots - len(ys)
    notes = (
        f"Engine clock = Qt's animation clock with QSG_FIXED_ANIMATION_STEP: it advances by one "
        f"{1000 * QT_STEP_S:.0f} ms step per tick; Qt drew {len(ys)} frames over {slots} "
        f"steps ({missed} steps with no frame, absent from the video) and {words}. "
        f"Each frame was grabbed from the X server's screen after its swap, and its card edge lies "
        f"within {max(errors):.3f} px of the logged y (median {statistics.median(errors):.3f} px). "
        f"The video shows {lead} copies of the screen before the slide, each frame Qt drew at its "
        f"step's time and {hold} copies of the last, at multiples of {1000 * QT_STEP_S:.0f} ms; "
        f"the slide starts at "
        f"{start:.4f} s.")
    summary = {"frames": frames_in_video, "qt_frames": len(ys), "steps": slots, "check": words,
               "edge_error_px": [round(statistics.median(errors), 3), round(max(errors), 3)]}
    return video, fps, engine_frames, start, notes, summary


def engine_steps(spec, ys):
    """The step of Qt's animation clock each logged frame shows, checked: SpringAnimation's
    recurrence (see qt_spring_equivalent) from rest at START_Y reproduces each logged y at its
    step, or each eased y lies where the Bézier curve is at its step's time, the start itself
    within half a step of a tick (the animation starts between two ticks). Under
    load Qt may advance its clock twice between two frames it shows: that frame's step is one
    further. Returns the steps (1 for the first tick after the start, increasing), the check's
    words for the notes, and that start offset in seconds (0 for the spring, whose steps carry
    the remainder)."""
    qt = spec["qt"]
    if spec["animation"] == "spring":
        x, v, sequence = START_Y, 0.0, []
        while len(sequence) < 4 * len(ys) + 8:
            v += (qt["spring"] * (REST_Y - x) - qt["damping"] * v) / qt["mass"]
            x += QT_STEP_S * v
            sequence.append(x)
        steps, worst, n = [], 0.0, 0
        for y in ys[:-1]:   # the last frame is the snap to rest
            n = min(range(n + 1, n + 5), key=lambda m: abs(sequence[m - 1] - y))
            worst = max(worst, abs(sequence[n - 1] - y))
            steps.append(n)
        steps.append(n + 1)
        if worst > 1e-6:
            raise Failure(f"Qt's frames are not spring steps: off by up to {worst:.3g} px")
        words = f"the spring's recurrence reproduces every frame within {max(worst, 1e-12):.1g} px"
        return steps, words, 0.0
    x1, y1, x2, y2 = qt["bezier"]
    duration = qt["duration"] / 1000.0

    def coordinate(s, c1, c2):
        return 3 * c1 * s * (1 - s) ** 2 + 3 * c2 * s * s * (1 - s) + s ** 3

    def eased(t):
        progress = min(1.0, max(0.0, t / duration))
        low, high = 0.0, 1.0
        for _ in range(50):
            middle = (low + high) / 2
            low, high = (middle, high) if coordinate(middle, x1, x2) < progress else (low, middle)
        return START_Y + (REST_Y - START_Y) * coordinate((low + high) / 2, y1, y2)

    def assign(offset):
        steps, worst, n = [], 0.0, 0
        for y in ys[:-1]:
            errors = {m: abs(eased(m * QT_STEP_S + offset) - y) for m in range(n + 1, n + 5)}
            n = min(errors, key=errors.get)
            worst = max(worst, errors[n])
            steps.append(n)
        return steps + [n + 1], worst

    # The start's offset from the nearest tick (within half a step; the step numbers take the
    # rest): a coarse scan, then finer.
    offset = min((i * 0.0005 - QT_STEP_S / 2 for i in range(33)), key=lambda o: assign(o)[1])
    offset = min((offset + i * 0.00002 for i in range(-25, 26)), key=lambda o: assign(o)[1])
    steps, worst = assign(offset)
    if worst > 0.05:
        raise Failure(f"Qt's eased frames are not at whole steps: off by up to {worst:.3g} px")
    words = (f"the Bézier curve at each frame's step reproduces it within {worst:.2g} px, the "
             f"animation started {1000 * -offset:+.2f} ms from a tick")
    return steps, words, offset


def compare_capture(capture, grabs, frames, start, rest, fps):
    """Pairs the captured frames with the Qt frames they show; the capture_notes text.

    Model: grab k (engine-clock time g) shows the last Qt frame swapped at or before g − L.
    Every latency L from −20 to 100 ms is tried; a grab agrees with L when the card's top
    edge measured in it is within MATCH_PX of that frame's logged y. The notes give the range
    of L with which the most grabs agree, and what that pairing says about skips and repeats.
    """
    tops = measure_video(capture, WINDOW[2], WINDOW[3])
    swaps = [t for t, _, _ in frames]
    ys = [y for _, y, _ in frames]
    grabbed = [(g, top) for g, top in zip(grabs, tops) if top is not None and start <= g <= rest + 0.02]
    if len(grabbed) < 10:
        raise Failure(f"the card's edge was found in only {len(grabbed)} captured frames of the motion")

    def shown(g, latency):
        return bisect.bisect_right(swaps, g - latency) - 1

    latencies = [i * 0.0001 for i in range(-200, 1001)]
    agree = [sum(1 for g, top in grabbed if (j := shown(g, lat)) >= 0 and abs(ys[j] - top) <= MATCH_PX)
             for lat in latencies]
    best = max(agree)
    band = [lat for lat, n in zip(latencies, agree) if n == best]
    latency = statistics.median(band)
    # The frame each grab shows: the model's, else the nearest of its neighbours that matches.
    pairs, off_model = [], []
    for g, top in grabbed:
        j = shown(g, latency)
        near = [i for i in range(max(0, j - 3), min(len(ys), j + 4)) if abs(ys[i] - top) <= MATCH_PX]
        if near and j not in near:
            j = min(near, key=lambda i: abs(i - j))
            off_model.append(swaps[j] - g)
        pairs.append((g, top, j))
    errors = [abs(ys[j] - top) for _, top, j in pairs]
    unmatched = sum(1 for e in errors if e > MATCH_PX)
    moving = [j for j, t in enumerate(swaps) if start < t <= rest and ys[j] < WINDOW[3] - 2]  # header visible
    counts = {}
    for _, _, j in pairs:
        counts[j] = counts.get(j, 0) + 1
    seen = [j for j in moving if j in counts]
    repeats = [counts[j] for j in seen] or [0]
    intervals = [swaps[j] - swaps[j - 1] for j in moving if j > 0 and swaps[j - 1] > start] or [0.0]
    late = sorted(g - k / fps for k, g in enumerate(grabs))
    halves = [(top, ys[j]) for _, top, j in pairs if 0.25 <= ys[j] % 1.0 <= 0.75]
    ms = lambda s: f"{1000 * s:.1f}"
    shift = sorted({round(-1000 * lat, 1) + 0.0 for lat in (band[0], band[-1])})
    by = " to ".join(f"{x:+.1f}" for x in shift)
    newer = [x for x in off_model if x > -latency]
    older = [x for x in off_model if x <= -latency]
    exceptions = []
    if newer:
        exceptions.append(f"{len(newer)} newer, swapped up to {ms(max(newer))} ms after the grab")
    if older:
        exceptions.append(f"{len(older)} older, swapped up to {ms(-min(older))} ms before it")
    if unmatched:
        exceptions.append(f"{unmatched} matching no frame")
    stragglers = [x for x in late if abs(x) > 0.001]
    worst = max(stragglers, key=abs) if stragglers else 0.0
    notes = (
        f"Engine clock = the Qt process's monotonic clock with zero at the grab schedule's frame 0: "
        f"{len(late) - len(stragglers)} of {len(late)} grabs lie within 1 ms of i/{fps}"
        f"{f' and the rest up to {ms(abs(worst))} ms ' + ('late' if worst > 0 else 'off') if stragglers else ''}"
        f", and Qt swapped a frame every "
        f"{ms(statistics.median(intervals))} ms ({ms(min(intervals))}-{ms(max(intervals))}). {best} of {len(grabbed)} "
        f"grabs during the motion show the last Qt frame swapped by grab time {by} ms (card edge within "
        f"{MATCH_PX} px of its logged y){' (other frames: ' + '; '.join(exceptions) + ')' if exceptions else ''}, "
        f"{'so the latency is about zero, ' if max(abs(x) for x in shift) <= 2 else ''}"
        f"and {len(seen)} of {len(moving)} Qt frames appear, each in {min(repeats)}-{max(repeats)} video frames."
    )
    summary = {
        "frames": len(grabs), "grabs_off_1ms": len(stragglers), "worst_grab_ms": round(1000 * worst, 1),
        "latency_ms": [round(1000 * band[0], 1), round(1000 * band[-1], 1)],
        "agree": f"{best}/{len(grabbed)}",
        "off_model_ms": [round(1000 * min(off_model), 1), round(1000 * max(off_model), 1)] if off_model else None,
        "unmatched": unmatched, "qt_frames_seen": f"{len(seen)}/{len(moving)}",
        "repeats": [min(repeats), max(repeats)],
        "qt_interval_ms": [round(1000 * min(intervals), 1), round(1000 * max(intervals), 1)],
        "edge_error_px": [round(statistics.median(errors), 3), round(max(errors), 3)],
        "half_pixel_y_error_px": round(statistics.median(abs(t - y) for t, y in halves), 3) if halves else None,
    }
    return notes, summary


# ----------------------------------------------------------------------------- entry point

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=pathlib.Path, help="directory for the videos and truth JSONs")
    parser.add_argument("--only", choices=sorted(VARIANTS), help="record one variant")
    parser.add_argument("--fps", type=int, default=FPS, help=f"x11grab capture rate (default {FPS})")
    parser.add_argument("--child", choices=sorted(VARIANTS), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return run_child(args.child)
    if args.out is None:
        parser.error("--out DIR is required")
    if args.fps < 1:
        parser.error("--fps must be at least 1")
    for tool in ("xvfb-run", "ffmpeg", "ffprobe"):
        if shutil.which(tool) is None:
            print(f"record_qtquick: {tool} is not installed", file=sys.stderr)
            return 1
    if os.environ.get(XVFB_MARKER) != "1":
        # A private Xvfb screen: known size, no window manager, no compositor.
        env = dict(os.environ, **{XVFB_MARKER: "1"})
        server = f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24 -nolisten tcp"
        return subprocess.run(["xvfb-run", "-a", "-s", server, sys.executable,
                               str(pathlib.Path(__file__).resolve())] + sys.argv[1:], env=env).returncode
    display = os.environ.get("DISPLAY")
    if not display:
        print("record_qtquick: xvfb-run gave no DISPLAY", file=sys.stderr)
        return 1
    try:
        args.out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"record_qtquick: {error}", file=sys.stderr)
        return 1
    names = [args.only] if args.only else list(VARIANTS)
    for name in names:
        began = time.monotonic()
        try:
            summary = record(name, args.out.resolve(), display, args.fps)
        except (Failure, subprocess.TimeoutExpired, OSError) as error:
            print(f"record_qtquick: {name}: {error}", file=sys.stderr)
            return 1
        print(f"{name}: {time.monotonic() - began:.1f} s, {json.dumps(summary)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
