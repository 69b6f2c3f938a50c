"""Writes pylottie.json with python-lottie (a Lottie tool other than jellylab): a 30 x 20 box on a
400 x 300 canvas at 60 fps whose position runs sigmoid (0-30), ease-out with o.x = 0 (30-50,
standing still), a hold that jumps (50-60), ease-in with i.x = 1 along a curved spatial path
(60-90) and linear (90-110).

    python3 -m venv v && v/bin/pip install lottie==0.7.2
    v/bin/python make_pylottie.py    # run in this folder
"""

from lottie import Color, Point, objects
from lottie.exporters.core import export_lottie
from lottie.objects import easing

animation = objects.Animation(120, 60)
animation.width, animation.height = 400, 300
layer = objects.ShapeLayer()
animation.add_layer(layer)
group = layer.add_shape(objects.Group())
group.add_shape(objects.Rect(Point(0, 0), Point(30, 20)))
group.add_shape(objects.Fill(Color(0.2, 0.4, 0.9)))
position = layer.transform.position
position.add_keyframe(0, Point(50, 50), easing.Sigmoid())
position.add_keyframe(30, Point(300, 80), easing.EaseOut())
position.add_keyframe(50, Point(300, 80), easing.Jump())
position.add_keyframe(60, Point(200, 250), easing.EaseIn())
position.add_keyframe(90, Point(80, 150), easing.Linear())
position.add_keyframe(110, Point(120, 120))
# The segment from frame 60 to 90 is curved: spatial tangents relative to its two ends.
position.keyframes[3].out_tan = Point(-60, 40)
position.keyframes[3].in_tan = Point(40, 60)
export_lottie(animation, "pylottie.json")
