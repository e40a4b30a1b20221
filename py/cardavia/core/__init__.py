"""The mechanics every game shares: cards, seeded randomness, tricks, the game protocol, the
event log, what a seat knows, the registry of games, texts and the display of a view.

The core imports nothing above it (tests/engine/test_layering.py).
"""
