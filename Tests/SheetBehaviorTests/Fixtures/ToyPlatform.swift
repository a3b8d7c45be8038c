import SheetBehavior

/// A platform the model does not ship, declared the way docs/platforms.md says: one value of
/// facts, each cited, and nothing else. Its sheets are always modal and fixed in size, a swipe
/// does nothing, and it declares only sheets and alerts; everything else is left out on purpose.
enum ToyPlatform {
    static let guide = SourceCitation(id: "toy-guide", edition: "1")

    static let declaration = PlatformDeclaration(
        id: "toy", displayName: "ToyOS", family: "Toys", order: 100,
        devices: [.init("Toy Phone", aliases: ["toy handset"], widths: [.compact])],
        inputs: [.touch, .back],
        versioning: .apiLevels([.init(version: 3, apiLevel: 30), .init(version: 4, apiLevel: 40)]),
        facts: PlatformFacts(
            presentations: [
                .sheet: Answer(.supported, [.source(guide.at("Sheets"))]),
                .alert: Answer(.supported, [.source(guide.at("Alerts"))]),
                .popover: Answer(.unsupported, [.source(guide.at("Menus", "no anchored bubbles; use a menu"))]),
            ],
            sheetModality: .alwaysModal(.source(guide.at("Sheets", "a sheet blocks the app"))),
            fixedSizeSheet: .source(guide.at("Sheets", "one size")),
            sheetIgnoresSwipe: .source(guide.at("Sheets", "only its buttons close it")),
            sheetButtons: .bottomTrailing(.source(guide.at("Sheets", "buttons at the bottom right")))))

    static let kind = PlatformKind(declaration)
}
