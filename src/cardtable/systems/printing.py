"""The printed pages of a tournament under its own rules, written next to its file:
``NAME-round3-pairings.html``, ``NAME-round3-alphabetical.html``,
``NAME-round3-standings.html``, ``NAME-round3-crosstable.html``,
``NAME-startlist.html``. The standings and the crosstable rank by the system's
tie-breaks and C.07's rules for its unplayed rounds (:mod:`.ranking`)."""

from __future__ import annotations

from pathlib import Path

from ..formats import pages
from ..formats.save import write_atomic
from ..model import Tournament
from . import ranking
from .registry import descriptor

#: what can be printed, in the order ``all`` prints it
PAGES = ("pairings", "alphabetical", "standings", "crosstable", "startlist")
_ROUND_PAGES = ("pairings", "alphabetical")


def default_round(tournament: Tournament) -> int:
    """The last paired round (0: none yet)."""
    return tournament.last_paired_round


def render(tournament: Tournament, what: str, round_no: int) -> str:
    """One page as HTML. ``round_no`` is the round of the pairings, and the round the
    standings and the crosstable are after (0: the last complete round)."""
    after = round_no or None
    if what == "startlist":
        return pages.startlist_page(tournament)
    if what == "standings":
        return pages.standings_page(tournament, ranking.standings(tournament,
                                                                  after_round=after))
    if what == "crosstable":
        return pages.crosstable_page(tournament, ranking.crosstable(tournament, after))
    if what not in _ROUND_PAGES:
        raise ValueError(f"unknown page {what!r} (one of {', '.join(PAGES)})")
    if not round_no:
        raise ValueError("no round is paired yet: there are no pairings to print")
    page = pages.pairings_page if what == "pairings" else pages.alphabetical_page
    system = descriptor(tournament.settings.system)
    return page(tournament, round_no, colours=system.colours,
                predetermined=system.predetermined)


def file_name(stem: str, what: str, round_no: int) -> str:
    """``NAME-round3-pairings.html``; the start list has no round."""
    if what == "startlist" or not round_no:
        return f"{stem}-{what}.html"
    return f"{stem}-round{round_no}-{what}.html"


def chosen(tournament: Tournament, what: str, round_no: int | None) -> list[str]:
    """The pages ``what`` names (``all``: each that can be printed now; without a
    paired round, no pairings)."""
    if what != "all":
        return [what]
    if round_no or default_round(tournament):
        return list(PAGES)
    return [p for p in PAGES if p not in _ROUND_PAGES]


def write_pages(tournament: Tournament, path: str | Path, what: str = "all",
                round_no: int | None = None, folder: str | Path | None = None) -> list[Path]:
    """Render every chosen page first, then write each one atomically into ``folder``
    (default: beside the tournament file at ``path``); the paths written.

    The pages are rendered before any is written, so an error leaves no file behind."""
    source = Path(path)
    target = Path(folder) if folder is not None else source.parent
    number = default_round(tournament) if round_no is None else round_no
    if round_no is not None and not 1 <= round_no <= max(tournament.settings.rounds,
                                                         default_round(tournament)):
        raise ValueError(f"round {round_no} does not exist")
    rendered = [(file_name(source.stem, w, number), render(tournament, w, number))
                for w in chosen(tournament, what, round_no)]
    written = []
    for name, html in rendered:
        write_atomic(target / name, html)
        written.append(target / name)
    return written
