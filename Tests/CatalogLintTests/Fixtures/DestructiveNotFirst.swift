// A confirmation dialog that hides its destructive choice under an ordinary one.
import SwiftUI

struct DraftActions: View {
    @State private var asking = false

    var body: some View {
        Button("Discard…") { asking = true }
            .confirmationDialog("What about this draft?", isPresented: $asking, titleVisibility: .visible) {
                Button("Save Draft") {}
                Button("Delete Draft", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
    }
}
