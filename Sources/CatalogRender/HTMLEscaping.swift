import CatalogModel

extension HTML {
    /// Escapes text for element content and for quoted attribute values alike, exactly as
    /// `{{double}}` braces do in templates.
    static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
