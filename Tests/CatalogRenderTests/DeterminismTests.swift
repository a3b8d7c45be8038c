import CatalogModel
@testable import CatalogRender
import Foundation
import Testing

@Suite struct DeterminismTests {
    @Test func renderingTwiceGivesTheSameBytes() throws {
        // Build the second catalog with dictionaries filled in the opposite order, so an output
        // that leaked dictionary order would differ.
        let first = Fixtures.catalog()
        var second = Fixtures.catalog()
        for i in second.components.indices {
            var status: [String: PlatformStatus] = [:]
            for key in second.components[i].platformStatus.keys.sorted().reversed() {
                status[key] = second.components[i].platformStatus[key]
            }
            second.components[i].platformStatus = status
        }
        let a = try Fixtures.render(first)
        let b = try Fixtures.render(second)
        #expect(a.files.map(\.path) == b.files.map(\.path))
        for (x, y) in zip(a.files, b.files) { #expect(x == y, "\(x.path) differs") }
        #expect(a.files.map(\.path) == a.files.map(\.path).sorted())
    }
}
