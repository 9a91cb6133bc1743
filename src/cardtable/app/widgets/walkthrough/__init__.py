"""The walkthrough's widgets: the score-group piles, the bracket opened into S1 and S2,
the boards, the narration of the current step. ``scene`` and ``layout`` compute what
they show from the engine's trace (headless)."""
