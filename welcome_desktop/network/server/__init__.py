"""The server: ``welcome-desktop serve`` and a hosting window's server, holding many games over
WebSocket: the games it keeps and saves (:mod:`.registry`), each connection, the door and the
budgets that bound what one address may cost, the history of ended games, the computers' time
shared between games, and the player's page served over HTTP. It builds on the host and the
protocol.
"""
