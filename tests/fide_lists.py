"""FIDE rating lists in FIDE's two published forms, written for the tests and the
benchmark: the XML (``<playerslist><player>...``) and the fixed-width text with FIDE's
header. ``SAMPLE`` is a small list of made-up players (accents, titles, women's titles,
players without a rapid or blitz rating); :func:`generated` makes as many as asked."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

TXT_HEADER = ("ID Number      Name                                                         "
              "Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK "
              "B-day Flag")


@dataclass(frozen=True)
class Row:
    fide_id: int
    name: str
    fed: str
    sex: str  # M or F, as FIDE writes it
    title: str = ""
    w_title: str = ""
    standard: int = 0
    rapid: int = 0
    blitz: int = 0
    birth: int = 0
    flag: str = ""


SAMPLE: tuple[Row, ...] = (
    Row(1500001, "Müller, Anna", "GER", "F", "", "WGM", 2301, 2250, 2280, 1994, "w"),
    Row(1500002, "Østergård, Søren", "DEN", "M", "IM", "", 2412, 2390, 0, 1988),
    Row(1500003, "Nováková, Zuzana", "CZE", "F", "", "WFM", 2105, 0, 2050, 2001, "w"),
    Row(1500004, "García Pérez, José", "ESP", "M", "GM", "", 2598, 2601, 2633, 1979),
    Row(1500005, "Łukasiewicz, Paweł", "POL", "M", "FM", "", 2320, 2290, 2350, 1996),
    Row(1500006, "O'Brien, Seán", "IRL", "M", "", "", 1876, 1902, 0, 2008),
    Row(1500007, "Berg, Anna", "SWE", "F", "", "", 1650, 0, 0, 2010, "w"),
    Row(1500008, "Berger, Johann", "AUT", "M", "CM", "", 2201, 2180, 2150, 1970),
    Row(1500009, "Bergström, Elin", "SWE", "F", "", "WIM", 2250, 2230, 2210, 1999, "w"),
    Row(1500010, "Carlsen, Magnus", "NOR", "M", "GM", "", 2833, 2820, 2880, 1990),
    Row(1500011, "Çelik, Ayşe", "TUR", "F", "", "WCM", 1950, 1900, 1880, 2011, "w"),
    Row(1500012, "Dubois, Émile", "FRA", "M", "", "", 1720, 1700, 1690, 1962, "i"),
    Row(1500013, "Fernández, Ana María", "ARG", "F", "", "", 1810, 0, 0, 2005, "w"),
    Row(1500014, "Kovačević, Ivan", "CRO", "M", "IM", "", 2455, 2400, 2420, 1985),
    Row(1500015, "Nguyễn, Văn An", "VIE", "M", "", "", 2010, 2005, 1990, 2003),
    Row(1500016, "Schäfer, Jürgen", "GER", "M", "", "", 1999, 1980, 1975, 1958),
    Row(1500017, "Smith, John", "ENG", "M", "", "", 1500, 1480, 1470, 2012),
    Row(1500018, "Smith, Joanna", "ENG", "F", "", "", 1555, 0, 0, 2013, "w"),
    Row(1500019, "Svensson, Lars", "SWE", "M", "", "", 0, 1600, 1610, 2009),
    Row(1500020, "Van der Berg, Pieter", "NED", "M", "FM", "", 2300, 2290, 2280, 1975),
    Row(1500021, "Wójcik, Małgorzata", "POL", "F", "WGM", "WGM", 2360, 2340, 2330, 1992,
        "w"),
    Row(1500022, "Yılmaz, Mehmet", "TUR", "M", "", "", 1805, 1790, 1770, 2000),
    Row(1500023, "Zimmermann, Jörg", "SUI", "M", "", "", 2080, 2070, 2060, 1980, "i"),
    Row(1500024, "Åberg, Ingrid", "SWE", "F", "", "", 1420, 1400, 1390, 2014, "w"),
    Row(1500025, "Ibáñez, Íñigo", "ESP", "M", "CM", "", 2215, 2200, 2190, 1998),
    Row(1500026, "Petrović, Milena", "SRB", "F", "", "WIM", 2240, 2220, 2200, 1995, "w"),
    Row(1500027, "Horváth, Gábor", "HUN", "M", "GM", "", 2560, 2540, 2550, 1983),
    Row(1500028, "Rossi, Giulia", "ITA", "F", "", "", 1890, 1870, 1860, 2006, "w"),
    Row(1500029, "Müller, Anton", "GER", "M", "", "", 1770, 1760, 1750, 1967),
    Row(1500030, "Ødegaard, Kari", "NOR", "F", "", "", 1620, 1600, 0, 2012, "w"),
)


def generated(count: int, seed: int = 1) -> Iterator[Row]:
    """``count`` made-up players with IDs from 2 000 001 and names of random letters."""
    rng = random.Random(seed)
    letters = "abcdefghijklmnopqrstuvwxyzäöüéñ"
    for n in range(count):
        last = "".join(rng.choice(letters) for _ in range(rng.randint(4, 10))).capitalize()
        first = "".join(rng.choice(letters) for _ in range(rng.randint(3, 8))).capitalize()
        yield Row(2_000_001 + n, f"{last}, {first}", rng.choice(("GER", "FRA", "IND", "USA")),
                  rng.choice("MF"), standard=rng.choice((0, rng.randint(1400, 2800))),
                  rapid=rng.choice((0, rng.randint(1400, 2800))), blitz=0,
                  birth=rng.randint(1940, 2018))


def _xml_player(r: Row) -> str:
    def e(tag: str, value: object) -> str:
        text = "" if value in (0, "") else escape(str(value))
        return f"<{tag}>{text}</{tag}>" if text else f"<{tag}/>"
    return ("<player>" + e("fideid", r.fide_id) + e("name", r.name) + e("country", r.fed)
            + e("sex", r.sex) + e("title", r.title) + e("w_title", r.w_title)
            + e("o_title", "") + e("foa_title", "") + e("rating", r.standard)
            + e("games", 0) + e("k", 40 if r.standard else 0) + e("rapid_rating", r.rapid)
            + e("rapid_games", 0) + e("rapid_k", 20 if r.rapid else 0)
            + e("blitz_rating", r.blitz) + e("blitz_games", 0)
            + e("blitz_k", 20 if r.blitz else 0) + e("birthday", r.birth) + e("flag", r.flag)
            + "</player>\n")


def xml_text(rows: Iterable[Row]) -> Iterator[str]:
    yield '<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n'
    yield from map(_xml_player, rows)
    yield "</playerslist>\n"


def _txt_line(r: Row) -> str:
    def n(value: int) -> str:
        return str(value) if value else ""
    return (f"{r.fide_id:<15}{r.name:<61}{r.fed:<4}{r.sex:<4}{r.title:<5}{r.w_title:<5}"
            f"{'':<15}{'':<4}{n(r.standard):<6}{'':<4}{'40' if r.standard else '':<3}"
            f"{n(r.rapid):<6}{'':<4}{'20' if r.rapid else '':<3}{n(r.blitz):<6}{'':<4}"
            f"{'20' if r.blitz else '':<3}{n(r.birth):<6}{r.flag}").rstrip() + "\n"


def txt_text(rows: Iterable[Row]) -> Iterator[str]:
    yield TXT_HEADER + "\n"
    yield from map(_txt_line, rows)


def write(path: Path, chunks: Iterable[str]) -> Path:
    with path.open("w", encoding="utf-8") as out:
        out.writelines(chunks)
    return path
