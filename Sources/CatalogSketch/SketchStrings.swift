/// The words a sketch shows and says: button labels and the pieces of its description.
///
/// English by default; a site in another language passes its own, so the labels inside the
/// drawing read in the page's language.
public struct SketchStrings: Hashable, Sendable {
    public var done = "Done"
    public var cancel = "Cancel"
    public var back = "Back"
    /// The label of an action sheet's or alert's ordinary button.
    public var action = "Action"
    /// The label of a destructive button.
    public var destructive = "Delete"
    public var before = "Before"
    public var after = "After"

    public init() {}

    public static let english = SketchStrings()

    /// The label of a dismiss button by kind (`done`, `cancel`, `back`).
    func label(ofButton kind: String) -> String {
        switch kind {
        case "cancel": return cancel
        case "back": return back
        default: return done
        }
    }

    /// The label of an action sheet's or alert's button by style.
    func label(ofAction style: String) -> String {
        switch style {
        case "cancel": return cancel
        case "destructive": return destructive
        default: return action
        }
    }
}
