"""Records what rlottie draws for a Lottie document: the centroid of its shapes (alpha-weighted,
pixel centres at +0.5) in every frame, as CSV t,x,y on stdout (t in seconds of the document).
With --stretch N the document is played with every time multiplied by N (its out point, its
layers' in and out points and its transform keyframes), so rlottie's whole frames fall N times
per frame of the document.

    python3 -m venv v && v/bin/pip install rlottie-python numpy pillow
    v/bin/python record_rlottie.py arch.json > arch-rlottie.csv    # run in this folder
    v/bin/python record_rlottie.py pylottie.json --stretch 4 > pylottie-rlottie.csv

The recordings in this folder were made with rlottie-python 1.3.8 (rlottie 0.1)."""

import argparse
import json

import numpy as np
from rlottie_python import LottieAnimation


def stretched(document, factor):
    """The document with every time multiplied by `factor`."""
    copy = json.loads(json.dumps(document))
    copy["op"] *= factor
    for layer in copy["layers"]:
        layer["ip"] *= factor
        layer["op"] *= factor
        for prop in layer.get("ks", {}).values():
            parts = [prop.get(axis) for axis in "xyz"] if prop.get("s") is True else [prop]
            for part in parts:
                if isinstance(part, dict) and part.get("a") == 1:
                    for keyframe in part["k"]:
                        keyframe["t"] *= factor
    return copy


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("document")
    parser.add_argument("--stretch", type=int, default=1)
    arguments = parser.parse_args()
    document = json.load(open(arguments.document))
    animation = LottieAnimation.from_data(json.dumps(stretched(document, arguments.stretch)))
    width, height = animation.lottie_animation_get_size()
    rate = document["fr"] * arguments.stretch
    ys, xs = np.mgrid[0:height, 0:width]
    print("t,x,y")
    for frame in range(animation.lottie_animation_get_totalframe()):
        image = np.asarray(animation.render_pillow_frame(frame_num=frame).convert("RGBA"),
                           dtype=float)
        alpha = image[:, :, 3] / 255.0
        total = alpha.sum()
        if total == 0:
            continue
        x = float((alpha * (xs + 0.5)).sum() / total)
        y = float((alpha * (ys + 0.5)).sum() / total)
        print(f"{frame / rate!r},{x!r},{y!r}")


if __name__ == "__main__":
    main()
