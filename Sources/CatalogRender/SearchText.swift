import CatalogModel
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
        if let ascii = text.withContiguousUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? asciiWords(bytes) : nil }) {
            return ascii
        }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            guard !current.isEmpty else { return }
            if current.contains(where: { Script.isCJK($0.value) }) { words += cjkPieces(current) } else { words.append(String(current)) }
            current = String.UnicodeScalarView()
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

    /// A word with Hangul, kana or Han in it, as search files it: each run of those scripts as
    /// its overlapping pairs of characters (`시트는` → `시트`, `트는`; one character alone stays
    /// whole), each run of other letters as a word. Korean glues particles to words and Chinese
    /// and Japanese write no spaces, so pairs find a word wherever it sits without a
    /// dictionary, and work from `file://`. `search.js` splits a query the same way.
    static func cjkPieces(_ word: String.UnicodeScalarView) -> [String] {
        var pieces: [String] = []
        var run: [Unicode.Scalar] = []
        var runIsCJK = false
        func flushRun() {
            defer { run = [] }
            guard !run.isEmpty else { return }
            guard runIsCJK, run.count > 1 else {
                pieces.append(String(String.UnicodeScalarView(run)))
                return
            }
            for i in 0..<(run.count - 1) { pieces.append(String(String.UnicodeScalarView(run[i...i + 1]))) }
        }
        for scalar in word {
            let cjk = Script.isCJK(scalar.value)
            if cjk != runIsCJK { flushRun(); runIsCJK = cjk }
            run.append(scalar)
        }
        flushRun()
        return pieces
    }

    /// `words` for text that is all ASCII, the usual case: one pass over the bytes, each word
    /// lower-cased into a small buffer and made a String once.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(32)
        // The index's tokeniser reads bytes through the same table (see `asciiWordBytes`).
        asciiWordBytes.withUnsafeBufferPointer { lowered in
            for byte in bytes {
                let lower = lowered[Int(byte)]
                if lower > 1 {
                    current.append(lower)
                } else if lower == 0, !current.isEmpty {
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
        struct Collect: ASCIIWordSink {
            var found: [String] = []
            mutating func take(_ lower: UnsafeBufferPointer<UInt8>) {
                if let term = SearchText.asciiTerm(lower) { found.append(term) }
            }
        }
        let ascii = text.withContiguousUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var collect = Collect()
            asciiIndexWords(bytes, into: &collect)
            return collect.found
        }
        return ascii ?? nonASCIIIndexTerms(text)
    }

    /// `indexTerms` for text that is not all ASCII: the general tokeniser.
    fileprivate static func nonASCIIIndexTerms(_ text: String) -> [String] {
        terms(text) + camelCaseParts(text).filter { !stopWords.contains($0) }.map(stem)
    }

    /// The term a lower-cased ASCII word is filed under, or nil for a stop word.
    fileprivate static func asciiTerm(_ lower: UnsafeBufferPointer<UInt8>) -> String? {
        guard !isStopWord(lower) else { return nil }
        let stemmed = stemmedLength(lower)
        var term = String(decoding: UnsafeBufferPointer(rebasing: lower[..<stemmed.kept]), as: UTF8.self)
        if stemmed.addY { term += "y" }
        return term
    }

    /// The ASCII case of `indexTerms`: hands each lower-cased word, and each lower-cased
    /// piece of a camel-case word, to `sink`. Two words are tracked at once because the two
    /// tokenisations differ: `words` joins across an apostrophe (`don't` → `dont`), while
    /// `camelCaseParts` splits there, so a camel-case word is a run of letters and digits of
    /// the text itself and needs no copy.
    fileprivate static func asciiIndexWords<Sink: ASCIIWordSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        // A word is never longer than the text, so a buffer of the text's length holds any
        // word without a check per byte. Texts are a few hundred bytes: the buffer usually
        // lives on the stack (a long text's goes to the heap).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count)) { word in
            asciiWordBytes.withUnsafeBufferPointer { lowered in
                asciiIndexWords(bytes, word: word.baseAddress!, lowered: lowered, into: &sink)
            }
        }
    }

    /// Each ASCII byte lower-cased when it is a letter or digit, `0` for any other byte but the
    /// apostrophe, which is `1`: the tokeniser's one test per byte.
    private static let asciiWordBytes: [UInt8] = (0..<256).map { b -> UInt8 in
        switch UInt8(b) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt8(b)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt8(b) + 32
        case UInt8(ascii: "'"): return 1
        default: return 0
        }
    }

    private static func asciiIndexWords<Sink: ASCIIWordSink>(_ bytes: UnsafeBufferPointer<UInt8>, word: UnsafeMutablePointer<UInt8>,
                                                             lowered: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        var wordLength = 0
        var scratch: [UInt8] = []
        // Where the run of letters and digits being read began, and whether it changes from
        // lower to upper case inside: only a run that does is split into pieces.
        var runStart = 0
        var camelCase = false
        var previousLowerOrDigit = false
        // Wrapping arithmetic: every count stays below the text's length, and the
        // overflow checks were a quarter of this loop's instructions.
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            let lower = lowered[Int(byte)]
            if lower > 1 {
                word[wordLength] = lower
                wordLength &+= 1
                let upper = lower != byte
                if upper && previousLowerOrDigit { camelCase = true }
                previousLowerOrDigit = !upper
                i &+= 1
                continue
            }
            previousLowerOrDigit = false
            if lower == 0, wordLength > 0 {
                sink.take(UnsafeBufferPointer(start: word, count: wordLength))
                wordLength = 0
            }
            if camelCase {
                forEachCamelPiece(of: UnsafeBufferPointer(rebasing: bytes[runStart..<i]), scratch: &scratch, into: &sink)
            }
            camelCase = false
            i &+= 1
            runStart = i
        }
        if wordLength > 0 { sink.take(UnsafeBufferPointer(start: word, count: wordLength)) }
        if camelCase {
            forEachCamelPiece(of: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]), scratch: &scratch, into: &sink)
        }
    }

    /// The lower-cased pieces of an ASCII word written in camel case, each handed to `sink`
    /// (`presentationDetents` → `presentation`, `detents`); nothing for a word without a
    /// lower-to-upper change. A piece starts at each upper-case letter that follows a
    /// lower-case letter or a digit; one-letter pieces are left out.
    private static func forEachCamelPiece<Sink: ASCIIWordSink>(of word: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8], into sink: inout Sink) {
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
            scratch.withUnsafeBufferPointer { sink.take($0) }
        }
    }

    private static func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
    private static func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Lower-cased pieces of each ASCII word that changes from lower to upper case inside it;
    /// nothing for ordinary words.
    static func camelCaseParts(_ text: String) -> [String] {
        var word: [UInt8] = []
        var scratch: [UInt8] = []
        struct Collect: ASCIIWordSink {
            var parts: [String] = []
            mutating func take(_ lower: UnsafeBufferPointer<UInt8>) { parts.append(String(decoding: lower, as: UTF8.self)) }
        }
        var collect = Collect()
        func flush() {
            word.withUnsafeBufferPointer { forEachCamelPiece(of: $0, scratch: &scratch, into: &collect) }
            word.removeAll(keepingCapacity: true)
        }
        for b in text.utf8 {
            if isLower(b) || isUpper(b) || isDigit(b) { word.append(b) } else if !word.isEmpty { flush() }
        }
        if !word.isEmpty { flush() }
        return collect.parts
    }

    /// Folds plural, verb and `-al` endings so `detents` finds `detent` and `dismissal` finds `dismiss`.
    /// Counts in UTF-16 units, as the script's `length` does.
    static func stem(_ word: String) -> String {
        // Nearly every word is ASCII, where bytes and UTF-16 units agree: trim the bytes in place
        // instead of copying the word into an array.
        if let length = word.withContiguousUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? stemmedLength(bytes) : nil }) {
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

/// Receives the words of the ASCII tokeniser. A protocol rather than a closure, so the tokeniser
/// is specialised for each receiver and calls it directly: it runs for every word of the catalog.
protocol ASCIIWordSink {
    /// `lower` is a lower-cased word, valid only during the call.
    mutating func take(_ lower: UnsafeBufferPointer<UInt8>)
}

/// Numbers the index terms of many texts, remembering every word it has met: a word seen before
/// costs one look-up of its bytes, with no string made and no stemming. The index tokenises every
/// word of the catalog, and a catalog repeats a few thousand words millions of times.
struct TermNumbering: ASCIIWordSink {
    /// Term by number, in the order first met.
    private(set) var terms: [String] = []
    /// The numbers of the terms of the last text given to `collectTermNumbers`, in order.
    private(set) var found: [Int32] = []
    private var numberOfTerm: [String: Int32] = [:]
    /// Lower-cased ASCII word → its term's number, or -1 for a stop word. Words of up to 16
    /// bytes, nearly all of them, are keyed by their bytes packed into two integers.
    private var numberOfShortWord: [PackedWord: Int32] = [:]
    private var numberOfLongWord: [[UInt8]: Int32] = [:]

    /// Hands `body` the number of each index term of `text`, as `SearchText.indexTerms` finds them.
    mutating func forEachTermNumber(in text: String, _ body: (Int) -> Void) {
        collectTermNumbers(in: text)
        for n in found { body(Int(n)) }
    }

    /// Sets `found` to the numbers of the index terms of `text`, as `SearchText.indexTerms` finds them.
    mutating func collectTermNumbers(in text: String) {
        found.removeAll(keepingCapacity: true)
        let done = text.withContiguousUTF8 { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            SearchText.asciiIndexWords(bytes, into: &self)
            return true
        }
        guard !done else { return }
        for term in SearchText.nonASCIIIndexTerms(text) { found.append(number(of: term)) }
    }

    mutating func take(_ lower: UnsafeBufferPointer<UInt8>) {
        let number: Int32
        if let packed = PackedWord(lower) {
            if let known = numberOfShortWord[packed] {
                number = known
            } else {
                number = numberOfNewWord(lower)
                numberOfShortWord[packed] = number
            }
        } else {
            let key = Array(lower)
            if let known = numberOfLongWord[key] {
                number = known
            } else {
                number = numberOfNewWord(lower)
                numberOfLongWord[key] = number
            }
        }
        if number >= 0 { found.append(number) }
    }

    private mutating func numberOfNewWord(_ lower: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard let term = SearchText.asciiTerm(lower) else { return -1 }
        return number(of: term)
    }

    private mutating func number(of term: String) -> Int32 {
        if let number = numberOfTerm[term] { return number }
        let number = Int32(terms.count)
        numberOfTerm[term] = number
        terms.append(term)
        return number
    }
}

/// A word of 1 to 16 bytes, none of them zero, packed into two integers: a key that is compared
/// and hashed as two words of memory instead of an array's bytes.
private struct PackedWord: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init() {}

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16, !bytes.isEmpty else { return nil }
        // The tokeniser's words are letters and digits, never a zero byte, so the zero
        // padding cannot make two different words pack alike.
        withUnsafeMutableBytes(of: &self) { raw in
            raw.copyMemory(from: UnsafeRawBufferPointer(bytes))
        }
    }
}

