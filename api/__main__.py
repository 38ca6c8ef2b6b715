"""`python -m mtgasp`: the same as the `mtgasp` command."""
import sys

from mtgasp.cli import main

sys.exit(main())
