"""Values read from profile and equipment files: each parser returns the typed value or raises ``ValueError``
saying what the field must be (the caller names the field and its clause)."""

from __future__ import annotations

import enum
from typing import Any, Callable, Iterable, Mapping, Optional, TypeGuard, TypeVar, cast

import attrs

from croupier import spec
from croupier.reference.errors import ConfigError, Problem

__all__ = ["amount", "boolean", "count", "is_int", "named_table", "one_of", "option", "options_against_spec",
           "parsers_by_type", "printed_odds", "profile", "shown_as", "shown_by_type"]

EnumT = TypeVar("EnumT", bound=enum.Enum)


def one_of(e: type[EnumT]) -> Callable[[Any], EnumT]:
    """A parser for the values of enumeration ``e``."""

    def parse(v: Any) -> EnumT:
        try:
            return e(v)
        except ValueError:
            raise ValueError(f"must be one of {', '.join(repr(m.value) for m in e)}, not {v!r}") from None

    return parse


def is_int(v: object) -> TypeGuard[int]:
    """Whether ``v`` is a whole number as a file or an event gives one: an ``int``, not a ``bool`` (which Python
    counts as 0 and 1)."""
    return isinstance(v, int) and not isinstance(v, bool)


def boolean(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"must be true or false, not {v!r}")
    return v


def amount(v: Any) -> int:
    """A positive whole number of cents."""
    if not is_int(v) or v <= 0:
        raise ValueError(f"must be a positive whole number of cents, not {v!r}")
    return v


def count(v: Any) -> int:
    """A whole number, zero included."""
    if not is_int(v) or v < 0:
        raise ValueError(f"must be a whole number, zero or more, not {v!r}")
    return v


#: how a default shows in tables.toml: (its allowed values, or None not to compare them; the default as written)
Shown = Optional[tuple[Optional[list[str]], str]]


def named_table(v: Any, names: Iterable[str], parse: Callable[[Any], T], where: str, row: str = "name",
                entries: str = "odds") -> tuple[tuple[str, T], ...]:
    """A description's table of odds keyed by ``names`` (the rows of the clause ``where``), each value read by
    ``parse``, sorted by key; a :class:`ValueError` for anything else or a key that is not one of ``names``."""
    names = list(names)
    if not isinstance(v, Mapping):
        raise ValueError(f"must be a table of odds by {row} ({', '.join(names)}), not {v!r}")
    unknown = sorted(set(v) - set(names))
    if unknown:
        raise ValueError(f"{', '.join(unknown)}: not {entries} of {where}; the {row}s are {', '.join(names)}")
    return tuple(sorted((k, parse(x)) for k, x in v.items()))


def printed_odds(parse: Callable[[str], T], example: str) -> Callable[[Any], T]:
    """A parser for payout odds as a layout or a sign prints them, read by the chapter's ``parse``; anything else is
    a ``ValueError`` that shows ``example`` (odds as the chapter prints them, quoted)."""

    def printed(v: Any) -> T:
        try:
            return parse(v) if isinstance(v, str) else parse("")
        except ValueError:
            raise ValueError(f"must be odds as printed, such as {example}, not {v!r}") from None

    return printed


def option(name: str, clause: str, default: Any, **kw: Any) -> Any:
    """A TableConfig field that is a profile option: its ``name`` in ``tables.toml`` and the ``clause`` it is about as
    metadata (what :func:`options_against_spec` compares); ``meta``: more metadata, e.g. :func:`shown_as`."""
    return attrs.field(default=default, metadata={"option": name, "clause": clause, **kw.pop("meta", {})}, **kw)


def parsers_by_type(config: type, **special: Callable[[Any], Any]) -> dict[str, Callable[[Any], Any]]:
    """The parser of each option of ``config`` (every field but ``ruleset``), for :func:`profile`: ``special``'s
    where it names the option, else by the type of its default, as :func:`shown_by_type` shows it in ``tables.toml``:
    an enumeration's values, true or false, or an amount in cents. An option whose default is of another type needs
    a special parser: a :class:`TypeError` names it when the game's module is loaded."""
    out: dict[str, Callable[[Any], Any]] = {}
    for f in attrs.fields(cast(Any, config)):
        d = f.default
        if f.name == "ruleset":
            continue
        if f.name in special:
            out[f.name] = special[f.name]
        elif isinstance(d, enum.Enum):
            out[f.name] = one_of(type(d))
        elif isinstance(d, bool):
            out[f.name] = boolean
        elif type(d) is int:
            out[f.name] = amount
        else:
            raise TypeError(f"{config.__name__}.{f.name}: no parser for a default of type {type(d).__name__}")
    if set(special) - set(out):
        raise TypeError(f"{config.__name__} has no option {sorted(set(special) - set(out))[0]!r}")
    return out


def shown_as(values: list[str], default: str) -> dict[str, Any]:
    """Field metadata: how ``tables.toml`` writes the option's values and default, where the type cannot say."""
    return {"shown": (values, default)}


def options_against_spec(config: type, game: str, shown: Callable[[Any], Shown],
                         variant: Optional[str] = None) -> list[str]:
    """Differences between ``spec/<game>/tables.toml``'s options and the ``config`` attrs class's option fields.

    ``variant``: where one tables.toml serves several games (``spec/blackjack``), only the options whose ``game`` is
    ``variant`` are compared.

    A field is an option when its metadata names one (``option``, ``clause``). ``shown(default)`` gives the
    values and the default as tables.toml writes them, or ``None`` when the default cannot be compared; a field's
    own metadata ``shown`` overrides it.
    """
    problems: list[str] = []
    options = {o["name"]: o for o in spec.tables(game)["option"] if variant is None or o.get("game") == variant}
    for f in attrs.fields(config):
        name = f.metadata.get("option")
        if name is None:
            continue
        o = options.pop(name, None)
        if o is None:
            problems.append(f"{config.__name__}.{f.name} has no option in tables.toml")
            continue
        if o["clause"] != f.metadata["clause"]:
            problems.append(f"{name}: clause {o['clause']} in tables.toml, {f.metadata['clause']} in code")
        s = f.metadata["shown"] if "shown" in f.metadata else shown(f.default)
        if s is None:
            continue
        values, default = s
        if values is not None and sorted(o["values"]) != sorted(values):
            problems.append(f"{name}: values {o['values']} in tables.toml, {values} in code")
        if o["default"] != default:
            problems.append(f"{name}: default {o['default']!r} in tables.toml, {default!r} in code")
    for name in options:
        problems.append(f"option {name} in tables.toml has no {config.__name__} field")
    return problems


ConfigT = TypeVar("ConfigT")
T = TypeVar("T")


def profile(config: Callable[..., ConfigT], data: Mapping[str, Any], source: str, *, game: str, title: str,
            chapter: str | tuple[str, ...], default_ruleset: str, clause: str, parsers: Mapping[str, Callable[[Any], Any]],
            validate: Callable[[ConfigT], list[Problem]]) -> ConfigT:
    """A game's validated table configuration from a profile's keys; :class:`ConfigError` lists every problem.

    ``config``: the game's TableConfig class, whose fields name the clause each option is about (metadata
    ``clause``); ``game``: the profile's ``game`` value; ``chapter``: ``625a``, or the chapters of a family (each a
    Pennsylvania chapter number, or a ruleset prefix such as ``md-paigow``); ``clause``: the clause an unknown
    key, ruleset or game is refused under; ``parsers``: option name -> parser; ``validate``: the checks across
    options.
    """
    fields: dict[str, Any] = attrs.fields_dict(cast(Any, config))
    problems: list[Problem] = []
    kw: dict[str, Any] = {}
    prefixes = tuple(f"{c}@" if "-" in c else f"pa-{c}@" for c in ((chapter,) if isinstance(chapter, str) else chapter))
    rid = data.get("ruleset", default_ruleset)
    if rid not in spec.ruleset_ids() or not str(rid).startswith(prefixes):
        problems.append(Problem("ruleset", clause, f"unknown ruleset {rid!r}; {title} rulesets: "
                                + ", ".join(r for r in spec.ruleset_ids() if r.startswith(prefixes))))
        rid = default_ruleset
    kw["ruleset"] = rid
    if data.get("game", game) != game:
        problems.append(Problem("game", clause, f"a {title} profile says game = \"{game}\", not {data['game']!r}"))
    for key, value in data.items():
        if key in ("ruleset", "game"):  # ``game`` names the game for the command line
            continue
        if key not in parsers:
            problems.append(Problem(key, clause, "unknown option"))
            continue
        try:
            kw[key] = parsers[key](value)
        except ValueError as e:
            problems.append(Problem(key, str(fields[key].metadata["clause"]), str(e)))
    cfg = config(**kw)
    problems += validate(cfg)
    if problems:
        raise ConfigError(problems, source)
    return cfg


def shown_by_type(kinds: type[enum.Enum], every: frozenset[Any]) -> Callable[[Any], Shown]:
    """How a default is written in ``tables.toml``, by its type (for :func:`options_against_spec`): an enumeration's
    values, true/false, an amount, or the wager kinds offered (``all`` when ``every`` one)."""

    def shown(default: Any) -> Shown:
        if isinstance(default, enum.Enum):
            return [m.value for m in type(default)], default.value
        if isinstance(default, bool):
            return ["true", "false"], str(default).lower()
        if isinstance(default, int):
            return ["amount"], str(default)
        if isinstance(default, frozenset):
            return [k.value for k in kinds], "all" if default == every else ",".join(sorted(k.value for k in default))
        raise TypeError(f"no comparison for {type(default).__name__}")

    return shown


def description_fields(data: Mapping[str, Any], *, game: str, title: str, clause: str, rulesets: Any,
                       parsers: Mapping[str, tuple[str, Callable[[Any], Any]]],
                       lists: Optional[Mapping[str, Callable[[Any, list[Problem]], Any]]] = None
                       ) -> tuple[dict[str, Any], list[Problem]]:
    """The fields of an equipment description from its TOML keys, and every problem found, each with its clause:
    ``game`` must be ``game``; ``ruleset`` one of ``rulesets``; a key of ``lists`` (a deck list, the batches) is read
    by its reader, which appends its own problems; any other key by ``parsers`` (key -> the clause it is about and
    its parser); an unknown key is refused under ``clause``. ``title`` names the game in the messages."""
    problems: list[Problem] = []
    kw: dict[str, Any] = {}
    for key, value in data.items():
        if key == "game":
            if value != game:
                article = "an" if title[0] in "AEIOU" else "a"
                problems.append(Problem(key, clause, f"{article} {title} description says game = \"{game}\", not "
                                                     f"{value!r}"))
        elif key == "ruleset":
            if value in rulesets:
                kw[key] = value
            else:
                problems.append(Problem(key, clause, f"unknown ruleset {value!r}; {title} descriptions are checked "
                                                     f"under {', '.join(rulesets)}"))
        elif lists and key in lists:
            kw[key] = lists[key](value, problems)
        elif key not in parsers:
            problems.append(Problem(key, clause, "unknown key"))
        else:
            about, parse = parsers[key]
            try:
                kw[key] = parse(value)
            except ValueError as e:
                problems.append(Problem(key, about, str(e)))
    return kw, problems
