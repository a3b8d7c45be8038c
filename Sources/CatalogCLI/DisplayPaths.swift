import CatalogModel

/// Paths in printed diagnostics as they open from the folder the command runs in, the way
/// `swiftc` and `cargo` print them: `content/Components/Page controls.md:12:5`, not the path
/// inside the content folder that the catalog keeps (`catalog.json` and `--format json` keep
/// that one, the same on every machine).
struct DisplayPaths {
    /// What goes before a content path: the `--content` folder as given, with one `/`.
    private let content: String
    /// What stands for `templates/` in a template's path: the `--templates` folder as given.
    private let templates: String

    init(content: String, templates: String = "templates") {
        self.content = Self.prefix(content)
        self.templates = Self.prefix(templates)
    }

    /// A folder as given on the command line, made a prefix: `./content/` → `content/`, `.` → nothing.
    static func prefix(_ folder: String) -> String {
        var f = Substring(folder)
        while f.hasPrefix("./") { f = f.dropFirst(2) }
        while f.count > 1, f.hasSuffix("/") { f = f.dropLast() }
        if f.isEmpty || f == "." { return "" }
        return f == "/" ? "/" : f + "/"
    }

    /// `path:line` of a place in a page, as it opens from the working folder.
    func place(_ location: SourceLocation) -> String {
        "\(content)\(location.file):\(location.line)"
    }

    /// The diagnostic with its path as it opens from the working folder.
    func located(_ diagnostic: Diagnostic) -> Diagnostic {
        guard var location = diagnostic.location, !location.file.isEmpty else { return diagnostic }
        if diagnostic.id.hasPrefix("template"), location.file.hasPrefix("templates/") {
            location.file = templates + location.file.dropFirst("templates/".count)
        } else {
            location.file = content + location.file
        }
        var located = diagnostic
        located.location = location
        return located
    }
}
