"""The engines that the games of one family share, each parameterised by a chapter's own rules and clause ids."""
