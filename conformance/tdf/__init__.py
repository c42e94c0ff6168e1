"""Three Dice Football (58 Pa. Code ch. 661a, 2013 proposal) on the conformance engine."""
