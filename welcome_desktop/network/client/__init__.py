"""The client: a connection to a host (:mod:`.host_client`), a computer player at its end, and
a joined seat's table mirrored from the host's views (:mod:`.remote_table`, :mod:`.seats_here`),
which a window shows as it shows a local game. It imports the protocol, never the host or the
server: all it knows of a game is what the host's views say.
"""
