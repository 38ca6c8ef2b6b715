"""The page for judges and players (`mtgasp serve`): a JSON API over the command line's own questions, and a
self-contained page that uses it. Nothing here decides a rules question or formats an answer:

- api.py       a request's body → the command line's arguments (parsed by the command line's own parser), the
               question run by the command line's own work function in a child process under the limits
               (engine/runner.py), the answer rendered by the command's own renderer;
- app.py       the HTTP side (Starlette, served by uvicorn): routes, body size, the page's files;
- (render/cr.py: the text of a rule of the Comprehensive Rules by its number, for the page's CR links)
- static/      the page (plain HTML, CSS and JavaScript; no build step, no external URL).
"""


def warm() -> None:
    """Load once, in the server's process, what every question reads (the card library's index, the programs'
    copies, the modules of the questions): each question's child process is a fork that starts with them."""
    from mtgasp import could_produce, parse_board
    from mtgasp.encoder import resources
    from mtgasp.encoder.library import card_names
    from mtgasp.render.cr import rule_text

    from .app import card_names_json

    card_names()
    card_names_json()
    rule_text("100")
    for program in sorted(resources.queries_dir().glob("*.lp")):
        resources.program(program)
    could_produce(parse_board('{"players": ["a"], "battlefield": [{"card": "Forest", "controller": "a"}]}', "warm",
                              json_format=True))
