"""Playing across machines: the host session, Qt-free and transport-independent.

The package sits between ``players``/``records`` and ``app``; it never imports Qt or the app.
:mod:`~welcome_desktop.network.host.session` holds the one :class:`~welcome_desktop.rules.Game` of a
hosted game, takes each seat's intents and builds each seat's view; the transport (protocol,
server, client) is built on top of it.
"""
