/// A platform a guideline can speak about.
///
/// The six Apple platforms are the base set; a page's front matter may add others (Android, Web)
/// by name, so `Platform` is an open value, not an enum.
public struct Platform: Hashable, Sendable, Codable, Comparable {
    /// Lower-case slug used in ids, URLs and `catalog.json` (`ios`, `visionos`, `android`).
    public var id: String
    /// Display name with the vendor's own spelling (`iOS`, `visionOS`).
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    public static let iOS = Platform(id: "ios", name: "iOS")
    public static let iPadOS = Platform(id: "ipados", name: "iPadOS")
    public static let macOS = Platform(id: "macos", name: "macOS")
    public static let tvOS = Platform(id: "tvos", name: "tvOS")
    public static let visionOS = Platform(id: "visionos", name: "visionOS")
    public static let watchOS = Platform(id: "watchos", name: "watchOS")

    /// The base set, in the order guideline pages list them.
    public static let base: [Platform] = [.iOS, .iPadOS, .macOS, .tvOS, .visionOS, .watchOS]

    /// Base platforms keep their listed order; added ones follow alphabetically.
    public static func < (a: Platform, b: Platform) -> Bool {
        let ia = base.firstIndex(of: a) ?? Int.max
        let ib = base.firstIndex(of: b) ?? Int.max
        return ia != ib ? ia < ib : a.id < b.id
    }

    /// Finds a platform by any common spelling: `iOS`, `ios`, `iPhone` (→ iOS), `iPad` (→ iPadOS),
    /// `Mac`, `Apple Watch`, `Apple TV`, `Vision Pro`. Returns nil for names it does not know.
    public static func named(_ raw: String, among known: [Platform] = base) -> Platform? {
        let key = lookupKey(raw)
        if let p = known.first(where: { $0.id == key || hasLookupKey($0.name, key) }) {
            return p
        }
        switch key {
        case "iphone": return .iOS
        case "ipad": return .iPadOS
        case "mac", "osx": return .macOS
        case "applewatch", "watch": return .watchOS
        case "appletv", "tv": return .tvOS
        case "visionpro", "applevisionpro", "vision": return .visionOS
        default: return nil
        }
    }
}

extension Platform {
    /// A name lower-cased with everything but letters and digits dropped (`Apple TV` → `appletv`).
    /// Every platform heading of every page is looked up, so ASCII names skip the Unicode tables.
    static func lookupKey(_ name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.lowercased().filter { $0.isLetter || $0.isNumber }
        }
        // Written straight into the new string's storage: appending scalar by scalar cost
        // thousands of instructions per heading.
        return String(unsafeUninitializedCapacity: max(1, name.utf8.count)) { key in
            var count = 0
            for byte in name.utf8 {
                guard let lower = asciiKeyByte(byte) else { continue }
                key[count] = lower
                count += 1
            }
            return count
        }
    }

    /// Whether `lookupKey(name)` is `key`, found without making the key: `named` asks it of
    /// every known platform whose id is not the key.
    static func hasLookupKey(_ name: String, _ key: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return lookupKey(name) == key }
        var keyBytes = key.utf8.makeIterator()
        for byte in name.utf8 {
            guard let lower = asciiKeyByte(byte) else { continue }
            guard keyBytes.next() == lower else { return false }
        }
        return keyBytes.next() == nil
    }

    /// An ASCII letter lower-cased or a digit as it is; nil for a byte the key leaves out.
    @inline(__always)
    private static func asciiKeyByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 32
        default: return nil
        }
    }
}

/// The second axis: horizontal size class.
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    case compact, regular
}

/// What a page says about a platform besides rules.
public enum PlatformStatus: String, Hashable, Sendable, Codable {
    /// "No additional considerations for tvOS": the general rules apply, nothing more.
    case noAdditionalConsiderations = "no-additional-considerations"
    /// "Not supported in visionOS": the component does not exist there.
    case unsupported
}
