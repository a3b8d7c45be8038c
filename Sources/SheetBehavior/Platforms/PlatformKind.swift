/// A platform the core model answers for: a handle on its `PlatformDeclaration`.
///
/// Raw values equal the catalog's platform ids (`ios`, `android`, `web`), so results can be
/// joined with `Platform` values without a mapping table. Two kinds are the same platform when
/// their ids are. `PlatformKind(rawValue:)`, `named(_:)`, `allCases` and decoding know the
/// built-in platforms (`PlatformKind.builtIn`); any other declaration becomes a platform with
/// `PlatformKind(_:)` and is answered for from its facts alone.
public struct PlatformKind: Hashable, Sendable, Codable, Comparable, RawRepresentable, CustomStringConvertible {
    /// One shared copy of a declaration made outside the built-in set.
    private final class Box: Sendable {
        let declaration: PlatformDeclaration
        init(_ declaration: PlatformDeclaration) { self.declaration = declaration }
    }

    /// A built-in platform is its place in `PlatformDeclaration.builtIn`, read when a fact is
    /// first asked: the declarations cite API references that list platforms, so a platform's
    /// identity cannot wait for its facts.
    private enum Storage: Sendable {
        case builtIn(Int)
        case declared(Box)
    }

    public let rawValue: String
    private let order: Int
    private let storage: Storage

    /// A platform from its declaration.
    public init(_ declaration: PlatformDeclaration) {
        rawValue = declaration.id
        order = declaration.order
        storage = .declared(Box(declaration))
    }

    private init(builtIn index: Int, id: String) {
        rawValue = id
        order = index
        storage = .builtIn(index)
    }

    /// A built-in platform by id; nil for any other id.
    public init?(rawValue: String) {
        guard let kind = PlatformKind.byID[rawValue] else { return nil }
        self = kind
    }

    public var declaration: PlatformDeclaration {
        switch storage {
        case .builtIn(let index): return PlatformDeclaration.builtIn[index]
        case .declared(let box): return box.declaration
        }
    }

    /// Whether this is a built-in platform, whose facts are the same for the whole process; two
    /// platforms declared elsewhere may share an id and differ in their facts.
    public var isBuiltIn: Bool {
        if case .builtIn = storage { return true }
        return false
    }

    public var facts: PlatformFacts { declaration.facts }
    public var description: String { rawValue }

    /// The vendor's spelling.
    public var displayName: String { declaration.displayName }

    /// The device people hold: what a designer writes in an example.
    public var deviceName: String { declaration.devices.first?.name ?? declaration.displayName }

    /// The family comparisons group it with (`Apple`, `Android`, `Web`).
    public var family: String { declaration.family }

    /// The width a presentation usually meets here: the first width of the first device.
    public var defaultWidth: HorizontalSizeClass { declaration.devices.first?.widths.first ?? .regular }

    /// Whether people act here with `input` (Back, Escape, touch…).
    public func accepts(_ input: PlatformDeclaration.Input) -> Bool { declaration.inputs.contains(input) }

    public static func == (a: PlatformKind, b: PlatformKind) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public static func < (a: PlatformKind, b: PlatformKind) -> Bool {
        (a.order, a.rawValue) < (b.order, b.rawValue)
    }

    public init(from decoder: Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        guard let kind = PlatformKind(rawValue: id) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no built-in platform has the id \(id)"))
        }
        self = kind
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    // MARK: The built-in platforms, each declared in its own file

    // Indexes into `PlatformDeclaration.builtIn`; a test holds each id to its declaration's.
    public static let iOS = PlatformKind(builtIn: 0, id: "ios")
    public static let iPadOS = PlatformKind(builtIn: 1, id: "ipados")
    public static let macOS = PlatformKind(builtIn: 2, id: "macos")
    public static let tvOS = PlatformKind(builtIn: 3, id: "tvos")
    public static let visionOS = PlatformKind(builtIn: 4, id: "visionos")
    public static let watchOS = PlatformKind(builtIn: 5, id: "watchos")
    public static let android = PlatformKind(builtIn: 6, id: "android")
    public static let web = PlatformKind(builtIn: 7, id: "web")

    /// Every built-in platform, in order.
    public static let builtIn: [PlatformKind] = [.iOS, .iPadOS, .macOS, .tvOS, .visionOS, .watchOS, .android, .web]

    /// Every built-in platform, in order (the name `CaseIterable` gave it).
    public static var allCases: [PlatformKind] { builtIn }

    private static let byID: [String: PlatformKind] = Dictionary(builtIn.map { ($0.rawValue, $0) }, uniquingKeysWith: { a, _ in a })

    /// Finds a built-in platform by platform name, device name or alias ("iPhone", "Mac", "Android phone").
    public static func named(_ raw: String) -> PlatformKind? { byKey[Presentation.key(raw)] }

    /// Finds a platform among `platforms` by the same names.
    public static func named(_ raw: String, among platforms: [PlatformKind]) -> PlatformKind? {
        let key = Presentation.key(raw)
        return platforms.first { $0.lookupKeys.contains(key) }
    }

    /// Every key `named` finds the platform by.
    var lookupKeys: [String] {
        let d = declaration
        return [d.id, Presentation.key(d.displayName)] + d.aliases.map(Presentation.key)
            + d.devices.flatMap { [Presentation.key($0.name)] + $0.aliases.map(Presentation.key) }
    }

    private static let byKey: [String: PlatformKind] = {
        var table: [String: PlatformKind] = [:]
        for p in builtIn.reversed() {
            for key in p.lookupKeys { table[key] = p }
        }
        return table
    }()

    /// Whether people run several windows of one app side by side here, so that "other windows
    /// stay usable" is a meaningful question.
    var hasAppWindows: Bool { facts.hasAppWindows }
}

/// The horizontal size class: compact (iPhone, narrow iPad split) or regular (iPad, Mac).
public enum HorizontalSizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    case compact, regular
}

/// Reading direction of the interface; corners named leading/trailing follow it.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case leftToRight = "left-to-right", rightToLeft = "right-to-left"
}
