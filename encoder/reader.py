"""Reading a board file: a bounded reader, and YAML 1.2 / JSON documents read into plain values with the
line of every node (Document: the lines of the first two levels at once; the others, which only an error
message names, by reading the text again when one asks).

The reader never blocks and never reads more than MAX_FILE_BYTES: a named pipe, a device (/dev/zero) or a
folder is refused before it is opened for reading. The document is read from the parser's event stream
(libyaml when PyYAML has it), one event at a time with an explicit stack: nesting is bounded
(MAX_DEPTH) and nothing recurses, aliases (`*name`: "billion laughs", recursive aliases) are refused
where they occur, tags (`!!python/object`) are refused, and every number is read by the rules of YAML
1.2's core schema here, not by the parser: `on`, `yes` and `no` are texts (YAML 1.1 read them as true
and false), `0x10` and `0o17` are refused rather than read as 16 and 15, and a number of thousands of
digits is refused before it is converted. A JSON file must also be strict JSON (json module); its
values are the same under both readings.
"""
from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .acyclic import acyclic
from .errors import BoardError
from .limits import MAX_DEPTH, MAX_DIGITS, MAX_FILE_BYTES, decimal

# libyaml's parser when PyYAML was built with it (several times faster on large boards).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1023-core-schema), for plain scalars.
_NULL = {"", "~", "null", "Null", "NULL"}
_BOOL = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
_INT_OTHER_BASE = re.compile(r"0o[0-7]+|0x[0-9a-fA-F]+")
_INT = re.compile(r"[-+]?[0-9]+")
_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?")
_FLOAT_SPECIAL: dict[str, float] = {}
for _s in ("inf", "Inf", "INF"):
    _FLOAT_SPECIAL.update({f".{_s}": float("inf"), f"+.{_s}": float("inf"), f"-.{_s}": float("-inf")})
for _s in ("nan", "NaN", "NAN"):
    _FLOAT_SPECIAL[f".{_s}"] = float("nan")
_STR_TAG = "tag:yaml.org,2002:str"


def read_text(path: str | Path, what: str = "board file", limit: int = MAX_FILE_BYTES) -> str:
    """The text of a file the command line names (a board, an invariant, a list of cards), read without
    blocking and at most `limit` bytes of it: the one checked opener of every such file. A folder, a pipe,
    a device or a socket (also through a symbolic link) is refused before it is opened for reading; text
    that isn't UTF-8 is refused with its line. Every failure is one BoardError naming the file (`what` says
    what the file was meant to be: "board file", "invariant file" ...)."""
    where = str(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise BoardError(f"no such {what}", where) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise BoardError(f"cannot read the {what} ({_reason(exc)})", where) from None
    _check_regular(info, where, what, limit)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError) as exc:
        raise BoardError(f"cannot read the {what} ({_reason(exc)})", where) from None
    try:
        _check_regular(os.fstat(fd), where, what, limit)  # the file could have been replaced since stat()
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise BoardError(f"cannot read the {what} ({_reason(exc)})", where) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise BoardError(f"the {what} is larger than {_size(limit)}", where)
    return decode(data, where, what)


def _a(what: str) -> str:
    return ("an " if what[:1] in "aeiou" else "a ") + what


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MiB" if limit >= 1024 * 1024 else f"{limit // 1024} KiB"


def _line(event: Any) -> int:
    mark = event.start_mark
    return mark.line + 1 if mark is not None else 0


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or exc.__class__.__name__


def _check_regular(info: os.stat_result, where: str, what: str, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise BoardError(f"is a folder, not {_a(what)}", where)
    if not stat.S_ISREG(info.st_mode):
        raise BoardError(f"is not a regular file (a pipe, a device or a socket): give {_a(what)}", where)
    if info.st_size > limit:
        raise BoardError(f"the {what} is larger than {_size(limit)}", where)


def decode(data: bytes, where: str, what: str = "board file") -> str:
    """UTF-8 bytes as text (a leading byte order mark dropped); anything else is a BoardError with the line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise BoardError(f"the {what} is not UTF-8 text (byte 0x{data[exc.start]:02x} cannot be read)",
                         f"{where}:{line}") from None
    return text[1:] if text.startswith("\ufeff") else text


@dataclass
class Document:
    """The values of a board file and the line of every node, by path (("battlefield", 0, "card"), ...;
    a mapping's key has the path of its value followed by "<key>").

    A document read without error keeps the lines of its first two levels only (a board entry's line is
    `lines[("battlefield", i)]`) and its text: `at()`, which words an error, reads the text again for the line
    of every node (the first time it is asked). Keeping every node's line costs as much as reading the values."""

    data: Any
    where: str
    lines: dict[tuple, int] = field(default_factory=dict)
    text: str | None = None  # set while `lines` holds only the first two levels
    fmt: str = "YAML"

    def at(self, *path: Any) -> str:
        """"file:line" of the node at `path`, or of its nearest ancestor with a line."""
        if self.text is not None:
            whole = Document(None, self.where)
            _walk(self.text, whole, self.fmt)
            self.lines, self.text = whole.lines, None
        for end in range(len(path), -1, -1):
            try:
                line = self.lines.get(tuple(path[:end]))
            except TypeError:  # an unhashable part
                line = None
            if line is not None:
                return f"{self.where}:{line}"
        return self.where


class _Frame:
    __slots__ = ("value", "path", "key", "has_key")

    def __init__(self, value: Any, path: tuple) -> None:
        self.value = value
        self.path = path
        self.key: Any = None
        self.has_key = False


def read_document(text: str, where: str = "<board>", json_format: bool = False) -> Document:
    """The values of a YAML 1.2 (or JSON) document with their lines; every problem is a BoardError."""
    fmt = "JSON" if json_format else "YAML"
    if not isinstance(text, str):
        raise BoardError(f"give the text of a board (got {type(text).__name__})", where)
    if len(text) > MAX_FILE_BYTES:
        raise BoardError(f"the board is longer than {MAX_FILE_BYTES:,} characters", where)
    doc = Document(None, where)
    try:
        with acyclic():  # values without cycles: no collection of the heap while they are made
            if not _walk_fast(text, doc, fmt):  # a problem to word: read again, with the line of every node
                doc = Document(None, where)
                _walk(text, doc, fmt)
    except yaml.YAMLError as exc:
        if json_format:  # the JSON parser words a JSON mistake better (its line and column)
            _check_json(text, where)
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "cannot parse"
        raise BoardError(f"invalid {fmt}: {problem}", f"{where}{line}") from None
    except BoardError:
        raise
    except (UnicodeError, ValueError) as exc:  # a lone surrogate in the text given
        raise BoardError(f"invalid {fmt}: {exc.__class__.__name__}", where) from None
    if json_format:
        _check_json(text, where)
    return doc


_ScalarEvent, _MappingStart, _SequenceStart = yaml.ScalarEvent, yaml.MappingStartEvent, yaml.SequenceStartEvent
_ENDS = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
_CONTAINER_TAGS = (None, "!", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map")
_TEXT_TAGS = ("!", _STR_TAG)
# A plain scalar that starts with none of these is a text under the core schema (_scalar: null, true/false,
# numbers and the special floats all start with one of them).
_MAYBE_NOT_TEXT = frozenset("0123456789+-.~nNtTfF")
_NO_KEY = object()


def _walk_fast(text: str, doc: Document, fmt: str) -> bool:
    """The values of the document, as _walk reads them, and the lines of its first two levels (Document); False,
    with nothing kept, at the first event _walk would refuse or that needs the lines of the nodes read so far (a
    duplicate key names the first one's line): _walk then reads the document again and words the problem.
    The same values as _walk, for less: no path nor line for the nodes below the second level, events told
    apart by their class."""
    lines = doc.lines
    stack: list[Any] = []  # the open lists and mappings
    keys: list[Any] = []  # for each, the key read and waiting for its value (_NO_KEY: none, or a list)
    paths: list[tuple | None] = []  # for each, its path when its children's lines are kept, else None
    top: Any = None
    key: Any = _NO_KEY
    path: tuple | None = None
    documents = 0
    event: Any
    for event in yaml.parse(text, Loader=_LOADER):
        cls = event.__class__
        if cls is _ScalarEvent:
            if event.tag is not None or event.style:
                if event.tag is not None and event.tag not in _TEXT_TAGS:
                    return False
                value: Any = event.value
            else:
                value = event.value
                if value[:1] in _MAYBE_NOT_TEXT or not value:
                    try:
                        value = _scalar(event, doc.where, fmt)
                    except _ScalarError:
                        return False
            container = False
        elif cls is _MappingStart or cls is _SequenceStart:
            if event.tag not in _CONTAINER_TAGS or len(stack) >= MAX_DEPTH:
                return False
            value = {} if cls is _MappingStart else []
            container = True
        elif cls in _ENDS:
            stack.pop()
            keys.pop()
            paths.pop()
            if stack:
                top, key, path = stack[-1], keys[-1], paths[-1]
            continue
        elif cls is yaml.DocumentStartEvent:
            documents += 1
            if documents > 1:
                return False
            continue
        elif cls is yaml.AliasEvent:
            return False
        else:  # stream start and end, document end
            continue
        # Put the node into its parent (as _place does); `own`: its path when its line is kept.
        own: tuple | None
        if top is None:
            doc.data = value
            lines[()] = event.start_mark.line + 1
            own = ()
        elif key is _NO_KEY and top.__class__ is list:
            own = None if path is None else path + (len(top),)
            top.append(value)
        elif key is _NO_KEY:
            if container or value in top:
                return False
            key = value
            if path is not None:
                lines[path + (value, "<key>")] = event.start_mark.line + 1
            continue
        else:
            own = None if path is None else path + (key,)
            top[key] = value
            key = _NO_KEY
        if own is not None:
            lines[own] = event.start_mark.line + 1
        if container:
            if stack:
                keys[-1] = key
            top, key, path = value, _NO_KEY, own if own is not None and len(own) < 2 else None
            stack.append(top)
            keys.append(key)
            paths.append(path)
    doc.text, doc.fmt = text, fmt
    return True


def _walk(text: str, doc: Document, fmt: str) -> None:
    stack: list[_Frame] = []
    documents = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                raise BoardError(f"invalid {fmt}: a board file holds one document (a second one starts here)",
                                 f"{doc.where}:{_line(event)}")
            continue
        line = _line(event)
        if isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            stack.pop()
            continue
        if isinstance(event, yaml.AliasEvent):
            raise BoardError(f"invalid {fmt}: aliases (*{event.anchor}) are not part of the board format: "
                             "write the value out", f"{doc.where}:{line}")
        if isinstance(event, yaml.ScalarEvent):
            try:
                value: Any = _scalar(event, doc.where, fmt)
            except _ScalarError as exc:
                field_name = _field(stack)
                raise BoardError(f"{field_name}: {exc}" if field_name else str(exc), f"{doc.where}:{line}") from None
            container = False
        elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            _check_tag(event, doc.where, fmt)
            if len(stack) >= MAX_DEPTH:
                raise BoardError(f"invalid {fmt}: lists and mappings nested more than {MAX_DEPTH} deep",
                                 f"{doc.where}:{line}")
            value = [] if isinstance(event, yaml.SequenceStartEvent) else {}
            container = True
        else:  # stream start and end, document end
            continue
        path = _place(stack, value, line, doc, fmt)
        if container:
            stack.append(_Frame(value, path))


class _ScalarError(Exception):
    """A scalar that is refused (its message), before the field it belongs to is known."""


def _field(stack: list[_Frame]) -> str:
    """The field a new node belongs to, as error messages name it ("counters: charge", "x", "life: bob")."""
    if not stack:
        return ""
    top = stack[-1]
    path = top.path + ((top.key,) if isinstance(top.value, dict) and top.has_key else ())
    last = max((i for i, part in enumerate(path) if isinstance(part, int) and not isinstance(part, bool)), default=-1)
    return ": ".join(str(part) for part in path[last + 1:])


def _place(stack: list[_Frame], value: Any, line: int, doc: Document, fmt: str) -> tuple:
    """Put a new node into its parent; its path."""
    if not stack:
        doc.data = value
        doc.lines[()] = line
        return ()
    top = stack[-1]
    if isinstance(top.value, list):
        path = top.path + (len(top.value),)
        top.value.append(value)
    elif not top.has_key:
        if isinstance(value, (list, dict)):
            raise BoardError(f"invalid {fmt}: a key must be a name, not a list or a mapping", f"{doc.where}:{line}")
        if value in top.value:
            first = doc.lines.get(top.path + (value, "<key>"))
            raise BoardError(f"duplicate key {value!r}" + (f" (first at line {first})" if first else ""),
                             f"{doc.where}:{line}")
        top.key, top.has_key = value, True
        doc.lines[top.path + (value, "<key>")] = line
        return top.path + (value, "<key>")
    else:
        path = top.path + (top.key,)
        top.value[top.key] = value
        top.has_key = False
    doc.lines[path] = line
    return path


def _check_tag(event: Any, where: str, fmt: str) -> None:
    tag = event.tag
    if tag is not None and tag not in ("!", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"):
        raise BoardError(f"invalid {fmt}: tags ({tag}) are not part of the board format",
                         f"{where}:{_line(event)}")


def _scalar(event: yaml.ScalarEvent, where: str, fmt: str) -> Any:
    """A scalar's value by YAML 1.2's core schema."""
    text = event.value
    tag = event.tag
    if tag is not None and tag not in ("!", _STR_TAG):
        raise _ScalarError(f"invalid {fmt}: tags ({tag}) are not part of the board format")
    if tag is not None or event.style:  # quoted, block or "!!str": a text (plain style is None or "")
        return text
    if text in _NULL:
        return None
    if text in _BOOL:
        return _BOOL[text]
    if _INT.fullmatch(text):
        number = decimal(text)
        if number is None:
            raise _ScalarError(f"a number of {len(text.lstrip('+-')):,} digits: numbers have at most {MAX_DIGITS} "
                               "digits here")
        return number
    if _INT_OTHER_BASE.fullmatch(text):
        base = "hexadecimal" if text[1] == "x" else "octal"
        raise _ScalarError(f"{text}: write numbers in decimal ({base} is not accepted); quote it if it is a name")
    if text in _FLOAT_SPECIAL:
        return _FLOAT_SPECIAL[text]
    if _FLOAT.fullmatch(text):
        return float(text)
    return text


def _check_json(text: str, where: str) -> None:
    """A JSON board must be strict JSON (no comments, no unquoted texts, no NaN)."""

    def refuse(token: str) -> Any:
        raise ValueError(f"{token} is not a number of JSON")

    try:
        json.loads(text, parse_constant=refuse, parse_int=_json_int)
    except json.JSONDecodeError as exc:
        raise BoardError(f"invalid JSON: {exc.msg} (column {exc.colno})", f"{where}:{exc.lineno}") from None
    except RecursionError:  # the walk above bounds nesting first; kept for safety
        raise BoardError(f"invalid JSON: lists and mappings nested more than {MAX_DEPTH} deep", where) from None
    except ValueError as exc:
        raise BoardError(f"invalid JSON: {exc}", where) from None


def _json_int(text: str) -> int:
    number = decimal(text)
    if number is None:
        raise ValueError(f"a number of {len(text.lstrip('-')):,} digits: numbers have at most {MAX_DIGITS} digits here")
    return number
