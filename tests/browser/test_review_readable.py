"""The review on a phone (#31): its hands are cards one can read, and a position says what kind of
decision it was ("Discard — Cesare: …"), in English and Czech, at a phone and a laptop."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .test_access import open_site
from .test_play import play_deal
from .test_ui_table import wait_engine_ready

Snap = Callable[[Page, str], Path]
OpenPage = Callable[..., Page]

# Each card of each hand in the review: its width, and how much of it shows beside the next one in its row.
CARDS = """() => [...document.querySelectorAll("[data-testid^=review-hand-] .mini-card")].map((card) => {
  const r = card.getBoundingClientRect();
  const next = card.nextElementSibling && card.nextElementSibling.getBoundingClientRect();
  return {w: r.width, strip: next && Math.abs(next.top - r.top) < 2 ? next.left - r.left : null};
})"""


@pytest.mark.parametrize(("size", "lang"), [("phone", "en"), ("phone", "cs"), ("desktop", "cs"), ("desktop", "en")])
def test_the_reviews_hands_are_readable_and_a_discard_says_so(
    open_page: OpenPage, site_url: str, snap: Snap, size: str, lang: str
) -> None:
    # Triumph, seed 0: the dealer (Cesare) takes the turned card and discards before the first lead.
    page = open_site(open_page, site_url, size, "#/play/triumph?players=4&seed=0&level=easy&guide=0", lang=lang)
    wait_engine_ready(page)
    play_deal(page, snap, f"review-readable-{size}-{lang}")
    page.get_by_test_id("review-open").click()
    review = page.get_by_test_id("review")
    expect(review).to_be_visible()
    what = review.get_by_test_id("review-what")
    expect(what).to_contain_text({"en": "Discard — Cesare: ", "cs": "Odhoz — Cesare: "}[lang])
    cards = page.evaluate(CARDS)
    assert cards, "no hands in the review"
    narrowest = min(c["w"] for c in cards)
    strips = [c["strip"] for c in cards if c["strip"] is not None]
    assert narrowest >= 34, f"the review's cards are {narrowest:.0f} px wide"
    assert min(strips) >= 18, f"only {min(strips):.0f} px of a card shows beside the next"
    snap(page, f"review-readable-{size}-{lang}-discard")
    played = {"en": "Card played — ", "cs": "Zahraná karta — "}[lang]
    for _ in range(6):  # past the dealer's discards to the first lead
        review.get_by_test_id("review-forward").click()
        if played in what.inner_text():
            break
    expect(what).to_contain_text(played)
