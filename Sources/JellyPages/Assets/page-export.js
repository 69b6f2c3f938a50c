// The lab's export: the studied helper's UIKit spring (0 → 1, no delay) as the code `jellylab
// export` prints for swiftui, uikit, core-animation and android (its stdout, character for
// character: the same Doubles, so exp is glibc's bit for bit, also inside JLModel's ports while
// they run for this file, and log and the UIKit call's pow(1000, i/2000) correctly rounded), and
// as a CSS linear() certified within a bound from bounds on |p''| and |p'''|. Functions name the
// Swift symbols they follow; checked against the CLI in Chromium
// (Tests/Browser/test_page_export.py). Units: seconds, travels (fractions of the travel), rad/s.
/* exported JLExport */
const JLExport = (() => {
  "use strict";

  // --- Doubles: fma, glibc 2.36's exp (x86-64, FMA variant), log ------------------------------
  /** a·b + c rounded once (Dekker's exact product, Knuth's exact sum). */
  function fma(a, b, c) {
    const p = a * b;
    const ta = 134217729 * a;
    const tb = 134217729 * b;
    const ah = ta - (ta - a);
    const bh = tb - (tb - b);
    const al = a - ah;
    const bl = b - bh;
    const s = p + c;
    const v = s - p;
    return s + (p - (s - v) + (c - v) + (ah * bh - p + ah * bl + al * bh + al * bl));
  }
  const twoProd = (a, b) => [a * b, fma(a, b, -(a * b))];
  const twoSum = (a, b, s = a + b) => [s, a - (s - (s - a)) + (b - (s - a))];
  const ddMul = (ah, al, bh, bl) => {
    const [p, e] = twoProd(ah, bh);
    return twoSum(p, e + (ah * bl + al * bh));
  };
  const POW2 = [1]; // 2^n at n + 1022
  for (let n = 0; n < 1022; n += 1) POW2[0] /= 2;
  for (let n = 1; n < 2046; n += 1) POW2.push(POW2[n - 1] * 2);
  const pow2 = (n) => POW2[n + 1022];
  // __exp_data.tab: 2^(j/128) = H[j]·(1 + T[j]); T as little-endian doubles, H the nearest doubles.
  const T = [];
  const H = [];
  {
    const raw = atob(
      "AAAAAAAAAABuv4gaTzubPF3c2JwTYHG80WaHEHpekLwT9mc1UtKMPPqO+SOAzou8YcjmYU73YDyZ0zNb5KOQPG17g12mmpc8/O/9khq1jjzRnC9wPb4+PAtukIk0A2q8Dr0vKlJWlbxV6k6M74BQvBb01bkjyZG8r1Vc6ePTgDxIk6XqFRuAvD0y3lXwH4+8v1MTP4yJizwm6xF2nNmWvGAvOj737Jo8nTiGy4Lnj7yNw6ZEQW+KPH0E5LAFeoA8lKio4/2Oljx9SHTyGF6HPPLnH5grR4A8XghxP3u4lrwxqwlt4feCPPq/bxqbIT28tAoMcoI3izyPy86JkhRuPLarsE11TYM8THSs4gFChjxK+NNdOd2PPARbjjuAo4a8aFBLzO1KkryOLVEb+AeZvNI2lD7o0XG8FRvOsxkZmbxtTCqnSJ+FPIppKHpgEpO8W4kXSI+nWLwbmklnmyx8vBGswmDtY0M872QGOwlmljx5A6Ha4cxuPDASDz+O/5M8sK96u86Qdjx34FTrvR2TPI6jcQA0lI+8SaOT3Mzeh7xfOA+9xt54vPZce+xGEoa8jtf9GAU1kzwFm4ovt5h7PAlUHOLhY5A86sYZUIXHNDw1wGQr5jKUPJ92mWFK5Iy8qE3vO8UzjLyu6SuJeFOEvFhYVnjdzpO8ZBl+gKoQVzwoIl6/77OTvIK5NIetEmq87qltuO9nY7xRiOBUPdyAvM8+Wn5kH3i8sH2LwEruhryK5lUeMhmGvNPUCV7LnJA8HaVNudwye7xrwGdU/eyUPFVs1qvh62U8Qs+zL8WhiLw0NzvxtmmTvB7/GTqEXoC8bldy2FDUlLwAig5bZ62QPLTq8MEvt408/+fFnGC2ZbxEX/NZg/Z7PIM9HqcfCZO8KR5si7ipXbxZuZB8+SNsvKr59CJDQ5K8S45m12zKhbwnzpEr/K9xPLtzCuE10m08YyJiIgTFh7zVMeLjhhyLPBW7vNPRu5G80jHunDHMkDyzWnNuhGmEPLSdjpfN34K8hzPLkncajDz62dFKj3uQvLqu3FbZw1W8QPamPQ6kkLw0k6049NZovDWKWGvi7pG8zd1fCtf/dDysmJL6+72RvLMMrzCubnM8lP2fXDLjjjysWQnRj+CEPGcaTjivzWM8aBmSbCxrZzzStcyDGIqAvG/6/z9drY+8Sal1OK4NkLynBz2mhaN0PA8iQCCekYK8rJLB1VBajjxLawGsWTqEPB8+tAch1YK8yQ1HO7kqibzTiDpgBLZ0PHFynVHsxYM88JHTjxL3j7x9dCPimK6NvAggqkG8w448Muupw5QrhDzuhdExqWSKPO3jO+S6N468nc2RTTuJdzyJzGBBwQVTPA=="
    );
    const bytes = new DataView(Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer);
    let [r, rl, p, pl] = [2, 0, 1, 0]; // 2^(1/128) by seven square roots, in double-double
    for (let i = 0; i < 7; i += 1) {
      const s = Math.sqrt(r);
      const [q, e] = twoProd(s, s);
      [r, rl] = twoSum(s, (r - q - e + rl) / (2 * s));
    }
    for (let j = 0; j < 128; j += 1) {
      T.push(bytes.getFloat64(8 * j, true));
      H.push(p);
      [p, pl] = ddMul(p, pl, r, rl);
    }
  }
  const LN2 = [-0.005415212348111709, -1.2864023111638346e-14]; // −ln2/128, high and low
  const round128 = (x) => fma(184.6649652337873, x, 6755399441055744) - 6755399441055744;
  /** glibc's exp (Swift's Foundation.exp on Linux), bit for bit: x = k·ln2/128 + r. */
  function exp(x) {
    const ax = Math.abs(x);
    if (!(ax < 1024) || ax < 2 ** -54) return ax < 1 ? 1 + x : x > 0 ? Infinity : x < 0 ? 0 : x;
    const k = round128(x);
    const j = k & 127;
    const r = fma(k, LN2[1], fma(k, LN2[0], x));
    const r2 = r * r;
    const c = fma(r2, fma(r, 0.16666666666665886, 0.49999999999996786), T[j] + r);
    const tmp = fma(r2 * r2, fma(r, 0.008333335853059549, 0.0416666808410674), c);
    const n = ax < 512 ? 0 : k > 0 ? 1009 : -1022;
    const s = H[j] * pow2((k - j) / 128 - n);
    if (n >= 0) return pow2(n) * fma(s, tmp, s);
    let y = s + s * tmp;
    if (y < 1) {
      // A subnormal result, rounded once from 1 + y (glibc's specialcase).
      const [hi, lo] = [1 + y, fma(s, tmp, s - y)];
      y = hi + (1 - hi + y + lo) - 1;
    }
    return pow2(n) * y;
  }
  /** e^(xh + xl) = (eh + el)·2^m as [eh, el, m], in double-double (Taylor in r to r^10). */
  function expDD(xh, xl) {
    const k = round128(xh);
    const [bh, bl] = twoProd(k, LN2[1]);
    let [rh, rl] = twoSum(fma(k, LN2[0], xh), bh);
    [rh, rl] = twoSum(rh, rl + bl + xl);
    let [sh, sl, f] = [1 / 3628800, 0, 3628800];
    for (let n = 10; n > 0; n -= 1) {
      [sh, sl] = ddMul(sh, sl, rh, rl);
      const [s, e] = twoSum(sh, 1 / (f /= n));
      [sh, sl] = twoSum(s, e + sl);
    }
    const j = k & 127;
    return [...ddMul(H[j], H[j] * T[j], sh, sl), (k - j) / 128];
  }
  /** log(x), correctly rounded (glibc's differs in about 1 of 2000): y = Math.log(x) + x·e^(−y) − 1. */
  function log(x) {
    const y = Math.log(x);
    if (!(x > 0 && x < Infinity && Math.abs(y) < 700) || x === 1) return y;
    const [eh, el, m] = expDD(-y, 0);
    const scaled = x * pow2(m);
    const [ph, pl] = twoProd(scaled, eh);
    return y + (ph - 1 + (pl + scaled * el));
  }
  const grid = []; // UIKitSpringCall.scanDurations: 0.01·pow(1000, i/2000), i = 0 … 2000
  /** pow(1000, t) correctly rounded, as glibc's pow gives it for t = i/2000, i = 0 … 2000. */
  function pow1000(t) {
    const [xh, xl] = twoProd(t, 6.907755278982137);
    const [eh, , m] = expDD(xh, xl + t * 2.369515526854504e-16);
    return eh * pow2(m);
  }
  /** `body` with Math.exp as glibc's, for JLModel's ports. */
  function glibc(body) {
    const saved = Math.exp;
    Math.exp = exp;
    try {
      return body();
    } finally {
      Math.exp = saved;
    }
  }

  // --- Swift's Double.description and Float.description ---------------------------------------
  /** The shortest round-trip digits of |x| (finite, ≠ 0) and the decimal exponent. */
  function digits(x) {
    const [m, e] = Math.abs(x).toExponential().split("e");
    return [m.replace(".", ""), Number(e)];
  }
  /** Swift's layout of digits d·10^e: exponent form below 1e-4 and above `limit`. */
  function swiftText(x, limit, [d, e] = [], sign = x < 0 ? "-" : "") {
    if (x === 0 || !(Math.abs(x) < Infinity)) return x === 0 ? (1 / x < 0 ? "-0.0" : "0.0") : sign + (x === x ? "inf" : "nan");
    if (e < -4 || Math.abs(x) > limit) {
      return `${sign}${d[0]}${d.length > 1 ? "." : ""}${d.slice(1)}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
    }
    if (e < 0) return `${sign}0.${"0".repeat(-e - 1)}${d}`;
    return `${sign}${d.slice(0, e + 1).padEnd(e + 1, "0")}.${d.slice(e + 1) || "0"}`;
  }
  /** Double.description. */
  const swiftDouble = (x) => swiftText(x, 2 ** 53, x && Math.abs(x) < Infinity ? digits(x) : []);
  /** Float(x).description: the shortest digits nearest to the Float (ties: even) that read back as it. */
  function swiftFloat(x) {
    const a = Math.abs(Math.fround(x));
    for (let p = 1; a && a < Infinity && p <= 9; p += 1) {
      const [m, e] = a.toExponential(p - 1).split("e");
      const n = Number(m.replace(".", ""));
      const at = (c) => Number(`${c}e${Number(e) - p + 1}`);
      const gap = (c) => Math.abs(at(c) - a);
      const near = [n, n - 1, n + 1].filter((c) => Math.fround(at(c)) === a);
      near.sort((c, d) => (Math.abs(gap(c) - gap(d)) > 1e-12 * a ? gap(c) - gap(d) : (c % 2) - (d % 2)));
      if (near.length) return swiftText(Math.fround(x), 2 ** 24, digits(at(near[0])));
    }
    return swiftText(Math.fround(x), 0);
  }
  /** SnippetNumber.double: Swift's text, −0 as 0. */
  const num = (x) => swiftDouble(x || 0);

  // --- UIKit's conversion (UIKitSpringModel) and its inverse (UIKitSpringCall) ----------------
  /** UIKitSpringModel.iOSNewtonFrequency: 12 Newton steps from `start` (5/T), e^x by `ex`. */
  const newton = (duration, ratio, v, start, ex = exp) => JLModel.iOSNewtonFrequency(duration, ratio, v, { start, exp: ex });
  /** Spring(uiKitDuration:dampingRatio:initialVelocity:solver:) with glibc's exp; null when none. */
  const uiKitSpring = (duration, ratio, v, solver) => glibc(() => JLModel.uiKitSpring(duration, ratio, v, solver));
  const ratioOf = (s) => s.damping / (2 * Math.sqrt(s.stiffness * s.mass));
  const omegaOf = (s) => Math.sqrt(s.stiffness / s.mass);
  const qOf = (s) => s.stiffness / s.mass - (s.damping / (2 * s.mass)) * (s.damping / (2 * s.mass));
  const differ = (a, b) => (a === b ? 0 : Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)) || Infinity);
  /** UIKitSpringModel.iOSFrequencySpread > fragileSpread: a start 5/T·(1 ± 2^−30) or Float exps move ω. */
  function fragile(duration, ratio, v) {
    const w = Math.abs(newton(duration, ratio, v));
    const start = 5 / JLModel.durationInEffect(duration);
    return [start * (1 - 2 ** -30), start * (1 + 2 ** -30), 0].some((s) => {
      const u = newton(duration, ratio, v, s, s ? exp : (x) => Math.fround(exp(Math.fround(x))));
      return !(Number.isFinite(u) && w > 0 && w < Infinity && Math.abs(Math.abs(u) - w) / w <= 1e-6);
    });
  }
  /** UIKitSpringModel.duration(omega:dampingRatio:initialVelocity:): the envelope's T, or null. */
  function envelopeDuration(w, z, v) {
    if (z < 1) {
      const ratio = Math.abs(z * w - v) / (0.001 * w * Math.sqrt(1 - z * z));
      return ratio > 1 ? log(ratio) / (z * w) : null;
    }
    const h = (d) => exp(-w * d) * ((w - v) * d + 1) - 0.001;
    const lower = Math.max(0, -v / (w * (w - v)));
    if (!(Math.abs(z - 1) < 1e-12 && w > v && h(lower) > 0)) return null;
    let upper = lower + 1 / w;
    while (h(upper) > 0) upper *= 2;
    return JLModel.brent(lower, upper, h, 0) || null;
  }
  /**
   * UIKitSpringCall(spring:initialVelocity:preferredDuration:) for iOS's conversion: among the
   * preferred duration and those where ω(T) crosses the spring's ω (2001 log-spaced in [0.01, 10]
   * s, bisected to adjacent doubles), the exact one nearest to the preferred (free: a robust one
   * nearest to the envelope's) duration: `{ duration, ratio }` or `{ error }`.
   */
  function uiKitCall(spring, v, preferred) {
    const [z, w0] = [ratioOf(spring), omegaOf(spring)];
    if (!(z <= 1 + 1e-9 && z >= 2 ** -23)) return { error: `the damping ratio ${num(z)} is outside UIKit's [2^-23, 1]` };
    const calls = [];
    const consider = (duration, ratio) => {
      const made = uiKitSpring(duration, ratio, v, "ios");
      const k = made && differ(made.stiffness, spring.stiffness / spring.mass);
      if (made) calls.push({ duration, ratio, inexact: Math.max(k, differ(made.damping, spring.damping / spring.mass)) > 1e-9 });
    };
    for (const ratio of z < 1 && z >= 1 - 1e-9 ? [z, 1] : [Math.min(z, 1)]) {
      if (preferred >= 0.01 && preferred <= 10) consider(preferred, ratio);
      if (calls.length === 1 && !calls[0].inexact) return calls[0]; // it ranks first
      const f = (t) => {
        const w = Math.abs(newton(t, ratio, v));
        return w > 0 && w * w < Infinity ? w - w0 : null;
      };
      if (grid.length === 0) for (let i = 0; i <= 2000; i += 1) grid.push(i === 2000 ? 10 : 0.01 * pow1000(i / 2000));
      const values = grid.map(f);
      values.forEach((fa, i) => {
        let [a, b, fb] = [grid[i], grid[i + 1], values[i + 1]];
        if (fa === 0) consider(a, ratio);
        if (!fa || !fb || fa < 0 === fb < 0) return;
        for (let m = a + (b - a) / 2; m > a && m < b && fa !== null; m = a + (b - a) / 2) {
          const fm = f(m);
          if (fm === 0) [a, fa, b] = [m, 0, m];
          else if (fm === null) fa = null;
          else if (fm < 0 === fa < 0) [a, fa] = [m, fm];
          else [b, fb] = [m, fm];
        }
        const root = fa !== null && (Math.abs(fa) <= Math.abs(fb) ? a : b);
        if (root && Math.abs(f(root)) <= 1e-6 * w0) consider(root, ratio);
      });
    }
    if (!calls.length) return { error: `no duration in [0.01, 10] s makes UIKit's conversion (ios) give k/m = ${num(w0 * w0)} at damping ratio ${num(z)} and velocity ${num(v)}` };
    const free = !(preferred < Infinity);
    const reference = free ? envelopeDuration(w0, z, v) : preferred;
    const rank = (c) => [
      free && fragile(c.duration, c.ratio, v) ? 1 : 0,
      c.inexact ? 1 : 0,
      reference ? Math.abs(log(c.duration / reference)) : c.duration,
    ];
    const before = (p, q) => p[0] - q[0] || p[1] - q[1] || (p[2] < q[2] ? -1 : 0);
    return calls.map((c) => [rank(c), c]).reduce((best, next) => (before(next[0], best[0]) < 0 ? next : best))[1];
  }

  // --- The free release's settling and the exported source (ExportSource.spring) --------------
  /** SpringMotion.settlingDuration(epsilon:) of the free release x(0) = −1, x′(0) = v. */
  function settle(spring, v, epsilon) {
    const motion = JLModel.springMotion(spring, -1, v);
    const { alpha, q, rootAbsQ: root, displacement: x } = motion;
    const first = JLModel.springExtrema(motion, { maxCount: 1 })[0];
    const turn = first ? first.time : null;
    if (alpha === 0) return Infinity;
    let [start, next] = [[0, -1], null];
    if (q > 0 && turn !== null) {
      // |x| at the turns falls by e^(−απ/ω_d) each: the last one above ε, then the crossing.
      const logRatio = (-alpha * Math.PI) / root;
      const at = (n) => turn + (n * Math.PI) / root;
      if (-logRatio < 1e-8) {
        const b = (v - alpha) / root;
        return Math.sqrt(1 + b * b) > epsilon ? log(Math.sqrt(1 + b * b) / epsilon) / alpha : 0;
      }
      next = turn;
      if (Math.abs(x(turn)) > epsilon) {
        let n = Math.max(0, Math.ceil(log(epsilon / Math.abs(x(turn))) / logRatio) - 1);
        for (let c = 0; n > 0 && c < 8 && Math.abs(x(at(n))) <= epsilon; c += 1) n -= 1;
        for (let c = 0; c < 8 && Math.abs(x(at(n + 1))) > epsilon; c += 1) n += 1;
        [start, next] = [[at(n), x(at(n))], at(n + 1)];
      }
    } else if (turn !== null) {
      if (Math.abs(x(turn)) > epsilon) start = [turn, x(turn)];
      else next = turn;
    }
    const f = (t) => (start[1] > 0 ? 1 : -1) * x(t) - epsilon;
    let upper = next !== null ? next : start[0] + Math.max(1 / Math.sqrt(motion.omegaSquared), 1e-9);
    for (let step = upper - start[0]; next === null && f(upper) > 0 && upper < Infinity; step *= 2) {
      upper = start[0] + 2 * step;
    }
    const t = JLModel.brent(start[0], upper, f, 1e-13);
    return Number.isNaN(t) ? upper : t;
  }
  /**
   * The spring of `jellylab export --duration D --damping Z --velocity V` within E: `{ spring,
   * velocity, end, duration }` (end: the cut, Infinity when free; duration: the span exported,
   * free: settled within E/20, in whole ms) or `{ error }` where the CLI refuses it.
   */
  function source({ duration, damping, velocity: v = 0, solver = "ios", cut = true, bound = 0.001 }) {
    const spring = uiKitSpring(duration, damping, v, solver);
    if (spring === null) return { error: `--damping ${damping} gives no usable UIKit spring` };
    const end = cut ? JLModel.durationInEffect(duration) : Infinity;
    const span = cut ? end : Math.ceil(glibc(() => settle(spring, v, bound / 20)) * 1000) / 1000;
    const turns = (Math.sqrt(Math.max(qOf(spring), 0)) * span) / Math.PI;
    if (span < Infinity && turns <= 2048) return { spring, velocity: v, end, duration: span };
    return { error: `--damping ${damping} lets the spring turn ${span < Infinity ? `about ${Math.round(turns)} times` : "forever"} before it settles; export handles at most 2048` };
  }

  // --- The snippets (SpringSnippetDraft, SpringSnippet+<Format>) ------------------------------
  let last = [];
  const SNIPPETS = {
    swiftui(s, v, end, z = ratioOf(s), r = num((2 * Math.PI) / omegaOf(s))) {
      return `// Animation.spring(response:dampingFraction:blendDuration:): mass 1, no velocity.
let jellylabAnimation = Animation.spring(
  response: ${r}, dampingFraction: ${num(z)})
// Spring(duration:bounce:) (iOS 17): mass 1, no velocity.
let jellylabSpring = Spring(
  duration: ${r}, bounce: ${num(z <= 1 ? 1 - z : 1 / z - 1)})
// Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:): keeps the mass and the velocity (travels/s).
let jellylabInterpolatingSpring = Animation.interpolatingSpring(
  mass: ${num(s.mass)}, stiffness: ${num(s.stiffness)}, damping: ${num(s.damping)},
  initialVelocity: ${num(v)})
`;
    },
    uikit(s, v, end) {
      const call = uiKitCall(s, v, end);
      if (call.error) throw new Error(`no UIKit spring call gives this spring: ${call.error}`);
      const [t, z, u] = [num(call.duration), num(call.ratio), num(v)];
      return `// UIKit turns (duration, damping ratio, velocity) into this spring (mass 1) by iOS's own conversion.
UIView.animate(
  withDuration: ${t},
  delay: 0,
  usingSpringWithDamping: ${z},
  initialSpringVelocity: ${u},
  options: [],
  animations: { /* set the final values here */ })
// The same spring with a property animator (iOS 10 or later):
let jellylabTiming = UISpringTimingParameters(
  dampingRatio: ${z}, initialVelocity: CGVector(dx: ${u}, dy: 0))
let jellylabAnimator = UIViewPropertyAnimator(
  duration: ${t}, timingParameters: jellylabTiming)
`;
    },
    "core-animation"(s, v, end) {
      // The end time; free: CA's settlingDuration for 0 < ζ < 1, else the exact one to 0.001.
      const [z, w] = [ratioOf(s), omegaOf(s)];
      let [duration, why] = [end, "the source's end time"];
      if (end === Infinity) {
        const b = (z * w - v) / Math.sqrt(Math.max(qOf(s), 0));
        [duration, why] = [z > 0 && z < 1 ? -log(0.001 / (Math.abs(b) + 1)) / (z * w) : NaN, "CA's own settlingDuration for this spring"];
      }
      if (!(duration < Infinity)) [duration, why] = [glibc(() => settle(s, v, 0.001)), "jellylab's exact settling time to 0.001 of the travel"];
      return `let jellylabAnimation = CASpringAnimation(keyPath: "position.y")  // your key path
jellylabAnimation.mass = ${num(s.mass)}
jellylabAnimation.stiffness = ${num(s.stiffness)}
jellylabAnimation.damping = ${num(s.damping)}
jellylabAnimation.initialVelocity = ${num(v)}  // travels/s toward toValue
jellylabAnimation.duration = ${num(duration)}  // ${why}
// Set fromValue and toValue, then layer.add(jellylabAnimation, forKey: "jellylab").
`;
    },
    android(s, v) {
      const float = (x, ok) => {
        if (Math.abs(Math.fround(x)) < Infinity && ok(Math.fround(x))) return swiftFloat(x || 0) + "f";
        throw new Error(`android cannot express this spring: ${num(x)} is outside the Float range`);
      };
      const z = ratioOf(s);
      const [k, r, u] = [float(s.stiffness / s.mass, (f) => f > 0), float(z, (f) => !z || f > 0), float(v, (f) => !v || f)];
      return `// androidx.dynamicanimation: SpringForce has mass 1 and takes Floats.
val travelPx = 1f // set: final position minus start value, in px
val jellylabForce = SpringForce()
    .setStiffness(${k})
    .setDampingRatio(${r})
val jellylabStartVelocity = ${u} * travelPx // px/s, for setStartVelocity
// SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, finalPosition)
//     .setSpring(jellylabForce).setStartVelocity(jellylabStartVelocity).start()
// Jetpack Compose (mass 1, Floats):
val jellylabSpec = spring<Float>(dampingRatio = ${r}, stiffness = ${k})
// animatable.animateTo(target, jellylabSpec, initialVelocity = jellylabStartVelocity)
`;
    },
  };
  /**
   * The stdout of `jellylab export --format F` for the helper `{ duration, damping, velocity,
   * solver, cut }`: `{ swiftui, uikit, coreAnimation, android, errors }`, each a text or null with
   * its reason in `errors` (`errors.source` when the CLI refuses the spring itself). The last
   * result is kept: a free spring's UIKit call takes an inverse search of some milliseconds.
   */
  function snippets(helper) {
    const { duration, damping, velocity = 0, solver = "ios", cut = true } = helper;
    const key = JSON.stringify([duration, damping, velocity, solver, cut]);
    if (last[0] === key) return last[1];
    const result = { swiftui: null, uikit: null, coreAnimation: null, android: null, errors: {} };
    last = [key, result];
    const { spring: s, velocity: v, end, error } = source({ ...helper, bound: 0.001 });
    if (error) result.errors.source = error;
    for (const format of error ? [] : Object.keys(SNIPPETS)) {
      const key = format === "core-animation" ? "coreAnimation" : format;
      try {
        const code = SNIPPETS[format](s, v, end);
        result[key] = `// jellylab export ${format}: spring m ${num(s.mass)}, k ${num(s.stiffness)}, c ${num(s.damping)}, initial velocity ${num(v)} travels/s toward the target
// (damping ratio ${num(ratioOf(s))}, natural frequency ${num(omegaOf(s))} rad/s${end < Infinity ? `; the source stops at the target at ${num(end)} s` : ""})
${code}`;
      } catch (failure) {
        result.errors[key] = failure.message;
      }
    }
    return result;
  }

  // --- The progress curve and its certified linear() ------------------------------------------
  /**
   * The helper's progress p(τ) = 1 + x(τ) over τ in [0, duration] s: `{ spring, velocity,
   * duration, cut, evaluate(τ), second(τ), bound(n, a, b) }` (bound: of |p⁽ⁿ⁾| on [a, b], n = 2,
   * 3) or `{ error }`. Cut: at UIKit's duration in effect p jumps from evaluate(duration) to 1;
   * free: it ends where p stays within bound/20 of 1, rounded up to a whole millisecond.
   */
  function springProgress(helper) {
    const src = source(helper);
    if (src.error) return src;
    const { displacement: x, velocity, alpha, omegaSquared: w2, q } = JLModel.springMotion(src.spring, -1, src.velocity);
    const at0 = [-1, src.velocity]; // x⁽ⁿ⁾(0): each derivative solves the same equation
    for (let n = 2; n <= 4; n += 1) at0.push(-2 * alpha * at0[n - 1] - w2 * at0[n - 2]);
    return {
      ...src,
      cut: src.end < Infinity,
      evaluate: (t) => 1 + x(t),
      second: (t) => -2 * alpha * velocity(t) - w2 * x(t),
      // x⁽ⁿ⁾(t) = e^(−αt)(P·C(t) + K·S(t)), P = x⁽ⁿ⁾(0), K = x⁽ⁿ⁺¹⁾(0) + αP, C = cos ω_d t or
      // cosh γt, S = sin(ω_d t)/ω_d or sinh(γt)/γ: |S| ≤ t·|C|, |C| ≤ 1 or e^(−αt)·cosh γt ≤
      // e^(−(α−γ)t), and (underdamped) |P·C + K·S| ≤ √(P² + K²/ω_d²).
      bound(n, a, b) {
        const [p, k] = [at0[n], Math.abs(at0[n + 1] + alpha * at0[n])];
        const m = q > 0 ? Math.min(Math.abs(p) + k * b, Math.sqrt(p * p + (k * k) / q)) : Math.abs(p) + k * b;
        return m * Math.exp(-(q > 0 ? alpha : w2 / (alpha + Math.sqrt(-q))) * a) * (1 + 1e-9);
      },
    };
  }
  /** The most points of a linear() (PiecewiseLinearFit.defaultMaximumPoints). */
  const MAXIMUM_POINTS = 20000;
  /** `x` with at most `places` decimals, no trailing zeros, never −0. */
  const decimal = (x, places) => x.toFixed(places).replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "").replace(/^-0$/, "0");
  /**
   * A CSS linear() of `curve` (springProgress's) within `bound`: `{ text, points, bound,
   * certifiedError, duration }` or `{ error }`. A piece from (a, p(a) + r_a) to (b, p(b) + r_b)
   * errs by at most max(r_a, r_b) + h²/8·max(0, p'') above and min(r_a, r_b) + h²/8·min(0, p'')
   * below (h = b − a); p'' is bounded on [a, b] by |p''|'s bound and, on up to 64 parts, by p''
   * at their ends ± the part·|p'''|'s bound/2. The points are placed greedily within 0.9·E, offset
   * against the coming curvature, then printed with the fewest decimals that keep every piece,
   * certified again as printed, within E.
   */
  function cssLinear(curve, { bound, duration = curve.duration }) {
    if (curve.error) return { error: curve.error };
    const [limit, f, p2, T] = [0.9 * bound, curve.evaluate, curve.second, duration];
    // [min(0, p'')·h²/8, max(0, p'')·h²/8] on [a, b].
    const range = (a, b) => {
      const n = Math.min(64, Math.ceil(((b - a) ** 3 * curve.bound(3, a, b)) / bound) || 1);
      let [low, high, s, ps] = [Infinity, -Infinity, a, p2(a)];
      for (let i = 1; i <= n; i += 1) {
        const e = i === n ? b : a + ((b - a) * i) / n;
        const [pe, big, turn] = [p2(e), curve.bound(2, s, e), (e - s) * curve.bound(3, s, e)];
        high = Math.max(high, Math.min(big, (ps + pe + turn) / 2));
        low = Math.min(low, Math.max(-big, (ps + pe - turn) / 2));
        [s, ps] = [e, pe];
      }
      const [w, slack] = [(b - a) ** 2 / 8, 1e-12 * curve.bound(2, a, b)];
      return [w * Math.min(0, low - slack), w * Math.max(0, high + slack)];
    };
    const endResidual = curve.cut ? null : 1 - f(T);
    const nodes = [[0, 0]];
    let [a, ra, h] = [0, 0, T / 16];
    // The residual at b that keeps the piece from (a, ra) within the fit's bound, or null.
    const fit = (b) => {
      const [down, up] = range(a, b);
      const [lo, hi] = [-limit - down, limit - up];
      if (ra < lo || ra > hi || lo > hi) return null;
      if (b === T && endResidual !== null) return endResidual >= lo && endResidual <= hi ? endResidual : null;
      const [c1, c2] = [p2(b), p2(Math.min(T, 2 * b - a))];
      return Math.min(hi, Math.max(lo, (-limit * (c1 + c2)) / (2 * Math.max(Math.abs(c1), Math.abs(c2)) || 1)));
    };
    while (a < T) {
      let [good, bad] = [null, null];
      for (let tries = 0; tries < 200 && (!good || bad === null) && !(good && good[0] === T); tries += 1) {
        const b = Math.min(T, a + h);
        const r = fit(b);
        if (r === null) [bad, h] = [b, h / 1.5];
        else [good, h] = [[b, r], h * 1.5];
      }
      if (!good || !(good[0] > a)) return { error: "no piece fits" };
      for (let i = 0; good[0] < T && i < 4; i += 1) {
        const b = (good[0] + bad) / 2;
        const r = fit(b);
        if (r === null) bad = b;
        else good = [b, r];
      }
      [a, ra, h] = [good[0], good[1], good[0] - a];
      nodes.push(good);
      // PiecewiseLinearFit.defaultMaximumPoints, as `jellylab export` refuses.
      if (nodes.length > MAXIMUM_POINTS) return { error: `more than ${MAXIMUM_POINTS} points would be needed; raise the bound` };
    }
    const last = nodes.length - 1;
    const start = Math.max(1, Math.ceil(-Math.log10(bound)));
    const places = nodes.map(() => [start, start - 1]); // of the value and the percentage
    for (let round = 0; round < 40; round += 1) {
      const stops = nodes.map(([t, r], i) => {
        const value = i === 0 ? "0" : i === last && !curve.cut ? "1" : decimal(f(t) + r, places[i][0]);
        const place = i === 0 ? "0" : i === last ? "100" : decimal((100 * t) / T, places[i][1]);
        return [value, place, (Number(place) / 100) * T];
      });
      let [worst, more] = [0, new Set()];
      for (let i = 0; i < last; i += 1) {
        const [[va, , ta], [vb, , tb]] = [stops[i], stops[i + 1]];
        const [ea, eb, [down, up]] = [Number(va) - f(ta), Number(vb) - f(tb), ta < tb ? range(ta, tb) : [-1, 1]];
        const error = Math.max(up + Math.max(ea, eb), -down - Math.min(ea, eb), ta < tb ? 0 : Infinity);
        if (error > bound) [i, i + 1].forEach((j) => j > 0 && (j < last || curve.cut) && more.add(j));
        worst = Math.max(worst, error);
      }
      if (worst <= bound) {
        const args = stops.map(([value, place], i) => (i === 0 || (i === last && !curve.cut) ? value : `${value} ${place}%`));
        if (curve.cut) args.push("1");
        return { text: `linear(${args.join(", ")})`, points: args.length, bound, certifiedError: worst, duration: T };
      }
      more.forEach((i) => (places[i] = places[i].map((p) => Math.min(15, p + 1))));
    }
    return { error: "rounding cannot meet the bound" };
  }

  return { exp, log, swiftDouble, swiftFloat, snippets, springProgress, cssLinear };
})();
