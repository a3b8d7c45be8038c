import Testing
@testable import TemplateKit

/// Views answer look-ups from a table probed by the key's hash. Every listed field must be found,
/// and every other name must miss, however the hashes fall in the table.
@Suite struct TemplateFieldTableTests {
    final class Numbered: Sendable {
        let base: Int
        init(base: Int) { self.base = base }
    }

    static func table(fields count: Int) -> TemplateFieldTable<Numbered> {
        TemplateFieldTable((0..<count).map { n in ("field\(n)", { TemplateValue($0.base + n) }) })
    }

    @Test(arguments: [1, 2, 3, 7, 20, 64, 300])
    func everyFieldIsFoundAndOtherNamesMiss(count: Int) {
        let table = Self.table(fields: count)
        let object = Numbered(base: 1_000)
        for n in 0..<count {
            guard case .int(let value) = table.value(of: object, for: TemplateKey("field\(n)")) else {
                Issue.record("field\(n) of \(count) was not found")
                continue
            }
            #expect(value == 1_000 + n)
            // The text entry point answers the same.
            guard case .int(let again) = table.value(of: object, forKey: "field\(n)") else {
                Issue.record("field\(n) of \(count) was not found by name")
                continue
            }
            #expect(again == value)
        }
        for name in ["field\(count)", "field", "", "Field0", "field0 ", "field-1", String(repeating: "x", count: 40)] {
            guard case .missing = table.value(of: object, for: TemplateKey(name)) else {
                Issue.record("'\(name)' was found in a table of \(count) fields")
                continue
            }
        }
        #expect(table.names == (0..<count).map { "field\($0)" })
    }

    /// A key with a listed field's hash but another name must not find that field: the table
    /// compares names after hashes.
    @Test func aMatchingHashAloneFindsNothing() {
        let table = Self.table(fields: 5)
        let forged = TemplateKey(name: "not-a-field", hash: TemplateKey("field3").hash)
        guard case .missing = table.value(of: Numbered(base: 0), for: forged) else {
            Issue.record("a forged hash found a field")
            return
        }
    }

    /// The hash is FNV-1a over UTF-8, the same in every process (values worked out by hand from
    /// the FNV offset basis and prime).
    @Test func keyHashesAreStable() {
        #expect(TemplateKey("").hash == Int(truncatingIfNeeded: 0xcbf2_9ce4_8422_2325 as UInt64))
        #expect(TemplateKey("a").hash == Int(truncatingIfNeeded: 0xaf63_dc4c_8601_ec8c as UInt64))
    }

    /// A page context given as a dictionary answers by key and by name alike.
    @Test func templateFieldsAnswerByKey() {
        let fields = TemplateFields(["title": .text("Sheets"), "count": .int(3)] as [String: TemplateValue])
        guard case .text("Sheets") = fields.value(for: TemplateKey("title")),
              case .int(3) = fields.value(forKey: "count"),
              case .missing = fields.value(for: TemplateKey("absent")) else {
            Issue.record("context look-ups went wrong")
            return
        }
    }
}
