"""The protocol, shared by every side: the wire's frames, the messages either way and their
JSON Schema, the intents a seat sends, and the links and addresses that lead to a host.

It imports none of the sides (host, server, client, lan): each of them builds on it.
"""
