#!/usr/bin/python3
"""jellylab's platform curves against the real engines Debian ships: Qt 6's QEasingCurve and
Qt Quick's SpringAnimation (PyQt6, offscreen) and libadwaita's easings and spring animation
(PyGObject; the spring needs a display, so run under xvfb-run).

Records each engine's output, checks that it equals the committed recording in
Tests/Fixtures/engines (which the Swift tests compare jellylab's library with), and compares
`jellylab ease --curve ...` with the engine directly. --write rewrites the recordings.
Runs with Debian's /usr/bin/python3, which has the engines' bindings. Exit 1 on a mismatch.
"""

import argparse
import csv
import io
import os
import pathlib
import subprocess
import sys
import time

REPO = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = REPO / "Tests/Fixtures/engines"
# Progress values: 65 binary fractions and a few that are not.
PROGRESS = [k / 64 for k in range(65)] + [0.1, 0.123456789, 0.3, 0.7, 0.9, 0.999]

QT_PARAMETERS = {
    "Elastic": [{}, {"amplitude": 1.5, "period": 0.45}, {"amplitude": 0.5, "period": 0.2}],
    "Back": [{}, {"overshoot": 2.5}, {"overshoot": 0}],
    "Bounce": [{}, {"amplitude": 0.5}, {"amplitude": 1.5}],
}
SPRING_CASES = [  # dampingRatio, mass, stiffness, epsilon, initialVelocity, distance, clamp
    (r, m, k, e, v, d, c)
    for r in (0.3, 0.7, 1.0, 1.5, 3.0)
    for (m, k) in ((1.0, 100.0), (0.5, 500.0))
    for (e, d) in ((0.001, 1.0), (0.01, 100.0))
    for v in (0.0, 2.0)
    for c in (0, 1)
]
QTQUICK_CASES = [  # spring, damping, mass, epsilon, velocity, distance
    (2.0, 0.2, 1.0, 0.01, 0.0, 100.0),
    (5.0, 0.5, 2.0, 0.01, 0.0, 100.0),
    (1.0, 0.1, 1.0, 0.25, 300.0, 400.0),
]


def number(value):
    return repr(float(value))


def qt_rows():
    from PyQt6.QtCore import QEasingCurve

    rows = []
    for member in QEasingCurve.Type:
        name = member.name
        if name in ("BezierSpline", "TCBSpline", "Custom", "NCurveTypes"):
            continue
        family = next((f for f in QT_PARAMETERS if name.endswith(f)), None)
        for params in QT_PARAMETERS.get(family, [{}]):
            curve = QEasingCurve(member)
            for key, value in params.items():
                getattr(curve, "set" + key.capitalize())(value)
            args = ", ".join(f"{k}={v}" for k, v in params.items())
            label = f"qt:{name}" + (f"({args})" if args else "")
            for x in PROGRESS:
                rows.append([label, number(x), number(curve.valueForProgress(x))])
    return rows


def adwaita_easing_rows():
    import gi

    gi.require_version("Adw", "1")
    from gi.repository import Adw

    rows = []
    for attribute in dir(Adw.Easing):
        if not attribute.isupper():
            continue
        member = getattr(Adw.Easing, attribute)
        label = "gnome:" + attribute.lower().replace("_", "-")
        for x in PROGRESS:
            rows.append([label, number(x), number(Adw.Easing.ease(member, x))])
    return rows


def adwaita_spring_rows():
    import gi

    gi.require_version("Adw", "1")
    gi.require_version("Gtk", "4.0")
    from gi.repository import Adw, Gtk

    Adw.init()
    widget = Gtk.Label()
    rows = []
    for r, m, k, e, v, d, c in SPRING_CASES:
        target = Adw.CallbackAnimationTarget.new(lambda value: None)
        animation = Adw.SpringAnimation.new(widget, 0, d, Adw.SpringParams.new(r, m, k), target)
        animation.set_epsilon(e)
        animation.set_initial_velocity(v)
        animation.set_clamp(bool(c))
        rows.append([*map(number, (r, m, k, e, v, d)), str(c), str(animation.get_estimated_duration())])
    return rows


def qtquick_rows():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PyQt6.QtCore import QByteArray, QTimer, QUrl
    from PyQt6.QtGui import QGuiApplication
    from PyQt6.QtQml import QQmlComponent, QQmlEngine

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    engine = QQmlEngine()
    rows = []
    for case, (spring, damping, mass, epsilon, velocity, distance) in enumerate(QTQUICK_CASES):
        component = QQmlComponent(engine)
        component.setData(
            QByteArray(
                (
                    "import QtQuick\nItem { property real v: 0\n"
                    f"  Behavior on v {{ SpringAnimation {{ spring: {spring}; damping: {damping};"
                    f" mass: {mass}; epsilon: {epsilon}; velocity: {velocity} }} }} }}\n"
                ).encode()
            ),
            QUrl(),
        )
        item = component.create()
        if item is None:
            raise SystemExit("QML: " + "; ".join(e.toString() for e in component.errors()))
        seen = []

        def changed(item=item, seen=seen, distance=distance):
            seen.append(item.property("v"))
            if seen[-1] == distance:  # the animation snaps to its target when it comes to rest
                QTimer.singleShot(100, app.quit)

        item.vChanged.connect(changed)
        QTimer.singleShot(20, lambda item=item, distance=distance: item.setProperty("v", distance))
        limit = QTimer()
        limit.setSingleShot(True)
        limit.timeout.connect(app.quit)
        limit.start(20000)
        app.exec()
        limit.stop()
        label = (
            f"qtquick:SpringAnimation({spring}, {damping}, {mass}, {epsilon}, {velocity}, {distance})"
        )
        rows += [[label, str(i), number(value)] for i, value in enumerate(seen)]
    return rows


def jellylab_values(jellylab, curve, inputs):
    out = subprocess.run(
        [jellylab, "ease", "--curve", curve, "--at", ",".join(map(repr, inputs))],
        check=True, capture_output=True, text=True,
    ).stdout
    return [float(row["value"]) for row in csv.DictReader(io.StringIO(out))]


def jellylab_steps(jellylab, curve):
    """The positions of a stepping curve: the distinct consecutive values of 20,001 samples."""
    out = subprocess.run(
        [jellylab, "ease", "--curve", curve, "--samples", "20001"],
        check=True, capture_output=True, text=True,
    ).stdout
    steps = []
    for row in csv.DictReader(io.StringIO(out)):
        value = float(row["value"])
        if not steps or value != steps[-1]:
            steps.append(value)
    return steps


def compare_with_fixture(name, rows, write):
    path = FIXTURES / name
    text = "".join(",".join(row) + "\n" for row in rows)
    if write:
        path.write_text(text)
        return 0
    committed = path.read_text() if path.exists() else ""
    if committed != text:
        print(f"MISMATCH {name}: the engine's output differs from the committed recording")
        return 1
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the recordings")
    parser.add_argument("--jellylab", default=os.environ.get("JELLYLAB", str(REPO / ".build/debug/jellylab")))
    args = parser.parse_args()
    failures = 0
    worst = {}

    qt = qt_rows()
    failures += compare_with_fixture("qt-easing.csv", qt, args.write)
    gnome = adwaita_easing_rows()
    failures += compare_with_fixture("adwaita-easing.csv", gnome, args.write)
    for rows, tolerance in ((qt, 1e-12), (gnome, 1e-12)):
        labels = dict.fromkeys(row[0] for row in rows)
        for label in labels:
            expected = [float(row[2]) for row in rows if row[0] == label]
            got = jellylab_values(args.jellylab, label, PROGRESS)
            error = max(abs(a - b) for a, b in zip(expected, got))
            family = label.split(":")[0]
            worst[family] = max(worst.get(family, 0), error)
            if error > tolerance:
                print(f"MISMATCH {label}: jellylab differs from the engine by {error:.3g}")
                failures += 1

    springs = adwaita_spring_rows()
    failures += compare_with_fixture("adwaita-spring.csv", springs, args.write)

    started = time.monotonic()
    quick = qtquick_rows()
    if args.write:
        compare_with_fixture("qtquick-spring.csv", quick, True)
    for spring, damping, mass, epsilon, velocity, distance in QTQUICK_CASES:
        label = f"qtquick:SpringAnimation({spring}, {damping}, {mass}, {epsilon}, {velocity}, {distance})"
        seen = [float(row[2]) for row in quick if row[0] == label]
        steps = [value * distance for value in jellylab_steps(args.jellylab, label)]
        # Each value the engine wrote is one of jellylab's steps, in order; it ends on the target.
        index = 0
        worst_step = 0.0
        for value in seen:
            while index < len(steps) and abs(steps[index] - value) > 1e-9 * distance:
                index += 1
            if index == len(steps):
                print(f"MISMATCH {label}: the engine wrote {value!r}, not a step of jellylab's after step {len(steps)}")
                failures += 1
                break
        else:
            if not seen or seen[-1] != distance or index != len(steps) - 1:
                print(f"MISMATCH {label}: the engine ended on {seen[-1] if seen else None} at step {index} of {len(steps) - 1}")
                failures += 1
        worst["qtquick steps"] = f"{len(seen)} values written, {len(steps) - 1} steps"
        print(f"{label}: engine wrote {len(seen)} values, all among jellylab's {len(steps) - 1} steps")

    print(
        f"engines: Qt easing {len({r[0] for r in qt})} curves × {len(PROGRESS)} inputs,"
        f" largest difference {worst.get('qt', 0):.3g}; libadwaita easing {len({r[0] for r in gnome})}"
        f" curves, largest difference {worst.get('gnome', 0):.3g}; {len(springs)} libadwaita spring"
        f" durations; Qt Quick SpringAnimation {len(QTQUICK_CASES)} runs ({time.monotonic() - started:.1f} s)"
    )
    if failures:
        print(f"{failures} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
