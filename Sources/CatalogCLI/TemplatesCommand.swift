import ArgumentParser
import CatalogModel
import CatalogSite
import Foundation

/// `sheetcat templates export DIR`: the built-in templates written out for editing.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Work with the templates built into sheetcat.",
        subcommands: [Export.self]
    )

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the built-in templates and assets into DIR for editing.",
            discussion: """
            A build uses the built-in templates, and any file of a templates/ folder in the current folder (or of --templates DIR) in place of the built-in file of the same path. Export them to a folder named templates to start from the defaults; delete the files you do not change, so they keep following sheetcat's. docs/templates.md lists every template and the values it receives.
            """
        )

        @Argument(help: ArgumentHelp("Folder to write into; made if missing.", valueName: "dir"))
        var directory: String

        @Flag(name: .long, help: "Overwrite files that are already there.")
        var force = false

        func run() throws {
            do {
                let written = try DefaultTemplateFiles.export(into: URL(fileURLWithPath: directory), overwrite: force)
                Terminal.standardError("wrote \(counted(written.count, "file")) to \(directory)/")
            } catch let error as StarterCatalog.Refusal {
                Terminal.standardError("error: \(error.message)\n    fix: pass --force to overwrite them, or export into a new folder")
                throw ExitCode.failure
            }
        }
    }
}
