/// Whether a presentation blocks the view behind it.
public enum Modality: String, Hashable, Sendable, CaseIterable, Codable {
    /// People must finish or dismiss it before using the parent again.
    case modal
    /// People keep using the parent while it is on screen.
    case nonmodal
    /// No source says (a nonmodal sheet asked for on tvOS).
    case notDefined = "not defined"
}

/// What happens to the parent view or window while a presentation is shown.
public enum ParentTreatment: String, Hashable, Sendable, CaseIterable, Codable {
    /// Still visible, behind a dimming layer.
    case dimmed
    /// Hidden behind a full-screen presentation.
    case covered
    /// Visible and untouched.
    case unaffected
    /// No source says.
    case notDefined = "not defined"
}
