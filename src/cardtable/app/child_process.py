"""A slow pure computation (the standings of 10 000 players, their crosstable) done in
a child process, so that the app answers keys meanwhile (issue 36).

A thread would not do: Python runs one thread at a time, and a thread that computes
for seconds gets the interpreter back each time the app's loop lets it go (at every
wait for input), so every step of the loop waits some milliseconds behind it: opening
the standings of 10 000 players froze the app for three seconds. A forked child
starts with the parent's memory as it is (the tournament is not copied or sent), and
sends back only the result, pickled; the thread that waits for it waits without
holding the interpreter. The child only computes in Python and writes to a pipe: it
takes none of the locks the app's other threads may hold at the fork (Python makes its
own import lock anew in a forked child); Python 3.12 and later warn of a fork in a
process with threads (a DeprecationWarning, not shown by default).

Where ``os.fork`` does not exist (Windows) the work is done in the calling thread, as
before (and by the caller where the child fails to answer): the same result, only with
the app slower."""

from __future__ import annotations

import gc
import io
import os
import pickle
import signal
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")


class ChildFailed(RuntimeError):
    """The child ended without an answer (killed, out of memory)."""


class Child(Generic[T]):
    """``compute()`` to be done in a forked child: :meth:`result` (from a worker thread)
    starts it and waits; :meth:`kill` (from anywhere) ends it early, when its answer is
    no longer wanted (the screen closed, another round asked for).

    ``known``: objects of the parent's that the answer may contain as they are (the
    tournament it was computed from, a pairing kept): the child names them by their
    place in ``known`` instead of pickling them, and the parent puts its own in their
    places (the child's are the parent's, as they were at the fork). A round of 10 000
    players published with the walkthrough's pairing: 50 MB pickled, 1.5 s, otherwise."""

    def __init__(self, compute: Callable[[], T], known: Sequence[object] = ()):
        self.compute = compute
        self.known = tuple(known)  # held until the answer is read: the places stay true
        self._pid = 0
        self._ended = False
        self._killed = False

    def result(self) -> T:
        """The answer; the child's exception raised here if it raised one;
        :class:`ChildFailed` if it ended without an answer. Without ``os.fork``,
        ``compute()`` runs here."""
        if not hasattr(os, "fork"):
            return self.compute()
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: compute, answer, end without the app's exit handlers
            os.close(read)
            _answer(write, self.compute, self.known)
        self._pid = pid
        os.close(write)
        if self._killed:  # killed before it started
            os.kill(pid, signal.SIGKILL)
        try:
            with os.fdopen(read, "rb") as pipe:
                data = pipe.read()
        finally:
            os.waitpid(pid, 0)  # until here the child's number is not free for another
            self._ended = True
        if not data:
            raise ChildFailed("the child process ended without an answer")
        unpickler = pickle.Unpickler(io.BytesIO(data))
        unpickler.persistent_load = self.known.__getitem__  # type: ignore[method-assign]
        failed, value = unpickler.load()
        if failed:
            raise value
        return value  # type: ignore[no-any-return]

    def kill(self) -> None:
        """End the child now (its answer is then :class:`ChildFailed`)."""
        self._killed = True
        if self._pid and not self._ended:
            os.kill(self._pid, signal.SIGKILL)

    @property
    def killed(self) -> bool:
        return self._killed


def result_or_here(child: Child[T]) -> T | None:
    """The child's answer, or the same computed in the calling thread where the child
    ended without one (out of memory, say); None once the child was killed (the answer
    no longer wanted). The child's own exception is raised as it was."""
    try:
        return child.result()
    except ChildFailed:
        if child.killed:
            return None
        return child.compute()


def _answer(write: int, compute: Callable[[], T], known: tuple[object, ...]) -> None:
    """In the child: send ``(False, result)`` or ``(True, exception)`` and exit. The
    collector stays off (a short life; the parent's objects are not the child's to
    finalise) and no exit handler of the parent runs (``os._exit``)."""
    gc.disable()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # ctrl+c is the app's, not the child's
    try:
        try:
            data = _pickled((False, compute()), known)
        except Exception as exc:  # sent to the parent, raised there
            data = _pickled_error(exc)
        with os.fdopen(write, "wb") as pipe:
            pipe.write(data)
    finally:
        os._exit(0)


def _pickled(answer: object, known: tuple[object, ...]) -> bytes:
    """``answer`` pickled, each object of ``known`` in it named by its place."""
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    if known:
        places = {id(obj): place for place, obj in enumerate(known)}
        pickler.persistent_id = lambda obj: places.get(id(obj))  # type: ignore[method-assign]
    pickler.dump(answer)
    return buffer.getvalue()


def _pickled_error(exc: Exception) -> bytes:
    try:
        return pickle.dumps((True, exc))
    except Exception:  # an exception that does not pickle: its text
        return pickle.dumps((True, RuntimeError(f"{type(exc).__name__}: {exc}")))
