import ArgumentParser
import CatalogSite
import Foundation

/// Where content comes from; shared by every command.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder of guideline pages (*.md, searched recursively).", valueName: "dir"))
    var content: String = "content"

    @Flag(name: .long, help: "Treat warnings as errors (recommended in CI).")
    var strict = false

    var contentURL: URL { URL(fileURLWithPath: content) }
}

/// What the site looks like; shared by build and serve.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Folder of templates and assets/ that replace the built-in ones file by file (default: templates/ when the current folder has one; see docs/templates.md).",
        valueName: "dir"))
    var templates: String?

    /// The templates folder a build reads: the one given, else `templates/` in the current
    /// folder when there is one; nil for the built-in templates alone.
    var templatesURL: URL? {
        if let templates { return URL(fileURLWithPath: templates) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "templates", isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return URL(fileURLWithPath: "templates")
    }

    @Option(name: .long, help: "Site title shown in the header and page titles.")
    var title: String = "SheetCatalog"

    @Option(name: .long, help: ArgumentHelp(
        "Most the build may write, in bytes or with K, M or G (e.g. 2G); by default 200 times the content's size, at least 256M.",
        valueName: "size"))
    var maxOutput: String?

    var maxOutputBytes: Int? { maxOutput.flatMap(OutputBudget.parse) }

    func validate() throws {
        if let maxOutput, OutputBudget.parse(maxOutput) == nil {
            throw ValidationError("--max-output '\(maxOutput)' is not a size: give bytes, or a number with K, M or G, such as 500M")
        }
    }
}

/// Where a published site goes and the address it is published at: `build` only, since the
/// preview serves from a folder of its own, from its root.
struct PublishOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Folder to write the site into. It is replaced whole, so it must be new, empty, or a folder sheetcat made.",
        valueName: "dir"))
    var output: String = Self.defaultOutput
    static let defaultOutput = "_site"

    @Option(name: .long, help: ArgumentHelp(
        "Public URL or path prefix the site is published under (e.g. https://example.com/docs/ or /docs/); adds canonical links and sitemap.xml.",
        valueName: "url"))
    var baseURL: String?
}
