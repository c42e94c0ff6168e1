"""``croupier records check FILE``: a shift record checked clause by clause (465a.6(c), 465a.9(c)(2), 465a.35(b)-(d),
603a.20, 609a.13(c)(3)); see :mod:`croupier.reference.controls.records`."""

from __future__ import annotations

import argparse

from croupier.reference.inputs import print_refusal
from croupier.reference.errors import ConfigError

__all__ = ["add_records_parser", "cmd_records_check"]


def _options(pairs: list[str] | None) -> dict[str, str]:
    """``["name=value", ...]`` as a mapping; a pair without ``=`` is kept with an empty value (and refused)."""
    out = {}
    for pair in pairs or []:
        name, _, value = pair.partition("=")
        out[name.strip()] = value.strip()
    return out


def cmd_records_check(args: argparse.Namespace) -> int:
    """Print the findings of a shift record: 0 when nothing failed, 1 when something did, 2 when the file or an
    ``--option`` is malformed (the message names the field or option)."""
    from croupier.reference.controls import records
    from croupier.reference.findings import format_report

    try:
        options = records.options_from_mapping(_options(getattr(args, "option", None)), "--option")
        record = records.load_record(args.file)
    except ConfigError as e:
        print_refusal(e)
        return 2
    findings = records.check(record, options)
    print(format_report(findings))
    return 0 if all(f.ok for f in findings) else 1


def add_records_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``records`` subcommand (``croupier records check FILE [--option name=value ...]``)."""
    r = sub.add_parser("records", help="the record of a shift: staffing, cameras, retention, coupons, counter checks")
    rsub = r.add_subparsers(dest="action", required=True)
    rc = rsub.add_parser("check", help="report clause by clause on a shift record (game = \"records\")")
    rc.add_argument("file")
    rc.add_argument("--option", action="append", metavar="NAME=VALUE",
                    help="a reading of spec/controls/tables.toml (game = \"records\"), e.g. uplift_rounding=up "
                         "(repeatable)")
    rc.set_defaults(func=cmd_records_check)
