"""The game in play, without widgets: the controller and the ``TurnView`` it announces, the sheet's
snapshot, hints, the last turn's words, computer seats."""
