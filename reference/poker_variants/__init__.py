"""The poker variants of the 2013 proposals (58 Pa. Code ch. 637a and 649a): so far the hand-evaluation kernel."""
