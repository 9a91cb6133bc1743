"""The results model of ``cardtable generate``: how a generated game's result is drawn,
read from a small TOML file so that another model (FIDE's own, say) can be plugged in.

Every key is optional; a missing key keeps :data:`GENERATOR_CHANCES`'s value (the same
values as ``docs/results-model.toml``, which documents each key)::

    expected = "fide-b02"   # White's expected score: FIDE's table B.02 8.1.b, or "logistic"
    white_advantage = 0     # rating points added to White's rating first
    draw = 0.30             # share of draws between equals (fewer the larger the gap)
    forfeit = 0.01          # a game won by forfeit (either side, equally likely)
    double_forfeit = 0.002  # a game lost by both by forfeit
    half_zero = 0.0005      # ½-0
    zero_half = 0.0005      # 0-½
    zero_zero = 0.0002      # 0-0

The chances of a game are drawn in that order from one roll (double forfeit, forfeit,
½-0, 0-½, 0-0), then the played result from a second roll; both rolls come from the
tournament's seeded generator, so a seed always gives the same tournament."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..formats.errors import FileError, Problem, read_bytes
from .simulate_request import EXPECTED, Chances

#: The generator's model when no file is given: FIDE's expected score, no colour
#: advantage, no withdrawals or late entries (``generate`` has no options for them).
GENERATOR_CHANCES = Chances(draw=0.30, half_bye=0.0, zero_bye=0.0, forfeit=0.01,
                            double_forfeit=0.002, withdrawals=0, late_entries=0,
                            half_zero=0.0005, zero_half=0.0005, zero_zero=0.0002,
                            white_advantage=0, expected="fide-b02")

#: The keys of a results-model file and the rates among them (each 0..1).
RATES = ("draw", "forfeit", "double_forfeit", "half_zero", "zero_half", "zero_zero")
KEYS = ("expected", "white_advantage", *RATES)


def load_results_model(path: str | Path, base: Chances = GENERATOR_CHANCES) -> Chances:
    """``base`` with the values of the model file at ``path``; a :class:`FileError`
    names the file and the key for anything that is not a valid model."""
    import tomllib  # for a model file only: the default model needs no TOML reader

    name = str(path)
    try:
        data = tomllib.loads(read_bytes(path).decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise FileError(name, f"not a TOML results model: {exc}") from None
    problems = [Problem(key, f"unknown key (known: {', '.join(KEYS)})") for key in data
                if key not in KEYS]
    rates: dict[str, float] = {}
    for key in RATES:
        if key in data:
            value = data[key]
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or not 0 <= value <= 1:
                problems.append(Problem(key, f"expected a rate from 0 to 1, found {value!r}"))
            else:
                rates[key] = float(value)
    model = replace(base, draw=rates.get("draw", base.draw),
                    forfeit=rates.get("forfeit", base.forfeit),
                    double_forfeit=rates.get("double_forfeit", base.double_forfeit),
                    half_zero=rates.get("half_zero", base.half_zero),
                    zero_half=rates.get("zero_half", base.zero_half),
                    zero_zero=rates.get("zero_zero", base.zero_zero))
    if "expected" in data:
        if data["expected"] not in EXPECTED:
            problems.append(Problem("expected", f"{data['expected']!r} is not one of "
                                                f"{', '.join(EXPECTED)}"))
        else:
            model = replace(model, expected=str(data["expected"]))
    if "white_advantage" in data:
        advantage = data["white_advantage"]
        if isinstance(advantage, bool) or not isinstance(advantage, int) \
                or not -800 <= advantage <= 800:
            problems.append(Problem("white_advantage", f"expected whole rating points "
                                                       f"from -800 to 800, found {advantage!r}"))
        else:
            model = replace(model, white_advantage=advantage)
    unplayed = (model.forfeit + model.double_forfeit
                + sum(chance for _, chance in model.rare_results))
    if unplayed > 1:
        problems.append(Problem("", f"the forfeits and rare results add up to {unplayed:g}, "
                                    f"more than 1"))
    if problems:
        raise FileError(name, problems)
    return model


