import Testing
@testable import TemplateKit

/// Views find a field by its name in a table probed by the key's hash. Every listed name must be
/// found at its position, and every other name must miss, however the hashes fall in the table.
@Suite struct TemplateFieldNamesTests {
    static func names(count: Int) -> TemplateFieldNames {
        TemplateFieldNames((0..<count).map { "field\($0)" })
    }

    @Test(arguments: [1, 2, 3, 7, 20, 64, 300])
    func everyFieldIsFoundAndOtherNamesMiss(count: Int) {
        let names = Self.names(count: count)
        for n in 0..<count {
            #expect(names.index(of: TemplateKey("field\(n)")) == n, "field\(n) of \(count)")
        }
        for name in ["field\(count)", "field", "", "Field0", "field0 ", "field-1", String(repeating: "x", count: 40)] {
            #expect(names.index(of: TemplateKey(name)) == nil, "'\(name)' was found in a table of \(count) fields")
        }
        #expect(names.names == (0..<count).map { "field\($0)" })
    }

    /// A key with a listed field's hash but another name must not find that field: the table
    /// compares names after hashes.
    @Test func aMatchingHashAloneFindsNothing() {
        let forged = TemplateKey(name: "not-a-field", hash: TemplateKey("field3").hash)
        #expect(Self.names(count: 5).index(of: forged) == nil, "a forged hash found a field")
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
