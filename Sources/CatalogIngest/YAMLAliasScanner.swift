/// Spots YAML anchors (`&a`) and aliases (`*a`) without parsing, so a "billion laughs" front
/// matter is refused before the YAML parser ever sees it.
enum YAMLAliasScanner {
    /// Index (0-based, within `lines`) of the first line using an anchor or alias.
    static func firstAnchorOrAlias(in lines: ArraySlice<Substring>) -> Int? {
        for (offset, line) in lines.enumerated() where usesAnchorOrAlias(line) {
            return offset
        }
        return nil
    }

    private static func usesAnchorOrAlias(_ line: Substring) -> Bool {
        var quote: Character?
        var previous: Character = " "
        var iterator = line.makeIterator()
        var current = iterator.next()
        while let c = current {
            let next = iterator.next()
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "#" && previous == " " {
                return false
            } else if (c == "\"" || c == "'") && " [{,:-".contains(previous) {
                quote = c
            } else if (c == "&" || c == "*") && " [{,:-?".contains(previous),
                      let n = next, n.isLetter || n.isNumber || n == "_" || n == "-" {
                return true
            }
            previous = c
            current = next
        }
        return false
    }
}
