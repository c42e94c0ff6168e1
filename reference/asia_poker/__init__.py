"""Asia Poker (chapter 659a, the 2013 proposal): the hand rankings first (issue 10); the state machine follows."""
