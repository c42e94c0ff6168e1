"""Mutants of the bundled dice log: realistic bugs of a table-management system's dice records, in custody out of
the storage area, who inspects and who watches, the instruments and surveillance, sealing and its labels, the seal
check at the table, who puts dice in play, the number of dice and the time limits, and removal with its report.

``m``: a :class:`~croupier.conformance.examples.mutants.Mutant`. Each mutant is one textual patch (or a few, for one
bug) of ``dice_log.py``, loaded as a module of its own, so the bundled implementation itself is never changed. Every
mutant changes something the suite observes (a refusal, its clause, a notice or the records).
"""

from __future__ import annotations

from croupier.conformance.examples.mutants import Mutant, _m

__all__ = ["MUTANTS"]

MUTANTS: tuple[Mutant, ...] = (
    # --- custody out of the storage area, (f)(1)(i), (f)(2)(i), (f)(3)(v) -----------------------
    _m("storage-without-security", "pa:603a.13(f)(1)(i)", "Dice leave the storage area with a manager alone, no "
       "security employee",
       ('if not (any(rank(r) >= 3 for r in by) and "security" in by):',
        'if not any(rank(r) >= 3 for r in by):')),
    _m("storage-by-pit-manager", "pa:603a.13(f)(1)(i)", "A pit manager may carry dice out of storage (the text wants "
       "an assistant shift manager or above)",
       ('if not (any(rank(r) >= 3 for r in by) and "security" in by):',
        'if not (any(rank(r) >= 2 for r in by) and "security" in by):')),
    _m("alt3-unsealed-leave-storage", "pa:603a.13(f)(3)(iv)", "Under Alternative 3, dice leave storage before they "
       "are sealed",
       ('if self.alt == "3" and d["status"] != "sealed":', 'if self.alt == "3" and d["status"] == "removed":')),
    # --- who inspects, and where, (f)(1)(ii), (f)(2)(i), (iv)(B), (f)(3)(i)-(iii) -----------------
    _m("craps-floorperson-inspects", "pa:603a.13(f)(1)(ii)", "At a Craps table the floorperson inspects, not the "
       "boxperson",
       ('at_table = "boxperson" if game == "craps" else "floorperson"', 'at_table = "floorperson"')),
    _m("alt1-no-dealer-watching", "pa:603a.13(f)(1)(ii)", "An Alternative 1 inspection needs no dealer present",
       ('if at_table not in by or "dealer" not in present:', 'if at_table not in by:')),
    _m("alt1-reserve-in-pit", "pa:603a.13(f)(1)(iv)", "Alternative 1 reserve dice are inspected in the pit stand "
       "instead of at the table",
       ('            if d["where"] != "table":\n                raise Refused(self.para("(iv)" if d["reserve"] '
        'else "(ii)"), "at the table")',
        '            if d["where"] not in ("table", "pit"):\n                raise Refused(self.para("(iv)" if '
        'd["reserve"] else "(ii)"), "at the table")')),
    _m("alt2-one-supervisor", "pa:603a.13(f)(2)(i)", "Alternative 2 inspection by one supervisor with nobody watching",
       ('            if not (set(by) & set(pit) and set(present) & set(pit)):\n                raise Refused(self.para('
        '"(i)" +',
        '            if not set(by) & set(pit):\n                raise Refused(self.para("(i)" +')),
    _m("alt2-boxperson-inspects-sic-bo", "pa:603a.13(f)(2)(i)(B)", "A boxperson may inspect Sic Bo, Three Dice "
       "Football and Pai Gow dice in the pit",
       ('return ("boxperson", "floorperson") if game in ("craps", "mini_craps") else ("floorperson",)',
        'return ("boxperson", "floorperson")')),
    _m("alt2-reserve-by-dealer", "pa:603a.13(f)(2)(iv)(B)", "Alternative 2 reserve dice may be reinspected by a "
       "dealer",
       ('if not (any(rank(r) >= 1 for r in by) and any(rank(r) >= 1 for r in present)):',
        'if not (by and any(rank(r) >= 1 for r in present)):')),
    _m("alt3-surveillance-not-told", "pa:603a.13(f)(3)(ii)", "Alternative 3 inspection starts without telling "
       "surveillance",
       ('        if not told:\n            raise Refused(self.para("(ii)"), "tell surveillance first")\n', '')),
    _m("alt3-no-security", "pa:603a.13(f)(3)(i)", "Alternative 3 inspection without a security employee attending",
       ('any(rank(r) >= 3 for r in people)\n                and "security" in people):',
        'any(rank(r) >= 3 for r in people)):')),
    # --- the instruments and surveillance's view, (f)(1)(ii), (f)(2)(ii), (f)(3)(iii), (viii) ----
    _m("no-magnet", "pa:603a.13(f)(1)(ii)", "An inspection without the magnet is accepted",
       ('TOOLS = ("micrometer", "balancing_caliper", "steel_set_square", "magnet")',
        'TOOLS = ("micrometer", "balancing_caliper", "steel_set_square")')),
    _m("no-equivalent-micrometer", "pa:603a.13(f)(1)(ii)", "An approved equivalent of the micrometer is not "
       "accepted",
       ('have = set(tools) | ({"micrometer"} if "approved_equivalent" in tools else set())', 'have = set(tools)')),
    _m("unseen-inspection", "pa:603a.13(f)(1)(ii)", "An inspection surveillance cannot see is accepted",
       ('        if not visible:\n            raise Refused(self.para("(viii)" if how == "3" else part, how), '
        '"surveillance must see it")\n', '')),
    # --- sealing, (f)(2)(v), (f)(3)(iv) --------------------------------------------------------
    _m("tdf-package-of-six", "pa:603a.13(f)(2)(v)(A)", "Three Dice Football packages always hold six dice, "
       "whatever the profile's reading",
       ('size = int(self.cfg["tdf_sealed_set_size"]) if game == "tdf" else 5', 'size = 6 if game == "tdf" else 5')),
    _m("label-any-date", "pa:603a.13(f)(3)(iv)(A)", "A package's label may carry any date, not the inspection's",
       ('        if when != d["inspected"]:\n            raise Refused(label_clause, "date of inspection")\n', '')),
    _m("label-unsigned", "pa:603a.13(f)(3)(iv)(A)", "A package's label needs no signature",
       ('if not names or any(not x.strip() for x in names):', 'if any(not x.strip() for x in names):')),
    _m("alt3-no-singles", "pa:603a.13(f)(3)(iv)(D)", "Alternative 3 does not let a reserve die be sealed on its own",
       ('single = self.alt == "3" and d["dice"] == 1', 'single = False')),
    # --- at the table, (f)(1)(iii), (f)(2)(iii), (f)(3)(v), (vi) ---------------------------------
    _m("broken-seal-played", "pa:603a.13(f)(3)(vi)", "Dice from a broken seal go into play",
       ('            if not intact:\n                d["status"] = "quarantined"',
        '            if intact is False and False:\n                d["status"] = "quarantined"')),
    _m("seal-unchecked", "pa:603a.13(f)(3)(v)", "A sealed package is opened without the seal being checked",
       ('            if intact is None:\n                raise Refused(self.para("(v)"), "check the seal")\n', '')),
    _m("uninspected-reserve-played", "pa:603a.13(f)(1)(iv)", "Reserve dice straight from the pit stand into the cup",
       ('        if d["status"] == "uninspected":\n            part =',
        '        if d["status"] == "uninspected" and not d["reserve"]:\n            part =')),
    _m("alt2-pai-gow-floorperson-loads", "pa:603a.13(f)(2)(iii)(C)", "Under Alternative 2 the floorperson, not the "
       "dealer, puts Pai Gow dice in the shaker",
       ('return self.para("(iii)(C)"), lambda r: r == "dealer", None', 'return self.para("(iii)(C)"), floor, None')),
    _m("manual-shaker-needs-dealer", "pa:603a.13(f)(3)(v)(B)", "A manual Sic Bo shaker is secured only with a "
       "dealer present",
       ('return self.para("(v)(B)"), lambda r: rank(r) >= 1, None',
        'return self.para("(v)(B)"), lambda r: rank(r) >= 1, "dealer"')),
    # --- the dice in play and the time limits ---------------------------------------------------
    _m("tdf-five-dice", "pa:661a.4(a)", "A Three Dice Football table plays five dice, as Craps",
       ('"tdf": (6, "pa:661a.4(a)")', '"tdf": (5, "pa:661a.4(a)")')),
    _m("limit-25-hours", "pa:623a.7(d)", "Dice stay in play 25 hours",
       ("HOURS_IN_PLAY = 24", "HOURS_IN_PLAY = 25")),
    _m("limit-inclusive", "pa:623a.7(d)", "A round at the very minute the limit ends is refused",
       ("if end is not None and now > end:", "if end is not None and now >= end:")),
    _m("automated-month-is-24h", "pa:625a.2(b)", "Dice in an automated Sic Bo shaker get 24 hours, not a month",
       ('if d["game"] == "sic_bo" and self.cfg["sic_bo_shaker"] == "automated":',
        'if d["game"] == "sic_bo" and self.cfg["sic_bo_shaker"] == "automatic":')),
    _m("closed-table-dice-reused", "pa:623a.7(d)", "A closing table's dice go back to the pit and may be issued "
       "again when it reopens",
       ('d.update(where="out", status="retired", since=None)', 'd.update(where="pit", status="inspected", '
                                                                'since=None)')),
    # --- removal, (g) ---------------------------------------------------------------------------
    _m("board-request-no-report", "pa:603a.13(g)", "A removal a Board employee asks for files no Dice Discrepancy "
       "Report",
       ('REPORTED = ("tampering", "defect", "board_request")', 'REPORTED = ("tampering", "defect")')),
    _m("change-reported", "pa:603a.13(g)", "A routine change files a Dice Discrepancy Report",
       ('REPORTED = ("tampering", "defect", "board_request")',
        'REPORTED = ("tampering", "defect", "board_request", "change")')),
)
