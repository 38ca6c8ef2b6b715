"""One module per subcommand: its arguments (register) and run(args) -> str, which calls one function of
the Python API and one renderer of mtgasp.render. Nothing here decides a rules question or formats."""

# In the order `mtgasp --help` lists them.
COMMANDS = ("could_produce", "produce", "orderings", "can_activate", "mana", "show", "query", "encode", "cards",
            "readings", "diverge", "commute", "check", "serve")
