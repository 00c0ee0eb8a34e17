"""Playing across machines, Qt-free and transport-independent, grouped by side.

The package sits between ``players``/``records`` and ``app``; it never imports Qt or the app.
:mod:`.protocol` is what every side shares (the wire, the messages, the links); :mod:`.host`
holds the one :class:`~welcome_desktop.rules.Game` of a hosted game, takes each seat's intents
and builds each seat's view; :mod:`.server` holds many hosted games over WebSocket;
:mod:`.client` connects to a host and mirrors a seat's table; :mod:`.lan` announces and finds
games on the local network. docs/architecture.md has the table of the modules and the contracts.
"""
