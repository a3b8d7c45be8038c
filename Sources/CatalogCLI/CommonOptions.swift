import ArgumentParser
import Foundation

/// Where content comes from; shared by every command.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder of guideline pages (*.md, searched recursively).", valueName: "dir"))
    var content: String = "content"

    @Flag(name: .long, help: "Treat warnings as errors (recommended in CI).")
    var strict = false

    var contentURL: URL { URL(fileURLWithPath: content) }
}

/// Where the site goes and what it looks like; shared by build and serve.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder of Mustache templates and assets/ (see docs/templates.md).", valueName: "dir"))
    var templates: String = "templates"

    @Option(name: .long, help: ArgumentHelp(
        "Folder to write the site into. It is replaced whole, so it must be new, empty, or a folder sheetcat made.",
        valueName: "dir"))
    var output: String = Self.defaultOutput
    static let defaultOutput = "_site"

    @Option(name: .long, help: ArgumentHelp(
        "Public URL or path prefix the site is published under (e.g. https://example.com/docs/ or /docs/); adds canonical links and sitemap.xml.",
        valueName: "url"))
    var baseURL: String?

    @Option(name: .long, help: "Site title shown in the header and page titles.")
    var title: String = "SheetCatalog"
}
