// Runs the built site's own search (language_data.js, searchtools.js, searchindex.js) on queries, without a browser:
// node search_harness.js HTML_DIR QUERY... prints, per query, a JSON line of the first results [docname, anchor, score].
const fs = require("fs");
const path = require("path");
const html = process.argv[2];
const element = () => ({ firstChild: null, removeChild() {}, appendChild: (e) => e, classList: { add() {} } });
globalThis.window = globalThis;
globalThis.document = { getElementById: element, createElement: element, documentElement: { dataset: {} },
                        addEventListener() {}, readyState: "loading" };
globalThis.localStorage = { setItem() {} };
globalThis.SPHINX_HIGHLIGHT_ENABLED = false;
globalThis._ = (s) => s;
globalThis.Documentation = { gettext: (s) => s, ngettext: (s) => s };
globalThis._ready = () => {};
const vm = require("vm");
const load = (file) => vm.runInThisContext(fs.readFileSync(path.join(html, file), "utf8"), { filename: file });
load("_static/language_data.js");
load("_static/searchtools.js");
load("searchindex.js");
for (const query of process.argv.slice(3)) {
  const [q, terms, excluded, highlight, objects] = Search._parseQuery(query);
  const results = Search._performSearch(q, terms, excluded, highlight, objects);
  // _performSearch returns the results in reverse order of display (the page pops them from the end)
  const shown = results.slice().reverse().slice(0, 5).map((r) => [r[0], r[2], r[4]]);
  console.log(JSON.stringify({ query, terms: [...terms], objects: [...objects], shown }));
}
