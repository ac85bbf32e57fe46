"""The files the game keeps for the player: settings, the saved game, statistics and house
rules.  JSON under the platformdirs folders, written atomically; no Qt."""
