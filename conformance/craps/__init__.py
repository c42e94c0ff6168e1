"""Conformance for 58 Pa. Code ch. 623a (Craps and Mini-Craps): codec, reference adapter, generated suite, vectors."""
