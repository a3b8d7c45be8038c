import TemplateKit

/// Writes JSON straight to bytes, laid out exactly as `JSONValue.write(pretty: true)` lays out
/// the same document, for the long arrays of `catalog.json`.
///
/// Building a `JSONValue` tree for each of 150,000 rules, sorting each object's keys, and then
/// walking the tree was several times the cost of the bytes themselves. Here the caller writes
/// each object's keys in sorted order itself; tests hold the result to the tree's bytes.
struct JSONWriter: ~Copyable {
    private(set) var bytes: OutputBytes
    /// Members or items written so far in each open object or array, innermost last.
    private var counts: [Int] = []
    /// The indentation level of the value being written.
    private let baseIndent: Int

    init(indent: Int, capacity: Int = 4096) {
        baseIndent = indent
        bytes = OutputBytes(capacity: capacity)
        counts.reserveCapacity(8)
    }

    /// What was written, handed over without a copy.
    consuming func finished() -> OutputBytes { bytes }

    /// Bytes written as they are, between values (a separator, an indentation).
    mutating func raw(_ text: StaticString) { bytes.append(text) }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the open object; keys must come in sorted order.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(name)
        bytes.append("\": ")
    }

    /// A key that is not known in advance, such as a platform id.
    mutating func key(_ name: String) {
        separate()
        JSONValue.quote(name, into: &bytes)
        bytes.append(": ")
    }

    /// Starts the next item of the open array.
    mutating func item() { separate() }

    mutating func string(_ value: String) { JSONValue.quote(value, into: &bytes) }
    mutating func string(_ value: String?) {
        if let value { string(value) } else { bytes.append("null") }
    }
    mutating func int(_ value: Int) { bytes.append(decimal: value) }
    mutating func bool(_ value: Bool) { bytes.append(value ? "true" : "false") }

    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            item()
            string(value)
        }
        endArray()
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        counts.append(0)
    }

    /// An empty object or array closes on its own line's end (`{}`, `[]`), as the tree writes it.
    private mutating func close(_ bracket: UInt8) {
        if counts.removeLast() > 0 { newline(baseIndent + counts.count) }
        bytes.append(bracket)
    }

    private mutating func separate() {
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        newline(baseIndent + counts.count)
    }

    private mutating func newline(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(repeating: UInt8(ascii: " "), count: level * 2)
    }
}
