import ArgumentParser
import CatalogIngest
import CatalogModel
import CatalogSite
import Foundation

/// `sheetcat translations stamp [FILES]`: records in each translated rule the hash of the
/// source text it translates (`{source-hash=…}`), so that a later change to the source is
/// reported as a stale translation.
struct TranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "Work with the translations of the guideline pages.",
        subcommands: [Stamp.self]
    )

    struct Stamp: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stamp",
            abstract: "Record in each translated rule the hash of the source text it translates.",
            discussion: """
            A translated rule records which text of its source rule it was made from, as `{source-hash=…}` at the end of its first paragraph (docs/page-format.md, "Stale translations"). When the source rule changes, the hash no longer matches: `check` reports the translation as stale [translation.stale] and the site marks it as out of date.

            This command writes the stamps: into every translated rule that records none yet, in the translation files given (sheets.ko.md, or a bilingual page), or in every translation of the --content folder when none are given. A stale translation keeps its old stamp, because the stamp is what says the translation is up to date; once you have brought it up to date with its source, pass --stale to stamp it again.

            Examples:
              sheetcat translations stamp                              # stamp every new translation
              sheetcat translations stamp --dry-run                    # show what would be written
              sheetcat translations stamp content/sheets.ko.md --stale # after updating stale rules
              sheetcat translations stamp --check                      # in CI: fail when a stamp is missing

            Exit status: 0 when the stamps are written (or, with --check, none is missing); 1 when a stamp is missing with --check, or a file or rule cannot be found or written.
            """
        )

        @OptionGroup var content: ContentOptions

        @Argument(help: ArgumentHelp("Translation files to stamp (default: every translation in --content).", valueName: "file"))
        var files: [String] = []

        @Flag(name: .long, help: "Also stamp stale translations again: only once you have brought them up to date with their source.")
        var stale = false

        @Flag(name: .long, help: "Print each stamp as file:line and what it would write; change no file.")
        var dryRun = false

        @Flag(name: .long, help: "Change no file; exit 1 when any translation would be stamped (for CI).")
        var check = false

        func run() throws {
            let report = SitePipeline(progress: SilentProgress()).check(contentDirectory: content.contentURL)
            let paths = DisplayPaths(content: content.content)
            var stamps = SourceHashStamp.missing(in: report.catalog, includingStale: stale)
            if !files.isEmpty {
                let wanted = Set(try files.map(relativeToContent))
                stamps = stamps.filter { wanted.contains($0.location.file) }
            }
            let byFile = Dictionary(grouping: stamps, by: \.location.file)
            for stamp in stamps {
                let what = stamp.recorded.map { "source-hash=\($0) → \(stamp.hash)" } ?? "source-hash=\(stamp.hash)"
                if dryRun || check { Terminal.standardOutput("\(paths.place(stamp.location)): \(stamp.language) translation of '\(stamp.ruleID)': \(what)") }
            }
            let staleLeft = stale ? 0 : SourceHashStamp.missing(in: report.catalog, includingStale: true).count { $0.isRefresh }
            if check {
                if !stamps.isEmpty {
                    Terminal.standardError("\(counted(stamps.count, "translated rule")) without a stamp; run `sheetcat translations stamp` to write them")
                    throw ExitCode.failure
                }
                return
            }
            if dryRun {
                Terminal.standardError("would stamp \(counted(stamps.count, "translated rule")) in \(counted(byFile.count, "file")); no file changed")
                return
            }
            var failed = false
            for file in byFile.keys.sorted() {
                let url = content.contentURL.appendingPathComponent(file)
                guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                    Terminal.standardError("error: cannot read '\(paths.place(SourceLocation(file: file, line: 1)))'")
                    failed = true
                    continue
                }
                let (stamped, notFound) = SourceHashStamp.apply(byFile[file]!, to: text)
                for stamp in notFound {
                    Terminal.standardError("\(paths.place(stamp.location)): error: no paragraph starts here for the \(stamp.language) translation of '\(stamp.ruleID)'; add `{source-hash=\(stamp.hash)}` at the end of its first paragraph by hand")
                    failed = true
                }
                do {
                    try Data(stamped.utf8).write(to: url, options: .atomic)
                } catch {
                    Terminal.standardError("error: cannot write '\(url.path)': \(error.localizedDescription)")
                    failed = true
                }
            }
            Terminal.standardError("stamped \(counted(stamps.count, "translated rule")) in \(counted(byFile.count, "file"))")
            if staleLeft > 0 {
                Terminal.standardError("\(counted(staleLeft, "stale translation")) left as they are: update them, then run again with --stale")
            }
            if failed { throw ExitCode.failure }
        }

        /// A FILE as the content folder names it: `content/sheets.ko.md` → `sheets.ko.md`.
        func relativeToContent(_ file: String) throws -> String {
            let root = content.contentURL.standardizedFileURL.path
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard path.hasPrefix(root + "/") else {
                throw ValidationError("'\(file)' is not in the content folder '\(content.content)'; pass --content with the folder it is in")
            }
            return String(path.dropFirst(root.count + 1))
        }
    }
}
