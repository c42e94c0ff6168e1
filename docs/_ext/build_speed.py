"""Build time of the croupier docs: two of Sphinx's costs that grow with the size of this site, cut without changing a
byte of its output (``tests/test_docs.py`` builds it on every CI run).

* **Python cross-references by suffix.** A type named in an autodoc description (``autodoc_typehints =
  "description"``) is a "specific" reference; when no object has that exact name (``int``, ``Optional``, a name from
  another package), :meth:`sphinx.domains.python.PythonDomain.find_obj` compares it with the end of every documented
  object's name, one by one: about 30,000 such lookups over some 5,000 objects, a sixth of the build.
  :class:`SuffixIndexedPythonDomain` answers the same lookups from an index of every object by each dotted suffix of
  its name, in the same order, so the matches (and the warnings for ambiguous ones) are the same.
* **The sidebar of the highlighted-source pages.** Furo renders the whole navigation tree on every page. On a page
  that is not a document (``_modules/...``, the index, the search page) nothing in the tree is the current page, so
  the tree is the same for every such page of one folder (its links are relative to the folder); it is rendered once
  per folder and its arguments.
"""

from __future__ import annotations

import posixpath
from collections.abc import Set
from typing import Any, Optional

from sphinx.application import Sphinx
from sphinx.domains.python import ObjectEntry, PythonDomain
from sphinx.environment import BuildEnvironment


class SuffixIndexedPythonDomain(PythonDomain):
    """Sphinx's Python domain, its "fuzzy" lookup (searchmode 1, no exact name) served by a suffix index."""

    _suffixes: Optional[dict[str, list[str]]] = None

    def _index(self) -> dict[str, list[str]]:
        if self._suffixes is None:
            index: dict[str, list[str]] = {}
            for oname in self.objects:  # in the domain's order, as the linear search would meet them
                at = oname.find(".")
                while at != -1:
                    index.setdefault(oname[at:], []).append(oname)
                    at = oname.find(".", at + 1)
            self._suffixes = index
        return self._suffixes

    def _changed(self) -> None:
        self._suffixes = None

    def note_object(self, *args: Any, **kwargs: Any) -> None:
        self._changed()
        super().note_object(*args, **kwargs)

    def clear_doc(self, docname: str) -> None:
        self._changed()
        super().clear_doc(docname)

    def merge_domaindata(self, docnames: Set[str], otherdata: dict[str, Any]) -> None:
        self._changed()
        super().merge_domaindata(docnames, otherdata)

    def find_obj(self, env: BuildEnvironment, modname: str, classname: str, name: str, type: Optional[str],
                 searchmode: int = 0) -> list[tuple[str, ObjectEntry]]:
        name = name.removesuffix("()")
        objtypes = (list(self.object_types) if type is None else self.objtypes_for_role(type)) if name else None
        if searchmode != 1 or objtypes is None or self._exact(modname, classname, name, objtypes):
            return super().find_obj(env, modname, classname, name, type, searchmode)
        return [(oname, self.objects[oname]) for oname in self._index().get(f".{name}", ())
                if self.objects[oname].objtype in objtypes]

    def _exact(self, modname: str, classname: str, name: str, objtypes: list[str]) -> bool:
        """Whether the base lookup finds ``name`` before its fuzzy search (the same three tries, in its order)."""
        names = ([f"{modname}.{classname}.{name}"] if modname and classname else []) + \
            ([f"{modname}.{name}"] if modname else []) + [name]
        return any(n in self.objects and self.objects[n].objtype in objtypes for n in names)


def _shared_sidebar(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if pagename in app.env.all_docs or "toctree" not in context:
        return
    render = context["toctree"]
    cache: dict[tuple[Any, ...], str] = app.builder.__dict__.setdefault("_croupier_sidebars", {})
    folder = posixpath.dirname(pagename)

    def toctree(**kwargs: Any) -> str:
        key = (folder, tuple(sorted(kwargs.items())))
        if key not in cache:
            cache[key] = render(**kwargs)
        return cache[key]

    context["toctree"] = toctree


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_domain(SuffixIndexedPythonDomain, override=True)
    app.connect("html-page-context", _shared_sidebar, priority=100)  # before the theme's handler reads the tree
    return {"version": "0.1", "parallel_read_safe": True, "parallel_write_safe": True}
