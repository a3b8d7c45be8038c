/// The web's dialogs and popovers: what the HTML standard defines, and which browsers support
/// each feature from which version, as MDN's browser-compat-data records it. A platform that
/// declares these facts (`PlatformFacts.webDialogs`) has its dialogs and popovers answered by
/// `Scenario+WebDialogs.swift`.
public struct WebFacts: Hashable, Sendable {
    /// Every feature the model answers about, with its support per browser.
    public var features: [WebFeature]

    public init(features: [WebFeature]) { self.features = features }

    /// The feature with a browser-compat-data key or a web-features id.
    public func feature(_ id: WebFeature.ID) -> WebFeature? { features.first { $0.id == id } }
}

/// One web platform feature and the first version of each browser that supports it.
public struct WebFeature: Hashable, Sendable {
    /// The features the model's answers depend on.
    public enum ID: String, Hashable, Sendable, CaseIterable, Codable {
        case dialog = "api.HTMLDialogElement"
        case closedBy = "api.HTMLDialogElement.closedBy"
        case requestClose = "api.HTMLDialogElement.requestClose"
        case popover = "api.HTMLElement.popover"
        case popoverHint = "popover-hint"
        case closeWatcher = "api.CloseWatcher"
        /// CSS anchor positioning, by the property that picks a positioned element's default anchor.
        case anchorPositioning = "css.properties.position-anchor"

        /// How a designer names it: `dialog`, `closedby`, `requestClose()`, `popover`, `popover=hint`,
        /// `CloseWatcher`, `anchor positioning`.
        public var displayName: String {
            switch self {
            case .dialog: return "<dialog>"
            case .closedBy: return "closedby"
            case .requestClose: return "requestClose()"
            case .popover: return "popover"
            case .popoverHint: return "popover=hint"
            case .closeWatcher: return "CloseWatcher"
            case .anchorPositioning: return "anchor positioning"
            }
        }

        /// Reads `closedby`, `the closedby attribute`, `requestClose`, `popover hint`, `CloseWatcher`,
        /// `CSS anchor positioning`…
        public static func named(_ raw: String) -> ID? {
            var key = Presentation.key(raw)
            for word in ["the", "attribute", "element", "method", "api"] {
                if key.hasPrefix(word) { key = String(key.dropFirst(word.count)) }
                if key.hasSuffix(word) { key = String(key.dropLast(word.count)) }
            }
            switch key {
            case "dialog", "htmldialogelement": return .dialog
            case "closedby": return .closedBy
            case "requestclose": return .requestClose
            case "popover": return .popover
            case "popoverhint", "hintpopover", "popoverhintvalue": return .popoverHint
            case "closewatcher": return .closeWatcher
            case "anchorpositioning", "cssanchorpositioning", "positionanchor": return .anchorPositioning
            default: return nil
            }
        }
    }

    public var id: ID
    /// First supporting version per browser key (`chrome`, `firefox`, `safari`); a browser
    /// missing here does not support the feature.
    public var support: [String: OSVersion]
    /// What the data says beyond release versions, in our words (a browser with the feature only
    /// in a preview build or behind a flag, which the model counts as no support).
    public var note: String?

    public init(_ id: ID, _ support: [String: OSVersion], note: String? = nil) {
        self.id = id
        self.support = support
        self.note = note
    }

    /// Where the support data comes from.
    public var citation: Citation { Cite.source(Cite.browserCompat, id.rawValue, note) }
}
