/// Everything the core model knows about one platform, declared as data in one file per platform
/// (`Platforms/IOS.swift`, `Platforms/Android.swift`, …).
///
/// The model never switches over platforms: it reads these facts. A fact a declaration leaves
/// out (nil, or a presentation missing from `presentations`) is answered as "not defined here",
/// with the platform named in the gap, never with another platform's answer or a default. A
/// platform outside the built-in set is a `PlatformDeclaration` made anywhere and wrapped in a
/// `PlatformKind` (see docs/platforms.md).
public struct PlatformDeclaration: Sendable {
    /// The catalog's platform id (`ios`, `android`, `web`): the raw value of `PlatformKind`.
    public var id: String
    /// The vendor's spelling (`iOS`, `Android`, `Web`).
    public var displayName: String
    /// The family comparisons group columns by (`Apple`, `Android`, `Web`).
    public var family: String
    /// Where the platform sorts among the others: the built-in ones are 0 to 99.
    public var order: Int
    /// What people hold or sit at, first the one examples name by default.
    public var devices: [Device]
    /// The ways people act on a presentation here.
    public var inputs: Set<Input>
    /// How releases are numbered and which of them the model answers for.
    public var versioning: VersionScheme
    /// The UI frameworks apps present with here, the default first.
    public var frameworks: [UIFramework]
    /// Other names examples may use for the platform (`iphoneos`, `osx`).
    public var aliases: [String]
    /// What the platform says about each presentation and behaviour.
    public var facts: PlatformFacts

    public init(id: String, displayName: String, family: String, order: Int, devices: [Device], inputs: Set<Input>,
                versioning: VersionScheme, frameworks: [UIFramework] = [], aliases: [String] = [], facts: PlatformFacts) {
        self.id = id
        self.displayName = displayName
        self.family = family
        self.order = order
        self.devices = devices
        self.inputs = inputs
        self.versioning = versioning
        self.frameworks = frameworks
        self.aliases = aliases
        self.facts = facts
    }

    /// A device or form factor and the widths it shows apps in.
    public struct Device: Hashable, Sendable {
        /// As a designer writes it (`iPhone`, `Android phone`, `desktop browser`).
        public var name: String
        /// Other spellings (`phone`, `mobile browser`).
        public var aliases: [String]
        /// The horizontal size classes (window size classes on Android) the device shows apps in.
        public var widths: [HorizontalSizeClass]

        public init(_ name: String, aliases: [String] = [], widths: [HorizontalSizeClass]) {
            self.name = name
            self.aliases = aliases
            self.widths = widths
        }
    }

    /// A way people act on what is on screen.
    public enum Input: String, Hashable, Sendable, CaseIterable, Codable {
        case touch
        case pointer
        case keyboard
        /// A remote with a touch surface or buttons (Apple TV).
        case remote
        /// The Digital Crown (Apple Watch).
        case crown
        /// Eyes and hands (Vision Pro).
        case eyesAndHands = "eyes-and-hands"
        /// The system Back gesture or button (Android).
        case back
        /// The Escape key as a close request (the web; macOS cancels with it too).
        case escape
    }

    /// How a platform numbers its releases.
    public enum VersionScheme: Hashable, Sendable {
        /// Major.minor releases (`iOS 16.4`): the OS names an example may write (iPadOS accepts
        /// iOS's too, as SwiftUI's tables list iOS), and the majors the model has answers for;
        /// none means the model answers the same for every release.
        case releases(osNames: [String], modelled: [Int])
        /// Android: releases named by version (`Android 14`), each with its API level (34).
        case apiLevels([AndroidRelease])
        /// The web: a version per browser, each browser on an engine.
        case browsers([Browser])
    }

    /// An Android release and its API level.
    public struct AndroidRelease: Hashable, Sendable {
        public var version: Int
        public var apiLevel: Int
        public init(version: Int, apiLevel: Int) {
            self.version = version
            self.apiLevel = apiLevel
        }
    }

    /// A browser as browser-compat-data names it (`chrome`, `safari`), with its engine.
    public struct Browser: Hashable, Sendable {
        /// As people write it (`Chrome`).
        public var name: String
        /// browser-compat-data's key (`chrome`, `firefox`, `safari`).
        public var key: String
        /// `Blink`, `Gecko` or `WebKit`.
        public var engine: String
        public init(_ name: String, key: String, engine: String) {
            self.name = name
            self.key = key
            self.engine = engine
        }
    }
}

extension PlatformDeclaration.VersionScheme {
    /// The major versions (API levels on Android) the model's version-dependent answers cover.
    var modelledMajors: [Int] {
        switch self {
        case .releases(_, let modelled): return modelled
        case .apiLevels(let releases): return releases.map(\.apiLevel)
        case .browsers: return []
        }
    }
}

extension PlatformDeclaration {
    /// The built-in platforms, in the order of `PlatformKind.builtIn`: one file of facts each.
    public static let builtIn: [PlatformDeclaration] = [.iOS, .iPadOS, .macOS, .tvOS, .visionOS, .watchOS, .android, .web]
}
