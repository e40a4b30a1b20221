"""French Tarot's chasse au Petit in the search: where it trusts the prior's hunt, and where not.

The playouts never hunt the Petit, so a search left to them talks a defender out of the hunt;
``prior_is_trusted`` makes the search keep the prior's trump lead unless the evidence against it is
strong — against a prise only: a garde's taker is long in trumps, and in duplicate the hunt then
mostly drew the defence's own trumps (bench/results/experiments/ai_strength_strong_experiments.md).
"""

from __future__ import annotations

from typing import Any

from helpers import corpus_maker

from cardavia.core.rng import Rng
from cardavia.games.french_tarot import ai as tarot_ai

HUNT = "french_tarot-29"  # a defender with 7 trumps leads, the Petit unseen, against a prise


def _view(entry: dict[str, Any]) -> dict[str, Any]:
    """The seat to act's view at a corpus position."""
    session = corpus_maker().replay("french_tarot", entry)
    return dict(session.view(entry["seat"]))


def _hunt() -> dict[str, Any]:
    return _view(next(e for e in corpus_maker().corpus("french_tarot") if e["id"] == HUNT))


def test_the_hunt_against_a_prise_is_trusted() -> None:
    view = _hunt()
    assert view["public"]["contract"] == "prise"
    prior = tarot_ai.search_prior(view, Rng(1))
    assert prior.startswith("play:T"), prior  # the prior hunts: it leads a trump
    assert tarot_ai.prior_is_trusted(view, prior)


def test_the_same_lead_against_a_garde_is_left_to_the_search() -> None:
    view = _hunt()
    prior = tarot_ai.search_prior(view, Rng(1))
    garde = {**view, "public": {**view["public"], "contract": "garde"}}
    assert not tarot_ai.prior_is_trusted(garde, prior)


def test_a_lead_that_is_not_a_trump_is_not_the_hunt() -> None:
    view = _hunt()
    side_suit = next(a for a in view["legal"] if a.startswith("play:") and not a.startswith("play:T"))
    assert not tarot_ai.prior_is_trusted(view, side_suit)


def test_the_last_card_of_a_trick_is_trusted_whatever_the_contract() -> None:
    for entry in corpus_maker().corpus("french_tarot"):
        view = _view(entry)
        if view["phase"] == "play" and len(view["trick"]["cards"]) == view["players"] - 1:
            for contract in ("prise", "garde", "garde_sans", "garde_contre"):
                at = {**view, "public": {**view["public"], "contract": contract}}
                assert tarot_ai.prior_is_trusted(at, view["legal"][0]), (entry["id"], contract)
            return
    raise AssertionError("no corpus position plays the last card of a trick")
