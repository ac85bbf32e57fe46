"""The learned judgement (``ai.judgement``) and the command that fits it (``ai.learn``)."""

from __future__ import annotations

import dataclasses
import json
import math
import random
import re
from pathlib import Path

import pytest

from bschnapsen_gui.ai import learn
from bschnapsen_gui.ai.config import CONFIGS
from bschnapsen_gui.ai.judgement import (
    DEFENCES,
    FEATURES,
    MID,
    MODEL_FILE,
    PARTNER,
    STRONG,
    WEAK,
    Judgement,
    defence_of,
    features,
    judgement,
    load,
    logit,
    parse,
    partner_leads,
    sigmoid,
)
from bschnapsen_gui.ai.players import SearchPlayer
from bschnapsen_gui.engine.contracts import TABLE, Contract, Goal
from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.engine.view import seat_view

from .helpers import deal_at

PLAYED = [c for c, spec in TABLE.items() if spec.goal is not Goal.SHOWN]


def _hands(n: int) -> list[int]:
    rng = random.Random(44)
    out = []
    for _ in range(n):
        h = 0
        for c in rng.sample(range(20), 5):
            h |= 1 << c
        out.append(h)
    return out


def test_the_shipped_model_loads_and_judges_every_contract_and_the_kontra_on_it() -> None:
    models = load()
    assert set(models) >= {CONFIGS["expert"].judgement, CONFIGS["club"].judgement}
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    for name, j in models.items():
        entry = data["judgements"][name]
        # the file says how it was made and on what: seeds of the fitting set only
        assert entry["command"].startswith("python -m bschnapsen_gui.ai.learn fit ")
        assert entry["fitted_on"]["deals"] >= 10_000
        assert all(1 <= s <= 9_999 for s in entry["fitted_on"]["seeds"])
        standard = PRESETS["standard"]
        for c in TABLE:
            assert j.covers(c), c
            # the Kontra on the standard rules' contracts is judged by the model too (fitted on
            # deals played as chosen, with those rules; the rest by the table)
            if TABLE[c].enabled(standard):
                assert j.covers(c, level=1), c
        for c in PLAYED:
            rise = 0.0
            for hand in _hands(40):
                for defence in DEFENCES:
                    lo = j.chance(c, 0.3, hand, 0, defence)
                    hi = j.chance(c, 0.9, hand, 0, defence)
                    assert lo is not None and hi is not None
                    # better layouts never make a contract less likely (where a hand would
                    # tip the open cards' slope below 0, it is 0)
                    assert 0.0 < lo <= hi + 1e-9 < 1.0, (c, hand, defence)
                    rise += hi - lo
            assert rise > 0.0, c
            # Re and Sub are the table's
            assert j.chance(c, 0.5, _hands(1)[0], 0, STRONG, level=2) is None
        # the Rufer leads blind to his partner's Schnapser: club's and the expert's judge it
        # less likely than the Rufer's own (tenth round)
        if name in ("club", "expert"):
            for hand in _hands(10):
                for defence in DEFENCES:
                    own = j.chance(Contract.SCHNAPSER, 0.8, hand, 0, defence)
                    partner = j.chance(Contract.SCHNAPSER, 0.8, hand, 0, defence, rufer=False)
                    assert own is not None and partner is not None and partner < own - 0.05


def test_the_expert_judges_its_own_bid_by_the_model_and_expert_v8_by_its_table() -> None:
    assert CONFIGS["expert"].judgement is not None and CONFIGS["expert-v8"].judgement is None
    assert CONFIGS["expert-v8"].calibration == CONFIGS["expert"].calibration == "v8"
    deal = deal_at(Phase.AUCTION, 4)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    expert = SearchPlayer(5, CONFIGS["expert"], fixed_effort=True)
    decided = expert.decide(view)
    assert decided in view.legal
    est = expert.last_estimate
    if est.get("kind") == "bid":
        hand = sum(c.bit for c in view.hand)
        trump = -1 if view.trump is None else int(view.trump)
        model = judgement(CONFIGS["expert"].judgement or "")
        p_open = est["p_open"]
        assert isinstance(p_open, float)
        assert est["p"] == pytest.approx(model.chance(Contract(str(est["contract"])), p_open, hand, trump, STRONG,
                                                      rufer=seat == view.rufer))
    judge = expert.judge(view)
    assert judge is not None and SearchPlayer(5, CONFIGS["expert-v8"]).judge(view) is None
    assert judge(Contract.BETTLER, 0.7, 0) == pytest.approx(judgement(CONFIGS["expert"].judgement or "").chance(
        Contract.BETTLER, 0.7, sum(c.bit for c in view.hand), -1 if view.trump is None else int(view.trump), STRONG))
    # a Schnapser it would declare: as the Rufer's partner, the Rufer leads to it
    assert judge(Contract.SCHNAPSER, 0.7, 0) == pytest.approx(judgement(CONFIGS["expert"].judgement or "").chance(
        Contract.SCHNAPSER, 0.7, sum(c.bit for c in view.hand), -1 if view.trump is None else int(view.trump),
        STRONG, rufer=seat == view.rufer))


def test_the_logistic_fit_finds_the_slope_that_made_the_data() -> None:
    rng = random.Random(7)
    hands = _hands(200)
    xs, ys = [], []
    for i in range(6000):
        p_open = rng.uniform(0.05, 0.98)
        xs.append(features(Contract.BETTLER, hands[i % len(hands)], -1, p_open, DEFENCES[i % 3]))
        # made with the open-cards chance's logit at 0.6 of its size, plus 0.3, whatever the hand
        ys.append(rng.random() < sigmoid(0.3 + 0.6 * logit(p_open)))
    w = learn.fit_logistic(xs, ys, ridge=0.01)
    assert dict(zip(FEATURES, w, strict=True))["logit"] == pytest.approx(0.6, abs=0.15)
    for hand in hands[:20]:
        for p in (0.2, 0.5, 0.85):
            x = features(Contract.BETTLER, hand, -1, p, MID)
            pred = sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
            assert pred == pytest.approx(sigmoid(0.3 + 0.6 * logit(p)), abs=0.05)


def test_the_fitting_command_samples_and_fits_a_few_deals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    samples = tmp_path / "s.jsonl"
    assert learn.main(["sample", "--seed", "4001", "--deals", "8", "--out", str(samples)]) == 0
    rows = [json.loads(line) for line in samples.read_text(encoding="utf-8").splitlines()]
    assert rows and all(r["seed"] == 4001 and 0.2 <= r["p_open"] <= 1.0 for r in rows)
    for r in rows:
        assert TABLE[Contract(r["contract"])].goal is not Goal.SHOWN
        assert bin(r["hand"]).count("1") == 5
    out = tmp_path / "j.json"
    assert learn.main(["fit", str(samples), "--name", "tiny", "--out", str(out), "--min-contract", "1"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    j = parse(data)["tiny"]
    assert data["judgements"]["tiny"]["fitted_on"] == {
        "seeds": [4001], "deals": len(rows), "strengths": ["expert-v8"],
        "defences": sorted({r["defence"] for r in rows}),
    }
    assert {r["defence"] for r in rows} <= {"expert-v8", "heuristic"}
    assert all((r["defence"] == "heuristic") == r["weak"] for r in rows)
    assert "learn fit" in data["judgements"]["tiny"]["command"]
    for r in rows:
        p = j.chance(Contract(r["contract"]), r["p_open"], r["hand"], r["trump"], WEAK if r["weak"] else STRONG)
        assert p is not None and 0.0 <= p <= 1.0 and not math.isnan(p)
    # a second name is added beside the first
    assert learn.main(["fit", str(samples), "--name", "other", "--out", str(out), "--min-contract", "1"]) == 0
    assert set(parse(json.loads(out.read_text(encoding="utf-8")))) == {"tiny", "other"}


def test_the_defence_is_weak_club_or_strong_by_both_opponents(tmp_path: Path) -> None:
    assert defence_of(["heuristic", "random"]) == WEAK
    assert defence_of(["club", "heuristic"]) == defence_of(["club-c9", "club"]) == MID
    assert defence_of(["club", "expert"]) == defence_of([None, "heuristic"]) == defence_of(["expert"] * 2) == STRONG
    with pytest.raises(ValueError):
        features(Contract.BETTLER, _hands(1)[0], -1, 0.5, "weakish")
    # the player tells it from the table it was told (a person: None)
    deal = deal_at(Phase.AUCTION, 4)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    club = SearchPlayer(5, CONFIGS["club"], fixed_effort=True)
    assert club.defence(view) == STRONG  # no table told
    for others, want in (("heuristic", WEAK), ("club", MID), ("expert", STRONG), (None, STRONG)):
        club.set_table([("club" if (s - seat) % 2 == 0 else others) for s in range(4)])
        assert club.defence(view) == want, others
        assert club.weak_defence(view) == (want == WEAK)
    # a sample says its defenders; one made before they were recorded is read as then
    s = tmp_path / "club.jsonl"
    assert learn.main(["sample", "--strength", "club", "--defence", "expert", "--weak-share", "0", "--seed", "4006",
                       "--deals", "6", "--out", str(s)]) == 0
    rows = learn.read_samples([s])
    assert rows and all(r.defenders == "expert" and r.defence_class == STRONG and not r.weak for r in rows)
    old = learn.Sample(1, 0, "club-c9", "standard", "normal", True, 31, 0, False, 0.5, 0.5, True)
    assert old.defenders == "club-c9" and old.defence_class == MID
    old.weak = True
    assert old.defenders == "heuristic" and old.defence_class == WEAK


def test_natural_deals_against_another_team_keep_each_side_for_its_own_judgement(tmp_path: Path) -> None:
    """Against the heuristic, a deal the expert declares is its declarer's datum against a
    weak defence; one the heuristic declares is only the expert's Kontra against a weak
    declarer; and the fit keeps them apart."""
    path = tmp_path / "n.jsonl"
    assert learn.main(["sample", "--natural", "--strength", "expert", "--defence", "heuristic", "--seed", "4007",
                       "--deals", "12", "--out", str(path)]) == 0
    rows = learn.read_samples([path])
    ours = [r for r in rows if r.declared]
    theirs = [r for r in rows if not r.declared]
    assert ours and theirs
    assert all(r.natural and r.defenders == "heuristic" and r.defence_class == WEAK and r.weak for r in ours)
    assert all(r.k_open is None and r.k_defence_class == STRONG for r in ours)  # the heuristic says no Kontra
    assert all(r.k_open is not None and r.k_defence == "heuristic" and r.k_defence_class == WEAK for r in theirs)
    assert all(r.hand == 0 for r in theirs)
    # whether the first defender asked said the Kontra, for the Kontra's offsets
    assert all(isinstance(r.k_said, bool) for r in theirs) and all(r.k_said is None for r in ours)
    # the teams change sides, so the expert declares as the Rufer too
    assert any(r.rufer for r in ours)
    # the auction, seats counted from the declarer: the contract is the highest bid (or,
    # where nobody bid, the Rufer's normal game)
    for r in rows:
        assert r.auction and all(seat in range(4) for seat, _ in r.auction)
        bids = [(seat, c) for seat, c in r.auction if c is not None]
        assert (bids[-1] if bids else (0, "normal")) == (0, r.contract)
    model = learn.fit(rows, min_contract=1)
    assert sum(m["n"] for m in model["goals"].values()) == len(ours)
    assert sum(m["n"] for m in model["kontra"]["goals"].values()) == len(theirs)
    # beside forced deals, the declarer's models are the forced deals' alone
    forced = learn.sample(4001, 6, "club", 0.5, 1)
    assert forced
    mixed = learn.fit(rows + forced, min_contract=1)
    assert sum(m["n"] for m in mixed["goals"].values()) == len(forced)
    assert sum(m["n"] for m in mixed["kontra"]["goals"].values()) == len(theirs)
    # beside the same Kontras against experts, which went the other way, the Kontra
    # against the heuristic gets a weight of its own
    strong = [dataclasses.replace(r, k_defence="expert", won=not r.won) for r in theirs]
    weak = FEATURES.index("weak")
    fitted = learn.fit(rows + strong, min_contract=1)["kontra"]["goals"].values()
    assert all(m["weights"][weak] != 0.0 for m in fitted)


def test_the_fitting_command_refuses_the_judging_seeds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        learn.main(["sample", "--seed", "10001", "--deals", "2", "--out", str(tmp_path / "s.jsonl")])
    assert info.value.code == 2
    assert "not in the fitting set" in capsys.readouterr().err
    assert not (tmp_path / "s.jsonl").exists()


def test_a_model_file_of_another_format_is_refused() -> None:
    with pytest.raises(ValueError):
        parse({"format": 99, "features": list(FEATURES), "judgements": {}})
    with pytest.raises(ValueError):
        parse({"format": 1, "features": ["bias"], "judgements": {}})


def test_a_deal_where_a_player_fell_back_to_the_heuristic_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """A judgement file the code cannot read makes every judging player fall back to the
    heuristic; data sampled so would teach the model the heuristic's bids."""
    real = learn.seat_players

    def one_broken(*args: object, **kwargs: object) -> list[object]:
        players = real(*args, **kwargs)  # type: ignore[arg-type]
        players[1].errors = 1  # type: ignore[attr-defined]
        players[1].last_error = "no judgement file"  # type: ignore[attr-defined]
        return players

    monkeypatch.setattr(learn, "seat_players", one_broken)
    with pytest.raises(RuntimeError, match="no judgement file"):
        learn.play_natural(4001, 0, "club")
    with pytest.raises(RuntimeError, match="no judgement file"):
        for i in range(20):  # the first deal with a contract for the seat
            learn.play_sample(4001, i, "club", 0.0)


def test_natural_offsets_move_each_contract_to_what_its_chosen_deals_made() -> None:
    """Forced deals teach the model its slope; where the contracts the player chose itself
    are made more (or less) often than it predicts, a constant per contract and defence moves
    the model there, and only there: another defence, another contract and the forced deals
    keep their chance, and the offsets live in the weights, so inference is the same."""
    rng = random.Random(11)
    hands = _hands(120)
    forced, natural = [], []
    for i in range(6000):
        p_open = rng.uniform(0.1, 0.95)
        hand = hands[i % len(hands)]
        # forced: made as open cards say; a chosen Schnapser against the expert is made more
        # often (log-odds +0.8), a chosen Bettler against the heuristic less (-0.5)
        forced.append(learn.Sample(4001, i, "club", "standard", "schnapser" if i % 2 else "bettler", True,
                                   hand, 0, False, p_open, p_open, rng.random() < p_open, defence="expert"))
        for contract, defence, shift in (("schnapser", "expert", 0.8), ("bettler", "heuristic", -0.5),
                                         ("bettler", "expert", 0.0)):
            won = rng.random() < sigmoid(logit(p_open) + shift)
            natural.append(learn.Sample(4002, i, "club", "standard", contract, True, hand, 0, defence == "heuristic",
                                        p_open, p_open, won, natural=True, defence=defence))
    plain = learn.fit(forced + natural, ridge=0.01, min_contract=100)
    moved = learn.fit(forced + natural, ridge=0.01, min_contract=100, offsets=True)
    off = moved["natural_offsets"]
    assert off["schnapser"][STRONG] == pytest.approx(0.8, abs=0.15)
    assert off["bettler"][WEAK] == pytest.approx(-0.5, abs=0.15)
    assert off["bettler"][STRONG] == pytest.approx(0.0, abs=0.15)
    assert "kontra" in moved and moved["kontra"] == plain["kontra"]
    # the report shows the chosen contracts, the offsets' own check, beside the forced ones
    lines = learn.report(forced[:400] + natural[:600], moved)
    assert any(line.split()[:2] == ["chosen", "schnapser"] for line in lines)
    assert any(line.split()[0] == "schnapser" for line in lines)
    assert not any(line.split()[0] == "chosen" for line in learn.report(forced[:400] + natural[:600], plain))
    model = parse({"format": 1, "features": list(FEATURES), "judgements": {"x": moved}})["x"]
    before = parse({"format": 1, "features": list(FEATURES), "judgements": {"x": plain}})["x"]
    for p in (0.3, 0.6, 0.9):
        hand = hands[0]
        for contract, defence in ((Contract.SCHNAPSER, STRONG), (Contract.BETTLER, WEAK), (Contract.BETTLER, MID)):
            shift = {(Contract.SCHNAPSER, STRONG): off["schnapser"][STRONG],
                     (Contract.BETTLER, WEAK): off["bettler"][WEAK]}.get((contract, defence), 0.0)
            got = model.chance(contract, p, hand, 0, defence)
            want = before.chance(contract, p, hand, 0, defence)
            assert got is not None and want is not None
            assert logit(got) == pytest.approx(logit(want) + shift, abs=1e-4)


def test_a_schnapser_the_rufers_partner_declared_gets_an_offset_of_its_own() -> None:
    """The Rufer leads to his partner's Schnapser blind, where open cards let him lead what
    the partner takes: such Schnapsers were made far less often than the model said, the
    Rufer's own a little more often.  One offset more, over every defence, moves the
    partner's and leaves the Rufer's to their defence's offset."""
    assert partner_leads(Contract.SCHNAPSER, rufer=False) and not partner_leads(Contract.SCHNAPSER, rufer=True)
    assert partner_leads(Contract.BAUERNSCHNAPSER, rufer=False)
    # the Rufer leads to a Kontraschnapser too, but as the declarer's opponent
    assert not partner_leads(Contract.KONTRASCHNAPSER, rufer=False)
    assert not any(partner_leads(c, rufer=False) for c in (Contract.BETTLER, Contract.GANG, Contract.ZEHNERGANG))
    hand = _hands(1)[0]
    assert features(Contract.SCHNAPSER, hand, 0, 0.7, STRONG, rufer=False)[FEATURES.index("partner_leads")] == 1.0
    assert features(Contract.SCHNAPSER, hand, 0, 0.7, STRONG)[FEATURES.index("partner_leads")] == 0.0

    rng = random.Random(12)
    hands = _hands(120)
    forced, natural = [], []
    for i in range(6000):
        p_open = rng.uniform(0.1, 0.95)
        hand = hands[i % len(hands)]
        rufer = i % 3 != 0
        forced.append(learn.Sample(4001, i, "club", "standard", "schnapser" if i % 2 else "bettler", rufer,
                                   hand, 0, False, p_open, p_open, rng.random() < p_open, defence="expert"))
        for defence, shift in (("expert", 0.3), ("heuristic", 0.6)):
            won = rng.random() < sigmoid(logit(p_open) + shift - (0.0 if rufer else 1.0))
            natural.append(learn.Sample(4002, i, "club", "standard", "schnapser", rufer, hand, 0,
                                        defence == "heuristic", p_open, p_open, won, natural=True, defence=defence))
    entry = learn.fit(forced + natural, ridge=0.01, min_contract=100, offsets=True)
    off = entry["natural_offsets"]["schnapser"]
    assert off[STRONG] == pytest.approx(0.3, abs=0.15) and off[WEAK] == pytest.approx(0.6, abs=0.15)
    assert off[learn.PARTNER] == pytest.approx(-1.0, abs=0.2)
    # the offset is the feature's weight, beside what the forced deals gave it (nothing here)
    weight = entry["contracts"]["schnapser"]["weights"][FEATURES.index("partner_leads")]
    assert weight == pytest.approx(off[learn.PARTNER], abs=0.05)
    model = parse({"format": 1, "features": list(FEATURES), "judgements": {"x": entry}})["x"]
    for p in (0.3, 0.6, 0.9):
        for defence in (STRONG, WEAK):
            own = model.chance(Contract.SCHNAPSER, p, hands[0], 0, defence)
            partner = model.chance(Contract.SCHNAPSER, p, hands[0], 0, defence, rufer=False)
            assert own is not None and partner is not None
            assert logit(partner) == pytest.approx(logit(own) + weight, abs=1e-4)
    # recalibrated anew, then taken off again: the models beneath as they were fitted
    again = learn.recalibrate(entry, natural)
    assert again["natural_offsets"]["schnapser"] == pytest.approx(off, abs=1e-4)
    base = learn.without_offsets(entry["contracts"], entry["natural_offsets"])
    plain = learn.fit(forced + natural, ridge=0.01, min_contract=100)
    assert base["schnapser"]["weights"] == pytest.approx(plain["contracts"]["schnapser"]["weights"], abs=1e-5)
    # the report tells the partner's from the Rufer's
    lines = learn.report(natural[:3000], entry, chosen_only=True)
    names = [line.split("  ")[1].strip() for line in lines]
    assert names[:3] == ["chosen schnapser", "chosen schnapser, Rufer", "chosen schnapser, partner"]
    # only the contracts named: the others keep their offsets
    bettlers = [dataclasses.replace(s, contract="bettler", won=not s.won) for s in natural]
    only = learn.recalibrate(entry, natural + bettlers, contracts=["schnapser"])
    assert only["natural_offsets"] == again["natural_offsets"]
    assert only["contracts"]["bettler"] == entry["contracts"]["bettler"]


def test_kontra_offsets_move_each_kontra_to_what_the_said_ones_won() -> None:
    """The Kontra's model is fitted on every first defender asked, and is said where it is
    highest; where the said Kontras are won less often than it predicts, a constant per
    contract and declaring team moves the model so that they are predicted right, and a
    fit without the record of what was said (older samples) leaves the Kontra alone."""
    rng = random.Random(12)
    hands = _hands(120)
    rows = []
    for i in range(9000):
        k_open = rng.uniform(0.2, 0.95)
        said = k_open > 0.6 and rng.random() < 0.7
        # said Kontras against the expert are won less often than open cards say (-0.7)
        shift = -0.7 if said else 0.0
        won_by_doublers = rng.random() < sigmoid(logit(k_open) + shift)
        rows.append(learn.Sample(4002, i, "club", "standard", "normal", True, 0, 0, False, 0.0, 0.0,
                                 not won_by_doublers, k_hand=hands[i % len(hands)], k_open=k_open, k_table=k_open,
                                 natural=True, defence="club", declared=False, k_defence="expert", k_said=said))
    plain = learn.fit(rows, ridge=0.01, min_contract=100, offsets=True)
    assert "kontra_offsets" not in learn.fit([dataclasses.replace(r, k_said=None) for r in rows], ridge=0.01,
                                             min_contract=100, offsets=True)
    off = plain["kontra_offsets"]
    assert off["normal"][STRONG] < -0.2
    said_rows = [r for r in rows if r.k_said]
    made = sum(not r.won for r in said_rows) / len(said_rows)
    model = parse({"format": 1, "features": list(FEATURES), "judgements": {"x": plain}})["x"]
    without = dict(plain, kontra=learn.fit(rows, ridge=0.01, min_contract=100)["kontra"])
    before = parse({"format": 1, "features": list(FEATURES), "judgements": {"x": without}})["x"]

    def mean(j: Judgement) -> float:
        ps = [j.chance(Contract.NORMAL, r.k_open or 0.0, r.k_hand or 0, 0, STRONG, level=1) for r in said_rows]
        return sum(p or 0.0 for p in ps) / len(ps)

    assert mean(before) - made > 0.04  # the curse the offsets are for
    assert mean(model) == pytest.approx(made, abs=0.02)
    lines = learn.report(rows[:2000], plain)
    assert any(line.split()[:3] == ["said", "normal", "model"] for line in lines)


def test_natural_slopes_make_the_chosen_contracts_right_hand_by_hand() -> None:
    """Where the contracts a player chose itself are made nearer to even than the forced
    deals' model says (the expert's chosen Gangs: 0.54 where it said 0.46, 0.80 where 0.85),
    a constant cannot mend both ends; a factor on the log-odds per contract and defence,
    fitted with the offset, does, keeps the ranking within the contract and leaves the
    other contracts and defences alone; without ``slopes`` the fit is as before."""
    rng = random.Random(13)
    hands = _hands(120)
    forced, natural = [], []
    for i in range(8000):
        p_open = rng.uniform(0.05, 0.97)
        hand = hands[i % len(hands)]
        forced.append(learn.Sample(4001, i, "expert", "standard", "gang" if i % 2 else "bettler", True,
                                   hand, 0, False, p_open, p_open, rng.random() < p_open, defence="expert"))
        # chosen Gangs against the expert: half the slope, a little above even; chosen
        # Bettlers: as the forced ones
        for contract, truth in (("gang", sigmoid(0.5 * logit(p_open) + 0.2)), ("bettler", p_open)):
            natural.append(learn.Sample(4002, i, "expert", "standard", contract, True, hand, 0, False,
                                        p_open, p_open, rng.random() < truth, natural=True, defence="expert"))
    offsets_only = learn.fit(forced + natural, ridge=0.01, min_contract=100, offsets=True)
    sloped = learn.fit(forced + natural, ridge=0.01, min_contract=100, offsets=True, slopes=True)
    assert "natural_scales" not in offsets_only
    assert all("scale" not in m for m in offsets_only["contracts"].values())
    scales = sloped["natural_scales"]
    assert scales["gang"][STRONG] == pytest.approx(0.5, abs=0.1)
    assert scales["bettler"][STRONG] == pytest.approx(1.0, abs=0.1)
    model = parse({"format": 1, "features": list(FEATURES), "judgements": {"x": sloped}})["x"]
    shifted = parse({"format": 1, "features": list(FEATURES), "judgements": {"x": offsets_only}})["x"]
    hand = hands[0]
    for p in (0.1, 0.3, 0.7, 0.95):
        truth = sigmoid(0.5 * logit(p) + 0.2)
        got = model.chance(Contract.GANG, p, hand, 0, STRONG)
        assert got == pytest.approx(truth, abs=0.05)
        bettler = model.chance(Contract.BETTLER, p, hand, 0, STRONG)
        assert bettler == pytest.approx(p, abs=0.06)
        # against the heuristic (no chosen deals there) nothing is scaled
        assert model.chance(Contract.GANG, p, hand, 0, WEAK) == pytest.approx(
            shifted.chance(Contract.GANG, p, hand, 0, WEAK))
    # the offsets alone are right on average but not at the ends
    ends = [shifted.chance(Contract.GANG, p, hand, 0, STRONG) for p in (0.1, 0.95)]
    assert ends[0] is not None and ends[1] is not None
    assert ends[0] < sigmoid(0.5 * logit(0.1) + 0.2) - 0.05 and ends[1] > sigmoid(0.5 * logit(0.95) + 0.2) + 0.03
    chances = [model.chance(Contract.GANG, p / 20, hand, 0, STRONG) or 0.0 for p in range(1, 20)]
    assert chances == sorted(chances)
    lines = learn.report(forced[:400] + natural[:2000], sloped)
    assert any(line.split()[:3] == ["chosen", "gang", "model"] for line in lines)


def test_recalibrating_moves_a_fitted_judgement_to_new_choices_as_a_fit_from_scratch_would(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A judgement's offsets fitted anew on a new round's natural deals, without its forced
    deals sampled again: the models beneath are kept, so the result is what a fit of the
    forced deals with the new natural ones gives; the Kontra's offsets follow where the new
    deals record the Kontras said. The command writes it with what it was recalibrated on,
    and refuses deals of a player that does not use the judgement."""
    rng = random.Random(14)
    hands = _hands(120)
    forced, old, new, kontras = [], [], [], []
    for i in range(6000):
        p_open = rng.uniform(0.1, 0.95)
        hand = hands[i % len(hands)]
        forced.append(learn.Sample(4001, i, "club", "standard", "schnapser" if i % 2 else "bettler", True, hand, 0,
                                   False, p_open, p_open, rng.random() < p_open, defence="expert"))
        # the last round's chosen Schnapsers: +0.8 in log-odds; this round's: -0.4; the last
        # round's Bettlers against the heuristic -0.5, and none this round
        for rows, shift, seed in ((old, 0.8, 4002), (new, -0.4, 4003)):
            rows.append(learn.Sample(seed, i, "club", "standard", "schnapser", True, hand, 0, False, p_open, p_open,
                                     rng.random() < sigmoid(logit(p_open) + shift), natural=True, defence="expert"))
        old.append(learn.Sample(4002, i, "club", "standard", "bettler", True, hand, 0, True, p_open, p_open,
                                rng.random() < sigmoid(logit(p_open) - 0.5), natural=True, defence="heuristic"))
        k_open = rng.uniform(0.2, 0.95)
        said = k_open > 0.6 and rng.random() < 0.7
        kontras.append(learn.Sample(4003, i, "club", "standard", "normal", True, 0, 0, False, 0.0, 0.0,
                                    rng.random() < 1 - sigmoid(logit(k_open) - (0.6 if said else 0.0)),
                                    k_hand=hand, k_open=k_open, k_table=k_open, natural=True, defence="club",
                                    declared=False, k_defence="expert", k_said=said))
    entry = learn.fit(forced + old + [dataclasses.replace(k, seed=4002, k_said=None) for k in kontras],
                      ridge=0.01, min_contract=100, offsets=True)
    assert entry["natural_offsets"]["schnapser"][STRONG] == pytest.approx(0.8, abs=0.15)
    assert "kontra_offsets" not in entry
    again = learn.recalibrate(entry, new + kontras)
    scratch = learn.fit(forced + new + kontras, ridge=0.01, min_contract=100, offsets=True)
    assert again["natural_offsets"]["schnapser"] == pytest.approx(scratch["natural_offsets"]["schnapser"], abs=1e-4)
    assert again["natural_offsets"]["schnapser"][STRONG] == pytest.approx(-0.4, abs=0.15)
    assert again["contracts"]["schnapser"]["weights"] == pytest.approx(scratch["contracts"]["schnapser"]["weights"],
                                                                      abs=1e-4)
    # no Bettler this round: its offset against the heuristic stays as it was
    assert entry["natural_offsets"]["bettler"][WEAK] == pytest.approx(-0.5, abs=0.15)
    assert again["natural_offsets"]["bettler"] == entry["natural_offsets"]["bettler"]
    assert again["contracts"]["bettler"]["weights"] == pytest.approx(entry["contracts"]["bettler"]["weights"],
                                                                    abs=1e-5)
    assert again["kontra_offsets"]["normal"][STRONG] < -0.2
    assert again["kontra_offsets"]["normal"] == pytest.approx(scratch["kontra_offsets"]["normal"], abs=1e-4)
    # the Kontra's alone: the contracts as they were, the Kontra's offsets as in the full one
    kontra_only = learn.recalibrate(entry, new + kontras, kontra_only=True)
    assert kontra_only["natural_offsets"] == entry["natural_offsets"]
    assert kontra_only["contracts"] == entry["contracts"]
    assert kontra_only["kontra_offsets"] == again["kontra_offsets"]
    assert kontra_only["kontra"] == again["kontra"]
    # the models beneath: the offsets taken off again give the plain fit
    plain = learn.fit(forced + old, ridge=0.01, min_contract=100)
    base = learn.without_offsets(entry["contracts"], entry["natural_offsets"])
    for c, m in plain["contracts"].items():
        assert base[c]["weights"] == pytest.approx(m["weights"], abs=1e-5)

    model = tmp_path / "j.json"
    model.write_text(json.dumps({"format": 1, "features": list(FEATURES), "judgements": {"club": entry}}),
                     encoding="utf-8")
    samples = tmp_path / "new.jsonl"
    samples.write_text("".join(json.dumps(dataclasses.asdict(s)) + "\n" for s in new[:3000] + kontras[:3000]),
                       encoding="utf-8")
    out = tmp_path / "out.json"
    assert learn.main(["recalibrate", str(samples), "--name", "club", "--model", str(model), "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "held out: 1200 deals" in said and "said normal" in said
    assert re.search(r"offset schnapser +strong \+0\.[6-9]\d* -> -0\.[2-6]", said), said
    written = json.loads(out.read_text(encoding="utf-8"))["judgements"]["club"]
    assert parse({"format": 1, "features": list(FEATURES), "judgements": {"club": written}})
    [done] = written["recalibrations"]
    assert {k: v for k, v in done.items() if k != "command"} == {
        "seeds": [4003], "deals": 6000, "strengths": ["club"], "defences": ["club", "expert"]}
    assert "learn recalibrate" in done["command"] and "command" not in written
    # the Kontra's offsets alone: the contracts' stay as they were
    k_out = tmp_path / "kontra.json"
    assert learn.main(["recalibrate", str(samples), "--name", "club", "--model", str(model), "--out", str(k_out),
                       "--kontra-only"]) == 0
    said = capsys.readouterr().out
    assert re.search(r"offset schnapser +strong \+0\.[6-9]\d* -> \+0\.[6-9]", said), said
    k_written = json.loads(k_out.read_text(encoding="utf-8"))["judgements"]["club"]
    assert k_written["natural_offsets"] == entry["natural_offsets"]
    assert k_written["kontra_offsets"]["normal"][STRONG] < -0.2
    assert "--kontra-only" in k_written["recalibrations"][0]["command"]
    no_kontras = tmp_path / "no-kontras.jsonl"
    no_kontras.write_text("".join(json.dumps(dataclasses.asdict(s)) + "\n" for s in new[:100]), encoding="utf-8")
    with pytest.raises(SystemExit):
        learn.main(["recalibrate", str(no_kontras), "--name", "club", "--model", str(model), "--out", str(k_out),
                    "--kontra-only"])
    assert "needs natural deals that record the Kontras decided" in capsys.readouterr().err
    # a second one is recorded after the first
    assert learn.main(["recalibrate", str(samples), "--name", "club", "--model", str(out)]) == 0
    assert len(json.loads(out.read_text(encoding="utf-8"))["judgements"]["club"]["recalibrations"]) == 2
    assert written["natural_offsets"]["schnapser"][STRONG] == pytest.approx(-0.4, abs=0.2)
    # the expert's judgement is not recalibrated on club's deals
    with pytest.raises(SystemExit):
        learn.main(["recalibrate", str(samples), "--name", "expert", "--model", str(MODEL_FILE), "--out", str(out)])
    assert "do not use the judgement 'expert'" in capsys.readouterr().err


def test_a_model_scale_that_is_not_a_factor_per_defence_is_refused() -> None:
    good = {"weights": [1.0 if f == "logit" else 0.0 for f in FEATURES], "n": 1}
    for scale in ({"nobody": 1.0}, {STRONG: 0.0}, {STRONG: -1.0}, {WEAK: 100.0}, [1.0]):
        with pytest.raises(ValueError):
            parse({"format": 1, "features": list(FEATURES),
                   "judgements": {"x": {"contracts": {"gang": {**good, "scale": scale}}}}})
    j = parse({"format": 1, "features": list(FEATURES),
               "judgements": {"x": {"contracts": {"gang": {**good, "scale": {WEAK: 0.5}}}}}})["x"]
    assert j.chance(Contract.GANG, 0.9, 0, 0, STRONG) == pytest.approx(0.9)
    assert j.chance(Contract.GANG, 0.9, 0, 0, WEAK) == pytest.approx(sigmoid(0.5 * logit(0.9)))


def test_a_natural_kontra_is_recorded_as_the_seat_judged_it_when_it_decided(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Kontra is said where the layouts the seat drew flatter it; judged again on layouts
    drawn afresh, the said ones looked right in the fitting deals (club: 0.741 won where
    0.768 predicted) and were won 0.06 to 0.11 less often than predicted in the arena. So
    the first defender's chance is the one its decision was made on."""
    real = learn.seat_players
    decided: list[tuple[int, object]] = []  # (index, the first defender's estimate)

    def spying(*args: object, **kwargs: object) -> list[object]:
        players = real(*args, **kwargs)  # type: ignore[arg-type]
        for p in players:
            inner = p.decide

            def decide(view: object, *a: object, _inner: object = inner, _p: object = p, **k: object) -> object:
                action = _inner(view, *a, **k)  # type: ignore[operator]
                est = getattr(_p, "last_estimate", {})
                if est.get("kind") == "double":
                    decided.append((len(decided), dict(est)))
                return action

            p.decide = decide  # type: ignore[method-assign]
        return players

    monkeypatch.setattr(learn, "seat_players", spying)
    found = 0
    for i in range(40):
        decided.clear()
        s = learn.play_natural(4001, i, "club")
        if s is None or s.k_open is None:
            continue
        found += 1
        first = decided[0][1]
        assert isinstance(first, dict)
        assert s.k_open == pytest.approx(float(first["p_open"]))
        if found == 3:
            break
    assert found == 3


def _partner_lines(path: Path, seed: int = 4040, strength: str = "expert") -> list[learn.Judged]:
    """Judgements of a partner's Gang open cards judge one logit too low (made as
    ``sigmoid(logit(p_open) + 1)``), beside the other team's and contracts that did not stand."""
    rng = random.Random(5)
    js = []
    for i, hand in enumerate(_hands(800)):
        p_open = rng.uniform(0.05, 0.95)
        made = rng.random() < sigmoid(logit(p_open) + 1.0)
        js.append(learn.Judged("gang", True, p_open, p_open, True, made, seed, i, strength, strength, hand, 1,
                               i % 2 == 0))
        js.append(learn.Judged("gang", False, 0.5, 0.5, True, True, seed, i, strength, strength, hand, 1))
        js.append(learn.Judged("bettler", True, 0.5, 0.5, False, False, seed, i, strength, strength, hand, -1))
    path.write_text("".join(json.dumps(dataclasses.asdict(j)) + "\n" for j in js), encoding="utf-8")
    return js


def test_the_partner_command_fits_the_partners_contract_and_keeps_the_other_models(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = tmp_path / "judged.jsonl"
    _partner_lines(lines)
    model = tmp_path / "j.json"
    model.write_text(MODEL_FILE.read_text(encoding="utf-8"), encoding="utf-8")
    before = json.loads(model.read_text(encoding="utf-8"))
    assert learn.main(["partner", str(lines), "--name", "expert", "--model", str(model)]) == 0
    out = capsys.readouterr().out
    assert "held out: 160 judgements (fitted on 640)" in out and "partner gang" in out
    after = json.loads(model.read_text(encoding="utf-8"))
    j = parse(after)["expert"]
    partner = after["judgements"]["expert"].pop("partner")
    # the declarer's and the Kontra's models, and the other judgements, as they were
    before["judgements"]["expert"].pop("partner", None)
    assert after["judgements"]["expert"] == before["judgements"]["expert"]
    assert after["judgements"]["club"] == before["judgements"]["club"]
    # only the partner's contracts that stood: 800 Gangs, a model of their own and their goal's
    assert partner["fitted_on"] == {"seeds": [4040], "judgements": 800, "strengths": ["expert"],
                                    "defences": ["expert"]}
    assert set(partner["contracts"]) == {"gang"} and set(partner["goals"]) == {"all_tricks"}
    assert partner["command"].startswith("python -m bschnapsen_gui.ai.learn partner ")
    assert j.model(Contract.GANG, PARTNER) is not None and j.model(Contract.BETTLER, PARTNER) is None
    # the model reads the partner's Gang about one logit above open cards, as it was made
    for p_open in (0.2, 0.5, 0.8):
        p = j.chance(Contract.GANG, p_open, _hands(1)[0], 1, STRONG, level=PARTNER)
        assert p is not None and abs(logit(p) - logit(p_open) - 1.0) < 0.45, (p_open, p)
    # the shipped judgement's own contract, as before
    assert j.chance(Contract.GANG, 0.5, _hands(1)[0], 1, STRONG) == judgement("expert").chance(
        Contract.GANG, 0.5, _hands(1)[0], 1, STRONG)


def test_the_partner_command_refuses_judging_seeds_and_other_players(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = tmp_path / "j.json"
    model.write_text(MODEL_FILE.read_text(encoding="utf-8"), encoding="utf-8")
    for seed, strength, name, said in ((10_001, "expert", "expert", "outside the fitting set: [10001]"),
                                       (4040, "expert", "club", "do not use the judgement 'club': ['expert']"),
                                       (4040, "heuristic", "expert", "['heuristic']")):
        lines = tmp_path / "judged.jsonl"
        _partner_lines(lines, seed, strength)
        with pytest.raises(SystemExit) as info:
            learn.main(["partner", str(lines), "--name", name, "--model", str(model)])
        assert info.value.code == 2
        assert said in capsys.readouterr().err
    lines.write_text('{"contract": "gang", "nonsense": 1}\n', encoding="utf-8")
    with pytest.raises(SystemExit):
        learn.main(["partner", str(lines), "--name", "expert", "--model", str(model)])
    assert "not a line of ai.standing --out" in capsys.readouterr().err
    assert model.read_text(encoding="utf-8") == MODEL_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize(("name", "other"), [("expert", "club"), ("club", "expert")])
def test_a_player_judges_its_partners_contract_by_its_model_if_the_partner_bids_as_it_does(name: str,
                                                                                          other: str) -> None:
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))["judgements"][name]["partner"]
    assert data["command"].startswith("python -m bschnapsen_gui.ai.learn partner ")
    assert all(1 <= s <= 9_999 for s in data["fitted_on"]["seeds"]) and data["fitted_on"]["judgements"] >= 5_000
    assert data["fitted_on"]["strengths"] == [name]
    model = judgement(name)
    for c in (Contract.GANG, Contract.ZEHNERGANG, Contract.SCHNAPSER, Contract.BETTLER, Contract.NORMAL):
        assert model.covers(c, PARTNER), c
    deal = deal_at(Phase.AUCTION, 4)
    seat = deal.to_act
    assert seat is not None
    view = seat_view(deal, seat)
    hand = sum(c.bit for c in view.hand)
    trump = -1 if view.trump is None else int(view.trump)
    player = SearchPlayer(5, CONFIGS[name], fixed_effort=True)
    expect = model.chance(Contract.GANG, 0.4, hand, trump, STRONG, PARTNER,
                          rufer=view.highest_seat is None or view.highest_seat == view.rufer)
    assert expect is not None
    mate = (seat + 2) % 4
    for partner, trusted in ((name, True), (None, True), ("heuristic", False), (other, False)):
        table: list[str | None] = [None] * 4
        table[seat] = name
        table[mate] = partner
        player.set_table(table)
        judge = player.judge(view)
        assert judge is not None
        assert judge(Contract.GANG, 0.4, PARTNER) == (pytest.approx(expect) if trusted else None), partner
        # its own contracts by the model whoever its partner is
        assert judge(Contract.GANG, 0.4, 0) is not None
    player.set_table(None)
    judge = player.judge(view)
    assert judge is not None and judge(Contract.GANG, 0.4, PARTNER) == pytest.approx(expect)
