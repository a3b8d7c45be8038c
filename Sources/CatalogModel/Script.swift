/// Which writing systems a text uses, for the scripts that need their own handling: leads in
/// them get position-based ids, search splits them into bigrams, and a blockquote in one of
/// them after an English paragraph is read as its translation.
public enum Script {
    public static func isHangul(_ v: UInt32) -> Bool {
        (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
    }
    public static func isKana(_ v: UInt32) -> Bool { (0x3040...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v) || (0xFF66...0xFF9F).contains(v) }
    public static func isHan(_ v: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0xF900...0xFAFF).contains(v) || (0x20000...0x2FA1F).contains(v)
    }
    /// Hangul, kana or Han: scripts written without spaces between words (or, for Hangul,
    /// with particles glued to them), which search reads as overlapping pairs of characters.
    public static func isCJK(_ v: UInt32) -> Bool { isHangul(v) || isKana(v) || isHan(v) }

    /// Whether any character of the text is Hangul, kana or Han.
    ///
    /// A `String`, not `some StringProtocol`: ingest asks this of every rule lead and paragraph,
    /// and the generic version, called from another module, walked each scalar through the
    /// protocol's witness table (4.8% of a 1,000-page build's instructions).
    public static func containsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x1100 && isCJK($0.value) }
    }

    /// The language a text is most likely in when it is in one of these scripts: Hangul `ko`,
    /// kana `ja`, Han alone `zh-Hans`; nil for any other text.
    public static func likelyLanguage(of text: some StringProtocol) -> String? {
        var hangul = 0, kana = 0, han = 0
        for s in text.unicodeScalars where s.value >= 0x1100 {
            if isHangul(s.value) { hangul += 1 } else if isKana(s.value) { kana += 1 } else if isHan(s.value) { han += 1 }
        }
        if hangul > 0, hangul >= kana { return "ko" }
        if kana > 0 { return "ja" }
        if han > 0 { return "zh-Hans" }
        return nil
    }
}
