import CatalogModel
import SheetBehavior
import TemplateKit

/// `equivalents.html`: each presentation's counterpart on every platform the core model knows,
/// and how the counterparts behave differently, from the model's answers with their sources.
extension PageBuilder {
    /// The interface strings of the pages' language, English for the keys it leaves out.
    var strings: SiteStrings { options.strings[options.language ?? "en"] ?? options.strings["en"] ?? SiteStrings(values: [:]) }

    /// The catalog's platforms the core model answers for, in the catalog's order.
    var modelledPlatforms: [PlatformKind] { Self.familyOrdered(platforms).compactMap { PlatformKind(rawValue: $0.id) } }

    /// The aspects of a summary an equivalents row compares: what differs between counterparts
    /// (Back and Escape are among the dismissal gestures where the platform has them).
    static let equivalentAspects = ["modality", "dismissal", "detents"]

    /// One row of the equivalents for every modelled platform: what it is called there and the
    /// model's summary of it. Made once for the page, the search index and `catalog.json`.
    struct EquivalentRow: Sendable {
        let equivalence: Equivalence
        let sides: [(platform: PlatformKind, name: Answer<String?>, summary: BehaviorSummary)]

        var anchor: String { "equivalent-" + equivalence.id.rawValue }
        var title: String { PageBuilder.capitalized(equivalence.name) }

        /// "iOS: sheet · Android: modal bottom sheet · …", the platforms that have one.
        var namesLine: String {
            sides.compactMap { side in side.name.value.map { side.platform.displayName + ": " + $0 } }.joined(separator: " · ")
        }
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// Every equivalence on the catalog's modelled platforms; none when it has none.
    static func equivalentRows(on kinds: [PlatformKind]) -> [EquivalentRow] {
        guard !kinds.isEmpty else { return [] }
        return Equivalence.all.map { e in
            EquivalentRow(equivalence: e, sides: kinds.map { kind in
                (kind, e.counterpart(on: kind), BehaviorSummary.of(e.configuration, on: kind))
            })
        }
    }

    /// A platform's family (Apple, Android, Web) as the core model declares it; a platform the
    /// model does not know is a family of its own.
    static func family(of platform: Platform) -> String {
        PlatformKind(rawValue: platform.id)?.family ?? platform.name
    }

    /// `platforms` with each family's together, in the order each family first appears, so a
    /// table can head its columns by family.
    static func familyOrdered(_ platforms: [Platform]) -> [Platform] {
        var families: [String] = []
        var members: [String: [Platform]] = [:]
        for p in platforms {
            let family = family(of: p)
            if members[family] == nil { families.append(family) }
            members[family, default: []].append(p)
        }
        return families.flatMap { members[$0]! }
    }

    /// `platforms` grouped by family, in `familyOrdered` order, for the tables that head their
    /// columns or rows by family and for the platform picker.
    func platformFamilies(_ platforms: [Platform], root: String) -> [PlatformFamilyView] {
        Self.familyGroups(platforms).map { family in
            PlatformFamilyView(family: family.name, familyID: Slug.make(family.name), single: family.single,
                               platforms: family.platforms.map { PlatformRef(id: $0.id, name: $0.name, href: LinkResolver.platformHref($0.id, root: root)) })
        }
    }

    /// `platforms` in families, in `familyOrdered` order. A family of one platform of the same
    /// name (Android, Web) is `single`: its platform heads its column alone.
    static func familyGroups(_ platforms: [Platform]) -> [(name: String, platforms: [Platform], single: Bool)] {
        var families: [(name: String, platforms: [Platform])] = []
        for p in familyOrdered(platforms) {
            let family = family(of: p)
            if families.last?.name == family { families[families.count - 1].platforms.append(p) } else { families.append((family, [p])) }
        }
        return families.map { ($0.name, $0.platforms, $0.platforms.count == 1 && $0.platforms[0].name == $0.name) }
    }

    /// The head of a table with a column per platform, grouped by family (`partials/platform-head`):
    /// `label` heads the first column.
    func platformHead(_ platforms: [Platform], label: String, root: String) -> PlatformHead {
        let families = platformFamilies(platforms, root: root)
        return PlatformHead(label: label, grouped: families.contains { !$0.single }, families: families)
    }

    func equivalents() -> Page {
        let root = ""
        let rows = Self.equivalentRows(on: modelledPlatforms)
        let sketchStrings = self.sketchStrings
        let families = platformFamilies(modelledPlatforms.compactMap { catalog.platform(id: $0.rawValue) }, root: root)
        let labels = Dictionary(Self.aspects(BehaviorSummary.of(.sheet, on: modelledPlatforms.first ?? .iOS)).map { ($0.id, $0.label) },
                                uniquingKeysWith: { a, _ in a })
        let views = rows.map { row -> EquivalentRowView in
            let title = Self.capitalized(words(row.equivalence.namePhrase))
            // Platform pages describe the presentations the catalog's pages name, each at its anchor;
            // a kind of sheet no page names (a Material side sheet) links to the sheets' section.
            let requested = row.equivalence.configuration.presentation
            let presentation = !presentations.contains(requested) && requested.isSheetLike ? Presentation.sheet : requested
            let behaviorAnchor = presentations.contains(presentation) ? "behavior-" + presentation.rawValue : nil
            let sketches = row.sides.filter { Self.hasCounterpart($0, in: row) }.map { side in
                EquivalentSketchView(platform: side.platform.rawValue, platformName: side.platform.displayName,
                                     name: calledName(side.name.value, row.equivalence) ?? "",
                                     svg: Self.sketchHTML(row.equivalence.configuration, on: side.platform, strings: sketchStrings))
            }
            let groups = families.map { family -> EquivalentGroupView in
                let ids = Set(family.platforms.map(\.id))
                let sides = row.sides.filter { ids.contains($0.platform.rawValue) }.map { side -> EquivalentSideView in
                    let kind = side.platform
                    let shown = Self.hasCounterpart(side, in: row)
                    // A sheet without the part: lacking it where the model says so, open where no source does.
                    let lacksPart = row.equivalence.subject != .presentation && Self.isShown(side.summary)
                    let absent = lacksPart ? (side.name.isDefined ? "unsupported" : "not-defined") : Self.absentStatus(side.summary).status
                    // No name: "none" where the model says the platform lacks it, "not defined" where no source says.
                    let named = BehaviorSummary.Cell(calledName(side.name.value, row.equivalence).map(Phrase.verbatim)
                                                        ?? (side.name.isDefined ? Phrase.noneText : BehaviorSummary.Cell.notDefined),
                                                     citations: side.name.citations, gap: side.name.gap)
                    var cells = [cellView(named, status: shown ? "supported" : absent, root: root,
                                          context: whyContext(title, on: kind.displayName, aspect: label("whyName", "name")))]
                    let aspects = Self.aspects(side.summary)
                    for id in Self.equivalentAspects {
                        guard let aspect = aspects.first(where: { $0.id == id }) else { continue }
                        cells.append(shown ? cellView(aspect.cell, status: Self.equivalentStatus(aspect.cell), root: root,
                                                      context: whyContext(title, on: kind.displayName, aspect: aspectTitle(aspect.id, aspect.label).lowercased()))
                                           : EquivalentCellView(text: "—", status: absent, note: nil, why: nil))
                    }
                    return EquivalentSideView(id: kind.rawValue, name: kind.displayName,
                                              href: LinkResolver.platformHref(kind.rawValue, root: root, fragment: behaviorAnchor), cells: cells)
                }
                return EquivalentGroupView(family: family.family, familyID: family.familyID, single: family.single,
                                           members: family.members, sides: sides)
            }
            let names = row.sides.compactMap { side in
                calledName(side.name.value, row.equivalence).map { side.platform.displayName + ": " + $0 }
            }
            return EquivalentRowView(anchor: row.anchor, title: title, names: names.joined(separator: " · "), sketches: sketches, groups: groups)
        }
        return Page(template: "equivalents", path: "equivalents.html", model: EquivalentsPage(
            chrome: chrome(title: strings["equivalents"], path: "equivalents.html", current: "equivalents"),
            rows: views,
            aspects: Self.equivalentAspects.map { id in strings.values["aspect" + Self.capitalized(id)] ?? labels[id] ?? id },
            families: families, hasPicker: modelledPlatforms.count > 1))
    }

    /// What a platform calls the row's thing: its own name, as it spells it; where it names
    /// none, the model answers with the catalog's name, shown in the page's language.
    func calledName(_ name: String?, _ equivalence: Equivalence) -> String? {
        name.map { $0 == equivalence.name ? words(equivalence.namePhrase) : $0 }
    }

    /// Whether a platform has the row's thing: the presentation appears, and for a part of a
    /// sheet (the grabber, a detent) the platform names a counterpart.
    static func hasCounterpart(_ side: (platform: PlatformKind, name: Answer<String?>, summary: BehaviorSummary), in row: EquivalentRow) -> Bool {
        isShown(side.summary) && (row.equivalence.subject == .presentation || side.name.value != nil)
    }

    /// A cell's status class: no answer, an answer with a condition, or a plain one.
    static func equivalentStatus(_ cell: BehaviorSummary.Cell) -> String {
        if cell.text == BehaviorSummary.Cell.notDefinedText { return "not-defined" }
        return cell.note == nil ? "supported" : "partial"
    }

    private func cellView(_ cell: BehaviorSummary.Cell, status: String, root: String, context: String) -> EquivalentCellView {
        EquivalentCellView(text: text(cell), status: status, note: note(cell), why: why(cell, root: root, context: context))
    }
}
