// A small app that presents every way the catalog likes: no finding is expected here.
import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var text: String
}

struct NotesList: View {
    @State private var showComposer = false
    @State private var showSettings = false
    @State private var editing: Note?
    @State private var confirmDelete = false
    @State private var showError = false
    @State private var showTip = false

    var body: some View {
        List {
            Button("New note") { showComposer = true }
            Button("Settings") { showSettings = true }
            Button("Delete all", role: .destructive) { confirmDelete = true }
        }
        .sheet(isPresented: $showComposer) {
            Composer()
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .sheet(item: $editing) { note in
            NavigationStack {
                Text(note.text)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { editing = nil }
                        }
                    }
            }
            .interactiveDismissDisabled()
        }
        .fullScreenCover(isPresented: $showSettings) {
            SettingsScreen()
        }
        .confirmationDialog("Delete every note?", isPresented: $confirmDelete) {
            Button("Delete All", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        .alert("Could not save", isPresented: $showError) {
            Button("OK") {}
        } message: {
            Text("The disk is full.")
        }
        .popover(isPresented: $showTip, arrowEdge: .top) {
            Text("Swipe a note to pin it.")
                .presentationCompactAdaptation(.popover)
        }
    }
}

struct Composer: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TextEditor(text: .constant(""))
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
    }
}

struct SettingsScreen: View {
    // The dismiss action under another name: reading it is what counts.
    @Environment(\.dismiss) private var close
    let title = "Settings"

    var body: some View {
        NavigationStack {
            Form { Toggle("Sync", isOn: .constant(true)) }
                .navigationTitle(title)
                .toolbar {
                    Button("Close") { close() }
                }
        }
    }
}
