"""Conformance parts shared by the games of one family (codecs, suites, vectors helpers)."""
