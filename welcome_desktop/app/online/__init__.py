"""A game played across machines, in the window: hosting a New game with seats at other
computers, joining one, the connection's state, and the seat's table mirrored from the host."""
