"""Pai Gow tiles: 58 Pa. Code ch. 621a (2012) and its temporary predecessor ch. 535 (2010): the tiles and their
ranking, the dealer's house way, the count and the delivery of the stacks, the configuration, the equipment and a
house-banked round.

The model cites 621a's numbers; :mod:`croupier.reference.paigow.clauses` maps them to the other editions through the
spec's own renumbering.
"""
