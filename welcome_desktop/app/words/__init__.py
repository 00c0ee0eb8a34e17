"""The interface's words: the language, the game's terms, the thematic plans, the rules'
refusals."""
