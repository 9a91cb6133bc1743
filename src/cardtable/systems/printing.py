"""The printed pages of a tournament under its own rules, written next to its file:
``NAME-round3-pairings.html``, ``NAME-round3-alphabetical.html``,
``NAME-round2-standings.html``, ``NAME-round2-crosstable.html`` (after the last complete
round up to the one printed: pairings go out before their results),
``NAME-startlist.html``. The standings (of a team competition: the teams', by its
team tie-breaks) and the crosstable rank by the system's
tie-breaks and C.07's rules for its unplayed rounds (:mod:`.ranking`)."""

from __future__ import annotations

from pathlib import Path

from ..formats import pages
from ..formats.save import write_output
from ..model.tournament import Tournament
from ..formats.pages.header import rounds_line
from ..formats.team_tables import team_list_table
from . import ranking
from .competition import competition, teams_of
from .registry import descriptor

#: what can be printed, in the order ``all`` prints it
PAGES = ("pairings", "alphabetical", "standings", "crosstable", "startlist")
_ROUND_PAGES = ("pairings", "alphabetical")


def default_round(tournament: Tournament) -> int:
    """The last paired round (0: none yet)."""
    return tournament.last_paired_round


def page_round(tournament: Tournament, what: str, round_no: int) -> int:
    """The round a page is of: the pairings' own; for the standings and the crosstable
    the last complete round up to ``round_no``; 0 for the start list (or no round)."""
    if what in _ROUND_PAGES:
        return round_no
    if what == "startlist":
        return 0
    return min(round_no, tournament.last_complete_round)


def render(tournament: Tournament, what: str, round_no: int) -> str:
    """One page as HTML for ``round_no`` (the round of the pairings; the standings and
    the crosstable are after the last complete round up to it)."""
    after = page_round(tournament, what, round_no) or None
    teams = competition(tournament)
    if teams is not None and what in _TEAM_PAGES:
        return _team_page(tournament, what, round_no, after or 0)
    if what == "startlist":
        return pages.startlist_page(tournament)
    if what == "standings" and teams is not None:
        table = teams.standings(after or tournament.last_complete_round)
        return pages.team_standings_page(tournament, table)
    if what == "standings":
        return pages.standings_page(tournament, ranking.standings(tournament,
                                                                  after_round=after))
    if what == "crosstable":
        return pages.crosstable_page(tournament, ranking.crosstable(tournament, after))
    if what not in _ROUND_PAGES:
        raise ValueError(f"unknown page {what!r} (one of {', '.join(PAGES)})")
    if not round_no:
        raise ValueError("no round is paired yet: there are no pairings to print")
    system = descriptor(tournament.settings.system)
    if what == "pairings" and system.entry.rounds_per_pairing > 1:  # Double-Swiss: the match
        return pages.match_pairings_page(tournament, round_no, system.entry.rounds_per_pairing)
    page = pages.pairings_page if what == "pairings" else pages.alphabetical_page
    return page(tournament, round_no, colours=system.entry.colours,
                predetermined=system.entry.predetermined)


#: the pages a team competition prints of its teams besides its standings (the
#: alphabetical list stays the players')
_TEAM_PAGES = ("pairings", "crosstable", "startlist")


def _team_page(tournament: Tournament, what: str, round_no: int, after: int) -> str:
    """A team competition's page (C.04.6): the round's matches with their board
    line-ups, the crosstable of matches, the teams' rosters."""
    if what == "pairings":
        if not round_no:
            raise ValueError("no round is paired yet: there are no pairings to print")
        matches, others = teams_of(tournament).printed_matches(round_no)
        total = f" of {tournament.settings.rounds}" if tournament.settings.rounds else ""
        date = tournament.round(round_no).date
        return pages.team_pairings_page(
            tournament, f"Round {round_no}{total}" + (f", {date}" if date else ""),
            matches, others)
    if what == "startlist":
        table = team_list_table(tournament)
        return pages.team_table_page(tournament, table, table.subtitle)
    table = teams_of(tournament).crosstable(after)
    return pages.team_table_page(tournament, table,
                                 f"Crosstable of matches {rounds_line(tournament, after)}")


def file_name(stem: str, what: str, round_no: int) -> str:
    """``NAME-round3-pairings.html``; without a round (the start list) ``NAME-startlist.html``."""
    if not round_no:
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


def _rendered(tournament: Tournament, what: str,
              round_no: int | None) -> list[tuple[str, int, str]]:
    """Each chosen page rendered: (what, the round it is of, its HTML). A tournament
    without players has nothing to print: refused, no empty page is made."""
    if not tournament.players:
        raise ValueError("there are no players yet: nothing to print")
    number = default_round(tournament) if round_no is None else round_no
    if round_no is not None and not 1 <= round_no <= max(tournament.settings.rounds,
                                                         default_round(tournament)):
        raise ValueError(f"round {round_no} does not exist")
    return [(w, page_round(tournament, w, number), render(tournament, w, number))
            for w in chosen(tournament, what, round_no)]


def _folder(path: str | Path, folder: str | Path | None) -> Path:
    """``folder`` (created when missing), by default the tournament file's."""
    target = Path(folder) if folder is not None else Path(path).parent
    if not target.exists():
        target.mkdir(parents=True)
    return target


def write_pages(tournament: Tournament, path: str | Path, what: str = "all",
                round_no: int | None = None, folder: str | Path | None = None) -> list[Path]:
    """Render every chosen page first, then write each one atomically into ``folder``
    (default: beside the tournament file at ``path``); the paths written.

    The pages are rendered before any is written, so an error leaves no file behind; a
    folder that does not exist is created."""
    rendered = _rendered(tournament, what, round_no)
    target = _folder(path, folder)
    written = []
    for page, number, html in rendered:
        name = target / file_name(Path(path).stem, page, number)
        write_output(name, html)
        written.append(name)
    return written


def write_pdf(tournament: Tournament, path: str | Path, what: str = "all",
              round_no: int | None = None, folder: str | Path | None = None) -> Path:
    """The chosen pages as one A4 PDF (:mod:`cardtable.formats.pdf`), the same pages as
    :func:`write_pages` writes in HTML: ``NAME-round3.pdf`` (all of them) or
    ``NAME-round3-pairings.pdf``; written atomically, never through a symbolic link."""
    from ..formats.page_layout import read_page  # fpdf2 (and Pillow) load in about
    from ..formats.pdf import render_pdf  # a second: only when a PDF is asked for

    rendered = _rendered(tournament, what, round_no)
    data = render_pdf([read_page(html) for _, _, html in rendered])
    number = default_round(tournament) if round_no is None else round_no
    stem = Path(path).stem + (f"-round{number}" if number else "")
    name = _folder(path, folder) / (f"{stem}.pdf" if what == "all" else
                                    file_name(Path(path).stem, what,
                                              page_round(tournament, what, number))
                                    .removesuffix(".html") + ".pdf")
    write_output(name, data)  # never through a symbolic link (formats.save.refuse_link)
    return name
