"""The baccarat family on the conformance engine."""
