"""Ctrl-C stops a test run at once (issue 24: a property test ran on for 13 minutes), even when the shell
started the run with SIGINT ignored, as it does for a background job (`pytest &`)."""
from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import time

import pytest
from support import EXAMPLES, ROOT

ENDLESS = f"""
import pathlib
import mtgasp

def test_engine_forever():
    board = mtgasp.load_board({str(EXAMPLES / 'contamination.yaml')!r})
    mtgasp.produce(board, "forest", timeout=None)
    pathlib.Path("asking").write_text("the engine answered once; asking again")
    while True:
        mtgasp.produce(board, "forest", timeout=None)
"""


@pytest.mark.slow
@pytest.mark.parametrize("ignored", [False, True], ids=["foreground", "background job"])
def test_ctrl_c_stops_a_test_run_that_is_asking_the_engine(tmp_path, ignored):
    (tmp_path / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
    (tmp_path / "test_endless.py").write_text(textwrap.dedent(ENDLESS))
    disposition = signal.SIG_IGN if ignored else signal.SIG_DFL
    run = subprocess.Popen([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                           cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           preexec_fn=lambda: signal.signal(signal.SIGINT, disposition))
    try:
        deadline = time.monotonic() + 300
        while not (tmp_path / "asking").exists() and time.monotonic() < deadline and run.poll() is None:
            time.sleep(0.2)
        assert (tmp_path / "asking").exists(), "the run never reached the engine"
        run.send_signal(signal.SIGINT)
        out, _ = run.communicate(timeout=30)
    finally:
        run.kill()
    assert run.returncode == 2 and "KeyboardInterrupt" in out, out[-2000:]
