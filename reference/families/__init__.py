"""Round engines shared by the chapters of one family of games (DESIGN.md, Families)."""
