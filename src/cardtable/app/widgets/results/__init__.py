"""The board list of a round, where results are entered."""
