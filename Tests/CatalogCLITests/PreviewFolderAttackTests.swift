import Foundation
import Testing
@testable import CatalogCLI

/// Another local user plants the preview folder before the victim runs `serve`: a link named
/// `404.html` to a file of the victim's, and a manifest listing it. `serve` used to write its 404
/// page through that link. Here root plants and `nobody` is the victim, so the suite runs only
/// as root (as `scripts/test` and CI run), with `setpriv` to become `nobody`.
@Suite(.serialized, .enabled(if: AsNobody.available, "needs root and setpriv to run serve as a second user"))
struct PreviewFolderAttackTests {
    /// A folder tree for the attack: `tmp/` is the victim's temporary directory (sticky and open
    /// to all, like /tmp), `content/` the victim's pages, `victim/notes.txt` a file of the victim's.
    struct Scene {
        let root: URL
        var tmp: URL { root.appendingPathComponent("tmp") }
        var content: URL { root.appendingPathComponent("content") }
        var notes: URL { root.appendingPathComponent("victim/notes.txt") }

        init() throws {
            root = URL(fileURLWithPath: "/tmp/sheetcat-attack-\(UUID().uuidString.prefix(8))")
            let fm = FileManager.default
            for folder in [root, tmp, content, notes.deletingLastPathComponent()] {
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
                chmod(folder.path, 0o755)
            }
            chmod(tmp.path, 0o1777)
            try Data("# Sheets\n\nA sheet holds a short task.\n\n## Best practices\n\n**Keep sheets short.** Long flows belong elsewhere. {taste}\n".utf8)
                .write(to: content.appendingPathComponent("sheets.md"))
            try Data("the victim's notes".utf8).write(to: notes)
            chown(notes.deletingLastPathComponent().path, AsNobody.uid, AsNobody.uid)
            chown(notes.path, AsNobody.uid, AsNobody.uid)
        }

        /// Plants `folder` as root, open to everyone, with `404.html` linking to the victim's
        /// notes and a manifest that lists it.
        func plant(_ folder: URL) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var up = folder
            while up.path.count > tmp.path.count { chmod(up.path, 0o777); up.deleteLastPathComponent() }
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("404.html").path, withDestinationPath: notes.path)
            try Data("sheetcat site manifest v1\n404.html\n".utf8).write(to: folder.appendingPathComponent(".sheetcat-manifest"))
            chmod(folder.appendingPathComponent(".sheetcat-manifest").path, 0o644)
        }

        var notesAreIntact: Bool { (try? Data(contentsOf: notes)) == Data("the victim's notes".utf8) }
    }

    /// Runs `sheetcat serve` as nobody until it prints that it serves, exits, or 60 s pass.
    func serveAsNobody(_ scene: Scene, _ extra: [String] = []) throws -> (output: String, exited: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: AsNobody.setpriv)
        process.arguments = AsNobody.arguments + ["env", "HOME=/tmp", "TMPDIR=\(scene.tmp.path)", BinaryTests.binary.path,
                                                  "serve", "--port", "0", "--content", scene.content.path,
                                                  "--templates", BinaryTests.packageRoot.appendingPathComponent("templates").path] + extra
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        var output = BinaryTests.readUntilServing(process, pipe)
        let exited = !process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        output += String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
        return (output, exited && process.terminationReason == .exit && process.terminationStatus != 0)
    }

    @Test func aPlantedDefaultPreviewFolderIsRefusedAndNothingOutsideIsWritten() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.root) }
        let predicted = ServeCommand.previewFolder(forContent: scene.content.standardizedFileURL.path, in: scene.tmp, user: AsNobody.uid)
        try scene.plant(predicted)
        let (output, refused) = try serveAsNobody(scene)
        #expect(refused, "\(output)")
        #expect(output.contains("[preview.folder-not-private]") && output.contains("belongs to another user (uid 0)"), "\(output)")
        #expect(scene.notesAreIntact)
    }

    @Test func aPlantedFolderPassedWithPreviewOutputIsRefused() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.root) }
        let planted = scene.tmp.appendingPathComponent("shared-preview")
        try scene.plant(planted)
        let (output, refused) = try serveAsNobody(scene, ["--preview-output", planted.path])
        #expect(refused, "\(output)")
        #expect(output.contains("[output.not-owned]"), "\(output)")
        #expect(scene.notesAreIntact)
    }

    /// The name the preview used before is planted too; the preview no longer goes there, and
    /// makes its own folder that only its user can enter.
    @Test func thePreviewMakesAFolderOnlyItsUserCanEnter() throws {
        let scene = try Scene()
        defer { try? FileManager.default.removeItem(at: scene.root) }
        let hashed = ServeCommand.previewFolder(forContent: scene.content.standardizedFileURL.path, in: scene.tmp, user: AsNobody.uid)
        try scene.plant(scene.tmp.appendingPathComponent(hashed.lastPathComponent))
        let (output, _) = try serveAsNobody(scene)
        #expect(output.contains("Serving on"), "\(output)")
        var info = stat()
        #expect(lstat(hashed.deletingLastPathComponent().path, &info) == 0)
        #expect(info.st_uid == AsNobody.uid && info.st_mode & 0o777 == 0o700 && info.st_mode & S_IFMT == S_IFDIR)
        #expect(FileManager.default.fileExists(atPath: hashed.appendingPathComponent("index.html").path))
        #expect(scene.notesAreIntact)
    }
}

/// Becoming `nobody` (uid 65534) from root, as scripts/test does for PermissionTests.
enum AsNobody {
    static let uid: uid_t = 65534
    static let setpriv = "/usr/bin/setpriv"
    static let arguments = ["--reuid=65534", "--regid=65534", "--clear-groups"]

    static let available: Bool = {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: setpriv) else { return false }
        // nobody must be able to run the binary where it was built.
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: setpriv)
        probe.arguments = arguments + ["test", "-x", BinaryTests.binary.path]
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()
}
