import Foundation

/// What `sheetcat init` writes: one guideline page with rules and a spec example that passes,
/// and a README that says what to do next.
public enum StarterCatalog {
    /// Why nothing was written: a file that is already there, or a folder that cannot be made.
    public struct Refusal: Error {
        public var message: String
    }

    static let files: [(path: String, text: String)] = [
        ("content/sheets.md", """
        # Sheets

        A sheet slides up over the current view to hold one short, focused task.

        ## Best practices

        **Keep a sheet to one task.** Move a longer flow to a screen of its own, so people do not lose their place underneath.

        **Give every sheet a clear way out.** Show a Cancel or Done button even when a swipe also closes the sheet.

        ## Platform considerations

        ### iOS, iPadOS

        **Let people swipe down to dismiss.** A downward swipe is the gesture people expect; ask before it throws away unsaved changes.

        ```example rules=ios-ipados.let-people-swipe-down-to-dismiss title="A swipe down closes the sheet"
        Given a sheet on iPhone with detents medium and large
        When the person swipes down
        Then the sheet is dismissed
        ```

        """),
        ("README.md", """
        # Sheet guidelines

        Edit `content/sheets.md` or add pages next to it, then run `sheetcat build` (the site goes to
        `_site/`) or `sheetcat serve` for a preview that reloads on every save. `sheetcat check` runs
        the spec examples without writing a site; `sheetcat templates export templates` copies the
        built-in templates here for editing.

        """),
    ]

    /// Writes the starter files into `root`, made if missing; the paths written, relative to it.
    /// Refuses before writing anything when one of the files is already there.
    public static func write(into root: URL) throws -> [String] {
        try writeNew(files, into: root, overwrite: false)
    }

    /// Writes `files` under `root`; with `overwrite` false, refuses before writing anything when
    /// any of them is there already.
    static func writeNew(_ files: [(path: String, text: String)], into root: URL, overwrite: Bool) throws -> [String] {
        let fm = FileManager.default
        let existing = files.map(\.path).filter { fm.fileExists(atPath: root.appendingPathComponent($0).path) }
        if !overwrite, !existing.isEmpty {
            let list = existing.prefix(3).joined(separator: ", ") + (existing.count > 3 ? ", …" : "")
            throw Refusal(message: "\(root.path) already has \(list); nothing was written")
        }
        do {
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
        } catch {
            throw Refusal(message: "cannot write into \(root.path): \(error.localizedDescription)")
        }
        return files.map(\.path)
    }
}

/// The templates compiled into the program, written out as files.
public enum DefaultTemplateFiles {
    /// Every default template and asset, by path inside a templates folder.
    public static var paths: [String] { DefaultTemplates.files.keys.sorted() }

    /// The text of one default file (`strings/ko.strings`); nil when there is none.
    public static func text(_ path: String) -> String? { DefaultTemplates.files[path] }

    /// Writes every default template and asset into `root`; the paths written.
    public static func export(into root: URL, overwrite: Bool) throws -> [String] {
        try StarterCatalog.writeNew(DefaultTemplates.files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                                    into: root, overwrite: overwrite)
    }
}
