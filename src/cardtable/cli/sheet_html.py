"""A seminar sheet as one self-contained HTML page for A4: the players' cards, the
score-group piles, space to write the pairing; with the solution, the answer and the
engine's steps bracket by bracket."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from ..systems.exercise.sheet import Card, Sheet

_STYLE = """
@page { size: A4; margin: 12mm 10mm; }
body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; font-size: 9.5pt;
       color: #000; background: #fff; margin: 0 auto; max-width: 190mm; }
h1 { font-size: 14pt; margin: 0 0 2pt 0; }
h2 { font-size: 11pt; margin: 10pt 0 4pt 0; }
p.subtitle { margin: 0 0 8pt 0; color: #333; }
div.cards { display: flex; flex-wrap: wrap; gap: 4pt; }
table.card { border-collapse: collapse; border: 1pt solid #000; break-inside: avoid; }
table.card th, table.card td { border: 0.5pt solid #888; padding: 1pt 3pt;
       text-align: center; font-variant-numeric: tabular-nums; }
table.card caption { text-align: left; font-weight: bold; padding: 1pt 2pt;
       white-space: nowrap; }
table.card.out { opacity: 0.45; }
ul.piles { list-style: none; padding: 0; margin: 0; }
ul.piles li { margin: 1pt 0; }
table.write { border-collapse: collapse; width: 60%; }
table.write th, table.write td { border: 0.5pt solid #888; padding: 3pt 6pt; height: 14pt; }
h2.solution { break-before: page; }
div.block { break-inside: avoid; margin: 0 0 6pt 0; }
div.block p { margin: 1pt 0 1pt 10pt; }
footer { font-size: 8pt; color: #333; margin-top: 6pt; }
"""


def _card(card: Card, colours: bool) -> str:
    heads = "".join(f"<th>{n}</th>" for n in range(1, len(card.rounds) + 1))

    def row(cells: Iterable[str]) -> str:
        return "".join(f"<td>{escape(c)}</td>" for c in cells)

    rows = [f"<tr><th>Rd</th>{heads}</tr>",
            f"<tr><th>Opp</th>{row(r.opponent for r in card.rounds)}</tr>"]
    if colours:
        rows.append(f"<tr><th>Col</th>{row(r.colour for r in card.rounds)}</tr>")
    rows += [f"<tr><th>Pts</th>{row(r.points for r in card.rounds)}</tr>",
             f"<tr><th>Fl</th>{row(r.float for r in card.rounds)}</tr>"]
    rating = f", {escape(card.rating)}" if card.rating else ""
    out = "" if card.to_pair else ' out'
    note = "" if card.to_pair else " — not paired this round"
    return (f'<table class="card{out}"><caption>{card.number} {escape(card.name)}{rating}'
            f' · {escape(card.score)}{note}</caption>{"".join(rows)}</table>')


def render_sheet(sheet: Sheet, solution: bool) -> str:
    cards = "\n".join(_card(c, sheet.has_colours) for c in sheet.cards)
    piles = "\n".join(f"<li><b>Score group {escape(score)}:</b> "
                      f"{' '.join(map(str, numbers))}</li>"
                      for score, numbers in sheet.piles)
    first, second = ("White", "Black") if sheet.has_colours else ("Player", "Player")
    lines = len(sheet.boards) + (sheet.pab is not None)
    blank = "".join(f"<tr><td>{n}</td><td></td><td></td></tr>"
                    for n in range(1, lines + 1))
    parts = [f"<h1>{escape(sheet.title)}</h1>",
             f'<p class="subtitle">{escape(sheet.heading)} The numbers on the cards '
             f'are the pairing numbers; ↓ a downfloat, ↑ an upfloat; PAB the '
             f'pairing-allocated bye, H/F/Z a requested bye.</p>',
             "<h2>The players' cards</h2>", f'<div class="cards">{cards}</div>',
             "<h2>The score-group piles</h2>", f'<ul class="piles">{piles}</ul>',
             f"<h2>Your pairing of round {sheet.round}</h2>",
             f'<table class="write"><tr><th>Board</th><th>{first}</th><th>{second}</th>'
             f'</tr>{blank}</table>']
    if solution:
        boards = "".join(f"<tr><td>{n}</td><td>{w}</td><td>{b}</td></tr>"
                         for n, (w, b) in enumerate(sheet.boards, start=1))
        if sheet.pab is not None:
            boards += f"<tr><td>PAB</td><td>{sheet.pab}</td><td>–</td></tr>"
        steps = "\n".join(
            f'<div class="block"><b>{escape(block.title)}</b>'
            + "".join(f"<p>{escape(line)}</p>" for line in block.lines) + "</div>"
            for block in sheet.steps)
        parts += ['<h2 class="solution">Solution</h2>',
                  f'<table class="write"><tr><th>Board</th><th>{first}</th>'
                  f'<th>{second}</th></tr>{boards}</table>',
                  "<h2>The steps, bracket by bracket</h2>", steps]
    body = "\n".join(parts)
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(sheet.title)}</title>\n<style>{_STYLE}</style>\n</head>\n"
            f"<body>\n{body}\n<footer>cardtable</footer>\n</body>\n</html>\n")
