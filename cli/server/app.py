"""The HTTP side of the page (Starlette; `mtgasp serve` runs it with uvicorn). Routes:

    GET  /                     the page (static/index.html, page.js, page.css: no external URL)
    GET  /api/card-names       every card name of the library (the page's completion)
    GET  /api/examples         the example boards (static/examples.json, made from examples/*.yaml)
    GET  /api/rules/{number}   the text of a rule of the Comprehensive Rules
    POST /api/board            a board checked as a file is, given back as the board format's JSON
    POST /api/{command}        one question: the document `mtgasp COMMAND … --json` prints (api.py)
    GET  /openapi.json         this API described (OpenAPI 3, from the routes' docstrings)

Every request's body is read up to api.MAX_BODY bytes (413 beyond); every question runs in a child process
under the time and memory limits; the one-line errors of the command line come back as {"error": LINE} with
400 (bad input), 404 (no such question), 413 (too large), 504 (a limit) or 500 (a bug).
"""
from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.schemas import SchemaGenerator

from mtgasp.render.cr import rule_text

from . import api

# The page's files, read once; a request never names a path (only these names are served).
STATIC = {"/": ("index.html", "text/html; charset=utf-8"),
          "/page.js": ("page.js", "text/javascript; charset=utf-8"),
          "/page.css": ("page.css", "text/css; charset=utf-8")}
# The page and the answers it embeds (the orderings page) use only this server: no request leaves the machine.
SECURITY_HEADERS = {"Content-Security-Policy": "default-src 'self' 'unsafe-inline' data: blob:; connect-src 'self'; "
                                               "form-action 'none'; base-uri 'none'",
                    "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}

schemas = SchemaGenerator({"openapi": "3.0.0", "info": {"title": "mtgasp", "version": "1"}})


@cache
def static_file(name: str) -> bytes:
    return resources.files("mtgasp.cli.server").joinpath("static", name).read_bytes()


@lru_cache(maxsize=1)
def card_names_json() -> bytes:
    from mtgasp.encoder.library import card_names

    return json.dumps(sorted(card_names(), key=str.casefold), ensure_ascii=False).encode("utf-8")


def _error(exc: api.RequestError) -> JSONResponse:
    return JSONResponse({"error": exc.message}, status_code=exc.status, headers=SECURITY_HEADERS)


async def _body(request: Request) -> Any:
    """The request's JSON body, read up to api.MAX_BODY bytes."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > api.MAX_BODY):
        raise api.RequestError(413, f"mtgasp: error: the body is larger than {api.MAX_BODY // 2**20} MB")
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > api.MAX_BODY:
            raise api.RequestError(413, f"mtgasp: error: the body is larger than {api.MAX_BODY // 2**20} MB")
    return api.loads(bytes(data))


def create_app(limits: api.Limits | None = None, hosts: tuple[str, ...] = ()) -> Starlette:
    """The app; `hosts` are the names the page may be reached by besides 127.0.0.1 and localhost (a page of
    another site that resolves its name to this machine is refused: no Host header of its own)."""
    server = api.Server(limits or api.Limits())

    async def page(request: Request) -> Response:
        name, media = STATIC[request.url.path]
        return Response(static_file(name), media_type=media, headers=SECURITY_HEADERS)

    async def card_names(request: Request) -> Response:
        """
        responses:
          200:
            description: every card name of the library, sorted (a JSON list of texts)
        """
        return Response(await run_in_threadpool(card_names_json), media_type="application/json")

    async def examples(request: Request) -> Response:
        """
        responses:
          200:
            description: 'the example boards, {"name.yaml": "the text of the file"}'
        """
        return Response(static_file("examples.json"), media_type="application/json")

    async def rule(request: Request) -> Response:
        """
        responses:
          200:
            description: '{"number": "106.7", "text": "the rule and its subrules, as the CR words them"}'
          404:
            description: no rule has this number
        """
        number = request.path_params["number"]
        text = await run_in_threadpool(rule_text, number)
        if text is None:
            return JSONResponse({"error": f"mtgasp: error: no rule {number[:20]!r} in the Comprehensive Rules"},
                                status_code=404)
        return JSONResponse({"number": number, "text": text})

    async def board(request: Request) -> Response:
        """
        requestBody:
          description: '{"board": a board object, or the text of a board file (YAML or JSON)}'
        responses:
          200:
            description: '{"board": the board as the board format JSON}'
          400:
            description: '{"error": the one line the command line prints}'
        """
        try:
            body = await _body(request)
            text = await run_in_threadpool(server.board_data, body)
        except api.RequestError as exc:
            return _error(exc)
        return Response(text, media_type="application/json")

    async def question(request: Request) -> Response:
        """
        requestBody:
          description: '{"board": the board (object, or the text of a board file), and the command arguments
            by their long option names: positional ones by name (id, player, question, pattern); for orderings
            "event" (tap, enter, damage) and its arguments; "format": json (default), text, or for orderings
            html or dot; "timeout" and "memory" up to the server limits}'
        responses:
          200:
            description: the document `mtgasp COMMAND ... --json` prints (complete false when incomplete)
          400:
            description: '{"error": the one line the command line prints} (bad input)'
          404:
            description: no such question
          413:
            description: the body is too large
          504:
            description: a time or memory limit came before the answer
        """
        try:
            body = await _body(request)
            status, media, text, complete = await run_in_threadpool(server.answer, request.path_params["command"], body)
        except api.RequestError as exc:
            return _error(exc)
        headers = dict(SECURITY_HEADERS) if media.startswith("text/html") else {}
        headers["X-Mtgasp-Complete"] = "true" if complete else "false"
        return Response(text, status_code=status, media_type=media, headers=headers)

    async def openapi(request: Request) -> Response:
        return JSONResponse(schemas.get_schema(routes=request.app.routes))

    routes = [Route(path, page, methods=["GET"], include_in_schema=False) for path in STATIC]
    routes += [Route("/api/card-names", card_names, methods=["GET"]),
               Route("/api/examples", examples, methods=["GET"]),
               Route("/api/rules/{number}", rule, methods=["GET"]),
               Route("/api/board", board, methods=["POST"]),
               Route("/api/{command}", question, methods=["POST"]),
               Route("/openapi.json", openapi, methods=["GET"], include_in_schema=False)]
    allowed = ["127.0.0.1", "localhost", "[::1]", *hosts]
    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        server.close()  # the work processes end with the app

    return Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=allowed),
                                                Middleware(GZipMiddleware, minimum_size=2048)])
