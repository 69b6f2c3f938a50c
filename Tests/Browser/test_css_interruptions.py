"""Interrupted CSS transitions: Chromium run again (per requestAnimationFrame and by pausing and
seeking) and compared with the recordings the Swift tests hold the model to
(record_css_interruptions.py; EngineInterruptionTests)."""

import pathlib
import subprocess
import sys

SCRIPT = pathlib.Path(__file__).with_name("record_css_interruptions.py")


def test_chromium_matches_the_recordings():
    run = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "15 interrupted transitions" in run.stdout
