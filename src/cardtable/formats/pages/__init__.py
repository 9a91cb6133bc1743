"""Printable A4 pages for the hall and the notice board: the pairings of a round by
board and in alphabetical order, the standings (a team competition's: the teams')
with a header and a legend of the tie-breaks, the crosstable with withdrawn and late players marked, the start list.
Each page is one standalone HTML document (:func:`cardtable.formats.html.document`);
every name is escaped. Pages that rank players take the standings already computed
under the tournament's rules (:mod:`cardtable.systems.ranking`)."""

from .crosstable import crosstable_page
from .pairings import alphabetical_page, match_pairings_page, pairings_page
from .standings import standings_page
from .startlist import startlist_page
from .team_pages import PrintedBoard, PrintedMatch, team_pairings_page, team_table_page
from .team_standings import team_standings_page

__all__ = ["PrintedBoard", "PrintedMatch", "alphabetical_page", "crosstable_page",
           "match_pairings_page", "pairings_page", "standings_page", "startlist_page",
           "team_pairings_page", "team_standings_page", "team_table_page"]
