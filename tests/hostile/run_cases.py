"""Run command lines of the hostile corpus through the CLI's main() in this one process, one after another
(tests/cli/test_hostile.py starts it as a child process with a memory cap and a CPU limit).

Reads one JSON list of argument lists on standard input; writes one JSON line per case: the exit status
("traceback" for an exception that escaped main(), "timeout" past the limit), standard output's length and
head, and standard error. Starting the interpreter and the card library once for all cases keeps the
corpus cheap enough to run with the test suite.
"""
from __future__ import annotations

import contextlib
import io
import json
import signal
import sys
import traceback

LIMIT = 60  # seconds of one case


class _Timeout(BaseException):
    pass


def _alarm(signum, frame):  # noqa: ARG001
    raise _Timeout


def main() -> None:
    from mtgasp.cli import main as cli

    signal.signal(signal.SIGALRM, _alarm)
    for argv in json.load(sys.stdin):
        out, err = io.StringIO(), io.StringIO()
        signal.alarm(LIMIT)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                try:
                    code: object = cli(argv)
                except SystemExit as exc:  # argparse
                    code = exc.code
        except _Timeout:
            code = "timeout"
        except BaseException:  # what the CLI let escape: the failure the corpus looks for
            code = "traceback"
            err.write(traceback.format_exc())
        finally:
            signal.alarm(0)
        text = out.getvalue()
        print(json.dumps({"code": code, "stdout_length": len(text), "stdout": text[:2000], "stderr": err.getvalue()[:5000]}),
              flush=True)


if __name__ == "__main__":
    main()
