// A sheet whose content presents another sheet.
import SwiftUI

struct Library: View {
    @State private var showFilters = false

    var body: some View {
        Button("Filters") { showFilters = true }
            .sheet(isPresented: $showFilters) {
                FilterPanel()
            }
    }
}

struct FilterPanel: View {
    @State private var showHelp = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Help") { showHelp = true }
            Button("Done") { dismiss() }
        }
        .sheet(isPresented: $showHelp) {
            Text("Filters narrow the list.")
        }
    }
}
