"""Exercises in pairing: a tournament's next round to pair by hand, and the marking
of a hand-made pairing against the engine's, with the first difference explained by
the rule that decides it."""

from .answer import AnswerError, parse_answer
from .levels import LEVELS, SYSTEM_LEVELS, Level
from .making import SYSTEM_NAMES, Exercise, ExerciseError, levels_of, make_exercise
from .marking import Difference, Marking, has_colours, mark
from .task import Task, bracket_task, round_task

__all__ = ["LEVELS", "SYSTEM_LEVELS", "SYSTEM_NAMES", "AnswerError", "Difference",
           "Exercise", "ExerciseError", "Level", "Marking", "has_colours",
           "Task", "bracket_task", "levels_of", "make_exercise", "mark", "parse_answer",
           "round_task"]
