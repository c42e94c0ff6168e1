"""What the conformance suites of the games of one family share, each parameterised by its game."""
