"""croupier.conformance: adapters, generated suites, vectors and reports (see issue: conformance engine)."""
