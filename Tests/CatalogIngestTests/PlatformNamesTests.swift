import CatalogModel
import Testing
@testable import CatalogIngest

/// Headings and statements name platforms in free prose; these are the forms guideline pages use.
@Suite struct PlatformNamesTests {
    @Test(arguments: [
        ("iOS, iPadOS", ["iOS", "iPadOS"]),
        ("iOS and iPadOS", ["iOS", "iPadOS"]),
        ("macOS or tvOS", ["macOS", "tvOS"]),
        ("iOS,and macOS", ["iOS", "macOS"]),
        ("watchOS / tvOS", ["watchOS", "tvOS"]),
        ("iOS & iPadOS; visionOS", ["iOS", "iPadOS", "visionOS"]),
        ("  Apple   Vision  Pro ", ["Apple Vision Pro"]),
        ("Android", ["Android"]),
        ("", []),
    ])
    func splitsAListOfNames(text: String, names: [String]) {
        #expect(PlatformNames.split(text) == names)
    }

    @Test func readsWidthQualifiersInBracketsOrAsNames() {
        let known = Platform.base
        let bracketed = PlatformNames.resolveWithWidths("iPadOS (regular width)", among: known)
        #expect(bracketed.platforms.map(\.id) == ["ipados"])
        #expect(bracketed.widths == [.regular])
        #expect(bracketed.unknown.isEmpty)
        let listed = PlatformNames.resolveWithWidths("iOS, compact width", among: known)
        #expect(listed.platforms.map(\.id) == ["ios"])
        #expect(listed.widths == [.compact])
        #expect(PlatformNames.resolveWithWidths("iOS and Symbian", among: known).unknown == ["Symbian"])
    }
}
