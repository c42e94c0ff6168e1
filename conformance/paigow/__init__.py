"""Pai Gow on the conformance engine."""
