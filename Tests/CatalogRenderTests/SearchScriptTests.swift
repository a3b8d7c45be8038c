import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

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
    El.prototype.focus = function () { global.document.activeElement = this; };
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
    // Shards of the index load as a browser loads scripts: later, not while the tag is added.
    // `flush` loads what was asked for (and what that asks for), as the event loop would.
    var loadedShards = 0;
    function flush() {
      for (var pending; (pending = scripts().filter(function (t) { return /search-(docs|postings)\//.test(t.src) && !t.done; })).length > 0;) {
        pending.forEach(function (t) {
          t.done = true;
          var file = require("path").join(require("path").dirname(process.argv[2]), t.src.replace(/^.*\/assets\//, ""));
          if (!require("fs").existsSync(file)) { t.onerror(); return; }
          eval(require("fs").readFileSync(file, "utf8"));
          loadedShards++;
          t.onload();
        });
      }
    }
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
      var beforeShards = hrefs().length;
      flush();
      loading = { requestedAtOnce: requestedAtOnce, requested: requested, beforeLoad: beforeLoad,
                  beforeShards: beforeShards, onArrival: hrefs() };
    }
    var queries = JSON.parse(process.argv[4]);
    var statuses = [], contexts = [], marks = [];
    var answers = queries.map(function (q) {
      els["filter-platform"].value = q.platform || ""; els["filter-strength"].value = q.strength || "";
      els["filter-component"].value = q.component || "";
      els.q.value = q.text; els.q.fire("input");
      flush();
      // "Show more" until every result is on screen.
      for (var more = els["search-results"].nextSibling; q.all && more && !more.hidden; flush()) { more.fire("click"); }
      statuses.push(els["search-status"].textContent);
      var top = els["search-results"].children[0];
      contexts.push(top ? top.children[0].children[2].textContent : "");
      // What the first result marks, in its title and its context line.
      marks.push(top ? top.children[0].querySelectorAll("mark").map(function (m) { return m.textContent; }) : []);
      return hrefs();
    });
    console.log(JSON.stringify({ answers: answers, statuses: statuses, contexts: contexts, marks: marks, loading: loading, loadedShards: loadedShards }));
    """#

    struct Run: Decodable {
        struct Loading: Decodable {
            var requestedAtOnce: Bool
            var requested: [String]
            var beforeLoad: Int
            var beforeShards: Int
            var onArrival: [String]
        }
        var answers: [[String]]
        var statuses: [String]
        /// The context line under each query's first result.
        var contexts: [String]
        /// The text of each `<mark>` in each query's first result.
        var marks: [[String]]
        var loading: Loading?
        var loadedShards: Int
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
        try run(mode, index: try Fixtures.render().files.filter { $0.path.hasPrefix("assets/search-") })
    }

    /// Runs the shipped script over `queries` with these index files below the folder of
    /// search.js, as a site has them; `leaving` out some of them, as if they did not load.
    func run(_ mode: String, index files: [OutputFile], leaving missing: Set<String> = [],
             queries: [[String: String]] = Self.queries) throws -> Run {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let index = dir.appendingPathComponent("search-index.js")
        for file in files where !missing.contains(file.path) {
            let place = dir.appendingPathComponent(String(file.path.dropFirst("assets/".count)))
            try FileManager.default.createDirectory(at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: place)
        }
        let script = Fixtures.packageRoot.appendingPathComponent("templates/assets/search.js").resolvingSymlinksInPath()
        let harness = dir.appendingPathComponent("harness.js")
        try Self.harness.write(to: harness, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: SearchScriptParityTests.node!)
        let queryJSON = String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self)
        process.arguments = [harness.path, index.path, script.path, queryJSON, mode]
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
        return try JSONDecoder().decode(Run.self, from: data)
    }

    func expectTheRightRules(_ answers: [[String]]) {
        #expect(answers[0].first == Self.swipe)
        #expect(answers[1].first == Self.swipe)
        // The one rule that says it, then the equivalents rows whose answers name focus loss.
        #expect(answers[2].first == "components/sheets.html#sheets.best-practices.use-a-sheet")
        #expect(answers[2].dropFirst().allSatisfy { $0.hasPrefix("equivalents.html#") })
        #expect(!answers[3].contains(Self.swipe))
        #expect(answers[3].contains("components/sheets.html#sheets.best-practices.use-a-sheet"))
        #expect(answers[4] == ["components/action-sheets.html#action-sheets.best-practices.avoid-scrolling"])
        #expect(answers[5].isEmpty)
    }

    /// Korean, Japanese and Chinese are searched as pairs of characters; what is marked is the
    /// characters the matching pairs cover, whole characters only: a Hangul word the match starts
    /// takes its particle with it ("시트" marks "시트를"), and text with no spaces between words
    /// is not marked from the match to the end of the sentence.
    @Test(.enabled(if: SearchScriptParityTests.node != nil))
    func cjkMatchesAreMarkedAsWholeCharactersNotWholeRuns() throws {
        var catalog = Fixtures.catalog()
        let s = catalog.components.firstIndex { $0.id == "sheets" }!
        for r in catalog.components[s].rules.indices where catalog.components[s].rules[r].id == LocalizedSiteTests.useSheet {
            catalog.components[s].rules[r].lead = [.text("短いタスクにはシートを使用してください。")]
            catalog.components[s].rules[r].body = [.paragraph([.text("사람들이 바텀시트를 닫을 때까지 초점을 잃지 않습니다.")])]
        }
        let files = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions()).render(catalog)
            .files.filter { $0.path.hasPrefix("assets/search-") }
        let run = try run("eager", index: files, queries: [["text": "シート"], ["text": "바텀시트"], ["text": "시트"]])
        #expect(run.answers[0].first?.hasSuffix(LocalizedSiteTests.useSheet) == true)
        #expect(run.marks[0].contains("シート"), "\(run.marks[0])")
        #expect(!run.marks[0].contains { $0.count > "シート".count }, "a match in kana marks the whole sentence: \(run.marks[0])")
        #expect(run.marks[1].contains("바텀시트를"), "\(run.marks[1])")
        // A match inside a word marks its own syllables, not the word's start.
        #expect(run.marks[2].contains("시트"), "\(run.marks[2])")
        #expect(!run.marks[2].contains("바텀시트를"), "\(run.marks[2])")
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
        // What results show comes after, from the index's shards.
        #expect(loading.beforeShards == 0)
        #expect(loading.onArrival.first == Self.swipe)
        expectTheRightRules(run.answers)
    }

    /// Cut into shards of a few documents and a few postings each, the index gives the same
    /// answers in the same order, "Show more" included, loading only the shards a query needs.
    @Test(.enabled(if: SearchScriptParityTests.node != nil))
    func theSameAnswersFromAnIndexInManyShards() throws {
        let all = Self.queries + Self.queries.map { $0.merging(["all": "yes"]) { a, _ in a } }
        for catalog in [Fixtures.catalog(), LargeFileTests.bigCatalog()] {
            let builder = PageBuilder(catalog: catalog, options: RenderOptions())
            let whole = SearchIndex.build(catalog, builder: builder, docShardSize: 100_000, postingShardSize: 10_000_000)
            let sharded = SearchIndex.build(catalog, builder: builder, docShardSize: 2, postingShardSize: 1)
            #expect(whole.count == 3, "one core, one shard of each kind")
            let docShards = sharded.filter { $0.path.hasPrefix("assets/search-docs/") }.count
            let postingShards = sharded.filter { $0.path.hasPrefix("assets/search-postings/") }.count
            #expect(docShards > 4 && postingShards > 20)
            let expected = try run("eager", index: whole, queries: all)
            let got = try run("eager", index: sharded, queries: all)
            #expect(got.answers == expected.answers)
            #expect(got.statuses == expected.statuses)
            #expect(got.loadedShards < docShards + postingShards, "only the shards the queries need are loaded")
            if catalog.components.count > 10 {
                #expect(got.answers[Self.queries.count].count > 20, "the second half of the queries shows every result")
            } else {
                expectTheRightRules(got.answers)
            }
        }
    }

    /// A shard that does not load (a partial upload, a file blocked by a proxy) loses what it
    /// holds, and the status line says so; everything else is still found and shown.
    @Test(.enabled(if: SearchScriptParityTests.node != nil))
    func aShardThatDoesNotLoadIsSaidAndTheRestIsShown() throws {
        let catalog = LargeFileTests.bigCatalog()
        let builder = PageBuilder(catalog: catalog, options: RenderOptions())
        let files = SearchIndex.build(catalog, builder: builder, docShardSize: 3, postingShardSize: 4)
        let query = [["text": "detents"]]
        let full = try run("eager", index: files, queries: query)
        #expect(full.statuses[0].hasSuffix(" results.") && full.answers[0].count == 20)
        // The shard of the best result.
        let index = try SearchIndexTests.Index(files: files)
        let first = try #require(full.answers.first?.first)
        let best = try #require(index.docs.firstIndex { $0[2] as? String == first })
        let shardOfBest = try #require(files.first { $0.path.hasPrefix("assets/search-docs/\(best / 3).") }).path
        let lost = try run("eager", index: files, leaving: [shardOfBest], queries: query)
        #expect(!lost.answers[0].contains(first) && lost.answers[0].count >= 17)
        #expect(lost.statuses[0].hasPrefix(full.statuses[0] + " "))
        #expect(lost.statuses[0].hasSuffix(" of them could not be shown: part of the search index (assets/search-docs/) did not load."))
        // Without its posting lists a term matches nothing.
        let postingShards = files.filter { $0.path.hasPrefix("assets/search-postings/") }.map(\.path)
        let unfound = try run("eager", index: files, leaving: Set(postingShards), queries: query)
        #expect(unfound.answers[0].isEmpty)
        #expect(unfound.statuses[0] == "No results for “detents”. Some matches may be missing: part of the search index (assets/search-postings/) did not load.")
    }

    /// The context under a result starts on a whole word when it is cut before the match.
    @Test(.enabled(if: SearchScriptParityTests.node != nil))
    func aResultsContextStartsOnAWholeWord() throws {
        var catalog = Fixtures.catalog()
        let body = "Presentations overlap when contextual hierarchies interleave unpredictably, "
            + "so keep the zebra crossing visible."
        catalog.components[0].rules[0].body = [.paragraph([.text(body)])]
        let files = SearchIndex.build(catalog, builder: PageBuilder(catalog: catalog, options: RenderOptions()))
        let context = try #require(try run("eager", index: files, queries: [["text": "zebra"]]).contexts.first)
        #expect(context.hasPrefix("… "), "\(context)")
        let shown = String(context.dropFirst(2))
        let start = try #require(body.range(of: shown.prefix(20)))
        #expect(start.lowerBound == body.startIndex || body[body.index(before: start.lowerBound)] == " ", "\(context)")
        #expect(shown.contains("zebra"))
    }

    /// A page holding the core of an earlier build (cached, after the site was published again)
    /// must not read the new build's shards as its own, whose document numbers mean other
    /// documents. Shards are named by their bytes, so it finds its own gone and says so; what it
    /// does show is what the earlier build would have shown.
    @Test(.enabled(if: SearchScriptParityTests.node != nil))
    func aCoreFromAnEarlierBuildDoesNotReadANewerBuildsShards() throws {
        let before = LargeFileTests.bigCatalog()
        var after = before
        // A rule put first moves every document after it by one.
        var inserted = after.components[0].rules[0]
        inserted.id += "-inserted"
        inserted.lead = [.text("Detents go first now.")]
        after.components[0].rules.insert(inserted, at: 0)
        func index(_ catalog: Catalog) -> [OutputFile] {
            SearchIndex.build(catalog, builder: PageBuilder(catalog: catalog, options: RenderOptions()), docShardSize: 3, postingShardSize: 4)
        }
        let old = index(before), new = index(after)
        let query = [["text": "detents", "all": "yes"]]
        let earlier = try run("eager", index: old, queries: query)
        let mixed = try run("eager", index: [old[0]] + new.dropFirst(), queries: query)
        #expect(Set(new.map(\.path)).intersection(old.dropFirst().map(\.path)).count < new.count / 2, "most shards are new")
        #expect(mixed.answers[0].allSatisfy(earlier.answers[0].contains), "only what the earlier build would show")
        #expect(mixed.statuses[0].contains("did not load"), "\(mixed.statuses[0])")
        #expect(try run("eager", index: new, queries: query).answers[0].contains { $0.contains("-inserted") })
    }
}
