"""mtgasp orderings BOARD EVENT: every order of the replacement and prevention effects on one event.

    mtgasp orderings board.yaml tap forest [--ability N]
    mtgasp orderings board.yaml enter "Walking Ballista" --controller alice [--x N] [--cast] [--transformed]
        [--impending]
    mtgasp orderings board.yaml damage SOURCE TARGET N [--kicked N] [--combat]
        [--attacking ID]... [--blocking ID]... [--outside-combat]
    mtgasp orderings board.yaml counters TARGET KIND N [--by SOURCE] [--by-keyword KEYWORD] [--flip RESULT]
"""
from __future__ import annotations

import argparse
import re

import mtgasp
from mtgasp.render import dot, html, text
from mtgasp.render import json as as_json

from ._args import add_board, add_limits, add_readings, amount, cast_zone, fill, new_parser, positive, readings_of, whole

FORMATS = ("text", "json", "dot", "html")
# The most points of the tree decoded for each format (the outcomes are always complete): text prints a
# small tree only, JSON carries it up to this size (--tree raises it), the HTML page draws it lazily.
TREE_POINTS = {"text": 3000, "json": 3000, "dot": dot.DOT_LIMIT, "html": html.HTML_LIMIT}


def _options(parser: argparse.ArgumentParser, default: object) -> None:
    group = parser.add_argument_group("output")
    group.add_argument("--json", action="store_true", default=default, help="the same as --format json")
    group.add_argument("--format", choices=FORMATS, default=default,
                       help="text (default), json, dot (Graphviz) or html (one self-contained page)")
    group.add_argument("--limit", type=positive, default=default, metavar="N",
                       help="list at most N outcomes (text, json); with --format dot, draw at most N points")
    group.add_argument("--tree", action="store_true", default=default,
                       help="with --format json: include the tree of choices whatever its size (by default "
                            f"up to {TREE_POINTS['json']:,} points; beyond, \"tree\" says it was not decoded)")
    add_readings(parser, default)


def register(subparsers: argparse._SubParsersAction) -> None:
    p = new_parser(subparsers, "orderings",  # (its events' own parsers are made below)
                   summary="every order of the replacement/prevention effects on one event (CR 616.1), with its "
                           "outcomes and the tree of choices",
                   description="Every legal order of the replacement and prevention effects that apply to one event "
                               "(CR 616.1): who chooses, every distinct outcome with the exact number of orders "
                               "reaching it and one example order, and the tree of choices (points that several "
                               "orders reach are merged). The event is one of:\n"
                               "  tap ID [--ability N]                a mana ability of permanent ID resolves\n"
                               "  enter CARD --controller P [--cast [--from ZONE] [--kicker COST]]\n"
                               "        [--x N] [--kicked N] [--colors N] [--spent MANA] [--roll N] [--phyrexian N]\n"
                               "        [--defense N]\n"
                               "                                      CARD enters the battlefield under P's control\n"
                               "  damage SOURCE TARGET N              SOURCE would deal N damage to TARGET\n"
                               "  counters TARGET KIND N [--by SOURCE] [--by-keyword KEYWORD] [--flip RESULT]\n"
                               "                                      N counters of KIND would be put on TARGET\n"
                               "Options may come before or after the event.",
                   examples="""
mtgasp orderings examples/contamination.yaml tap forest
mtgasp orderings examples/counters.yaml enter "Grizzly Bears" --controller alice
mtgasp orderings examples/counters.yaml damage lightning-bolt phytohydra 3 --json
mtgasp orderings examples/contamination.yaml tap forest --format html > tree.html
mtgasp orderings examples/contamination.yaml tap forest --format dot > tree.dot  # Graphviz draws it: dot -Tsvg tree.dot""")
    add_board(p)
    _options(p, None)
    add_limits(p, defaults=False)
    events = p.add_subparsers(dest="event_kind", required=True, metavar="EVENT", parser_class=type(p),
                              help="the event: tap, enter, damage or counters",
                              title="events (mtgasp orderings BOARD EVENT --help for each)")
    # Options may also follow the event; there they must not overwrite those given before it.
    tap = events.add_parser("tap", help="a mana ability of a permanent resolving",
                            description=fill("A mana ability of permanent ID resolving: every order of the replacement "
                                        "effects on the mana it produces."),
                            epilog="example:\n  mtgasp orderings examples/contamination.yaml tap forest --ability 1",
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    tap.add_argument("id", metavar="ID", help="the id of a permanent on the board")
    tap.add_argument("--ability", type=positive, default=None, metavar="N",
                     help="which mana ability (its number among the permanent's abilities, as mtgasp produce "
                          "lists it; default: its first mana ability)")
    _options(tap, argparse.SUPPRESS)
    add_limits(tap, defaults=False)
    enter = events.add_parser("enter", help="a card entering the battlefield",
                              description=fill("CARD entering the battlefield under P's control: every order of the "
                                          "replacement effects on how it enters (tapped, counters, copy, choices)."),
                              epilog='example:\n  mtgasp orderings examples/counters.yaml enter "Walking Ballista" '
                                     "--controller alice --cast --x 2",
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    enter.add_argument("card", metavar="CARD", help="a card name (any card of the library; any case), or a token: one "
                       "the board describes or a predefined one (Treasure)")
    enter.add_argument("--controller", required=True, metavar="P", help="the player it enters under (required)")
    enter.add_argument("--x", type=amount, default=None, metavar="N", help="the value of X paid when it was cast")
    enter.add_argument("--cast", action="store_true", help="it enters as a resolving spell (else X = 0, CR 107.3m)")
    enter.add_argument("--from", dest="cast_from", type=cast_zone, default=None, metavar="ZONE",
                       help="with --cast: the zone its spell was cast from, hand, graveyard, exile, library or command "
                            "(CR 601.2a: \"if you cast it from your hand\", the Myojin); without: the zone it is put onto "
                            "the battlefield from (\"would enter from exile\", Don't Blink)")
    enter.add_argument("--via", default=None, metavar="ID",
                       help="with --cast: the permanent (a board id) whose permission its spell was cast with, or self "
                            "for its own card's (CR 601.3: \"If you cast a spell this way\", Edgar, Master Machinist; "
                            "\"You may cast this card from your graveyard. If you do\", Hundred-Battle Veteran)")
    enter.add_argument("--exiled", action="append", default=None, metavar="CARD",
                       help="with --cast: a card exiled with it as its spell was cast (delve, CR 702.66a, 607.2a: "
                            "\"for each instant and sorcery card exiled with it\", Murktide Regent); repeat it for each, "
                            "none for none")
    enter.add_argument("--by", default=None, metavar="ID",
                       help="without --cast: the id of the effects: entry (or permanent, for its triggered ability) whose "
                            "spell or ability puts it onto the battlefield (CR 614.1c: \"Each of them enters with an "
                            "additional -1/-1 counter on it\", Aberrant Return)")
    enter.add_argument("--kicked", type=amount, default=None, metavar="N",
                       help="the times its spell was kicked (multikicker, CR 702.33d; 0 if not cast)")
    enter.add_argument("--kicker", dest="kickers", action="append", default=None, metavar="COST",
                       help="with --cast: a kicker cost paid, as printed ({1}{U}); repeat it for each (a card with two "
                            "kicker costs, the Volvers: CR 702.33d)")
    enter.add_argument("--transformed", action="store_true",
                       help="it is put onto the battlefield transformed (with --cast: it was cast transformed), back "
                            "face up (CR 712.14a, 712.11a); CARD names the front face: a transforming card's back "
                            "face never enters by itself (CR 712.14)")
    enter.add_argument("--colors", type=whole(0, 5), default=None, metavar="N",
                       help="the colors of mana spent to cast it, 0 to 5 (sunburst, converge: CR 702.44a, 207.2c)")
    enter.add_argument("--spent", default=None, metavar="MANA",
                       help="with --cast: the mana spent to cast it, one symbol for each mana by its type, {W} {U} {B} "
                            "{R} {G} or {C} (\"{G}{G}{R}\"; none for no mana: CR 601.2h, 106.1b; adamant, \"equal to "
                            "the amount of mana spent to cast it\"); its colors are --colors's unless given")
    enter.add_argument("--convoked", type=amount, default=None, metavar="N",
                       help="with --cast: the creatures that convoked its spell (CR 702.51a: \"for each creature that "
                            "convoked it\", Ancient Imperiosaur); without it such an effect counts none and the answer "
                            "says so")
    enter.add_argument("--roll", type=amount, default=None, metavar="N",
                       help="the result of the die it rolls as it enters, after any modifiers (CR 706.2: \"As this "
                            "creature enters, roll a six-sided die\", Hammer Jammer); without it such an effect is not "
                            "applied and the answer says so")
    enter.add_argument("--phyrexian", type=amount, default=None, metavar="N",
                       help="with --cast: the Phyrexian mana symbols of its mana cost paid with 2 life each "
                            "(compleated: CR 107.4f, 702.150a)")
    enter.add_argument("--defense", type=amount, default=None, metavar="N",
                       help="a battle's printed defense, which the card data lacks: it enters with N defense counters "
                            "(CR 310.4b)")
    enter.add_argument("--impending", dest="alternative", action="store_const", const="impending", default=None,
                       help="with --cast: its spell was cast for its impending cost (CR 702.176a: it enters with time "
                            "counters and is no creature while it has one)")
    _options(enter, argparse.SUPPRESS)
    add_limits(enter, defaults=False)
    damage = events.add_parser("damage", help="damage being dealt",
                               description=fill("Object SOURCE dealing N damage to TARGET: every order of the "
                                           "replacement and prevention effects on it."),
                               epilog="example:\n  mtgasp orderings examples/counters.yaml damage lightning-bolt "
                                      "phytohydra 3",
                               formatter_class=argparse.RawDescriptionHelpFormatter)
    damage.add_argument("source", metavar="SOURCE", help="the id of the object dealing the damage")
    damage.add_argument("target", metavar="TARGET", help="a permanent id or a player")
    damage.add_argument("amount", metavar="N", type=amount, help="the amount of damage (0 to 1,000,000)")
    damage.add_argument("--kicked", type=amount, default=None, metavar="N",
                        help="the times the source spell was kicked (CR 702.33d: Burst Lightning)")
    damage.add_argument("--spent", default=None, metavar="MANA",
                        help="the mana spent to cast the source spell, one symbol for each mana by its type, {W} {U} "
                             "{B} {R} {G} or {C} (\"{R}{R}{R}\"; none for no mana: CR 601.2h, 106.1b; adamant, Slaying "
                             "Fire); without it such an effect is not applied and the answer says so")
    damage.add_argument("--additional", action=argparse.BooleanOptionalAction, default=None,
                        help="the source spell's optional additional cost was paid (--no-additional: it was not; CR "
                             "601.2b: \"If this spell's additional cost was paid\", Voltage Surge); without either such "
                             "an effect is not applied and the answer says so")
    damage.add_argument("--ability", type=amount, default=None, metavar="N",
                        help="the source's ability N deals the damage (CR 113.7; its own \"instead\", CR 614.15: "
                             "Gangrenous Zombies); without it such an effect is not applied and the answer says so")
    damage.add_argument("--combat", action="store_true",
                        help="it is combat damage (CR 510.1: \"Prevent all combat damage\", Fog); else noncombat damage")
    damage.add_argument("--attacking", action="append", default=None, metavar="ID",
                        help="of noncombat damage: this creature is attacking as it is dealt (CR 506.4, 508.1k; "
                             "\"to attacking creatures\", Iroas); repeatable. With --blocking or --outside-combat it "
                             "says every other creature is in combat in no role")
    damage.add_argument("--blocking", action="append", default=None, metavar="ID",
                        help="of noncombat damage: this creature is blocking as it is dealt (CR 509.1g); repeatable")
    damage.add_argument("--outside-combat", action="store_true",
                        help="of noncombat damage: no creature is attacking or blocking as it is dealt; without this "
                             "or --attacking/--blocking an effect on attacking or blocking creatures is not applied "
                             "and the answer says so")
    _options(damage, argparse.SUPPRESS)
    add_limits(damage, defaults=False)
    counters = events.add_parser("counters", help="counters being put on a permanent or a player",
                                 description=fill("N counters of KIND being put on TARGET by an ability or a spell "
                                                  "(not as it enters: see enter; CR 122.6): every order of the "
                                                  "replacement effects on it, and the \"can't\" effects that stop "
                                                  "it (CR 614.17)."),
                                 epilog="example:\n  mtgasp orderings examples/counters.yaml counters phytohydra "
                                        "+1/+1 2",
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    # "-1/-1" is a kind, not an option: argparse takes an argument for a negative number only when it looks like one.
    counters._negative_number_matcher = re.compile(r"^-\d+(/-\d+)?$|^-\d*\.\d+$")
    counters.add_argument("target", metavar="TARGET", help="a permanent id or a player")
    counters.add_argument("kind", metavar="KIND",
                          help="the kind of counter: +1/+1, -1/-1, or a word (charge, poison, loyalty, ...)")
    counters.add_argument("amount", metavar="N", type=amount, help="the number of counters (0 to 1,000,000)")
    counters.add_argument("--by", default=None, metavar="SOURCE",
                          help="the id of the object whose ability or spell puts them: its controller puts them "
                               "(CR 122.6a; \"If you would put ...\": Vorinclex)")
    counters.add_argument("--by-keyword", dest="keyword", default=None, metavar="KEYWORD",
                          help="the triggered keyword ability that puts them, as one word (modular: CR 702.43a; "
                               "\"If a modular triggered ability would put ...\": Zabaz, the Glimmerwasp); else some "
                               "other ability or spell puts them")
    counters.add_argument("--flip", default=None, choices=("won", "lost"), type=str.lower, metavar="RESULT",
                          help="won or lost: the result of the coin flip an effect makes instead of putting them (CR "
                               "705.2: Flip Ahead, Saga of Krark Losing His Thumb); without it such an effect is not "
                               "applied and the answer says so")
    _options(counters, argparse.SUPPRESS)
    add_limits(counters, defaults=False)
    p.set_defaults(ask=ask, render=render)


def event_of(args: argparse.Namespace) -> mtgasp.TapEvent | mtgasp.EnterEvent | mtgasp.DamageEvent | mtgasp.CountersEvent:
    if args.event_kind == "tap":
        return mtgasp.TapEvent(args.id, args.ability)
    if args.event_kind == "enter":
        return mtgasp.EnterEvent(args.card, args.controller, args.x, args.cast, args.kicked, args.transformed,
                                 args.colors, args.cast_from, tuple(args.kickers or ()), args.phyrexian,
                                 args.alternative, args.defense, args.spent, args.roll, via=args.via, by=args.by,
                                 exiled=None if args.exiled is None
                                 else tuple(c for c in args.exiled if c.casefold() != "none"), convoked=args.convoked)
    if args.event_kind == "counters":
        return mtgasp.CountersEvent(args.target, args.kind, args.amount, args.by, args.keyword, args.flip)
    stated = args.outside_combat or args.attacking is not None or args.blocking is not None
    return mtgasp.DamageEvent(args.source, args.target, args.amount, args.kicked, args.combat,
                              tuple(args.attacking or ()) if stated else None,
                              tuple(args.blocking or ()) if stated else None, args.spent, args.additional,
                              args.ability)


def output_format(args: argparse.Namespace) -> str:
    return "json" if args.json else (args.format or "text")


def ask(board: mtgasp.Board, args: argparse.Namespace) -> mtgasp.Orderings:
    fmt = output_format(args)
    # --tree (json) and --limit (dot: the first N points of a tree of any size) want the whole tree decoded.
    tree = True if (fmt == "json" and args.tree) or (fmt == "dot" and args.limit) else None
    return mtgasp.orderings(board, event_of(args), tree=tree, tree_limit=TREE_POINTS[fmt],
                            readings=readings_of(args))


def render(result: mtgasp.Orderings, args: argparse.Namespace, board: mtgasp.Board | None, fmt: str) -> str:
    if fmt == "json":
        return as_json.dumps(as_json.orderings(result, args.limit))
    if fmt == "dot":
        return dot.orderings(result, args.limit)
    if fmt == "html":
        return html.orderings(result, board)
    return text.orderings(result, args.limit)
