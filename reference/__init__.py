"""croupier.reference: the reference models, one package per chapter, and the kernels they share."""
