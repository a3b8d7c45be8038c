/// Words for the search index: tokenising and light stemming, mirrored line for line in
/// `templates/assets/search.js` so that a query meets the index in the same form.
enum SearchText {
    /// Words too common to be worth a posting list.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "of", "on", "or",
        "that", "the", "this", "to", "with",
    ]

    /// Lower-cased runs of letters and digits; apostrophes join (`don't` → `dont`).
    ///
    /// Works on Unicode scalars with the script's own test (`\p{L}` or `\p{N}`), and takes a fast
    /// path for ASCII, which is nearly all of the text: the index tokenises every word of the catalog.
    static func words(_ text: String) -> [String] {
        var text = text
        if let ascii = text.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? asciiWords(bytes) : nil }) {
            return ascii
        }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { words.append(String(current)); current = String.UnicodeScalarView() }
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                if (0x61...0x7A).contains(v) || (0x30...0x39).contains(v) {
                    current.append(scalar)
                } else if (0x41...0x5A).contains(v) {
                    current.append(Unicode.Scalar(UInt8(v + 32)))
                } else if v != 0x27 {
                    flush()
                }
                continue
            }
            if scalar == "’" { continue }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                if isWordScalar(lower) { current.append(lower) } else { flush() }
            }
        }
        flush()
        return words
    }

    /// `words` for text that is all ASCII, the usual case: one pass over the bytes, each word
    /// lower-cased into a small buffer and made a String once.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(32)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "'"):
                continue
            default:
                if !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    private static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Index terms of a text: words, stop words dropped, stemmed.
    static func terms(_ text: String) -> [String] {
        words(text).filter { !stopWords.contains($0) }.map(stem)
    }

    /// The stop words as bytes, for the ASCII paths; a longer word is never one of them.
    private static let stopWordBytes: [[UInt8]] = stopWords.map { Array($0.utf8) }
    private static let longestStopWord = stopWordBytes.map(\.count).max() ?? 0

    private static func isStopWord<Bytes: Collection<UInt8>>(_ word: Bytes) -> Bool {
        word.count <= longestStopWord && stopWordBytes.contains { $0.elementsEqual(word) }
    }

    /// The terms the index files a text under: `terms`, plus the words inside API names written
    /// in camel case (`presentationBackgroundInteraction` is also filed under `background` and
    /// `interaction`), so a reader who types the words finds the rule that names the API. The
    /// script needs no mirror of this: a query's words meet these extra terms as they are.
    /// The index itself files terms through `TermNumbering`, which finds these same terms as numbers.
    static func indexTerms(_ text: String) -> [String] {
        var text = text
        let ascii = text.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var found: [String] = []
            asciiIndexWords(bytes) { if let term = asciiTerm($0) { found.append(term) } }
            return found
        }
        return ascii ?? nonASCIIIndexTerms(text)
    }

    /// `indexTerms` for text that is not all ASCII: the general tokeniser.
    fileprivate static func nonASCIIIndexTerms(_ text: String) -> [String] {
        terms(text) + camelCaseParts(text).filter { !stopWords.contains($0) }.map(stem)
    }

    /// The term a lower-cased ASCII word is filed under, or nil for a stop word.
    fileprivate static func asciiTerm(_ lower: [UInt8]) -> String? {
        guard !isStopWord(lower) else { return nil }
        let stemmed = lower.withUnsafeBufferPointer(stemmedLength)
        var term = String(decoding: lower.prefix(stemmed.kept), as: UTF8.self)
        if stemmed.addY { term += "y" }
        return term
    }

    /// The ASCII case of `indexTerms`: hands each lower-cased word, and each lower-cased
    /// piece of a camel-case word, to `body` (in a buffer `body` must not keep). Two words are
    /// tracked at once because the two tokenisations differ: `words` joins across an apostrophe
    /// (`don't` → `dont`), while `camelCaseParts` splits there.
    fileprivate static func asciiIndexWords(_ bytes: UnsafeBufferPointer<UInt8>, _ body: ([UInt8]) -> Void) {
        var word: [UInt8] = []  // lower-cased, apostrophes dropped
        var camel: [UInt8] = []  // as written, letters and digits only
        var scratch: [UInt8] = []
        word.reserveCapacity(32)
        camel.reserveCapacity(32)
        func flushWord() {
            if !word.isEmpty { body(word) }
            word.removeAll(keepingCapacity: true)
        }
        func flushCamel() {
            forEachCamelPiece(of: camel, scratch: &scratch, body)
            camel.removeAll(keepingCapacity: true)
        }
        for byte in bytes {
            if isLower(byte) || isDigit(byte) {
                word.append(byte)
                camel.append(byte)
            } else if isUpper(byte) {
                word.append(byte + 32)
                camel.append(byte)
            } else if byte == UInt8(ascii: "'") {
                if !camel.isEmpty { flushCamel() }
            } else {
                flushWord()
                if !camel.isEmpty { flushCamel() }
            }
        }
        flushWord()
        if !camel.isEmpty { flushCamel() }
    }

    /// The lower-cased pieces of an ASCII word written in camel case, each handed to `body` in
    /// `scratch` (`presentationDetents` → `presentation`, `detents`); nothing for a word without
    /// a lower-to-upper change. A piece starts at each upper-case letter that follows a
    /// lower-case letter or a digit; one-letter pieces are left out.
    private static func forEachCamelPiece(of word: [UInt8], scratch: inout [UInt8], _ body: ([UInt8]) -> Void) {
        var starts: [Int] = []
        for i in word.indices.dropFirst() where isUpper(word[i]) && (isLower(word[i - 1]) || isDigit(word[i - 1])) {
            if starts.isEmpty { starts.append(0) }
            starts.append(i)
        }
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1] : word.count
            guard end - start > 1 else { continue }
            scratch.removeAll(keepingCapacity: true)
            for byte in word[start..<end] { scratch.append(isUpper(byte) ? byte + 32 : byte) }
            body(scratch)
        }
    }

    private static func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
    private static func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Lower-cased pieces of each ASCII word that changes from lower to upper case inside it;
    /// nothing for ordinary words.
    static func camelCaseParts(_ text: String) -> [String] {
        var parts: [String] = []
        var word: [UInt8] = []
        var scratch: [UInt8] = []
        func flush() {
            forEachCamelPiece(of: word, scratch: &scratch) { parts.append(String(decoding: $0, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        for b in text.utf8 {
            if isLower(b) || isUpper(b) || isDigit(b) { word.append(b) } else if !word.isEmpty { flush() }
        }
        if !word.isEmpty { flush() }
        return parts
    }

    /// Folds plural, verb and `-al` endings so `detents` finds `detent` and `dismissal` finds `dismiss`.
    /// Counts in UTF-16 units, as the script's `length` does.
    static func stem(_ word: String) -> String {
        var word = word
        // Nearly every word is ASCII, where bytes and UTF-16 units agree: trim the bytes in place
        // instead of copying the word into an array.
        if let length = word.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? stemmedLength(bytes) : nil }) {
            if length.kept == word.utf8.count && !length.addY { return word }
            var out = String(word.utf8.prefix(length.kept))!
            if length.addY { out += "y" }
            return out
        }
        var w = Array(word.utf16)
        if w.count <= 3 { return word }
        func ends(_ s: String) -> Bool { w.count > s.utf16.count && w.suffix(s.utf16.count).elementsEqual(s.utf16) }
        if ends("ies") && w.count > 4 {
            w.removeLast(3); w.append(UInt16(UInt8(ascii: "y")))
        } else if ends("sses") {
            w.removeLast(2)
        } else if ends("ss") || ends("us") || ends("is") {
            // keep: "dismiss", "status", "axis"
        } else if ends("s") {
            w.removeLast()
        }
        if ends("ing") && w.count - 3 >= 4 {
            w.removeLast(3)
        } else if ends("ed") && w.count - 2 >= 4 {
            w.removeLast(2)
        } else if ends("al") && w.count - 2 >= 5 {
            // "dismissal" meets "dismiss", so a typo in either is one edit from the other.
            w.removeLast(2)
        }
        return String(decoding: w, as: UTF16.self)
    }

    /// The ASCII case of `stem`: how many leading bytes stay, and whether a `y` follows them.
    private static func stemmedLength(_ w: UnsafeBufferPointer<UInt8>) -> (kept: Int, addY: Bool) {
        var n = w.count
        if n <= 3 { return (n, false) }
        // After "ies" → "y" the word ends in "y", so none of the endings below can follow.
        if ends(w, n, "ies") && n > 4 { return (n - 3, true) }
        if ends(w, n, "sses") {
            n -= 2
        } else if ends(w, n, "ss") || ends(w, n, "us") || ends(w, n, "is") {
            // keep: "dismiss", "status", "axis"
        } else if ends(w, n, "s") {
            n -= 1
        }
        if ends(w, n, "ing") && n - 3 >= 4 {
            n -= 3
        } else if ends(w, n, "ed") && n - 2 >= 4 {
            n -= 2
        } else if ends(w, n, "al") && n - 2 >= 5 {
            n -= 2
        }
        return (n, false)
    }

    /// Whether the first `n` bytes of `w` end in `suffix` with at least one byte before it.
    /// A static function rather than a closure over `n`: a closure that captures a variable it
    /// may change pays for a run-time exclusivity check on every call.
    @inline(__always)
    private static func ends(_ w: UnsafeBufferPointer<UInt8>, _ n: Int, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard n > count else { return false }
        let p = suffix.utf8Start
        for k in 0..<count where w[n - count + k] != p[k] { return false }
        return true
    }
}

/// Numbers the index terms of many texts, remembering every word it has met: a word seen before
/// costs one look-up of its bytes, with no string made and no stemming. The index tokenises every
/// word of the catalog, and a catalog repeats a few thousand words millions of times.
struct TermNumbering {
    /// Term by number, in the order first met.
    private(set) var terms: [String] = []
    private var numberOfTerm: [String: Int] = [:]
    /// Lower-cased ASCII word → its term's number, or -1 for a stop word.
    private var numberOfWord: [WordBytes: Int] = [:]

    /// Hands `body` the number of each index term of `text`, as `SearchText.indexTerms` finds them.
    mutating func forEachTermNumber(in text: String, _ body: (Int) -> Void) {
        var text = text
        let done = text.withUTF8 { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            SearchText.asciiIndexWords(bytes) { lower in
                let key = WordBytes(bytes: lower)
                let number: Int
                if let known = numberOfWord[key] {
                    number = known
                } else {
                    if let term = SearchText.asciiTerm(lower) { number = self.number(of: term) } else { number = -1 }
                    numberOfWord[key] = number
                }
                if number >= 0 { body(number) }
            }
            return true
        }
        guard !done else { return }
        for term in SearchText.nonASCIIIndexTerms(text) { body(number(of: term)) }
    }

    private mutating func number(of term: String) -> Int {
        if let number = numberOfTerm[term] { return number }
        numberOfTerm[term] = terms.count
        terms.append(term)
        return terms.count - 1
    }
}

/// A word's bytes as a dictionary key, hashed as one block rather than byte by byte.
private struct WordBytes: Hashable {
    var bytes: [UInt8]

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
