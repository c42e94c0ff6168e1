"""The games the conformance engine knows: each game's reference in protocol form, its profiles and its suite.

``g``: a :class:`GameSuite`; ``cfg``: the game's reference configuration;
``s``: the reference state; ``m``: an event in protocol form. The runner,
the vector generator, the CLI and the pytest plugin are written once against
this description; each game package (``croupier.conformance.craps``,
``croupier.conformance.sicbo``) fills one in as its ``SUITE``.
"""

from __future__ import annotations

import importlib
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Mapping, Optional

import attrs

from croupier import games as registry
from croupier.conformance.compare import OrderRule
from croupier.conformance.protocol import ProtocolError
from croupier.reference.errors import read_toml

__all__ = ["GAMES", "GameSuite", "applying", "in_protocol", "not_offered_of", "reason_shape", "staking", "suite_for",
           "suite_of", "table_games"]

Message = dict[str, Any]

#: suite name -> the package whose ``game`` module defines ``SUITE``, in the game registry's order
#: (:mod:`croupier.games`, where each game registers its suite)
GAMES: dict[str, str] = {g.name: g.suite for g in registry.suite_games() if g.suite is not None}


@attrs.frozen(kw_only=True)
class GameSuite:
    """One game on the conformance engine."""

    name: str  #: the suite's name, as ``croupier conform --game`` takes it and reports carry it
    tables: tuple[str, ...]  #: the protocol's ``game`` values it covers (``craps``, ``mini_craps``)
    default_ruleset: str
    profile_clause: str  #: the clause a profile file is read under (its errors cite it)
    #: profile -> the reference's configuration (a ConfigError names the field at fault)
    config: Callable[[dict[str, Any]], Any]
    table_game: Callable[[Any], str]  #: cfg -> the protocol ``game`` of its tables
    ruleset: Callable[[Any], str]  #: cfg -> its ruleset id
    initial: Callable[[], Any]  #: a fresh table's state
    decode: Callable[[Message], Any]  #: m -> the reference's event (a malformed one is a ProtocolError naming the field)
    #: cfg, s, e -> (the reference's outcomes in protocol form, the state after)
    apply: Callable[[Any, Any, Any], tuple[list[Message], Any]]
    observe: Callable[[Any, Any], Message]  #: cfg, s -> the observable state (INTERPRETING.md, section 2)
    stake: Callable[[Any, Any, str], Optional[int]]  #: s, seat, bet -> the amount of that wager, if on the layout
    #: m -> what the event's dice decide by, for vector signatures (a Craps total; a Sic Bo pattern), or ``None``
    dice_class: Callable[[Message], Any]
    #: the kinds an implementation does not offer -> the clauses of those wagers (reported "not offered")
    not_offered: Callable[[frozenset[str]], set[str]]
    machine: Any  #: the suite's RuleBasedStateMachine class (a LockstepMachine)
    #: cfg -> short scripted sequences the vector generator mines for behaviours first
    scripts: Callable[[Any], list[list[Message]]]
    #: cfg -> (id suffix, events) cases kept whole in the vectors (a Fire Bet after n points)
    whole_cases: Callable[[Any], list[tuple[str, list[Message]]]]
    profiles: Mapping[str, Callable[[], dict[str, Any]]]
    default_profiles: tuple[str, ...]
    vector_profiles: tuple[str, ...]
    example: str  #: ``module:Engine`` of the bundled independent implementation
    #: what the reference of this game reports (INTERPRETING.md, section 4)
    reports: tuple[str, ...] = ("clauses", "state", "notices")
    #: a refusal -> what tells it apart from others under the same clause in vector signatures (``None``: nothing)
    refusal_key: Callable[[Message], Any] = lambda o: None
    #: the clause ids (prefixes) of its ruleset the suite checks, where it checks only part of a chapter (the dice
    #: lifecycle is 603a.13 of chapter 603a); empty: every game-logic clause of the ruleset
    scope: tuple[str, ...] = ()
    #: vector signatures take each clause a money outcome cites apart, not the whole set: for a game whose outcomes
    #: cite many leaves at once (Maryland Pai Gow's pair items), every leaf still gets a case without one per combination
    signature_by_clause: bool = False
    #: the clauses that prescribe an order among the money outcomes of one event (protocol 0.2, INTERPRETING.md 4.2)
    order: tuple[OrderRule, ...] = ()
    #: observable state field -> the clauses that govern it, blamed when that field differs and no clause of the step
    #: is about ``state``
    state_clauses: Mapping[str, tuple[str, ...]] = attrs.field(factory=dict)

    def run_event(self, cfg: Any, s: Any, m: Message) -> tuple[Optional[list[Message]], Any]:
        """The reference's outcomes for ``m`` in protocol form (``None`` for a malformed event), and the state after."""
        try:
            e = self.decode(m)
        except ProtocolError:
            return None, s
        return self.apply(cfg, s, e)

    def profile_named(self, name: str) -> tuple[str, dict[str, Any]]:
        """A bundled profile by name, or a profile TOML file by path."""
        if name in self.profiles:
            return name, self.profiles[name]()
        path = Path(name)
        return path.stem, read_toml(path, self.profile_clause)

    def bundled_vectors(self, name: str, profile: Mapping[str, Any]) -> Optional[Path]:
        """The shipped vector file for a bundled profile, if there is one."""
        rid = str(profile.get("ruleset", self.default_ruleset))
        path = resources.files("croupier.conformance").joinpath("vectors", rid, f"{name}.json")
        return Path(str(path)) if path.is_file() else None


def suite_for(game: str) -> GameSuite:
    """The suite of a suite name (``sicbo``) or of a protocol game (``mini_craps`` is Craps')."""
    for name, package in GAMES.items():
        if game == name:
            return importlib.import_module(package + ".game").SUITE  # type: ignore[no-any-return]
    for name in GAMES:
        g = suite_for(name)
        if game in g.tables:
            return g
    raise KeyError(f"no conformance suite for the game {game!r}; known: {', '.join(GAMES)}")


def table_games() -> tuple[str, ...]:
    """Every protocol ``game`` value some suite covers."""
    return tuple(t for name in GAMES for t in suite_for(name).tables)


def applying(step: Callable[[Any, Any, Any], Any], encode: Callable[[Any], Message]
             ) -> Callable[[Any, Any, Any], tuple[list[Message], Any]]:
    """A :attr:`GameSuite.apply` from a model's ``step(cfg, s, e)`` and its outcome encoder."""

    def apply(cfg: Any, s: Any, e: Any) -> tuple[list[Message], Any]:
        st = step(cfg, s, e)
        return [encode(o) for o in st.outcomes], st.state

    return apply


def staking(parse_bet: Callable[[str], Any]) -> Callable[[Any, Any, str], Optional[int]]:
    """A :attr:`GameSuite.stake` for a state with ``wager(seat, bet)``, bets read by ``parse_bet``."""

    def stake(s: Any, seat: Any, bet: str) -> Optional[int]:
        w = s.wager(seat, parse_bet(bet))
        return None if w is None else int(w.amount)

    return stake


def reason_shape(o: Message) -> str:
    """A :attr:`GameSuite.refusal_key`: the refusal's reason with its numbers left out, so that a clause that refuses
    for several reasons (cash, a zero stake, under the minimum, over the maximum) gives a case for each."""
    return "".join(c for c in str(o.get("reason", "")) if not c.isdigit()).strip()


def suite_of(name: str, *, step: Callable[[Any, Any, Any], Any], codec: ModuleType, conform: ModuleType,
             vectors: ModuleType, **rest: Any) -> GameSuite:
    """A game's :class:`GameSuite` from the modules every game names alike: ``codec`` (``decode_event``,
    ``encode_outcome``, ``encode_state``), ``conform`` (its bundled ``PROFILES``, ``DEFAULT_PROFILES`` and
    ``VECTOR_PROFILES``) and ``vectors`` (``whole_cases``, and the scripted sequences: ``scripts`` in protocol form,
    or ``events``, model events the codec encodes), with the model's ``step`` applied. Unless
    ``rest`` says otherwise: one protocol ``game`` named like the suite, the configuration's own ruleset, refusals
    under one clause told apart by their reason's shape, no dice, every wager offered. ``rest``: the game's own
    fields."""
    fields: dict[str, Any] = dict(
        name=name, tables=(name,), table_game=lambda cfg: name, ruleset=lambda cfg: cfg.ruleset,
        decode=codec.decode_event, apply=applying(step, codec.encode_outcome), observe=codec.encode_state,
        refusal_key=reason_shape, dice_class=lambda m: None, not_offered=lambda offered: set(),
        scripts=getattr(vectors, "scripts", None) or in_protocol(vectors.events, codec.encode_event),
        whole_cases=vectors.whole_cases, profiles=conform.PROFILES,
        default_profiles=conform.DEFAULT_PROFILES, vector_profiles=conform.VECTOR_PROFILES)
    return GameSuite(**(fields | rest))


def in_protocol(events: Callable[[Any], list[list[Any]]], encode: Callable[[Any], Message]
                ) -> Callable[[Any], list[list[Message]]]:
    """A :attr:`GameSuite.scripts`: the sequences ``events`` gives for a configuration, each event ``encode``-d."""
    return lambda cfg: [[encode(e) for e in sequence] for sequence in events(cfg)]


def not_offered_of(wager_clause: Mapping[str, str]) -> Callable[[frozenset[str]], set[str]]:
    """A :attr:`GameSuite.not_offered`: the clause of each wager (``wager_clause``: its protocol kind -> clause) not
    offered."""
    return lambda offered: {c for k, c in wager_clause.items() if k not in offered}
