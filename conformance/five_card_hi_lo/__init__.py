"""Five Card Hi-Lo (58 Pa. Code ch. 663a) on the conformance engine."""
