"""The pages a club evening prints, as :class:`~cardtable.formats.tables.Table`
(rendered to HTML for A4 by :func:`cardtable.formats.html.render_html`), each under
the rules of the tournament's system (:mod:`.ranking`): the pairings of a round by board and the
alphabetical list the hall needs, the standings with the tournament's header, title,
rating and federation, and a legend of the tie-breaks, the crosstable with withdrawn
and late players marked, and the start list. Also what a rating officer needs of a
TRF-2026 report that is still missing."""

from __future__ import annotations

from dataclasses import replace

from ..formats.tables import Table, standings_table
from ..model import Tournament
from ..tiebreaks.registry import definition
from .ranking import crosstable, pairings_table, standings


def header_line(tournament: Tournament) -> str:
    """Place, dates, chief arbiter and rounds, as a printed page's subtitle."""
    s = tournament.settings
    dates = " – ".join(filter(None, (s.start_date, s.end_date)))
    return " · ".join(filter(None, (
        ", ".join(filter(None, (s.place, s.federation))), dates,
        f"Chief arbiter: {s.chief_arbiter}" if s.chief_arbiter else "",
        f"{s.rounds} rounds" if s.rounds else "")))


def printed_standings(tournament: Tournament) -> Table:
    """Rank, No, name, title, rating, federation, points, tie-breaks; the header and
    the legend of every tie-break (C.07)."""
    result = standings(tournament)
    plain = standings_table(result)
    extra = {r.start_no: tournament.player(r.start_no) for r in result.rows}
    rows = tuple((*row[:3], extra[int(row[1])].title, str(extra[int(row[1])].rating or ""),
                  extra[int(row[1])].federation, *row[3:]) for row in plain.rows)
    legend = tuple(f"{code.name}: {definition(code).title}" for code in result.codes)
    return replace(plain, subtitle=f"{header_line(tournament)} · {plain.subtitle}",
                   header=(*plain.header[:3], "Ti", "Rtg", "Fed", *plain.header[3:]),
                   rows=rows, numeric=(*plain.numeric[:3], False, True, False,
                                       *plain.numeric[3:]),
                   notes=(*plain.notes, *legend))


def alphabetical_pairings(tournament: Tournament, round_no: int) -> Table:
    """Every player of a round by name: his board, colour and opponent (or bye)."""
    rnd = tournament.round(round_no)
    names = {p.start_no: p.name for p in tournament.players}
    rows = []
    for game in rnd.games:
        rows += [(names[game.white], str(game.white), str(game.board), "White",
                  f"{game.black} {names[game.black]}"),
                 (names[game.black], str(game.black), str(game.board), "Black",
                  f"{game.white} {names[game.white]}")]
    rows += [(names[b.player], str(b.player), "", "", b.kind.label if b.kind.requested
              else "PAB") for b in rnd.byes]
    rows.sort(key=lambda r: r[0].casefold())
    return Table(f"{tournament.settings.name} — round {round_no}, by name",
                 header_line(tournament), ("Name", "No", "Board", "Colour", "Opponent"),
                 tuple(rows), (False, True, True, False, False))


def printed_crosstable(tournament: Tournament) -> Table:
    """The crosstable, with the withdrawn and late players named below it."""
    table = crosstable(tournament)
    notes = [f"{p.start_no} {p.name}: withdrew after round {p.withdrawn_after}"
             for p in tournament.players if p.withdrawn_after is not None]
    notes += [f"{p.start_no} {p.name}: late entry, joined in round {p.joins_in}"
              for p in tournament.players if p.joins_in is not None]
    return replace(table, subtitle=f"{header_line(tournament)} · {table.subtitle}",
                   notes=(*table.notes, *notes))


def start_list(tournament: Tournament) -> Table:
    """The players by pairing number: title, rating, federation, FIDE id, club."""
    rows = tuple((str(p.start_no), p.name, p.title, str(p.rating or ""), p.federation,
                  str(p.fide_id or ""), p.club,
                  f"withdrew after round {p.withdrawn_after}" if p.withdrawn_after
                  is not None else (f"joins in round {p.joins_in}" if p.joins_in else ""))
                 for p in tournament.players)
    return Table(f"{tournament.settings.name} — start list", header_line(tournament),
                 ("No", "Name", "Ti", "Rtg", "Fed", "FIDE ID", "Club", ""), rows,
                 (True, False, False, True, False, True, False, False))


def pages(tournament: Tournament) -> dict[str, Table]:
    """Every page of the evening so far, by a short name for its file."""
    found: dict[str, Table] = {"startlist": start_list(tournament)}
    last = tournament.last_paired_round
    if last:
        found[f"round{last}-pairings"] = pairings_table(tournament, last)
        found[f"round{last}-by-name"] = alphabetical_pairings(tournament, last)
        found["standings"] = printed_standings(tournament)
        found["crosstable"] = printed_crosstable(tournament)
    return found


def missing_for_rating(tournament: Tournament) -> tuple[str, ...]:
    """What a rating officer needs of a TRF-2026 report that the file does not have:
    the dates, the federation, and the FIDE ids of the players."""
    s = tournament.settings
    missing = [what for what, value in (("the start date", s.start_date),
                                        ("the end date", s.end_date),
                                        ("the federation", s.federation)) if not value]
    without = [p.start_no for p in tournament.players if not p.fide_id]
    if without:
        numbers = ", ".join(map(str, without[:10])) + (" …" if len(without) > 10 else "")
        missing.append(f"the FIDE ids of {len(without)} player(s) ({numbers})")
    return tuple(missing)
