import Foundation
import Testing
@testable import CatalogCLI

/// The preview wakes on a file write instead of at its next poll.
@Suite struct ChangeSignalTests {
    #if os(Linux)
    @Test func wakesWhenAFileIsWrittenAndNotOtherwise() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-signal-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let signal = ChangeSignal()
        signal.watch([folder.path])
        #expect(!signal.wait(milliseconds: 50), "nothing was written yet")
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
            try? Data("# Sheets\n".utf8).write(to: folder.appendingPathComponent("sheets.md"))
        }
        let started = DispatchTime.now().uptimeNanoseconds
        #expect(signal.wait(milliseconds: 5_000))
        let waited = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        #expect(waited < 2_000, "woke after \(waited) ms; the write came after 100 ms")
    }
    #endif
}
