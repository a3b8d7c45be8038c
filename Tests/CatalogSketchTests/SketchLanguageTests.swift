import CatalogModel
import CatalogSketch
import SheetBehavior
import Testing

/// A sketch speaks the page's language: the labels it draws and its title and description come
/// from the language's strings file, and English fills in only what a file leaves out.
@Suite struct SketchLanguageTests {
    func mediumSheet() -> Scenario {
        var config = PresentationConfiguration(.sheet, detents: [.medium, .large], grabberVisible: true)
        config.currentDetent = .medium
        return Scenario(config, in: PresentationContext(platform: .iOS))
    }

    /// en.strings lists the sketch phrases for translators; they must be the ones the sketches use.
    @Test func englishFileMatchesTheBuiltInPhrases() throws {
        let file = try SketchStringsFile.values("en").filter { $0.key.hasPrefix("sketch") }
        #expect(file == SketchStrings.englishPhrases)
    }

    /// Every phrase English has, Korean has, so a Korean page's sketch has no English words.
    @Test func koreanGivesEveryPhrase() throws {
        let korean = try SketchStringsFile.values("ko")
        let missing = SketchStrings.englishPhrases.keys.filter { korean[$0] == nil }.sorted()
        #expect(missing.isEmpty, "ko.strings lacks \(missing)")
        // A side sheet is drawn, and so named, as a sheet against its edge.
        #expect(SketchScene(Scenario(.sideSheet, on: .android), moment: .after).requested == "sheet")
        for presentation in Presentation.allCases where presentation != .sideSheet {
            #expect(korean["sketchName." + presentation.rawValue] != nil, "ko.strings names \(presentation.rawValue)")
        }
    }

    @Test func aKoreanSketchSaysItInKorean() throws {
        let korean = try SketchStringsFile.read("ko")
        let sketch = Sketch(SketchScene(mediumSheet(), moment: .after), strings: korean)
        #expect(sketch.description.title == "iPhone의 시트")
        #expect(sketch.description.text.hasPrefix("iPhone에 뜬 medium 디텐트에 멈춘 시트; "))
        #expect(sketch.description.text.contains("그래버가 보임"))
        #expect(sketch.description.text.hasSuffix("상위 보기는 어둡게 가려짐."))
        let svg = sketch.svg()
        #expect(svg.contains(">완료</text>") && svg.contains(">취소</text>"))
        #expect(!svg.contains(">Done<") && !svg.contains(" on iPhone") && !svg.contains("the grabber"))
        #expect(korean.caseCaption(2) == "사례 2")
    }

    /// Every presentation on every platform, before a gesture and paired, has no English phrase
    /// left in Korean: only the names of devices and detents, which stay as they are written.
    @Test func noEnglishPhraseReachesAKoreanSketch() throws {
        let korean = try SketchStringsFile.read("ko")
        let english = ["the ", " on ", "parent view", " is ", "Done", "Cancel", "Before", "After", " at "]
        for platform in PlatformKind.allCases {
            for presentation in Presentation.allCases {
                for gesture in Gesture.allCases {
                    let scene = SketchScene(Scenario(presentation, on: platform), moment: .before, gesture: gesture)
                    let words = Sketch(scene, strings: korean, pair: true).description
                    for word in english {
                        #expect(!words.title.contains(word) && !words.text.contains(word),
                                "\(presentation) on \(platform), \(gesture): \(words.title) / \(words.text)")
                    }
                }
            }
        }
    }

    /// A language that gives only some keys gets English for the rest.
    @Test func aMissingPhraseFallsBackToEnglish() {
        let partial = SketchStrings(values: ["sketchDone": "Fertig", "navHome": "Start"])
        let sketch = Sketch(SketchScene(mediumSheet(), moment: .after), strings: partial)
        #expect(sketch.svg().contains(">Fertig</text>"))
        #expect(sketch.description.text.contains("Fertig at the top trailing corner"))
    }
}
