import CatalogModel
import CatalogRender
import Foundation
import Testing

/// Runs the shipped `search.js` under Node against an index the renderer wrote, with a stand-in
/// for the few DOM calls it makes, and checks what a reader typing into the box would see.
@Suite struct SearchScriptTests {
    /// Just enough of the DOM for search.js: elements with children, text, values and listeners.
    static let harness = #"""
    function El(tag) { this.tagName = tag; this.children = []; this.listeners = {}; this.value = ""; this._text = ""; this.className = ""; }
    El.prototype.appendChild = function (c) { this.children.push(c); c.parentNode = this; return c; };
    El.prototype.insertBefore = function (c, ref) {
      var at = ref ? this.children.indexOf(ref) : -1; c.parentNode = this;
      if (at < 0) { this.children.push(c); } else { this.children.splice(at, 0, c); } return c; };
    El.prototype.removeChild = function (c) { this.children.splice(this.children.indexOf(c), 1); c.parentNode = null; };
    Object.defineProperty(El.prototype, "nextSibling", { get: function () {
      if (!this.parentNode) { return null; } var s = this.parentNode.children; return s[s.indexOf(this) + 1] || null; } });
    Object.defineProperty(El.prototype, "firstChild", { get: function () { return this.children[0] || null; } });
    Object.defineProperty(El.prototype, "textContent", {
      get: function () { return this._text + this.children.map(function (c) { return c.textContent; }).join(""); },
      set: function (v) { this._text = v; this.children = []; } });
    El.prototype.addEventListener = function (k, f) { (this.listeners[k] = this.listeners[k] || []).push(f); };
    El.prototype.fire = function (k) { (this.listeners[k] || []).forEach(function (f) { f({ key: k, preventDefault: function () {} }); }); };
    El.prototype.querySelectorAll = function (sel) {
      var out = []; (function walk(n) { n.children.forEach(function (c) { if (c.tagName === sel) { out.push(c); } walk(c); }); })(this); return out; };
    var els = {}, body = new El("body");
    ["q", "search-results", "search-status", "filter-platform", "filter-component", "filter-strength"].forEach(function (id) { els[id] = body.appendChild(new El("x")); });
    // "eager": the page loaded the index before search.js. "lazy": search.js must load it itself.
    var lazy = process.argv[5] === "lazy";
    global.window = { location: { search: "" } };
    global.document = {
      getElementById: function (id) { return els[id] || null; },
      querySelector: function () { return null; },
      createElement: function (t) { return new El(t); },
      createTextNode: function (t) { var n = new El("#text"); n._text = t; return n; },
      body: body,
      currentScript: { src: "file:///site/assets/search.js" },
    };
    global.URLSearchParams = URLSearchParams;
    function hrefs() { return els["search-results"].querySelectorAll("a").map(function (a) { return a.href; }); }
    function scripts() { return body.children.filter(function (c) { return c.tagName === "script"; }); }
    var index = require("fs").readFileSync(process.argv[2], "utf8");
    if (!lazy) { eval(index); }
    eval(require("fs").readFileSync(process.argv[3], "utf8"));
    var loading = null;
    if (lazy) {
      // A reader types before the index is there; then focus fires again. One request, and the
      // words typed are answered when the index arrives.
      var requestedAtOnce = scripts().length > 0;
      els.q.value = "detents"; els.q.fire("input"); els.q.fire("focus");
      var requested = scripts().map(function (t) { return t.src; });
      var beforeLoad = hrefs().length;
      eval(index);
      scripts()[0].onload();
      loading = { requestedAtOnce: requestedAtOnce, requested: requested, beforeLoad: beforeLoad, onArrival: hrefs() };
    }
    var queries = JSON.parse(process.argv[4]);
    var answers = queries.map(function (q) {
      els["filter-platform"].value = q.platform || ""; els["filter-strength"].value = q.strength || "";
      els["filter-component"].value = q.component || "";
      els.q.value = q.text; els.q.fire("input");
      return hrefs();
    });
    console.log(JSON.stringify({ answers: answers, loading: loading }));
    """#

    struct Run: Decodable {
        struct Loading: Decodable {
            var requestedAtOnce: Bool
            var requested: [String]
            var beforeLoad: Int
            var onArrival: [String]
        }
        var answers: [[String]]
        var loading: Loading?
    }

    static let queries: [[String: String]] = [
        ["text": "detents"],                         // plural finds the stem
        ["text": "swipping"],                        // one typo
        ["text": "focus"],                           // body-only match still found
        ["text": "sheet", "platform": "macos"],      // platform filter drops iOS-only rules
        ["text": "sheet", "strength": "avoid"],      // strength filter
        ["text": "zzzzqx"],
    ]
    static let swipe = "components/sheets.html#sheets.ios-ipados.support-swiping-down"

    /// Writes the fixture's index next to the harness and runs the shipped script over `queries`.
    func run(_ mode: String) throws -> Run {
        let out = try Fixtures.render()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let index = dir.appendingPathComponent("search-index.js")
        try Data(try #require(out.files.first { $0.path == "assets/search-index.js" }).bytes).write(to: index)
        let script = Fixtures.packageRoot.appendingPathComponent("templates/assets/search.js").resolvingSymlinksInPath()
        let harness = dir.appendingPathComponent("harness.js")
        try Self.harness.write(to: harness, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: SearchScriptParityTests.node!)
        let queryJSON = String(decoding: try JSONSerialization.data(withJSONObject: Self.queries), as: UTF8.self)
        process.arguments = [harness.path, index.path, script.path, queryJSON, mode]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONDecoder().decode(Run.self, from: data)
    }

    func expectTheRightRules(_ answers: [[String]]) {
        #expect(answers[0].first == Self.swipe)
        #expect(answers[1].first == Self.swipe)
        #expect(answers[2] == ["components/sheets.html#sheets.best-practices.use-a-sheet"])
        #expect(!answers[3].contains(Self.swipe))
        #expect(answers[3].contains("components/sheets.html#sheets.best-practices.use-a-sheet"))
        #expect(answers[4] == ["components/action-sheets.html#action-sheets.best-practices.avoid-scrolling"])
        #expect(answers[5].isEmpty)
    }

    @Test(.enabled(if: SearchScriptParityTests.node != nil))
    func typedQueriesFindTheRightRules() throws {
        expectTheRightRules(try run("eager").answers)
    }

    /// The shipped home page leaves the index to search.js, which fetches it from its own folder
    /// on the reader's first keystroke or focus, once, and answers what was typed meanwhile.
    @Test(.enabled(if: SearchScriptParityTests.node != nil))
    func theIndexLoadsWhenTheReaderFirstSearches() throws {
        let run = try run("lazy")
        let loading = try #require(run.loading)
        #expect(!loading.requestedAtOnce)
        #expect(loading.requested == ["file:///site/assets/search-index.js"])
        #expect(loading.beforeLoad == 0)
        #expect(loading.onArrival.first == Self.swipe)
        expectTheRightRules(run.answers)
    }
}
