"""How much each AI level wins against the level below it: per game and pair of neighbouring
levels, the mean score difference per deal in the game's unit and the deals it was measured on
(duplicate matches, bench/results/ai_strength.md). Written by ``bench/ai_strength.py --table-only
--measured`` with that table's records (bench/results/README.md); tests/engine/test_level_words.py
checks that it still says what they say."""

LADDER: dict[str, dict[str, tuple[float, int]]] = {
    "french_tarot": {"random-easy": (687.26, 2000), "easy-normal": (48.5, 2000), "normal-strong": (8.35, 480)},
    "indulgence": {"random-easy": (5.34, 2000), "easy-normal": (1.22, 600), "normal-strong": (0.18, 600)},
    "maw": {"random-easy": (0.55, 2000), "easy-normal": (0.2, 2000), "normal-strong": (0.06, 3006)},
    "renaissance_tarot": {"random-easy": (3.38, 2000), "easy-normal": (3.93, 2000), "normal-strong": (0.73, 480)},
    "triumph": {"random-easy": (3.67, 2000), "easy-normal": (1.06, 2000), "normal-strong": (0.53, 176)},
}
# The pairs whose 95% interval still reaches zero: the page says their gain is not yet sure.
UNSURE: frozenset[tuple[str, str]] = frozenset({("french_tarot", "normal-strong"), ("indulgence", "normal-strong")})
