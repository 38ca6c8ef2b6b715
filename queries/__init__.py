"""One module per question: it names the question's inputs, runs queries/<question>.lp (mtgasp.engine.solver)
and decodes the answer set into a typed result of the rules' codes (codes.py). Wording is mtgasp.render's.

Nothing is imported here: a question imports its own module alone (a fresh `mtgasp could-produce` doesn't load
the decoders of orderings, mana or show). The questions' functions are `mtgasp.<question>` (api/__init__.py);
`mtgasp.queries.<question>` is the module.
"""
