"""Plays jellylab's Lottie exports in rlottie and records where it draws the box.

For each source and bound of EXPORTS, `jellylab export --format lottie --distance 4000` writes
exports/NAME-E.json; rlottie then plays a copy whose keyframe times and out points are
stretched STRETCH times, so that its whole frames fall at STRETCH times per frame of the
document. The box's centre in each frame is the alpha-weighted centroid of its pixels (pixel
centres at +0.5); exports/NAME-E-rlottie.csv holds t,y (t in seconds of the document's clock).

    python3 -m venv v && v/bin/pip install rlottie-python numpy pillow
    v/bin/python record_rlottie_exports.py JELLYLAB    # run in this folder

The recordings in exports/ were made with rlottie-python 1.3.8 (rlottie 0.1)."""

import json
import pathlib
import subprocess
import sys

import numpy as np
from rlottie_python import LottieAnimation

STRETCH = 8
DISTANCE = 4000
# name: the --curve source (the same forms JellyExportTests builds).
EXPORTS = {
    "uikit": "spring(duration=1,damping=0.5)",
    "swiftui": "spring(response=0.5,damping=0.7,velocity=1)",
    "core-animation": "spring(mass=1,stiffness=100,damping-coefficient=10)",
    "ease-out-elastic": "easeOutElastic",
}
BOUNDS = {"1e-3": 1e-3, "1e-4": 1e-4}


def stretched(document):
    """The document with every keyframe time and out point times STRETCH."""
    copy = json.loads(json.dumps(document))
    copy["op"] *= STRETCH
    for layer in copy["layers"]:
        layer["op"] *= STRETCH
        for keyframe in layer["ks"]["p"]["y"]["k"]:
            keyframe["t"] *= STRETCH
    return copy


def record(document):
    """[(t s, centroid y px)] of every frame rlottie draws for the stretched document."""
    animation = LottieAnimation.from_data(json.dumps(stretched(document)))
    width, height = animation.lottie_animation_get_size()
    ys = np.arange(height)[:, None] + 0.5
    rate = document["fr"] * STRETCH
    rows = []
    for frame in range(animation.lottie_animation_get_totalframe()):
        image = np.asarray(animation.render_pillow_frame(frame_num=frame).convert("RGBA"),
                           dtype=float)
        alpha = image[:, :, 3] / 255.0
        total = alpha.sum()
        if total > 0:
            rows.append((frame / rate, float((alpha * ys).sum() / total)))
    return rows


def main():
    jellylab = sys.argv[1]
    here = pathlib.Path(__file__).resolve().parent / "exports"
    for name, curve in EXPORTS.items():
        for label, bound in BOUNDS.items():
            path = here / f"{name}-{label}.json"
            subprocess.run([jellylab, "export", "--format", "lottie", "--curve", curve,
                            "--max-error", str(bound), "--distance", str(DISTANCE),
                            "--out", str(path), "--report", str(here / f"{name}-{label}.report.json")],
                           check=True)
            rows = record(json.loads(path.read_text()))
            with open(here / f"{name}-{label}-rlottie.csv", "w") as out:
                out.write("t,y\n")
                for t, y in rows:
                    out.write(f"{t!r},{y!r}\n")
            print(f"{name} {label}: {len(rows)} frames", file=sys.stderr)


if __name__ == "__main__":
    main()
