"""docs/trace.md documents every step kind (the generic ones and every system's own,
from the registry) and every field of the trace, and its example is the JSON
``explain --json`` gives."""

from __future__ import annotations

import json
import re
from dataclasses import fields

from conftest import REPO, shared

from cardtable.trace import steps
from cardtable.systems.registry import SYSTEMS, descriptor

DOC = (REPO / "docs" / "trace.md").read_text(encoding="utf-8")


def _load_every_system() -> None:
    """Every line of the registry loaded: each system registers its steps as it loads."""
    for name in SYSTEMS:
        descriptor(name)


def _step_classes():
    """Every registered step class: the generic kinds, every system's own and their
    refinements."""
    _load_every_system()
    return list(steps.step_classes())


def _subclasses(cls: type) -> set[type]:
    found = set(cls.__subclasses__())
    return found.union(*(_subclasses(c) for c in found))


#: bases of shapes several systems share (never recorded themselves), and the
#: walkthrough's own summary step (never in an engine's trace)
_BASES = {"ProcedureStep", "PassedOverStep", "LotStep", "TableRowStep", "TableBoardStep",
          "SummaryStep"}


def test_every_step_class_is_registered():
    _load_every_system()

    def name(cls: type) -> str:  # a slotted dataclass is a new class of the same name
        return f"{cls.__module__}.{cls.__qualname__}"

    registered = {name(c) for c in steps.step_classes()}
    missing = {c.__qualname__ for c in _subclasses(steps.Step)
               if name(c) not in registered} - _BASES
    assert not missing, f"step classes not registered: {sorted(missing)}"


def _section(kind: str) -> str:
    match = re.search(rf"^### `{kind}`.*?(?=^### |^## |\Z)", DOC, re.M | re.S)
    assert match, f"docs/trace.md has no section for the step kind {kind!r}"
    return match.group(0)


def test_every_kind_and_field_is_documented():
    for cls in _step_classes():
        section = _section(cls.kind)
        for f in fields(cls):
            if f.name in ("article", "text"):
                continue
            assert f"`{f.name}`" in section, f"{cls.kind}: field {f.name} undocumented"
    for f in fields(steps.CardView):
        assert f"`{f.name}`" in _section("pile")


def test_the_example_is_what_explain_gives(cli):
    example = json.loads(re.search(r"```json\n(.*?)```", DOC, re.S).group(1))
    path = shared("conformance", "dutch", "dutch-1211931252-9p-7r.trf")
    code, out, _ = cli("explain", path, "--round", "5", "--json")
    produced = json.loads(out)
    for key in ("system", "round", "boards", "pab"):
        assert example[key] == produced[key]
    for step in example["steps"]:
        assert step in produced["steps"], step["kind"]
