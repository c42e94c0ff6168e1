"""Shared conformance suites of the game families: one machine, codec or script helper written once."""
