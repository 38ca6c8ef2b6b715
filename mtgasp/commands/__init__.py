"""Subcommands of later topics; each module has register(subparsers)."""
