"""Exercises in pairing: a tournament's next round to pair by hand, and the marking
of a hand-made pairing against the engine's, with the first difference explained by
the rule that decides it."""

from .answer import AnswerError, parse_answer
from .levels import LEVELS, Level, system_levels
from .making import Exercise, ExerciseError, document_of, make_exercise
from .marking import Difference, Marking, has_colours, mark
from .task import Task, bracket_task, round_task

__all__ = ["LEVELS", "AnswerError", "Difference", "Exercise", "ExerciseError", "Level",
           "Marking", "document_of", "has_colours", "system_levels",
           "Task", "bracket_task", "make_exercise", "mark", "parse_answer",
           "round_task"]
