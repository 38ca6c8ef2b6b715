"""A measurement, not the engine (session 36, perf44; docs/performance.md "Session 36 — perf44"): the exact maximal
pools of a player of the 152-permanent board decided by clingo alone, grounding only (no search): the prefix sums of
the independent sources' source_best/2 (the rules'), each dependent source's options (the rules' plan_option/3 and
cost/3: {1} spends any type, a hybrid symbol either colour, {T} alone nothing; any other cost or a spending
restriction: the player is not measured) applied from any subset already applied (every order; CR 605.3a,
601.2g-h), and a pool is maximal when it is not in the downward closure of the candidates (CR 106.4).
Usage: python benchmarks/ground_dependent_pools.py alice bob carol"""
import sys
import time

import clingo

import mtgasp
from mtgasp.engine import solver
from mtgasp.queries.run import facts_for
from mtgasp.queries.terms import fact

ANY = [1, 2, 3, 4, 5, 6]
COLOR = {"w": 1, "u": 2, "b": 3, "r": 4, "g": 5}


def spends(costs: set) -> list[int] | None:
    """The types (1..6, WUBRGC; 0: none) one activation's cost may spend one mana of, from the rules' cost/3; None
    for a cost this measurement doesn't model."""
    rest = costs - {"tap"}
    if not rest:
        return [0]
    if rest == {"mana(generic,1)"}:
        return ANY
    if len(rest) == 1 and (c := next(iter(rest))).startswith("mana(hybrid(") and c.endswith(",1)"):
        return [COLOR[x] for x in c[len("mana(hybrid("):-len("),1)")].split(",")]
    return None


b = mtgasp.parse_board(open("benchmarks/boards/commander_152.yaml").read(), "b")
for pl in sys.argv[1:]:
    ctl = solver.grounded("mana", facts_for(b) + fact("plan_player", pl) + "plan_maximal.\n", [], sliced=False)
    srcs, facts = {}, []
    for a in ctl.symbolic_atoms.by_signature("source_best", 2):
        o = str(a.symbol.arguments[0])
        srcs.setdefault(o, len(srcs) + 1)
        facts.append(f"best({srcs[o]},{a.symbol.arguments[1]}).")
    tapped = {str(a.symbol.arguments[0]).strip('"') for a in ctl.symbolic_atoms.by_signature("tapped", 1)}
    deps = sorted(str(a.symbol.arguments[0]) for a in ctl.symbolic_atoms.by_signature("dependent_source", 1))
    deps = [d for d in deps if d.strip('"') not in tapped]
    costs: dict = {}
    for a in ctl.symbolic_atoms.by_signature("cost", 3):
        orig, n, c = (str(x) for x in a.symbol.arguments)
        costs.setdefault((orig, n), set()).add(c)
    restricted = {(str(a.symbol.arguments[0]), str(a.symbol.arguments[1]))
                  for a in ctl.symbolic_atoms.by_signature("spend_restriction", 3)}
    unmodelled = []
    for k, d in enumerate(deps):
        for a in ctl.symbolic_atoms.by_signature("plan_option", 3):
            act, add, _ = a.symbol.arguments
            if str(act.arguments[0]) != d:
                continue
            key = (str(act.arguments[1]), str(act.arguments[2]))
            spend = spends(costs.get(key, set()))
            if spend is None or key in restricted:
                unmodelled.append(d)
                continue
            facts.extend(f"opt({k},{t},{add})." for t in spend)
    if unmodelled:
        print(pl, "not measured: a cost not modelled here", sorted(set(unmodelled)), flush=True)
        continue
    facts.append(f"last({len(srcs)}).")
    prog = "\n".join(facts) + """
part(0,m(0,0,0,0,0,0)).
part(I,m(W+A,U+B2,B+C2,R+D,G+E,C+F)) :- part(I-1,m(W,U,B,R,G,C)), best(I,m(A,B2,C2,D,E,F)).
type(1..6).
at(m(W,U,B,R,G,C),1,W) :- pool(_,m(W,U,B,R,G,C)). at(m(W,U,B,R,G,C),2,U) :- pool(_,m(W,U,B,R,G,C)).
at(m(W,U,B,R,G,C),3,B) :- pool(_,m(W,U,B,R,G,C)). at(m(W,U,B,R,G,C),4,R) :- pool(_,m(W,U,B,R,G,C)).
at(m(W,U,B,R,G,C),5,G) :- pool(_,m(W,U,B,R,G,C)). at(m(W,U,B,R,G,C),6,C) :- pool(_,m(W,U,B,R,G,C)).
pool(0,V) :- last(N), part(N,V).
e(0,0,0,0,0,0,0). at(V,0,1) :- pool(_,V).
e(1,1,0,0,0,0,0). e(2,0,1,0,0,0,0). e(3,0,0,1,0,0,0). e(4,0,0,0,1,0,0). e(5,0,0,0,0,1,0). e(6,0,0,0,0,0,1).
pool(S+2**K,m(W+A-D1,U+B2-D2,B+C2-D3,R+D-D4,G+E-D5,C+F-D6)) :-
  pool(S,m(W,U,B,R,G,C)), opt(K,T,m(A,B2,C2,D,E,F)), (S / 2**K) \\ 2 == 0, e(T,D1,D2,D3,D4,D5,D6),
  at(m(W,U,B,R,G,C),T,X), X > 0.
cand(V) :- pool(_,V).
below(m(W-1,U,B,R,G,C)) :- cand(m(W,U,B,R,G,C)), W > 0.  below(m(W-1,U,B,R,G,C)) :- below(m(W,U,B,R,G,C)), W > 0.
below(m(W,U-1,B,R,G,C)) :- cand(m(W,U,B,R,G,C)), U > 0.  below(m(W,U-1,B,R,G,C)) :- below(m(W,U,B,R,G,C)), U > 0.
below(m(W,U,B-1,R,G,C)) :- cand(m(W,U,B,R,G,C)), B > 0.  below(m(W,U,B-1,R,G,C)) :- below(m(W,U,B,R,G,C)), B > 0.
below(m(W,U,B,R-1,G,C)) :- cand(m(W,U,B,R,G,C)), R > 0.  below(m(W,U,B,R-1,G,C)) :- below(m(W,U,B,R,G,C)), R > 0.
below(m(W,U,B,R,G-1,C)) :- cand(m(W,U,B,R,G,C)), G > 0.  below(m(W,U,B,R,G-1,C)) :- below(m(W,U,B,R,G,C)), G > 0.
below(m(W,U,B,R,G,C-1)) :- cand(m(W,U,B,R,G,C)), C > 0.  below(m(W,U,B,R,G,C-1)) :- below(m(W,U,B,R,G,C)), C > 0.
maximal(V) :- cand(V), not below(V).
"""
    t0 = time.process_time()
    c2 = clingo.Control(["--warn=none"])
    c2.add("base", [], prog)
    c2.ground([("base", [])])
    n = sum(1 for _ in c2.symbolic_atoms.by_signature("maximal", 1))
    nc = sum(1 for _ in c2.symbolic_atoms.by_signature("cand", 1))
    print(pl, deps, "sources", len(srcs), "candidates", nc, "maximal", n,
          f"ground cpu {time.process_time() - t0:.2f}", flush=True)
