"""Asia Poker (58 Pa. Code ch. 659a, the 2013 proposal) on the conformance engine."""
