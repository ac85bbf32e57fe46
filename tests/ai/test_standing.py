"""The measurement of what passing is worth: the contract that stands, judged against made."""

from __future__ import annotations

from pathlib import Path

import pytest

from bschnapsen_gui.ai.learn import Judged, read_judged
from bschnapsen_gui.ai.standing import judge_deal, main, report


def test_a_deals_bids_record_the_contract_that_stands() -> None:
    judged = [j for i in range(16) for j in judge_deal(20_044, i, "club")]
    assert judged, "sixteen deals have bids while another seat's contract stands"
    assert all(0.0 <= j.p <= 1.0 and 0.0 <= j.p_open <= 1.0 for j in judged)
    assert all(j.stood or not j.made for j in judged)
    assert any(j.partners for j in judged) and any(not j.partners for j in judged)
    assert any(j.stood for j in judged)
    # what the seat knew: its five cards, the trump if called, who declared, against whom
    assert all(j.hand.bit_count() == 5 and -1 <= j.trump < 4 and j.strength == j.defence == "club"
               and j.seed == 20_044 for j in judged)
    assert {j.index for j in judged} <= set(range(16))


def test_the_report_judges_what_stood_by_contract_and_side() -> None:
    # the partner's Gang judged 0.2 and made 8 times in 10; the other team's judged right
    js = [Judged("gang", True, 0.2, 0.15, True, k < 80) for k in range(100)]
    js += [Judged("gang", False, 0.7, 0.6, True, k < 70) for k in range(100)]
    js += [Judged("gang", False, 0.7, 0.6, False) for _ in range(50)]  # did not stand: not judged
    lines = report(js)
    partner = next(i for i, line in enumerate(lines) if "partner's" in line)
    theirs = next(i for i, line in enumerate(lines) if "theirs" in line)
    assert "judged 0.200 made 0.800 (n=100) OFF" in lines[partner] and "0.20->0.80 (100) OFF" in lines[partner + 1]
    assert "judged 0.700 made 0.700 (n=100);" in lines[theirs] and "OFF" not in lines[theirs + 1]


def test_the_command_prints_its_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--strength", "club", "--seed", "20045", "--deals", "8"]) == 0
    out = capsys.readouterr().out
    assert "club against club: 8 deals, seed 20045 (neither set)" in out


def test_the_command_writes_each_judgement_as_a_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "judged.jsonl"
    assert main(["--strength", "club", "--seed", "20045", "--deals", "8", "--out", str(out)]) == 0
    js = read_judged([out])
    assert f"{len(js)} judgements -> {out}" in capsys.readouterr().out
    assert js and all(j.seed == 20_045 and j.strength == "club" for j in js)
    assert js == [j for i in range(8) for j in judge_deal(20_045, i, "club")]


def test_the_command_refuses_an_out_file_in_no_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--strength", "club", "--seed", "20045", "--deals", "8", "--out", str(tmp_path / "none" / "j.jsonl")])
    assert info.value.code == 2 and "no folder" in capsys.readouterr().err
