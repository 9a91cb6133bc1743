"""The yardstick of the app's first screen (issue 36): a minimal Textual app."""
from textual.app import App, ComposeResult
from textual.widgets import DataTable, Footer, Header


class MinimalApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Header()
        yield DataTable()
        yield Footer()
