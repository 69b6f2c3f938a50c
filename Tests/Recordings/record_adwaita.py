#!/usr/bin/python3
"""Record a GTK 4 / libadwaita card sliding in under AdwSpringAnimation, captured by x11grab.

    record_adwaita.py --out DIR [--diagnostics FILE]

The scene: a 360 x 640 undecorated GTK window (an Adw header bar, an Adw preferences group of
rows with titles and subtitles, and a card: a white rounded box with an orange header strip,
body text and a CSS box-shadow), drawn by GTK's Cairo renderer on an X server. The card starts
fully outside the window, to its right, and AdwSpringAnimation moves it in along x through an
AdwCallbackAnimationTarget that places it with Gtk.Fixed.move (Cairo draws fractional
positions). ffmpeg's x11grab captures exactly the window's client area at 60 frames a second.

Writes DIR/adwaita-spring.mp4 (H.264, yuv420p, CRF 10) and DIR/adwaita-spring.json, the truth:
the spring's parameters, every value the engine produced with its frame-clock time, and the
card's box at rest.

Timing. Under Xvfb, GTK draws on its own timer: its frame times lie on an exact grid 16667 us
apart, and the value in each frame is the spring at that frame time. x11grab grabs on its own
16667 us timer. The script starts ffmpeg so that its grabs fall mid-way between GTK's frames,
logs every grab time and every frame GTK draws, and then decides from the grab times, the
times GTK finished each frame, and the card's left edge measured in each grabbed image, which
engine frame each grab shows. The video is assembled from the grabbed images on GTK's frame
grid: its frame at time t = k / 60 s is the image of the frame GTK drew for frame-clock time
C + k * 16667 us, so the video's own times are the engine's frame times less a constant. A
frame GTK skipped, or no grab caught, while the card moves is left out (the frames around it
keep their times; in the rest before and after the motion the unchanged image stands in).
The encoded video is measured again: every frame must show the card where the engine put it
for that frame's time, the card must rest where the truth says, and the still frames before
the motion must equal the first.

Runs with Debian's /usr/bin/python3 (python3-gi, gir1.2-gtk-4.0, gir1.2-adw-1), ffmpeg, and,
when DISPLAY is unset, xvfb-run (xvfb, xauth), under which it runs itself again. Prints one
line with its time; exits 1 with a message on failure.
"""

import argparse
import ctypes
import ctypes.util
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

NAME = "adwaita-spring"
WIN_W, WIN_H = 360, 640
SCREEN = "480x800x24"  # larger than the window, so the capture region is the window's only
FPS = 60
PERIOD_US = 16667  # GTK's frame interval under Xvfb, and x11grab's at 60 fps, in us
REST_BEFORE_S = 0.4  # grabbed rest before the animation starts
REST_AFTER_S = 0.6  # grabbed rest after it ends

# The card: its own box (without the shadow) in window pixels.
CARD_W, CARD_H = 280, 176
CARD_Y = 452.0
CARD_X_FROM = 390.0  # left edge before the motion: box and shadow fully right of the window
CARD_X_TO = 40.0  # left edge at rest
SHADOW_REACH = 20  # how far the box-shadow reaches left of the card, px (blur 16 px, x offset 0)
STRIP_ROW = int(CARD_Y) + 24  # a row through the orange header strip, clear of its rounding

SPRING = {"damping_ratio": 0.6, "mass": 1.0, "stiffness": 200.0}
EPSILON = 0.001  # AdwSpringAnimation's default
CLAMP = False
INITIAL_VELOCITY = 0.0

# Aim of the first grab's phase after GTK's frame grid, in us: GTK starts a frame within
# about 1 ms of its frame time and has finished drawing it 1 to 3 ms later on a quiet machine.
PHASE_MIN_US, PHASE_MAX_US, PHASE_AIM_US = 7000, 14000, 10500
SYNC_ATTEMPTS = 5
# libx264's quality. At CRF 18 it codes the first (intra) frame coarser and sharpens the
# still text over the next few frames by up to 45 grey levels, which a tracker comparing each
# frame with the first takes for motion; from CRF 10 on, still pixels stay within 1 level.
CRF = 10
MATCH_TOLERANCE = 0.3  # px: a grabbed image shows an engine frame whose value is this close
VIDEO_TOLERANCE = 0.5  # px: the encoded video's edge against the engine's value

CSS = b"""
.jl-card {
  background-color: #ffffff;
  border-radius: 14px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.28), 0 1px 3px rgba(0, 0, 0, 0.22);
}
.jl-card-header { background-color: #e66100; color: #ffffff; padding: 10px 16px; }
.jl-card-title { font-weight: bold; font-size: 13pt; }
.jl-card-body { padding: 12px 16px 0 16px; color: #303030; }
.jl-card-footer { padding: 0 16px 10px 16px; font-size: 9pt; }
"""

ROWS = [
    ("Morning run", "5.2 km along the river, 27 min"),
    ("Groceries", "Oat milk, lemons, basil, rye bread"),
    ("Team sync", "Room 4B at 10:30, bring the draft"),
    ("Dentist", "Thursday 16:00, reminder set"),
    ("Book club", "Chapter 9 of The Left Hand of Darkness"),
]


class Failure(Exception):
    """A reason to stop with a message and exit status 1."""


def fail_missing(what, package):
    raise Failure(f"{what} is missing; install it with: apt-get install {package}")


def check_tools():
    if shutil.which("ffmpeg") is None:
        fail_missing("ffmpeg", "ffmpeg")
    try:
        import gi
    except ImportError:
        fail_missing("PyGObject (the gi module of /usr/bin/python3)", "python3-gi")
    for namespace, version, package in (("Gtk", "4.0", "gir1.2-gtk-4.0"),
                                        ("GdkX11", "4.0", "gir1.2-gtk-4.0"),
                                        ("Adw", "1", "gir1.2-adw-1")):
        try:
            gi.require_version(namespace, version)
        except ValueError:
            fail_missing(f"the {namespace} {version} typelib", package)


def run_under_xvfb(argv):
    """Runs this script again under xvfb-run; returns its exit status."""
    if shutil.which("xvfb-run") is None:
        fail_missing("xvfb-run", "xvfb")
    if shutil.which("xauth") is None:
        fail_missing("xauth (needed by xvfb-run)", "xauth")
    command = ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN} -nolisten tcp",
               sys.executable, os.path.abspath(__file__), *argv, "--child"]
    return subprocess.run(command).returncode


def x_window_geometry(xid):
    """The window's client area on the X screen, (x, y, w, h), as the X server reports it."""
    path = ctypes.util.find_library("X11")
    if path is None:
        fail_missing("libX11", "libx11-6")
    x11 = ctypes.CDLL(path)
    p_int, p_uint, p_ulong = (ctypes.POINTER(t) for t in (ctypes.c_int, ctypes.c_uint,
                                                          ctypes.c_ulong))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XTranslateCoordinates.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong,
                                          ctypes.c_int, ctypes.c_int, p_int, p_int, p_ulong]
    x11.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong, p_ulong, p_int, p_int,
                                 p_uint, p_uint, p_uint, p_uint]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    if not display:
        raise Failure("cannot open the X display " + os.environ.get("DISPLAY", ""))
    try:
        root = x11.XDefaultRootWindow(display)
        x, y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        x11.XTranslateCoordinates(display, xid, root, 0, 0,
                                  ctypes.byref(x), ctypes.byref(y), ctypes.byref(child))
        r, gx, gy = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_int()
        w, h, border, depth = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
        x11.XGetGeometry(display, xid, ctypes.byref(r), ctypes.byref(gx), ctypes.byref(gy),
                         ctypes.byref(w), ctypes.byref(h), ctypes.byref(border),
                         ctypes.byref(depth))
        return x.value, y.value, w.value, h.value
    finally:
        x11.XCloseDisplay(display)


def monotonic_minus_realtime_us():
    """CLOCK_MONOTONIC (GTK's frame clock) minus CLOCK_REALTIME (x11grab's time stamps), us."""
    best = None
    for _ in range(20):
        a = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
        r = time.clock_gettime_ns(time.CLOCK_REALTIME)
        b = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
        if best is None or b - a < best[0]:
            best = (b - a, (a + b) / 2 - r)
    return best[1] / 1000.0


def spring_value(t):
    """AdwSpringAnimation's value t seconds after its start, for this script's spring."""
    m, k = SPRING["mass"], SPRING["stiffness"]
    beta = SPRING["damping_ratio"] * 2 * math.sqrt(m * k) / (2 * m)
    w0 = math.sqrt(k / m)
    w1 = math.sqrt(w0 * w0 - beta * beta)
    x0 = CARD_X_FROM - CARD_X_TO
    return CARD_X_TO + math.exp(-beta * t) * (
        x0 * math.cos(w1 * t) + (beta * x0 + INITIAL_VELOCITY) / w1 * math.sin(w1 * t))


# --------------------------------------------------------------------------- capture


class Capture:
    """One ffmpeg x11grab process: a lossless capture (each grab one frame, in order) and
    every grab's time."""

    def __init__(self, region, path):
        x, y, w, h = region
        command = [
            "ffmpeg", "-hide_banner", "-loglevel", "info", "-nostats", "-y",
            "-f", "x11grab", "-draw_mouse", "0", "-framerate", str(FPS),
            "-video_size", f"{w}x{h}", "-i", f"{os.environ['DISPLAY']}+{x},{y}",
            "-vf", "showinfo", "-fps_mode", "passthrough", "-enc_time_base", "-1",
            "-c:v", "libx264rgb", "-preset", "ultrafast", "-qp", "0", "-f", "nut", path,
        ]
        self.spawned_us = time.clock_gettime_ns(time.CLOCK_MONOTONIC) / 1000
        # ffmpeg stops cleanly, finishing the file, on 'q' on its standard input.
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.lines = []
        self.start_realtime_us = None  # the first grab, CLOCK_REALTIME
        self.pts = []  # each grab's time after the first, in time-base units
        self.time_base = None
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        start = re.compile(r"^\s*Duration: .*start: (-?\d+\.\d+)")
        frame = re.compile(r"\bn:\s*\d+\s+pts:\s*(-?\d+)\s+pts_time:")
        base = re.compile(r"config in time_base: (\d+)/(\d+)")
        for raw in self.process.stderr:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            m = frame.search(line)
            if m:
                self.pts.append(int(m.group(1)))
                continue
            self.lines.append(line)
            m = base.search(line)
            if m:
                self.time_base = (int(m.group(1)), int(m.group(2)))
                continue
            m = start.search(line)
            if m and self.start_realtime_us is None:
                self.start_realtime_us = round(float(m.group(1)) * 1e6)

    def grab_times_us(self, monotonic_offset_us):
        """Every grab's time on CLOCK_MONOTONIC."""
        num, den = self.time_base
        first = self.start_realtime_us + monotonic_offset_us
        return [first + p * 1e6 * num / den for p in self.pts]

    def kill(self):
        self.process.kill()
        self.process.wait()
        self.reader.join(5)

    def stop(self, timeout=20):
        """Asks ffmpeg to finish the file and waits; returns its exit status."""
        try:
            self.process.stdin.write(b"q")
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        self.reader.join(5)
        return code

    def error_text(self):
        return "\n".join(line for line in self.lines[-15:] if "Parsed_showinfo" not in line)


# --------------------------------------------------------------------------- the scene


class Recorder:
    """The GTK window, the animation, and the capture's schedule, driven by GTK's frame clock."""

    def __init__(self, capture_path):
        import gi
        gi.require_version("Gtk", "4.0")
        gi.require_version("Adw", "1")
        gi.require_version("GdkX11", "4.0")
        from gi.repository import Adw, Gdk, GdkX11, GLib, Gtk
        self.Adw, self.GdkX11, self.GLib, self.Gtk = Adw, GdkX11, GLib, Gtk
        self.capture_path = capture_path
        self.error = None
        self.state = "warmup"
        self.frames = []  # every frame GTK's clock ran: (frame time, monotonic time at its tick)
        self.painted = {}  # frame time -> monotonic time when GTK had drawn the frame
        self.engine = []  # (frame time, value): every value the animation set, in us and px
        self.start_us = None  # the frame time at which the animation was started
        self.done_us = None  # the frame time at which it ended
        self.capture = None
        self.starts = []  # each ffmpeg start: (spawned, first grab, its phase after GTK's grid)
        self.region = None

        if Gdk.Display.get_default() is None:
            raise Failure("GTK cannot open the X display " + os.environ.get("DISPLAY", ""))
        Adw.init()
        Adw.StyleManager.get_default().set_color_scheme(Adw.ColorScheme.FORCE_LIGHT)
        provider = Gtk.CssProvider()
        provider.load_from_data(CSS)
        Gtk.StyleContext.add_provider_for_display(
            Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)

        self.window = Gtk.Window(title="jellylab")
        self.window.set_decorated(False)
        self.window.set_resizable(False)
        self.window.set_default_size(WIN_W, WIN_H)
        self.window.set_size_request(WIN_W, WIN_H)

        page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        header = Adw.HeaderBar()
        header.set_show_start_title_buttons(False)
        header.set_show_end_title_buttons(False)
        header.set_title_widget(Adw.WindowTitle(title="Today", subtitle="5 reminders"))
        page.append(header)
        group = Adw.PreferencesGroup(title="Reminders", description="Synced a minute ago")
        group.set_margin_top(12)
        group.set_margin_start(12)
        group.set_margin_end(12)
        for title, subtitle in ROWS:
            row = Adw.ActionRow(title=title, subtitle=subtitle)
            row.add_suffix(Gtk.Image.new_from_icon_name("go-next-symbolic"))
            group.add(row)
        page.append(group)

        self.card = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        self.card.add_css_class("jl-card")
        self.card.set_overflow(Gtk.Overflow.HIDDEN)
        self.card.set_size_request(CARD_W, CARD_H)
        strip = Gtk.Box()
        strip.add_css_class("jl-card-header")
        title = Gtk.Label(label="New message", xalign=0)
        title.add_css_class("jl-card-title")
        strip.append(title)
        self.card.append(strip)
        body = Gtk.Label(
            label="Ana: the spring curves are in. Damping 0.6, stiffness 200; "
                  "shall we compare them with the recording tomorrow?",
            xalign=0, yalign=0, wrap=True, max_width_chars=30)
        body.add_css_class("jl-card-body")
        body.set_vexpand(True)
        self.card.append(body)
        footer = Gtk.Label(label="Today, 09:41", xalign=1)
        footer.add_css_class("jl-card-footer")
        footer.add_css_class("dim-label")
        self.card.append(footer)

        self.fixed = Gtk.Fixed()
        self.fixed.set_can_target(False)
        self.fixed.put(self.card, CARD_X_FROM, CARD_Y)
        overlay = Gtk.Overlay()
        overlay.set_child(page)
        overlay.add_overlay(self.fixed)
        self.window.set_child(overlay)

        params = Adw.SpringParams.new(SPRING["damping_ratio"], SPRING["mass"],
                                      SPRING["stiffness"])
        target = Adw.CallbackAnimationTarget.new(self._on_value)
        self.animation = Adw.SpringAnimation.new(
            self.window, CARD_X_FROM, CARD_X_TO, params, target)
        self.animation.set_epsilon(EPSILON)
        self.animation.set_clamp(CLAMP)
        self.animation.set_initial_velocity(INITIAL_VELOCITY)
        self.animation.connect("done", self._on_done)

        self.loop = GLib.MainLoop()

    def _on_value(self, value):
        """The animation's target: logs the value with its frame time and places the card."""
        self.engine.append((self.window.get_frame_clock().get_frame_time(), value))
        self.fixed.move(self.card, value, CARD_Y)

    def _on_done(self, _animation):
        self.done_us = self.window.get_frame_clock().get_frame_time()
        self.state = "tail"

    def _after_paint(self, clock):
        self.painted[clock.get_frame_time()] = self.GLib.get_monotonic_time()

    def _fail(self, message):
        if self.error is None:
            self.error = message
        self.loop.quit()
        return False

    def _tick(self, _widget, clock):
        """Runs in every frame of the recording, so the frame clock never idles, and steps
        through warm-up, the capture's start, rest, the animation and the tail."""
        frame_time = clock.get_frame_time()
        now = self.GLib.get_monotonic_time()
        self.frames.append((frame_time, now))
        try:
            return self._step(frame_time, now)
        except Failure as failure:
            return self._fail(str(failure))
        except Exception as error:
            return self._fail(f"{type(error).__name__}: {error}")

    def _step(self, frame_time, now):
        if self.state in ("rest", "animating", "tail") and self.capture.process.poll() is not None:
            raise Failure("ffmpeg stopped during the recording:\n" + self.capture.error_text())
        if self.state == "warmup" and len(self.frames) >= 20:
            xid = self.GdkX11.X11Surface.get_xid(self.window.get_surface())
            self.region = x_window_geometry(xid)
            if self.region[2:] != (WIN_W, WIN_H):
                raise Failure(f"the window is {self.region[2]}x{self.region[3]}, "
                              f"not {WIN_W}x{WIN_H}")
            size = (self.card.get_width(), self.card.get_height())
            if size != (CARD_W, CARD_H):
                raise Failure(f"the card is {size[0]}x{size[1]}, not {CARD_W}x{CARD_H}")
            self._start_capture()
        elif self.state == "sync":
            capture = self.capture
            if capture.process.poll() is not None:
                raise Failure("ffmpeg stopped:\n" + capture.error_text())
            if capture.start_realtime_us is not None:
                first = capture.start_realtime_us + monotonic_minus_realtime_us()
                phase = (first - frame_time) % PERIOD_US
                self.starts.append((capture.spawned_us, first, phase))
                if PHASE_MIN_US <= phase <= PHASE_MAX_US or len(self.starts) >= SYNC_ATTEMPTS:
                    self.state = "rest"
                    self.rest_until = first + REST_BEFORE_S * 1e6
                else:
                    # ffmpeg's first grab follows its start by a nearly constant delay:
                    # start the next one where that delay lands the grab on the aim.
                    delay = first - capture.spawned_us
                    capture.kill()
                    self.capture = None
                    self.state = "restarting"
                    t = time.clock_gettime_ns(time.CLOCK_MONOTONIC) / 1000 + 20000
                    t += (frame_time + PHASE_AIM_US - (t + delay)) % PERIOD_US
                    wait_ms = max(1, round((t - time.clock_gettime_ns(time.CLOCK_MONOTONIC)
                                            / 1000) / 1000))
                    self.GLib.timeout_add(wait_ms, self._start_capture,
                                          priority=self.GLib.PRIORITY_HIGH)
        elif self.state == "rest":
            if now >= self.rest_until:
                self.start_us = frame_time
                self.state = "animating"
                self.animation.play()
        elif self.state == "tail":
            if now >= self.done_us + REST_AFTER_S * 1e6:
                self.state = "stopped"
                self.loop.quit()
                return False
        return True

    def _start_capture(self):
        self.capture = Capture(self.region, self.capture_path)
        self.state = "sync"
        return False

    def run(self):
        """Shows the window, records, and returns once ffmpeg has finished the capture."""
        self.window.present()
        self.window.add_tick_callback(self._tick)

        def connect_paint():
            clock = self.window.get_frame_clock()
            if clock is None:
                return True
            clock.connect("after-paint", self._after_paint)
            return False

        self.GLib.idle_add(connect_paint)
        self.GLib.timeout_add_seconds(15, self._fail, "the recording took over 15 s")
        self.loop.run()
        if self.capture is not None:
            code = self.capture.stop()
            if self.error is None and code != 0:
                self.error = f"ffmpeg exited with status {code}:\n" + self.capture.error_text()
        if self.error is not None:
            raise Failure(self.error)
        ok, bounds = self.card.compute_bounds(self.window)
        box = (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        if not ok or box != (CARD_X_TO, CARD_Y, CARD_W, CARD_H):
            raise Failure(f"GTK places the card at rest at {box}, not "
                          f"{(CARD_X_TO, CARD_Y, CARD_W, CARD_H)}")

    def engine_version(self):
        Adw, Gtk = self.Adw, self.Gtk
        return (f"libadwaita {Adw.get_major_version()}.{Adw.get_minor_version()}."
                f"{Adw.get_micro_version()} AdwSpringAnimation (GTK {Gtk.get_major_version()}."
                f"{Gtk.get_minor_version()}.{Gtk.get_micro_version()})")


# --------------------------------------------------------------------------- measuring


def decode(path, crop=None, pix_fmt="bgr0", frames=None):
    """The frames of a video (all, or the first `frames`), in order and none repeated or
    dropped, as raw bytes (optionally a crop "w:h:x:y" of each), in one bytes object."""
    command = ["ffmpeg", "-v", "error", "-i", path, "-fps_mode", "passthrough",
               "-enc_time_base", "-1"]
    if frames:
        command += ["-frames:v", str(frames)]
    if crop:
        command += ["-vf", f"format={pix_fmt},crop={crop}"]
    command += ["-pix_fmt", pix_fmt, "-f", "rawvideo", "-"]
    result = subprocess.run(command, capture_output=True)
    if result.returncode != 0:
        raise Failure(f"ffmpeg cannot decode {path}:\n" + result.stderr.decode()[-2000:])
    return result.stdout


def edge(line, background, fill, rising, window=(3, 4)):
    """The sub-pixel position of the first edge from `background` (a profile of the same
    line without the card) into the level `fill` along `line`, or None: the first sample
    past the midpoint, then the area the fill covers in a few samples around it (an
    anti-aliased or blurred edge keeps its area). rising: the fill lies after the edge."""
    order = range(len(line)) if rising else range(len(line) - 1, -1, -1)
    for i in order:
        if line[i] < (background[i] + fill) / 2:
            break
    else:
        return None
    # Past the line's end the fill is taken to go on (a card entering across the border).
    lo, hi = (i - window[0], i + window[1]) if rising else (i - window[1] + 1, i + window[0] + 1)
    lo, hi = max(lo, 0), min(hi, len(line))
    covered = sum(min(1.0, max(0.0, (background[j] - line[j]) / (background[j] - fill)))
                  for j in range(lo, hi))
    return hi - covered if rising else lo + covered


def strip_edges(rows, width):
    """The card's left edge in each row profile (one per frame; the first shows no card),
    corrected by the offset the shadow gives the measurement, which the last frame, at rest
    at CARD_X_TO, shows; and the last frame's left and right edges as measured."""
    profiles = [rows[k * width:(k + 1) * width] for k in range(len(rows) // width)]
    background, last = profiles[0], profiles[-1]
    x0 = int(CARD_X_TO)
    fill = sorted(last[x0 + 3:x0 + 12])[4]
    left = edge(last, background, fill, True)
    right = edge(last, background, fill, False)
    if left is None or right is None:
        raise Failure("the card's header strip is not where it rests in the last frame")
    bias = left - CARD_X_TO
    lefts = []
    for profile in profiles:
        m = edge(profile, background, fill, True)
        lefts.append(None if m is None else m - bias)
    return lefts, (left, right), fill


# --------------------------------------------------------------------------- assembling


class Timeline:
    """GTK's frames and the card position each shows."""

    def __init__(self, recorder):
        self.times = sorted(t for t, _ in recorder.frames)
        self.painted = recorder.painted
        self.values = dict(recorder.engine)
        self.start_us = recorder.start_us
        self.done_us = recorder.done_us
        # The first frame in which the card or its shadow can show in the window.
        self.first_visible = min(t for t, v in recorder.engine if v < WIN_W + SHADOW_REACH)

    def x(self, t):
        """The card's left edge in the frame GTK drew for frame time t."""
        if t in self.values:
            return self.values[t]
        if t >= self.done_us:
            return CARD_X_TO
        if t <= self.start_us:
            return CARD_X_FROM
        before = [v for u, v in self.values.items() if u < t]
        return before[-1] if before else CARD_X_FROM

    def at_rest(self, t):
        """Whether the window looks the same at frame time t as at rest before or after."""
        return t < self.first_visible or t >= self.done_us


def identify(timeline, grabs, lefts):
    """For each grab, the frame time of the GTK frame its image shows, or None when no frame
    explains it. The frames drawn before the grab are the candidates; the card's measured
    edge picks among them, and the time GTK finished drawing each settles a tie."""
    shown = []
    for grab, left in zip(grabs, lefts):
        candidates = [t for t in timeline.times if grab - 8 * PERIOD_US <= t <= grab]
        if not candidates:
            shown.append(None)
            continue
        finished = [t for t in candidates if timeline.painted.get(t, t + 1000) <= grab]
        predicted = finished[-1] if finished else candidates[0]
        if left is None:
            matches = [t for t in candidates if timeline.x(t) >= WIN_W - 0.5]
        else:
            matches = [t for t in candidates if abs(timeline.x(t) - left) <= MATCH_TOLERANCE]
        known = [t for t in shown if t is not None]
        if known:  # a later grab cannot show an earlier frame
            matches = [t for t in matches if t >= known[-1]]
        shown.append(min(matches, key=lambda t: (abs(t - predicted), -t)) if matches else None)
    return shown


def assemble(recorder, grabs, capture_path, video_path):
    """Writes the video on GTK's frame grid from the grabbed images; returns its frames'
    frame times and what it took to make them."""
    timeline = Timeline(recorder)
    width = WIN_W * 4
    rows = decode(capture_path, f"{WIN_W}:1:0:{STRIP_ROW}")
    if len(rows) // width != len(grabs):
        raise Failure(f"the capture holds {len(rows) // width} frames but ffmpeg logged "
                      f"{len(grabs)} grabs")
    lefts, _, _ = strip_edges(rows[1::4], WIN_W)  # the green channel of bgr0
    shown = identify(timeline, grabs, lefts)
    known = [t for t in shown if t is not None]
    if not known:
        raise Failure("no grabbed image shows a frame GTK drew")
    origin, last = known[0], known[-1]
    slots = range(0, (last - origin) // PERIOD_US + 1)
    source = {}  # slot -> index of the first grab showing that frame
    for k, t in enumerate(shown):
        if t is not None and (t - origin) % PERIOD_US == 0:
            source.setdefault((t - origin) // PERIOD_US, k)

    # Each slot's image: its own grab, or at rest the unchanged image before it; else the
    # slot is left out of the video.
    plan, dropped, previous = [], [], None
    for s in slots:
        t = origin + s * PERIOD_US
        if s in source:
            previous = source[s]
            plan.append((s, previous))
        elif previous is not None and timeline.at_rest(t) and timeline.at_rest(shown[previous]):
            plan.append((s, previous))
        else:
            dropped.append(t)
    motion = [t for t in timeline.times if not timeline.at_rest(t)]
    missing = [t for t in dropped if not timeline.at_rest(t)]
    if len(missing) > len(motion) // 4:
        raise Failure(f"{len(missing)} of the {len(motion)} frames of the motion were not "
                      "grabbed or not drawn (the machine is too busy)")

    # Stream the images into the encoder, one a slot; a slot left out gets the image before
    # it as a stand-in, which the select filter drops, so the kept frames keep their slots'
    # time stamps.
    chosen = dict(plan)
    stand_in = [s for s in slots if s not in chosen]
    command = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y",
               "-f", "rawvideo", "-pix_fmt", "bgr0", "-video_size", f"{WIN_W}x{WIN_H}",
               "-framerate", str(FPS), "-i", "-"]
    if stand_in:
        command += ["-vf", "select='not(" + "+".join(f"eq(n,{s})" for s in stand_in) + ")'"]
    command += ["-fps_mode", "passthrough", "-c:v", "libx264", "-preset", "medium",
                "-crf", str(CRF), "-pix_fmt", "yuv420p", "-movflags", "+faststart", video_path]
    encoder = subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE)
    decoder = subprocess.Popen(
        ["ffmpeg", "-v", "error", "-i", capture_path, "-fps_mode", "passthrough",
         "-enc_time_base", "-1", "-pix_fmt", "bgr0", "-f", "rawvideo", "-"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)  # closed early: no broken-pipe noise
    frame_bytes = WIN_W * WIN_H * 4
    index, image = -1, None
    try:
        for s in slots:
            wanted = chosen.get(s, index)
            while index < wanted:
                image = decoder.stdout.read(frame_bytes)
                if len(image) < frame_bytes:
                    raise Failure("the capture ended early while decoding it")
                index += 1
            encoder.stdin.write(image)
    finally:
        decoder.stdout.close()
        decoder.wait()
        encoder.stdin.close()
        error = encoder.stderr.read().decode()
        if encoder.wait() != 0:
            raise Failure("ffmpeg could not encode the video:\n" + error[-2000:])
    kept = [s for s in slots if s in chosen]
    return {"origin": origin, "kept": kept, "dropped": dropped, "missing": missing,
            "shown": shown, "lefts": lefts, "timeline": timeline}


def verify(video_path, made):
    """Measures the encoded video: each frame must show the card where the engine put it for
    that frame's time, the last frame the card at rest where the truth says, and the still
    frames before the card shows must equal the first (to 2 grey levels)."""
    timeline, origin, kept = made["timeline"], made["origin"], made["kept"]
    still = sum(1 for s in kept if origin + s * PERIOD_US < timeline.first_visible)
    frames = decode(video_path, pix_fmt="gray", frames=still)
    size = WIN_W * WIN_H
    first = frames[:size]
    for k in range(1, still):
        frame = frames[k * size:(k + 1) * size]
        if frame != first:
            worst = max(abs(a - b) for a, b in zip(frame, first))
            if worst > 2:
                raise Failure(f"still video frame {k} differs from the first by up to {worst} "
                              "grey levels (the encoder's artefacts)")
    rows = decode(video_path, f"{WIN_W}:1:0:{STRIP_ROW}", "gray")
    if len(rows) // WIN_W != len(kept):
        raise Failure(f"the video has {len(rows) // WIN_W} frames, not {len(kept)}")
    lefts, (left, right), fill = strip_edges(rows, WIN_W)
    # At rest the card's shadow reaches out on both sides alike, so the strip's measured
    # centre is the card's; its top edge down the card's middle.
    column = decode(video_path, f"1:{WIN_H}:{int(CARD_X_TO + CARD_W / 2)}:0", "gray")
    lo = int(CARD_Y) - 12
    first, last = column[:WIN_H], column[-WIN_H:]
    top = edge(last[lo:lo + 40], first[lo:lo + 40], fill, True)
    centre = (left + right) / 2
    if (top is None or abs(centre - (CARD_X_TO + CARD_W / 2)) > 0.25
            or abs(lo + top - CARD_Y) > 0.5):
        raise Failure(f"the card at rest measures centre x {centre}, top {top and lo + top} "
                      f"in the video, not {CARD_X_TO + CARD_W / 2}, {CARD_Y}")
    errors = []
    for s, m in zip(kept, lefts):
        x = timeline.x(origin + s * PERIOD_US)
        if x < WIN_W - 4:
            if m is None:
                raise Failure(f"video frame {s} shows no card; the engine put it at {x:.2f}")
            errors.append(abs(m - x))
    worst = max(errors)
    if worst > VIDEO_TOLERANCE:
        raise Failure(f"a video frame shows the card {worst:.2f} px from the engine's value")
    return {"frames_checked": len(errors), "worst_px": worst,
            "rms_px": math.sqrt(sum(e * e for e in errors) / len(errors)),
            "rest": {"centre_x": centre, "top": lo + top, "left": left, "right": right}}


def write_truth(recorder, made, grabs, out_dir):
    start_ms = recorder.start_us // 1000
    duration_ms = recorder.animation.get_estimated_duration()
    frames = []
    for frame_time, value in recorder.engine:
        t_ms = frame_time // 1000  # libadwaita evaluates the spring at whole milliseconds
        if t_ms - start_ms < duration_ms:
            model = spring_value((t_ms - start_ms) / 1000)
            if abs(model - value) > 1e-6:
                raise Failure(f"the engine's value {value} at {t_ms - start_ms} ms is not "
                              f"the spring's {model}")
        frames.append([t_ms / 1000, value + CARD_W / 2])

    # How a grab's time relates to the frame it shows, over the grabs in the motion.
    timeline = made["timeline"]
    lags = [g - t for g, t in zip(grabs, made["shown"])
            if t is not None and not timeline.at_rest(t)]
    skipped = sum(1 for a, b in zip(timeline.times, timeline.times[1:])
                  if b - a > PERIOD_US and not timeline.at_rest(a))
    notes = (
        f"x11grab grabbed every 16667 us on its own timer, {min(lags) / 1000:.1f} to "
        f"{max(lags) / 1000:.1f} ms (median {sorted(lags)[len(lags) // 2] / 1000:.1f} ms) "
        f"after the frame time of the GTK frame each grab showed (GTK drew every 16667 us, "
        f"{skipped} frames skipped in the motion), so the video is laid on GTK's frame grid: "
        f"its frame at t s shows GTK's frame for frame-clock time {made['origin'] / 1e6:.6f} "
        f"+ 1.00002 t s, and {len(made['missing'])} frames of the motion, not drawn or not "
        f"grabbed, are left out. Frame-clock times are CLOCK_MONOTONIC seconds; those of "
        f"engine_frames are cut to the whole milliseconds libadwaita evaluates the spring at.")
    truth = {
        "name": NAME,
        "video": NAME + ".mp4",
        "source": "x11grab",
        "engine": recorder.engine_version(),
        "size": [WIN_W, WIN_H],
        "codec": "h264",
        "pix_fmt": "yuv420p",
        "fps": FPS,
        "property": "position",
        "axis": "x",
        "object": [CARD_X_TO, CARD_Y, float(CARD_W), float(CARD_H)],
        "motion": {
            "model": "spring",
            "damping_ratio": SPRING["damping_ratio"],
            "natural_frequency": math.sqrt(SPRING["stiffness"] / SPRING["mass"]),
            "engine_parameters": {
                "damping_ratio": SPRING["damping_ratio"], "mass": SPRING["mass"],
                "stiffness": SPRING["stiffness"], "epsilon": EPSILON, "clamp": CLAMP,
                "initial_velocity": INITIAL_VELOCITY,
                "value_from": CARD_X_FROM, "value_to": CARD_X_TO,
            },
            "from": CARD_X_FROM + CARD_W / 2,
            "to": CARD_X_TO + CARD_W / 2,
            "velocity": 0.0,
            "start_time": None,
        },
        "engine_frames": frames,
        "engine_clock_start": start_ms / 1000,
        "capture_notes": notes,
    }
    with open(os.path.join(out_dir, NAME + ".json"), "w") as f:
        json.dump(truth, f, indent=1)
        f.write("\n")
    return lags, skipped


def record(out_dir, diagnostics):
    check_tools()
    os.makedirs(out_dir, exist_ok=True)
    # GTK's Cairo renderer draws the card at fractional positions (its GL renderer rounds
    # them to whole pixels); X11; no accessibility bus or settings portal is looked for.
    os.environ["GSK_RENDERER"] = "cairo"
    os.environ["GDK_BACKEND"] = "x11"
    os.environ["GTK_A11Y"] = "none"
    os.environ["ADW_DISABLE_PORTAL"] = "1"
    os.environ.pop("GDK_SCALE", None)
    video_path = os.path.join(out_dir, NAME + ".mp4")
    for stale in (video_path, os.path.join(out_dir, NAME + ".json")):
        if os.path.exists(stale):
            os.remove(stale)
    with tempfile.TemporaryDirectory(prefix="record-adwaita-") as scratch:
        capture_path = os.path.join(scratch, "capture.nut")
        recorder = Recorder(capture_path)
        recorder.run()
        grabs = recorder.capture.grab_times_us(monotonic_minus_realtime_us())
        made = assemble(recorder, grabs, capture_path, video_path)
    check = verify(video_path, made)
    lags, skipped = write_truth(recorder, made, grabs, out_dir)
    if diagnostics:
        timeline = made["timeline"]
        with open(diagnostics, "w") as f:
            json.dump({
                "frames": recorder.frames, "painted": sorted(recorder.painted.items()),
                "engine": recorder.engine, "start_us": recorder.start_us,
                "done_us": recorder.done_us, "ffmpeg_starts_us": recorder.starts,
                "grabs_us": grabs, "shown_us": made["shown"], "lefts": made["lefts"],
                "origin_us": made["origin"], "kept_slots": made["kept"],
                "dropped_us": made["dropped"], "missing_us": made["missing"],
                "lags_us": lags, "skipped": skipped, "verify": check,
                "region": recorder.region, "ffmpeg": recorder.capture.lines,
                "first_visible_us": timeline.first_visible,
            }, f)


def main():
    started = time.monotonic()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="directory for the video and its truth")
    parser.add_argument("--diagnostics", help="also write the timing logs to this JSON file")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    try:
        if os.environ.get("DISPLAY"):
            record(args.out, args.diagnostics)
        elif args.child:
            raise Failure("xvfb-run did not set DISPLAY")
        else:
            code = run_under_xvfb([a for a in sys.argv[1:] if a != "--child"])
            if code != 0:
                if code != 1:  # the script itself says why before exiting with 1
                    print(f"record_adwaita.py: error: xvfb-run exited with status {code}",
                          file=sys.stderr)
                return code
    except Failure as failure:
        print(f"record_adwaita.py: error: {failure}", file=sys.stderr)
        return 1
    if not args.child:
        print(f"{NAME}: wrote {os.path.join(args.out, NAME)}.mp4 and .json "
              f"in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
