// The pages' model: JellySprings' spring motion, UIKit's spring animation as iOS runs it
// (its 12 Newton steps or the envelope's root, the cut at the duration), JellyFrameDiff's
// frame-by-frame diff of two helper views and its refined peaks, ported once from the Swift
// library and checked against `jellylab diff` and `jellylab peaks` in Chromium
// (Tests/Browser/test_page_model.py). Each function names the Swift symbol it follows; units are
// seconds, points and rad/s.
/* exported JLModel */
const JLModel = (() => {
  "use strict";

  /** UIKitSpringModel: the settling band, the clamps and the Newton step count. */
  const EPSILON = 0.001;
  const MINIMUM_DURATION = 0.01;
  const MAXIMUM_DURATION = 10;
  const MINIMUM_DAMPING_RATIO = Math.pow(2, -23);
  const NEWTON_STEPS = 12;

  /** UIKitSpringModel.durationInEffect: T clamped to [0.01, 10] s. */
  function durationInEffect(duration) {
    return Math.min(Math.max(duration, MINIMUM_DURATION), MAXIMUM_DURATION);
  }

  /** UIKitSpringModel.dampingRatioInEffect: ζ clamped to [2^−23, 1]. */
  function dampingRatioInEffect(ratio) {
    return Math.min(Math.max(ratio, MINIMUM_DAMPING_RATIO), 1);
  }

  /** UIKitSpringModel.iOSNewtonFrequency: ω after iOS's 12 Newton steps from 5/T (any value). */
  function iOSNewtonFrequency(duration, dampingRatio, v) {
    const d = durationInEffect(duration);
    const zeta = dampingRatioInEffect(dampingRatio);
    let omega = 5 / d;
    for (let step = 0; step < NEWTON_STEPS; step += 1) {
      let value;
      let slope;
      if (zeta < 1) {
        const root = Math.sqrt(1 - zeta * zeta);
        const decayRate = omega * zeta;
        const decay = Math.exp(-(decayRate * d));
        const b = (decayRate - v) / (omega * root);
        value = EPSILON - Math.abs(b) * decay;
        const sign = b * decay > 0 ? -1 : 1;
        const numerator = decayRate * d * v + v - zeta * zeta * (omega * omega) * d;
        slope = (sign * (numerator * decay)) / (omega * omega * root);
      } else {
        const decay = Math.exp(-omega * d);
        value = ((omega - v) * d + 1) * decay + (omega < v ? EPSILON : -EPSILON);
        slope = decay * (v - omega) * d * d;
      }
      omega -= value / slope;
    }
    return omega;
  }

  /** UIKitSpringModel.residual: ε minus the envelope at T for frequency ω. */
  function residual(omega, zeta, d, v) {
    if (zeta < 1) {
      const a = zeta * omega - v;
      const b = omega * Math.sqrt(1 - zeta * zeta);
      return EPSILON - (a / b) * Math.exp(-zeta * omega * d);
    }
    return EPSILON - Math.exp(-omega * d) * ((omega - v) * d + 1);
  }

  /** RootFinding.brent: a root of f in [a, b] to `absoluteTolerance`, or NaN when unbracketed. */
  function brent(a0, b0, f, absoluteTolerance = 0) {
    let a = a0;
    let b = b0;
    let fa = f(a);
    let fb = f(b);
    if (fa === 0) return a;
    if (fb === 0) return b;
    if (!Number.isFinite(fa) || !Number.isFinite(fb) || fa < 0 === fb < 0) return NaN;
    let c = a;
    let fc = fa;
    let d = b - a;
    let e = d;
    for (let i = 0; i < 200; i += 1) {
      if (fb < 0 === fc < 0) {
        c = a;
        fc = fa;
        d = b - a;
        e = d;
      }
      if (Math.abs(fc) < Math.abs(fb)) {
        a = b;
        b = c;
        c = a;
        fa = fb;
        fb = fc;
        fc = fa;
      }
      const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5 * absoluteTolerance;
      const m = 0.5 * (c - b);
      if (Math.abs(m) <= tol || fb === 0) return b;
      if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
        const s = fb / fa;
        let p;
        let q;
        if (a === c) {
          p = 2 * m * s;
          q = 1 - s;
        } else {
          const qa = fa / fc;
          const r = fb / fc;
          p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
          q = (qa - 1) * (r - 1) * (s - 1);
        }
        if (p > 0) q = -q;
        else p = -p;
        if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
          e = d;
          d = p / q;
        } else {
          d = m;
          e = m;
        }
      } else {
        d = m;
        e = m;
      }
      a = b;
      fa = fb;
      b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
      fb = f(b);
    }
    return b;
  }

  /** UIKitSpringModel.idealFrequency: the envelope's largest root, or NaN. */
  function idealFrequency(duration, dampingRatio, v) {
    const d = durationInEffect(duration);
    const zeta = dampingRatioInEffect(dampingRatio);
    const f = (omega) => residual(omega, zeta, d, v);
    let lower;
    if (v > 0) {
      lower =
        zeta < 1
          ? (zeta * d * v + Math.sqrt(zeta * zeta * d * d * v * v + 4 * zeta * zeta * d * v)) /
            (2 * zeta * zeta * d)
          : v;
    } else {
      lower = zeta < 1 ? 1e-9 / d : 0;
      while (lower > 0 && !Number.isFinite(f(lower))) lower *= 2;
    }
    if (!(f(lower) < 0)) return NaN;
    let upper = Math.max(2 * lower, 5 / d);
    while (f(upper) < 0) upper *= 2;
    return brent(lower, upper, f);
  }

  /**
   * Spring(uiKitDuration:dampingRatio:initialVelocity:solver:): mass 1, stiffness ω², damping
   * 2ζω, or null when the solver ends on no usable frequency.
   */
  function uiKitSpring(duration, dampingRatio, velocity, solver) {
    const zeta = dampingRatioInEffect(dampingRatio);
    let omega;
    if (solver === "ideal") {
      if (!(dampingRatio > 0)) return null;
      omega = idealFrequency(duration, dampingRatio, velocity);
      if (!Number.isFinite(omega)) return null;
    } else {
      omega = iOSNewtonFrequency(duration, dampingRatio, velocity);
      if (!Number.isFinite(omega) || omega === 0 || !Number.isFinite(omega * omega)) return null;
      omega = Math.abs(omega);
    }
    const stiffness = omega * omega;
    const damping = solver === "ideal" ? 2 * zeta * omega : 2 * zeta * Math.sqrt(stiffness);
    if (!(Number.isFinite(stiffness) && stiffness > 0 && Number.isFinite(damping))) return null;
    return { mass: 1, stiffness, damping };
  }

  /** SpringMotion.series: C and S/t of z = q·t² by their power series (|z| < 1). */
  function series(z) {
    let c = 1;
    let s = 1;
    for (let n = 13; n >= 1; n -= 1) {
      c = 1 - (z * c) / (2 * n * (2 * n - 1));
      s = 1 - (z * s) / ((2 * n + 1) * (2 * n));
    }
    return [c, s];
  }

  /**
   * SpringMotion: the free motion x(t) of `spring` from x(0) = x0, x'(0) = v0, as
   * `{ displacement(t), velocity(t) }`.
   */
  function springMotion(spring, x0, v0) {
    const alpha = spring.damping / (2 * spring.mass);
    const omegaSquared = spring.stiffness / spring.mass;
    const q = omegaSquared - alpha * alpha;
    const a0 = -2 * alpha * v0 - omegaSquared * x0;
    const rootAbsQ = Math.sqrt(Math.abs(q));
    let slowRate = -alpha;
    let fastRate = -alpha;
    if (q < 0) {
      const sum = alpha + rootAbsQ;
      slowRate = -omegaSquared / sum;
      fastRate = -sum;
    }
    function solution(p, s, t) {
      const z = q * t * t;
      if (Math.abs(z) < 1) {
        const decay = Math.exp(-alpha * t);
        if (decay === 0) return 0;
        const [c, sOverT] = series(z);
        return decay * (p * c + (s + alpha * p) * sOverT * t);
      }
      if (q > 0) {
        const decay = Math.exp(-alpha * t);
        if (decay === 0) return 0;
        const angle = Math.min(rootAbsQ * t, Number.MAX_VALUE);
        return decay * (p * Math.cos(angle) + ((s + alpha * p) * Math.sin(angle)) / rootAbsQ);
      }
      const twoGamma = 2 * rootAbsQ;
      const a = (s - fastRate * p) / twoGamma;
      const b = (slowRate * p - s) / twoGamma;
      return a * Math.exp(slowRate * t) + b * Math.exp(fastRate * t);
    }
    return {
      displacement: (t) => solution(x0, v0, t),
      velocity: (t) => solution(v0, a0, t),
    };
  }

  /**
   * UIKitSpringAnimation (HelperView): `from` → `to` after `delay`, with UIKit's spring of
   * `duration`, `damping` and `velocity` (distances per second toward the target), found by
   * `solver` ("ios" or "ideal"), ending on `to` at delay + T when `cut`; null when UIKit's
   * routine gives no spring.
   */
  function helper({ from, to, duration, damping, velocity = 0, delay = 0, solver = "ios", cut = true }) {
    const spring = uiKitSpring(duration, damping, velocity, solver);
    if (spring === null) return null;
    const motion = springMotion(spring, from - to, velocity * (to - from));
    const cutTime = cut ? delay + durationInEffect(duration) : Infinity;
    return {
      spring,
      from,
      to,
      delay,
      cutTime,
      value(t) {
        if (t < delay) return from;
        if (t >= cutTime) return to;
        return to + motion.displacement(t - delay);
      },
      velocity(t) {
        if (t < delay || t >= cutTime) return 0;
        return motion.velocity(t - delay);
      },
    };
  }

  /**
   * DisplayLink.frameCount and FrameDiffScene.diff: frames n = 0 … ⌊until·fps + 1e-9⌋ at
   * t = n/fps, each row `{ frame, t, side, center, diff }` (center: the center helper, or the
   * side's target without one).
   */
  function diffRows(side, center, fps, until) {
    const count = Math.floor(until * fps + 1e-9) + 1;
    const rows = new Array(count);
    for (let n = 0; n < count; n += 1) {
      const t = n / fps;
      const sideValue = side.value(t);
      const reference = center ? center.value(t) : side.to;
      rows[n] = { frame: n, t, side: sideValue, center: reference, diff: sideValue - reference };
    }
    return rows;
  }

  /** Double.nextDown: the largest double below x. */
  function nextDown(x) {
    if (Number.isNaN(x) || x === -Infinity) return x;
    if (x === 0) return -Number.MIN_VALUE;
    // The 64 bits as two little-endian words: one step down in magnitude for x > 0, up for x < 0.
    const bits = new Float64Array([x]);
    const words = new Uint32Array(bits.buffer);
    if (x > 0) {
      if (words[0] === 0) {
        words[1] -= 1;
        words[0] = 0xffffffff;
      } else {
        words[0] -= 1;
      }
    } else if (words[0] === 0xffffffff) {
      words[1] += 1;
      words[0] = 0;
    } else {
      words[0] += 1;
    }
    return bits[0];
  }

  /**
   * FrameDiffScene of `side` and optional `center`: diff, its derivative, the kinks (delays and
   * cuts after 0) and the value jumps at the cuts.
   */
  function scene(side, center) {
    const diff = (t) => side.value(t) - (center ? center.value(t) : side.to);
    const derivative = (t) => side.velocity(t) - (center ? center.velocity(t) : 0);
    const positive = (times) => [...new Set(times.filter((t) => t > 0))].sort((a, b) => a - b);
    const cutTimes = [side.cutTime, center ? center.cutTime : Infinity].filter(Number.isFinite);
    const kinks = positive([side.delay, center ? center.delay : 0, ...cutTimes]);
    const jumps = positive(cutTimes).map((t) => ({
      time: t,
      valueBefore: diff(nextDown(t)),
      slopeBefore: derivative(nextDown(t)),
      valueAfter: diff(t),
      slopeAfter: derivative(t),
    }));
    return { side, center, diff, derivative, kinks, jumps };
  }

  /** ValueJump.extremumBefore and extremumAfter: "max", "min" or null. */
  function jumpExtrema(jump) {
    const size = jump.valueAfter - jump.valueBefore;
    let before = null;
    if (size < 0 && jump.slopeBefore > 0) before = "max";
    else if (size > 0 && jump.slopeBefore < 0) before = "min";
    let after = null;
    if (size > 0 && jump.slopeAfter < 0) after = "max";
    else if (size < 0 && jump.slopeAfter > 0) after = "min";
    return { size, before, after };
  }

  /** PeakFinder.refinementTolerance: Brent's absolute tolerance, seconds. */
  const REFINEMENT_TOLERANCE = 1e-12;

  /**
   * PeakFinder.refinedPeaks(of:framesPerSecond:through:): the extrema of the scene's diff to
   * 1e-12 s, bracketed by sign changes of diff′ between frames, delays and cuts, with the values
   * on either side of a cut's jump; each `{ index, time, value, kind }`.
   */
  function refinedPeaks(sceneValue, fps, horizon) {
    const { diff, derivative, kinks, jumps } = sceneValue;
    const count = Math.floor(horizon * fps + 1e-9) + 1;
    const peaks = [];
    const record = (t, v, kind) => {
      peaks.push({ index: Math.round(t * fps), time: t, value: v, kind });
    };
    const jumpAt = new Map(jumps.map((jump) => [jump.time, jump]));
    let previous = null;
    let plateau = null;
    const pending = kinks.filter((t) => t <= horizon);
    let next = 0;
    function visit(t, left, right) {
      if (right !== 0 && plateau !== null) {
        if (plateau.up !== right > 0) record(plateau.time, plateau.value, plateau.up ? "max" : "min");
        plateau = null;
      }
      if (left !== 0 && previous !== null && left > 0 !== previous.rising) {
        let root = brent(previous.time, t, (x) => (x === t ? left : derivative(x)), REFINEMENT_TOLERANCE);
        if (Number.isNaN(root)) root = t;
        if (!(jumpAt.has(t) && root >= t)) record(root, diff(root), previous.rising ? "max" : "min");
        previous = null;
      }
      const jump = jumpAt.get(t);
      if (jump !== undefined) {
        const extrema = jumpExtrema(jump);
        if (extrema.before !== null) record(nextDown(t), jump.valueBefore, extrema.before);
        if (extrema.after !== null) record(t, jump.valueAfter, extrema.after);
        if (right === 0 && extrema.size !== 0) {
          plateau = { time: t, value: jump.valueAfter, up: extrema.size > 0 };
        }
        previous = right !== 0 ? { time: t, rising: right > 0 } : null;
        return;
      }
      if (left !== 0 && right !== 0 && left > 0 !== right > 0) {
        record(t, diff(t), left > 0 ? "max" : "min");
      }
      if (right !== 0) previous = { time: t, rising: right > 0 };
    }
    for (let n = 0; n < count; n += 1) {
      const t = n / fps;
      let isKink = false;
      while (next < pending.length && pending[next] <= t) {
        const kink = pending[next];
        next += 1;
        if (kink < t) visit(kink, derivative(nextDown(kink)), derivative(kink));
        else isKink = true;
      }
      const d = derivative(t);
      visit(t, isKink ? derivative(nextDown(t)) : d, d);
    }
    for (; next < pending.length; next += 1) {
      const kink = pending[next];
      visit(kink, derivative(nextDown(kink)), derivative(kink));
    }
    return peaks;
  }

  return {
    EPSILON,
    nextDown,
    scene,
    refinedPeaks,
    durationInEffect,
    dampingRatioInEffect,
    iOSNewtonFrequency,
    idealFrequency,
    uiKitSpring,
    springMotion,
    helper,
    diffRows,
  };
})();
