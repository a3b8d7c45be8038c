import CatalogModel
import TemplateKit
import SheetBehavior
import Parallel

extension PageBuilder {
    /// The core model's presentations a catalog talks about: those named in front matter, or all of
    /// them when no page names any.
    static func presentations(named byName: [String: Presentation?]) -> [Presentation] {
        let named = Set(byName.values.compactMap { $0 })
        return named.isEmpty ? Presentation.allCases : Presentation.allCases.filter(named.contains)
    }

    /// The core model's presentations a page names, in the order it names them.
    func modelled(_ c: Component) -> [Presentation] {
        c.presentations.compactMap { presentationByName[$0] ?? nil }
    }

    /// How each presentation behaves on a platform, per the core model; empty for platforms it does not model.
    func behaviors(on platform: Platform, root: String) -> [BehaviorView] {
        guard let kind = PlatformKind(rawValue: platform.id) else { return [] }
        return presentations.map { p in
            let s = summary(p, on: kind)
            // An absent presentation has nothing to describe but its absence.
            let absent = !Self.isShown(s)
            let aspects = absent ? Array(Self.aspects(s).prefix(1)) : Self.aspects(s)
            let title = self.title(p)
            return BehaviorView(
                anchor: "behavior-" + p.rawValue, presentation: title,
                rows: aspects.map { aspect in
                    let heading = aspectTitle(aspect.id, aspect.label)
                    return AspectView(label: heading, value: reading(aspect.cell),
                                      why: why(aspect.cell, root: root, context: whyContext(title, on: kind.displayName, aspect: heading.lowercased())))
                },
                note: absent ? nil : defaultsNote(s.width))
        }
    }

    /// The aspects of a behaviour summary in reading order, each with its label.
    static func aspects(_ s: BehaviorSummary) -> [(id: String, label: String, cell: BehaviorSummary.Cell)] {
        [
            ("supported", "Supported", s.supported), ("modality", "Modality", s.modality), ("shown-as", "Shown as", s.shownAs),
            ("dismissal", "Dismissal", s.dismissal), ("done", "Done button", s.done), ("cancel", "Cancel button", s.cancel),
            ("detents", "Detents", s.detents),
        ]
    }

    /// "Default configuration at compact width, in SwiftUI, on the current OS version", in the
    /// page's language (`behaviorDefaults`, the width from `model.width.<width>`).
    func defaultsNote(_ width: HorizontalSizeClass) -> String {
        label("behaviorDefaults", "Default configuration at {width} width, in SwiftUI, on the current OS version", ["width": words(width.phrase)])
    }

    /// An aspect's heading in the page's language (`aspect.<id>`), else `english`.
    func aspectTitle(_ id: String, _ english: String) -> String {
        label("aspect." + id, english)
    }

    /// A cell as one line: its text, and its note in brackets.
    static func reading(_ cell: BehaviorSummary.Cell) -> String {
        cell.note.map { "\(cell.text) (\($0))" } ?? cell.text
    }

    /// Whether the model says the presentation appears on the summary's platform: false where it
    /// does not exist and where no source says.
    static func isShown(_ s: BehaviorSummary) -> Bool {
        s.supported.text != "no" && s.supported.text != BehaviorSummary.Cell.notDefinedText
    }

    /// The status class and label of a cell whose presentation does not appear.
    static func absentStatus(_ s: BehaviorSummary) -> (status: String, label: String) {
        s.supported.text == "no" ? ("unsupported", "Not supported") : ("not-defined", "Not defined")
    }

    /// The label of `absentStatus(s)` in the page's language.
    func absentLabel(_ s: BehaviorSummary) -> String {
        s.supported.text == "no" ? label("notSupported", "Not supported") : label("notDefined", "Not defined")
    }

    /// One matrix cell: the page's own statement first, then the core model, then the rules.
    func cell(_ c: Component, _ platform: Platform, root: String) -> CellView {
        // An unsupported cell links to the component's page, any other to the platform page.
        var componentHref: String { LinkResolver.componentHref(c.id, root: root, fragment: "platform-" + platform.id) }
        if c.platformStatus[platform.id] == .unsupported {
            return CellView(status: "unsupported", label: label("notSupported", "Not supported"), note: label("cellPageSaysSo", "the page says so"),
                            href: componentHref, platform: platform.name)
        }
        // A page about other platforms says nothing of this one: the core model's answer for its
        // presentations here would be about this platform's own component, not the page's.
        if let note = notCoveredNote(c, on: platform) {
            return CellView(status: "not-covered", label: label("notCovered", "Not covered"), note: note, href: componentHref, platform: platform.name)
        }
        let href = LinkResolver.platformHref(platform.id, root: root, fragment: "component-" + c.id)
        let specific = c.rules.indices.count { c.rules[$0].platforms.contains(platform.id) }
        let rulesNote = platformRulesNote(specific)
        var adaptation: String?
        if let kind = PlatformKind(rawValue: platform.id) {
            // Made up front for every component of the catalog; a component from elsewhere is judged here.
            let known = modelVerdicts[c.presentations]?[kind]
            switch known ?? Self.modelVerdict(modelled(c), on: kind, summary: { summary($0, on: $1) }, words: words) {
            case .unsupported(let note)?:
                return CellView(status: "unsupported", label: label("notSupported", "Not supported"), note: note, href: componentHref, platform: platform.name)
            case .partial(let note)?:
                return CellView(status: "partial", label: label("partly", "Partly"), note: note, href: href, platform: platform.name)
            case .supported(let adapted)?:
                adaptation = adapted
            case nil:
                break
            }
        }
        if c.platformStatus[platform.id] == .noAdditionalConsiderations {
            return CellView(status: "no-additional-considerations", label: label("noAdditionalConsiderations", "No additional considerations"), note: adaptation,
                            href: href, platform: platform.name)
        }
        let note = [adaptation, rulesNote].compactMap { $0 }.joined(separator: "; ")
        return CellView(status: "supported", label: label("supported", "Supported"), note: note.isEmpty ? nil : note, href: href, platform: platform.name)
    }

    /// "the page covers only Android" when the page names the platforms it covers and `platform`
    /// is not one of them; nil when it covers `platform`, or names none and so covers every one.
    func notCoveredNote(_ c: Component, on platform: Platform) -> String? {
        coveredNames(c, notCovering: platform).map { label("notCoveredNote", "the page covers only ") + $0 }
    }

    /// The names of the platforms `c` covers ("Android, Web") when they leave out `platform`;
    /// nil when the page covers it, names no platforms (it covers all), or makes its own
    /// statement about `platform`, which comes first.
    func coveredNames(_ c: Component, notCovering platform: Platform) -> String? {
        guard !c.platforms.isEmpty, !c.platforms.contains(platform.id), c.platformStatus[platform.id] == nil else { return nil }
        return c.platforms.map { catalog.platform(id: $0)?.name ?? $0 }.joined(separator: ", ")
    }

    /// "3 platform rules" in the page's language (`cellPlatformRules`, `.one` for one), nil for none.
    func platformRulesNote(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        let english = count == 1 ? "1 platform rule" : "{n} platform rules"
        let format = label(count == 1 ? "cellPlatformRules.one" : "cellPlatformRules", english)
        // The English words come from the shared strings below rather than one string per cell.
        return format == english ? Self.platformRulesNote(count) : Phrase.fill(format) { $0 == "n" ? String(count) : nil }
    }

    /// "3 platform rules", nil for none. The common counts are made once and shared: every
    /// matrix and comparison cell of a catalog holds one, and past 15 bytes each would be a
    /// string of its own.
    static func platformRulesNote(_ count: Int) -> String? {
        if count < commonPlatformRulesNotes.count { return commonPlatformRulesNotes[count] }
        return "\(count) platform rules"
    }

    private static let commonPlatformRulesNotes: [String?] = (0..<64).map {
        $0 == 0 ? nil : ($0 == 1 ? "1 platform rule" : "\($0) platform rules")
    }

    /// What the core model says, on one platform, of the presentations a component's page names:
    /// none exists there, some do not, or all do (with how they adapt, if they do). Nil when the
    /// model knows none of them.
    /// - Parameter words: puts the model's phrases in the page's language (`words(_:)`).
    static func modelVerdict(_ modelled: [Presentation], on kind: PlatformKind,
                             summary: (Presentation, PlatformKind) -> BehaviorSummary, words: (Phrase) -> String) -> ModelVerdict? {
        // A presentation no source covers on the platform gives no verdict either way.
        let summaries = modelled.map { summary($0, kind) }.filter { $0.supported.text != BehaviorSummary.Cell.notDefinedText }
        guard !summaries.isEmpty else { return nil }
        if summaries.allSatisfy({ $0.supported.text == "no" }) {
            return .unsupported(note: words(summaries.compactMap(\.supported.notePhrase).first ?? .words("per-core-model", "per the core model")))
        }
        // Partly: some of the page's presentations do not exist here. A presentation that
        // exists but adapts (a popover shown as a sheet on iPhone) is supported, with a note.
        let missing = summaries.filter { $0.supported.text == "no" }.map {
            words(.words("no-presentation", "no {presentation}", ["presentation": $0.presentation.namePhrase]))
        }
        var adapted: [String] = []
        for s in summaries where s.supported.text != "no" {
            guard let note = s.supported.notePhrase else { continue }
            let line = words(.words("presentation-note", "{presentation} {note}", ["presentation": s.presentation.namePhrase, "note": note]))
            if !adapted.contains(line) { adapted.append(line) }
        }
        if !missing.isEmpty { return .partial(note: (missing + adapted).joined(separator: "; ")) }
        return .supported(adaptation: adapted.isEmpty ? nil : adapted.joined(separator: "; "))
    }

    /// Every component's cell on every platform, for pages one folder down: each comparison page
    /// shows two of them per component, so they are made once rather than once per pair.
    func pairTable(parallel: Bool) -> PairTable {
        // Which platforms each rule names, as bits: every pair page asks this of every rule.
        let bit = Dictionary(platforms.prefix(64).enumerated().map { ($1.id, UInt64(1) << UInt64($0)) }, uniquingKeysWith: { a, _ in a })
        let masked = platforms.count <= 64
        let components = catalog.components, platforms = self.platforms, builder = self
        // Each component's part on its own core: its rules' bits, and for a component (not a
        // guide) its cells and their numbers. A cell's number is the position of the first cell
        // of its row with the same status and note: a comparison page only ever compares two
        // cells of one row. Made one after another, these held the other core idle.
        let parts = ParallelWork.map(components.count, parallel: parallel) { n -> (cells: [CellView]?, keys: [Int32], masks: [UInt64]) in
            let masks = masked ? components[n].rules.withUnsafeBufferPointer { rules in
                rules.indices.map { r in rules[r].platforms.reduce(UInt64(0)) { $0 | (bit[$1] ?? 0) } }
            } : []
            guard components[n].kind == .component else { return (nil, [], masks) }
            // One copy of the component for its row, not one per platform.
            let component = components[n]
            let row = platforms.map { builder.cell(component, $0, root: "../") }
            let keys = row.indices.map { k in
                Int32(row[..<k].firstIndex { $0.status == row[k].status && $0.note == row[k].note } ?? k)
            }
            return (row, keys, masks)
        }
        // A component's cells by its position; a repeated id (an error reported at ingest)
        // shows the cells of the first component with that id.
        var cells = [[CellView]?](repeating: nil, count: components.count)
        var keys = [Int32](repeating: -1, count: components.count * platforms.count)
        var firstRow: [String: Int] = [:]
        for n in components.indices where parts[n].cells != nil {
            let first = firstRow[components[n].id, default: n]
            firstRow[components[n].id] = first
            cells[n] = parts[first].cells
            for k in parts[first].keys.indices { keys[n * platforms.count + k] = parts[first].keys[k] }
        }
        return PairTable(cells: cells, column: Dictionary(platforms.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a }),
                         platformBits: bit, ruleMasks: masked ? parts.map(\.masks) : nil, cellKeys: keys, cellKeyStride: platforms.count)
    }

    /// What every comparison page of a render reads, made once: each component's cell on each
    /// platform (links one folder down), and each rule's platforms as bits.
    struct PairTable: Sendable {
        /// By component position, each platform's cell in `column` order; nil for a guide.
        /// Positions rather than ids: every comparison page asks for two cells of every
        /// component, and hashing the ids was a tenth of those pages' own work.
        var cells: [[CellView]?] = []
        /// Platform id → its place in a row of `cells`.
        var column: [String: Int] = [:]
        /// Platform id → its bit; the masks are nil when there are more than 64 platforms.
        var platformBits: [String: UInt64] = [:]
        /// For `catalog.components[c].rules[r]`: the bits of the platforms it names.
        var ruleMasks: [[UInt64]]? = nil
        /// For component `n`, platform column `k`: at `n * cellKeyStride + k`, a number that two
        /// cells of the same component share exactly when their status and note are the same;
        /// -1 where `cells` has none.
        var cellKeys: [Int32] = []
        /// Cells per component in `cellKeys`: the render's platforms.
        var cellKeyStride = 0

        /// The number of the cell of component `n` in `column`, when the table has that cell.
        func cellKey(_ n: Int, _ column: Int?) -> Int32? {
            guard let column, column < cellKeyStride else { return nil }
            let at = n * cellKeyStride + column
            return cellKeys.indices.contains(at) && cellKeys[at] >= 0 ? cellKeys[at] : nil
        }
        /// `partials/pair-cell` for each of `cells`, in the same places; empty until
        /// `renderCells`. Each comparison page shows two cells of every component, so at six
        /// platforms each cell was rendered five times: about 2% of the build's CPU at 10,000 pages.
        var cellHTML: [[String]?] = []

        /// Renders every cell through `partials/pair-cell`, once; a missing partial gives empty cells.
        mutating func renderCells(with libraries: TemplateLibraryPool, parallel: Bool) {
            let cells = self.cells
            cellHTML = ParallelWork.map(cells.count, parallel: parallel) { n in
                cells[n].map { row in
                    libraries.withLibrary { library in
                        row.map { cell in
                            var html = library.renderString(TemplateValue(cell), template: "partials/pair-cell") ?? ""
                            // The partial's file ends with a line break; the page's line has its own.
                            if html.hasSuffix("\n") { html.removeLast() }
                            return html
                        }
                    }
                }
            }
        }
    }

    /// Entries per part of a long list or table that comes in parts: the components-by-platform
    /// matrix, the verification page's coverage by component, the home page's cards.
    static let partSize = 200

    /// `0..<count` in runs of `partSize`, in order; none when `count` is 0. A browser can skip
    /// laying out a part far off screen (`content-visibility`), but never one row of a table or
    /// one item of a grid, so a page with 10,000 of them opens far faster in parts.
    static func parts(of count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: partSize).map { $0..<min(count, $0 + partSize) }
    }

    func matrix(root: String) -> [MatrixRow] {
        // Columns by family, as `platformHead` heads them.
        let columns = Self.familyOrdered(platforms)
        return catalog.components.filter { $0.kind == .component }.map { c in
            MatrixRow(component: PlatformRef(id: c.id, name: c.title, href: LinkResolver.componentHref(c.id, root: root)),
                      cells: columns.map { p in
                          var cell = cell(c, p, root: root)
                          cell.platformID = p.id
                          return cell
                      })
        }
    }

    func pairs(root: String) -> [PairView] {
        var result: [PairView] = []
        for (i, a) in platforms.enumerated() {
            for b in platforms[(i + 1)...] {
                result.append(PairView(a: platformRef(a.id, root: root), b: platformRef(b.id, root: root),
                                       href: root + "compare/" + HTML.pathSegment(a.id + "-vs-" + b.id) + ".html",
                                       title: a.name + label("pairAnd", " and ") + b.name))
            }
        }
        return result
    }

    /// `compare.html`: one table per aspect of behaviour (presentations × platforms), the
    /// components × platforms matrix, and links to every two-platform view.
    func compare() -> Page {
        let modelled = modelledPlatforms
        let rows = matrix(root: "")
        return Page(template: "compare", path: "compare.html", model: ComparePage(
            chrome: chrome(title: label("navCompare", "Compare platforms"), path: "compare.html", current: "compare"),
            platforms: platforms.map { platformRef($0.id, root: "") },
            modelPlatforms: modelled.map { platformRef($0.rawValue, root: "") },
            // Columns headed by family (Apple's six under "Apple"), and a picker for the platforms shown.
            modelHead: platformHead(modelled.compactMap { catalog.platform(id: $0.rawValue) }, label: strings["presentation"], root: ""),
            matrixHead: platformHead(platforms, label: strings["component"], root: ""),
            families: platformFamilies(platforms, root: ""),
            hasPicker: platforms.count > 1,
            rows: rows,
            // The same rows in groups, one table each: the browser can skip laying out a table
            // far off screen (`content-visibility`), but never a row of one, and at 10,000
            // components a single table took 4 to 6 s to open (0.7 s in groups).
            rowGroups: Self.parts(of: rows.count).map { MatrixGroup(rows: Array(rows[$0])) },
            pairs: pairs(root: ""),
            presentationRows: presentationMatrix(root: ""),
            aspects: aspectTables(root: ""),
            contested: modelled.isEmpty ? [] : contestedAnswers(root: "")))
    }

    /// For every aspect of behaviour, a presentations × platforms table from the core model.
    /// A cell links to the component page's platform row for the page that covers the
    /// presentation (its rules and examples), or to the platform page when no page does.
    func aspectTables(root: String) -> [AspectTable] {
        let kinds = modelledPlatforms
        guard !kinds.isEmpty else { return [] }
        let noAdditionalHere = label("cellNoAdditionalHere", "no additional considerations on this platform")
        var coveredBy: [Presentation: Component] = [:]
        // A page that covers every platform first: the row's cells are about every platform,
        // and a page about Android's sheets says nothing of an iOS sheet.
        for c in catalog.components where c.kind == .component && c.platforms.isEmpty {
            for p in modelled(c) where coveredBy[p] == nil { coveredBy[p] = c }
        }
        for c in catalog.components where c.kind == .component && !c.platforms.isEmpty {
            for p in modelled(c) where coveredBy[p] == nil { coveredBy[p] = c }
        }
        let summaries = presentations.map { p in kinds.map { summary(p, on: $0) } }
        let labels = Self.aspects(summaries.first?.first ?? summary(.sheet, on: kinds[0]))
        let titles = presentations.map { self.title($0) }
        return labels.indices.map { a -> AspectTable in
            let heading = aspectTitle(labels[a].id, labels[a].label)
            let rows = presentations.indices.map { i -> AspectTableRow in
                let p = presentations[i]
                let component = coveredBy[p]
                let cells = kinds.indices.map { k -> CellView in
                    let s = summaries[i][k]
                    let cell = Self.aspects(s)[a].cell
                    let kind = kinds[k]
                    let status: String
                    if !Self.isShown(s) {
                        status = Self.absentStatus(s).status
                    } else if component?.platformStatus[kind.rawValue] == .noAdditionalConsiderations {
                        status = "no-additional-considerations"
                    } else if cell.note != nil {
                        status = "partial"
                    } else {
                        status = "supported"
                    }
                    let href = component.map { LinkResolver.componentHref($0.id, root: root, fragment: "platform-" + kind.rawValue) }
                        ?? LinkResolver.platformHref(kind.rawValue, root: root, fragment: "behavior-" + p.rawValue)
                    let cellLabel = !Self.isShown(s) && a > 0 ? absentLabel(s) : text(cell)
                    var note = a > 0 && !Self.isShown(s) ? nil : self.note(cell)
                    if status == "no-additional-considerations" {
                        note = [note, noAdditionalHere].compactMap { $0 }.joined(separator: "; ")
                    }
                    let context = whyContext(titles[i], on: kind.displayName, aspect: heading.lowercased())
                    // The "Shown as" table can open each presentation's sketch on each platform.
                    let sketch = labels[a].id == "shown-as" && Self.isShown(s) ? Self.sketchHTML(p, on: kind, strings: sketchStrings) : nil
                    return CellView(status: status, label: cellLabel, note: note, href: href, platform: kind.displayName,
                                    why: why(cell, root: root, context: context), sketchHTML: sketch, platformID: kind.rawValue)
                }
                return AspectTableRow(presentation: titles[i],
                                      componentHref: component.map { LinkResolver.componentHref($0.id, root: root) },
                                      componentTitle: component?.title, cells: cells)
            }
            return AspectTable(id: "aspect-" + labels[a].id, title: heading, rows: rows)
        }
    }

    /// The core model's contested answers: each with its sources, and the sources that answer
    /// otherwise (shown as disagreements, not as the answer).
    func contestedAnswers(root: String) -> [ContestedView] {
        ContestedAnswer.all.map { c in
            let cell = BehaviorSummary.Cell(c.answer, citations: c.citations, disagreements: c.disagreements)
            return ContestedView(question: c.question, answer: c.answer, why: why(cell, root: root, context: c.question, open: true))
        }
    }

    /// Presentations × platforms from the core model alone: does it exist there, and as what.
    func presentationMatrix(root: String) -> [PresentationRow] {
        let kinds = modelledPlatforms
        guard !kinds.isEmpty else { return [] }
        return presentations.map { p in
            let title = self.title(p)
            return PresentationRow(
                title: title,
                cells: kinds.map { k -> CellView in
                    let s = summary(p, on: k)
                    let status = Self.isShown(s) ? "supported" : Self.absentStatus(s).status
                    let cellLabel = Self.isShown(s) ? label("supported", "Supported") : absentLabel(s)
                    return CellView(status: status, label: cellLabel, note: note(s.supported),
                                    href: LinkResolver.platformHref(k.rawValue, root: root, fragment: "behavior-" + p.rawValue),
                                    platform: k.displayName,
                                    why: why(s.supported, root: root, context: whyContext(title, on: k.displayName)), platformID: k.rawValue)
                })
        }
    }

    /// Rows a comparison page lists with every rule link. Each side's links repeat what the
    /// platform page lists for that component, and a platform's cells are on five comparison
    /// pages: at 10,000 components the fifteen pages were 252 MB, a third of the site, each 21 MB
    /// to open. Past the limit a page shows its rows as tables of status and counts instead, and
    /// each status links to the rules on the platform page.
    static let comparisonListLimit = 2_000

    /// `compare/<a>-vs-<b>.html` for every pair: only what differs between the two platforms,
    /// the core model's behaviour first, then each component's status and rules as one-line links
    /// (past `listLimit` components, its status and how many of its rules each side has alone),
    /// and links to the pages that index the other pairs.
    /// - Parameter table: from `pairTable`; a component missing there gets its cells made here.
    /// - Parameter fragments: by component position, as `SiteRenderer` lines them up.
    /// - Parameter listLimit: the site's limit; tests pass a small one.
    func comparePair(_ pair: PairView, fragments: [ComponentFragments?], table: PairTable = PairTable(),
                     listLimit: Int = Self.comparisonListLimit) -> Page {
        let path = "compare/" + pair.a.id + "-vs-" + pair.b.id + ".html"
        let root = root(for: path)
        // `pairTable` links from one folder down.
        let cells = root == "../" ? table.cells : [], cellHTML = root == "../" ? table.cellHTML : []
        guard let a = catalog.platform(id: pair.a.id), let b = catalog.platform(id: pair.b.id) else {
            return Page(template: "compare-pair", path: path, model: PlainPage(chrome: chrome(title: pair.title, path: path, current: "compare")))
        }
        // The components that differ, found first: how many there are decides how they are shown.
        // Counted without touching a view or copying a rule: every comparison page walks every
        // component, two pages at a time, and the reference counts of the values they share
        // were half of this step's time when each page read them (at 10,000 components).
        var differing: [(n: Int, onlyA: Int, onlyB: Int)] = []
        let bitA = table.platformBits[a.id], bitB = table.platformBits[b.id]
        let columnA = table.column[a.id], columnB = table.column[b.id]
        let components = catalog.components
        let masks = table.ruleMasks ?? []
        components.withUnsafeBufferPointer { components in
            masks.withUnsafeBufferPointer { masks in
                for n in components.indices {
                    var onlyA = 0, onlyB = 0
                    if let bitA, let bitB, masks.indices.contains(n), masks[n].count == components[n].rules.count {
                        masks[n].withUnsafeBufferPointer { ruleBits in
                            for mask in ruleBits {
                                let inA = mask & bitA != 0, inB = mask & bitB != 0
                                if inA && !inB { onlyA += 1 } else if inB && !inA { onlyB += 1 }
                            }
                        }
                    } else {
                        onlyA = Self.rulesAlone(components[n], on: a.id, notOn: b.id).count
                        onlyB = Self.rulesAlone(components[n], on: b.id, notOn: a.id).count
                    }
                    // Guides are advice across components, not a thing that exists on a platform: only their rules compare.
                    var cellsDiffer = false
                    if components[n].kind == .component {
                        if root == "../", let keyA = table.cellKey(n, columnA), let keyB = table.cellKey(n, columnB) {
                            cellsDiffer = keyA != keyB
                        } else {
                            let ca = cell(components[n], a, root: root), cb = cell(components[n], b, root: root)
                            cellsDiffer = ca.status != cb.status || ca.note != cb.note
                        }
                    }
                    if cellsDiffer || onlyA > 0 || onlyB > 0 { differing.append((n, onlyA, onlyB)) }
                }
            }
        }
        let listsRules = differing.count <= listLimit
        let differences = differing
        let builder = self
        // The positions of the rules of component `n` on `platform` and not on `other`: from the
        // table's bits when it has them for the component, else from the rules' platform lists.
        @Sendable func alone(_ n: Int, _ platform: String, _ bit: UInt64?, notOn other: String, _ otherBit: UInt64?) -> [Int] {
            guard let bit, let otherBit, masks.indices.contains(n), masks[n].count == components[n].rules.count else {
                return Self.rulesAlone(components[n], on: platform, notOn: other)
            }
            return masks[n].indices.filter { masks[n][$0] & bit != 0 && masks[n][$0] & otherBit == 0 }
        }
        let notOnA = builder.aloneNote(notOn: a), notOnB = builder.aloneNote(notOn: b)
        // One component's row, made when the page asks for it: past the limit a page has
        // thousands, which need not all exist at once.
        @Sendable func view(_ d: (n: Int, onlyA: Int, onlyB: Int)) -> PairComponentView {
            // Fields read in place: a copy of the component would retain every one of them.
            let links = fragments.indices.contains(d.n) ? fragments[d.n] : nil
            let isComponent = components[d.n].kind == .component
            func side(_ p: Platform, _ column: Int?) -> (cell: CellView?, html: String) {
                guard isComponent else { return (nil, "") }
                let row = cells.indices.contains(d.n) ? cells[d.n] : nil
                let htmlRow = cellHTML.indices.contains(d.n) ? cellHTML[d.n] : nil
                return (column.flatMap { row?[$0] } ?? builder.cell(components[d.n], p, root: root), column.flatMap { htmlRow?[$0] } ?? "")
            }
            let sideA = side(a, columnA), sideB = side(b, columnB)
            return PairComponentView(
                title: components[d.n].title, href: LinkResolver.componentHref(components[d.n].id, root: root),
                onlyAHTML: listsRules ? ComponentFragments.links(links, at: alone(d.n, a.id, bitA, notOn: b.id, bitB), naming: a.id) : "",
                onlyBHTML: listsRules ? ComponentFragments.links(links, at: alone(d.n, b.id, bitB, notOn: a.id, bitA), naming: b.id) : "",
                onlyANote: notOnB.text(d.onlyA), onlyBNote: notOnA.text(d.onlyB),
                cellA: sideA.cell, cellB: sideB.cell, cellAHTML: sideA.html, cellBHTML: sideB.html)
        }
        let rows: TemplateValue, groups: [PairComponentGroup]
        if listsRules {
            rows = .init(differences.map(view))
            groups = []
        } else {
            // Past the limit the rows come as tables of 200, as the matrix on compare.html does:
            // the browser can skip a table far off screen, but not a row of one.
            rows = .sequence(TemplateSequence(count: differences.count) { TemplateValue(view(differences[$0])) })
            groups = Self.parts(of: differences.count).map { part in
                PairComponentGroup(
                    caption: label("componentsRange", "Components {from} to {to} of {n}",
                                   ["from": String(part.lowerBound + 1), "to": String(part.upperBound), "n": String(differences.count)]),
                    rows: .sequence(TemplateSequence(count: part.count) { TemplateValue(view(differences[part.lowerBound + $0])) }))
            }
        }
        var behaviorDiffs: [BehaviorDifference] = []
        if let ka = PlatformKind(rawValue: a.id), let kb = PlatformKind(rawValue: b.id) {
            for p in presentations {
                let ra = Self.aspects(summary(p, on: ka)), rb = Self.aspects(summary(p, on: kb))
                let title = self.title(p)
                func side(_ cell: BehaviorSummary.Cell, _ platform: Platform, _ heading: String) -> AspectSide {
                    AspectSide(text: reading(cell), why: why(cell, root: root, context: whyContext(title, on: platform.name, aspect: heading.lowercased())))
                }
                // Compared in English: the same answer reads the same in every language.
                let rows = zip(ra, rb).filter { Self.reading($0.cell) != Self.reading($1.cell) }.map { x, y in
                    let heading = aspectTitle(x.id, x.label)
                    return AspectDifference(label: heading, sideA: side(x.cell, a, heading), sideB: side(y.cell, b, heading))
                }
                if rows.isEmpty { continue }
                behaviorDiffs.append(BehaviorDifference(presentation: title, anchor: "differs-" + p.rawValue, rows: rows))
            }
        }
        // The other pairs are linked through their index (compare.html, and each platform's page),
        // not listed: a list of every pair on every pair's page grew with the fourth power of the
        // platforms, and a page declaring 100 of them wrote 2 GB.
        return Page(template: "compare-pair", path: path, model: ComparePairPage(
            chrome: chrome(title: pairTitle(a.name, b.name), path: path, current: "compare"),
            a: platformRef(a.id, root: root), b: platformRef(b.id, root: root), aName: a.name, bName: b.name,
            listsRules: listsRules, listLimit: listLimit, componentCount: differences.count,
            components: rows, componentGroups: groups, behaviors: behaviorDiffs))
    }

    /// "iOS vs macOS", a comparison page's title, in the page's language (`pairTitle`).
    func pairTitle(_ a: String, _ b: String) -> String {
        label("pairTitle", "{a} vs {b}", ["a": a, "b": b])
    }

    /// Positions of the rules of `c` that name `platform` and not `other`, in page order.
    static func rulesAlone(_ c: Component, on platform: String, notOn other: String) -> [Int] {
        c.rules.withUnsafeBufferPointer { rules in
            rules.indices.filter { rules[$0].platforms.contains(platform) && !rules[$0].platforms.contains(other) }
        }
    }

    /// "3 rules not on macOS" in the page's language (`rulesNotOn`, `.one` for one), for any count.
    func aloneNote(notOn other: Platform) -> CountedPhrase {
        CountedPhrase(
            one: label("rulesNotOn.one", "1 rule not on {platform}", ["platform": other.name]),
            other: label("rulesNotOn", "{n} rules not on {platform}", ["platform": other.name]))
    }
}
