"""Equipment and controls: the dice lifecycle (603a.13), Match Play Coupons (603a.1, 603a.10(a), 603a.20-21) and the
record of a shift (465a.6, 465a.9, 465a.35, 609a.13), from the 2013 proposal (seed 004)."""
