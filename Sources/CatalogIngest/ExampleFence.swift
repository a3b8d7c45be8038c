/// Reads the info string of a ```` ```example ```` fence: `rules=a,b` and `title="…"`.
enum ExampleFence {
    static func isExample(info: String) -> Bool {
        if let answer = info.withContiguousUTF8({ asciiIsExample($0) }) { return answer }
        return characterIsExample(info)
    }

    static func characterIsExample(_ info: String) -> Bool {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first == "example"
    }

    /// `isExample` for ASCII info strings (without a carriage return, which joins a line feed
    /// into one character): the first word compared byte by byte. Every code block asks.
    static func asciiIsExample(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.bytesAreCharacters else { return nil }
        var i = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        for byte in "example".utf8 {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
        }
        return i == bytes.count || bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")
    }

    /// The rule ids of a `rules=` list: comma-separated, trimmed, blanks dropped; a reference
    /// with one dot (`section.rule`) is completed with the page's component id.
    static func ruleReferences(_ list: String, componentID: String) -> [String] {
        if let ascii = list.withContiguousUTF8({ bytes -> [String]? in
            guard bytes.bytesAreCharacters else { return nil }
            var out: [String] = []
            for piece in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                var start = piece.startIndex, end = piece.endIndex
                while start < end, bytes[start].isASCIIWhitespace { start += 1 }
                while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
                guard start < end else { continue }
                let ref = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                let parts = bytes[start..<end].split(separator: UInt8(ascii: ".")).count
                out.append(parts == 2 ? "\(componentID).\(ref)" : ref)
            }
            return out
        }) { return ascii }
        return characterRuleReferences(list, componentID: componentID)
    }

    static func characterRuleReferences(_ list: String, componentID: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
            .map { ref in ref.split(separator: ".").count == 2 ? "\(componentID).\(ref)" : ref }
    }

    /// Attributes after the word `example`, values unquoted.
    static func attributes(_ info: String) -> [String: String] {
        if let ascii = info.withContiguousUTF8({ $0.bytesAreCharacters ? asciiAttributes($0) : nil }) { return ascii }
        return characterAttributes(info)
    }

    /// `attributes` read character by character, for info strings beyond ASCII.
    static func characterAttributes(_ info: String) -> [String: String] {
        var out: [String: String] = [:]
        var rest = Substring(info.trimmingWhitespace).dropFirst("example".count)
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard !rest.isEmpty else { break }
            // Slicing at the end index of what was read, not dropping its count: `dropFirst(n)`
            // walks the characters again.
            let key = rest.prefix(while: { $0 != "=" && $0 != " " && $0 != "\t" })
            rest = rest[key.endIndex...]
            guard rest.first == "=" else {
                out[String(key)] = ""
                continue
            }
            rest = rest.dropFirst()
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix(while: { $0 != quote })
                rest = rest[value.endIndex...].dropFirst()
            } else {
                value = rest.prefix(while: { $0 != " " && $0 != "\t" })
                rest = rest[value.endIndex...]
            }
            out[String(key)] = String(value)
        }
        return out
    }

    /// `attributes` for an ASCII info string, where a byte is a character: the same reading,
    /// byte by byte. Every example fence passes through here.
    static func asciiAttributes(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var end = bytes.count
        var i = 0
        while i < end, bytes[i].isASCIIWhitespace { i += 1 }
        while end > i, bytes[end - 1].isASCIIWhitespace { end -= 1 }
        i = min(i + "example".utf8.count, end)
        var out: [String: String] = [:]
        while true {
            while i < end, isSpace(bytes[i]) { i += 1 }
            guard i < end else { break }
            let keyStart = i
            while i < end, bytes[i] != UInt8(ascii: "="), !isSpace(bytes[i]) { i += 1 }
            let key = text(keyStart..<i)
            guard i < end, bytes[i] == UInt8(ascii: "=") else {
                out[key] = ""
                continue
            }
            i += 1
            let valueStart: Int
            if i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                let quote = bytes[i]
                i += 1
                valueStart = i
                while i < end, bytes[i] != quote { i += 1 }
                out[key] = text(valueStart..<i)
                i = min(i + 1, end)
            } else {
                valueStart = i
                while i < end, !isSpace(bytes[i]) { i += 1 }
                out[key] = text(valueStart..<i)
            }
        }
        return out
    }
}
