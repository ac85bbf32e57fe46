"""The lessons' progress file: read and written like the game's other files (a broken or
newer file is put aside and the progress starts fresh)."""

from __future__ import annotations

import json

from bschnapsen_gui.storage import lessons
from bschnapsen_gui.storage.files import Problem


def test_progress_round_trips_through_the_data_folder(private_dirs):
    p = lessons.LessonProgress()
    p.finish("trick")
    p.leave("marriage", 12)
    p.finish("trick")
    p.save()
    assert lessons.progress_path() == private_dirs / "data" / "lessons.json"
    data = json.loads(lessons.progress_path().read_text())
    assert data == {"format": "bauernschnapsen/lessons", "version": 1, "finished": ["trick"],
                    "left": {"lesson": "marriage", "at": 12}}
    got, broken = lessons.load_progress()
    assert broken is None and got == p and got.left_at("marriage") == 12 and got.left_at("trick") is None
    got.finish("marriage")
    assert got.left is None and got.finished == ["trick", "marriage"]


def test_no_file_is_a_fresh_start(private_dirs):
    got, broken = lessons.load_progress()
    assert broken is None and got == lessons.LessonProgress()


def test_a_broken_or_newer_file_is_put_aside(private_dirs):
    path = lessons.progress_path()
    path.parent.mkdir(parents=True)
    for text, problem in [
        ("{not json", Problem.NOT_JSON),
        ('{"format": "bauernschnapsen/lessons", "version": 2, "finished": []}', Problem.NEWER),
        ('{"format": "bauernschnapsen/lessons", "version": 1, "finished": "trick"}', Problem.INVALID),
        ('{"format": "bauernschnapsen/lessons", "version": 1, "left": {"lesson": "x", "at": -1}}', Problem.INVALID),
        ('{"format": "bauernschnapsen/settings", "version": 1}', Problem.NOT_OURS),
    ]:
        path.write_text(text)
        got, broken = lessons.load_progress()
        assert broken is not None and broken.problem is problem, text
        assert got == lessons.LessonProgress()
        assert broken.kept_as is not None and broken.kept_as.read_text() == text
        assert not path.exists()
