"""The tournament at a glance: place, system, rounds, FIDE-rated, arbiter, tie-breaks; then the
rounds so far, each with its boards, the results entered and the PAB."""

from __future__ import annotations

from textual.content import Content

from cardtable.model.tournament import Tournament
from cardtable.model.points import format_points
from cardtable.systems.registry import SYSTEMS
from cardtable.systems.teams import has_teams


def settings_text(tournament: Tournament) -> Content:
    s = tournament.settings
    lines: list[Content] = []
    where = " · ".join(filter(None, (s.place, s.federation)))
    if where:
        lines.append(Content(where))
    end = s.end_date
    if end[:5] == s.start_date[:5]:
        end = end[5:]  # the same year: 2026-01-15 – 02-26
    dates = " – ".join(filter(None, (s.start_date, end)))
    if dates:
        lines.append(Content(dates))
    known = SYSTEMS.get(s.system)
    system = known.title if known is not None else s.system_label or s.system
    rounds = f" · {s.rounds} rounds" if s.rounds else ""
    lines.append(Content(f"{system}{rounds}"))
    if s.double_round_robin:
        lines.append(Content("double round robin"))
    if s.fide_rated:  # FIDE mode: FIDE's systems only, every deviation logged (C.02)
        lines.append(Content.assemble(("FIDE-rated ", "$text-accent"),
                                      "deviations logged (i)"))
    if s.chief_arbiter:
        lines.append(Content.assemble(("CA ", "$foreground-muted"), s.chief_arbiter))
    if s.time_control:
        lines.append(Content.assemble(("TC ", "$foreground-muted"), s.time_control))
    if has_teams(tournament):  # the teams are ranked by the team table's list
        from cardtable.actions.tiebreaks import team_default  # where used (issue 36)

        codes = " ".join(s.team.tiebreaks) or (
            " ".join(team_default(s.team)) + " (none in the file: the secondary score)")
        lines.append(Content.assemble(("Team tie-breaks ", "$foreground-muted"), codes))
    else:
        lines.append(Content.assemble(("Tie-breaks ", "$foreground-muted"),
                                      " ".join(s.tiebreaks) or "none"))
    if s.acceleration != "none":
        lines.append(Content.assemble(("Acceleration ", "$foreground-muted"),
                                      "Baku (C.04.7)"))
    if not s.points.is_default:
        p = s.points
        lines.append(Content.assemble(("Points ", "$foreground-muted"), " ".join(
            format_points(v, "½") for v in (p.win, p.draw, p.loss))))
    if s.forbidden_pairs:
        lines.append(Content.assemble(("Never meet ", "$foreground-muted"), "; ".join(
            " ".join(map(str, group)) for group in s.forbidden_pairs)))
    return Content("\n").join(lines)


def rounds_text(tournament: Tournament) -> Content:
    lines: list[Content] = []
    last = tournament.settings.rounds or tournament.last_paired_round
    for number in range(1, max(last, tournament.last_paired_round) + 1):
        rnd = tournament.round(number)
        head = (f"R{number}", "bold")
        if not rnd.paired:
            byes = len(tournament.requested_byes(number))
            note = "not paired" + (f" · {byes} bye{'s' if byes > 1 else ''}" if byes else "")
            style = "$text-accent" if number == tournament.next_round else "$foreground-muted"
            lines.append(Content.assemble(head, (f" {note}", style)))
            continue
        done = sum(1 for g in rnd.games if g.result is not None)
        mark = ("✓", "$text-success") if done == len(rnd.games) else (
            f"{done}/{len(rnd.games)}", "$text-warning")
        pab = f" · PAB {rnd.pab}" if rnd.pab is not None else ""
        flagged = sum(1 for g in rnd.games if g.override)
        override = (f" · ⚠{flagged}", "$text-warning") if flagged else ""
        lines.append(Content.assemble(head, f" {len(rnd.games)} boards ", mark, pab, override))
    return Content("\n").join(lines)
