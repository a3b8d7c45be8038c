// A full-screen cover whose content has no way to close it.
import SwiftUI

struct Onboarding: View {
    @State private var showTour = false

    var body: some View {
        Button("Take the tour") { showTour = true }
            .fullScreenCover(isPresented: $showTour) {
                TourPages()
            }
    }
}

struct TourPages: View {
    var body: some View {
        TabView {
            Text("Welcome")
            Text("Your notes sync everywhere")
        }
    }
}
