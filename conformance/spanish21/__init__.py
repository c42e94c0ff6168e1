"""Spanish 21 (58 Pa. Code ch. 551; the 2013 double-down amendment 635a.10(a)) on the conformance engine."""
