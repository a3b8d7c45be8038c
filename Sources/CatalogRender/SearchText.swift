/// Words for the search index: tokenising and light stemming, mirrored line for line in
/// `templates/assets/search.js` so that a query meets the index in the same form.
enum SearchText {
    /// Words too common to be worth a posting list.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "of", "on", "or",
        "that", "the", "this", "to", "with",
    ]

    /// Lower-cased runs of letters and digits; apostrophes join (`don't` → `dont`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for ch in text.lowercased() {
            if ch == "'" || ch == "’" { continue }
            if ch.isLetter || ch.isNumber {
                current.append(ch)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Index terms of a text: words, stop words dropped, stemmed.
    static func terms(_ text: String) -> [String] {
        words(text).filter { !stopWords.contains($0) }.map(stem)
    }

    /// Folds plural, verb and `-al` endings so `detents` finds `detent` and `dismissal` finds `dismiss`.
    static func stem(_ word: String) -> String {
        var w = Array(word)
        if w.count <= 3 { return word }
        func ends(_ s: String) -> Bool { w.count > s.count && w.suffix(s.count).elementsEqual(s) }
        if ends("ies") && w.count > 4 {
            w.removeLast(3); w.append("y")
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
        return String(w)
    }
}
