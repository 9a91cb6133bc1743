"""One process that starts an app, waits for its first screen to be complete and
quits: ``python benchmarks/first_screen.py minimal`` (the ten-line Textual app of
``minimal_app.py``) or ``python benchmarks/first_screen.py cardtable FILE`` (the
tournament FILE in cardtable's app, as ``cardtable open FILE`` opens it). Headless at
80x24; "complete" is when the app's workers (the file read in the background) are done
and the screen has been refreshed. ``benchmarks/startup.py`` times the whole process;
this prints nothing."""

from __future__ import annotations

import sys


async def _first_screen(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    pilot.app.exit()


def main(argv: list[str]) -> None:
    if argv[0] == "minimal":
        sys.path.insert(0, __file__.rsplit("/", 1)[0])
        from minimal_app import MinimalApp

        app = MinimalApp()
    else:
        from cardtable.app.app import CardtableApp

        app = CardtableApp(argv[1])
    app.run(headless=True, size=(80, 24), auto_pilot=_first_screen)


if __name__ == "__main__":
    main(sys.argv[1:])
