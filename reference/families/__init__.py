"""Shared engines of the game families: one rule written once, cited with each chapter's own clause ids."""
