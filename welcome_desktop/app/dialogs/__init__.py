"""The dialogs: new game, everyone's sheets, the end of the game, resume, finished games."""
