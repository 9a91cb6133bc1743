"""Keys in the order typed: not one lost, none overtaking another.

Textual hands a key to the focused widget's queue and goes on at once with the next
key. A key the widget types (a character in a field) is done there; a key it leaves to
a binding (backspace, enter, tab, the arrows) travels up through each parent's queue to
the app, which runs the binding — after the characters typed behind it were already
typed. So with Textual 8.2.8 ``4``, backspace, ``5`` typed quickly leaves ``4`` in the
field (the ``5`` is typed, then deleted), ``SK Kolm`` backspace ``n 1920`` gives ``SK
Kolmn 192``; a bare ``Input`` does the same (``tests/app/test_key_order.py`` keeps the
upstream behaviour in view). The terminal's byte parser is not the cause: it gives the
keys in order.

:class:`KeyOrderApp` sends the widgets one key at a time: the next key waits until the
one before has been handled wherever it went (typed, or its binding run), with all it
set going (a field's ``Submitted``, the form's request to save), and the screen in
front is ready — a form just opened has its focus, a form just closed gave it back.
"Handled" is seen by a sweep: a callback queued behind the key in the focused
widget's queue, then in each parent's up to the app's, each time behind whatever
came meanwhile. The app is quiet after two sweeps in a row that found every queue
empty and the same screen and focus at their end (the binding the app ran at the
end of the first may have posted to the field, e.g. enter's ``Input.Submitted``).

Keys also wait while the app is *held*: while it starts (until the file is read and
its screen shown), while a form's change is saved, while a round is paired. A result
entered on the round screen holds only the keys for another screen: the next result
(and the answer to its question) goes on at once, entered on the one being saved, but
``t l`` waits, so that the form it opens is made from the saved tournament (made from
an older one, its save would be refused). What waits is sent afterwards, in order, as
if typed slowly; a paste waits its turn among the keys."""

from __future__ import annotations

from collections import deque
from time import monotonic
from typing import Any, Hashable

from textual import events
from textual.app import App
from textual.message_pump import MessagePump
from textual.screen import ModalScreen, SystemModalScreen
from textual.timer import Timer

#: The players up to which the keys typed while a round is paired wait for its dialog
#: (``p y`` typed at once), however long the machine takes; beyond, for a second only
#: (a pairing of 10 000 players takes several seconds: the screens stay usable).
PAIRING_WAITS_UP_TO = 2000


def pairing_holds_keys(players: int) -> float | None:
    """How long keys wait for the dialog of a round being paired (None: until it is
    there)."""
    return None if players <= PAIRING_WAITS_UP_TO else 1.0


#: What is typed: a key, or a paste (in its turn among the keys)
Typed = events.Key | events.Paste

#: A sweep lost on its way (a widget went away with the callback in its queue) is
#: started again after this many seconds.
LOST_TRACK = 0.5


class KeyOrderApp(App[None]):
    """An app whose widgets get the keys one at a time, in the order typed."""

    def __init__(self) -> None:
        super().__init__()
        self._waiting: deque[Typed] = deque()
        self._holds: dict[Hashable, MessagePump | None] = {"start": None}
        """Why keys wait besides a sweep ("start" until the first screen is shown), each
        with the screen it lets keys go to meanwhile (None: none)."""
        self._sweep_no = 0
        """The sweep under way (0: none); callbacks of an older one are ignored."""
        self._swept_at = 0.0
        self._swept_from: tuple[object, object] = (None, None)
        self._clean_sweeps = 0
        """Sweeps in a row that found the app quiet (two are asked)."""
        self._watch: Timer | None = None

    # -- holding ---------------------------------------------------------------------
    def hold_keys(self, why: Hashable, *, at_most: float | None = None,
                  but_for: MessagePump | None = None) -> None:
        """Keys typed from now on wait until :meth:`release_keys` with ``why``, or
        ``at_most`` seconds (a round paired: its dialog's keys, ``p y``, wait for it;
        a pairing of 10 000 players leaves the screens usable after a moment).
        ``but_for``: a screen whose own keys go on meanwhile while it is in front, or
        only its dialogs over it (the round screen enters the next result on the one
        being saved, a replaced result's question is answered); a key for another
        screen (``t``, then ``l``) waits, as if typed once the save was done: a form
        opened then is made from what is saved."""
        self._holds[why] = but_for
        if at_most is not None:
            self.set_timer(at_most, lambda: self.release_keys(why))

    def release_keys(self, why: Hashable) -> None:
        """``why`` no longer holds the keys; once nothing does, the waiting ones are
        sent (after a sweep: the screen in front is ready)."""
        self._holds.pop(why, None)
        if not self._held() and self._waiting and not self._sweep_no:
            self._sweep()

    def _held(self) -> bool:
        """Whether a hold keeps the next key from the screen in front."""
        return any(screen is None or not self._in_front(screen)
                   for screen in self._holds.values())

    def _in_front(self, screen: MessagePump) -> bool:
        """Whether ``screen`` is in front, or only its dialogs are over it (a result's
        question on the round screen; not the command palette, whose choice may open a
        form made from the tournament)."""
        stack = self.screen_stack
        if screen not in stack:
            return False
        return all(isinstance(over, ModalScreen) and not isinstance(over, SystemModalScreen)
                   for over in stack[stack.index(screen) + 1:])

    @property
    def keys_waiting(self) -> int:
        """How many typed keys wait for their turn (or are on their way)."""
        return len(self._waiting) + (1 if self._sweep_no else 0)

    # -- one key at a time -------------------------------------------------------------
    async def on_event(self, event: events.Event) -> None:
        if not isinstance(event, (events.Key, events.Paste)) or event.is_forwarded:
            await super().on_event(event)
        elif self._held() or self._sweep_no or self._waiting:  # a paste in its turn too
            self._waiting.append(_enter(event))
        else:
            await self._send(_enter(event))

    async def _send(self, key: Typed) -> None:
        if self._watch is None:
            self._watch = self.set_interval(LOST_TRACK / 2, self._lost)
        self._sweep_no += 1  # under way: keys arriving meanwhile wait
        self._clean_sweeps = 0
        await super().on_event(key)  # a priority binding, or handed to the focused widget
        self._sweep()  # behind the key

    def _sweep(self) -> None:
        """Queue a callback behind all that is queued for the focused widget, then for
        each parent up to the app (:meth:`_hopped`)."""
        self._sweep_no += 1
        self._swept_at = monotonic()
        self._swept_from = (self.screen, self.focused)
        self._hop(self.focused or self.screen, self._sweep_no, clean=True)

    def _hop(self, node: MessagePump, number: int, *, clean: bool) -> None:
        clean = clean and node._message_queue.empty()  # else: work to wait for
        if node.call_later(self._hopped, node, number, clean):
            return
        if node is self:  # the app is closing: no key has anywhere to go
            self._sweep_no = 0
            self._waiting.clear()
        else:  # a widget closing: on to its parent
            self._next_hop(node, number, clean=False)

    def _hopped(self, node: MessagePump, number: int, clean: bool) -> None:
        if number != self._sweep_no:
            return
        if not node._message_queue.empty():  # more came: behind it too
            self._hop(node, number, clean=False)
        else:
            self._next_hop(node, number, clean=clean)

    def _next_hop(self, node: MessagePump, number: int, *, clean: bool) -> None:
        parent = node._parent
        if parent is not None:
            self._hop(parent, number, clean=clean)
        else:
            clean = clean and self._swept_from == (self.screen, self.focused)
            self._clean_sweeps = self._clean_sweeps + 1 if clean else 0
            if self._clean_sweeps < 2:  # a widget passed may have had a message since
                self._sweep()
            else:
                self.call_next(self._quiet)  # right after this callback, in the app's task

    def _lost(self) -> None:
        if self._sweep_no and monotonic() - self._swept_at > LOST_TRACK:
            self._sweep()

    async def _quiet(self) -> None:
        """The key before was handled and the screen is ready: the next one."""
        self._sweep_no = 0
        if self._waiting and not self._held():
            await self._send(self._waiting.popleft())


def _enter(typed: Typed) -> Typed:
    """Enter, typed while the app starts: the terminal, not in raw mode yet, turned its
    carriage return into a newline (ICRNL), which Textual reads as ctrl+j. No key of
    the app is ctrl+j: a newline is enter."""
    if isinstance(typed, events.Key) and typed.character == "\n":
        return events.Key("enter", "\r")
    return typed
