// The pages' model: JellySprings' spring motion, UIKit's spring animation as iOS runs it
// (its 12 Newton steps or the envelope's root, the cut at the duration), JellyFrameDiff's
// frame-by-frame diff of two helper views and its refined peaks, and JellySweep's metrics of one
// scene (overshoot, peaks, settling, end jump), ported once from the Swift library and checked
// against `jellylab diff`, `jellylab peaks` and `jellylab sweep` in Chromium
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
  /** DisplayLink.maximumFrameCount: frames 0 … 9 999 999 in one sampling. */
  const MAXIMUM_FRAME_COUNT = 10000000;
  /** DiffExtrema.maximumSettlingSearch: the longest horizon searched for settling, seconds. */
  const MAXIMUM_SETTLING_SEARCH = 1000;

  /** UIKitSpringModel.durationInEffect: T clamped to [0.01, 10] s. */
  function durationInEffect(duration) {
    return Math.min(Math.max(duration, MINIMUM_DURATION), MAXIMUM_DURATION);
  }

  /** UIKitSpringModel.dampingRatioInEffect: ζ clamped to [2^−23, 1]. */
  function dampingRatioInEffect(ratio) {
    return Math.min(Math.max(ratio, MINIMUM_DAMPING_RATIO), 1);
  }

  /**
   * UIKitSpringModel.iOSNewtonFrequency: ω after iOS's 12 Newton steps from 5/T (any value);
   * `start` replaces 5/T and `exp` Math.exp (page-export.js steps with glibc's exp).
   */
  function iOSNewtonFrequency(duration, dampingRatio, v, { start = 0, exp = Math.exp } = {}) {
    const d = durationInEffect(duration);
    const zeta = dampingRatioInEffect(dampingRatio);
    let omega = start || 5 / d;
    for (let step = 0; step < NEWTON_STEPS; step += 1) {
      let value;
      let slope;
      if (zeta < 1) {
        const root = Math.sqrt(1 - zeta * zeta);
        const decayRate = omega * zeta;
        const decay = exp(-(decayRate * d));
        const b = (decayRate - v) / (omega * root);
        value = EPSILON - Math.abs(b) * decay;
        const sign = b * decay > 0 ? -1 : 1;
        const numerator = decayRate * d * v + v - zeta * zeta * (omega * omega) * d;
        slope = (sign * (numerator * decay)) / (omega * omega * root);
      } else {
        const decay = exp(-omega * d);
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
   * SpringMotion: the motion x(t) of `spring` from x(0) = x0, x'(0) = v0 (value units and per
   * second), at its target from `endTime` seconds on (default Infinity: the free spring), as
   * `{ displacement(t), velocity(t), endJump, … }`; `solution(p, s, t)` ignores the end, and
   * `endJump` (SpringMotion.endJump) is x at `endTime` (0 for the free spring).
   */
  function springMotion(spring, x0, v0, endTime = Infinity) {
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
    const end = endTime > 0 ? endTime : Infinity;
    return {
      spring,
      initialDisplacement: x0,
      initialVelocity: v0,
      endTime: end,
      alpha,
      omegaSquared,
      q,
      rootAbsQ,
      solution,
      displacement: (t) => (t >= end ? 0 : solution(x0, v0, t)),
      velocity: (t) => (t >= end ? 0 : solution(v0, a0, t)),
      endJump: Number.isFinite(end) ? solution(x0, v0, end) : 0,
    };
  }

  /**
   * SpringMotion.end: the jump to the target at `motion.endTime` as a ValueJump
   * `{ time, valueBefore, slopeBefore, valueAfter, slopeAfter }`, or null for the free spring.
   */
  function motionEnd(motion) {
    if (!Number.isFinite(motion.endTime)) return null;
    const last = nextDown(motion.endTime);
    return {
      time: motion.endTime,
      valueBefore: motion.displacement(last),
      slopeBefore: motion.velocity(last),
      valueAfter: 0,
      slopeAfter: 0,
    };
  }

  /**
   * SpringMotion.extremumBeforeEnd: the value just before the end (at endTime.nextDown) when the
   * cut motion still moves away from the target there, as a SpringExtremum
   * `{ time, displacement, kind, isBeforeEnd: true }`; else null.
   */
  function extremumBeforeEnd(motion) {
    const end = motionEnd(motion);
    if (end === null) return null;
    const kind = jumpExtrema(end).before;
    if (kind === null) return null;
    return { time: nextDown(motion.endTime), displacement: end.valueBefore, kind, isBeforeEnd: true };
  }

  /** SpringMotion.singleTurningTime: for q ≤ 0, the one time t > 0 with x′(t) = 0, or null. */
  function singleTurningTime(motion, w) {
    const v0 = motion.initialVelocity;
    if (w === 0 || v0 === 0) return null;
    const ratio = v0 / w;
    if (!(ratio > 0)) return null;
    if (motion.q === 0) return ratio;
    const y = motion.rootAbsQ * ratio;
    if (!(y < 1)) return null;
    return Math.atanh(y) / motion.rootAbsQ;
  }

  /** SpringMotion.turningPoints: the turning points (x′ = 0) for 0 < t < endTime, in order. */
  function turningPoints(motion, maxCount, until, minimumMagnitude) {
    const result = [];
    if (!(maxCount > 0)) return result;
    const last = Math.min(until, nextDown(motion.endTime));
    const x0 = motion.initialDisplacement;
    const v0 = motion.initialVelocity;
    const w = motion.alpha * v0 + motion.omegaSquared * x0;
    const turn = (t, x) => ({ time: t, displacement: x, kind: x > 0 ? "max" : "min", isBeforeEnd: false });
    if (motion.q > 0) {
      // Zeros of v0·cos θ − (w/ω_d)·sin θ, θ = ω_d t.
      const wd = motion.rootAbsQ;
      let theta0 = w !== 0 ? Math.atan((v0 * wd) / w) : v0 === 0 ? 0 : Math.PI / 2;
      if (theta0 <= 0) theta0 += Math.PI;
      if (v0 === 0 && w === 0) return result;
      for (let n = 0; result.length < maxCount; n += 1) {
        const t = (theta0 + n * Math.PI) / wd;
        if (!(t <= last) || !Number.isFinite(t)) break;
        const x = motion.displacement(t);
        if (x === 0 || Math.abs(x) < minimumMagnitude) break;
        result.push(turn(t, x));
      }
      return result;
    }
    const t = singleTurningTime(motion, w);
    if (t === null || !(t <= last)) return result;
    const x = motion.displacement(t);
    if (x !== 0 && Math.abs(x) >= minimumMagnitude) result.push(turn(t, x));
    return result;
  }

  /**
   * SpringMotion.extrema(maxCount:until:minimumMagnitude:): the turning points for
   * 0 < t < endTime, then the value just before the end when it is an extremum; each
   * `{ time, displacement, kind, isBeforeEnd }`.
   */
  function springExtrema(motion, { maxCount = 64, until = Infinity, minimumMagnitude = 0 } = {}) {
    const result = turningPoints(motion, maxCount, until, minimumMagnitude);
    if (result.length < maxCount) {
      const last = extremumBeforeEnd(motion);
      if (last !== null && last.time <= until && Math.abs(last.displacement) >= minimumMagnitude) {
        result.push(last);
      }
    }
    return result;
  }

  /**
   * SweepCell.overshoot: the largest excursion past the target of the UIKit spring for
   * `duration` (s), `damping` (ζ) and `velocity` (distances/s) released from 0 toward 1 under
   * `solver` and `cut` (UIKitAnimationModel), as a fraction of the travel (≥ 0; 0 without a
   * spring). A turning point, or the value just before the cut when the motion still moves away
   * from the target there.
   */
  function overshoot({ duration, damping, velocity = 0, solver = "ios", cut = true }) {
    const spring = uiKitSpring(duration, damping, velocity, solver);
    if (spring === null) return 0;
    const motion = springMotion(spring, -1, velocity, cut ? durationInEffect(duration) : Infinity);
    const beforeEnd = extremumBeforeEnd(motion);
    const beforeEndValue = beforeEnd === null ? 0 : beforeEnd.displacement;
    const first = springExtrema(motion, { maxCount: 1 })[0];
    // No turning point before the end: the value before the cut is the only extremum.
    if (first === undefined || first.isBeforeEnd) return Math.max(0, beforeEndValue);
    const x1 = first.displacement;
    // Spring.dampedFrequency, Spring.overshoot (|x| shrinks by it per half period).
    const dampedFrequency = motion.q > 0 ? Math.sqrt(motion.q) : 0;
    const oscillates = dampedFrequency > 0;
    const ratio = oscillates ? Math.exp((-motion.alpha * Math.PI) / dampedFrequency) : 0;
    const halfPeriod = oscillates ? Math.PI / dampedFrequency : Infinity;
    // Turning points n = 0 … lastTurn come before the end (all of them without a cut).
    const lastTurn = Math.ceil((motion.endTime - first.time) / halfPeriod) - 1;
    if (x1 > 0) return x1;
    if (oscillates && lastTurn >= 1) return -x1 * ratio;
    return Math.max(0, beforeEndValue);
  }

  /**
   * UIKitSpringAnimation (HelperView): `from` → `to` after `delay`, with UIKit's spring of
   * `duration`, `damping` and `velocity` (distances per second toward the target), found by
   * `solver` ("ios" or "ideal"), ending on `to` at delay + T when `cut`; null when UIKit's
   * routine gives no spring.
   *
   * Besides value(t) and velocity(t) (points, points/s): `duration` and `dampingRatio` as UIKit
   * runs them (clamped), `initialVelocity`, `solver`, `cutsAtDuration`, `motion` (the
   * displacement value − to after the delay, ending at T when cut: UIKitSpringAnimation.motion),
   * `animationEnd` (delay + T, s, cut or not), `cutTime` (delay + T, or Infinity without a cut),
   * `endJump` (points), `relativeEndJump` (a fraction of to − from, or null without a cut or
   * travel) and deviationBound(t).
   */
  function helper({ from, to, duration, damping, velocity = 0, delay = 0, solver = "ios", cut = true }) {
    const spring = uiKitSpring(duration, damping, velocity, solver);
    if (spring === null) return null;
    const runDuration = durationInEffect(duration);
    // The motion with its end, and without it: the cut is decided on the absolute time t ≥
    // delay + T, so that rounding of t − delay cannot end the motion an ulp early.
    const motion = springMotion(spring, from - to, velocity * (to - from), cut ? runDuration : Infinity);
    const free = springMotion(spring, from - to, velocity * (to - from));
    const animationEnd = delay + runDuration;
    const cutTime = cut ? animationEnd : Infinity;
    const endJump = motion.endJump;
    return {
      spring,
      from,
      to,
      delay,
      duration: runDuration,
      dampingRatio: dampingRatioInEffect(damping),
      requestedDuration: duration,
      requestedDampingRatio: damping,
      initialVelocity: velocity,
      solver,
      cutsAtDuration: cut,
      motion,
      cutTime,
      /** UIKitSpringAnimation.animationEnd: delay + duration, seconds. */
      animationEnd,
      /** UIKitSpringAnimation.endJump: value − to just before the cut, points (0 without one). */
      endJump,
      /** UIKitSpringAnimation.relativeEndJump: endJump / (to − from), or null. */
      relativeEndJump: cut && to !== from ? endJump / (to - from) : null,
      value(t) {
        if (t < delay) return from;
        if (t >= cutTime) return to;
        return to + free.displacement(t - delay);
      },
      velocity(t) {
        if (t < delay || t >= cutTime) return 0;
        return free.velocity(t - delay);
      },
      /**
       * HelperView.deviationBound(after:): an upper bound of |value(t′) − to| over every t′ ≥ t
       * (seconds), points, from the decay envelope; 0 once the animation has ended at its cut.
       */
      deviationBound(t) {
        const x0 = motion.initialDisplacement;
        const alpha = spring.damping / (2 * spring.mass);
        const q = spring.stiffness / spring.mass - alpha * alpha;
        const b = motion.initialVelocity + alpha * x0;
        const tau = Math.max(0, t - delay);
        if (t >= cutTime) return 0;
        let bound;
        if (q > 0) {
          // x = e^(−ατ)(x0 cos ω_d τ + (b/ω_d) sin ω_d τ) ≤ e^(−ατ)·sqrt(x0² + (b/ω_d)²).
          const wd = Math.sqrt(q);
          bound = Math.exp(-alpha * tau) * Math.sqrt(x0 * x0 + (b / wd) * (b / wd));
        } else {
          // |x| ≤ e^(−rτ)(|x0| + |b|τ), r = α − γ > 0, rising until τ* = 1/r − |x0|/|b|.
          const rate = alpha - Math.sqrt(-q);
          const peakTau = b === 0 ? 0 : Math.max(0, 1 / rate - Math.abs(x0) / Math.abs(b));
          const s = Math.max(tau, peakTau);
          bound = Math.exp(-rate * s) * (Math.abs(x0) + Math.abs(b) * s);
        }
        return t < delay ? Math.max(Math.abs(x0), bound) : bound;
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
   * cuts after 0), the cuts after 0 and the value jumps at them.
   */
  function scene(side, center) {
    const diff = (t) => side.value(t) - (center ? center.value(t) : side.to);
    const derivative = (t) => side.velocity(t) - (center ? center.velocity(t) : 0);
    const positive = (times) => [...new Set(times.filter((t) => t > 0))].sort((a, b) => a - b);
    const cutTimes = [side.cutTime, center ? center.cutTime : Infinity].filter(Number.isFinite);
    const kinks = positive([side.delay, center ? center.delay : 0, ...cutTimes]);
    const cuts = positive(cutTimes);
    const jumps = cuts.map((t) => ({
      time: t,
      valueBefore: diff(nextDown(t)),
      slopeBefore: derivative(nextDown(t)),
      valueAfter: diff(t),
      slopeAfter: derivative(t),
    }));
    return { side, center, diff, derivative, kinks, cuts, jumps };
  }

  /** FrameDiffScene.restingDiff: side.to − center.to (0 without a center), points. */
  function restingDiff(sceneValue) {
    const { side, center } = sceneValue;
    return side.to - (center ? center.to : side.to);
  }

  /** FrameDiffScene.animationEnd: when the last UIKit animation ends, seconds. */
  function animationEnd(sceneValue) {
    const { side, center } = sceneValue;
    return Math.max(side.animationEnd, center ? center.animationEnd : 0);
  }

  /** FrameDiffScene.deviationBound(after:): a bound of |diff(t′) − rest| for all t′ ≥ t, points. */
  function deviationBound(sceneValue, t) {
    const { side, center } = sceneValue;
    return side.deviationBound(t) + (center ? center.deviationBound(t) : 0);
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
   * on either side of a cut's jump; each `{ index, time, value, kind, isBeforeJump }`.
   */
  function refinedPeaks(sceneValue, fps, horizon) {
    const { diff, derivative, kinks, jumps } = sceneValue;
    const count = Math.floor(horizon * fps + 1e-9) + 1;
    const peaks = [];
    const record = (t, v, kind, isBeforeJump = false) => {
      peaks.push({ index: Math.round(t * fps), time: t, value: v, kind, isBeforeJump });
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
        if (extrema.before !== null) record(nextDown(t), jump.valueBefore, extrema.before, true);
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

  /** FrameDiffError.check(.epsilon, …): ε in (0, 1), else a RangeError. */
  function checkEpsilon(epsilon) {
    if (!(epsilon > 0 && epsilon < 1)) throw new RangeError(`epsilon must be in (0, 1) (got ${epsilon})`);
  }

  /** DisplayLink(framesPerSecond:): fps in (0, 1000], else a RangeError. */
  function checkFramesPerSecond(fps) {
    if (!(fps > 0 && fps <= 1000)) throw new RangeError(`fps must be > 0 and <= 1000 (got ${fps})`);
  }

  /** DisplayLink.maximumHorizon(framesPerSecond:): the last allowed frame's time, seconds. */
  function maximumHorizon(fps) {
    return (MAXIMUM_FRAME_COUNT - 1) / fps;
  }

  /**
   * DiffExtrema.largestDeviation(from:): the largest |diff − `reference`| over [0, `horizon`]
   * given the refined `peaks` through it: at 0, a peak, either side of a cut or the horizon;
   * `{ time, deviation, isBeforeJump }` (s, points).
   */
  function largestDeviation(sceneValue, peaks, horizon, reference) {
    const { diff, jumps } = sceneValue;
    let best = { time: 0, deviation: diff(0) - reference, isBeforeJump: false };
    for (const peak of peaks) {
      if (Math.abs(peak.value - reference) > Math.abs(best.deviation)) {
        best = { time: peak.time, deviation: peak.value - reference, isBeforeJump: peak.isBeforeJump };
      }
    }
    for (const jump of jumps) {
      if (!(jump.time <= horizon)) continue;
      const sides = [
        [nextDown(jump.time), jump.valueBefore, true],
        [jump.time, jump.valueAfter, false],
      ];
      for (const [time, value, before] of sides) {
        if (Math.abs(value - reference) > Math.abs(best.deviation)) {
          best = { time, deviation: value - reference, isBeforeJump: before };
        }
      }
    }
    const last = diff(horizon) - reference;
    if (Math.abs(last) > Math.abs(best.deviation)) {
      best = { time: horizon, deviation: last, isBeforeJump: false };
    }
    return best;
  }

  /**
   * DiffExtrema.lastExit(fromBand:): the first time after which |diff − restingDiff| stays at
   * or below `threshold` (points) through `horizon`, seconds (to 1e-13 s; a cut's time exactly
   * when the jump there enters the band); 0 when it never leaves the band. `peaks`: the refined
   * peaks through `horizon`.
   */
  function lastExit(sceneValue, peaks, horizon, threshold) {
    const rest = restingDiff(sceneValue);
    const deviation = (t) => sceneValue.diff(t) - rest;
    const jumpTimes = new Set(sceneValue.cuts);
    const kinks = sceneValue.kinks.filter((t) => t < horizon);
    const nodes = [0, ...peaks.map((peak) => peak.time), ...kinks, horizon];
    nodes.sort((a, b) => a - b);
    for (let index = nodes.length - 1; index > 0; index -= 1) {
      const start = nodes[index - 1];
      const end = nodes[index];
      if (!(start < end)) continue;
      // The curve on [start, end): its value at start and its limit just before end.
      const before = jumpTimes.has(end) ? deviation(nextDown(end)) : deviation(end);
      if (Math.abs(before) > threshold) return end;
      const first = deviation(start);
      if (!(Math.abs(first) > threshold)) continue;
      const sign = first > 0 ? 1 : -1;
      const excess = (t) => sign * (t === end ? before : deviation(t)) - threshold;
      const root = brent(start, end, excess, 1e-13);
      return Number.isNaN(root) ? end : root;
    }
    return 0;
  }

  /**
   * DiffExtrema.settling(_:epsilon:framesPerSecond:peaks:): the horizon (the end of the
   * animations, at least one frame, doubled up to 1000 s) past which the helpers' decay
   * envelopes keep diff within ε·(its largest deviation from rest), with the refined peaks
   * through it: `{ horizon, peaks, largest }` (s, peaks, points), or null when it does not
   * settle within 1000 s. `given`: the refined peaks through the end of the animations at
   * `fps`, reused for the first horizon when it is that end.
   */
  function settlingExtrema(sceneValue, epsilon, fps, given) {
    checkEpsilon(epsilon);
    checkFramesPerSecond(fps);
    const end = animationEnd(sceneValue);
    const rest = restingDiff(sceneValue);
    let horizon = Math.max(end, 1 / fps);
    let reusable = horizon === end && given ? given : null;
    for (;;) {
      // PeakFinder refuses a horizon of more than DisplayLink.maximumFrameCount frames.
      if (reusable === null && !(horizon <= maximumHorizon(fps))) return null;
      const peaks = reusable !== null ? reusable : refinedPeaks(sceneValue, fps, horizon);
      reusable = null;
      const largest = Math.abs(largestDeviation(sceneValue, peaks, horizon, rest).deviation);
      if (deviationBound(sceneValue, horizon) <= epsilon * largest) return { horizon, peaks, largest };
      if (!(horizon < MAXIMUM_SETTLING_SEARCH)) return null;
      horizon = Math.min(2 * horizon, MAXIMUM_SETTLING_SEARCH);
    }
  }

  /**
   * FrameDiffScene.settlingTime(epsilon:framesPerSecond:peaks:): the first time after which
   * |diff − restingDiff| stays within ε·max|diff − restingDiff|, seconds (0 when diff never
   * moves; to 1e-13 s), or null when it does not settle within 1000 s. `peaks` (optional): the
   * refined peaks through the end of the animations at `fps`. RangeError for ε outside (0, 1)
   * or fps outside (0, 1000].
   */
  function settlingTime(sceneValue, epsilon, fps, peaks) {
    const extrema = settlingExtrema(sceneValue, epsilon, fps, peaks);
    if (extrema === null) return null;
    if (extrema.largest === 0) return 0;
    return lastExit(sceneValue, extrema.peaks, extrema.horizon, epsilon * extrema.largest);
  }

  /**
   * PresetSweepCell(scene:animationModel:epsilon:framesPerSecond:peaks:): the sweep metrics of
   * a scene whose studied helper is its side helper, `{ overshoot, peakCount, firstPeakTime,
   * settlingDuration, endJump }`: SweepCell.overshoot of the side helper's spring (a fraction of
   * its travel); the refined peaks through the end of the animations at `fps` at least
   * ε·|to − from| of the side helper from the resting diff (their count, the first one's time in
   * s or null); the settling time (s, or null when it does not settle within 1000 s); the side
   * helper's relativeEndJump (0 without a cut). `peaks` (optional): those refined peaks, when
   * the caller has them. `epsilon` default 0.001, `fps` default 60; RangeError when out of range.
   */
  function sceneMetrics(sceneValue, { epsilon = EPSILON, fps = 60, peaks = null } = {}) {
    checkEpsilon(epsilon);
    checkFramesPerSecond(fps);
    const { side } = sceneValue;
    const excursion = overshoot({
      duration: side.duration,
      damping: side.dampingRatio,
      velocity: side.initialVelocity,
      solver: side.solver,
      cut: side.cutsAtDuration,
    });
    const end = animationEnd(sceneValue);
    let found = peaks;
    if (!found) {
      if (!(end <= maximumHorizon(fps))) {
        throw new RangeError(`the animations end at ${end} s, beyond ${maximumHorizon(fps)} s at ${fps} fps`);
      }
      found = refinedPeaks(sceneValue, fps, end);
    }
    const threshold = epsilon * Math.abs(side.to - side.from);
    const rest = restingDiff(sceneValue);
    const visible = found.filter((peak) => Math.abs(peak.value - rest) >= threshold);
    return {
      overshoot: excursion,
      peakCount: visible.length,
      firstPeakTime: visible.length > 0 ? visible[0].time : null,
      settlingDuration: settlingTime(sceneValue, epsilon, fps, found),
      endJump: side.relativeEndJump === null ? 0 : side.relativeEndJump,
    };
  }

  return {
    EPSILON,
    nextDown,
    scene,
    refinedPeaks,
    restingDiff,
    animationEnd,
    deviationBound,
    largestDeviation,
    lastExit,
    settlingExtrema,
    settlingTime,
    sceneMetrics,
    overshoot,
    springExtrema,
    extremumBeforeEnd,
    durationInEffect,
    dampingRatioInEffect,
    iOSNewtonFrequency,
    idealFrequency,
    brent,
    uiKitSpring,
    springMotion,
    helper,
    diffRows,
  };
})();
