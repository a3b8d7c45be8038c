import SheetBehavior

/// The words a sketch shows and says: button labels, and the phrases its title and description
/// are put together from.
///
/// Keyed like the site's interface strings (`sketchDone`, `sketchName.sheet`), so a site in
/// another language passes the `sketch…` keys of its `templates/strings/<tag>.strings` and the
/// labels and descriptions read in the page's language. A key it leaves out reads the English
/// built in here; the names of presentations (`sketchName.<id>` with its article,
/// `sketchNoun.<id>` without) and devices (`sketchDevice.<platform>`) are the core model's
/// unless a language gives its own. A phrase holds placeholders in braces: `{what}` and `{device}`; `{What}` is
/// `{what}` with its first letter capitalised, for a phrase that starts a sentence.
public struct SketchStrings: Hashable, Sendable {
    /// The phrases this language gives, by key. A whole strings file may be passed as it is
    /// (keys without the `sketch` prefix are never asked for), so a page shares its table
    /// instead of copying it.
    public var values: [String: String]

    public init(values: [String: String] = [:]) {
        self.values = values
    }

    public static let english = SketchStrings()

    // Sketches are looked up by value (SketchMemo), many times per page, and a strings file
    // holds hundreds of phrases: hashing them all on every look-up cost more than drawing. The
    // count is a sound hash (equal tables have equal counts); equality still compares the
    // tables, at once when a page's sketches share one table, as they do.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values.count)
    }

    public static func == (lhs: SketchStrings, rhs: SketchStrings) -> Bool {
        lhs.values == rhs.values
    }

    /// A phrase: this language's, else the English one, else the key itself.
    public subscript(key: String) -> String { values[key] ?? Self.englishPhrases[key] ?? key }

    /// A phrase in this language, or nil when neither it nor English has the key (a platform or
    /// presentation newer than these strings).
    func phrase(_ key: String) -> String? { values[key] ?? Self.englishPhrases[key] }

    /// A phrase with its placeholders filled in (``Phrase/fill(_:_:)``); `{What}` is `what`'s
    /// argument with a capital first letter. The few arguments are searched in order rather
    /// than hashed.
    func format(_ key: String, _ arguments: KeyValuePairs<String, String>) -> String {
        Phrase.fill(self[key]) { name in
            if let value = arguments.first(where: { $0.key.utf8.elementsEqual(name.utf8) })?.value { return value }
            guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
            return arguments.first(where: { $0.key.utf8.first == first + 32 && $0.key.utf8.dropFirst().elementsEqual(name.utf8.dropFirst()) })?
                .value.capitalizedFirst
        }
    }

    public var done: String { self["sketchDone"] }
    public var cancel: String { self["sketchCancel"] }
    public var back: String { self["sketchBack"] }
    /// The label of an action sheet's or alert's ordinary button.
    public var action: String { self["sketchAction"] }
    /// The label of a destructive button.
    public var destructive: String { self["sketchDelete"] }
    public var before: String { self["sketchBefore"] }
    public var after: String { self["sketchAfter"] }

    /// A figure's caption when an example has several cases: "Case 2".
    public func caseCaption(_ number: Int) -> String { format("sketchCase", ["n": String(number)]) }

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

    /// The English phrases, also written out in `templates/strings/en.strings` for translators
    /// to start from (a test keeps the two in step).
    public static let englishPhrases: [String: String] = [
        "sketchDone": "Done",
        "sketchCancel": "Cancel",
        "sketchBack": "Back",
        "sketchAction": "Action",
        "sketchDelete": "Delete",
        "sketchBefore": "Before",
        "sketchAfter": "After",
        "sketchCase": "Case {n}",
        "sketchTitle": "{What} on {device}",
        "sketchTitlePaired": "{moment}: {what} on {device}",
        "sketchTitleNothing": "{device} with nothing presented",
        "sketchTitleNothingPaired": "{moment}: {device} with nothing presented",
        "sketchOn": "{What} on {device}",
        "sketchAppearsAs": "{requested} appears as {shown}",
        "sketchAtDetent": "{what} at the {detent} detent",
        "sketchInState": "{what} resting {state}",
        "sketchState.collapsed": "collapsed",
        "sketchState.partially-expanded": "partially expanded",
        "sketchState.half-expanded": "half-expanded",
        "sketchState.expanded": "expanded",
        "sketchCentred": "centred",
        "sketchAgainst.left": "against the left edge of the screen",
        "sketchAgainst.right": "against the right edge of the screen",
        "sketchArrowPoints": "its arrow pointing at the control that opened it",
        "sketchTopLayer": "in the top layer",
        "sketchActions": "{main} with {n} actions",
        "sketchActions.one": "{main} with 1 action",
        "sketchOneDestructive": "one of them destructive",
        "sketchCancelApart": "and {cancel} set apart below them",
        "sketchStacked": "{n} sheets are stacked",
        "sketchList": "{list} and {last}",
        "sketchCanRest": "it can rest at {list}",
        "sketchCanRestIn": "it can rest {list}",
        "sketchGrabber": "the grabber is visible",
        "sketchDragHandle": "the drag handle is visible",
        "sketchButton": "{button} at the {place}",
        "sketchButtonPhysical": "{button} at the {place} ({side})",
        "sketchPlace.top-leading": "top leading corner",
        "sketchPlace.top-trailing": "top trailing corner",
        "sketchPlace.bottom-trailing": "bottom trailing corner",
        "sketchPlace.bottom": "bottom",
        "sketchSide.top-left": "top left",
        "sketchSide.top-right": "top right",
        "sketchSide.bottom-left": "bottom left",
        "sketchSide.bottom-right": "bottom right",
        "sketchDismissed": "{What} was dismissed; only the parent view is on {device}",
        "sketchNotShown": "{device} shows no {name}; only the parent view is there",
        "sketchNothing": "Nothing is presented on {device}",
        "sketchRightToLeft": "the layout runs right to left",
        "sketchDimmed": "the parent view is dimmed",
        "sketchCovered": "the parent view is covered",
        "sketchCoveredBlurred": "the parent view is covered, yet shows through blurred and desaturated by a material",
        "sketchBlurred": "the parent view shows through, blurred and desaturated by a material",
        "sketchUsable": "the parent view stays usable",
        "sketchNotDimmed": "the parent view is not dimmed",
        "sketchParentUnknown": "no source says what happens to the parent view",
        "sketchBackdrop": "it is in the top layer, over a ::backdrop that spans the page",
        "sketchArrow": "the arrow: {gesture}",
        "sketchGesture.drag-up": "the person drags it up",
        "sketchGesture.swipe-down": "the person swipes it down",
        "sketchGesture.tap-grabber": "the person taps the grabber",
        "sketchGesture.tap-outside": "the person taps outside it",
        "sketchGesture.focus-loss": "the person moves on to the parent view",
        "sketchGesture.tap-dismiss-button": "the person taps {button}",
        "sketchGesture.present-another-sheet": "the app presents another sheet",
    ]
}

extension String {
    var capitalizedFirst: String { first.map { $0.uppercased() + dropFirst() } ?? self }
}
