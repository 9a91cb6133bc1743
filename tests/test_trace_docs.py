"""docs/trace.md documents every step kind (the generic ones and every system's own,
from the registry) and every field of the trace, and its example is the JSON
``explain --json`` gives."""

from __future__ import annotations

import json
import re
from dataclasses import fields

from conftest import REPO, shared

from cardtable import trace as model

DOC = (REPO / "docs" / "trace.md").read_text(encoding="utf-8")


def _step_classes():
    """Every registered step kind: the generic ones and every system's own."""
    import cardtable.systems.registry  # noqa: F401  (each system registers its steps)

    return list(model.step_kinds().values())


def test_every_step_class_of_the_trace_is_registered():
    generic = [c for c in vars(model).values()
               if isinstance(c, type) and issubclass(c, model.Step) and c is not model.Step
               and c is not model.ProcedureStep]
    assert generic and all(model.step_kinds().get(c.kind) is c for c in generic)


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
    for f in fields(model.CardView):
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
