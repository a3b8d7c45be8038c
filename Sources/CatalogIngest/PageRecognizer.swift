import CatalogModel
import MarkdownKit

/// Reads one parsed guideline page into catalog values by recognising its sections by name.
///
/// A single pass over the top-level blocks with a small state machine: headings switch the zone
/// (overview, a prose or best-practice section, platform considerations, resources, change log);
/// paragraphs and list items that open with a bold sentence become rules; everything else is
/// prose of the current rule or section. Heading levels only matter for nesting, so exports
/// where every heading sits at one level read the same.
struct PageRecognizer {
    enum Zone: Equatable {
        case overview, section, platforms, resources, changeLog, ended
    }

    enum ResourceKind {
        case none, related, apis, other
    }

    let file: String
    let componentID: String
    let knownPlatforms: [Platform]
    let primarySources: [SourceReference]
    /// The page's lines, for example line columns.
    let lines: [Substring]
    var converter: ContentConverter
    var diagnostics: [Diagnostic] = []
    /// The names behind each `platform.unknown` in `diagnostics`: a translation may name the
    /// platforms its page declares, which only assembly knows (``UnknownPlatformNames``).
    var unknownPlatformNames: [UnknownPlatformNames] = []

    var abstract: [Inline] = []
    var overview: [Block] = []
    var sections: [Component.Section] = []
    /// The ids in `sections`, and for an id taken more than once the number its next copy
    /// tries first: scanning every section for each number made a page of 20,000 headings
    /// with one title take hours.
    var sectionIDs: Set<String> = []
    var nextSectionSuffix: [String: Int] = [:]
    var rules: [Rule] = []
    /// The ids in `rules`, to give a generated id that collides a suffix.
    var ruleIDs: Set<String> = []
    var related: [Component.RelatedLink] = []
    var apis: [Component.DeveloperAPI] = []
    var changeLog: [Component.ChangeLogEntry] = []
    var platformStatus: [String: PlatformStatus] = [:]
    var examples: [SpecExample] = []
    /// Headings seen inside the page (not chrome); zero means the page has no markdown structure.
    var headingCount = 0
    var paragraphCount = 0

    var zone = Zone.overview
    var resourceKind = ResourceKind.none
    var resourcesLevel = 0
    var bestPracticesLevel: Int?
    var platformsLevel = 0
    var platformSubsectionLevel: Int?
    /// Index into `sections` of the section blocks go to.
    var currentSection: Int?
    /// Index into `rules` of the rule whose body is still open.
    var currentRule: Int?
    /// Whether paragraphs that open with a short bold term (`**Main.** The frontmost window …`)
    /// define terms here: after a paragraph that ends in a colon, or after such a paragraph.
    /// Exports write a definition list this way as well as in bullets.
    var definitionsFollow = false
    /// What a blockquote in another language right after it translates (see
    /// `PageRecognizer+Translation.swift`).
    var lastTarget = TranslationTarget.title
    /// Language of a bilingual page's blockquotes, from front matter `translation:`; nil reads
    /// it from each quote's script.
    var bilingualLanguage: String?
    /// The language of the first section heading read through a language table (`모범 사례`:
    /// `ko`): the language a page with no `language:` is written in.
    var headingLanguage: String?
    /// `{source-hash=…}` of each rule that records one, by rule id.
    var sourceHashes: [String: String] = [:]
    /// A bilingual page's translations of its own text, by language.
    var titleTranslations: [String: String] = [:]
    var abstractTranslations: [String: [Inline]] = [:]
    var overviewTranslations: [String: [Block]] = [:]

    init(file: String, componentID: String, knownPlatforms: [Platform], primarySources: [SourceReference], lines: [Substring]) {
        self.file = file
        self.componentID = componentID
        self.knownPlatforms = knownPlatforms
        self.primarySources = primarySources
        self.lines = lines
        self.converter = ContentConverter(file: file, lines: lines)
    }

    func location(_ line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    mutating func read(_ blocks: ArraySlice<MarkdownBlock>) {
        for block in blocks {
            if zone == .ended { break }
            if case .heading(let level, let content) = block.kind {
                headingCount += 1
                currentRule = nil
                definitionsFollow = false
                heading(level: level, text: content.plainText, block: block)
                continue
            }
            if case .codeBlock(let info, let literal, _) = block.kind, ExampleFence.isExample(info: info) {
                example(info: info, literal: literal, block: block)
                continue
            }
            if case .paragraph = block.kind { paragraphCount += 1 }
            if case .blockQuote(let children) = block.kind, zone != .resources, zone != .changeLog,
               let language = translationLanguage(of: children) {
                translate(children, into: language, block: block)
                continue
            }
            if case .blockQuote(let children) = block.kind, zone == .resources || zone == .changeLog {
                quotedTranslationInEndMatter(children, block: block)
                continue
            }
            switch zone {
            case .overview: overviewBlock(block)
            case .section, .platforms: contentBlock(block)
            case .resources: resourceBlock(block)
            case .changeLog: changeLogBlock(block)
            case .ended: break
            }
        }
    }

    // MARK: - Headings

    static func sectionName(_ text: String) -> String {
        if let ascii = text.withContiguousUTF8({ $0.allSatisfy { $0 < 0x80 } ? asciiSectionName($0) : nil }) { return ascii }
        var name = text.trimmingWhitespace.lowercased()
        while let last = name.last, last == ":" || last == "." { name.removeLast() }
        return name.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// `sectionName` for ASCII text (every heading of a real page), in one pass over its bytes:
    /// lower-cased, trailing `:` and `.` dropped, runs of spaces and tabs made one space.
    private static func asciiSectionName(_ text: UnsafeBufferPointer<UInt8>) -> String {
        var start = 0, end = text.count
        while start < end, text[start].isASCIIWhitespace { start += 1 }
        while end > start, text[end - 1].isASCIIWhitespace { end -= 1 }
        while end > start, text[end - 1] == UInt8(ascii: ":") || text[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var name: [UInt8] = []
        name.reserveCapacity(end - start)
        var pendingSpace = false
        for b in text[start..<end] {
            if b == 0x20 || b == 0x09 {
                pendingSpace = !name.isEmpty
                continue
            }
            if pendingSpace { name.append(0x20); pendingSpace = false }
            name.append(b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b + 32 : b)
        }
        return String(decoding: name, as: UTF8.self)
    }

    mutating func heading(level: Int, text: String, block: MarkdownBlock) {
        var name = Self.sectionName(text)
        let line = block.range.startLine
        // A heading in another language ("모범 사례") is the section its table names; the
        // section's id is the English one, so that a translation's sections line up with it.
        var localizedID: String?
        if !name.utf8.allSatisfy({ $0 < 0x80 }), let (kind, language) = LanguageTable.section(named: name) {
            if headingLanguage == nil { headingLanguage = language }
            name = kind.rawValue
            localizedID = Slug.make(kind.rawValue)
        }
        lastTarget = .none
        switch name {
        case "best practices":
            zone = .section
            bestPracticesLevel = level
            openSection(title: text, platforms: [], line: line, id: localizedID)
            return
        case "platform considerations":
            zone = .platforms
            platformsLevel = level
            platformSubsectionLevel = nil
            openSection(title: text, platforms: [], line: line, id: localizedID)
            return
        case "resources":
            zone = .resources
            resourceKind = .none
            resourcesLevel = level
            currentSection = nil
            return
        case "related", "related pages", "related topics":
            if zone != .resources { resourcesLevel = level }
            zone = .resources
            resourceKind = .related
            currentSection = nil
            return
        case "developer documentation":
            if zone != .resources { resourcesLevel = level }
            zone = .resources
            resourceKind = .apis
            currentSection = nil
            return
        case "change log", "changelog", "change history":
            zone = .changeLog
            currentSection = nil
            return
        default:
            break
        }
        switch zone {
        case .resources:
            // A heading of its own inside Resources ("Videos") keeps its links out of the model;
            // one at the Resources level or above is the site's footer.
            if level > resourcesLevel { resourceKind = .other } else { zone = .ended }
        case .changeLog:
            zone = .ended
        case .platforms:
            platformHeading(level: level, text: text, block: block)
        default:
            if let bp = bestPracticesLevel, zone == .section, level > bp {
                openSection(title: text, platforms: [], line: line)
            } else {
                bestPracticesLevel = nil
                zone = .section
                openSection(title: text, platforms: [], line: line)
            }
        }
    }

    mutating func platformHeading(level: Int, text: String, block: MarkdownBlock) {
        let line = block.range.startLine
        if let sub = platformSubsectionLevel, level > sub, let index = currentSection {
            // A heading inside a platform subsection is part of its prose and keeps its scope.
            if let heading = converter.block(block) { sections[index].prose.append(heading) }
            return
        }
        let (platforms, widths, unknown) = PlatformNames.resolveWithWidths(text, among: knownPlatforms)
        if unknown.isEmpty && !(platforms.isEmpty && widths.isEmpty) {
            platformSubsectionLevel = level
            // "iOS, iPadOS" and "iOS and iPadOS" are one subsection: its id comes from the platforms
            // (and widths: "ipados-regular").
            let id = (platforms.map(\.id) + widths.map(\.rawValue)).joined(separator: "-")
            openSection(title: text, platforms: platforms.map(\.id), line: line, id: id, widths: widths)
        } else if level > platformsLevel {
            reportUnknown(unknown, .error(
                "platform.unknown", "platform subsection '\(text.trimmingWhitespace)' names \(unknown.map { "'\($0)'" }.joined(separator: ", ")), which is not a known platform",
                at: location(line, column: block.range.startColumn),
                explanation: "headings under Platform considerations name the platforms their rules apply to",
                fix: "use one of \(PlatformNames.knownList(knownPlatforms)), or add the platform to the page's front matter `platforms:`"))
            platformSubsectionLevel = level
            openSection(title: text, platforms: platforms.map(\.id), line: line)
        } else {
            zone = .section
            bestPracticesLevel = nil
            platformSubsectionLevel = nil
            openSection(title: text, platforms: [], line: line)
        }
    }

    mutating func openSection(title: String, platforms: [String], line: Int, id fixedID: String? = nil, widths: [SizeClass] = []) {
        // A title in Hangul, kana or Han gives no slug of its own (only its Latin words would be
        // left, and two titles sharing one would collide): its id is its place on the page.
        var id = fixedID ?? (Script.containsCJK(title) ? "section-\(sections.count + 1)" : Slug.make(title))
        if id.isEmpty { id = "section" }
        if sectionIDs.contains(id) {
            // The first free `id-2`, `id-3`, …: ids are only ever added, so it is never below
            // the one the last copy of this id took.
            var n = nextSectionSuffix[id] ?? 2
            while sectionIDs.contains("\(id)-\(n)") { n += 1 }
            nextSectionSuffix[id] = n + 1
            id = "\(id)-\(n)"
        }
        sectionIDs.insert(id)
        sections.append(Component.Section(id: id, title: title.trimmingWhitespace, platforms: platforms,
                                          location: location(line), widths: widths))
        currentSection = sections.count - 1
        currentRule = nil
        lastTarget = .section(currentSection!)
    }

    // MARK: - Prose

    mutating func overviewBlock(_ block: MarkdownBlock) {
        guard let converted = converter.block(block) else { return }
        if abstract.isEmpty, overview.isEmpty, case .paragraph(let inlines) = converted, Self.isReadable(inlines) {
            abstract = inlines
            lastTarget = .abstract
        } else {
            overview.append(converted)
            lastTarget = .overview
        }
    }

    /// True for a paragraph with words in it, not only images.
    static func isReadable(_ inlines: [Inline]) -> Bool {
        inlines.contains {
            switch $0 {
            case .image, .lineBreak: return false
            default: return !$0.plainText.isBlank
            }
        }
    }

    mutating func contentBlock(_ block: MarkdownBlock) {
        if zone == .platforms, case .paragraph(let content) = block.kind,
           let statuses = PlatformStatement.read(content.plainText, among: knownPlatforms,
                                                 subsectionPlatforms: currentSection.map { sections[$0].platforms } ?? []) {
            record(statuses, line: block.range.startLine)
            lastTarget = .none
            return
        }
        let afterIntroduction = definitionsFollow
        definitionsFollow = false
        if case .paragraph(let content) = block.kind {
            if afterIntroduction, Self.definesTerm(content) {
                definitionsFollow = true
            } else {
                // A rule may introduce the terms too ("… in one of three states:").
                definitionsFollow = content.plainText.trimmingWhitespace.hasSuffix(":")
                if ruleBlock(block) { lastTarget = currentRule.map { .rule($0) } ?? .none; return }
            }
        } else if ruleBlock(block) {
            lastTarget = currentRule.map { .rule($0) } ?? .none
            return
        }
        guard let converted = converter.block(block) else { return }
        if let rule = currentRule {
            rules[rule].body.append(converted)
            lastTarget = .ruleBody(rule)
        } else if let section = currentSection {
            sections[section].prose.append(converted)
            lastTarget = .prose(section)
        } else {
            overview.append(converted)
            lastTarget = .overview
        }
    }

    mutating func record(_ statement: PlatformStatement, line: Int) {
        for name in statement.unknown {
            reportUnknown([name], .error(
                "platform.unknown", "platform statement names '\(name)', which is not a known platform",
                at: location(line),
                fix: "use one of \(PlatformNames.knownList(knownPlatforms)), or add the platform to the page's front matter `platforms:`"))
        }
        for (id, status) in statement.statuses { platformStatus[id] = status }
    }

    private mutating func reportUnknown(_ names: [String], _ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        unknownPlatformNames.append(UnknownPlatformNames(names: names, diagnostic: diagnostic))
    }
}
