"""Interrupted CSS transitions in Chromium (issue 43): a transition of `left` given a new target
while it runs, recorded per requestAnimationFrame in real time and, deterministically, by pausing
and seeking. Runs with the project venv's python (Playwright) and Debian's chromium
(`make venv`, then `.venv/bin/python Tests/Browser/record_css_interruptions.py [--write]`).
With --write it rewrites the two recordings; without it, it runs Chromium again and compares
(exit 1 on a mismatch). A 200 px move throughout.

What is recorded
----------------
A div with `position:absolute; left:0px; transition: left 1000ms <easing>`, its style set to
`left: 200px` (the first transition), then, at time T of that transition, to a new target.
Easings `linear`, `ease`, `cubic-bezier(0.2, 1.6, 0.5, 1)` (overshoots), each with five cases:
reversal back to 0 px at T = 250, 400, 700 ms; retarget to 300 px at T = 400 ms; and a double
reversal (back to 0 px at 400 ms, then to 200 px again when the reversed transition is 200 ms
old), which exercises the accumulated reversing shortening factor.

Tests/Fixtures/engines/chromium-css-interruptions.csv (real time): all fifteen cases side by side
in one page, one requestAnimationFrame loop. In each callback, for each element: a `frame` row
(document.timeline.currentTime, the computed `left`, the running CSSTransition's timing); in the
first callback whose old transition's currentTime ≥ T the style is changed and an `interrupt`
row follows in the same callback with the new transition (its startTime still null, its
keyframes and shortened duration already set). Recorded until the last transition finished (the
last row of a case has no transition and left = the final target). The `start` row is the
callback in which left was set to 200px.

Tests/Fixtures/engines/chromium-css-interruptions-seek.csv (deterministic): the same cases, no
frames: the first transition paused at once and seeked (`currentTime = T`; `seek-old` row: the
value there), the style changed (`interrupt` row: the new transition), for the double reversal
the second transition paused and seeked to 200 ms and the style changed again, then the last
transition paused and seeked to k·1000/60 ms of its own currentTime, k = 0, 1, ... while below
its duration (`seek` rows), and to its duration (`end` row: the transition is gone, left = its
target).

Columns (both files): case, easing, T_ms, new_target_px, T2_ms, new_target2_px (the second
interruption of the double reversal, else empty), event (start | frame | interrupt | seek-old |
seek | end), frame_ms (document.timeline.currentTime in that callback; empty in the seek file),
left_px (getComputedStyle(el).left without "px": Chromium serializes 6 significant digits),
left_typed_px (el.computedStyleMap().get('left').value: the float32 Chromium stores, more
digits), running (how many CSS transitions el.getAnimations() lists: 0 or 1), transition (1, 2, 3:
which transition of the case the following columns describe; empty when none runs), start_ms
(animation.startTime; empty while pending or paused), current_ms (animation.currentTime),
duration_ms and progress (effect.getComputedTiming(); progress is the eased progress: Chromium
puts the transition's timing function on the effect, the two keyframes are linear), from_px and
to_px (the transition's keyframes, effect.getKeyframes(), 6 significant digits), play_state.
With (easing, from, to, start, duration) a model recomputes every value: current = frame − start,
progress = easing(current / duration), left = from + (to − from)·progress.

Engine facts found (Chromium 156, Debian bookworm; css-transitions-1 §3 "Starting of
transitions" and §3.1 "Faster reversing of interrupted transitions")
- Start value: the new transition's start value is the current computed value of the old
  transition at the moment of the style change: its value at the frame time of the callback
  (rAF) or at the paused, seeked currentTime (seek variant). Its keyframe 0 is that value
  (serialized to 6 digits; the stored float32 is left_typed_px of the same row). The old
  transition is cancelled (its playState reads idle afterwards), never two at once.
- Start time: the new transition's startTime is the timeline time of the frame in which the
  style changed (the interrupt row's frame_ms, up to float noise), not the next frame's; the
  first transition's likewise (the start row). document.timeline.currentTime is coarsened to
  0.1 ms here, and frames are ~16.7 ms apart with sub-millisecond jitter.
- Shortened duration: a change back to the old transition's reversing-adjusted start value (a
  reversal) gets duration = 1000 × S with S = clamp(|p·S_old + (1 − S_old)|, 0, 1), p = the old
  transition's eased progress (getComputedTiming().progress) at the change and S_old its own
  factor (1 for the first transition); getComputedTiming().duration equals 1000·S within
  1.2e-13 ms. The reversing-adjusted start value of a reversing transition is the old one's
  end value (200 px), so the double reversal's third transition (back to 200) is a reversal
  too and accumulates the factor. A retarget elsewhere (300 px) keeps 1000 ms. Overshoot past
  the end (p > 1: cubic-bezier(0.2, 1.6, 0.5, 1) at 250, 400 and 700 ms) is clamped: S = 1,
  the reversal takes the full 1000 ms.
- Velocity: the new transition runs its whole easing from progress 0 over its (shortened)
  duration, so its velocity just after the change is the easing's initial slope ×
  (to − from)/duration, whatever the old transition's velocity was.
- The seek variant gives the same start values and durations as the rAF variant (both follow
  the spec); in it no frame runs, startTime stays null.

Checked here with a few lines of Python over both files (not part of this script): every
getComputedTiming().duration of an interrupting transition is 1000·S within 1.2e-13; each new
transition's from value equals the old one's left (and left_typed) in the same callback; every
progress equals the easing at current/duration within 5e-7 (Chromium's cubic-bezier solver
tolerance); and from_px + (to − from_px)·easing(current/duration) gives left_typed_px within
5e-4 px. The new transition's startTime equals the interrupt row's frame_ms up to float noise
(2174.1 vs 2174.1000000000004).

Check (without --write)
-----------------------
The seek file is deterministic: the rerun must equal it exactly, cell for cell. The rAF file is
real time: frame times jitter by a fraction of a millisecond, so the rows differ from run to run.
Compared are its deterministic parts: (1) the cases and, for each, the sequence of events and
transitions (ordinal, to_px) must equal the committed file's; (2) both the committed rows and the
new ones are replayed in Chromium without frames (each transition paused and seeked to every
current_ms the recording lists for it, and interrupted at the recorded current_ms), and every
recorded left_px, left_typed_px, running, transition, current_ms, duration_ms, progress, from_px,
to_px must equal the replayed one: exactly, except that the frame path computes the local time
as timeline − start and the seek path holds it, so the last bit of progress, duration or current
may differ (relative 1e-12) and with it left by one float32 ulp (left_typed_px, 1e-4 px) or one
unit of its 6th digit (left_px, from_px, 1.01e-3 px). frame_ms, start_ms and play_state are not
compared (real time; the replay is paused).
"""

import argparse
import csv
import io
import pathlib
import shutil
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = REPO / "Tests/Fixtures/engines"
RAF_FIXTURE = "chromium-css-interruptions.csv"
SEEK_FIXTURE = "chromium-css-interruptions-seek.csv"
EASINGS = ["linear", "ease", "cubic-bezier(0.2, 1.6, 0.5, 1)"]
INTERRUPTIONS = [  # name, [(T ms of the running transition, new target px), ...]
    ("reverse@250", [(250, 0)]),
    ("reverse@400", [(400, 0)]),
    ("reverse@700", [(700, 0)]),
    ("retarget300@400", [(400, 300)]),
    ("double-reverse@400+200", [(400, 0), (200, 200)]),
]
CASES = [
    {"case": f"{easing}/{name}", "easing": easing, "steps": steps}
    for easing in EASINGS
    for name, steps in INTERRUPTIONS
]
COLUMNS = [
    "case", "easing", "T_ms", "new_target_px", "T2_ms", "new_target2_px", "event", "frame_ms",
    "left_px", "left_typed_px", "running", "transition", "start_ms", "current_ms", "duration_ms",
    "progress", "from_px", "to_px", "play_state",
]

# Shared by both variants: an element per case, and one sample of it.
HELPERS = r"""
const px = text => text.endsWith('px') ? text.slice(0, -2) : text;
const make = c => {
  const el = document.createElement('div');
  el.style.cssText = `position:absolute; left:0px; top:0; width:10px; height:10px;` +
                     ` transition: left 1000ms ${c.easing}`;
  document.body.appendChild(el);
  getComputedStyle(el).left;  // the before-change style: left 0px
  return {c, el, ordinals: new Map(), samples: []};
};
const sample = (run, event, frame) => {
  const all = run.el.getAnimations();
  const row = {event, frame, left: px(getComputedStyle(run.el).left),
               typed: run.el.computedStyleMap().get('left').value, running: all.length};
  if (all.length > 1) throw new Error(`${run.c.case}: ${all.length} transitions at once`);
  const a = all[0];
  if (a) {
    if (!run.ordinals.has(a)) run.ordinals.set(a, run.ordinals.size + 1);
    const timing = a.effect.getComputedTiming();
    const keyframes = a.effect.getKeyframes();
    Object.assign(row, {transition: run.ordinals.get(a), start: a.startTime, current: a.currentTime,
      duration: timing.duration, progress: timing.progress, from: px(keyframes[0].left),
      to: px(keyframes[keyframes.length - 1].left), play: a.playState});
  }
  run.samples.push(row);
};
"""

RAF = HELPERS + r"""
return (async () => {
  const runs = cases.map(make);
  const nextFrame = () => new Promise(resolve => requestAnimationFrame(resolve));
  await nextFrame();
  await nextFrame();
  for (const run of runs) {
    run.el.style.left = '200px';
    sample(run, 'start', document.timeline.currentTime);
    run.current = run.el.getAnimations()[0];
    run.stage = 0;
  }
  await new Promise(resolve => {
    const frame = () => {
      const now = document.timeline.currentTime;
      let running = false;
      for (const run of runs) {
        if (run.done) continue;
        sample(run, 'frame', now);
        const steps = run.c.steps;
        if (run.stage < steps.length && run.current && run.current.currentTime >= steps[run.stage][0]) {
          run.el.style.left = steps[run.stage][1] + 'px';
          run.stage += 1;
          sample(run, 'interrupt', now);
          run.current = run.el.getAnimations()[0];
        }
        if (run.stage === steps.length && run.el.getAnimations().length === 0) run.done = true;
        else running = true;
      }
      if (running) requestAnimationFrame(frame); else resolve();
    };
    requestAnimationFrame(frame);
  });
  return runs.map(run => run.samples);
})();
"""

SEEK = HELPERS + r"""
return cases.map(c => {
  const run = make(c);
  run.el.style.left = '200px';
  sample(run, 'start', null);
  let a = run.el.getAnimations()[0];
  for (const [T, target] of c.steps) {
    a.pause();
    a.currentTime = T;
    sample(run, 'seek-old', null);
    run.el.style.left = target + 'px';
    sample(run, 'interrupt', null);
    a = run.el.getAnimations()[0];
  }
  a.pause();
  const duration = a.effect.getComputedTiming().duration;
  for (let k = 0; k * 1000 / 60 < duration; k++) {
    a.currentTime = k * 1000 / 60;
    sample(run, 'seek', null);
  }
  a.currentTime = duration;
  sample(run, 'end', null);
  run.el.remove();
  return run.samples;
});
"""

REPLAY = HELPERS + r"""
return plans.map(plan => {
  const run = make(plan);
  run.el.style.left = '200px';
  let a = run.el.getAnimations()[0];
  for (const stage of plan.stages) {
    a.pause();
    for (const current of stage.currents) {
      a.currentTime = current;
      sample(run, 'replay', null);
    }
    if (stage.interrupt === null) {
      a.currentTime = a.effect.getComputedTiming().duration;
      sample(run, 'replay', null);
      break;
    }
    a.currentTime = stage.interrupt[0];
    run.el.style.left = stage.interrupt[1] + 'px';
    a = run.el.getAnimations()[0];
  }
  run.el.remove();
  return run.samples;
});
"""
REPLAYED = ["left_px", "left_typed_px", "running", "transition", "current_ms", "duration_ms", "progress",
            "from_px", "to_px"]


def number(value):
    return "" if value is None else repr(float(value))


def rows_of(samples_per_case):
    rows = []
    for case, samples in zip(CASES, samples_per_case):
        steps = case["steps"]
        second = steps[1] if len(steps) > 1 else ("", "")
        head = [case["case"], case["easing"], str(steps[0][0]), str(steps[0][1]), str(second[0]), str(second[1])]
        for s in samples:
            rows.append(head + [
                s["event"], number(s["frame"]), s["left"], number(s["typed"]), str(s["running"]),
                str(s.get("transition", "")), number(s.get("start")), number(s.get("current")),
                number(s.get("duration")), number(s.get("progress")), s.get("from", ""), s.get("to", ""),
                s.get("play", ""),
            ])
    return rows


def launch(playwright):
    executable = shutil.which("chromium")
    if executable is None:
        raise SystemExit("chromium is missing (scripts/install-deps.sh installs Debian's chromium)")
    browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
    page = browser.new_page()
    page.set_content("<!doctype html><html><body></body></html>")
    return browser, page


def record(page):
    seek = page.evaluate(f"cases => {{ {SEEK} }}", CASES)
    raf = page.evaluate(f"cases => {{ {RAF} }}", CASES)
    return rows_of(raf), rows_of(seek)


def replay(page, table):
    """The rAF recording's transitions rebuilt without frames: each transition paused and seeked
    to every current time the recording lists for it, then to the current time at which the
    recording interrupted it before the style changes (the last, to its duration). Returns, per
    row of `table` that has a transition, and per final row, the replayed row (REPLAYED columns)."""
    plans, wanted = [], []
    for case in CASES:
        rows = [r for r in table if r["case"] == case["case"]]
        targets = [target for _, target in case["steps"]]
        stages = [{"currents": [], "interrupt": None}]
        for index, row in enumerate(rows):
            if row["transition"] and int(row["transition"]) > len(stages):
                previous = rows[index - 1]
                stages[-1]["interrupt"] = [float(previous["current_ms"]), targets[len(stages) - 1]]
                stages.append({"currents": [], "interrupt": None})
            if row["transition"]:
                stages[-1]["currents"].append(float(row["current_ms"]))
                wanted.append(row)
        wanted.append(rows[-1])  # the final row: no transition left, at the last target
        plans.append({"case": case["case"], "easing": case["easing"], "stages": stages})
    samples = page.evaluate(f"plans => {{ {REPLAY} }}", plans)
    replayed = [dict(zip(COLUMNS, row)) for row in rows_of(samples)]
    return list(zip(wanted, replayed))


# How far a replayed value may be from the recorded one: the frame path and the seek path compute
# the local time differently (timeline − start vs the held time), so the last bit of the
# progress can differ, and with it `left` by a float32 ulp or one unit of its 6th digit.
# Pixels: absolute; times and progress: relative.
TOLERANCE = {"left_px": 1.01e-3, "left_typed_px": 1e-4, "from_px": 1.01e-3, "current_ms": 1e-12,
             "duration_ms": 1e-12, "progress": 1e-12}


def within(column, a, b):
    if column not in TOLERANCE or not a or not b:
        return False
    scale = 1.0 if column.endswith("_px") else max(1.0, abs(float(a)))
    return abs(float(a) - float(b)) <= TOLERANCE[column] * scale


def compare_replay(name, pairs):
    """Every recorded value equal to the replayed one within TOLERANCE (the final row: left only);
    returns the first difference, and counts the values that are not bit-equal."""
    inexact = 0
    for recorded, replayed in pairs:
        columns = REPLAYED if recorded["transition"] else ["left_px", "left_typed_px", "running"]
        for column in columns:
            a, b = recorded[column], replayed[column]
            if a == b:
                continue
            inexact += 1
            if within(column, a, b):
                continue
            return (f"{name}: {recorded['case']} {recorded['event']} at frame {recorded['frame_ms']}:"
                    f" {column} {a}, replayed {b}"), inexact
    return None, inexact


def csv_text(rows):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(rows)
    return out.getvalue()


def committed(name):
    path = FIXTURES / name
    return list(csv.DictReader(io.StringIO(path.read_text()))) if path.exists() else None


def check_seek(rows):
    old = committed(SEEK_FIXTURE)
    if old is None:
        return f"{SEEK_FIXTURE} is missing"
    new = [dict(zip(COLUMNS, row)) for row in rows]
    for index, (a, b) in enumerate(zip(new, old)):
        if a != b:
            column = next(c for c in COLUMNS if a[c] != b[c])
            return (f"{SEEK_FIXTURE} row {index + 2} ({a['case']}, {a['event']}): {column} {a[column]}"
                    f" (committed {b[column]})")
    if len(new) != len(old):
        return f"{SEEK_FIXTURE}: {len(new)} rows recorded, {len(old)} committed"
    return None


def check_raf(page, rows):
    old = committed(RAF_FIXTURE)
    if old is None:
        return f"{RAF_FIXTURE} is missing"
    new = [dict(zip(COLUMNS, row)) for row in rows]

    def shape(table):
        out = {}
        for row in table:
            events = out.setdefault(row["case"], [])
            step = (row["event"], row["transition"], row["to_px"])
            if row["event"] != "frame" or not events or events[-1] != step:
                events.append(step)
        return out

    if shape(new) != shape(old):
        case = next(c for c in shape(new) if shape(new)[c] != shape(old).get(c))
        return f"{RAF_FIXTURE}: case {case}: the transitions or events differ from the committed recording"
    inexact = []
    for name, table in ((RAF_FIXTURE, old), ("the new rAF recording", new)):
        problem, count = compare_replay(name, replay(page, table))
        if problem is not None:
            return problem
        inexact.append(count)
    print(f"{RAF_FIXTURE}: the same transitions and events as committed; the committed {len(old)} rows"
          f" and the new {len(new)} equal Chromium's values replayed at their times ({inexact[0]} and"
          f" {inexact[1]} values in the last bit or digit only)")
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the recordings")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    failures = 0
    with sync_playwright() as playwright:
        browser, page = launch(playwright)
        version = browser.version
        raf, seek = record(page)
        if args.write:
            (FIXTURES / RAF_FIXTURE).write_text(csv_text(raf))
            (FIXTURES / SEEK_FIXTURE).write_text(csv_text(seek))
        else:
            for problem in (check_seek(seek), check_raf(page, raf)):
                if problem is not None:
                    print(problem)
                    failures += 1
        browser.close()
    print(f"Chromium {version}: {len(CASES)} interrupted transitions, {len(raf)} rAF rows, {len(seek)} seek rows")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
