/// One guideline page: a component (Sheets, Popovers) or a guide (Choosing a presentation).
public struct Component: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case component, guide
    }

    /// A titled run of prose that is not a rule: the page's own sections in reading order.
    public struct Section: Hashable, Sendable, Codable {
        public var id: String
        public var title: String
        /// Platform ids when this is a platform subsection; empty otherwise.
        public var platforms: [String]
        /// Size classes the subsection speaks for ("regular width"); empty means any.
        public var widths: [SizeClass]
        /// Prose of the section that is not a rule (intro paragraphs, tables, notes).
        public var prose: [Block]
        public var ruleIDs: [String]
        public var location: SourceLocation
        /// The title and prose in other languages, by BCP 47 tag.
        public var translations: [String: SectionTranslation] = [:]
        /// On a page shown in another language: the language of the title, and of the prose,
        /// when its translation leaves them out and they are shown in the source language.
        public var titleFallbackLanguage: String?
        public var proseFallbackLanguage: String?

        public init(id: String, title: String, platforms: [String] = [], prose: [Block] = [], ruleIDs: [String] = [],
                    location: SourceLocation, widths: [SizeClass] = []) {
            self.id = id
            self.title = title
            self.platforms = platforms
            self.widths = widths
            self.prose = prose
            self.ruleIDs = ruleIDs
            self.location = location
        }
    }

    public struct RelatedLink: Hashable, Sendable, Codable {
        public var title: String
        /// The component id when the link resolves inside the catalog; nil for outside pages.
        public var componentID: String?
        public var url: String?
        public init(title: String, componentID: String? = nil, url: String? = nil) {
            self.title = title
            self.componentID = componentID
            self.url = url
        }
    }

    public struct DeveloperAPI: Hashable, Sendable, Codable {
        public var name: String
        /// SwiftUI, UIKit, AppKit, …
        public var framework: String
        public var url: String?
        public init(name: String, framework: String, url: String? = nil) {
            self.name = name
            self.framework = framework
            self.url = url
        }
    }

    public struct ChangeLogEntry: Hashable, Sendable, Codable {
        public var date: String
        public var text: String
        public init(date: String, text: String) {
            self.date = date
            self.text = text
        }
    }

    public var id: String
    public var kind: Kind
    public var title: String
    public var abstract: [Inline]
    /// Prose between the abstract and the first recognised section.
    public var overview: [Block]
    public var sections: [Section]
    public var rules: [Rule]
    public var related: [RelatedLink]
    public var apis: [DeveloperAPI]
    public var changeLog: [ChangeLogEntry]
    /// Sources of the page, primary first.
    public var sources: [SourceReference]
    /// Platform id → status, for platforms the page makes a statement about.
    public var platformStatus: [String: PlatformStatus]
    /// The presentation kinds of the core model this page is about (`sheet`, `popover`), from
    /// front matter; ties the page to comparison tables.
    public var presentations: [String]
    /// The platform ids the page says it covers (front matter `platforms:`, base platforms
    /// included); empty when it names none, which means every platform. Comparison cells of
    /// the platforms it leaves out read "not covered" rather than the core model's answer for
    /// its presentations, which is about another platform's component.
    public var platforms: [String] = []
    /// Relative path of the source file inside the content folder.
    public var file: String
    public var location: SourceLocation
    /// The BCP 47 tag of the language the page is written in (front matter `language:`; `en`).
    public var language: String = "en"
    /// The page's own text in other languages, by BCP 47 tag; its sections and rules carry
    /// theirs. A language is in here when any of the page is translated into it.
    public var translations: [String: PageTranslation] = [:]
    /// On a page shown in another language: what of its own text is still in its source
    /// language because the translation leaves it out. nil when none is.
    public var untranslated: UntranslatedText?

    /// The languages of the page: its own first, then its translations' in tag order.
    public var languages: [String] { [language] + translations.keys.sorted().filter { $0 != language } }

    public init(
        id: String, kind: Kind = .component, title: String, abstract: [Inline] = [], overview: [Block] = [],
        sections: [Section] = [], rules: [Rule] = [], related: [RelatedLink] = [], apis: [DeveloperAPI] = [],
        changeLog: [ChangeLogEntry] = [], sources: [SourceReference] = [],
        platformStatus: [String: PlatformStatus] = [:], presentations: [String] = [], file: String,
        location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.abstract = abstract
        self.overview = overview
        self.sections = sections
        self.rules = rules
        self.related = related
        self.apis = apis
        self.changeLog = changeLog
        self.sources = sources
        self.platformStatus = platformStatus
        self.presentations = presentations
        self.file = file
        self.location = location
    }
}

/// The parts of a page's own text that a language's view shows in the source language, and
/// which language that is, so the site can mark them (`lang`) and say they are not translated.
public struct UntranslatedText: Hashable, Sendable, Codable {
    /// The BCP 47 tag of the text shown (the page's source language).
    public var language: String
    /// True when the page has no translation at all into the language it is shown in.
    public var wholePage: Bool
    public var title: Bool
    public var abstract: Bool
    public var overview: Bool
    /// Positions of the related links and change log entries shown in the source language.
    public var relatedLinks: [Int] = []
    public var changeLogEntries: [Int] = []

    public init(language: String, wholePage: Bool, title: Bool, abstract: Bool, overview: Bool) {
        self.language = language
        self.wholePage = wholePage
        self.title = title
        self.abstract = abstract
        self.overview = overview
    }
}
