"""The read cache of large tournament files (formats/read_cache.py, issue 36): an entry
is used only for the very bytes, path and program it was made for; anything else —
a changed file, even one with its size and time put back, a damaged, foreign or
planted entry — is ignored and the file read and checked again."""

from __future__ import annotations

import os
import pickle

import pytest

from cardtable.app.store import TournamentFile
from cardtable.formats import read_cache
from cardtable.formats.errors import FileError
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import dumps_tournament, save_tournament
from cardtable.model.results import GameResult
from cardtable.systems.files import load_tournament, parse_toml
from conftest import SAMPLES, build


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """The cache in a folder of the test's own, taking files of every size."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(read_cache, "MIN_BYTES", 0)
    return tmp_path / "cache" / "cardtable" / "read"


@pytest.fixture
def readings(monkeypatch):
    """The file readings actually made (the cache's misses)."""
    made: list[str] = []
    real = read_cache.read_through

    def counting(path, parse):
        def parsing(raw):
            made.append(str(path))
            return parse(raw)
        return real(path, parsing)

    monkeypatch.setattr(read_cache, "read_through", counting)
    return made


def _file(tmp_path, tournament=None):
    path = tmp_path / "t.toml"
    path.write_text(dumps_tournament(tournament or build(4, "1-3 1-0, 2-4")))
    return path


def test_a_second_opening_takes_the_reading_kept_and_it_is_the_same(tmp_path, cache,
                                                                    readings):
    path = _file(tmp_path)
    first = load_tournament(path, cached=True)
    assert readings == [str(path)] and len(list(cache.iterdir())) == 1
    second = load_tournament(path, cached=True)
    assert readings == [str(path)]  # not read again
    assert second == first == load_tournament(path)


def test_a_changed_file_is_read_again_even_with_its_size_and_time_put_back(
        tmp_path, cache, readings):
    path = _file(tmp_path)
    load_tournament(path, cached=True)
    info = path.stat()
    text = path.read_text()
    changed = text.replace('result = "1-0"', 'result = "0-1"')
    assert changed != text and len(changed) == len(text)
    path.write_text(changed)
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    again = load_tournament(path, cached=True)
    assert len(readings) == 2
    assert again.round(1).games[0].result is GameResult.BLACK_WINS


def test_a_file_with_a_problem_is_refused_though_an_entry_was_kept(tmp_path, cache):
    path = _file(tmp_path)
    load_tournament(path, cached=True)
    path.write_text(path.read_text().replace('result = "1-0"', 'result = "9-9"'))
    with pytest.raises(FileError):
        load_tournament(path, cached=True)


@pytest.mark.parametrize("entry", [
    b"not a pickle",
    pickle.dumps("a key of another file") + pickle.dumps("x"),
    pickle.dumps(os.system),  # would build a function: refused by the unpickler
])
def test_a_damaged_or_foreign_entry_is_ignored_and_the_file_read(tmp_path, cache,
                                                                 readings, entry):
    path = _file(tmp_path)
    expected = load_tournament(path, cached=True)
    read_cache.entry_path(path).write_bytes(entry)
    assert load_tournament(path, cached=True) == expected
    assert len(readings) == 2


def test_an_entry_with_the_right_key_but_code_inside_is_refused(tmp_path, cache,
                                                                readings):
    path = _file(tmp_path)
    load_tournament(path, cached=True)
    entry = read_cache.entry_path(path)
    key = pickle.Unpickler(entry.open("rb")).load()
    entry.write_bytes(pickle.dumps(key) + pickle.dumps(os.system))
    assert load_tournament(path, cached=True) == load_tournament(path)
    assert len(readings) == 2


def test_an_entry_never_calls_what_a_model_module_holds_beside_its_classes(
        tmp_path, cache, readings, monkeypatch):
    """Only classes the model defines are built: a function found in a model module
    (here one planted there) is refused, never called."""
    import cardtable.model.numerals as numerals

    called: list[object] = []
    monkeypatch.setattr(numerals, "planted", lambda *args: called.append(args),
                        raising=False)
    path = _file(tmp_path)
    load_tournament(path, cached=True)
    entry = read_cache.entry_path(path)
    key = pickle.Unpickler(entry.open("rb")).load()
    call = b"ccardtable.model.numerals\nplanted\n(tR."  # planted() in pickle's words
    entry.write_bytes(pickle.dumps(key) + call)
    load_tournament(path, cached=True)
    assert called == [] and len(readings) == 2


def test_an_entry_that_is_a_symbolic_link_is_not_followed(tmp_path, cache, readings):
    path = _file(tmp_path)
    load_tournament(path, cached=True)
    entry = read_cache.entry_path(path)
    kept = tmp_path / "kept.pickle"
    entry.rename(kept)
    entry.symlink_to(kept)
    load_tournament(path, cached=True)
    assert len(readings) == 2


def test_a_small_file_is_read_directly(tmp_path, cache, monkeypatch):
    monkeypatch.setattr(read_cache, "MIN_BYTES", 10**6)
    load_tournament(_file(tmp_path), cached=True)
    assert not cache.exists()


def test_the_app_keeps_its_last_save_for_the_next_opening(tmp_path, cache, readings):
    path = _file(tmp_path)
    store = TournamentFile(path)
    opened = store.open()
    entered = build(4, "1-3 1-0, 2-4 ½-½")
    assert entered != opened
    store.save(entered)
    store.close()
    assert readings == [str(path)]
    again = TournamentFile(path)
    assert again.open() == entered == load_tournament(path)
    again.close()
    assert readings == [str(path)]  # the saved version was kept: not read again


def test_a_save_changed_on_disk_before_closing_is_not_kept(tmp_path, cache, readings):
    path = _file(tmp_path)
    store = TournamentFile(path)
    store.open()
    store.save(build(4, "1-3 1-0, 2-4 0-1"))
    theirs = build(4, "1-3 0-1, 2-4 0-1")
    path.write_text(dumps_tournament(theirs))  # another program, before the app closes
    store.close()
    assert load_tournament(path, cached=True) == theirs
    assert len(readings) == 2


def test_a_file_saved_by_a_command_is_read_again(tmp_path, cache, readings):
    path = _file(tmp_path)
    load_tournament(path, cached=True)
    other = build(4, "1-3 ½-½, 2-4 ½-½")
    with FileLock(path):
        save_tournament(other, path)
    assert load_tournament(path, cached=True) == other
    assert len(readings) == 2


def test_the_first_save_after_opening_again_writes_again_only_what_changed(
        tmp_path, cache, readings, monkeypatch):
    """The writer's texts of the version saved last are kept with it: opened again
    (a new process's writer remembers nothing), a result saved makes no player's text
    anew, and the bytes are the whole file written afresh."""
    from cardtable.formats import toml_write

    path = _file(tmp_path, build(6, "1-2 1-0, 3-4 0-1, 5-6"))
    store = TournamentFile(path)
    store.open()
    store.save(build(6, "1-2 1-0, 3-4 0-1, 5-6 ½-½"))
    store.close()
    monkeypatch.setattr(toml_write, "_written", {})  # as in a new process
    monkeypatch.setattr(toml_write, "_last", [])
    again = TournamentFile(path)
    opened = again.open()
    assert readings == [str(path)]  # from the read cache
    made: list[object] = []
    real = toml_write._player
    monkeypatch.setattr(toml_write, "_player", lambda p: made.append(p) or real(p))
    changed = opened.with_result(1, 3, GameResult.WHITE_WINS)
    again.save(changed)
    again.close()
    assert made == []
    monkeypatch.setattr(toml_write, "_written", {})
    assert path.read_text(encoding="utf-8") == dumps_tournament(changed)
    assert load_tournament(path) == changed


@pytest.mark.parametrize("sample", sorted(SAMPLES.glob("*.toml")), ids=lambda p: p.name)
def test_every_sample_comes_back_from_the_read_cache_as_read(tmp_path, cache, readings,
                                                             sample):
    """Every kind of tournament (teams, a round robin, the 2009 rules ...) is built
    back of the model's classes alone."""
    path = tmp_path / "t.toml"
    path.write_bytes(sample.read_bytes())
    read = load_tournament(path, cached=True)
    assert load_tournament(path, cached=True) == read == load_tournament(path)
    assert readings == [str(path)]
