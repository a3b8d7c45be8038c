import Testing
import CatalogModel

@Suite struct RuleStrengthTests {
    @Test(arguments: [
        ("Use a sheet to present simple content or tasks.", RuleStrength.do),
        ("Prefer using the page or form sheet presentation styles.", .prefer),
        ("Consider supporting the medium detent.", .consider),
        ("For complex or prolonged flows, consider alternatives to sheets.", .consider),
        ("Avoid letting an action sheet scroll.", .avoid),
        ("Don’t stack sheets.", .dont),
        ("Never hide the only way out.", .dont),
        ("Do not nest sheets.", .dont),
        ("DO NOT nest sheets.", .dont),
        ("Dont stack sheets.", .dont),
        ("Do prefer a short title.", .prefer),
        ("In an iPhone app, AVOID full-screen modals for quick choices.", .avoid),
        ("Considerations for sheets are listed below.", .do),
        ("Keep the sheet dont-free.", .do),  // only a first word spelled without the apostrophe counts
        ("One two three four five six seven eight nine ten eleven twelve avoid it.", .do),  // past twelve words
        ("One two three four five six seven eight nine ten eleven avoid it.", .avoid),
        ("Use 2 sheets, never 3.", .dont),
        ("Don't stack sheets.", .dont),  // the ASCII apostrophe
        ("Keep it short; don't stack sheets.", .dont),
        ("Avoiding a second sheet is fine.", .do),  // eight letters, but not the word
        ("Considered choices need no sheet.", .do),
        ("Donts are not rules.", .do),
        ("Évitez d’empiler; never stack sheets.", .dont),  // not ASCII: the general path
        ("", .do),
    ])
    func readsStrengthFromTheLeadVerb(lead: String, expected: RuleStrength) {
        #expect(RuleStrength.from(lead: lead) == expected)
    }
}

@Suite struct PlatformTests {
    @Test func namesResolveByAnyCommonSpelling() {
        #expect(Platform.named("iOS") == .iOS)
        #expect(Platform.named("iPhone") == .iOS)
        #expect(Platform.named("iPad") == .iPadOS)
        #expect(Platform.named("visionos") == .visionOS)
        #expect(Platform.named("Apple Watch") == .watchOS)
        #expect(Platform.named("Windows Phone") == nil)
    }

    /// An added platform is found by its display name in any spacing and case, also when its id
    /// is spelled otherwise, and a longer or shorter name does not match it.
    @Test func addedPlatformsResolveByTheirDisplayName() {
        let androidTV = Platform(id: "android-tv", name: "Android TV")
        let tizen = Platform(id: "tizen", name: "Tizen\u{2122} OS")
        let known = Platform.base + [androidTV, tizen]
        #expect(Platform.named("Android TV", among: known) == androidTV)
        #expect(Platform.named("android-tv", among: known) == androidTV)
        #expect(Platform.named("ANDROID tv!", among: known) == androidTV)
        #expect(Platform.named("Android", among: known) == nil)
        #expect(Platform.named("Android TV 2", among: known) == nil)
        #expect(Platform.named("tizen\u{2122} os", among: known) == tizen)
        #expect(Platform.named("Apple TV", among: known) == .tvOS)
    }

    @Test func addedPlatformsSortAfterTheBaseSet() {
        let android = Platform(id: "android", name: "Android")
        #expect([android, .watchOS, .iOS].sorted() == [.iOS, .watchOS, android])
    }
}

@Suite struct DiagnosticTests {
    @Test func printsLikeACompiler() {
        let d = Diagnostic.error("frontmatter.unclosed", "front matter opened on line 1 is never closed",
                                 at: SourceLocation(file: "sheets.md", line: 1, column: 1))
        #expect(d.compilerStyle == "sheets.md:1:1: error: front matter opened on line 1 is never closed [frontmatter.unclosed]")
    }
}
