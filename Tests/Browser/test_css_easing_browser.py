"""CSS easing functions in Chromium beside `jellylab ease`: which forms are valid, how they
serialize (`--canonical` against getComputedStyle), and their values inside and outside [0, 1]
(`--at` against Web Animations: a keyframe easing fed a constant input by the effect's own
`linear(x, x)` easing, read from the computed transform)."""

import random
import re
import subprocess

import pytest

NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:e[+-]?\d+)?")

FORMS = [
    "linear(0)", "linear(0% 1 50%)", "linear(0 0% 100%)", "linear(0% 100% 0)", "linear()",
    "linear(0, 1,)", "linear(0 10% 20% 30%, 1)", "linear(0 calc(10% + 0.1), 1)",
    "linear(0, 1)", "linear(0 20%, 0.5 10%, 1)", "linear(0, 0.25 25% 75%, 1)", "linear(50% 0, 1)",
    "linear(0 calc(50% - 50%), 1)", "linear(0, 1 min(20%, 30%))", "linear(0 -10%, 1 110%)",
    "cubic-bezier(calc(0.7 / 2), 0, 1, 1)", "cubic-bezier(calc(1.5), 0, 1, 1)",
    "cubic-bezier(1.5, 0, 1, 1)", "cubic-bezier(0.1, 50%, 0.9, 1)", "cubic-bezier(1., 0, 1, 1)",
    "cubic-bezier(calc(0.5+0.5), 0, 1, 1)", "cubic-bezier(clamp(0.3, 0.05, 0.2), 0, 1, 1)",
    "steps(calc(5 / 2), start)", "steps(calc(1), jump-none)", "steps(2.0)", "steps(0)",
    "steps(2, jump-none)", "steps(3, START)", "steps(3, end)", "STEPS(2)", "step-start",
    "ease-in-out", "Linear",
]


def random_forms(count, seed=29):
    """Forms built from random parts: numbers, percentages, calc() sums and products, min(),
    max(), clamp(), keywords in any case, odd spacing; valid and invalid ones alike."""
    rng = random.Random(seed)

    def number(low=-2.0, high=2.0):
        value = round(rng.uniform(low, high), rng.choice([0, 1, 2, 3]))
        return f"{value:g}"

    def numeric(low=-2.0, high=2.0, unit=""):
        roll = rng.random()
        if roll < 0.6:
            return number(low, high) + unit
        if roll < 0.75:
            return f"calc({number(low, high)}{unit} {rng.choice('+-')} {number(0, 0.5)}{unit})"
        if roll < 0.85:
            return f"calc({number(low, high)}{unit} * {number(0, 2)})"
        if roll < 0.95:
            return f"{rng.choice(['min', 'max'])}({number(low, high)}{unit}, {number(low, high)}{unit})"
        return f"clamp({number(0, 0.5)}{unit}, {number(low, high)}{unit}, {number(0.5, 1)}{unit})"

    forms = []
    for _ in range(count):
        kind = rng.choice(["bezier", "steps", "linear"])
        if kind == "bezier":
            args = [numeric(-0.2, 1.2), numeric(), numeric(-0.2, 1.2), numeric()]
            forms.append(rng.choice(["cubic-bezier", "CUBIC-bezier"]) + "(" + ", ".join(args) + ")")
        elif kind == "steps":
            count_text = rng.choice([str(rng.randint(-1, 6)), f"calc({number(-1, 6)})", "2.0"])
            position = rng.choice(["", ", start", ", END", ", jump-none", ", jump-both", ", jump-start"])
            forms.append(f"steps({count_text}{position})")
        else:
            stops = []
            for _ in range(rng.randint(1, 5)):
                parts = [numeric(-0.5, 1.5)] + [numeric(-20, 120, "%") for _ in range(rng.randint(0, 2))]
                if rng.random() < 0.2:
                    parts.reverse()
                stops.append(" ".join(parts))
            forms.append("linear(" + ", ".join(stops) + ")")
    return forms


def jellylab_canonical(jellylab, form):
    result = subprocess.run([jellylab, "ease", "--curve", form, "--canonical"],
                            capture_output=True, text=True)
    assert result.returncode in (0, 2), result.stderr
    return result.stdout.strip() if result.returncode == 0 else None


def same_serialization(ours, theirs):
    """Equal text once each number is compared to 1e-5 (Chromium writes 6 significant digits)."""
    if NUMBER.sub("#", ours) != NUMBER.sub("#", theirs):
        return False
    a = [float(n) for n in NUMBER.findall(ours)]
    b = [float(n) for n in NUMBER.findall(theirs)]
    return all(abs(x - y) <= 1e-5 * max(1.0, abs(x), abs(y)) for x, y in zip(a, b))


@pytest.fixture(scope="module")
def page(browser):
    page = browser.new_page()
    page.set_content("<div id=d style='position:absolute'></div>")
    yield page
    page.close()


def chromium_forms(page, forms):
    return page.evaluate("""forms => forms.map(f => {
      if (!CSS.supports('animation-timing-function', f)) return null;
      const d = document.getElementById('d');
      d.style.animationTimingFunction = f;
      const text = getComputedStyle(d).animationTimingFunction;
      d.style.animationTimingFunction = '';
      return text;
    })""", forms)


MATH = re.compile(r"(calc|min|max|clamp)\(", re.IGNORECASE)


def test_validity_and_serialization_match_chromium(jellylab, page):
    """Every form valid in both or neither, serialized alike; except where a calculated value
    is out of range, which the specification clamps (CSS Values 4 §10.12) and Chromium refuses:
    there jellylab's computed form is one Chromium accepts, and the form holds a calculation."""
    forms = FORMS + random_forms(300)
    theirs = chromium_forms(page, forms)
    mismatches, departures = [], []
    for form, chromium in zip(forms, theirs):
        ours = jellylab_canonical(jellylab, form)
        if chromium is None and ours is not None and MATH.search(form):
            departures.append((form, ours))
        elif (ours is None) != (chromium is None) or (
                ours is not None and not same_serialization(ours, chromium)):
            mismatches.append((form, ours, chromium))
    computed = chromium_forms(page, [ours for _, ours in departures])
    mismatches += [(form, ours, "refused") for (form, ours), accepted in zip(departures, computed)
                   if accepted is None or not same_serialization(ours, accepted)]
    valid = sum(t is not None for t in theirs)
    print(f"{len(forms)} forms, {valid} valid in Chromium, {len(departures)} calculated values"
          f" out of range clamped by jellylab and refused by Chromium, {len(mismatches)}"
          " mismatches")
    assert not mismatches, mismatches[:10]
    assert 50 <= valid <= len(forms) - 50  # both kinds were tried
    # The specification's computed forms (the web-platform-tests' expected values).
    assert ("steps(calc(1), jump-none)", "steps(2, jump-none)") in departures
    assert ("cubic-bezier(calc(1.5), 0, 1, 1)", "cubic-bezier(1, 0, 1, 1)") in departures


def test_values_inside_and_outside_the_unit_interval_match_chromium(jellylab, page):
    curves = ["ease", "ease-in", "ease-out", "cubic-bezier(0.3, -0.5, 0.7, 1.5)",
              "cubic-bezier(0, 0.5, 0, 0.5)", "linear(0, 0.25 75%, 1)", "linear(0 20%, 1.2 60%, 1)",
              "steps(4)", "steps(3, jump-both)", "steps(5, start)", "steps(2, jump-none)", "linear",
              # Each branch of the tangent rule outside [0, 1], at both ends (see
              # CubicBezierEasing.extrapolationSlopes): through P2 or P1 where the nearer
              # control point is the end point, held where the tangent is vertical, the
              # identity where every point is on the diagonal's ends.
              "cubic-bezier(0, 0, 0.5, 2)", "cubic-bezier(0, 0, 0, 0.7)",
              "cubic-bezier(0, -0.5, 1, -0.5)", "cubic-bezier(0, 1.5, 1, 1.5)",
              "cubic-bezier(0.5, -1, 1, 1)", "cubic-bezier(1, 0.3, 1, 1)",
              "cubic-bezier(0, 0, 0, 0)", "cubic-bezier(1, 1, 1, 1)", "cubic-bezier(0, 0, 1, 1)"]
    inputs = [-1.5, -0.295, 0, 0.1, 0.25, 0.5, 0.62, 0.75, 1, 1.024, 1.3, 2.5]
    worst = 0.0
    for curve in curves:
        result = subprocess.run(
            [jellylab, "ease", "--curve", curve, "--at", ",".join(map(str, inputs))],
            capture_output=True, text=True, check=True)
        ours = [float(line.split(",")[1]) for line in result.stdout.split()[1:]]
        theirs = page.evaluate("""([curve, inputs]) => inputs.map(x => {
          const d = document.getElementById('d');
          const a = d.animate(
            [{transform: 'translateX(0px)', easing: curve}, {transform: 'translateX(1000px)'}],
            {duration: 1000, fill: 'both', easing: `linear(${x}, ${x})`});
          a.pause();
          a.currentTime = 500;
          const m = new DOMMatrixReadOnly(getComputedStyle(d).transform);
          a.cancel();
          return m.m41 / 1000;
        })""", [curve, inputs])
        for x, a, b in zip(inputs, ours, theirs):
            # Chromium solves cubic-bezier to 1e-7 in x (steeper slopes magnify it) and keeps
            # transforms in single precision near 1000 px.
            assert abs(a - b) <= 2e-5 * max(1, abs(a)), (curve, x, a, b)
            worst = max(worst, abs(a - b))
    print(f"values: {len(curves)} curves x {len(inputs)} inputs, largest difference {worst:.2e}")
