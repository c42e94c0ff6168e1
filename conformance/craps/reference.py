"""The reference model as an implementation under test: what ``croupier serve`` speaks and the oracle."""

from __future__ import annotations

from typing import Any, Mapping

from croupier import __version__
from croupier.conformance.adapter import Engine, EngineAdapter, Table, Unsupported
from croupier.conformance.craps.codec import decode_event, encode_outcome, encode_state
from croupier.reference.craps import State, TableConfig, profile_from_mapping, step
from croupier.reference.errors import ConfigError

__all__ = ["ReferenceCraps", "ReferenceTable", "reference_adapter"]


class ReferenceTable(Table):
    def __init__(self, cfg: TableConfig) -> None:
        self.cfg = cfg
        self.s = State()

    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        st = step(self.cfg, self.s, decode_event(event))
        self.s = st.state
        return [encode_outcome(o) for o in st.outcomes]

    def state(self) -> dict[str, Any]:
        return encode_state(self.s)


class ReferenceCraps(Engine):
    """The reference model of 623a, every option and reading, reporting clauses, state, notices and markers."""

    name = "croupier-reference"
    version = __version__
    games = ("craps", "mini_craps")
    reports = ("clauses", "state", "notices", "markers")

    def open(self, game: str, profile: Mapping[str, Any]) -> Table:
        data = dict(profile)
        if data.setdefault("game", game) != game:
            raise Unsupported("profile/game", f"the profile is for {data['game']!r}, the table for {game!r}")
        try:
            return ReferenceTable(profile_from_mapping(data))
        except ConfigError as x:
            p = x.problems[0]
            raise Unsupported(f"profile/{p.field}", f"{p.reason} ({p.clause})") from None


def reference_adapter() -> EngineAdapter:
    return EngineAdapter(ReferenceCraps())
