// Code the parser must take in its stride: result builders with conditionals and loops, #if,
// a macro, and a presentation inside all of it. One finding: the cover in the #if branch.
import SwiftUI
import Observation

@Observable
final class Model {
    var showCover = false
    var items: [String] = []
}

struct Dashboard: View {
    @State private var model = Model()
    @State private var showSheet = false

    var body: some View {
        VStack {
            if model.items.isEmpty {
                Text("Nothing yet")
            } else if model.items.count > 100 {
                Text("Plenty")
            } else {
                ForEach(model.items, id: \.self) { item in
                    switch item {
                    case "a": Text("A")
                    default: Text(item)
                    }
                }
            }
            #if os(iOS)
            Button("Cover") { model.showCover = true }
                .fullScreenCover(isPresented: $model.showCover) {
                    Text("Stuck here")
                }
            #else
            Text("Mac")
            #endif
        }
        .sheet(isPresented: $showSheet) {
            Text("Fine: the swipe closes it")
        }
    }
}

#Preview {
    Dashboard()
}
