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
        // Almost every paragraph is prose: turn it away on its first bytes, before any splitting,
        // and without making anything (an array of the first bytes, made for each paragraph of
        // each page, was most of this check).
        guard text.withContiguousUTF8(opensLikeAStatement) else {
            return Script.containsCJK(text) ? readLocalized(text, among: known, subsectionPlatforms: subsectionPlatforms) : nil
        }
        let sentences = text.split(onASCII: ".").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
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

    /// A statement in a language of `LanguageTable.all`: "tvOS에 대한 추가 고려 사항은 없습니다.",
    /// "visionOS에서는 지원되지 않습니다."; sentences end in `.` or `。`.
    static func readLocalized(_ text: String, among known: [Platform], subsectionPlatforms: [String]) -> PlatformStatement? {
        let sentences = text.split(whereSeparator: { $0 == "." || $0 == "。" }).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard !sentences.isEmpty else { return nil }
        var result = PlatformStatement(statuses: [], unknown: [])
        for sentence in sentences {
            if !subsectionPlatforms.isEmpty, let status = LanguageTable.bareStatement(sentence) {
                result.statuses += subsectionPlatforms.map { ($0, status) }
                continue
            }
            guard let (status, names, separators) = LanguageTable.platformStatement(sentence) else { return nil }
            var list = names
            for separator in separators {
                list = list.replacing(" \(separator) ", with: ", ").replacing("\(separator) ", with: ", ")
                if separator.unicodeScalars.allSatisfy({ Script.isCJK($0.value) || $0 == "、" }), !separator.unicodeScalars.contains(where: { Script.isHangul($0.value) }) {
                    list = list.replacing(separator, with: ", ")
                }
            }
            let (platforms, unknown) = PlatformNames.resolve(list, among: known)
            guard !platforms.isEmpty || !unknown.isEmpty, unknown.count <= 3 else { return nil }
            result.statuses += platforms.map { ($0.id, status) }
            result.unknown += unknown
        }
        return result
    }

    /// Whether the text, past leading spaces, tabs and line feeds, starts with "no add", "not su"
    /// or "not av" in any case.
    static func opensLikeAStatement(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < bytes.count, bytes[start] == 32 || bytes[start] == 9 || bytes[start] == 10 { start += 1 }
        guard bytes.count - start >= 6 else { return false }
        // Six bytes, case folded (a letter's 0x20 bit set), packed into one integer.
        var head: UInt64 = 0
        for k in 0..<6 { head = head << 8 | UInt64(bytes[start + k] | 0x20) }
        return head == statementHeads.noAdd || head == statementHeads.notSupported || head == statementHeads.notAvailable
    }

    private static let statementHeads = (noAdd: packed("no add"), notSupported: packed("not su"), notAvailable: packed("not av"))

    private static func packed(_ six: StaticString) -> UInt64 {
        six.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt64($1) } }
    }
}


