import SheetBehavior
import Testing

/// Every answer the model gives says where it comes from.
@Suite struct CitationTests {
    static let versions: [OSVersion?] = [nil, OSVersion(14), OSVersion(15), OSVersion(16), OSVersion(17), OSVersion(18)]

    /// Every summary a comparison table can show: presentation × platform × width × framework × OS version.
    static var summaries: [BehaviorSummary] {
        var all: [BehaviorSummary] = []
        for p in Presentation.allCases {
            for platform in PlatformKind.allCases {
                for width in HorizontalSizeClass.allCases {
                    for framework in platform.declaration.frameworks {
                        for version in versions {
                            all.append(.of(p, on: platform, width: width, framework: framework, osVersion: version))
                        }
                    }
                }
            }
        }
        return all
    }

    @Test func everySummaryCellIsCitedOrSaysItIsNotDefined() {
        var checked = 0
        for s in Self.summaries {
            for (id, cell) in s.cells {
                let at = "\(s.presentation.rawValue) on \(s.platform.rawValue), \(s.width.rawValue), \(s.framework.rawValue), \(s.osVersion?.description ?? "current"): \(id)"
                if cell.citations.isEmpty {
                    // No citation: only a cell that gives no answer, and it says what is missing.
                    #expect(cell.gap != nil, "\(at) answers “\(cell.text)” without a citation")
                    #expect(cell.text == BehaviorSummary.Cell.notDefinedText || cell.text == "—", "\(at) reads “\(cell.text)” but has no source")
                }
                checked += 1
            }
        }
        let frameworks = PlatformKind.allCases.map(\.declaration.frameworks.count).reduce(0, +)
        #expect(checked == Presentation.allCases.count * frameworks * 2 * Self.versions.count * 7)
    }

    /// Every question of the core model, asked of the default configuration and a few others, in
    /// every context: answered with a citation, or left open with a named gap.
    @Test func everyScenarioAnswerIsCitedOrNamesItsGap() {
        let configurations: [(Presentation) -> PresentationConfiguration] = [
            { PresentationConfiguration($0) },
            { PresentationConfiguration($0, detents: [.medium, .large], grabberVisible: true) },
            { PresentationConfiguration($0, detents: [.height(300), .large], backgroundInteractionUpThrough: .height(300)) },
            { PresentationConfiguration($0, nonmodal: true) },
            { PresentationConfiguration($0, interactiveDismissDisabled: true, hasUnsavedChanges: true, hasDismissButton: false) },
            { PresentationConfiguration($0, step: 2, stepCount: 3) },
        ]
        func check<V>(_ answer: Answer<V>, _ what: String) {
            #expect(!answer.citations.isEmpty || answer.gap != nil, "\(what) has neither a citation nor a gap")
            #expect(answer.gap == nil || answer.citations.isEmpty, "\(what) is both answered and not defined")
        }
        for p in Presentation.allCases {
            for platform in PlatformKind.allCases {
                for framework in platform.declaration.frameworks {
                    for version in Self.versions {
                        for make in configurations {
                            let s = Scenario(make(p), in: PresentationContext(platform: platform, osVersion: version, framework: framework))
                            let at = "\(p.rawValue) on \(platform.rawValue) (\(framework.rawValue), \(version?.description ?? "current"))"
                            check(s.supportAnswer, at + ": support")
                            check(s.shownAnswer, at + ": shown as")
                            check(s.coversFullScreenAnswer, at + ": covers the screen")
                            check(s.modalityAnswer, at + ": modality")
                            check(s.parentTreatmentAnswer, at + ": parent")
                            check(s.otherWindowsAnswer, at + ": other windows")
                            check(s.resizableAnswer, at + ": resizable")
                            check(s.detentsAnswer, at + ": detents")
                            check(s.grabberAnswer, at + ": grabber")
                            for g in Gesture.allCases { check(s.outcomeAnswer(of: g), at + ": \(g.rawValue)") }
                            for b in DismissButton.allCases { check(s.placementAnswer(of: b), at + ": \(b.rawValue)") }
                        }
                    }
                }
            }
        }
    }

    @Test func guidanceTablesAreCited() {
        for v in Violation.allCases { #expect(!v.citations.isEmpty, "\(v.rawValue)") }
        for api in APIAvailability.all { #expect(!api.citations.isEmpty, "\(api.name)") }
        for intent in Intent.allCases { #expect(!Recommendation.forIntent(intent).citations.isEmpty, "\(intent.rawValue)") }
        for platform in PlatformKind.allCases { #expect(ActionSheetGuidance.on(platform).map { !$0.citations.isEmpty } ?? true) }
        #expect(!Stacking.apiCitations.isEmpty && !Stacking.guidanceCitations.isEmpty)
    }

    /// A cited source is one of the catalog's, at the edition the catalog declares (a test in
    /// CatalogSiteTests holds `Cite.all` to `content/`).
    @Test func citedSourcesAreTheKnownEditions() {
        var cited: [SourceCitation] = []
        for s in Self.summaries {
            for (_, cell) in s.cells {
                for case .source(let source) in cell.citations + cell.disagreements.map(\.citation) { cited.append(source) }
            }
        }
        for v in Violation.allCases { for case .source(let source) in v.citations { cited.append(source) } }
        #expect(!cited.isEmpty)
        for source in cited {
            #expect(Cite.all.contains { $0.id == source.id && $0.edition == source.edition }, "\(source.id) (\(source.edition))")
        }
    }

    @Test func citationsReadAsTheirPlaceAndEdition() {
        #expect(Citation.source(Cite.higSheets.at("macOS")).description == "hig-sheets-2024 (2024-03-29), macOS")
        #expect(Citation.api(.presentationCornerRadius).description
                == "SwiftUI presentationCornerRadius(_:) (iOS 16.4, iPadOS 16.4, macOS 13.3, tvOS 16.4, visionOS 1, watchOS 9.4)")
    }
}

/// Contested answers are the model's own, with the dissent beside them.
@Suite struct ContestedAnswerTests {
    @Test func everyListedAnswerIsCitedAndContested() {
        let all = ContestedAnswer.all
        #expect(all.count == 3)
        for contested in all {
            #expect(!contested.citations.isEmpty, "\(contested.question)")
            #expect(!contested.disagreements.isEmpty, "\(contested.question) is listed as contested but no source disagrees")
        }
        #expect(all[0].answer == "no: it lets the touch reach the parent view")
        #expect(all[1].answer == "a page sheet")
    }
}
