import ArgumentParser
import Foundation

/// The `sheetcat` command: a verified, searchable reference site from guideline markdown.
public struct SheetcatCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sheetcat",
        abstract: "Build a verified, searchable reference site from design-guideline markdown about sheets.",
        discussion: """
        sheetcat reads guideline pages from content/ (Apple HIG-style markdown: a title, an abstract, "Best practices", "Platform considerations", "Resources", "Change log"), turns every bold lead sentence into a rule, runs the spec examples written in ```example fences against its model of how sheets behave, and writes a static site through its built-in templates (a templates/ folder replaces them file by file).

        Typical use:
          sheetcat init                     # a starter catalog in the current folder
          sheetcat build                    # content/ -> _site/
          sheetcat check                    # run every example, write nothing
          sheetcat serve                    # preview with live reload
          sheetcat build --base-url /docs/  # publish under a sub-path
          sheetcat templates export templates  # the built-in templates, to edit
          sheetcat translations stamp       # record what each translation translates
          sheetcat lint App                 # check an app's SwiftUI code against the rules
          sheetcat sketch content/sheets.md:40 > sheet.svg   # an example's sketch, for slides

        Diagnostics print as `path:line:col: severity: summary [id]` (file:line first, so editors link them); docs/diagnostics.md lists every id.
        """,
        version: "0.1.0",
        subcommands: [BuildCommand.self, CheckCommand.self, ServeCommand.self, InitCommand.self, TemplatesCommand.self, TranslationsCommand.self, LintCommand.self, SketchCommand.self],
        defaultSubcommand: nil
    )

    public init() {}

    /// Runs the command line. A usage error exits with status 64 whatever the command
    /// (ArgumentParser's, the `EX_USAGE` of sysexits), so that a script tells a wrong call
    /// from what the command found.
    public static func main() {
        do {
            var command = try parseAsRoot(Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
