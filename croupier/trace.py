"""Traceability: for every clause of every ruleset, the code that implements it and the checks that cover it.

``rid``: a ruleset id (``pa-623a@2015``); ``cid``: a clause id. Pure Python:
the documentation site (``docs/_ext/croupier_docs.py``) and the tests
(``tests/test_trace.py``) read the same figures from :func:`trace`.

Four sources, all read from the installed package:

* **code**: :data:`croupier.spec.citations.REGISTRY`, once every model module
  is imported (``@cites``);
* **contracts**: the icontract preconditions, postconditions and invariants
  on that code, and which of those functions CrossHair checks against a
  deliberately broken twin (:data:`CROSSHAIR`, kept in step with
  ``tests/contracts/test_crosshair.py`` by a test);
* **conformance vectors**: the cases of the bundled vector documents
  (``croupier.conformance/vectors/<ruleset>/<profile>.json``) whose steps cite
  the clause or a clause it contains, counted per profile;
* **witnesses**: ``conformance/<game>/witnesses.toml``, the clauses no outcome
  cites and the clauses whose checks exercise them.

Vectors are generated per edition. A clause of an edition with no vector
document of its own is credited with the vector checks of the same provision
(the same id, or its renumbered id) under another edition, and the trace says
so and whether the clause reads the same there (:attr:`ClauseTrace.elsewhere`).
"""

from __future__ import annotations

import functools
import importlib
import json
import pkgutil
import re
import sys
from importlib import resources
from pathlib import Path
from typing import Any, Iterable, Literal, Mapping, Optional

import attrs

from croupier import spec

__all__ = [
    "CROSSHAIR",
    "ClauseTrace",
    "Contract",
    "Coverage",
    "GAME_MODULES",
    "VectorCheck",
    "Witness",
    "coverage",
    "gaps",
    "import_models",
    "resolve",
    "tests_naming",
    "trace",
    "vector_checks",
]

#: the packages whose modules hold the models (every ``@cites`` registers on import)
GAME_MODULES: tuple[str, ...] = ("croupier.reference",)

#: contracted function -> its deliberately broken twin in ``tests/contracts/twins.py`` that CrossHair refutes
#: (``tests/contracts/test_crosshair.py`` checks the pair on every CI run; ``tests/test_trace.py`` keeps this list in step)
CROSSHAIR: Mapping[str, str] = {
    "croupier.reference.money.winnings": "winnings_floored",
    "croupier.reference.money.round_to_chip": "round_to_chip_ceiling",
    "croupier.reference.money.vigorish": "vigorish_on_wager_and_vig",
    "croupier.reference.craps.kernels.line_outcome": "line_outcome_bar_3",
    "croupier.reference.craps.kernels.odds_cap": "odds_cap_on_stake",
    "croupier.reference.craps.kernels.split_net": "split_net_whole_stake",
    "croupier.reference.craps.kernels.fire_count_pays": "fire_count_repeats",
    "croupier.reference.sicbo.kernels.triple_odds": "triple_odds_any_face",
    "croupier.reference.sicbo.kernels.double_odds": "double_odds_ignores_reading",
    "croupier.reference.sicbo.kernels.total_odds": "total_odds_misread_13",
    "croupier.reference.sicbo.kernels.combination_odds": "combination_odds_per_pair",
    "croupier.reference.sicbo.kernels.small_big_odds": "small_big_odds_triples_count",
    "croupier.reference.sicbo.kernels.single_odds": "single_odds_flat",
    "croupier.reference.tdf.kernels.classify": "classify_gain_first",
    "croupier.reference.tdf.kernels.extra_point_pays": "extra_point_cumulative",
    "croupier.reference.tdf.kernels.single_play_pays": "single_play_four_is_under",
    "croupier.reference.baccarat.kernels.banker_draws": "banker_draws_six_on_five",
    "croupier.reference.baccarat.kernels.coup": "coup_banker_first",
    "croupier.reference.baccarat.kernels.commission": "commission_to_nearest",
    "croupier.reference.baccarat.kernels.house_money_odds": "house_money_by_value",
    "croupier.reference.baccarat.kernels.squeeze_seat": "squeeze_seat_highest_seat",
    "croupier.reference.baccarat.kernels.offer_sequence": "offer_sequence_no_wrap",
    "croupier.reference.paigow.kernels.player_beats": "player_beats_copies_to_player",
    "croupier.reference.paigow.kernels.outcome": "outcome_zero_low_counts",
    "croupier.reference.paigow.kernels.vigorish": "paigow_vigorish_to_nearest",
    "croupier.reference.paigow.kernels.first_position": "first_position_from_zero",
    "croupier.reference.paigow.kernels.pot": "pot_bank_pays_whole_winner",
    "croupier.reference.blackjack.kernels.total": "total_ace_always_eleven",
    "croupier.reference.blackjack.kernels.is_blackjack": "is_blackjack_after_split",
    "croupier.reference.blackjack.kernels.dealer_draws": "dealer_hits_every_soft_17",
    "croupier.reference.spanish21.kernels.versus_dealer": "versus_dealer_21s_push",
    "croupier.reference.blackjack.kernels.insurance_limit": "insurance_limit_rounded_down",
    "croupier.reference.spanish21.kernels.match_odds": "match_odds_stake_twice",
    "croupier.reference.double_attack.kernels.versus_dealer": "da_versus_dealer_multi_card_21_wins",
    "croupier.reference.double_attack.kernels.bust_it_row": "bust_it_row_colour_first",
    "croupier.reference.blackjack.sides.straight_run": "straight_run_counts_the_busting_card",
    "croupier.reference.blackjack.sides.house_money_category": "house_money_pair_by_value",
    "croupier.reference.blackjack.sides.three_card_poker_category": "three_card_poker_wraps_round",
    "croupier.reference.asia_poker.kernels.result": "asia_result_copies_for_player",
    "croupier.reference.asia_poker.kernels.capped": "asia_capped_per_wager",
    "croupier.reference.five_card_hi_lo.kernels.ante_result": "hilo_ante_result_high_tie_to_player",
    "croupier.reference.five_card_hi_lo.kernels.is_set_in_order": "hilo_set_in_order_two_aces_low",
    "croupier.reference.poker_variants.kernels.split_pot": "split_pot_odd_unit_to_low",
    "croupier.reference.poker_variants.kernels.share": "share_odd_units_to_the_last",
    "croupier.reference.controls.coupons.coupon_win": "coupon_win_on_chips_only",
}

ContractKind = Literal["precondition", "postcondition", "invariant"]


@attrs.frozen
class Contract:
    """One icontract condition on a piece of implementing code."""

    owner: str  #: qualified name of the function or class that carries it
    kind: ContractKind
    description: str
    twin: str = ""  #: the refuted broken twin, if CrossHair checks ``owner``


@attrs.frozen
class VectorCheck:
    """The cases of one vector document (one ruleset, one profile) whose steps cite a clause or a clause inside it."""

    ruleset: str
    profile: str
    cases: int
    steps: int


@attrs.frozen
class Witness:
    """A clause that no outcome cites, exercised by the checks of the clauses ``by`` (``witnesses.toml``)."""

    by: tuple[str, ...]
    why: str
    #: the rulesets whose vectors check at least one clause of ``by``
    rulesets: tuple[str, ...]


@attrs.frozen
class ClauseTrace:
    """One clause of one ruleset: what implements it, what checks it."""

    ruleset: str
    clause: spec.Clause
    code: tuple[str, ...]
    contracts: tuple[Contract, ...]
    vectors: tuple[VectorCheck, ...]  #: vector documents of this ruleset
    witness: Optional[Witness]
    #: vector documents of other rulesets that check the same provision (only for a ruleset without vectors of its own)
    elsewhere: tuple[VectorCheck, ...] = ()
    #: the clause reads differently (summary or numbers) in a ruleset of :attr:`elsewhere`
    elsewhere_changed: bool = False
    #: the delta file of this ruleset adds, replaces or renumbers this clause
    changed_here: bool = False

    @property
    def id(self) -> str:
        return self.clause.id

    @property
    def game(self) -> bool:
        """A game-logic clause (the kind the model must implement and the checks must reach)."""
        return self.clause.kind == "game"

    @property
    def has_code(self) -> bool:
        return bool(self.code)

    @property
    def has_contract(self) -> bool:
        return bool(self.contracts)

    @property
    def has_vectors(self) -> bool:
        return bool(self.vectors)

    @property
    def has_witness(self) -> bool:
        """Exercised through the vector checks of its witnesses under this ruleset."""
        return self.witness is not None and self.ruleset in self.witness.rulesets

    @property
    def only_elsewhere(self) -> bool:
        """No check under this ruleset, but the same provision is checked under another edition."""
        return not (self.has_contract or self.has_vectors or self.has_witness) and (
            bool(self.elsewhere) or (self.witness is not None and bool(self.witness.rulesets)))

    @property
    def has_check(self) -> bool:
        """A contract, a conformance vector or a witness covers it, under this ruleset or (see :attr:`elsewhere`) another."""
        return self.has_contract or self.has_vectors or self.has_witness or self.only_elsewhere


@attrs.frozen
class Coverage:
    """Coverage figures of one ruleset, over its game-logic clauses."""

    ruleset: str
    clauses: int
    game: int
    code: int
    contract: int
    vectors: int
    witness: int
    only_elsewhere: int
    check: int
    vector_documents: tuple[str, ...]  #: profile names of this ruleset's own vector documents


def import_models(packages: Iterable[str] = GAME_MODULES) -> None:
    """Import every module of the model packages so that every ``@cites`` has registered."""
    for name in packages:
        pkg = importlib.import_module(name)
        for m in pkgutil.walk_packages(pkg.__path__, name + "."):
            importlib.import_module(m.name)


def resolve(qualname: str) -> Any:
    """The object a qualified name (``croupier.reference.craps.kernels.line_outcome``) names; modules are imported."""
    parts = qualname.split(".")
    for i in range(len(parts), 0, -1):
        mod = ".".join(parts[:i])
        try:
            obj: Any = sys.modules.get(mod) or importlib.import_module(mod)
        except ImportError:
            continue
        for p in parts[i:]:
            obj = getattr(obj, p)
        return obj
    raise LookupError(f"{qualname} names no importable object")


def _contracts(qualname: str) -> tuple[Contract, ...]:
    obj = resolve(qualname)
    twin = CROSSHAIR.get(qualname, "")
    found: list[Contract] = []
    for group in getattr(obj, "__preconditions__", None) or ():
        found += [Contract(qualname, "precondition", c.description or "", twin) for c in group]
    found += [Contract(qualname, "postcondition", c.description or "", twin)
              for c in getattr(obj, "__postconditions__", None) or ()]
    if isinstance(obj, type):
        found += [Contract(qualname, "invariant", c.description or "", twin)
                  for c in getattr(obj, "__invariants__", None) or ()]
    return tuple(found)


def _vector_documents(naming: str = "") -> list[dict[str, Any]]:
    """The bundled vector documents (only those whose text holds ``naming``, if given)."""
    root = resources.files("croupier.conformance").joinpath("vectors")
    docs: list[dict[str, Any]] = []
    for d in sorted(root.iterdir(), key=lambda p: p.name):
        if not d.is_dir():
            continue
        for f in sorted(d.iterdir(), key=lambda p: p.name):
            if f.name.endswith(".json"):
                text = f.read_text(encoding="utf-8")
                if naming in text:
                    docs.append(json.loads(text))
    return docs


Tallies = dict[str, dict[str, dict[str, tuple[int, int]]]]


@functools.cache
def _vector_tallies() -> Tallies:
    """ruleset -> clause id -> profile -> (cases, steps); a step citing a clause also checks each clause containing it."""
    return _tally(_vector_documents())


def vector_checks(rid: str, cid: str) -> tuple[VectorCheck, ...]:
    """The vector checks of clause ``cid`` of ruleset ``rid`` (as :class:`ClauseTrace` gives them), reading only the
    vector files that name the clause when the whole tally is not at hand (one lookup, as ``croupier cite`` makes)."""
    if _vector_tallies.cache_info().currsize:
        return _checks(rid, cid)
    return _checks(rid, cid, _tally(_vector_documents(f'"{cid.partition("@")[0]}')))


def _tally(documents: Iterable[dict[str, Any]]) -> Tallies:
    out: Tallies = {}
    for doc in documents:
        rid, profile = str(doc["ruleset"]), str(doc["profile_name"])
        by_clause = out.setdefault(rid, {})
        for case in doc["cases"]:
            steps: dict[str, int] = {}
            for st in case["steps"]:
                up_all: set[str] = set()
                for cid in st.get("clauses", ()):
                    up: Optional[str] = cid
                    while up is not None:
                        up_all.add(up)
                        up = spec.parent_id(up)
                for cid in up_all:
                    steps[cid] = steps.get(cid, 0) + 1
            for cid, n in steps.items():
                cases, total = by_clause.setdefault(cid, {}).get(profile, (0, 0))
                by_clause[cid][profile] = (cases + 1, total + n)
    return out


def _checks(rid: str, cid: str, tallies: Optional[Tallies] = None) -> tuple[VectorCheck, ...]:
    """The vector documents of ``rid`` whose steps cite ``cid``, and those of another chapter's rulesets that cite it
    (a game citing a provision of a chapter shared by every game: Craps' coupon wagers check 603a.21)."""
    tallies = _vector_tallies() if tallies is None else tallies
    chapter = spec.ruleset(rid).chapter
    out = [VectorCheck(rid, p, c, s) for p, (c, s) in sorted(tallies.get(rid, {}).get(cid, {}).items())]
    for other in sorted(tallies):
        if other != rid and spec.ruleset(other).chapter != chapter:
            out += [VectorCheck(other, p, c, s) for p, (c, s) in sorted(tallies[other].get(cid, {}).items())]
    return tuple(out)


def _same_provision(cid: str, other: spec.Ruleset) -> Optional[str]:
    """``other``'s id for the provision ``cid`` names (directly, renumbered forward, or renumbered back)."""
    if cid in other.clauses:
        return cid
    new = other.renumbered.get(cid)
    if new is not None and new in other.clauses:
        return new
    try:
        return other.local(cid)
    except KeyError:
        return None


def _witnesses(game: str) -> dict[str, tuple[tuple[str, ...], str]]:
    path = resources.files("croupier.conformance").joinpath(game, "witnesses.toml")
    if not path.is_file():
        return {}
    import tomllib

    data = tomllib.loads(path.read_text("utf-8"))
    return {w["clause"]: (tuple(w["by"]), w["why"]) for w in data.get("witness", [])}


def _witnesses_of(rid: str) -> dict[str, tuple[tuple[str, ...], str]]:
    """The witnesses of the clauses of ``rid``, from every conformance suite (a family's spec folder, such as
    ``blackjack``, serves suites of other names, such as ``spanish21``)."""
    out: dict[str, tuple[tuple[str, ...], str]] = {}
    for d in resources.files("croupier.conformance").iterdir():
        if d.is_dir() and d.name != _game_of(rid) and d.joinpath("witnesses.toml").is_file():
            out.update(_witnesses(d.name))  # clause ids name their chapter: other games' entries never match
    out.update(_witnesses(_game_of(rid)))
    return out


def _game_of(rid: str) -> str:
    """The game folder of ``spec/`` a ruleset lives in."""
    root = resources.files("croupier.spec")
    for game in root.iterdir():
        if game.is_dir() and game.joinpath(f"{rid}.toml").is_file():
            return game.name
    raise LookupError(f"no spec file for {rid}")


def delta_ids(rid: str) -> frozenset[str]:
    """The clause ids the file of ``rid`` itself adds, replaces or renumbers to (empty for a full file)."""
    rs = spec.ruleset(rid)
    if not rs.derives_from:
        return frozenset()
    f = resources.files("croupier.spec").joinpath(_game_of(rid), f"{rid}.toml")
    import tomllib

    raw = tomllib.loads(f.read_text("utf-8"))
    return frozenset([c["id"] for c in raw.get("clause", [])] + [r["to"] for r in raw.get("renumber", [])])


@functools.cache
def trace(rid: str) -> tuple[ClauseTrace, ...]:
    """Every clause of ruleset ``rid``, in the spec's order, with its code and checks."""
    from croupier.spec.citations import citing

    import_models()
    rs = spec.ruleset(rid)
    tallies = _vector_tallies()
    own_docs = rid in tallies
    wit = _witnesses_of(rid)
    changed = delta_ids(rid)
    out = []
    for cid, c in rs.clauses.items():
        code = citing(cid)
        contracts = tuple(k for q in code for k in _contracts(q))
        elsewhere: list[VectorCheck] = []
        differs = False
        if not own_docs:
            for other_id in sorted(tallies):
                other = spec.ruleset(other_id)
                there = _same_provision(cid, other)
                if there is None:
                    continue
                got = _checks(other_id, there)
                if got:
                    elsewhere += got
                    differs = differs or (other[there].summary, dict(other[there].numbers)) != (c.summary, dict(c.numbers))
        witness = None
        current = _same_provision(cid, _current(rs)) or cid
        if current in wit:
            by, why = wit[current]
            reached = tuple(r for r in sorted(tallies) if any(tallies[r].get(b) for b in by))
            witness = Witness(by, why, reached)
            if not own_docs and reached:
                for r in reached:
                    there = _same_provision(cid, spec.ruleset(r))
                    if there is not None:
                        other_c = spec.ruleset(r)[there]
                        differs = differs or (other_c.summary, dict(other_c.numbers)) != (c.summary, dict(c.numbers))
        out.append(ClauseTrace(rid, c, code, contracts, _checks(rid, cid), witness, tuple(elsewhere), differs,
                               cid in changed))
    return tuple(out)


def _current(rs: spec.Ruleset) -> spec.Ruleset:
    """The current edition of ``rs``'s chapter (or ``rs`` itself if none is marked current)."""
    for rid in spec.ruleset_ids():
        other = spec.ruleset(rid)
        if other.jurisdiction == rs.jurisdiction and other.chapter == rs.chapter and other.status == "current":
            return other
    return rs


def coverage(rid: str) -> Coverage:
    """The coverage figures of ruleset ``rid`` over its game-logic clauses."""
    rows = trace(rid)
    game = [t for t in rows if t.game]
    return Coverage(
        ruleset=rid,
        clauses=len(rows),
        game=len(game),
        code=sum(t.has_code for t in game),
        contract=sum(t.has_contract for t in game),
        vectors=sum(t.has_vectors for t in game),
        witness=sum(t.has_witness and not t.has_vectors for t in game),
        only_elsewhere=sum(t.only_elsewhere for t in game),
        check=sum(t.has_check for t in game),
        vector_documents=tuple(sorted({p for per in _vector_tallies().get(rid, {}).values() for p in per})),
    )


def gaps(rid: str) -> list[tuple[str, str]]:
    """The game-logic clauses of ``rid`` with no implementing code or no check: (clause id, what is missing)."""
    out = []
    for t in trace(rid):
        if not t.game:
            continue
        missing = [w for w, ok in (("code", t.has_code), ("check", t.has_check)) if not ok]
        if missing:
            out.append((t.id, " and ".join(missing)))
    return out


#: a clause id as tests write it, without its jurisdiction: ``623a.11(b)(1)``, ``545.1#curator``, ``paigow.9(S)``
_TEST_TOKEN = re.compile(r"(?<![\w.])(?:\d{3}[a-z]?|paigow)\.\d+[a-z]?(?:\([0-9A-Za-z]+\))*(?:#[a-z0-9-]+)?")


@functools.cache
def _tests_index() -> dict[str, tuple[str, ...]]:
    """bare clause id -> the tests that name it: a test function whose source names it, or the whole file where only
    module-level data (a parametrize table) does. The tests are in the source tree, not the wheel: empty there."""
    import ast

    root = Path(__file__).resolve().parent.parent / "tests"
    if not root.is_dir():
        return {}
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("test_*.py")):
        text = path.read_text(encoding="utf-8")
        where = str(path.relative_to(root.parent))
        lines = text.splitlines()
        in_functions: set[str] = set()
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                body = "\n".join(lines[node.lineno - 1:node.end_lineno])  # ast.get_source_segment re-splits the file
                for token in set(_TEST_TOKEN.findall(body)):
                    found.setdefault(token, []).append(f"{where}::{node.name}")
                    in_functions.add(token)
        for token in set(_TEST_TOKEN.findall(text)) - in_functions:
            found.setdefault(token, []).append(where)
    return {k: tuple(v) for k, v in found.items()}


def tests_naming(cid: str) -> tuple[str, ...]:
    """The tests that name clause ``cid`` (see :func:`_tests_index`)."""
    return _tests_index().get(cid.split(":", 1)[-1].split("@")[0], ())

