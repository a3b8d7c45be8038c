import CatalogModel
import MarkdownKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks a page's bytes before anything parses them: valid UTF-8, no NUL bytes, and no code
/// point that HTML forbids.
enum PageText {
    /// The decoded text, or the diagnostics that explain why there is none.
    static func decode(_ file: ContentFile) -> (text: String?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        // The byte-by-byte scan below runs only to say where a page is broken.
        let validated = String(validating: file.data, as: UTF8.self)
        if validated == nil, let bad = firstInvalidUTF8(file.data) {
            diagnostics.append(.error(
                "encoding.invalid-utf8", "page is not valid UTF-8 (byte 0x\(hex(file.data[bad])) at offset \(bad))",
                at: SourceLocation(file: file.path, line: line(of: bad, in: file.data), column: column(of: bad, in: file.data)),
                explanation: "pages must be UTF-8; this often means the file was saved as Latin-1 or Windows-1252",
                fix: "re-save the file as UTF-8"))
            return (nil, diagnostics)
        }
        if let nul = firstZero(in: file.data) {
            diagnostics.append(.error(
                "encoding.nul-byte", "page contains a NUL byte",
                at: SourceLocation(file: file.path, line: line(of: nul, in: file.data), column: column(of: nul, in: file.data)),
                explanation: "a NUL byte is never part of text; the file is probably binary or damaged",
                fix: "remove the NUL bytes or replace the file with its text version"))
        }
        var text = validated ?? String(decoding: file.data, as: UTF8.self)
        if let first = firstForbiddenInHTML(in: file.data) {
            // Shown as U+FFFD, as cmark-gfm shows a NUL: passed through, a control character
            // (an escape sequence pasted from a terminal, a stray form of DEL) made the pages
            // invalid HTML. Each scalar stays one scalar, so lines stay where they were.
            var count = 0
            var cleaned = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if scalar.isForbiddenInHTML && scalar != "\0" {
                    cleaned.append("\u{FFFD}")
                    count += 1
                } else {
                    cleaned.append(scalar)
                }
            }
            text = String(cleaned)
            let code = String(String(decoding: file.data[first...].prefix(4), as: UTF8.self).unicodeScalars.first!.value,
                              radix: 16, uppercase: true)
            diagnostics.append(.warning(
                "encoding.control-character",
                "page contains \(count) character\(count == 1 ? "" : "s") that HTML does not allow, the first U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)",
                at: SourceLocation(file: file.path, line: line(of: first, in: file.data), column: column(of: first, in: file.data)),
                explanation: "control characters (such as an escape sequence pasted from a terminal) and noncharacters are shown as \u{FFFD} on the site",
                fix: "delete them, or write what they stand for as text"))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return (text, diagnostics)
    }

    /// The offset of the first code point HTML forbids (see `Unicode.Scalar.isForbiddenInHTML`)
    /// other than NUL, which has its own error; the bytes must be valid UTF-8. Every page is
    /// checked, byte by byte, without decoding the text.
    static func firstForbiddenInHTML(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let n = buffer.count
            var i = 0
            while i < n {
                let b = buffer[i]
                func at(_ k: Int) -> UInt8 { i + k < n ? buffer[i + k] : 0 }
                switch b {
                case 0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20...0x7E:
                    i += 1
                case 0x01...0x1F, 0x7F:
                    return i
                case 0xC2:
                    if (0x80...0x9F).contains(at(1)) { return i }
                    i += 2
                case 0xEF:
                    // U+FDD0–U+FDEF, and U+FFFE and U+FFFF.
                    if at(1) == 0xB7 && (0x90...0xAF).contains(at(2)) || at(1) == 0xBF && at(2) >= 0xBE { return i }
                    i += 3
                case 0xF0...0xF4:
                    // U+nFFFE and U+nFFFF of the planes above the first.
                    if at(1) & 0x0F == 0x0F && at(2) == 0xBF && at(3) >= 0xBE { return i }
                    i += 4
                case 0xC3...0xDF: i += 2
                case 0xE0...0xEE: i += 3
                default: i += 1
                }
            }
            return nil
        }
    }

    /// The offset of the first zero byte. Every page is checked: `memchr` reads many bytes to a
    /// step, where a byte-by-byte search cost as much as parsing the page's front matter.
    static func firstZero(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes[..<offset] where byte == 0x0A { line += 1 }
        return line
    }

    private static func column(of offset: Int, in bytes: [UInt8]) -> Int {
        let start = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return offset - start + 1
    }

    /// Offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629:
    /// no overlong forms, no surrogates, nothing above U+10FFFF).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            let second = bytes[i + 1]
            guard second >= low && second <= high else { return i }
            for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    /// Splits at `\n`, `\r\n` and a lone `\r`, keeping empty lines, by scanning UTF-8 bytes.
    ///
    /// Splitting by `Character` runs grapheme breaking over every byte of the page; on a large
    /// catalog that was the single largest cost of ingest. Line ends are ASCII, so byte
    /// positions are always valid `String` indices here. Whether the text has a `\r` at all is
    /// found in the same pass.
    static func scanLines(of text: String) -> (lines: [Substring], hasCarriageReturn: Bool) {
        var lines: [Substring] = []
        var hasCarriageReturn = false
        var contiguous = text
        let base = text.utf8.startIndex
        // Offsets into the contiguous bytes; a UTF-8 offset is an O(1) index into a native string.
        func line(_ start: Int, _ end: Int) -> Substring {
            text[text.utf8.index(base, offsetBy: start)..<text.utf8.index(base, offsetBy: end)]
        }
        contiguous.withUTF8 { bytes in
            // Nearly every page is free of carriage returns: `memchr` says so, and then finds
            // each line feed, many bytes to a step (the loop below takes a byte at a time).
            if let base = bytes.baseAddress, memchr(base, 13, bytes.count) == nil {
                var start = 0
                while let found = memchr(base + start, 10, bytes.count - start) {
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    lines.append(line(start, end))
                    start = end + 1
                }
                lines.append(line(start, bytes.count))
                return
            }
            var start = 0, i = 0
            while i < bytes.count {
                let byte = bytes[i]
                guard byte == 10 || byte == 13 else {
                    i += 1
                    continue
                }
                lines.append(line(start, i))
                if byte == 13 { hasCarriageReturn = true }
                i += byte == 13 && i + 1 < bytes.count && bytes[i + 1] == 10 ? 2 : 1
                start = i
            }
            lines.append(line(start, bytes.count))
        }
        return (lines, hasCarriageReturn)
    }
}
