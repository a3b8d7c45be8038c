extension PlatformDeclaration {
    /// Android with Material 3: bottom sheets that rest in named states (standard beside the
    /// content, modal over a scrim), Material dialogs, and the system Back gesture.
    ///
    /// The catalog's presentations stand for Material's: a sheet is a modal bottom sheet
    /// (`BottomSheetDialogFragment`, Compose's `ModalBottomSheet`), a nonmodal sheet a standard
    /// bottom sheet (`BottomSheetBehavior`), an alert a basic dialog, a full-screen modal a
    /// full-screen dialog. Versions are API levels (`Android 14` is 34); no answer depends on
    /// them yet.
    public static let android = PlatformDeclaration(
        id: "android", displayName: "Android", family: "Android", order: 6,
        devices: [Device("Android phone", aliases: ["android", "phone"], widths: [.compact, .regular]),
                  Device("Android tablet", aliases: ["tablet"], widths: [.regular, .compact])],
        inputs: [.touch, .back, .keyboard],
        versioning: .apiLevels([
            AndroidRelease(version: 10, apiLevel: 29), AndroidRelease(version: 11, apiLevel: 30),
            AndroidRelease(version: 12, apiLevel: 31), AndroidRelease(version: 13, apiLevel: 33),
            AndroidRelease(version: 14, apiLevel: 34), AndroidRelease(version: 15, apiLevel: 35),
            AndroidRelease(version: 16, apiLevel: 36),
        ]),
        frameworks: [.materialViews, .compose],
        facts: PlatformFacts(
            presentations: [
                .sheet: Answer(.supported, [Material.sheets("Variants of bottom sheets", "standard and modal bottom sheets"),
                                            .api(Material.bottomSheetDialogFragment), .api(Material.modalBottomSheet)]),
                .alert: Answer(.supported, [Material.dialogs("Dialogs", "a modal window for critical information or a decision"),
                                            .api(Material.alertDialogBuilder)]),
                .fullScreenModal: Answer(.supported, [Material.dialogs("Full-screen dialog", "built from a DialogFragment; no Material class of its own")]),
            ],
            sheetModality: .mayBeNonmodal(
                byDefault: Material.sheets("Modal bottom sheet", "blocks interaction with the rest of the screen"),
                nonmodal: [Material.sheets("Standard bottom sheet", "co-exists with the main UI, both usable at once")]),
            sheetCoversScreen: Answer(false, [Material.sheets("Key properties", "at most 640dp wide, anchored to the bottom")]),
            sheetParent: Answer(.dimmed, [Material.sheets("Anatomy", "a modal bottom sheet sits above a scrim")]),
            materialSheets: MaterialSheetFacts(),
            counterparts: [
                .sheet: Answer("modal bottom sheet", [Material.sheets("Modal bottom sheet"), .api(Material.bottomSheetDialogFragment),
                                                      .api(Material.modalBottomSheet)]),
                .nonmodalSheet: Answer("standard bottom sheet", [Material.sheets("Standard bottom sheet"), .api(Material.bottomSheetBehavior)]),
                .mediumDetent: Answer("half-expanded state", [
                    Material.sheets("Setting state", "half-expanded only when behavior_fitToContents is false"),
                    Material.sheets("Key properties", "behavior_halfExpandedRatio defaults to 0.5"),
                ]),
                .grabber: Answer("drag handle", [.api(Material.dragHandleView),
                                                 Material.sheets("Making bottom sheets accessible", "the app adds the drag handle view")]),
                .dismissalDisabled: Answer("bottom sheet that is not hideable and not cancelable", [
                    .api(Material.bottomSheetBehavior.saying("setHideable(false) keeps a drag from hiding the sheet")),
                    .api(Material.dialogSetCancelable.saying("setCancelable(false): Back and a tap on the scrim do not cancel")),
                ]),
                .alert: Answer("basic dialog", [Material.dialogs("Dialogs"), .api(Material.alertDialogBuilder)]),
                .fullScreenModal: Answer("full-screen dialog", [Material.dialogs("Full-screen dialog")]),
                .sideSheet: Answer("modal side sheet", [Material.sideSheets("Modal side sheet"), .api(Material.sideSheetDialog)]),
            ]))
}

/// Where Android's facts come from: the Material Components guides and API references.
enum Material {
    static func sheets(_ section: String, _ note: String? = nil) -> Citation { Cite.source(Cite.materialBottomSheets, section, note) }
    static func dialogs(_ section: String, _ note: String? = nil) -> Citation { Cite.source(Cite.materialDialogs, section, note) }
    static func sideSheets(_ section: String, _ note: String? = nil) -> Citation { Cite.source(Cite.materialSideSheets, section, note) }
    static func compose(_ section: String, _ note: String? = nil) -> Citation { Cite.source(Cite.composeSheets, section, note) }

    private static func mdc(_ symbol: String, _ path: String) -> APIReference {
        APIReference(framework: "Material Components", symbol: symbol, introduced: [],
                     url: "https://developer.android.com/reference/com/google/android/material/" + path)
    }
    private static func compose3(_ symbol: String, _ path: String) -> APIReference {
        APIReference(framework: "Compose Material 3", symbol: symbol, introduced: [],
                     url: "https://developer.android.com/reference/kotlin/androidx/compose/material3/" + path)
    }

    static let bottomSheetBehavior = mdc("BottomSheetBehavior", "bottomsheet/BottomSheetBehavior")
    static let bottomSheetDialogFragment = mdc("BottomSheetDialogFragment", "bottomsheet/BottomSheetDialogFragment")
    static let dragHandleView = mdc("BottomSheetDragHandleView", "bottomsheet/BottomSheetDragHandleView")
    static let sideSheetBehavior = mdc("SideSheetBehavior", "sidesheet/SideSheetBehavior")
    static let sideSheetDialog = mdc("SideSheetDialog", "sidesheet/SideSheetDialog")
    static let alertDialogBuilder = mdc("MaterialAlertDialogBuilder", "dialog/MaterialAlertDialogBuilder")
    static let modalBottomSheet = compose3("ModalBottomSheet", "ModalBottomSheet.composable")
    static let sheetState = compose3("rememberModalBottomSheetState(skipPartiallyExpanded:)", "rememberModalBottomSheetState.composable")
    static let sheetProperties = compose3("ModalBottomSheetProperties", "ModalBottomSheetProperties")
    /// `android.app.AlertDialog.Builder.setCancelable`: alert dialogs are cancelable by default.
    static let alertDialogBuilderCancelable = APIReference(
        framework: "Android", symbol: "AlertDialog.Builder.setCancelable(boolean)", introduced: [],
        url: "https://developer.android.com/reference/android/app/AlertDialog.Builder#setCancelable(boolean)",
        note: "cancelable by default")
    /// Android's own dialog API: the Back key cancels a cancelable dialog.
    static let dialogSetCancelable = APIReference(framework: "Android", symbol: "Dialog.setCancelable(boolean)", introduced: [],
                                                  url: "https://developer.android.com/reference/android/app/Dialog#setCancelable(boolean)")
}
