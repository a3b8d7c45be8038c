import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import Parallel
import TestSupport

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

    /// Work started in the background gives what it made to every wait, however long it took.
    @Test func workInTheBackgroundGivesItsResultToEveryWait() {
        let pending = ParallelWork.inBackground { () -> [Int] in
            usleep(20_000)
            return Array(0..<1_000).map { $0 * $0 }
        }
        let expected = Array(0..<1_000).map { $0 * $0 }
        #expect(pending.wait() == expected)
        #expect(pending.wait() == expected)
    }

    @Test func parallelRenderingMatchesSerialRendering() throws {
        let renderer = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions())
        let catalog = Fixtures.largeCatalog()
        let parallel = renderer.render(catalog, into: nil, reusing: .nothing, parallel: true)
        let serial = renderer.render(catalog, into: nil, reusing: .nothing, parallel: false)
        #expect(parallel.files.map(\.path) == serial.files.map(\.path))
        for (x, y) in zip(parallel.files, serial.files) { #expect(x == y, "\(x.path) differs") }
    }
}
