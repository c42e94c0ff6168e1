"""Example implementations under test, written apart from the reference model (the bundled "vendor" engines)."""
