"""Write docs/rules-reference.md from the predicate documentation of the logic programs.

    python tools/build_rules_reference.py [--check]

Every predicate the rules (rules/**/*.lp) and the questions (queries/*.lp) define is documented
where it is defined, in a block in mkdoclingo's convention (Potassco's documentation generator for clingo):

    %*! could_produce(O,T)
    Permanent O could produce mana of type T (CR 106.7).
    Args:
        - O: a permanent
        - T: a mana type (w, u, b, r, g, c)
    *%

This generator reads those blocks and, with clingo's own parser (clingo.ast), which file defines each
predicate (a rule's head) and which files use it (a rule's body, a #show); it writes one section per folder
and file. tests/test_rules_reference.py checks that the page is up to date, that every defined predicate has a
block and that no block documents a predicate no program defines. `--check` exits 1 when the page is stale.

Not documented here: the card files (rules/cards/*.lp: facts over the card vocabulary, documented in
docs/vocabulary.md and declared in rules/core/defined.lp), the generated data (rules/data/) and the generated
namespaced stage (*.namespaced.lp).
"""
from __future__ import annotations

import argparse
import re
import sys
import textwrap
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import clingo
from clingo import ast

ROOT = Path(__file__).resolve().parent.parent
# The folders of the programs (one constant each: the layout is being moved, issue 29).
RULES_DIR = ROOT / "rules"
QUERIES_DIR = ROOT / "queries"
RESEARCH_DIR = ROOT / "research"
OUTPUT = ROOT / "docs" / "rules-reference.md"
# Not documented by blocks (the module's docstring says why), relative to RULES_DIR.
EXCLUDED = ("cards/", "data/")
GENERATED_SUFFIX = ".namespaced.lp"

Signature = tuple[str, int]
_BLOCK = re.compile(r"^%\*!(.*?)^\*%", re.MULTILINE | re.DOTALL)
_HEAD = re.compile(r"\s*(-?[a-z_][A-Za-z0-9_']*)\s*(?:\((.*)\))?\s*$")
_CR = re.compile(r"\bCR (\d{3}(?:\.\d+[a-z]?)?(?:[–-]\d*[a-z]?)?(?:(?:, | and |/)\d{3}\.\d+[a-z]?)*)")


@dataclass
class Block:
    """One %*! block: the predicate it documents and its text."""
    name: str
    args: list[str]
    text: str
    file: str
    line: int

    @property
    def signature(self) -> Signature:
        return self.name, len(self.args)

    @property
    def meaning(self) -> str:
        """The text before "Args:", on one line."""
        return " ".join(self.text.split("Args:")[0].split())

    def markdown(self) -> list[str]:
        """The text before "Args:" as Markdown: its lines joined into paragraphs, an indented table kept as it is."""
        out: list[str] = []
        prose: list[str] = []
        table: list[str] = []
        for line in self.text.split("Args:")[0].rstrip().splitlines():
            if line.startswith(" ") and (table or prose):
                table.append(line)
                continue
            if table:
                out += ["```text", *textwrap.dedent("\n".join(table)).splitlines(), "```", ""]
                table = []
            prose.append(line.strip())
            if not line.strip() and prose:
                out += [" ".join(" ".join(prose).split()), ""]
                prose = []
        if prose and " ".join(prose).strip():
            out += [" ".join(" ".join(prose).split()), ""]
        if table:
            out += ["```text", *textwrap.dedent("\n".join(table)).splitlines(), "```", ""]
        return out

    @property
    def arguments(self) -> list[str]:
        """The lines under "Args:", each "- X: what X is"."""
        if "Args:" not in self.text:
            return []
        return [line.strip() for line in self.text.split("Args:", 1)[1].splitlines() if line.strip()]

    @property
    def crs(self) -> list[str]:
        return list(dict.fromkeys(_CR.findall(self.text)))


@dataclass
class Program:
    """What one file defines (heads), uses (bodies, #show) and documents (blocks)."""
    path: Path
    defines: set[Signature] = field(default_factory=set)
    uses: set[Signature] = field(default_factory=set)
    blocks: list[Block] = field(default_factory=list)


def documented_files() -> list[Path]:
    """The rules' and the questions' programs, found recursively (rules/**/*.lp)."""
    def in_order(paths: list[Path]) -> list[Path]:  # a folder's own files, then its subfolders'
        return sorted(paths, key=lambda p: (p.parent.as_posix(), p.name))

    rules = [p for p in RULES_DIR.rglob("*.lp")
             if not p.name.endswith(GENERATED_SUFFIX)
             and not p.relative_to(RULES_DIR).as_posix().startswith(EXCLUDED)]
    return in_order(rules) + in_order(list(QUERIES_DIR.rglob("*.lp")))


def research_files() -> list[Path]:
    return sorted(RESEARCH_DIR.rglob("*.lp"))


def relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def read_blocks(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    blocks = []
    for match in _BLOCK.finditer(text):
        first, _, rest = match.group(1).partition("\n")
        head = _HEAD.fullmatch(first)
        if head is None:
            raise ValueError(f"{relative(path)}: a %*! block must start with a predicate: {first.strip()!r}")
        args = [a.strip() for a in head.group(2).split(",")] if head.group(2) else []
        line = text.count("\n", 0, match.start()) + 1
        blocks.append(Block(head.group(1), args, rest.strip(), relative(path), line))
    return blocks


class _Atoms(ast.Transformer):
    """Collects the signature of every symbolic atom below a node."""
    def __init__(self) -> None:
        self.found: set[Signature] = set()

    def visit_SymbolicAtom(self, node: ast.AST) -> ast.AST:
        term = node.symbol
        negative = term.ast_type == ast.ASTType.UnaryOperation
        if negative:
            term = term.argument
        if term.ast_type == ast.ASTType.Function:
            self.found.add((("-" if negative else "") + term.name, len(term.arguments)))
        elif term.ast_type == ast.ASTType.SymbolicTerm and term.symbol.type == clingo.SymbolType.Function:
            self.found.add((("-" if negative else "") + term.symbol.name, 0))
        return node


def _atoms(nodes: ast.AST | list[ast.AST] | None) -> set[Signature]:
    """The signatures of the symbolic atoms in a node, or in a list of nodes."""
    collector = _Atoms()
    for node in nodes if isinstance(nodes, list) else [nodes]:
        if node is not None:
            collector(node)
    return collector.found


def _head(head: ast.AST) -> tuple[set[Signature], set[Signature]]:
    """The atoms a head defines, and the atoms its conditions use."""
    kind = head.ast_type
    if kind == ast.ASTType.Literal:
        return _atoms(head), set()
    if kind in (ast.ASTType.Aggregate, ast.ASTType.Disjunction):
        elements = head.elements
        return (_atoms([e.literal for e in elements]),
                _atoms([c for e in elements for c in e.condition]) | _atoms(getattr(head, "left_guard", None)))
    if kind == ast.ASTType.HeadAggregate:
        return (_atoms([e.condition.literal for e in head.elements]),
                _atoms([c for e in head.elements for c in e.condition.condition]))
    return set(), _atoms(head)


def analyse(path: Path) -> Program:
    """Parse one file (only its own statements: an #include is another file's business)."""
    program = Program(path)
    own = str(path)

    def statement(node: ast.AST) -> None:
        if node.location.begin.filename != own:
            return
        kind = node.ast_type
        if kind == ast.ASTType.Rule:
            defines, uses = _head(node.head)
            program.defines |= defines
            program.uses |= uses | _atoms(list(node.body))
        elif kind == ast.ASTType.External:
            program.defines |= _atoms(node.atom)
            program.uses |= _atoms(list(node.body))
        elif kind == ast.ASTType.ShowSignature:
            program.uses.add((("-" if not node.positive else "") + node.name, node.arity))
        elif kind in (ast.ASTType.ShowTerm, ast.ASTType.Minimize, ast.ASTType.Edge, ast.ASTType.Heuristic,
                      ast.ASTType.ProjectAtom):
            program.uses |= _atoms(node)

    ast.parse_files([own], statement)
    program.blocks = read_blocks(path)
    return program


def analyse_all() -> tuple[list[Program], list[Program]]:
    """The documented programs and the research programs (which only use the rules' predicates)."""
    return [analyse(p) for p in documented_files()], [analyse(p) for p in research_files()]


def _name(sig: Signature) -> str:
    return f"{sig[0]}/{sig[1]}"


def _section(path: Path) -> str:
    return relative(path.parent)


def _title(path: Path) -> str:
    """The file's first sentence, from its opening comment lines: what the file is about."""
    words: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines()[:4]:
        if not line.startswith("% ") or line.startswith(("% uses", "% defines", "% shows")):
            break
        words.append(line[2:].strip())
        if line.rstrip().endswith("."):
            break
    text = " ".join(words)
    first = re.match(r"(.+?[.:])(\s|$)", text)
    return first.group(1) if first else text


def render(programs: list[Program], research: list[Program]) -> str:
    definers: dict[Signature, list[str]] = defaultdict(list)
    users: dict[Signature, list[str]] = defaultdict(list)
    for program in programs + research:
        for sig in program.defines:
            definers[sig].append(relative(program.path))
        for sig in program.uses:
            users[sig].append(relative(program.path))
    out = ["# Rules reference", "",
           "Generated by `python tools/build_rules_reference.py` from the `%*!` blocks of the rules and question",
           "programs (mkdoclingo's convention): do not edit. Each predicate: its meaning, the Comprehensive Rules",
           "it models, the files that define it (a rule's head) and the files that use it (a rule's body or a",
           "`#show`). The card vocabulary (the facts of a card, rules/cards/*.lp) is documented in",
           "[vocabulary.md](vocabulary.md).", ""]
    section = None
    for program in programs:
        if _section(program.path) != section:
            section = _section(program.path)
            out += [f"## {section}/", ""]
        out += [f"### {program.path.name}", "", _title(program.path), ""]
        for block in sorted(program.blocks, key=lambda b: b.signature):
            sig = block.signature
            out.append(f"#### `{block.name}({', '.join(block.args)})`" if block.args else f"#### `{block.name}`")
            out += ["", *block.markdown()]
            if block.arguments:
                out += [f"- {a.lstrip('- ')}" for a in block.arguments] + [""]
            facts = []
            if block.crs:
                facts.append("CR " + ", ".join(block.crs))
            facts.append("defined in " + ", ".join(f"`{f}`" for f in sorted(definers.get(sig, [])) or ["(none)"]))
            used = sorted(users.get(sig, []))
            facts.append("used in " + (", ".join(f"`{f}`" for f in used) if used else "no program (Python reads it by name)"))
            out += ["*" + "; ".join(facts) + ".*", ""]
    return "\n".join(out).rstrip("\n") + "\n"


def build() -> str:
    return render(*analyse_all())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if docs/rules-reference.md is stale")
    args = parser.parse_args(argv)
    text = build()
    if args.check:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"{relative(OUTPUT)} is stale: run python tools/build_rules_reference.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(relative(OUTPUT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
