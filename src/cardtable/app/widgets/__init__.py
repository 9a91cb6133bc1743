"""The app's widgets, grouped by feature: ``cards`` (a player's card, as a line or as
the card of the paper-card procedure), ``walkthrough`` (piles, S1 and S2, boards, the
step narration), ``results`` (the board list), ``tables`` (the core's printable tables),
``tournament`` (start list, settings and rounds); ``lines`` (long lists drawn only where
they are in view) and ``busy`` (the bar of work under way) serve them all."""
