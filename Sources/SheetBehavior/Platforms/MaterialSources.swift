/// Material Components' own code, where it answers what the guides leave implicit (the state a
/// sheet opens in). The links point at the library's public repository.
extension Material {
    private static func source(_ symbol: String, _ file: String, _ note: String) -> APIReference {
        APIReference(framework: "Material Components", symbol: symbol, introduced: [],
                     url: "https://github.com/material-components/material-components-android/blob/master/lib/java/com/google/android/material/bottomsheet/" + file,
                     note: note)
    }

    /// `BottomSheetBehavior`'s state field: a sheet nobody has moved is collapsed.
    static let behaviorStartsCollapsed = source("BottomSheetBehavior.state", "BottomSheetBehavior.java",
                                                "the behaviour's state starts as STATE_COLLAPSED")
    /// `BottomSheetDialog.onStart()`: the modal sheet shows collapsed, even when it was hidden.
    static let dialogStartsCollapsed = source("BottomSheetDialog.onStart()", "BottomSheetDialog.java",
                                              "on start, a hidden sheet is set to STATE_COLLAPSED")
}
