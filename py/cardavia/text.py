"""Bilingual texts: every string a player reads exists in Czech and English."""

from __future__ import annotations

from typing import TypedDict


class Text(TypedDict):
    cs: str
    en: str


def text(cs: str, en: str) -> Text:
    return {"cs": cs, "en": en}
