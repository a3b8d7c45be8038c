// A Mac build that asks for a nonmodal sheet: on macOS every sheet is modal.
import SwiftUI

struct Inspector: View {
    @State private var showTools = false

    var body: some View {
        Button("Tools") { showTools = true }
            .sheet(isPresented: $showTools) {
                ToolPalette()
                #if os(macOS)
                    .presentationBackgroundInteraction(.enabled)
                #endif
            }
    }
}

struct ToolPalette: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}
