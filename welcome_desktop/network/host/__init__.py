"""The host: the one copy of a hosted game (:mod:`.session`), the seats' turns, what each seat
may see, and the computer seats' decisions. Synchronous and pure (no sockets, no clock): a
window's host and the server both hold it. It imports the protocol, never another side.
"""
