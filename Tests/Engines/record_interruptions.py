#!/usr/bin/python3
"""Interrupted motion in the real engines Debian bookworm ships (issue 43): Qt Quick's
`Behavior` + `SpringAnimation` given a new target while it runs (PyQt6 6.4.2, offscreen), and
libadwaita 1.2.2's `AdwSpringAnimation` stopped and restarted with `initial-velocity` (PyGObject,
a mapped Gtk 4 window whose frame clock ticks: run under `xvfb-run -a`). Runs with Debian's
/usr/bin/python3. With --write it rewrites the recordings in Tests/Fixtures/engines; without it,
it records again and compares with the committed files (exit 1 on a mismatch). The Chromium CSS
transitions live in Tests/Browser/record_css_interruptions.py. A 200 px move throughout.

qtquick-spring-retarget.csv
---------------------------
What: `Item { property real v: 0; Behavior on v { SpringAnimation {...} } }`, v set to 200;
inside the change handler of the N-th value change (N = 15, one case N = 5) v is set to the new
target; every value the engine writes afterwards until it rests on the new target. All cases run
side by side on Qt's one animation timer. One row per value change:
  case, spring, damping, mass, epsilon, max_velocity (QML `velocity:`, 0 = none),
  first_target (200), new_target, retarget_after (N), index (0-based, the value after the
  index+1-th write), target (the target in force when the value was written), retarget (1 on the
  row whose change handler set the new target), value (repr, full precision), clock_ms.
clock_ms is the real-time part: Qt's QUnifiedTimer time (a QPauseAnimation started with the
recording, integer ms) when the value was written; it differs from run to run. Every other column
is deterministic as long as each frame holds one 16 ms step (see below).
Engine facts (qtdeclarative v6.4.2, src/quick/util/qquickspringanimation.cpp and
src/quick/util/qquickbehavior.cpp):
- QQuickBehavior::write stops a running animation instance only when its duration() is not
  −1; a QSpringAnimation's is −1, so the running spring is not stopped. It calls the
  animation's transition(); QQuickSpringAnimation::transition
  finds the running QSpringAnimation for the property in `activeAnimations`, sets its `to`,
  `currentValue` = the property's current value, copies the parameters, and calls restart(); it
  never touches `velocity`. So the running spring keeps its velocity when its target changes.
- updateCurrentTime: elapsed = time − lastTime (ms, int); a frame with elapsed < 16 does
  nothing; otherwise count = elapsed / 16 steps of
  v ← v + (spring·(to − x) − damping·v)/mass (no division when mass = 1),
  v clamped to ±velocity when velocity > 0, x ← x + v·16/1000,
  and the remainder elapsed − 16·count carries (lastTime = time − remainder). The rest test
  |v| < ε and |to − x| < ε (then x = to, v = 0, stop) runs once per frame, after the frame's
  steps, not after each step. restart() sets skipUpdate and lastTime = 0.
- Observed here: Qt's timer ticks every ~16–17 ms. In a run where every frame holds one step,
  each written value is exactly one step and the recording equals "continue the 16 ms stepper
  from the same x and v toward the new `to`", one step per row, bit for bit (stepper_check
  below; the committed file is such a run: 1074 of 1074 values bit-exact; with the velocity
  reset to 0 at the retarget instead, 148 are, and the worst is 44 px off). The retarget loses
  no step. The `velocity:` cases are clamped on 119 steps.
- Two-step frames do occur: all cases share one timer, so one late tick (machine under load)
  gives every running case a two-step frame. The retarget makes them likelier: restart() sets
  skipUpdate and lastTime = 0, and in some runs the tick after the retarget is skipped (no value
  written), the next one measures ~31 ms from the restart, takes one step and carries ~15 ms, so
  the following tick (≥ 32 ms) takes two steps. Only runs with one step per frame are
  kept: the cases with a two-step frame are recorded again (up to eight runs, a second or two
  each); the check compares clean runs exactly (but clock_ms), and a case never recorded clean
  only up to its first two-step value (printing so).

adwaita-spring-restart.csv
--------------------------
What: a mapped Gtk.Window under xvfb-run, gtk-enable-animations forced on (libadwaita 1.2 has no
`follow-enable-animations-setting`; it reads Gtk.Settings' gtk-enable-animations), an
Adw.SpringAnimation from 0 to 200 with Adw.SpringParams.new(ratio, 1, 100) (epsilon 0.001, no
clamp) and a CallbackAnimationTarget. At the first frame whose animation time t ≥ T = 300 ms, in
the target callback: get_value() and get_velocity() are read, the first animation is paused
(pause() leaves value and velocity alone; reset() writes the value at t = 0 (0 px) to the target;
skip() writes the end value (200 px)), and a second Adw.SpringAnimation from that value to the new
target (0 or 300) with set_initial_velocity(velocity) is played. Ratios 0.3, 0.7, 1.0; all six
cases side by side on one widget. One row per target callback, and one `interrupt` row:
  case, ratio, mass, stiffness, epsilon, T_ms, new_target, animation (1 first, 2 second),
  event (tick | interrupt), from, to, initial_velocity, estimated_duration_ms (the engine's
  get_estimated_duration()), start_ms (the animation's start time as libadwaita holds it, see
  below), frame_time_us (the frame clock's get_frame_time() in the callback), t_ms (the elapsed
  milliseconds the engine fed calculate_value: frame_time_us // 1000 − start_ms), value (repr),
  velocity (get_velocity() after the tick, units per second).
The first animations are played inside a frame-clock tick callback (10 frames after the
window maps), so their start_ms is that frame's time and their first tick is the next frame
(t = 16 or 17). The `interrupt` row holds what was read at the interruption (same frame as the
last tick of animation 1) and, as its initial_velocity/estimated_duration_ms, the second
animation's. Each animation's last row has t ≥ its estimated duration: the engine then calls
skip(), which writes `to` with velocity 0. A run in which the frame clock skipped a frame before
the interruption (so that it came at t = 317, not 300) is recorded again (up to three runs).
frame_time_us and start_ms are real time; t_ms follows from them. For a given t_ms the value and
velocity are deterministic, and so is a second animation given the t at which the first was
interrupted. The check compares exactly: the cases and their parameters, the first animations'
estimated durations, and every row whose (case, animation, interruption t, t_ms) also occurs in
the committed file (value, velocity, estimated duration, from); it requires that each case
shares some rows.
Engine facts (GNOME/libadwaita tag 1.2.2, src/adw-animation.c, src/adw-spring-animation.c):
- play(): start_time (ms, gint64) += gdk_frame_clock_get_frame_time(widget's clock) / 1000
  (integer division of µs) − paused_time. Called outside a frame this is the clock's last frame
  time, so the first tick's t need not be 0. tick_cb: frame_time = get_frame_time() / 1000 (ms,
  integer); t = (guint)(frame_time − start_time); if t ≥ estimated duration: skip() (value = to,
  velocity = 0, done); else value = calculate_value(t). So the time base is whole milliseconds
  (frames 16 or 17 ms apart at 60 Hz).
- A second animation played inside a tick callback gets start_time = that frame's time and its
  first tick in the next frame (t = 16 or 17), never t = 0 in the same frame.
- get_velocity() is the analytic derivative of the closed-form oscillation (oscillate(), the
  `velocity` out-parameter), evaluated at the same integer t as the value, in units per second;
  0 once t ≥ estimated duration. No finite difference.
- oscillate(t): t/1000 s, beta = damping/(2m), omega0 = sqrt(k/m), x0 = from − to, v0 =
  initial velocity; critically damped when |beta − omega0| < FLT_EPSILON (ratio 1 here),
  underdamped when beta < omega0 (cos/sin), overdamped otherwise (coshl/sinhl, long double).
  The estimated duration is a guint: −ln(epsilon)/beta·1000 truncated when beta ≤ omega0
  (Newton iterations on the overdamped solution otherwise); it is recomputed when from, to or
  initial velocity change.
- pause(): state PAUSED, tick callback removed, paused_time = frame time / 1000; value untouched.
- Checked with a few lines of Python (not part of this script): oscillate() written out in
  Python doubles at each row's t_ms gives every value and velocity of the committed file bit
  for bit (584 ticks before the estimated duration; ratios ≤ 1, so no long-double branch); each
  second animation's from and initial_velocity equal the interrupt row's value and velocity.
"""

import argparse
import csv
import io
import os
import pathlib
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = REPO / "Tests/Fixtures/engines"
QT_FIXTURE = "qtquick-spring-retarget.csv"
ADW_FIXTURE = "adwaita-spring-restart.csv"

# spring, damping, mass, epsilon, max velocity, new target, retarget after N value changes
QT_SPRINGS = {
    "A": (2.0, 0.2, 1.0, 0.01, 0.0),
    "B": (5.0, 0.5, 2.0, 0.01, 0.0),
    "C": (1.0, 0.1, 1.0, 0.25, 300.0),
}
QT_CASES = [
    (name, params, new_target, n)
    for name, params in QT_SPRINGS.items()
    for new_target, n in ((0.0, 15), (300.0, 15))
] + [
    ("A", (2.0, 0.2, 1.0, 0.01, 0.0), 0.0, 5),
    ("A", (2.0, 0.2, 1.0, 0.01, 500.0), 100.0, 15),
    ("B", (5.0, 0.5, 2.0, 0.01, 500.0), 100.0, 15),
    ("C", (1.0, 0.1, 1.0, 0.25, 300.0), 100.0, 15),
]
QT_COLUMNS = [
    "case", "spring", "damping", "mass", "epsilon", "max_velocity", "first_target", "new_target",
    "retarget_after", "index", "target", "retarget", "value", "clock_ms",
]
QT_REAL_TIME = {"clock_ms"}

ADW_RATIOS = (0.3, 0.7, 1.0)
ADW_MASS, ADW_STIFFNESS, ADW_T = 1.0, 100.0, 300
ADW_NEW_TARGETS = (0.0, 300.0)
ADW_COLUMNS = [
    "case", "ratio", "mass", "stiffness", "epsilon", "T_ms", "new_target", "animation", "event",
    "from", "to", "initial_velocity", "estimated_duration_ms", "start_ms", "frame_time_us", "t_ms",
    "value", "velocity",
]

FIRST_TARGET = 200.0


def number(value):
    return repr(float(value))


def qtquick_rows(cases):
    """The cases (indices into QT_CASES) side by side on Qt's animation timer; one row per value
    change."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PyQt6.QtCore import QByteArray, QPauseAnimation, QTimer, QUrl
    from PyQt6.QtGui import QGuiApplication
    from PyQt6.QtQml import QQmlComponent, QQmlEngine

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    engine = QQmlEngine()
    clock = QPauseAnimation(600_000)  # its currentTime is the QUnifiedTimer time, ms
    runs = []
    for case in cases:
        _, params, new_target, n = QT_CASES[case]
        spring, damping, mass, epsilon, max_velocity = params
        component = QQmlComponent(engine)
        component.setData(
            QByteArray(
                (
                    "import QtQuick\nItem { property real v: 0\n"
                    f"  Behavior on v {{ SpringAnimation {{ spring: {spring}; damping: {damping};"
                    f" mass: {mass}; epsilon: {epsilon}; velocity: {max_velocity} }} }} }}\n"
                ).encode()
            ),
            QUrl(),
        )
        item = component.create()
        if item is None:
            raise SystemExit("QML: " + "; ".join(e.toString() for e in component.errors()))
        run = {"case": case, "item": item, "params": params, "new": new_target, "n": n, "seen": [], "done": False}

        def changed(run=run):
            seen = run["seen"]
            target = FIRST_TARGET if len(seen) < run["n"] else run["new"]
            seen.append((run["item"].property("v"), target, clock.currentTime()))
            if len(seen) == run["n"]:
                run["item"].setProperty("v", run["new"])
            elif len(seen) > run["n"] and seen[-1][0] == run["new"]:  # snapped: at rest
                run["done"] = True
                if all(r["done"] for r in runs):
                    QTimer.singleShot(100, app.quit)

        item.vChanged.connect(changed)
        runs.append(run)

    def start():
        clock.start()
        for run in runs:
            run["item"].setProperty("v", FIRST_TARGET)

    QTimer.singleShot(20, start)
    limit = QTimer()
    limit.setSingleShot(True)
    limit.timeout.connect(app.quit)
    limit.start(20000)
    app.exec()
    limit.stop()
    clock.stop()
    rows = []
    for run in runs:
        case = run["case"]
        if not run["done"]:
            raise SystemExit(f"Qt Quick case {case} did not come to rest within 20 s")
        spring, damping, mass, epsilon, max_velocity = run["params"]
        for index, (value, target, clock_ms) in enumerate(run["seen"]):
            rows.append([
                str(case), number(spring), number(damping), number(mass), number(epsilon),
                number(max_velocity), number(FIRST_TARGET), number(run["new"]), str(run["n"]),
                str(index), number(target), "1" if index == run["n"] - 1 else "0", number(value),
                str(clock_ms),
            ])
    return rows


def stepper_check(rows):
    """The index of the first row of one case's recording that differs from Qt's 16 ms stepper
    run one step per written value, the state (x, v) carried through the retarget unchanged and
    only `to` switched (the rest test after each step, as one-step frames make it); None when
    every row equals it. A differing row means a frame held two steps (or the engine changed)."""
    spring, damping, mass, epsilon, max_velocity = (float(v) for v in rows[0][1:6])
    x = v = 0.0
    for index, row in enumerate(rows):
        to = float(row[10])
        diff = to - x
        v = v + spring * diff - damping * v if mass == 1 else v + (spring * diff - damping * v) / mass
        if max_velocity > 0:
            v = min(max(v, -max_velocity), max_velocity)
        x += v * 16.0 / 1000.0
        if abs(v) < epsilon and abs(to - x) < epsilon:
            x, v = to, 0.0
        if float(row[12]) != x:
            return index
    return None


def qtquick_clean_rows(rounds=8):
    """Each case's rows from a run in which every frame held one 16 ms step: the cases whose run
    had a two-step frame (real time, under load) are recorded again, up to `rounds` runs. Returns
    {case: rows} and {case: index of the first two-step value} for cases never recorded clean."""
    clean, dirty = {}, {}
    pending = list(range(len(QT_CASES)))
    for _ in range(rounds):
        rows = qtquick_rows(pending)
        for case in pending:
            case_rows = [row for row in rows if row[0] == str(case)]
            first = stepper_check(case_rows)
            if first is None:
                clean[case] = case_rows
                dirty.pop(case, None)
            else:
                dirty[case] = (first, case_rows)
        pending = sorted(dirty)
        if not pending:
            break
        print(f"Qt Quick: a frame held two 16 ms steps in case(s) {pending}; recording them again")
    return clean, dirty


def adwaita_rows():
    import gi

    gi.require_version("Adw", "1")
    gi.require_version("Gtk", "4.0")
    from gi.repository import Adw, GLib, Gtk

    Adw.init()
    Gtk.Settings.get_default().props.gtk_enable_animations = True
    window = Gtk.Window()
    label = Gtk.Label(label="jellylab")
    window.set_child(label)
    window.present()
    loop = GLib.MainLoop()
    clock = label.get_frame_clock
    runs = []

    for ratio in ADW_RATIOS:
        for new_target in ADW_NEW_TARGETS:
            run = {"ratio": ratio, "new": new_target, "rows": [], "done": False}
            runs.append(run)

            def params(ratio=ratio):
                return Adw.SpringParams.new(ratio, ADW_MASS, ADW_STIFFNESS)

            def row(run, animation, event, a, start_ms, frame_us, value, velocity, initial=None):
                return [
                    run["case"], number(run["ratio"]), number(ADW_MASS), number(ADW_STIFFNESS),
                    number(a.get_epsilon()), str(ADW_T), number(run["new"]), str(animation), event,
                    number(a.get_value_from()), number(a.get_value_to()),
                    number(a.get_initial_velocity() if initial is None else initial),
                    str(a.get_estimated_duration()), str(start_ms), str(frame_us),
                    str(frame_us // 1000 - start_ms), number(value), number(velocity),
                ]

            def second_tick(value, run=run):
                a = run["second"]
                frame_us = clock().get_frame_time()
                run["rows"].append(row(run, 2, "tick", a, run["start2"], frame_us, value, a.get_velocity()))

            def first_tick(value, run=run, params=params, second_tick=second_tick):
                a = run["first"]
                frame_us = clock().get_frame_time()
                run["rows"].append(row(run, 1, "tick", a, run["start1"], frame_us, value, a.get_velocity()))
                if "second" in run or frame_us // 1000 - run["start1"] < ADW_T:
                    return
                value, velocity = a.get_value(), a.get_velocity()
                a.pause()
                if (a.get_value(), a.get_velocity()) != (value, velocity):
                    raise SystemExit("libadwaita: pause() changed the value or the velocity")
                second = Adw.SpringAnimation.new(
                    label, value, run["new"], params(), Adw.CallbackAnimationTarget.new(second_tick))
                second.set_initial_velocity(velocity)
                run["second"] = second
                run["start2"] = clock().get_frame_time() // 1000  # as play() computes it
                run["rows"].append(row(run, 1, "interrupt", a, run["start1"], frame_us, value, velocity))
                run["rows"][-1][11] = number(second.get_initial_velocity())
                run["rows"][-1][12] = str(second.get_estimated_duration())
                second.connect("done", lambda _a, run=run: finished(run))
                second.play()

            run["case"] = str(len(runs) - 1)
            run["first"] = Adw.SpringAnimation.new(
                label, 0, FIRST_TARGET, params(), Adw.CallbackAnimationTarget.new(first_tick))

    def finished(run):
        run["done"] = True
        if all(r["done"] for r in runs):
            loop.quit()

    def start(widget, frame_clock):
        # Played inside a frame, so that start_time is that frame's time (outside a frame,
        # play() reads the clock's last frame time, which may be older).
        if frame_clock.get_frame_counter() < 10:  # let the window settle first
            return GLib.SOURCE_CONTINUE
        for run in runs:
            run["start1"] = frame_clock.get_frame_time() // 1000  # as play() computes it
            run["first"].play()
        return GLib.SOURCE_REMOVE

    label.add_tick_callback(start)
    GLib.timeout_add(10000, loop.quit)
    loop.run()
    rows = []
    for run in runs:
        if not run["done"]:
            raise SystemExit(f"libadwaita case {run['case']} did not finish within 10 s")
        rows += run["rows"]
    return rows


def csv_text(columns, rows):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return out.getvalue()


def read_fixture(name):
    path = FIXTURES / name
    if not path.exists():
        return None
    return list(csv.DictReader(io.StringIO(path.read_text())))


def dict_rows(columns, rows):
    return [dict(zip(columns, row)) for row in rows]


def check_qtquick(clean, dirty):
    """Clean runs must equal the committed rows exactly (but clock_ms); a case never recorded
    clean is compared up to its first two-step frame."""
    committed = read_fixture(QT_FIXTURE)
    if committed is None:
        return f"{QT_FIXTURE} is missing"
    keep = [c for c in QT_COLUMNS if c not in QT_REAL_TIME]
    for case in range(len(QT_CASES)):
        old = [[r[c] for c in keep] for r in committed if r["case"] == str(case)]
        if case in clean:
            new = [[r[c] for c in keep] for r in dict_rows(QT_COLUMNS, clean[case])]
        else:
            first, rows = dirty[case]
            new = [[r[c] for c in keep] for r in dict_rows(QT_COLUMNS, rows)][:first]
            old = old[:first]
            print(f"{QT_FIXTURE}: case {case} compared up to index {first} only (no run without a"
                  " two-step frame)")
        if new != old:
            at = next((i for i, (a, b) in enumerate(zip(new, old)) if a != b), min(len(new), len(old)))
            return (f"{QT_FIXTURE}: case {case} differs from the committed recording at index {at}"
                    f" ({len(new)} values recorded, {len(old)} committed)")
    return None


def check_adwaita(rows):
    committed = read_fixture(ADW_FIXTURE)
    if committed is None:
        return f"{ADW_FIXTURE} is missing"
    fresh = dict_rows(ADW_COLUMNS, rows)
    params = ["case", "ratio", "mass", "stiffness", "epsilon", "T_ms", "new_target"]

    def cases(table):
        return sorted({tuple(r[c] for c in params) for r in table})

    if cases(fresh) != cases(committed):
        return f"{ADW_FIXTURE}: the cases differ from the committed recording"

    def interrupt_t(table):
        return {r["case"]: r["t_ms"] for r in table if r["event"] == "interrupt"}

    def keyed(table):
        stops = interrupt_t(table)
        return {(r["case"], r["animation"], r["event"], stops[r["case"]] if r["animation"] == "2" else "", r["t_ms"]):
                r for r in table}

    old, new = keyed(committed), keyed(fresh)
    compared = {}
    for key, row in new.items():
        if key in old:
            for column in ("from", "to", "initial_velocity", "estimated_duration_ms", "value", "velocity"):
                if row[column] != old[key][column]:
                    return (f"{ADW_FIXTURE}: case {key[0]} animation {key[1]} at t = {key[4]} ms:"
                            f" {column} {row[column]} (committed {old[key][column]})")
            compared[key[:2]] = compared.get(key[:2], 0) + 1
    for r in fresh:
        if r["animation"] == "1":
            first = next(c for c in committed if c["case"] == r["case"] and c["animation"] == "1")
            if r["estimated_duration_ms"] != first["estimated_duration_ms"]:
                return f"{ADW_FIXTURE}: case {r['case']}: the first animation's estimated duration differs"
    fresh_stops, old_stops = interrupt_t(fresh), interrupt_t(committed)
    for case in sorted(fresh_stops):
        if compared.get((case, "1"), 0) == 0:
            return f"{ADW_FIXTURE}: case {case}: the first animation shares no t with the committed recording"
        if fresh_stops[case] != old_stops[case]:
            print(f"{ADW_FIXTURE}: case {case} was interrupted at t = {fresh_stops[case]} ms, the committed"
                  f" recording at {old_stops[case]} ms: its second animation is not compared")
    print(f"{ADW_FIXTURE}: {sum(compared.values())} of {len(fresh)} rows share (case, animation,"
          f" interruption t, t) with the committed recording and equal it")
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the recordings")
    parser.add_argument("--only", choices=("qtquick", "adwaita"), help="one engine")
    args = parser.parse_args()
    failures = 0

    if args.only in (None, "qtquick"):
        clean, dirty = qtquick_clean_rows()
        rows = [row for case in sorted(clean) for row in clean[case]]
        if args.write:
            if dirty:
                print(f"not written: case(s) {sorted(dirty)} never ran with one step per frame")
                failures += 1
            else:
                (FIXTURES / QT_FIXTURE).write_text(csv_text(QT_COLUMNS, rows))
        else:
            problem = check_qtquick(clean, dirty)
            if problem is not None:
                print(problem)
                failures += 1
        print(f"Qt Quick SpringAnimation retargeted: {len(QT_CASES)} cases, {len(clean)} recorded with one"
              f" 16 ms step per value ({len(rows)} values), each equal to the stepper continued with"
              " the same x and v toward the new target")

    if args.only in (None, "adwaita"):
        for attempt in range(3):
            rows = adwaita_rows()
            first_t = [int(row[15]) for row in rows if row[0] == "0" and row[7] == "1" and row[8] == "tick"]
            if max(b - a for a, b in zip(first_t, first_t[1:])) <= 17:
                break
            # Real time: the frame clock skipped a frame (machine under load), so the
            # interruption may come later than the first frame at or after T; record again.
            print("libadwaita: a frame was skipped before the interruption; recording again")
        if args.write:
            (FIXTURES / ADW_FIXTURE).write_text(csv_text(ADW_COLUMNS, rows))
        else:
            problem = check_adwaita(rows)
            if problem is not None:
                print(problem)
                failures += 1
        print(f"libadwaita spring restarted: {len(ADW_RATIOS) * len(ADW_NEW_TARGETS)} cases, {len(rows)} rows")

    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
