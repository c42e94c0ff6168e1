"""croupier: an executable, cited reference model of casino table-game regulations."""

__version__ = "0.1.0"
