// A sheet that turns off the swipe and gives nothing in its place.
import SwiftUI

struct Checkout: View {
    @State private var paying = false

    var body: some View {
        Button("Pay") { paying = true }
            .sheet(isPresented: $paying) {
                VStack {
                    Text("Card details")
                    TextField("Number", text: .constant(""))
                }
                .interactiveDismissDisabled(true)
            }
    }
}
