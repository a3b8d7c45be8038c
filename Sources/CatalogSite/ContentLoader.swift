import Foundation
import CatalogModel
import CatalogIngest

/// Reads the content folder: every `*.md` file below it, sorted by path, as raw bytes.
///
/// Bytes, not strings: invalid UTF-8 must reach the ingester so it can report the line. A file
/// that cannot be read reaches it too (``ContentFile/readError``), as a page that is there.
package enum ContentLoader {
    package typealias Stamp = FileStamps.Stamp

    /// A file as last read: its stamp and bytes.
    package typealias Known = [String: (stamp: Stamp, data: [UInt8])]

    static func load(from directory: URL) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        var known: Known = [:]
        return load(from: directory, known: &known)
    }

    /// Like `load(from:)`, but a file whose size, modification time and inode match `known` is
    /// not read again (the preview server loads the folder after every edit); `known` is
    /// updated to what this load saw.
    package static func load(from directory: URL, known: inout Known) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        let listing = list(directory, stamped: true)
        var files: [ContentFile] = []
        var seen: Known = [:]
        // Files are read on every core: at 10,000 pages, reading them one after another kept
        // the other core idle for a tenth of a second before ingest could start.
        let previous = known
        let read = listing.entries.parallelMap { entry -> Result<[UInt8], ReadError>? in
            if let old = previous[entry.path], old.stamp == entry.stamp { return nil }
            return readBytes(listing.root + "/" + entry.path)
        }
        for (entry, outcome) in zip(listing.entries, read) {
            let relative = entry.path
            switch outcome {
            case nil:
                let old = known[relative]!
                files.append(ContentFile(path: relative, data: old.data))
                seen[relative] = old
            case .success(let data):
                files.append(ContentFile(path: relative, data: data))
                // A stamped listing: every entry has its stamp.
                seen[relative] = (entry.stamp!, data)
            case .failure(let error):
                // Passed on rather than reported here: the ingester reports it and holds back
                // the broken links to it that would bury the error.
                files.append(ContentFile(path: relative, unreadable: error.reason))
            }
        }
        known = seen
        return (files, listing.diagnostics)
    }

    /// The pages of a content folder before any is read: their paths (relative, sorted) and
    /// stamps, and what there is to say about the folder itself (missing, empty, entries passed
    /// over). `load` reads every page after it; a one-off build reads each page only when it
    /// ingests it (`read(_:)`), so the pages' bytes are not all held at once.
    struct Listing: Sendable {
        /// The content folder's path, which `entries` are relative to.
        var root: String
        /// Each page's path, with its stamp when the listing was made `stamped`.
        var entries: [(path: String, stamp: Stamp?)]
        var diagnostics: [Diagnostic]

        /// The page at `entries[n]`: its bytes, or why they could not be read. Passed on rather
        /// than reported here: the ingester reports a page it could not read and holds back the
        /// broken links to it that would bury the error.
        func read(_ n: Int) -> ContentFile {
            switch readBytes(root + "/" + entries[n].path) {
            case .success(let data): return ContentFile(path: entries[n].path, data: data)
            case .failure(let error): return ContentFile(path: entries[n].path, unreadable: error.reason)
            }
        }
    }

    /// Lists `directory` without reading a page: see ``Listing``. Only a `stamped` listing
    /// looks up each page's stamp, which a one-off build, reading each page once, never asks.
    static func list(_ directory: URL, stamped: Bool = false) -> Listing {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let what = fm.fileExists(atPath: directory.path) ? "is a file, not a folder" : "does not exist"
            return Listing(root: directory.path, entries: [], diagnostics: [Diagnostic(
                id: "content.missing", summary: "content folder '\(directory.path)' \(what)",
                fix: "create it with at least one guideline page (*.md), or pass --content DIR", step: "ingest")])
        }
        var diagnostics: [Diagnostic] = []
        var passedOver: [(path: String, why: FileStamps.Skipped)] = []
        var entries = markdownFiles(in: directory, stamped: stamped) { passedOver.append(($0, $1)) }
        // A file name becomes a page's place in every diagnostic and on the verification page:
        // with a newline it would forge a diagnostic line in a log, with an escape sequence it
        // would act on the terminal, and either makes invalid HTML. Such a page is not read.
        entries.removeAll { entry in
            guard entry.path.unicodeScalars.contains(where: \.isInvisibleControl) else { return false }
            diagnostics.append(Diagnostic(
                id: "content.bad-name", summary: "file name '\(entry.path.visible())' has a control character in it; the page is not read",
                fix: "rename the file with letters, digits and dashes", location: SourceLocation(file: entry.path.visible(), line: 1),
                step: "ingest"))
            return true
        }
        // In path order, like the pages: the folder lists its entries in no fixed order.
        diagnostics += passedOver.sorted { $0.path < $1.path }.map { Self.skipped($0.path, $0.why) }
        if entries.isEmpty && diagnostics.isEmpty {
            diagnostics.append(Diagnostic(
                id: "content.empty", summary: "content folder '\(directory.path)' has no guideline pages (*.md)",
                fix: "add a page such as sheets.md; see docs/page-format.md", step: "ingest"))
        }
        return Listing(root: directory.path, entries: entries, diagnostics: diagnostics)
    }

    struct ReadError: Error {
        /// The system's description of what went wrong, such as "Permission denied".
        var reason: String
    }

    /// The bytes of the file at `path`, read straight into an array.
    static func readBytes(_ path: String) -> Result<[UInt8], ReadError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadError(reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        let known = fstat(fd, &info) == 0
        let expected = known ? max(Int(info.st_size), 0) : 0
        // A regular file's read comes back short only at its end, so a read that does not fill
        // the buffer is the last one: one system call a page instead of two.
        let regular = known && (info.st_mode & S_IFMT) == S_IFREG
        // One byte more than the file's size, so the read that finds the end needs no room.
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let room = bytes.count - filled
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, room) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(reason: String(cString: strerror(errno))))
            }
            filled += count
            if regular && count < room { break }
        }
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
    }

    /// Markdown files below `directory`, sorted by path, with their stamps when `stamped`;
    /// `skipped` hears of links and special files that a page or a folder of pages was
    /// probably meant to be.
    static func markdownFiles(in directory: URL, stamped: Bool,
                              skipped: ((String, FileStamps.Skipped) -> Void)? = nil) -> [(path: String, stamp: Stamp?)] {
        FileStamps.list(directory, keep: isPageName, skipped: skipped, stamped: stamped)
    }

    /// Whether a file name is a page's: it has a dot, and its last extension is `md` or
    /// `markdown` in any case. Asked for every file of the folder, so read as bytes when the
    /// extension is ASCII (splitting and lower-casing characters took over ten thousand
    /// instructions a name); any other extension is lower-cased as characters, as before.
    static func isPageName(_ name: String) -> Bool {
        let read = name.withContiguousUTF8 { bytes -> Bool? in
            guard bytes.contains(UInt8(ascii: ".")) else { return false }
            // The last run of bytes that are not dots, as the last piece of a split by ".".
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            let ext = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard ext.allSatisfy({ $0 < 0x80 }) else { return nil }
            let lower = ext.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
            return lower.elementsEqual("md".utf8) || lower.elementsEqual("markdown".utf8)
        }
        if let read { return read }
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return name.contains(".") && (ext == "md" || ext == "markdown")
    }

    /// The warning for an entry the loader passed over (see `FileStamps.Skipped.reason`).
    static func skipped(_ path: String, _ why: FileStamps.Skipped) -> Diagnostic {
        let (id, fix) = switch why {
        case .link: ("content.link-skipped", "copy the page or folder into the content folder, or point --content at the real folder")
        case .notAFile: ("content.not-a-file", "replace it with the page's markdown file")
        }
        return Diagnostic(id: id, severity: .warning, summary: "'\(path)' \(why.reason)", fix: fix,
                          location: SourceLocation(file: path, line: 1), step: "ingest")
    }
}
