"""mtgasp serve [--host 127.0.0.1] [--port 8000]: the page for judges and players, and its JSON API (docs/server.md)."""
from __future__ import annotations

import argparse
import socket
import sys

from ._args import add_limits, natural, new_parser, positive

DEFAULT_HOST = "127.0.0.1"  # this machine only, unless told otherwise
DEFAULT_PORT = 8000


def register(sub: argparse._SubParsersAction) -> None:
    p = new_parser(sub, "serve", summary="a page to build boards by card name and ask every question (a local web server)",
                   description="Serve the page for judges and players and its JSON API (POST /api/COMMAND, "
                               "docs/server.md) at http://HOST:PORT/, until Ctrl-C. The rules are loaded once; every "
                               "question runs in a work process under --timeout and --memory (the most a request "
                               "may ask for), at most --jobs at once; each job's process keeps what it grounds for "
                               "the next question. Binds to 127.0.0.1 (this machine "
                               "only) unless --host says otherwise.",
                   examples="""
mtgasp serve
mtgasp serve --port 8080 --timeout 30""")
    p.add_argument("--host", default=DEFAULT_HOST, help=f"the address to listen on (default {DEFAULT_HOST}: this machine only)")
    p.add_argument("--port", type=natural, default=DEFAULT_PORT,
                   help=f"the port (default {DEFAULT_PORT}; 0: any free port, printed)")
    p.add_argument("--jobs", type=positive, default=2, metavar="N",
                   help="questions computed at once, each job in a work process of its own (default 2); the others wait")
    add_limits(p, defaults=False)
    p.set_defaults(main=main, needs_board=False)


def main(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from .server import api, warm
        from .server.app import create_app
    except ImportError as exc:  # the serve extra is not installed
        print(f"mtgasp: error: mtgasp serve needs {exc.name or 'starlette and uvicorn'}: pip install 'mtgasp[serve]' "
              "(or .[serve] in a clone)", file=sys.stderr)
        return 2

    if args.port > 65535:
        print(f"mtgasp: error: --port {args.port}: give a port from 0 to 65535", file=sys.stderr)
        return 2
    try:
        family = socket.AF_INET6 if ":" in args.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((args.host, args.port))
        sock.listen(2048)  # connections wait from now on (before the address is printed)
    except (OSError, UnicodeError) as exc:
        print(f"mtgasp: error: cannot listen on {args.host}:{args.port} ({exc.strerror or exc})"
              if isinstance(exc, OSError) else f"mtgasp: error: --host {args.host!r}: not an address", file=sys.stderr)
        return 2
    warm()  # the card library and the programs, loaded once: every question's process starts with them
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    hosts = ("*",) if host in ("0.0.0.0", "::") else (host, shown)
    app = create_app(api.Limits(timeout=args.timeout, memory_mb=args.memory, jobs=args.jobs), hosts=hosts)
    print(f"mtgasp serve: http://{shown}:{port}/ (Ctrl-C stops)", flush=True)
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])
    return 0
