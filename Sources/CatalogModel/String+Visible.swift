extension Unicode.Scalar {
    /// A code point the HTML standard forbids in a document: a C0 control other than tab, line
    /// feed, form feed and carriage return, DEL, a C1 control, or a noncharacter.
    public var isForbiddenInHTML: Bool {
        switch value {
        case 0x09, 0x0A, 0x0C, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: true
        default: value & 0xFFFE == 0xFFFE
        }
    }

    /// A character that acts on a terminal or a log instead of showing: those HTML forbids,
    /// the line and paragraph separators, and the bidirectional overrides and isolates that
    /// reorder what a reader sees.
    public var isInvisibleControl: Bool {
        switch value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: isForbiddenInHTML
        }
    }

    /// An invisible control, or a line feed or carriage return: what one line of visible text
    /// (a diagnostic, a site title) must not hold.
    public var isInvisibleControlOrLineBreak: Bool { isInvisibleControl || self == "\n" || self == "\r" }
}

extension String {
    /// The text on one line, with each invisible control and line break (see
    /// `Unicode.Scalar.isInvisibleControlOrLineBreak`) written as `\u{1B}`. Diagnostics quote
    /// file names and page text: printed as they are, an escape sequence in a file name would
    /// recolour the terminal, and a newline would forge a diagnostic line in a CI log.
    public func visible() -> String {
        guard unicodeScalars.contains(where: \.isInvisibleControlOrLineBreak) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if scalar.isInvisibleControlOrLineBreak {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
