"""Where the app's notifications appear. A toast never covers a dialog: while a modal
screen is in front (a form, a question, the keys, the palette) a new notification is
held, the toasts on screen are taken off and held too, and all of them are shown when
the dialog closes. A screen with a status line of its own (the round's) says a
notification there instead of a toast, so that nothing covers its boards, its PAB and
byes or that line."""

from __future__ import annotations

from dataclasses import replace
from time import time
from uuid import uuid4

from textual.app import App
from textual.notifications import Notification, Notify
from textual.screen import ModalScreen, Screen
from textual.widgets._toast import ToastHolder

from .screens.base import CardtableScreen


class Notices:
    """The app's notifications, placed as the screen in front allows: :meth:`start`
    once mounted; :meth:`arrived` for each notification (False: not a toast now)."""

    def __init__(self, app: App[None]):
        self.app = app
        self._held: list[tuple[Notification, float]] = []
        """Notifications to show once no dialog is in front, each with the seconds it
        had left when it was held (its clock stops while a dialog covers it)."""

    def start(self) -> None:
        self.app.screen_change_signal.subscribe(self.app, self._screen_changed)

    def arrived(self, notification: Notification) -> bool:
        """Whether ``notification`` is shown as a toast now; else it is held (a dialog
        is in front) or said on the screen's own line."""
        screen = self.app.screen
        if isinstance(screen, ModalScreen):
            self._hold(notification)
            return False
        return not (isinstance(screen, CardtableScreen) and screen.say_notice(notification))

    def _hold(self, notification: Notification) -> None:
        same = (notification.title, notification.message)
        self._held = [(n, left) for n, left in self._held if (n.title, n.message) != same]
        self._held.append((notification, notification.time_left))

    def clear(self) -> None:
        """Forget the held notifications too (a new notice replaces every older one:
        one at a time, so that toasts never pile up over the screen)."""
        self._held = []

    def _take_toasts_off(self) -> None:
        """Remove every toast widget from every screen, not only from the one in front
        (which is all Textual's ``clear_notifications`` refreshes): a toast left under a
        dialog kept its own timer and was drawn again over the new one, and its box
        stayed on the terminal once it went (issue 26)."""
        for screen in self.app.screen_stack:
            for holder in screen.query(ToastHolder):
                holder.remove()

    def _screen_changed(self, screen: Screen[object]) -> None:
        # the toasts on screen: Textual's own list, which drops the faded and the
        # dismissed ones (the pinned Textual keeps it in App._notifications)
        shown = list(self.app._notifications)
        if isinstance(screen, ModalScreen):
            if shown:
                self.app.clear_notifications()
                self._take_toasts_off()
                for notification in shown:
                    self._hold(notification)
            return
        if isinstance(screen, CardtableScreen) and shown and screen.say_notice(shown[-1]):
            self.app.clear_notifications()
        held, self._held = self._held, []
        for notification, left in held:  # through arrived() again, once the screen is
            # in front, for the time it had left when held (raised now, for that long)
            # and with an identity of its own, so that a toast of its own shows it
            if left > 0:
                self.app.post_message(Notify(replace(notification, timeout=left,
                                                     raised_at=time(),
                                                     identity=str(uuid4()))))
