extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isWhitespace(scalars[start]) { scalars.formIndex(after: &start) }
        while start < end {
            let before = scalars.index(before: end)
            guard isWhitespace(scalars[before]) else { break }
            end = before
        }
        // Scalar indices are string indices, so the slice needs no second walk.
        return String(self[start..<end])
    }

    /// Whether the text is empty or only whitespace: `trimmingWhitespace.isEmpty` without
    /// building the trimmed string.
    var isBlank: Bool {
        unicodeScalars.allSatisfy(isWhitespace)
    }

    /// Unicode's White_Space, answered for ASCII without the property tables (tab, line feed,
    /// vertical tab, form feed, carriage return, space).
    private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}

extension UInt8 {
    /// Unicode's White_Space among ASCII bytes: tab, line feed, vertical tab, form feed,
    /// carriage return and space, as `trimmingWhitespace` trims them.
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
