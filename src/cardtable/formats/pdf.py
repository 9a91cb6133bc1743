"""Printed pages as one A4 PDF, drawn with fpdf2 (pure Python, no browser): each page of
:mod:`cardtable.formats.pages` (read back by :mod:`.page_layout`) from a new sheet,
portrait, or landscape for a wide table; a table's header row repeats on every sheet,
its columns as wide as their longest text, the type made smaller (down to 6 pt) when
the table would not fit the width.

The type is DejaVu Sans (every Latin, Greek and Cyrillic letter, ½) where the system
has it (``fonts-dejavu-core``), or the font file ``$CARDTABLE_PDF_FONT`` names;
without one, the PDF's own Helvetica, which has the letters of Western Europe only. A
text with a letter the font lacks (a Chinese name in DejaVu Sans, a Polish one in
Helvetica) is refused, naming the text, the letters and what to install, rather than
printed without them."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import TTFFont

from .page_layout import Cell, PageLayout, TableBlock, TextBlock

#: where the systems put DejaVu Sans (Debian and Ubuntu, Fedora, Arch, macOS Homebrew)
_DEJAVU = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts",
           "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu", "/opt/homebrew/share/fonts",
           "/usr/local/share/fonts")
_FAMILY = "cardtable"
_SIZE, _SMALLEST = 9.0, 6.0
_MARGIN = 10.0

#: the signs of the pages that Helvetica (Latin-1) lacks, and what it prints instead
_LATIN1 = str.maketrans({"–": "-", "—": "-", "’": "'", "‘": "'", "“": '"',
                         "”": '"', "…": "...", "■": " ", "•": "*", "→": "->"})


class UnprintableText(ValueError):
    """The font has no letter for a text of the page."""


def font_files() -> tuple[Path, Path] | None:
    """DejaVu Sans and its bold, or the one file ``$CARDTABLE_PDF_FONT`` names (used for
    both; empty: use none); None when there is none."""
    if "CARDTABLE_PDF_FONT" in os.environ:
        named = os.environ["CARDTABLE_PDF_FONT"]
        return (Path(named), Path(named)) if named else None
    for folder in map(Path, _DEJAVU):
        regular, bold = folder / "DejaVuSans.ttf", folder / "DejaVuSans-Bold.ttf"
        if regular.is_file():
            return regular, bold if bold.is_file() else regular
    return None


class _Document(FPDF):
    def __init__(self) -> None:
        super().__init__(format="A4", unit="mm")
        self.set_margins(_MARGIN, _MARGIN, _MARGIN)
        self.set_auto_page_break(True, margin=_MARGIN + 4)
        files = font_files()
        self.unicode = files is not None
        if files is not None:
            self.add_font(_FAMILY, "", str(files[0]))
            self.add_font(_FAMILY, "B", str(files[1]))
        self.face = _FAMILY if files is not None else "helvetica"
        font = self.fonts.get(_FAMILY)
        self.letters = frozenset(font.cmap) if isinstance(font, TTFFont) else frozenset()
        self.font_name = files[0].name if files is not None else "the PDF's Helvetica"
        self.page_title = ""

    def printable(self, text: str) -> str:
        """``text`` as the font prints it; :class:`UnprintableText` naming the letters
        the font lacks (a name would be printed without them: not printed at all)."""
        if self.unicode:
            missing = sorted({c for c in text if not c.isspace() and ord(c) not in self.letters})
        else:
            text = text.translate(_LATIN1)
            missing = sorted({c for c in text if ord(c) > 0xFF})
        if missing:
            raise UnprintableText(
                f"{text!r} cannot be printed: the font ({self.font_name}) has no "
                f"{' '.join(missing)}; name a .ttf file that has them in CARDTABLE_PDF_FONT"
                + ("" if self.unicode else " or install DejaVu Sans (e.g. apt-get install "
                                           "fonts-dejavu-core)"))
        return text

    def footer(self) -> None:
        self.set_y(-_MARGIN - 2)
        self.set_font(self.face, "", 7)
        self.cell(0, 4, self.printable(f"{self.page_title} · cardtable · page "
                                       f"{self.page_no()}"), align="R")


def render_pdf(pages: list[PageLayout]) -> bytes:
    """The pages as one PDF document (bytes)."""
    pdf = new_document()
    draw_pages(pdf, pages)
    return bytes(pdf.output())


def new_document() -> _Document:
    """An empty A4 document with the font of the pages."""
    return _Document()


def draw_pages(pdf: _Document, pages: list[PageLayout]) -> None:
    """Each page from a new sheet of ``pdf`` (a :func:`new_document`)."""
    for page in pages:
        pdf.add_page(orientation="L" if page.wide else "P")  # the last sheet's footer
        pdf.page_title = page.title  # is drawn first, with its own title
        pdf.set_font(pdf.face, "B", 14)
        pdf.multi_cell(0, 7, pdf.printable(page.title), new_x="LMARGIN", new_y="NEXT")
        for block in page.blocks:
            if isinstance(block, TableBlock):
                _table(pdf, block)
            else:
                _text(pdf, block)


def _text(pdf: _Document, block: TextBlock) -> None:
    if block.kind == "legend":
        pdf.ln(2)
        for line in block.lines:
            code, _, meaning = line.partition("\t")
            pdf.set_font(pdf.face, "B", 7)
            pdf.cell(16, 3.5, pdf.printable(code))
            pdf.set_font(pdf.face, "", 7)
            pdf.multi_cell(0, 3.5, pdf.printable(meaning), new_x="LMARGIN", new_y="NEXT")
        return
    style, size, gap = {"heading": ("B", 11, 3.0), "subtitle": ("", 9, 0.0),
                        "note": ("", 7, 1.5)}.get(block.kind, ("", 8, 1.0))
    if block.kind == "heading" and pdf.will_page_break(30):  # a match's heading stays
        pdf.add_page(orientation=pdf.cur_orientation.value)  # with its first boards
    pdf.ln(gap)
    pdf.set_font(pdf.face, style, size)
    for line in block.lines:
        pdf.multi_cell(0, size * 0.5, pdf.printable(line), new_x="LMARGIN", new_y="NEXT")
    if block.kind == "subtitle":
        pdf.ln(2)


def _table(pdf: _Document, block: TableBlock) -> None:
    """The table across the page's width: each column as wide as its longest text, the
    type smaller when the table would not fit (then the widest columns cut,
    :func:`_fitted`)."""
    columns = len(block.header)
    texts = [[pdf.printable(c.text) for c in row] for row in (block.header, *block.rows)]
    width = pdf.epw
    size = _SIZE
    while True:
        pdf.set_font(pdf.face, "B", size)  # the header row is bold
        natural = [pdf.get_string_width(text) for text in texts[0]]
        pdf.set_font(pdf.face, "", size)
        natural = [max(natural[i], *(pdf.get_string_width(row[i]) if i < len(row) else 0
                                     for row in texts[1:])) + 2.5 for i in range(columns)]
        if sum(natural) <= width or size <= _SMALLEST:
            break
        size -= 0.5
    widths = _fitted(natural, width)
    right = [c.numeric for c in block.header]
    pdf.ln(1)
    header = (texts[0], block.header)
    _row(pdf, size, widths, right, *header, bold=True)
    for cells, row in zip(texts[1:], block.rows):
        _row(pdf, size, widths, right, cells, row, header=header)


def _fitted(natural: list[float], width: float) -> list[float]:
    """Columns as wide as their text when they fit ``width``; else the widest ones cut
    to one width, so that the table fits (they wrap), the narrow ones (numbers) whole."""
    if sum(natural) <= width:
        return natural
    rest, left = width, len(natural)
    for column in sorted(natural):
        if column > rest / left:
            break
        rest, left = rest - column, left - 1
    return [min(column, rest / left) for column in natural]


#: a table cell's padding (mm), across and down; the fill of the header row, and of the
#: crosstable's own square
_PAD_X, _PAD_Y = 1.0, 0.4
_HEADER_FILL, _OWN_FILL = (232, 232, 232), (68, 68, 68)


def _row(pdf: _Document, size: float, widths: list[float], right: list[bool],
         texts: list[str], cells: Sequence[Cell], *, bold: bool = False,
         header: tuple[list[str], Sequence[Cell]] | None = None) -> None:
    """One row of a table, each cell framed, its text wrapped to the column; on a new
    sheet when it does not fit on this one, the ``header`` row drawn again first.
    Drawn with fpdf2's text and rectangles (its table lays out each cell as a
    paragraph: about four times slower, issue 33)."""
    pdf.set_font(pdf.face, "B" if bold else "", size)
    line = size * 0.5
    wrapped = [_wrap(pdf, text, width - 2 * _PAD_X) for text, width in zip(texts, widths)]
    height = max(len(lines) for lines in wrapped) * line + 2 * _PAD_Y
    if pdf.will_page_break(height):
        pdf.add_page(orientation=pdf.cur_orientation.value)
        if header is not None:  # the header row on every sheet
            _row(pdf, size, widths, right, *header, bold=True)
            pdf.set_font(pdf.face, "", size)
    x, y = pdf.l_margin, pdf.get_y()
    for lines, width, cell, numeric in zip(wrapped, widths, cells, right):
        fill = _OWN_FILL if cell.own else _HEADER_FILL if bold else None
        if fill is not None:
            pdf.set_fill_color(*fill)
        pdf.rect(x, y, width, height, style="DF" if fill is not None else "D")
        for number, text in enumerate(lines if not cell.own else ()):
            across = (x + width - _PAD_X - pdf.get_string_width(text) if numeric
                      else x + _PAD_X)
            pdf.text(across, y + _PAD_Y + (number + 0.5) * line + 0.3 * pdf.font_size, text)
        x += width
    pdf.set_xy(pdf.l_margin, y + height)


def _wrap(pdf: _Document, text: str, room: float) -> list[str]:
    """``text`` in lines no wider than ``room`` (mm): broken between words, a word
    wider than the column between its letters."""
    if pdf.get_string_width(text) <= room:
        return [text]
    lines: list[str] = []
    for word in text.split(" "):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and pdf.get_string_width(joined) <= room:
            lines[-1] = joined
        else:
            lines.append(word)
    return [piece for whole in lines for piece in _letters(pdf, whole, room)]


def _letters(pdf: _Document, word: str, room: float) -> list[str]:
    """``word`` cut between letters into pieces no wider than ``room`` (one letter at
    the least)."""
    pieces = [""]
    for letter in word:
        if pieces[-1] and pdf.get_string_width(pieces[-1] + letter) > room:
            pieces.append("")
        pieces[-1] += letter
    return pieces
