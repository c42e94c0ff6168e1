"""Double Attack Blackjack (58 Pa. Code ch. 665a, 2013 proposed) on the conformance engine."""
