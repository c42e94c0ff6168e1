"""Pai Gow tiles: 58 Pa. Code ch. 621a (2012), its temporary predecessor ch. 535 (2010), and Maryland's Pai Gow rules
v1.1: the tiles and their ranking, the dealer's house way, the count and the delivery of the stacks.

The model cites 621a's numbers; :mod:`croupier.reference.paigow.clauses` maps them to the other editions through the
spec's own renumbering.
"""
