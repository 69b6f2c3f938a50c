"""The lab's export panel (Sources/JellyPages/Assets/page-export.js, `JLExport`), run in
Debian's headless Chromium against Swift and the CLI:

(a) `swiftDouble` and `swiftFloat` print 246 Doubles and their nearest Floats (ties among them)
    as Swift's own `description` does (SWIFT_DESCRIPTIONS, printed once by Swift), and `exp` is
    glibc's (Python's math.exp) bit for bit;
(b) the swiftui, uikit, core-animation and android snippets of random UIKit springs (both solvers,
    cut at the duration or free, clamped durations 0.005 and 12, damping ratios 0, 1 and 1.3,
    negative velocities) equal the stdout of `jellylab export --format F` character for character,
    and a spring the CLI refuses is one the page refuses, with its reason;
(c) the page's certified CSS linear() of random springs at random bounds E in [1e-4, 0.05] stays
    within E of the exact curve, sampled by `jellylab spring` (independent of the page) on a
    dense grid plus seven points inside every piece, within the page's certified error too; its
    duration equals `jellylab export --format css-linear`'s and its point count is compared with
    the CLI's at the same bound.

One summary line is printed (pytest -s), with the page's time per call after a first, untimed one
(the first call compiles the code)."""

import bisect
import csv
import io
import math
import pathlib
import random
import re
import statistics
import subprocess

import pytest
from conftest import case_count

REPO = pathlib.Path(__file__).resolve().parents[2]
ASSETS = REPO / "Sources/JellyPages/Assets"
SNIPPET_SPRINGS = 140
CURVE_SPRINGS = case_count(quick=48, long=140)
FORMATS = {
    "swiftui": "swiftui", "uikit": "uikit", "coreAnimation": "core-animation", "android": "android",
}
SUMMARY = {}

# Bits of a Double, then Swift's `description` of the Double and of `Float(x)`, printed by Swift 6 on Linux from:
#   while let line = readLine() {
#     let d = Double(bitPattern: UInt64(line, radix: 16)!)
#     print(line, d.description, Float(d).description)
#   }
SWIFT_DESCRIPTIONS = """
c20675f0e9cb2ec0 -12058500409.397827 -1.20585e+10
c341413e98f53b5a -9.71362342813458e+15 -9.713624e+15
c20c9e250b16d3d0 -15364039010.853424 -1.5364039e+10
bf013dfe396e1af6 -3.28868110762072e-05 -3.2886812e-05
40b58c2b9a0ab315 5516.170319241258 5516.1704
c21e6f2a76e4e2c8 -32678518201.221466 -3.2678519e+10
3f7e7d1f9fcf4332 0.007443545849086063 0.007443546
40d095b6571b5dca 16982.849066583243 16982.85
4403934745168389 4.513758305130022e+19 4.5137582e+19
c264af7b19c5cd1f -710747409966.41 -7.107474e+11
c1e6eb2b552b39e7 -3076086441.350818 -3.0760865e+09
3e6658d38098a35f 4.162448881086998e-08 4.162449e-08
c02171da6ee3a5a8 -8.722369637764885 -8.722369
bfc13220bd58a330 -0.1343422817747295 -0.13434228
be1afe0cec92b08d -1.571163576231266e-09 -1.5711635e-09
427236ddc8180194 1251678650752.0986 1.2516786e+12
bf992d37a57beab7 -0.024586553073258268 -0.024586553
c03b2eff013df94f -27.183578565244996 -27.183578
bec5caabd773a726 -2.5977712386674713e-06 -2.5977713e-06
3ef08a47fd2a737f 1.577392670047998e-05 1.5773927e-05
beef0b725ea05012 -1.4803273149545412e-05 -1.4803273e-05
c330d91af312508c -4742309397811340.0 -4.7423096e+15
3f871f4b14ca79e3 0.011290155956257436 0.011290156
42c704e218b00c8f 50619481153561.12 5.0619482e+13
be04df05533de010 -6.074311387939752e-10 -6.0743116e-10
4171662ab415b940 18244267.25530362 1.8244268e+07
c40044cd9ae08d12 -3.751321177917347e+19 -3.7513212e+19
beac6e19ff6abadd -8.472825346517855e-07 -8.4728254e-07
c29c6c865865f4c8 -7813108996477.195 -7.813109e+12
bffc57ff69e7db2f -1.7714838158551165 -1.7714838
c395ce101b1331a4 -3.928027571177659e+17 -3.9280276e+17
4087991bdc20eaf0 755.1386034557054 755.1386
c2065328108220ac -11985551888.265953 -1.1985552e+10
3f9eb24db129ce03 0.029977048814954454 0.02997705
c1f4653c35f31f14 -5474861919.195087 -5.474862e+09
c306877994f49905 -792675718435616.6 -7.9267574e+14
be71a04d2e0df83e -6.566262867981212e-08 -6.5662626e-08
3fb0e47e2d9103dd 0.06598652470076112 0.06598652
c2c2eabf39632dbc -41598879712859.47 -4.159888e+13
c072a2b51ee5459e -298.16921891745903 -298.16922
c0da773961f27996 -27100.896603220688 -27100.896
c3b696a4005b30e6 -1.6276686367778995e+18 -1.6276686e+18
bdde69c306201529 -1.1064232996055537e-10 -1.1064233e-10
be42c0c6d051f030 -8.732561793680405e-09 -8.732562e-09
3f00fac409dc3fbe 3.238592874599222e-05 3.2385928e-05
bee0ac5847151bb2 -7.950411801472622e-06 -7.950412e-06
bffa8b9d86b911c9 -1.659085775624691 -1.6590858
3e9c8581528baa3b 4.250035368485483e-07 4.2500355e-07
c200694d29353444 -8810767654.65052 -8.810767e+09
413e89776d3ff464 2001271.4267571205 2001271.4
410b4e66c4501cff 223692.84585592893 223692.84
42370a3e582ad497 98956105770.83043 9.895611e+10
3e1c8125498572a8 1.6591788273889767e-09 1.6591788e-09
be43c1c76d030b98 -9.200046419463472e-09 -9.200046e-09
436e315bde1001a5 6.798815950956471e+16 6.798816e+16
3de47df6b1d013f7 1.4909925456288643e-10 1.4909926e-10
3e942dda485a5e5f 3.006922003416812e-07 3.006922e-07
42248249273908f3 44042589084.51748 4.404259e+10
be3db66db07ee102 -6.9180063968446566e-09 -6.9180066e-09
c3b1364950c68104 -1.2402593586637056e+18 -1.2402594e+18
67ff67d08fca024e 8.95536550739212e+192 inf
4d5a9ecafe9fa6fb 4.380380020593934e+64 inf
03dcd9bfa1aab1ec 4.625713618785874e-290 0.0
0dd19d29986b28de 4.12742712863333e-242 0.0
1704b4578f5e5555 8.655592216044565e-198 0.0
59626c058b5646c9 3.805608234307445e+122 inf
000f37895092c597 2.116175824386677e-308 0.0
23f680221f740b00 1.9347930910839395e-135 0.0
1753e4f607674866 2.661418830049198e-196 0.0
0d4944fb0fbd4948 1.1565100858582127e-244 0.0
6dbd9acfa2a639e0 4.180208646065447e+220 inf
563379c39ff93e6d 1.786694250007449e+107 inf
5dfaebe59eaf66e9 5.252629228683055e+144 inf
4a21fd3f35cdec71 1.3145656066807306e+49 inf
5280a6fc353603af 2.650101987417071e+89 inf
3b013e4d30aa1af2 1.782922186747898e-24 1.7829223e-24
3c8a8aa82fa80d66 4.6042386599700714e-17 4.6042385e-17
22e80f58504c2d68 1.5784346178990447e-140 0.0
3a18fdbebb8b8a85 7.885829610771436e-29 7.8858297e-29
383514aca2618386 6.195078334832824e-38 6.1950783e-38
5ba44065d5a9bfee 2.8749245277462093e+133 inf
69793491ce4a3738 1.2058405036494686e+200 inf
3339de3f379fb813 6.288199447169168e-62 0.0
6eefe9929619bcf3 2.362469075674685e+226 inf
6e8e573972e02849 3.5095600242805853e+224 inf
c0fde8a000000000 -122506.0 -122506.0
410e177800000000 246511.0 246511.0
411cf3f000000000 474364.0 474364.0
c125f4b600000000 -719451.0 -719451.0
4129f48000000000 850496.0 850496.0
c1211c7e00000000 -560703.0 -560703.0
c12440e800000000 -663668.0 -663668.0
c11524e400000000 -346425.0 -346425.0
c104354000000000 -165544.0 -165544.0
c121e9e800000000 -586996.0 -586996.0
4121a68c00000000 578374.0 578374.0
c12308ca00000000 -623717.0 -623717.0
c10ec2a000000000 -251988.0 -251988.0
c0e6068000000000 -45108.0 -45108.0
411ada7c00000000 439967.0 439967.0
c12d908600000000 -968771.0 -968771.0
c126e2b600000000 -749915.0 -749915.0
c1121c5c00000000 -296727.0 -296727.0
411953ac00000000 414955.0 414955.0
c12e549c00000000 -993870.0 -993870.0
40a21cf7ad57c312 2318.483744375765 2318.4836
40a1a0ab68b9fd05 2256.3347833749162 2256.3347
4093a6ab1bc26f9d 1257.6670980816482 1257.6671
40a6e21a9825a04a 2929.051942039315 2929.052
4084146d7c7cc930 642.5534600972078 642.55347
4095c76cafe952d4 1393.8561397988133 1393.8561
409744f46f4d86fe 1489.2387058366435 1489.2386
40a2e2f4f71f9d1e 2417.478447902612 2417.4785
40943acfe4c7cfcc 1294.703021165903 1294.703
403ff6566c6ee485 31.96225621898022 31.962255
408fdfc187a0bc1a 1019.9694969708828 1019.9695
40a6cf1435a26678 2919.5394716978153 2919.5396
40a5fcd0d40900d0 2814.407867699956 2814.408
4087f8588e7193be 767.0432404397213 767.0432
40a12e73c783946e 2199.2261315458954 2199.226
3f1a36e2eb1c432d 0.0001 0.0001
bf1a36e2eb1c432d -0.0001 -0.0001
3f1a36e2eb1c432c 9.999999999999999e-05 0.0001
bf1a36e2eb1c432c -9.999999999999999e-05 -0.0001
3f1a36e2eb1c432e 0.00010000000000000002 0.0001
bf1a36e2eb1c432e -0.00010000000000000002 -0.0001
3ee4f8b588e368f1 1e-05 1e-05
bee4f8b588e368f1 -1e-05 -1e-05
430c6bf526340000 1000000000000000.0 1e+15
c30c6bf526340000 -1000000000000000.0 -1e+15
4341c37937e08000 1e+16 1e+16
c341c37937e08000 -1e+16 -1e+16
4340000000000000 9007199254740992.0 9.007199e+15
c340000000000000 -9007199254740992.0 -9.007199e+15
4340000000000001 9.007199254740994e+15 9.007199e+15
c340000000000001 -9.007199254740994e+15 -9.007199e+15
433fffffffffffff 9007199254740991.0 9.007199e+15
c33fffffffffffff -9007199254740991.0 -9.007199e+15
4170000000000000 16777216.0 16777216.0
c170000000000000 -16777216.0 -16777216.0
4170000020000000 16777218.0 1.6777218e+07
c170000020000000 -16777218.0 -1.6777218e+07
416fffffe0000000 16777215.0 16777215.0
c16fffffe0000000 -16777215.0 -16777215.0
437b69b4ba630f35 1.2345678901234568e+17 1.2345679e+17
c37b69b4ba630f35 -1.2345678901234568e+17 -1.2345679e+17
3fd3333333333334 0.30000000000000004 0.3
bfd3333333333334 -0.30000000000000004 -0.3
3ff0000000000000 1.0 1.0
bff0000000000000 -1.0 -1.0
4059000000000000 100.0 100.0
c059000000000000 -100.0 -100.0
0000000000000001 5e-324 0.0
8000000000000001 -5e-324 -0.0
0010000000000000 2.2250738585072014e-308 0.0
8010000000000000 -2.2250738585072014e-308 -0.0
7fefffffffffffff 1.7976931348623157e+308 inf
ffefffffffffffff -1.7976931348623157e+308 -inf
47efffffe0000000 3.4028234663852886e+38 3.4028235e+38
c7efffffe0000000 -3.4028234663852886e+38 -3.4028235e+38
47f074f8c4d3cd7b 3.5e+38 inf
c7f074f8c4d3cd7b -3.5e+38 -inf
3696d601ad376ab9 1e-45 1e-45
b696d601ad376ab9 -1e-45 -1e-45
36a0000000000000 1.401298464324817e-45 1e-45
b6a0000000000000 -1.401298464324817e-45 -1e-45
368ff868bf4d956a 7e-46 0.0
b68ff868bf4d956a -7e-46 -0.0
37a16c262777579c 1e-40 1e-40
b7a16c262777579c -1e-40 -1e-40
3f1a36e2e0000000 9.999999747378752e-05 0.0001
bf1a36e2e0000000 -9.999999747378752e-05 -0.0001
3f1a36e2c0000000 9.99999901978299e-05 9.999999e-05
bf1a36e2c0000000 -9.99999901978299e-05 -9.999999e-05
3f1a36e300000000 0.00010000000474974513 0.000100000005
bf1a36e300000000 -0.00010000000474974513 -0.000100000005
3e80000000000000 1.1920928955078125e-07 1.1920929e-07
be80000000000000 -1.1920928955078125e-07 -1.1920929e-07
3fc3333333333334 0.15000000000000002 0.15
bfc3333333333334 -0.15000000000000002 -0.15
4051b17b0cabdfe5 70.77313534531238 70.77313
c051b17b0cabdfe5 -70.77313534531238 -70.77313
3fe0000000000000 0.5 0.5
bfe0000000000000 -0.5 -0.5
4480f0cf064dd592 1e+22 1e+22
c480f0cf064dd592 -1e+22 -1e+22
444b1ae4d6e2ef50 1e+21 1e+21
c44b1ae4d6e2ef50 -1e+21 -1e+21
44b52d02c7e14af6 1e+23 1e+23
c4b52d02c7e14af6 -1e+23 -1e+23
405edd2f1a9fbe77 123.456 123.456
c05edd2f1a9fbe77 -123.456 -123.456
4011666666666666 4.35 4.35
c011666666666666 -4.35 -4.35
3fd3333333333333 0.3 0.3
bfd3333333333333 -0.3 -0.3
3fe5555555555555 0.6666666666666666 0.6666667
bfe5555555555555 -0.6666666666666666 -0.6666667
400921fb54442d18 3.141592653589793 3.1415927
c00921fb54442d18 -3.141592653589793 -3.1415927
40effc0000000000 65504.0 65504.0
c0effc0000000000 -65504.0 -65504.0
4160000010000000 8388608.5 8388608.0
c160000010000000 -8388608.5 -8388608.0
4180000000000000 33554432.0 3.3554432e+07
c180000000000000 -33554432.0 -3.3554432e+07
413fe87240000000 2091122.25 2091122.2
413fe872c0000000 2091122.75 2091122.8
413fe87340000000 2091123.25 2091123.2
4130000060000000 1048576.375 1048576.4
41300000a0000000 1048576.625 1048576.6
4150000060000000 4194305.5 4194305.5
415a6dd2a0000000 6928202.5 6928202.5
4147b21f60000000 3105854.75 3105854.8
4143ae97a0000000 2579759.25 2579759.2
415f3d54e0000000 8189267.5 8189267.5
4144a7b3c0000000 2707303.5 2707303.5
4138f545a0000000 1635653.625 1635653.6
413fe8a740000000 2091175.25 2091175.2
41461e8fe0000000 2899231.75 2899231.8
4165da1aa0000000 11456725.0 11456725.0
415a499520000000 6891092.5 6891092.5
4132ca32a0000000 1231410.625 1231410.6
415f077d40000000 8134133.0 8134133.0
4147381a00000000 3043380.0 3043380.0
41424cdde0000000 2398651.75 2398651.8
4136677b20000000 1468283.125 1468283.1
4162710a20000000 9668689.0 9668689.0
4136c901a0000000 1493249.625 1493249.6
4152cef9e0000000 4930535.5 4930535.5
413ec27700000000 2015863.0 2015863.0
4133684180000000 1271873.5 1271873.5
415e3b75a0000000 7925206.5 7925206.5
413b3ec760000000 1785543.375 1785543.4
413cee2860000000 1895976.375 1895976.4
4147035a20000000 3016372.25 3016372.2
4139a10e40000000 1679630.25 1679630.2
3f9e7ec8c0000000 0.029780518263578415 0.029780518
3e813ac580000000 1.2837034546464565e-07 1.2837035e-07
43df75d500000000 9.067808733710516e+18 9.067809e+18
3a46a71120000000 5.718321449821405e-28 5.7183214e-28
445bd1f800000000 2.0527677317532363e+21 2.0527677e+21
44ec987660000000 1.0803095714979853e+24 1.0803096e+24
3e36351ba0000000 5.170575523294474e-09 5.1705755e-09
384465de20000000 1.1988820221918687e-37 1.198882e-37
4737e77600000000 1.2411741328792125e+35 1.2411741e+35
"""


@pytest.fixture(scope="module")
def page(browser):
    """A blank page with page-model.js, then page-export.js (the order of the lab page)."""
    page = browser.new_page()
    page.set_content("<!doctype html><title>export</title>")
    page.add_script_tag(content=(ASSETS / "page-model.js").read_text())
    page.add_script_tag(content=(ASSETS / "page-export.js").read_text())
    yield page
    page.close()


@pytest.fixture(scope="module", autouse=True)
def summary_line():
    yield
    print("\n" + "; ".join(f"{key} {value}" for key, value in SUMMARY.items()))


def random_spring(rng):
    return {
        "duration": rng.choice([rng.uniform(0.05, 3), rng.uniform(0.05, 3), 0.005, 12.0]),
        "damping": rng.choice([rng.uniform(0.05, 1), rng.uniform(0.05, 1), 1.0, 1.3, 0.0]),
        "velocity": rng.choice([0.0, rng.uniform(-3, 6), rng.uniform(-3, 6)]),
        "solver": rng.choice(["ios", "ideal"]),
        "cut": rng.random() < 0.6,
    }


def spring_args(spring):
    args = [
        "--duration", repr(spring["duration"]), "--damping", repr(spring["damping"]),
        "--velocity", repr(spring["velocity"]), "--uikit-solver", spring["solver"],
    ]
    return args + ([] if spring["cut"] else ["--free-spring"])


def test_swift_descriptions(page):
    words = SWIFT_DESCRIPTIONS.split()
    rows = [words[i : i + 3] for i in range(0, len(words), 3)]
    got = page.evaluate(
        """(hexes) => {
          const bits = new DataView(new ArrayBuffer(8));
          return hexes.map((hex) => {
            bits.setBigUint64(0, BigInt("0x" + hex));
            const x = bits.getFloat64(0);
            return [JLExport.swiftDouble(x), JLExport.swiftFloat(x)];
          });
        }""",
        [row[0] for row in rows],
    )
    wrong = [(row, text) for row, text in zip(rows, got) if row[1:] != text]
    assert not wrong, f"{len(wrong)} of {len(rows)} differ from Swift, e.g. {wrong[:5]}"
    SUMMARY["swift descriptions"] = f"{len(rows)}/{len(rows)} Doubles and Floats"


def test_exp_is_glibcs(page):
    """JLExport.exp against Python's math.exp, glibc's exp as Swift's Foundation.exp calls it on
    Linux (both on this machine): ordinary, large and subnormal results."""
    rng = random.Random(20261205)
    xs = [rng.uniform(-40, 5) for _ in range(20000)] + [rng.uniform(-745, 709) for _ in range(5000)]
    xs += [rng.uniform(-1e-3, 1e-3) for _ in range(2000)] + [0.0, 1e-300, -1e-17, 709.78, -745.2]
    got = page.evaluate("(xs) => xs.map(JLExport.exp)", xs)
    wrong = [(x, y, math.exp(x)) for x, y in zip(xs, got) if float(y) != math.exp(x)]
    assert not wrong, f"{len(wrong)} of {len(xs)} differ from glibc, e.g. {wrong[:5]}"
    SUMMARY["exp"] = f"{len(xs)}/{len(xs)} equal to glibc's"


def test_snippets_match_cli(jellylab, page):
    rng = random.Random(20261206)
    springs = [random_spring(rng) for _ in range(SNIPPET_SPRINGS)]
    got = page.evaluate(
        """(springs) => {
          JLExport.snippets(springs[0]);
          return springs.map((spring) => {
            const start = performance.now();
            const snippets = JLExport.snippets(spring);
            return { ...snippets, ms: performance.now() - start };
          });
        }""",
        springs,
    )
    equal = refused = 0
    problems = []
    compared = set()
    for n, (spring, snippets) in enumerate(zip(springs, got)):
        for key, name in FORMATS.items():
            cli = subprocess.run(
                [jellylab, "export", "--format", name, *spring_args(spring)],
                capture_output=True, text=True,
            )
            if cli.returncode != 0:
                refused += 1
                if snippets[key] is not None or not snippets["errors"]:
                    problems.append((spring, name, "the CLI refuses", cli.stderr.strip(), snippets[key]))
            elif snippets[key] != cli.stdout:
                problems.append((spring, name, cli.stdout, snippets[key], snippets["errors"]))
            else:
                equal += 1
                compared.add(n)
    assert not problems, f"{len(problems)} snippets differ, e.g. {problems[:3]}"
    assert len(compared) >= 100, f"only {len(compared)} springs have a snippet the CLI writes"
    times = [snippets["ms"] for snippets in got]
    SUMMARY["snippets"] = (
        f"{len(springs)} springs ({len(compared)} exported) x 4 formats: {equal} equal to the CLI's"
        f" stdout, {refused} refused by both; page {statistics.median(times):.2f} ms median,"
        f" {max(times):.1f} ms max"
    )


def parse_linear(text):
    """linear()'s stops as [output, input progress]: the first defaults to 0, the last to 1,
    and each input is at least every input before it."""
    stops = []
    for part in text[text.index("(") + 1 : text.rindex(")")].split(","):
        words = part.split()
        position = float(words[1].rstrip("%")) / 100 if len(words) > 1 else None
        stops.append([float(words[0]), position])
    stops[0][1] = 0.0 if stops[0][1] is None else stops[0][1]
    stops[-1][1] = 1.0 if stops[-1][1] is None else stops[-1][1]
    largest = 0.0
    for stop in stops:
        assert stop[1] is not None, text
        stop[1] = largest = max(stop[1], largest)
    return stops


def evaluate_linear(stops, inputs, x):
    """linear() at progress x: straight between the last stop at or before x and the next (of
    two stops at one input, the later one counts from that input on)."""
    i = bisect.bisect_right(inputs, x) - 1
    if i >= len(stops) - 1:
        return stops[-1][0]
    (v0, p0), (v1, p1) = stops[i], stops[i + 1]
    return v0 + (v1 - v0) * (x - p0) / (p1 - p0)


def cli_values(jellylab, spring, times):
    """The exact curve (fractions of the travel from 0 to 1) at `times`, by `jellylab spring`."""
    result = subprocess.run(
        [jellylab, "spring", *spring_args(spring), "--input", "-", "--time-column", "t"],
        input="t\n" + "\n".join(repr(t) for t in times) + "\n", capture_output=True, text=True,
        check=True,
    )
    return [float(row["value"]) for row in csv.DictReader(io.StringIO(result.stdout))]


def linear_errors(jellylab, spring, linear):
    """One spring's page linear() against the CLI: None when both refuse it, else its largest
    error over E and over the certified error, and its points over the CLI's."""
    cli = subprocess.run(
        [jellylab, "export", "--format", "css-linear", "--max-error", repr(spring["bound"]),
         *spring_args(spring)],
        capture_output=True, text=True,
    )
    if "error" in linear:
        assert cli.returncode != 0, (spring, linear["error"], "the CLI exports it")
        return None
    assert cli.returncode == 0, (spring, cli.stderr, "the page exports it")
    report = dict(re.findall(r"^(\w+): (.*)$", cli.stderr, re.M))
    assert float(report["duration_s"]) == linear["duration"], (spring, report, linear["duration"])
    assert linear["certifiedError"] <= spring["bound"], (spring, linear)
    duration = linear["duration"]
    stops = parse_linear(linear["text"])
    inputs = [p for _, p in stops]
    count = max(20001, 30 * len(stops))
    times = [duration * k / (count - 1) for k in range(count)]
    for (_, p0), (_, p1) in zip(stops, stops[1:]):
        times += [duration * (p0 + (p1 - p0) * j / 8) for j in range(1, 8) if p1 > p0]
    exact = cli_values(jellylab, spring, times)
    error = max(
        abs(evaluate_linear(stops, inputs, t / duration) - v) for t, v in zip(times, exact)
    )
    assert error <= spring["bound"] * (1 + 1e-9), (spring, error, linear["text"])
    assert error <= linear["certifiedError"] + 1e-12, (spring, error, linear["certifiedError"])
    return (error / spring["bound"], error / linear["certifiedError"],
            linear["points"] / float(report["points"]))


def test_css_linear_within_bound(jellylab, page, parallel):
    rng = random.Random(20261207)
    springs = []
    for _ in range(CURVE_SPRINGS):
        spring = random_spring(rng)
        spring["bound"] = 10 ** rng.uniform(-4, math.log10(0.05))
        springs.append(spring)
    got = page.evaluate(
        """(springs) => {
          const linear = (spring) =>
            JLExport.cssLinear(JLExport.springProgress(spring), { bound: spring.bound });
          linear(springs[0]);
          return springs.map((spring) => {
            const start = performance.now();
            return { ...linear(spring), ms: performance.now() - start };
          });
        }""",
        springs,
    )
    results = parallel(lambda pair: linear_errors(jellylab, *pair), list(zip(springs, got)))
    exported = [result for result in results if result is not None]
    refused = len(results) - len(exported)
    assert len(exported) >= case_count(quick=28, long=100), f"only {len(exported)} springs exported"
    worst_ratio = max(result[0] for result in exported)
    worst_certified = max(result[1] for result in exported)
    point_ratios = [result[2] for result in exported]
    times = [linear["ms"] for linear in got]
    SUMMARY["linear()"] = (
        f"{len(point_ratios)} springs ({refused} refused by both): largest error/E"
        f" {worst_ratio:.4f}, error/certified {worst_certified:.4f}; points/CLI median"
        f" {statistics.median(point_ratios):.2f} (min {min(point_ratios):.2f}, max"
        f" {max(point_ratios):.2f}); page {statistics.median(times):.1f} ms median,"
        f" {max(times):.0f} ms max"
    )
