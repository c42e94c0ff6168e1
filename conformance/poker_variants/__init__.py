"""The 637a poker variants (Five-card Omaha, Triple Draw, Badugi) for the conformance engine."""
