"""A notice held while a dialog is in front keeps the time it had left: an 8-second
notice held for a while is shown for what remained of its 8 seconds, never longer."""

from __future__ import annotations

from time import time
from types import SimpleNamespace

from textual.notifications import Notification
from textual.screen import Screen

from cardtable.app.notices import Notices


class FakeApp(SimpleNamespace):
    def __init__(self) -> None:
        super().__init__(screen_stack=[], _notifications=[], posted=[])

    def post_message(self, message) -> bool:
        self.posted.append(message)
        return True

    def clear_notifications(self) -> None:
        self._notifications = []


def test_a_held_notice_keeps_the_time_it_had_left():
    app = FakeApp()
    notices = Notices(app)
    six_seconds_old = Notification("Practice: try anything", "Practice — not saved",
                                   timeout=8, raised_at=time() - 6)
    notices._hold(six_seconds_old)
    notices._screen_changed(Screen())  # the dialog closed: 2 s of its 8 are left
    (shown,) = [m.notification for m in app.posted]
    assert shown.message == "Practice: try anything"
    assert 1.5 < shown.time_left <= 2.0
    assert shown.timeout <= 2.0


def test_a_notice_that_ran_out_under_a_dialog_is_not_shown_again():
    app = FakeApp()
    notices = Notices(app)
    notices._hold(Notification("Saved.", "Saved", timeout=4, raised_at=time() - 10))
    notices._screen_changed(Screen())
    assert app.posted == []
