import Testing
import CatalogModel

/// Strength comes from how a lead opens. The leads are shaped like those of real guideline
/// pages (an opening phrase before the verb, a "don't" deep in a clause), written for this table.
@Suite struct RuleStrengthTests {
    @Test(arguments: [
        ("Use a sheet to present simple content or tasks.", RuleStrength.do),
        ("Prefer using the page or form sheet presentation styles.", .prefer),
        ("Consider supporting the medium detent.", .consider),
        ("Avoid letting an action sheet scroll.", .avoid),
        ("Don’t stack sheets.", .dont),
        ("Don't stack sheets.", .dont),  // the ASCII apostrophe
        ("Dont stack sheets.", .dont),
        ("Never hide the only way out.", .dont),
        ("Do not nest sheets.", .dont),
        ("DO NOT nest sheets.", .dont),
        ("Do prefer a short title.", .prefer),
        ("Do keep items short.", .do),
        // An opening phrase set off by a comma: the word after it decides.
        ("For complex or prolonged flows, consider alternatives to sheets.", .consider),
        ("In an iPhone app, AVOID full-screen modals for quick choices.", .avoid),
        ("If possible, don’t interrupt a task with a second sheet.", .dont),
        ("When people edit in place, prefer an inline control to a sheet.", .prefer),
        ("In visionOS, if you must show a sheet, avoid covering the whole window.", .avoid),
        ("Whenever possible, let people dismiss a sheet by swiping.", .do),
        ("If necessary, provide a cancel button that discards changes.", .do),
        // A strength word further in does not decide: only the opening does.
        ("Show live previews in places that don't support playback as still images.", .do),
        ("Keep it short; don't stack sheets.", .do),
        ("Use 2 sheets, never 3.", .do),
        ("Help people avoid losing their edits when a sheet closes.", .do),
        ("Make it easy to skip steps people don’t need.", .do),
        ("Let people choose whether to consider more options.", .do),
        ("Give people a way to never see the tip again.", .do),
        // Words that only look like strength words.
        ("Considerations for sheets are listed below.", .do),
        ("Avoiding a second sheet is fine.", .do),
        ("Considered choices need no sheet.", .do),
        ("Donts are not rules.", .do),
        ("Not every alert needs a sheet.", .do),
        // A phrase with no comma to end it, or too long to be an opening, decides nothing.
        ("In most cases the title should say what the sheet does.", .do),
        ("For one two three four five six seven eight nine ten eleven twelve, avoid it.", .do),
        ("Évitez d’empiler des feuilles.", .do),  // a word outside ASCII decides nothing
        ("Ne jamais empiler; never stack sheets.", .do),
        ("Après une saisie, avoid a second sheet.", .do),  // an opener we do not know stays a verb
        ("Ну, don’t stack sheets.", .do),
        ("", .do),
    ])
    func readsStrengthFromHowTheLeadOpens(lead: String, expected: RuleStrength) {
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
