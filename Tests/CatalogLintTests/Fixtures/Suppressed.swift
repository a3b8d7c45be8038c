// The same trap as NoWayOutCover.swift, accepted on purpose with a suppression comment.
import SwiftUI

struct Kiosk: View {
    @State private var locked = true

    var body: some View {
        Color.black
            // sheetcat:ignore no-way-out
            .fullScreenCover(isPresented: $locked) {
                Text("This device is in kiosk mode")
            }
    }
}
