import CatalogModel
extension Array where Element == Diagnostic {
    /// `severity id file` for each diagnostic, the form the loaders' tests assert on.
    var severitiesIDsAndFiles: [String] {
        map { "\($0.severity) \($0.id) \($0.location?.file ?? "")" }
    }
}
