"""One diff for the CLI and the docs (issue 30): renumbered provisions say what differs, unrelated chapters are
refused, and ``croupier diff`` prints the counts the edition pages print."""

from __future__ import annotations

import pytest

from croupier import cli, editions, spec

#: every ruleset with the one it derives from: the pairs the edition pages show
PAIRS = [(spec.ruleset(r).derives_from, r) for r in spec.ruleset_ids() if spec.ruleset(r).derives_from]


def test_renumbered_maryland_provisions_say_what_differs() -> None:
    d = editions.diff("pa-621a@2012", "md-paigow@1.1")
    moved = {c.was: c for c in d.renumbered}
    assert len(moved) == 119 and not d.changed
    assert moved["pa:621a.8(d)"].now == "md:paigow.8(D)"
    # the 541 -> 627a move that gains the EZ Baccarat exemption is a move *and* a change
    ez = {c.was: c for c in editions.diff("pa-541@2010t", "pa-627a@2013p").renumbered}["pa:541.2(c)(4)"]
    assert ez.now == "pa:627a.2(b)(8)" and "summary" in ez.what and ez.in_substance


def test_backwards_is_the_mirror() -> None:
    for old, new in PAIRS:
        fwd, back = editions.diff(old, new), editions.diff(new, old)
        assert set(fwd.added) == set(back.removed) and set(fwd.removed) == set(back.added), (old, new)
        assert {(c.was, c.now) for c in fwd.renumbered} == {(c.now, c.was) for c in back.renumbered}, (old, new)
        assert {c.was for c in fwd.changed} == {c.was for c in back.changed}, (old, new)


def test_unrelated_chapters_are_refused_unless_asked() -> None:
    with pytest.raises(editions.Unrelated):
        editions.diff("pa-623a@2015", "pa-625a@2012")
    assert not editions.diff("pa-623a@2015", "pa-625a@2012", unrelated=True).related


@pytest.mark.parametrize("old, new", PAIRS, ids=[f"{a}-{b}" for a, b in PAIRS])
def test_the_cli_prints_the_counts_the_docs_print(old: str, new: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["diff", old, new]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == f"{old} -> {new}: {editions.diff(old, new).counts()}"


@pytest.mark.parametrize("argv", [["diff", "623a@2012", "pa-623a@2015"], ["diff", "pa-623a@2015", "pa-625a@2012"],
                                  ["diff", "nope", "nada"]])
def test_bad_arguments_are_one_line_errors(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


def _forms(rid: str, cid: str) -> list[str]:
    """Every way a reader writes ``cid`` of ``rid``: with its jurisdiction, bare, and tagged with the edition."""
    bare = cid.split(":", 1)[1]
    tag = rid.rpartition("@")[2]
    forms = [cid, bare]
    if "@" not in cid:
        forms += [f"{cid}@{tag}", f"{bare}@{tag}"]
    return forms


def test_every_id_in_every_form_names_its_clause() -> None:
    """``croupier cite`` reads ids with :func:`spec.locate`: every clause of every ruleset, written each way, is found
    in that ruleset (issue 30: the Maryland ids and the ``@2015``, ``@2013p`` forms were not)."""
    missing = [(form, rid, cid) for rid in spec.ruleset_ids() for cid in spec.ruleset(rid).clauses
               for form in _forms(rid, cid) if (rid, cid) not in spec.locate(form)]
    assert not missing, missing[:10]


@pytest.mark.parametrize("text, where", [
    ("md:paigow.9(S)", ("md-paigow@1.1", "md:paigow.9(S)")), ("paigow.9(S)", ("md-paigow@1.1", "md:paigow.9(S)")),
    ("623a.3(a)(43)@2015", ("pa-623a@2015", "pa:623a.3(a)(43)")), ("623a.5(f)@2012", ("pa-623a@2012", "pa:623a.5(f)")),
    ("pa:621a.8(d)@1.1", ("md-paigow@1.1", "md:paigow.8(D)")), ("621a.8(d)@2010t", ("pa-535@2010t", "pa:535.10(d)")),
    ("541.2(c)(4)@2013p", ("pa-627a@2013p", "pa:627a.2(b)(8)")),
])
def test_an_edition_tag_finds_that_editions_number(text: str, where: tuple[str, str]) -> None:
    assert spec.locate(text) == (where,)


@pytest.mark.parametrize("text", ["nonsense", "623a.99", "", "pa:", "@2015", "623a.5(f)@1999", "x" * 5000, "pa:623a.5(f)\x00"])
def test_what_names_nothing_is_found_nowhere(text: str) -> None:
    assert spec.locate(text) == ()
