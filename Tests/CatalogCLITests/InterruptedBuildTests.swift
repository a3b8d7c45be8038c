import Foundation
import Testing

/// A build stopped by SIGTERM (a CI job cancelled) or SIGINT (Ctrl-C) removes its staging folder
/// before it exits, and the previous site stays as it was. The real binary, stopped mid-write.
@Suite(.serialized) struct InterruptedBuildTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func aStoppedBuildRemovesItsStagingFolder(signal: Int32) throws {
        let tests = BinaryTests()
        let root = try tests.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try tests.writeCorpus(root, pages: 3)
        let templates = BinaryTests.packageRoot.appendingPathComponent("templates").path
        #expect(try tests.run(["build", "--templates", templates, "-q"], in: root).status == 0)
        let manifest = root.appendingPathComponent("_site/.sheetcat-manifest")
        let before = try Data(contentsOf: manifest)

        try tests.writeCorpus(root, pages: 400)
        let process = try #require(try tests.stopBuildWhileWriting(in: root, templates: templates, with: signal),
                                   "the build finished before it could be stopped")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
                "ended by the signal, not as a success: \(process.terminationReason) \(process.terminationStatus)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(!entries.contains(where: { $0.hasPrefix(".sheetcat-") }), "left behind: \(entries)")
        #expect(try Data(contentsOf: manifest) == before, "the previous site is untouched")
    }
}
