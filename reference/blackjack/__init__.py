"""The blackjack family (issue 9): the shared kernel so far (card values, hard and soft totals, Blackjack, bust,
the dealer's drawing rule with a configurable soft 17), cited to Spanish 21's temporary chapter 551 of 2010. The
games' state machines (Spanish 21, Double Attack Blackjack, the 633a side wagers) build on it."""
