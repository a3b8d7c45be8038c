/// Where one answer of the core model comes from: a source the catalog declares, or an API
/// reference. Kept beside the behaviour as data (MDN's browser-compat-data does the same), so
/// that pages, `catalog.json` and checks can say why the model answers as it does.
public enum Citation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// A guideline page, design system or guide, by the id the catalog's pages declare for it.
    case source(SourceCitation)
    /// A symbol in Apple's developer documentation, with the OS versions that first have it.
    case api(APIReference)

    /// `hig-sheets-2024 (2024-03-29), iOS, iPadOS` or `UIKit prefersGrabberVisible (iOS 15)`.
    public var description: String {
        switch self {
        case .source(let s):
            return s.id + " (" + s.edition + ")" + (s.section.map { ", " + $0 } ?? "")
        case .api(let a):
            return a.framework + " " + a.symbol + (a.introduced.isEmpty ? "" : " (" + a.availabilityText + ")")
        }
    }

    /// Whether two citations point at the same place (the same section of a source, or the same
    /// symbol), whatever their notes say: a cell lists each place once.
    public func pointsAtSamePlace(as other: Citation) -> Bool {
        switch (self, other) {
        case (.source(let x), .source(let y)): return x.id == y.id && x.section == y.section
        case (.api(let x), .api(let y)): return x.framework == y.framework && x.symbol == y.symbol
        default: return false
        }
    }

    /// Sources first, then APIs, each by id or symbol: the order pages list them in.
    public static func < (a: Citation, b: Citation) -> Bool {
        switch (a, b) {
        case (.source(let x), .source(let y)): return (x.id, x.section ?? "") < (y.id, y.section ?? "")
        case (.api(let x), .api(let y)): return (x.framework, x.symbol) < (y.framework, y.symbol)
        case (.source, .api): return true
        case (.api, .source): return false
        }
    }
}

/// A pointer into one edition of a source the catalog declares (`sources:` in a page's front
/// matter). The model depends on nothing of the catalog's, so the id is a string; a test holds
/// every id and edition the model cites to the ones `content/` declares.
public struct SourceCitation: Hashable, Sendable, Codable {
    /// The source's id (`hig-sheets-2024`).
    public var id: String
    /// The edition, exactly as the catalog declares it.
    public var edition: String
    /// The part of the source that says it, named as the source heads it ("iOS, iPadOS").
    public var section: String?
    /// What that part says that the answer rests on, in our words.
    public var note: String?

    public init(id: String, edition: String, section: String? = nil, note: String? = nil) {
        self.id = id
        self.edition = edition
        self.section = section
        self.note = note
    }

    /// The same source, another section or note.
    public func at(_ section: String?, _ note: String? = nil) -> SourceCitation {
        SourceCitation(id: id, edition: edition, section: section, note: note)
    }
}

/// A symbol in Apple's developer documentation: framework, name, and the first OS version of
/// each platform that has it, as the documentation's availability lists them.
public struct APIReference: Hashable, Sendable, Codable {
    /// One platform's first version.
    public struct Introduced: Hashable, Sendable, Codable {
        public var platform: PlatformKind
        public var version: OSVersion
        public init(_ platform: PlatformKind, _ version: OSVersion) {
            self.platform = platform
            self.version = version
        }
    }

    /// `SwiftUI`, `UIKit` or `AppKit`.
    public var framework: String
    /// The symbol as the documentation titles it (`presentationCornerRadius(_:)`).
    public var symbol: String
    /// Platforms that have the symbol, in `PlatformKind` order; a platform missing here lacks it.
    public var introduced: [Introduced]
    /// The documentation page.
    public var url: String
    /// What the documentation says that the answer rests on, in our words.
    public var note: String?

    public init(framework: String, symbol: String, introduced: [Introduced], url: String, note: String? = nil) {
        self.framework = framework
        self.symbol = symbol
        self.introduced = introduced.sorted { $0.platform < $1.platform }
        self.url = url
        self.note = note
    }

    /// The first version on a platform; nil when the platform does not have the symbol.
    public func firstVersion(on platform: PlatformKind) -> OSVersion? {
        introduced.first { $0.platform == platform }?.version
    }

    /// `iOS 16.4, iPadOS 16.4, macOS 13.3`.
    public var availabilityText: String {
        introduced.map { "\($0.platform.displayName) \($0.version)" }.joined(separator: ", ")
    }

    /// The same reference with a note on what it says.
    public func saying(_ note: String) -> APIReference {
        var copy = self
        copy.note = note
        return copy
    }
}
