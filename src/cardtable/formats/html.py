"""A :class:`~cardtable.formats.tables.Table` as a self-contained HTML page: one file,
no scripts, no external resources, laid out to print on A4 (the header row repeats on
every printed page)."""

from __future__ import annotations

from html import escape

from .tables import Table

_STYLE = """
@page { size: A4; margin: 12mm 10mm; }
@page landscape { size: A4 landscape; }
body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; font-size: 10pt;
       color: #000; background: #fff; margin: 0 auto; max-width: 190mm; }
body.wide { max-width: 277mm; page: landscape; }
h1 { font-size: 14pt; margin: 0 0 2pt 0; }
h2.match { font-size: 11pt; margin: 10pt 0 3pt 0; }
p.subtitle { margin: 0 0 8pt 0; color: #333; }
table { border-collapse: collapse; width: 100%; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; break-inside: avoid; }
th, td { border: 0.5pt solid #888; padding: 1.5pt 4pt; white-space: nowrap; }
th { background: #e8e8e8; font-weight: bold; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) td { background: #f6f6f6; }
td.self { background: #444 !important; color: #444; }
footer, p.note { font-size: 8pt; color: #333; margin-top: 6pt; }
dl.legend { font-size: 8pt; margin: 6pt 0 0 0; }
dl.legend dt { float: left; clear: left; width: 5em; font-weight: bold; }
dl.legend dd { margin: 0 0 0 5em; }
@media print { body { max-width: none; } tbody tr:nth-child(even) td { background: #f2f2f2; } }
"""


def render_html(table: Table) -> str:
    """The whole page as one string. Tables with many columns print landscape."""
    subtitle = f'<p class="subtitle">{escape(table.subtitle)}</p>' if table.subtitle else ""
    return document(table.title, f"{subtitle}\n{table_element(table)}\n"
                    + "".join(f'<p class="note">{escape(n)}</p>' for n in table.notes),
                    wide=len(table.header) > 14)


def document(title: str, body: str, *, wide: bool = False) -> str:
    """A full standalone page: ``title`` as its heading, then ``body`` (HTML, already
    escaped), with the print rules for A4 (landscape when ``wide``)."""
    opening = '<body class="wide">' if wide else "<body>"
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(title)}</title>\n<style>{_STYLE}</style>\n</head>\n"
        f"{opening}\n"
        f"<h1>{escape(title)}</h1>\n{body}\n<footer>cardtable</footer>\n</body>\n</html>\n"
    )


def table_element(table: Table) -> str:
    """The ``<table>`` of a :class:`Table`: its header repeats on every printed page."""
    head = "".join(f'<th{_cls(num)}>{escape(h)}</th>'
                   for h, num in zip(table.header, table.numeric))
    body = "\n".join(
        "<tr>" + "".join(_cell(c, num) for c, num in zip(row, table.numeric)) + "</tr>"
        for row in table.rows)
    return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"


def _cls(numeric: bool) -> str:
    return ' class="num"' if numeric else ""


def _cell(text: str, numeric: bool) -> str:
    if text == "■":
        return '<td class="self">■</td>'
    return f"<td{_cls(numeric)}>{escape(text)}</td>"
