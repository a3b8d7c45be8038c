/// A question on which a source answers differently from the model: the model's answer with its
/// citations, and the dissent, recorded and shown as such (never taken as the answer).
public struct ContestedAnswer: Hashable, Sendable {
    /// The question, as a designer would ask it.
    public var question: String
    /// The model's answer, in a few words.
    public var answer: String
    public var citations: [Citation]
    public var disagreements: [Dissent]

    /// Every contested answer the model gives, each asked of the model itself, so that the list
    /// cannot drift from the behaviour.
    public static var all: [ContestedAnswer] {
        let nonmodal = Scenario(PresentationConfiguration(.sheet, nonmodal: true), in: PresentationContext(platform: .iOS))
        let plainOnIPad = Scenario(PresentationConfiguration(.sheet),
                                   in: PresentationContext(platform: .iPadOS, osVersion: OSVersion(17), framework: .uiKit))
        let loneMedium = Scenario(PresentationConfiguration(.sheet, detents: [.medium]), in: PresentationContext(platform: .iOS))
        return [
            ContestedAnswer("Does a tap outside a nonmodal sheet close it?", nonmodal.outcomeAnswer(of: .tapOutside)) { "no: it \($0)" },
            ContestedAnswer("What does a plain UIKit sheet become on iPad in regular width before iOS 18?", plainOnIPad.shownAnswer) {
                "a " + ($0?.displayName ?? "sheet")
            },
            ContestedAnswer("Can people drag a sheet with only the medium detent to full height?", loneMedium.detentsAnswer) {
                "no: it rests at \($0.spoken) only"
            },
        ]
    }

    init<Value>(_ question: String, _ answer: Answer<Value>, reading: (Value) -> String) {
        self.question = question
        self.answer = reading(answer.value)
        self.citations = answer.citations
        self.disagreements = answer.disagreements
    }
}
