"""The Minibaccarat spec (58 Pa. Code temporary ch. 541, 2010, and the 2013 proposal for its successor ch. 627a as a
delta) loads, numbers every unit of the seeds, records the seed's damage, and its options and fixed readings in
spec/baccarat/tables.toml decide the open questions of the digest it was asked to cover."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from croupier import spec

RID10 = "pa-541@2010t"
RID13 = "pa-627a@2013p"
SPEC_DIR = Path(spec.__file__).resolve().parent / "baccarat"

#: Every unit seed 002 numbers in Annex A, chapter 541 (lines ~434-691), lead-ins included; the one unnumbered
#: definition of 541.1 as a fragment.
SEED_UNITS_541 = (
    "541.1", "541.1#natural",
    "541.2", "541.2(a)", "541.2(b)", "541.2(c)", "541.2(c)(1)", "541.2(c)(2)", "541.2(c)(3)", "541.2(c)(4)",
    "541.2(c)(5)", "541.2(d)", "541.2(e)", "541.2(f)",
    "541.3", "541.3(a)", "541.3(b)", "541.3(b)(1)", "541.3(b)(2)", "541.3(b)(3)", "541.3(b)(4)", "541.3(b)(5)",
    "541.3(b)(6)", "541.3(c)",
    "541.4", "541.4(a)", "541.4(b)", "541.4(c)", "541.4(d)",
    "541.5", "541.5(a)", "541.5(b)", "541.5(c)", "541.5(d)", "541.5(e)", "541.5(f)", "541.5(g)", "541.5(h)",
    "541.5(h)(1)", "541.5(h)(2)", "541.5(h)(2)(i)", "541.5(h)(2)(ii)",
    "541.6", "541.6(a)", "541.6(a)(1)", "541.6(a)(2)", "541.6(a)(3)", "541.6(b)", "541.6(b)(1)", "541.6(b)(2)",
    "541.7",
    "541.8", "541.8(a)", "541.8(a)(1)", "541.8(a)(1)(i)", "541.8(a)(1)(ii)", "541.8(a)(1)(iii)",
    "541.8(a)(1)(iii)(A)", "541.8(a)(1)(iii)(B)", "541.8(a)(2)", "541.8(a)(2)(i)", "541.8(a)(2)(ii)",
    "541.8(a)(2)(iii)", "541.8(a)(3)", "541.8(a)(3)(i)", "541.8(a)(3)(ii)", "541.8(b)", "541.8(c)",
    "541.9", "541.9(a)", "541.9(b)", "541.9(c)", "541.9(c)(1)", "541.9(c)(2)", "541.9(d)",
    "541.10", "541.10(a)", "541.10(b)", "541.10(c)", "541.10(d)", "541.10(e)",
    "541.11", "541.11(a)", "541.11(b)", "541.11(b)(1)", "541.11(b)(2)", "541.11(c)", "541.11(c)(1)",
    "541.11(c)(2)", "541.11(c)(2)(i)", "541.11(c)(2)(ii)", "541.11(c)(2)(iii)", "541.11(d)", "541.11(e)",
    "541.11(f)", "541.11(g)",
    "541.12", "541.12(a)", "541.12(b)", "541.12(c)",
    "541.13", "541.13(a)", "541.13(b)", "541.13(c)", "541.13(d)", "541.13(e)", "541.13(f)", "541.13(g)",
    "541.14", "541.14(a)", "541.14(b)", "541.14(c)", "541.14(d)", "541.14(e)",
    "541.15",
)

#: Every unit the 2013 excerpt of chapter 627a numbers (seed 004, lines ~470-505), lead-ins included.
SEED_UNITS_627A = (
    "627a.2", "627a.2(b)", "627a.2(b)(7)", "627a.2(b)(8)",
    "627a.7", "627a.7(a)", "627a.7(a)(7)", "627a.7(a)(7)(i)", "627a.7(a)(7)(ii)", "627a.7(b)", "627a.7(c)",
    "627a.8", "627a.8(d)", "627a.8(d)(1)", "627a.8(d)(1)(i)", "627a.8(d)(1)(ii)", "627a.8(d)(2)", "627a.8(e)",
    "627a.12", "627a.12(f)", "627a.12(g)",
)

#: What the excerpt itself shows a 2010 unit became (same heading, lead-in or wording in the printed text).
RENUMBERED = {
    "pa:541.2": "pa:627a.2",
    "pa:541.2(c)": "pa:627a.2(b)",
    "pa:541.2(c)(4)": "pa:627a.2(b)(8)",
    "pa:541.8": "pa:627a.7",
    "pa:541.8(a)": "pa:627a.7(a)",
    "pa:541.8(b)": "pa:627a.7(b)",
    "pa:541.8(c)": "pa:627a.7(c)",
    "pa:541.9": "pa:627a.8",
    "pa:541.9(d)": "pa:627a.8(e)",
    "pa:541.13": "pa:627a.12",
}

#: Damage and slips of the seeds: clause -> a phrase its note must carry.
SEED_GARBLES = {
    "pa:541.1": "541.1, 541.8 and 541.14",
    "pa:541.8": "section list",
    "pa:541.14": "section list",
    "pa:541.2(c)(2)": "'Players Hand'",
    "pa:541.3(c)": "541.2(a)",
    "pa:541.5(e)": "twice",
    "pa:541.8(a)(1)(iii)": "garbled",
    "pa:541.8(a)(1)(iii)(B)": "'the licensee'",
    "pa:541.9(c)(2)": "'called'",
    "pa:541.10(e)": "'the cover card'",
    "pa:541.11(c)(2)(iii)": "damaged",
    "pa:541.13(e)": "apostrophe",
    "pa:627a.7(a)(7)(i)": "'regardless'",
    "pa:627a.7(b)": "'plagues'",
    "pa:627a.8(d)(1)": "627a.12(h)",
    "pa:627a.8(e)": "renumbering mark",
    "pa:627a.12(f)": "627a.7(a)(5)",
    "pa:627a.12(g)": "flattened",
    "pa:627a.2(b)(8)": "EZ Baccarat",
    "pa:627a.2(b)(7)": "bold",
}

#: The only legible row of Table 1 as seed 002 prints it, and the worked example of 541.11(g).
SEED_TABLE_ROW = "S S S S D D D D S S"
EXAMPLE = (5, 4, "D")

#: Every payout the two seeds print, transcribed independently: (clause, numbers key) -> odds.
SEED_ODDS = {
    ("pa:541.13(a)", "payout"): "1 to 1",
    ("pa:541.13(b)", "min_payout"): "8 to 1",
    ("pa:541.13(c)", "payout"): "1 to 1",
    ("pa:627a.12(f)", "payout"): "40 to 1",
    ("pa:627a.12(g)", "player_and_banker_pair"): "15 to 1",
    ("pa:627a.12(g)", "player_or_banker_pair"): "3 to 1",
}
ODDS_KEYS = {k for _, k in SEED_ODDS}

#: Digest section 7 items this spec was asked to decide: as an option (name -> A-n) or as a fixed reading.
READING_OPTIONS = {
    "ez_banker_push": "A-25",
    "burn_reveal": "A-3",
    "cut_card_between_rounds": "A-4",
    "faceup_card_value": "A-6",
    "dragon7_insurance": "A-26",
    "midi_2013_deal_procedures": "A-33",
    "squeeze_voluntary_pass": "A-34",
    "curator_passes_on_tie": "A-27",
    "new_shoe_curator": "A-32",
}
FIXED_READINGS = (1, 2, 5, 7, 8, 9, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 28, 30, 31)
#: Midibaccarat/Baccarat only: decided once, as fixed readings, with the 543/545 chapters (and A-32 to A-41, ours);
#: A-27, A-32, A-33 and A-34 are options of the Midibaccarat and Baccarat model.
MIDI_BACCARAT = (10, 11, 12, 29, 35, 36, 37, 38, 39, 40, 41)

#: name -> (kind, values, default): the model's TableConfig is typed against exactly these.
EXPECTED_OPTIONS = {
    "decks": ("election", ["6", "7", "8"], "8"),
    "shuffling": ("election", ["manual", "batch_shuffler", "continuous_shuffler"], "manual"),
    "initial_deal": ("election", ["standard", "face_down", "squeeze"], "standard"),
    "seats": ("election", ["count"], "max"),
    "tie_odds": ("election", ["odds"], "8"),
    "commission_rate": ("election", ["4%", "5%"], "5%"),
    "banker_mode": ("election", ["commission", "tie_charge"], "commission"),
    "vig_rounding": ("election", ["false", "true"], "false"),
    "vig_collection": ("election", ["at_payout", "deferred"], "at_payout"),
    "table_min": ("election", ["amount"], "1000"),
    "table_max": ("election", ["amount"], "500000"),
    "house_money": ("election", ["false", "true"], "false"),
    "house_money_addon_portion": ("election", ["fraction"], "1"),
    "ez_table": ("election", ["false", "true"], "false"),
    "ez_banker_push": ("reading", ["three_card_7", "none"], "three_card_7"),
    "burn_reveal": ("reading", ["first_only", "all"], "first_only"),
    "cut_card_between_rounds": ("reading", ["that_round_and_one_more", "one_more"], "that_round_and_one_more"),
    "faceup_card_value": ("reading", ["baccarat_value", "face_value"], "baccarat_value"),
    "dragon7_insurance": ("reading", ["false"], "false"),
    "squeeze_voluntary_pass": ("reading", ["false", "true"], "true"),
    "midi_2013_deal_procedures": ("reading", ["squeeze_only", "as_2010"], "squeeze_only"),
    "curator_passes_on_tie": ("reading", ["false", "true"], "false"),
    "new_shoe_curator": ("reading", ["offer_from_seat_1", "curator_continues"], "offer_from_seat_1"),
}
PLACEHOLDERS = {"count", "odds", "amount", "fraction"}
#: options about Midibaccarat and Baccarat rules, cited in their chapters' numbers
MIDI_OPTIONS = ("squeeze_voluntary_pass", "midi_2013_deal_procedures", "curator_passes_on_tie", "new_shoe_curator")


def _in_family(cid: str) -> bool:
    return any(cid in spec.ruleset(rid) for rid in spec.ruleset_ids() if rid.startswith(("pa-54", "pa-62", "pa-63")))


def _in_either(cid: str) -> bool:
    return cid in spec.ruleset(RID10) or cid in spec.ruleset(RID13)


def test_rulesets_load() -> None:
    """The 2010 temporary chapter is a full edition; the 2013 proposal a delta of it; both are modelled."""
    r10, r13 = spec.ruleset(RID10), spec.ruleset(RID13)
    assert ("pa", "541", "Minibaccarat", "temporary", "2010-03-20", "", "complete") == (
        r10.jurisdiction, r10.chapter, r10.title, r10.status, r10.effective, r10.derives_from, r10.model)
    assert ("pa", "627a", "Minibaccarat", "proposed", "", RID10, "complete") == (
        r13.jurisdiction, r13.chapter, r13.title, r13.status, r13.effective, r13.derives_from, r13.model)
    assert "seed 002" in r10.source and "40 Pa.B. 1504" in r10.source and "chapter 541" in r10.source
    assert "seed 004" in r13.source and "125-166" in r13.source and "43 Pa.B. 834" in r13.source
    assert {"pa-623a@2012", "pa-623a@2013p", "pa-623a@2015", "pa-625a@2012", "pa-661a@2013p", RID10, RID13} <= set(
        spec.ruleset_ids())


def test_every_numbered_unit_of_541_is_a_clause() -> None:
    """Each section, subsection, paragraph, subparagraph and clause of chapter 541 has its own entry; nothing else."""
    assert 115 == len(SEED_UNITS_541) == len(set(SEED_UNITS_541))
    assert sorted("pa:" + u for u in SEED_UNITS_541) == sorted(spec.ruleset(RID10).clauses)
    # the coverage list's '541.5(i)' is 541.5(h)(2)(i) cut short: there is no such subsection
    assert "pa:541.5(i)" not in spec.ruleset(RID10)


def test_2013_edition_is_the_excerpt_plus_the_carried_2010_text() -> None:
    """pa-627a@2013p = every unit the excerpt prints, plus every 2010 unit it does not renumber, under its 2010 id."""
    r13 = spec.ruleset(RID13)
    assert 21 == len(SEED_UNITS_627A)
    expected = {"pa:" + u for u in SEED_UNITS_541} - set(RENUMBERED) | {"pa:" + u for u in SEED_UNITS_627A}
    assert sorted(expected) == sorted(r13.clauses)
    assert 126 == len(r13.clauses)
    assert RENUMBERED == dict(r13.renumbered)
    for old, new in RENUMBERED.items():
        assert old not in r13 and new in r13 and new not in spec.ruleset(RID10), old
        assert old == spec.ruleset(RID10).local(new)


def test_renumbered_clauses_say_how_the_excerpt_shows_it() -> None:
    """Each renumbered clause's note opens by naming its 2010 id and then gives the evidence of the printed text."""
    r13 = spec.ruleset(RID13)
    for old, new in RENUMBERED.items():
        note = r13[new].note
        assert note.startswith(f"Was {old.removeprefix('pa:')}:"), new
        assert len(note.split(":", 1)[1].strip()) > 30, new


def test_carried_clauses_are_the_2010_text() -> None:
    """A 2010 unit the excerpt does not show is carried into 2013 unchanged: no invented 2013 wording."""
    r10, r13 = spec.ruleset(RID10), spec.ruleset(RID13)
    carried = [cid for cid in r13.clauses if cid.startswith("pa:541.")]
    assert 105 == len(carried)
    for cid in carried:
        assert r10[cid] == r13[cid], cid


def test_ids_are_well_formed_and_have_their_lead_ins() -> None:
    """Ids match the pattern; each unit's enclosing unit is in the edition, under its new number if renumbered."""
    for rid in (RID10, RID13):
        rs = spec.ruleset(rid)
        for cid, c in rs.clauses.items():
            assert spec.CLAUSE_ID.match(cid), cid
            assert re.fullmatch(r"pa:(541\.([1-9]|1[0-5])|627a\.(2|7|8|12))((\([A-Za-z0-9]+\))*|#[a-z0-9-]+)", cid), cid
            assert c.title.strip() and c.summary.strip(), cid
            p = c.parent
            assert p is None or p in rs or RENUMBERED.get(p) in rs, cid
            assert all(r in rs for r in c.refs), cid


def test_kinds_are_sane() -> None:
    """What decides play is game; tables, layouts, decks handling and shoes are equipment; approvals administrative."""
    r10, r13 = spec.ruleset(RID10), spec.ruleset(RID13)
    admin = {cid for rid in (RID10, RID13) for cid, c in spec.ruleset(rid).clauses.items()
             if c.kind == "administrative"}
    assert {"pa:541.2(b)", "pa:541.2(c)", "pa:627a.2(b)"} == admin
    for cid, c in r10.clauses.items():
        m = re.match(r"pa:541\.(\d+)", cid)
        assert m, cid
        section = int(m.group(1))
        if section in (1, 6, 8, 10, 11, 13, 14, 15):
            assert "game" == c.kind, cid
        if section in (4, 7):
            assert "equipment" == c.kind, cid
    for cid in ("pa:541.3(a)", "pa:541.5(a)", "pa:541.5(c)", "pa:541.5(e)", "pa:541.5(g)", "pa:541.9(c)",
                "pa:541.9(c)(1)", "pa:541.9(c)(2)", "pa:541.12(a)", "pa:541.12(b)"):
        assert "game" == r10[cid].kind, cid
    for cid in ("pa:541.2", "pa:541.2(a)", "pa:541.2(c)(4)", "pa:541.2(f)", "pa:541.3(b)(3)", "pa:541.5(b)",
                "pa:541.9(d)", "pa:541.12(c)"):
        assert "equipment" == r10[cid].kind, cid
    for u in SEED_UNITS_627A:
        kind = r13["pa:" + u].kind
        assert kind == ("equipment" if u in ("627a.2", "627a.2(b)(7)", "627a.2(b)(8)", "627a.8(e)") else
                        "administrative" if u == "627a.2(b)" else "game"), u


def test_seed_garbles_are_recorded_in_the_notes() -> None:
    """Each slip, cut-off and wrong cross-reference is in the note of the clause it damages; the 2013 header says
    what the rendering lost."""
    found = {cid: (spec.ruleset(RID13)[cid] if cid in spec.ruleset(RID13) else spec.ruleset(RID10)[cid]).note
             for cid in SEED_GARBLES}
    assert [] == [cid for cid, phrase in SEED_GARBLES.items() if phrase not in found[cid]]
    src = spec.ruleset(RID13).source
    for phrase in ("bold", "[...]", "42 Pa.B. 6761", "excerpt"):
        assert phrase in src, phrase
    assert "only changed text" in spec.ruleset(RID13).summary and "2010 ids" in spec.ruleset(RID13).summary


def _tableau() -> dict[int, list[str]]:
    n = spec.ruleset(RID10)["pa:541.11(c)(2)(iii)"].numbers
    return {b: n[f"banker_{b}"].split() for b in (3, 4, 5, 6)}


def test_tableau_pins_the_legible_row_and_the_example() -> None:
    """pa:541.11(c)(2)(iii): the Banker-5 row is the seed's own, (g)'s example reads off it, and the three rows
    restored from outside the seed are marked as such."""
    rs = spec.ruleset(RID10)
    c = rs["pa:541.11(c)(2)(iii)"]
    rows = _tableau()
    assert all(10 == len(r) and set(r) <= {"D", "S"} for r in rows.values())
    assert SEED_TABLE_ROW == c.numbers["banker_5"]
    g = rs["pa:541.11(g)"].numbers
    assert EXAMPLE == (int(g["example_banker_count"]), int(g["example_third_card"]), g["example_result"])
    assert EXAMPLE[2] == rows[EXAMPLE[0]][EXAMPLE[1]]
    assert ["banker_3", "banker_4", "banker_6"] == c.numbers["restored"].split(", ")
    assert "banker_5" not in c.numbers["restored"]
    assert set(c.numbers) == {"banker_3", "banker_4", "banker_5", "banker_6", "restored"}
    for phrase in ("damaged", "banker_5", "631a.11", "541.11(g)", "conventional"):
        assert phrase in c.note, phrase


def test_tableau_is_the_conventional_one() -> None:
    """An independent statement of the Banker's rule when the Player has drawn (by third-card value t): on 3 draw
    unless t = 8; on 4 draw on 2-7; on 5 on 4-7; on 6 on 6-7."""
    rule = {3: lambda t: t != 8, 4: lambda t: 2 <= t <= 7, 5: lambda t: 4 <= t <= 7, 6: lambda t: 6 <= t <= 7}
    for b, row in _tableau().items():
        assert ["D" if rule[b](t) else "S" for t in range(10)] == row, b


@cache
def _round_probabilities(decks: int = 8) -> dict[str, float]:
    """Exact probabilities of Player, Banker and Tie (and a Banker win on a three-card 7) for one round dealt from a
    full shoe, by the draw rules of the spec: 541.11 with the numbers of 541.11(c)(2)(iii)."""
    rs = spec.ruleset(RID10)
    rows = _tableau()
    assert "0 to 5" == rs["pa:541.11(b)(1)"].numbers["draws_on"] == rs["pa:541.11(c)(1)"].numbers["draws_on"]
    assert "0 to 2" == rs["pa:541.11(c)(2)(i)"].numbers["draws_on"]
    assert "7" == rs["pa:541.11(c)(2)(ii)"].numbers["stands_on"]
    naturals = {int(x) for x in rs["pa:541.1#natural"].numbers["point_counts"].split(", ")}

    def banker_draws(b: int, p3: int | None) -> bool:
        if p3 is None:
            return b <= 5
        if b <= 2:
            return True
        if b == 7:
            return False
        return rows[b][p3] == "D"

    cnt = [16 * decks] + [4 * decks] * 9  # value 0: 10, J, Q, K; 1: ace; 2-9
    out = {"P": 0.0, "B": 0.0, "T": 0.0, "B3_7": 0.0}

    def draws(n: int) -> Iterator[tuple[int, float]]:
        for v in range(10):
            if cnt[v]:
                w = cnt[v] / n
                cnt[v] -= 1
                yield v, w
                cnt[v] += 1

    def settle(p: int, b: int, w: float, banker3: bool) -> None:
        k = "P" if p > b else "B" if b > p else "T"
        out[k] += w
        if k == "B" and banker3 and b == 7:
            out["B3_7"] += w

    def banker(p: int, b: int, p3: int | None, w: float, n: int) -> None:
        if banker_draws(b, p3):
            for v, x in draws(n):
                settle(p, (b + v) % 10, w * x, True)
        else:
            settle(p, b, w, False)

    n = 52 * decks
    for p1, a in draws(n):
        for b1, b in draws(n - 1):
            for p2, c in draws(n - 2):
                for b2, d in draws(n - 3):
                    w = a * b * c * d
                    p, bk = (p1 + p2) % 10, (b1 + b2) % 10
                    if p in naturals or bk in naturals:
                        settle(p, bk, w, False)
                    elif p <= 5:
                        for p3, e in draws(n - 4):
                            banker((p + p3) % 10, bk, p3, w * e, n - 5)
                    else:
                        banker(p, bk, None, w, n - 4)
    return out


def test_house_edges_from_the_tableau() -> None:
    """The restored tableau gives the published eight-deck figures of the standard game (Banker 1.0579% at 5%,
    Player 1.2351%, Tie 14.3596% at 8 to 1): a wrong letter in any row would move them."""
    pr = _round_probabilities()
    assert abs(pr["P"] + pr["B"] + pr["T"] - 1) < 1e-12
    banker_5 = pr["B"] * 0.95 - pr["P"]
    player = pr["P"] - pr["B"]
    tie_8 = 8 * pr["T"] - (1 - pr["T"])
    assert (-0.010579, -0.012351, -0.143596) == tuple(round(x, 6) for x in (banker_5, player, tie_8))


def test_edges_quoted_in_tables_toml_are_the_computed_ones() -> None:
    """The percentages the option summaries quote follow from the tableau and the clause numbers."""
    pr = _round_probabilities()
    opts = {o["name"]: o["summary"] for o in spec.tables("baccarat")["option"]}
    rate = {r: Fraction(r.rstrip("%")) / 100 for r in spec.ruleset(RID10)["pa:541.13(c)"].numbers["rates"].split(", ")}
    tie_rate = float(Fraction(spec.ruleset(RID10)["pa:541.13(f)"].numbers["rate"].rstrip("%")) / 100)
    figures = {
        "commission_rate": [pr["P"] - pr["B"] * (1 - float(rate["5%"])), pr["P"] - pr["B"] * (1 - float(rate["4%"]))],
        "banker_mode": [pr["P"] + tie_rate * pr["T"] - pr["B"]],
        "tie_odds": [1 - 9 * pr["T"]],
        "ez_banker_push": [pr["P"] - (pr["B"] - pr["B3_7"]), pr["B"] - pr["P"]],
    }
    for name, edges in figures.items():
        for e in edges:
            shown = f"{100 * e:.3f}%" if name != "tie_odds" else f"{100 * e:.2f}%"
            assert shown in opts[name], (name, shown)


def test_numbers_are_strings_in_the_files_themselves() -> None:
    """No TOML number or boolean anywhere in the family's files: clause numbers, option values and defaults."""
    def walk(x: object, where: str) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, f"{where}.{k}")
        elif isinstance(x, list):
            for i, v in enumerate(x):
                walk(v, f"{where}[{i}]")
        else:
            assert isinstance(x, str), where

    for f in sorted(SPEC_DIR.glob("*.toml")):
        walk(tomllib.loads(f.read_text(encoding="utf-8")), f.name)


def test_odds_parse_and_match_the_seed() -> None:
    """Every payout is 'N to M' in whole numbers, and the payouts of both editions are exactly those the seeds print."""
    got = {}
    for rid in (RID10, RID13):
        for cid, c in spec.ruleset(rid).clauses.items():
            for k, v in c.numbers.items():
                if k in ODDS_KEYS:
                    assert re.fullmatch(r"[1-9][0-9]* to [1-9][0-9]*", v), (cid, k, v)
                    got[(cid, k)] = v
                elif re.fullmatch(r"\d+ to \d+", v):  # any other 'a to b' is a range, lower first
                    lo, hi = (int(x) for x in v.split(" to "))
                    assert lo < hi, (cid, k, v)
    assert SEED_ODDS == got


def test_every_asked_reading_is_decided_exactly_once() -> None:
    """Each digest A-n (A-1 to A-31) and each of ours (A-32 to A-41) is decided once in tables.toml: as the named
    option or as a fixed reading; the Midibaccarat/Baccarat items are fixed readings until their models land."""
    t = spec.tables("baccarat")
    decided = Counter([o["reading"] for o in t["option"] if "reading" in o] + [r["amb"] for r in t["reading"]])
    fixed = {f"A-{n}" for n in FIXED_READINGS + MIDI_BACCARAT}
    wanted = set(READING_OPTIONS.values()) | fixed
    assert {a: 1 for a in sorted(wanted)} == dict(sorted(decided.items()))
    # A-16 (tie odds of 8 or more) is the election tie_odds
    assert {f"A-{n}" for n in range(1, 42) if n != 16} == wanted
    assert READING_OPTIONS == {o["name"]: o["reading"] for o in t["option"] if o["kind"] == "reading"}
    assert fixed == {r["amb"] for r in t["reading"]}


def _default_is_legal(values: list[str], default: str) -> bool:
    if values == ["count"]:
        return default == "max" or (default.isdigit() and int(default) >= 1)
    if values == ["odds"]:
        return default.isdigit() and int(default) >= 8
    if values == ["amount"]:
        return default.isdigit()
    if values == ["fraction"]:
        try:
            f = Fraction(default)
        except ValueError:
            return False
        return 0 < f <= 1
    return default in values


def test_options_are_exactly_those_the_model_types() -> None:
    """Names, kinds, values and defaults as the model's config expects; defaults legal; clauses in the editions."""
    t = spec.tables("baccarat")
    assert EXPECTED_OPTIONS == {o["name"]: (o["kind"], o["values"], o["default"]) for o in t["option"]}
    for o in t["option"]:
        assert set(o) <= {"name", "kind", "clause", "reading", "values", "default", "summary"}, o
        assert (o["kind"] == "reading") == ("reading" in o), o
        assert (_in_family if o["name"] in MIDI_OPTIONS else _in_either)(o["clause"]), o
        assert len(o["summary"]) > 120, o["name"]
        assert _default_is_legal(o["values"], o["default"]), o["name"]
        if not set(o["values"]) & PLACEHOLDERS:
            assert len(set(o["values"])) == len(o["values"]), o["name"]
    for r in t["reading"]:
        assert set(r) == {"amb", "clause", "reading"}, r
        assert _in_family(r["clause"]), r
        assert len(r["reading"]) > 80, r["amb"]


def test_default_legality_check_can_fail() -> None:
    """The legality helper refuses what it should, so the test above is not vacuous."""
    assert not _default_is_legal(["odds"], "7")
    assert not _default_is_legal(["fraction"], "3/2")
    assert not _default_is_legal(["fraction"], "0")
    assert not _default_is_legal(["4%", "5%"], "6%")
    assert not _default_is_legal(["count"], "0")
    assert _default_is_legal(["fraction"], "1/2")


def test_option_clauses_and_summaries_name_the_counterparts() -> None:
    """The family file cites the Minibaccarat clause and names the Midibaccarat/Baccarat counterparts in words."""
    opts = {o["name"]: o for o in spec.tables("baccarat")["option"]}
    expected_clause = {
        "decks": "pa:541.3(a)", "shuffling": "pa:541.3(b)", "initial_deal": "pa:541.9(c)", "seats": "pa:541.2(a)",
        "tie_odds": "pa:541.13(b)", "commission_rate": "pa:541.13(c)", "banker_mode": "pa:541.13(f)",
        "vig_rounding": "pa:541.13(d)", "vig_collection": "pa:541.13(e)", "house_money": "pa:627a.7(a)(7)",
        "house_money_addon_portion": "pa:627a.8(d)(1)(i)", "ez_table": "pa:627a.2(b)(8)",
        "ez_banker_push": "pa:627a.2(b)(8)", "burn_reveal": "pa:541.5(g)", "cut_card_between_rounds": "pa:541.10(e)",
        "faceup_card_value": "pa:541.14(d)", "dragon7_insurance": "pa:627a.12(f)",
    }
    assert expected_clause == {n: opts[n]["clause"] for n in expected_clause}
    counterparts = {
        "decks": ("543.3(a)", "545.3(a)"), "shuffling": ("543.3(b)", "545.3(b)"),
        "initial_deal": ("543.9(c)(3)", "545.9(d)"), "seats": ("543.2(a)", "545.2(a)"),
        "tie_odds": ("543.13(b)", "545.13(b)"), "commission_rate": ("543.13(c)", "545.13(c)"),
        "banker_mode": ("543.13(f)", "545.13"), "vig_rounding": ("543.13(d)", "545.13(d)"),
        "vig_collection": ("543.13(e)", "545.13(e)"), "house_money": ("629a.7(a)(7)", "631a.8(a)(7)"),
        "house_money_addon_portion": ("629a.8(c)(3)(i)(A)", "631a.9(e)(1)(i)"),
        "ez_table": ("629a.2(b)(8)", "631a.2(b)(8)"),
    }
    for name, refs in counterparts.items():
        for r in refs:
            assert r in opts[name]["summary"], (name, r)
    for name in ("table_min", "table_max"):
        assert "outside the chapter" in opts[name]["summary"]


def test_readings_flag_what_is_not_in_the_sources() -> None:
    """EZ's compensating rule and Dragon 7 Insurance's win condition are not in the sources, and say so."""
    opts = {o["name"]: o for o in spec.tables("baccarat")["option"]}
    assert "NOT IN THE SOURCES" in opts["ez_banker_push"]["summary"]
    assert "1.235%" in opts["ez_banker_push"]["summary"]
    assert ["false"] == opts["dragon7_insurance"]["values"]
    assert "refuses true" in opts["dragon7_insurance"]["summary"]
    assert "40 to 1" == spec.ruleset(RID13)["pa:627a.12(f)"].numbers["payout"]


def test_seat_order_reading_agrees_with_the_text() -> None:
    """A-28: seat 1 at the dealer's right, numbers rising counterclockwise; so the cut (highest seat, clockwise) and
    the payment of winners (highest seat down) run the same way, and House Money settlement the other."""
    a28 = next(r for r in spec.tables("baccarat")["reading"] if r["amb"] == "A-28")
    assert a28["reading"].startswith("Seat 1 is at the dealer's right and seat numbers rise counterclockwise")
    rs10, rs13 = spec.ruleset(RID10), spec.ruleset(RID13)
    assert "highest-numbered seat, then clockwise" in rs10["pa:541.5(c)"].summary
    assert "highest-numbered seat" in rs10["pa:541.12(b)"].summary and "going down" in rs10["pa:541.12(b)"].summary
    assert "counterclockwise from the dealer's right" in rs13["pa:627a.8(d)(1)"].summary
    assert "7" == rs10["pa:541.2(a)"].numbers["max_players"]


def test_options_named_in_clause_notes_exist() -> None:
    """A note that sends the reader to 'option X' in tables.toml names an option that is there."""
    names = {o["name"] for o in spec.tables("baccarat")["option"]}
    notes = " ".join(c.note for rid in (RID10, RID13) for c in spec.ruleset(rid).clauses.values())
    named = set(re.findall(r"options? ([a-z_0-9]+)(?: and ([a-z_0-9]+))?", notes))
    assert named
    assert {n for pair in named for n in pair if n} <= names


@pytest.mark.parametrize("cid,key,value", [
    ("pa:541.1#natural", "point_counts", "8, 9"),
    ("pa:541.2(a)", "max_players", "7"),
    ("pa:541.3(a)", "decks", "6 to 8"),
    ("pa:541.3(b)", "decks", "12 to 16"),
    ("pa:541.3(c)", "max_hours", "4"),
    ("pa:541.5(d)", "min_cards_from_end", "10"),
    ("pa:541.5(e)", "min_cards_below_cut_card", "14"),
    ("pa:541.5(g)", "ten_to_king", "10"),
    ("pa:541.6(a)(2)", "value", "0"),
    ("pa:541.6(b)(2)", "point_count", "2"),
    ("pa:541.8(a)(1)(iii)(B)", "rate", "25%"),
    ("pa:541.10(d)", "max_extra_cards", "1"),
    ("pa:541.13(c)", "rates", "4%, 5%"),
    ("pa:541.13(d)", "unit", "$0.05"),
    ("pa:541.13(f)", "rate", "25%"),
    ("pa:541.14(c)", "extra_cards", "1"),
])
def test_seed_numbers(cid: str, key: str, value: str) -> None:
    """The facts the seed fixes, transcribed again as a witness."""
    assert value == spec.ruleset(RID10)[cid].numbers[key]
