import CatalogModel

/// A sentence such as "No additional considerations for macOS or tvOS." or "Not supported in
/// visionOS.": a fact about platforms, not prose.
struct PlatformStatement {
    var statuses: [(String, PlatformStatus)]
    var unknown: [String]

    private static let openings: [(String, PlatformStatus)] = [
        ("no additional considerations for ", .noAdditionalConsiderations),
        ("no additional considerations in ", .noAdditionalConsiderations),
        ("not supported in ", .unsupported),
        ("not supported on ", .unsupported),
        ("not available in ", .unsupported),
        ("not available on ", .unsupported),
    ]

    /// The statement, when every sentence of the paragraph is one; nil for ordinary prose.
    /// Inside a platform subsection a bare "No additional considerations." speaks for
    /// `subsectionPlatforms`.
    static func read(_ text: String, among known: [Platform], subsectionPlatforms: [String] = []) -> PlatformStatement? {
        // Almost every paragraph is prose: turn it away on its first bytes, before any splitting.
        let head = text.utf8.drop(while: { $0 == 32 || $0 == 9 || $0 == 10 }).prefix(6).map { $0 | 0x20 }
        guard head.startsWithASCII("no add") || head.startsWithASCII("not su") || head.startsWithASCII("not av") else { return nil }
        let sentences = text.asciiSplit(separator: ".").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard !sentences.isEmpty else { return nil }
        var result = PlatformStatement(statuses: [], unknown: [])
        for sentence in sentences {
            let lower = sentence.lowercased()
            if !subsectionPlatforms.isEmpty,
               let status = ["no additional considerations": PlatformStatus.noAdditionalConsiderations,
                             "not supported": .unsupported, "not available": .unsupported][lower] {
                result.statuses += subsectionPlatforms.map { ($0, status) }
                continue
            }
            guard let (opening, status) = openings.first(where: { lower.hasPrefix($0.0) }) else { return nil }
            let names = String(sentence.dropFirst(opening.count))
            let (platforms, unknown) = PlatformNames.resolve(names, among: known)
            // A sentence that names no platform at all is prose that happens to start the same way.
            guard !platforms.isEmpty || !unknown.isEmpty else { return nil }
            guard unknown.count <= 3 else { return nil }
            result.statuses += platforms.map { ($0.id, status) }
            result.unknown += unknown
        }
        return result
    }
}

private extension Array where Element == UInt8 {
    /// Compares with lower-case ASCII; the caller has already folded the case.
    func startsWithASCII(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { self.starts(with: $0) }
    }
}
