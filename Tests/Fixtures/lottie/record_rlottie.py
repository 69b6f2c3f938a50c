"""Records what rlottie draws for arch.json: the centroid of the box (alpha-weighted, pixel
centres at +0.5) in every frame, as CSV t,x,y on stdout (t in seconds).

    python3 -m venv v && v/bin/pip install rlottie-python numpy pillow
    v/bin/python record_rlottie.py > arch-rlottie.csv    # run in this folder

The recording in this folder was made with rlottie-python 1.3.8 (rlottie 0.1)."""

import numpy as np
from rlottie_python import LottieAnimation

animation = LottieAnimation.from_file("arch.json")
width, height = animation.lottie_animation_get_size()
frames = animation.lottie_animation_get_totalframe()
rate = animation.lottie_animation_get_framerate()
ys, xs = np.mgrid[0:height, 0:width]
print("t,x,y")
for frame in range(frames):
    image = np.asarray(animation.render_pillow_frame(frame_num=frame).convert("RGBA"), dtype=float)
    alpha = image[:, :, 3] / 255.0
    total = alpha.sum()
    if total == 0:
        continue
    x = float((alpha * (xs + 0.5)).sum() / total)
    y = float((alpha * (ys + 0.5)).sum() / total)
    print(f"{frame / rate!r},{x!r},{y!r}")
