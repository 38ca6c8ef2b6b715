"""A measurement, not the engine (session 34, perf43; docs/performance.md): the exact number of maximal pools of a
player of the 152-permanent board. The independent sources' maximal results are the rules' (source_best/2); the few
dependent ones (Signets, Rugged Prairie, Prismatic Lens: their costs written out below by hand) are activated in
every order, each spending one mana of each type it may, and the pools no other contains are counted (CR 106.4,
601.2g-h, 605.3a). Usage: python benchmarks/measure_dependent_pools.py alice bob"""
import itertools
import resource
import sys

import mtgasp
from mtgasp.engine import solver
from mtgasp.queries.mana_sum import groups_of, sum_pools
from mtgasp.queries.run import facts_for
from mtgasp.queries.terms import fact

T = "WUBRGC"


def _maximal(cands: set) -> list:
    """The candidates no other contains: v is not maximal iff v plus one mana of some type is contained in a
    candidate; the candidates' downward closure is built once from the largest down (linear in its size, not the
    quadratic comparison of session 34)."""
    below: set = set()
    out = []
    for v in sorted(cands, key=sum, reverse=True):
        if v not in below:
            out.append(v)
        stack = [v]
        while stack:
            w = stack.pop()
            for i in range(6):
                if w[i]:
                    u = w[:i] + (w[i] - 1,) + w[i + 1:]
                    if u not in below:
                        below.add(u)
                        stack.append(u)
    _maximal.closure = len(below)
    return out
def vec(s): return tuple(s.count(t) for t in T)
ANY = list(range(6))
# dependent sources: options = list of (spend type choices (indices) or None, add vector)
DEP = {
 "golgari-signet": [(ANY, vec("BG"))], "simic-signet": [(ANY, vec("GU"))], "boros-signet": [(ANY, vec("RW"))],
 "azorius-signet": [(ANY, vec("WU"))], "dimir-signet": [(ANY, vec("UB"))],
 "rugged-prairie": [(None, vec("C"))] + [([3, 0], vec(x)) for x in ("RR", "RW", "WW")],
 "prismatic-lens": [(None, vec("C"))] + [(ANY, vec(c)) for c in "WUBRG"],
}
b = mtgasp.parse_board(open("benchmarks/boards/commander_152.yaml").read(), "b")
for pl in sys.argv[1:]:
    t0 = resource.getrusage(resource.RUSAGE_SELF).ru_utime
    q = facts_for(b) + fact("plan_player", pl) + "plan_maximal.\n"
    ctl = solver.grounded("mana", q, [], sliced=False)
    res = {}
    for a in ctl.symbolic_atoms.by_signature("source_best", 2):
        o, v = a.symbol.arguments
        res.setdefault(str(o).strip('"'), []).append(tuple(x.number for x in v.arguments))
    deps = sorted(str(a.symbol.arguments[0]).strip('"') for a in ctl.symbolic_atoms.by_signature("dependent_source", 1))
    tapped = {str(a.symbol.arguments[0]).strip('"') for a in ctl.symbolic_atoms.by_signature("tapped", 1)}
    deps = [d for d in deps if d not in tapped]
    sums = [s for s, _ in sum_pools(groups_of(res))]
    per = [[None] + [(sp, add) for sp, add in DEP[d] for _ in [0]] for d in deps]
    cands = set()
    for S in sums:
        for choice in itertools.product(*per):
            acts = [c for c in choice if c is not None]
            # each activation spends one mana of a type in its spend list (None: nothing); try orders and types
            def walk(pool, left):
                if not left:
                    cands.add(pool)
                    return
                for i, (sp, add) in enumerate(left):
                    rest = left[:i] + left[i + 1:]
                    if sp is None:
                        walk(tuple(p + a for p, a in zip(pool, add, strict=True)), rest)
                        continue
                    for t in sp:
                        if pool[t] > 0:
                            p2 = list(pool)
                            p2[t] -= 1
                            walk(tuple(p + a for p, a in zip(p2, add, strict=True)), rest)
            walk(S, acts)
    maximal = _maximal(cands)
    t1 = resource.getrusage(resource.RUSAGE_SELF).ru_utime
    print(pl, "dependent", deps, "independent sums", len(sums), "candidates", len(cands), "maximal", len(maximal),
          "downward closure", _maximal.closure, "cpu %.1f" % (t1 - t0), flush=True)
