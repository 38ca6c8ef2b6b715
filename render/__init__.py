"""The one place that formats answers: text for people, JSON, Graphviz DOT and HTML pages.

Query modules return typed results (dataclasses); commands pick a renderer from here. The English for
the codes the rules derive (reasons, notes, why an answer is incomplete) is in `words.py`.
"""
