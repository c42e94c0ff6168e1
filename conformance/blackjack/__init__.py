"""Blackjack with the 2013 side wagers of chapter 633a on the conformance engine."""
