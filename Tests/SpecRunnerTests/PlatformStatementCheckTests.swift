import CatalogModel
import Testing
@testable import SpecRunner

@Suite struct PlatformStatementCheckTests {
    func component(_ status: [String: PlatformStatus], rulesOn platforms: [String] = [], strength: RuleStrength = .do) -> Catalog {
        let location = SourceLocation(file: "popovers.md", line: 1)
        let rules = platforms.map { p in
            Rule(id: "popovers.\(p).x", componentID: "popovers", sectionID: p, lead: [.text("X.")], body: [],
                 strength: strength, platforms: [p], sources: [], location: location)
        }
        return Catalog(components: [Component(id: "popovers", title: "Popovers", rules: rules, platformStatus: status,
                                              presentations: ["popover"], file: "popovers.md", location: location)])
    }

    @Test func agreesWhenThePageMatchesTheModel() {
        // The model has no popovers on watchOS and has them on macOS.
        #expect(PlatformStatementCheck.check(component(["watchos": .unsupported], rulesOn: ["macos"])).isEmpty)
    }

    @Test func flagsAnUnsupportedClaimTheModelContradicts() {
        let found = PlatformStatementCheck.check(component(["macos": .unsupported]))
        #expect(found.map(\.id) == ["model.platform-mismatch"])
        #expect(found.first?.summary.contains("macOS") == true)
    }

    @Test func flagsGuidanceForAPlatformWhereThePresentationDoesNotExist() {
        #expect(PlatformStatementCheck.check(component(["watchos": .noAdditionalConsiderations])).map(\.id) == ["model.platform-mismatch"])
        #expect(PlatformStatementCheck.check(component([:], rulesOn: ["watchos"])).map(\.id) == ["model.platform-mismatch"])
    }

    @Test func anAvoidRuleForAPlatformWithoutThePresentationAgreesWithTheModel() {
        #expect(PlatformStatementCheck.check(component([:], rulesOn: ["watchos"], strength: .avoid)).isEmpty)
    }
}
