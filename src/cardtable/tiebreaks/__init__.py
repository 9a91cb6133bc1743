"""Tie-breaks of FIDE C.07 (2026 edition) and standings, for every system. Headless.

* ``standings.standings(tournament, codes=None, after_round=None, rules=None)
  -> Standings``: players ranked by points, then by the tie-break list (default: the
  tournament's); each row has every value, ``Standings.breakdowns`` every contribution.
* ``explain.explain(tournament, start_no, codes=None, after_round=None, rules=None)
  -> Explanation``: one player's values, each broken into its contributions round by
  round (``render_explanation`` writes them as text, ``explanation_to_json`` as data).
* ``registry.parse_codes("BH/C1, BH, SB")``: a checked list of :class:`TieBreakCode`;
  ``registry.register(Definition(...))`` adds a tie-break (SwissBG's point difference,
  say).
* ``swissbg.SWISSBG_TIEBREAKS``: SwissBG's ranking after the points (the SwissBG
  document): fewer byes, Buchholz and Sonneborn-Berger with withdrawn opponents' missed
  rounds as ½, the match point difference.
* ``context.Rules.SWISS`` / ``Rules.ROUND_ROBIN``: C.07's rules for unplayed rounds in
  Swiss tournaments and in tournaments with pre-determined pairings.

The package gives no names: each is imported from its module, so that importing one
does not load the others (issue 36; no module ``__getattr__``, issue 32)."""
