// More code lint must read through without a finding it cannot stand behind: macros around and
// inside views, a builder of the app's own, modifiers under a postfix #if, availability checks
// inside a builder, and three presentations it has to leave unjudged (and says so under --verbose).
import SwiftUI
import SwiftData

@Model
final class Trip {
    var name: String
    init(name: String) { self.name = name }
}

@resultBuilder
enum StepsBuilder {
    static func buildBlock(_ steps: String...) -> [String] { steps }
    static func buildOptional(_ steps: [String]?) -> [String] { steps ?? [] }
    static func buildEither(first steps: [String]) -> [String] { steps }
    static func buildEither(second steps: [String]) -> [String] { steps }
}

struct Planner: View {
    @Query private var trips: [Trip]
    @State private var picking = false
    @State private var touring = false
    @State private var choices = ["Rename", "Share"]
    @State private var sharing = false

    @StepsBuilder var steps: [String] {
        "Pick a place"
        if trips.isEmpty { "Add a trip" } else { "Pack" }
    }

    var body: some View {
        List(trips) { trip in
            Text(trip.name)
        }
        .sheet(isPresented: $picking) {
            if #available(iOS 16.4, *) {
                Text("Pick").presentationCornerRadius(24)
            } else {
                Text("Pick")
            }
        }
        #if os(iOS)
        .fullScreenCover(isPresented: $touring) {
            GuidedTour(isShown: $touring)
        }
        #endif
        .confirmationDialog("Trip", isPresented: $sharing) {
            ForEach(choices, id: \.self) { choice in
                Button(choice) {}
            }
            Button("Delete", role: .destructive) {}
        }
        .overlay { Text(#"A "raw" string with \(interpolation) left as is"#) }
    }
}

final class ReaderViewController: UIViewController {
    func openLink(_ url: URL) {
        let browser = SFSafariViewController(url: url)
        browser.modalPresentationStyle = .fullScreen
        present(browser, animated: true)
    }
}

#Preview("Empty") {
    Planner()
        .modelContainer(for: Trip.self, inMemory: true)
}
