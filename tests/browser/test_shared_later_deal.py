"""A later deal shared (#31 item 10): its link holds only what that deal needs, and the friend's
table opens at that deal as the sharer played it — its number, hands and the totals at its start.

The sharer's match (Maw, deal 1 played by first legal moves) is carried into the page by "Open in
Cardavia" (#/table/maw?save=…); the sharer plays deal 2 by clicks and shares it; a fresh browser at
phone size opens the link, plays the deal and gets the duplicate comparison. Screenshots in cs and
en at 390x844 and 1366x768 go to test-artifacts/.
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from .test_access import SIZES, Snap, axe_problems
from .test_play import OpenPage, play_deal, wait_engine_ready
from .test_ui_table import FAST

LONGEST = 400  # characters of token; a version-1 link of this deal held deal 1's moves: 648


def badge_totals(page: Page, players: int) -> list[str]:
    """Each seat's total as its badge says it to a screen reader ("Total 19 chips")."""
    words = [page.get_by_test_id("self").locator(".self-stats .sr-only").filter(has_text=re.compile("Total|Celkem"))]
    words += [page.get_by_test_id(f"seat-{seat}").locator(".sr-only").filter(has_text=re.compile("Total|Celkem"))
              for seat in range(1, players)]
    return [w.first.inner_text() for w in words]


@pytest.mark.parametrize(("sharer", "friend"), [(("desktop", "en"), ("phone", "cs")),
                                                (("phone", "cs"), ("desktop", "en"))])
def test_a_later_deal_is_shared_in_a_short_link_and_opens_at_its_own_start(
    open_page: OpenPage, site_url: str, snap: Snap, sharer: tuple[str, str], friend: tuple[str, str]
) -> None:
    from cardavia import api

    session = api.new_game("maw", 4, seed=21)
    while session.status == "playing":
        session.act(session.legal()[0])
    session.next_deal()
    start = session.view(0)
    assert start["deal_no"] == 1 and start["totals"] != start["start_totals"]

    size, lang = sharer
    page = open_page(*SIZES[size], url=f"{site_url}{FAST.replace('lang=en', f'lang={lang}')}"
                     f"#/table/maw?level=easy&save={quote(session.save())}")
    wait_engine_ready(page)
    expect(page.get_by_test_id("deal-no")).to_have_text(re.compile(r"\b2$"))
    play_deal(page, snap, f"share-later-sharer-{size}-{lang}")
    page.get_by_test_id("share-deal").click()
    link = page.get_by_test_id("share-link")
    expect(link).to_have_value(re.compile(r"#/share/[A-Za-z0-9_-]+\?level=easy$"))
    url = link.input_value()
    token = url.split("#/share/")[1].split("?")[0]
    snap(page, f"share-later-link-{size}-{lang}")
    assert len(token) <= LONGEST, f"deal 2's link is {len(token)} characters"

    size, lang = friend
    other = open_page(*SIZES[size], url=f"{site_url}{FAST.replace('lang=en', f'lang={lang}')}")
    other.goto(url.replace("#/", f"{FAST.replace('lang=en', f'lang={lang}')}#/"))
    wait_engine_ready(other)
    expect(other.get_by_test_id("shared-note")).to_be_visible()
    expect(other.get_by_test_id("deal-no")).to_have_text(re.compile(r"\b2$"))
    cards = other.locator("[data-testid=hand-card]")
    expect(cards).to_have_count(len(start["hand"]))
    assert [cards.nth(k).get_attribute("data-card") for k in range(cards.count())] == start["hand"]
    # The badges: the totals as they stood when deal 2 began (Maw's chips after the ante), not zero.
    totals = badge_totals(other, 4)
    for seat, said in enumerate(totals):
        assert re.search(rf"\b{start['totals'][seat]:g}\b", said), (seat, said, start["totals"])
    snap(other, f"share-later-friend-{size}-{lang}")
    assert axe_problems(other) == []
    play_deal(other, snap, f"share-later-friend-{size}-{lang}")
    expect(other.get_by_test_id("duplicate")).to_be_visible()
    snap(other, f"share-later-duplicate-{size}-{lang}")
