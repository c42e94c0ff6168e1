"""Five Card Hi-Lo (58 Pa. Code ch. 663a, the 2013 proposal): so far the hand kernel (issue 10)."""
