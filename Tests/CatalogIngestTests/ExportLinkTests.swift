import Testing
import CatalogModel
@testable import CatalogIngest

/// Links as site exporters write them: file names with spaces percent-encoded or in angle
/// brackets, by file name alone from nested folders, root-relative site paths, heading anchors
/// as the site spells them.
@Suite struct ExportLinkTests {
    static func page(_ title: String, _ body: String) -> String {
        "# \(title)\n\nAbstract.\n\n## Best practices\n\n**Keep it short.** \(body)\n\n### Detents\n\nProse.\n"
    }

    /// Two folders deep, names with spaces, linked every way an export writes them.
    static let site: [String: String] = [
        "Components/Presentation/Page controls.md": page("Page controls", "Nothing."),
        "Components/Presentation/Action sheets.md": page("Action sheets", "Nothing."),
        "Components/Navigation/Tab bars.md": page("Tab bars", """
            See [encoded](Page%20controls.md), [angle](<Page controls.md>), \
            [relative](../Presentation/Page%20controls.md), [site](/design/human-interface-guidelines/page-controls), \
            [heading](Page%20controls.md#Best-practices), [subheading](Page%20controls.md#Detents), \
            [rooted](/Components/Presentation/Action%20sheets.md) and [site anchor](/design/human-interface-guidelines/action-sheets#Best-practices).
            """),
    ]

    @Test func encodedAngleRelativeRootedAndSiteLinksAllLand() {
        let (_, diagnostics) = TestPages.catalog(Self.site)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.humanReadable))")
    }

    @Test func aBrokenLinkIsAWarningWhoseFixIsRelativeToTheLinkingPage() throws {
        var site = Self.site
        site["Components/Navigation/Tab bars.md"] = Self.page("Tab bars", "See [typo](Page%20control.md).")
        let (_, diagnostics) = TestPages.catalog(site)
        let broken = try #require(diagnostics.with(id: "link.broken").first)
        #expect(diagnostics.count == 1)
        #expect(broken.severity == .warning)
        #expect(broken.location?.file == "Components/Navigation/Tab bars.md")
        // Line 7 is `**Keep it short.** See [typo](Page%20control.md).`: the column is the destination's.
        #expect(broken.location?.line == 7 && broken.location?.column == 31)
        // Written as a link destination can be: the space encoded, the path from the linking page.
        #expect(broken.fix == "link to `../Presentation/Page%20controls.md`, or add the page")
    }

    @Test func theFixNeverNamesTheLinkingPageItself() throws {
        // "Tab bar.md" is closest to the page's own name; the fix names another page.
        var site = Self.site
        site["Components/Navigation/Tab bars.md"] = Self.page("Tab bars", "See [self-ish](Tab%20bar.md).")
        let (_, diagnostics) = TestPages.catalog(site)
        let broken = try #require(diagnostics.with(id: "link.broken").first)
        #expect(broken.fix?.contains("Tab%20bars.md") == false, "\(broken.humanReadable)")
        #expect(broken.explanation?.contains("Tab bars.md") != true)
    }

    @Test func aFixFromTheContentRootNamesTheNestedPath() throws {
        let site = ["Overview.md": Self.page("Overview", "See [typo](Page%20control.md)."),
                    "Components/Presentation/Page controls.md": Self.page("Page controls", "Nothing.")]
        let (_, diagnostics) = TestPages.catalog(site)
        #expect(diagnostics.with(id: "link.broken").first?.fix == "link to `Components/Presentation/Page%20controls.md`, or add the page")
    }

    @Test func aNameTwoPagesShareDoesNotLandAndTheFixListsBoth() throws {
        let site = [
            "iOS/Menus.md": "---\nid: ios-menus\n---\n" + Self.page("Menus", "Nothing."),
            "macOS/Menus.md": "---\nid: macos-menus\n---\n" + Self.page("Menus", "Nothing."),
            "Guides/Start.md": Self.page("Start", "See [menus](Menus.md) and [these menus](../macOS/Menus.md)."),
        ]
        let (_, diagnostics) = TestPages.catalog(site)
        let broken = try #require(diagnostics.with(id: "link.broken").first)
        #expect(diagnostics.with(id: "link.broken").count == 1, "the link by path lands")
        #expect(broken.fix == "link to one of them by its path: `../iOS/Menus.md`, `../macOS/Menus.md`")
    }

    @Test func aMissingAnchorOnAnExistingPageIsAWarning() throws {
        var site = Self.site
        site["Components/Navigation/Tab bars.md"] = Self.page("Tab bars", "See [anchor](Page%20controls.md#No-such-heading).")
        let (_, diagnostics) = TestPages.catalog(site)
        #expect(diagnostics.map(\.id) == ["link.broken"])
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func aSitePathThatNamesNoPageIsLeftAlone() {
        // An export links to every part of its site; only site paths naming a page are the catalog's.
        var site = Self.site
        site["Components/Navigation/Tab bars.md"] = Self.page("Tab bars", "See [docs](/documentation/uikit/uitabbar).")
        let (_, diagnostics) = TestPages.catalog(site)
        #expect(diagnostics.isEmpty)
    }

    /// Where the pages say where they were published, a site path lands only on the page
    /// published there (or one in the same folder of the site): a developer page that shares
    /// the last segment is the exported site's, not the catalog's.
    @Test func aSitePathLandsOnThePagePublishedThere() {
        let index = PageIndex([
            (file: "Patterns/Modality.md", id: "modality", url: "https://example.org/design/guides/modality"),
            (file: "Components/Panels.md", id: "panels", url: "https://example.org/design/guides/panels/"),
            (file: "Components/Drawers.md", id: "drawers", url: nil),
        ])
        func lands(_ destination: String) -> String? { index.componentID(for: LinkTarget(destination), from: "Components/Sheets.md") }
        #expect(lands("/design/guides/modality") == "modality")
        #expect(lands("/design/guides/panels#Best-practices") == "panels")
        #expect(lands("/Design/Guides/Panels/") == "panels")
        #expect(lands("/design/guides/drawers") == "drawers", "same folder of the site, found by its file name")
        #expect(lands("/documentation/appkit/panels") == nil)
        #expect(lands("/documentation/appkit/modality") == nil)
        // Pages that say nothing of where they were published are found by the last segment.
        let unpublished = PageIndex([(file: "Patterns/Modality.md", id: "modality", url: nil)])
        #expect(unpublished.componentID(for: LinkTarget("/design/anything/modality"), from: "a.md") == "modality")
    }

    @Test(arguments: [
        ("Page%20controls.md", LinkTarget.page(path: "Page controls.md", fragment: nil, fromRoot: false)),
        ("<Page controls.md>", .page(path: "Page controls.md", fragment: nil, fromRoot: false)),
        ("../A%C3%A9.md#Best-practices", .page(path: "../Aé.md", fragment: "Best-practices", fromRoot: false)),
        ("/guides/modality.md", .page(path: "/guides/modality.md", fragment: nil, fromRoot: true)),
        ("/design/human-interface-guidelines/modality", .site(path: "/design/human-interface-guidelines/modality", fragment: nil)),
        ("/design/human-interface-guidelines/modality#Best-practices", .site(path: "/design/human-interface-guidelines/modality", fragment: "Best-practices")),
        ("RULE:sheets.a.b", .rule(id: "sheets.a.b")),
        ("https://example.com/a.md", .other), ("//example.com/a.md", .other), ("#top", .other), ("/", .other),
        ("notes.txt", .other), ("bad%ZZ.md", .page(path: "bad%ZZ.md", fragment: nil, fromRoot: false)),
        ("half%C3.md", .page(path: "half%C3.md", fragment: nil, fromRoot: false)),
    ] as [(String, LinkTarget)])
    func destinationsReadAsExportersWriteThem(destination: String, expected: LinkTarget) {
        #expect(LinkTarget(destination) == expected)
    }

    @Test(arguments: [
        ("Components/Navigation/Tab bars.md", "Components/Presentation/Page controls.md", "../Presentation/Page controls.md"),
        ("Components/Navigation/Tab bars.md", "Components/Navigation/Menus.md", "Menus.md"),
        ("Overview.md", "Components/Presentation/Page controls.md", "Components/Presentation/Page controls.md"),
        ("a/b/c.md", "d.md", "../../d.md"),
    ] as [(String, String, String)])
    func relativePathsLeadFromTheLinkingPage(from: String, to: String, expected: String) {
        #expect(LinkTarget.relativePath(to: to, from: from) == expected)
        #expect(LinkTarget.resolve(expected, from: from) == to)
    }
}
