"""The local network: hosted games announced and found with multicast DNS (:mod:`.discovery`),
and what an announcement says, written and read as untrusted (:mod:`.lan_text`). It imports
the protocol only; no other side imports it (a hosting window and ``welcome-desktop games``
use it from above).
"""
