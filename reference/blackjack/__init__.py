"""The blackjack family (issue 9): the shared kernel (card values, hard and soft totals, Blackjack, bust, the
dealer's drawing rule with a configurable soft 17, the insurance limit), which Spanish 21 and Double Attack Blackjack
build on, and Blackjack with the 2013 side wagers of chapter 633a (Straight Jack Progressive, House Money): the
side wagers from their printed clauses, the base game from profile options whose values are not in the sources."""
