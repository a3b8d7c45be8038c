// Detents (iOS 16) in an app that supports iOS 15, once unguarded and once guarded.
import SwiftUI

struct Player: View {
    @State private var showQueue = false
    @State private var showLyrics = false

    var body: some View {
        VStack {
            Button("Queue") { showQueue = true }
                .sheet(isPresented: $showQueue) {
                    Text("Up next")
                        .presentationDetents([.medium])
                }
            Button("Lyrics") { showLyrics = true }
                .sheet(isPresented: $showLyrics) {
                    if #available(iOS 16, *) {
                        Text("Lyrics")
                            .presentationDetents([.medium, .large])
                    } else {
                        Text("Lyrics")
                    }
                }
        }
    }
}
