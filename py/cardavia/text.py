"""Bilingual texts: every string a player reads exists in Czech and English."""

from __future__ import annotations

from typing import TypedDict


class Text(TypedDict):
    cs: str
    en: str


def text(cs: str, en: str) -> Text:
    return {"cs": cs, "en": en}


def player_name(seat: int, *, capital: bool = True) -> Text:
    """How texts name a seat, counting from 1: "Player 2"; in Czech "Hráč 2", or "hráč 2" inside a sentence."""
    return text(f"{'Hráč' if capital else 'hráč'} {seat + 1}", f"Player {seat + 1}")


def en_count(n: int, one: str, many: str) -> str:
    """An English count with the right plural: 1 trick, 2 tricks."""
    return f"{n} {one if n == 1 else many}"


def cs_count(n: int, one: str, few: str, many: str) -> str:
    """A Czech count with the right plural: 1 žeton, 3 žetony, 5 žetonů."""
    word = one if n == 1 else few if 2 <= n <= 4 else many
    return f"{n} {word}"
