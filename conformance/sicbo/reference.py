"""The Sic Bo reference model as an implementation under test: what ``croupier serve`` speaks for ``sicbo``."""

from __future__ import annotations

from typing import Any, Mapping

from croupier import __version__
from croupier.conformance.adapter import Engine, EngineAdapter, Table, Unsupported
from croupier.conformance.sicbo.codec import decode_event, encode_outcome, encode_state
from croupier.reference.errors import ConfigError
from croupier.reference.sicbo import State, TableConfig, profile_from_mapping, step

__all__ = ["ReferenceSicBo", "reference_adapter"]


class ReferenceTable(Table):
    def __init__(self, cfg: TableConfig) -> None:
        self.cfg = cfg
        self.s = State()

    def event(self, event: dict[str, Any]) -> list[dict[str, Any]]:
        st = step(self.cfg, self.s, decode_event(event))
        self.s = st.state
        return [encode_outcome(o) for o in st.outcomes]

    def state(self) -> dict[str, Any]:
        return encode_state(self.cfg, self.s)


class ReferenceSicBo(Engine):
    """The reference model of 625a, every option and reading, reporting clauses, state and notices."""

    name = "croupier-reference"
    version = __version__
    games = ("sicbo",)
    reports = ("clauses", "state", "notices")

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
    return EngineAdapter(ReferenceSicBo())
