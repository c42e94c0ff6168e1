"""Sic Bo (58 Pa. Code ch. 625a) on the conformance engine: codec, reference engine, suite, vectors."""
