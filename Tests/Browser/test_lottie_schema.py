"""`export --format lottie` against the Lottie specification's JSON schema (lottie-specs'
lottie.schema.json, JSON Schema draft 2020-12, checked by jsonschema): every source export takes
writes a document the schema accepts, and the same document broken in one member is refused
(so the schema does check what it is given)."""

import copy
import json
import subprocess
from importlib import resources

import jsonschema
import pytest

SOURCES = [
    ["--duration", "1", "--damping", "0.5"],
    ["--response", "0.5", "--damping", "0.7", "--velocity", "1"],
    ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"],
    ["--curve", "easeOutElastic"],
    ["--curve", "steps(4)"],
    ["--preset", "skype"],
]


@pytest.fixture(scope="module")
def validator():
    schema = json.loads(
        resources.files("lottie_specs").joinpath("data/lottie.schema.json").read_text())
    return jsonschema.validators.validator_for(schema)(schema)


def export(jellylab, source, *extra):
    result = subprocess.run([jellylab, "export", "--format", "lottie", *source, *extra],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: " ".join(s))
def test_export_validates(jellylab, validator, source):
    document = export(jellylab, source, "--max-error", "1e-4", "--fps", "30", "--box", "24,12")
    errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(document)]
    assert not errors, errors
    keyframes = document["layers"][0]["ks"]["p"]["y"]["k"]
    assert all(isinstance(k["t"], (int, float)) for k in keyframes)


def test_schema_refuses_a_broken_export(jellylab, validator):
    document = export(jellylab, SOURCES[0])
    breaks = {
        "frame rate as text": lambda d: d.__setitem__("fr", "60"),
        "no layers": lambda d: d.pop("layers"),
        "keyframe time as text": lambda d: d["layers"][0]["ks"]["p"]["y"]["k"][0].__setitem__(
            "t", "0"),
        "box size as text": lambda d: d["layers"][0]["shapes"][0]["it"][0]["s"].__setitem__(
            "k", "40"),
    }
    for name, change in breaks.items():
        broken = copy.deepcopy(document)
        change(broken)
        assert list(validator.iter_errors(broken)), f"the schema accepts a document with {name}"
