import ArgumentParser
import CatalogModel
import CatalogSite
import Foundation

/// `sheetcat init [DIR]`: a starter catalog to build on, in a new or empty folder.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter catalog: a guideline page with rules and a passing spec example.",
        discussion: """
        Writes content/sheets.md and a README.md into DIR (the current folder when omitted). Nothing is overwritten: a file that is already there stops the command before anything is written. Then run `sheetcat build` there. The site uses the templates built into sheetcat; `sheetcat templates export templates` copies them out for editing.
        """
    )

    @Argument(help: ArgumentHelp("Folder to write the catalog into; made if missing.", valueName: "dir"))
    var directory: String = "."

    func run() throws {
        let root = URL(fileURLWithPath: directory)
        do {
            let written = try StarterCatalog.write(into: root)
            for path in written { Terminal.standardError("  wrote \(path)") }
            let there = directory == "." ? "" : "cd \(directory) && "
            Terminal.standardError("Next: \(there)sheetcat build   (or sheetcat serve for a live preview)")
        } catch let error as StarterCatalog.Refusal {
            Terminal.standardError("error: \(error.message)\n    fix: run sheetcat init in an empty folder, or name a new one: sheetcat init my-guidelines")
            throw ExitCode.failure
        }
    }
}
