import CatalogIngest
import CatalogModel
import Foundation

/// Runs inputs one at a time and keeps what a crash or failure needs to be reproduced.
///
/// Before each input runs, its bytes go to `<tmp>/sheetcat-fuzz/<test>.current`: when the
/// process traps, that file holds the input that killed it, ready to be copied into
/// Tests/FuzzTests/Regressions. Inputs that fail an expectation are kept under `failures/`.
struct FuzzHarness {
    let test: String
    let folder: URL

    init(test: String) {
        self.test = test
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetcat-fuzz", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("failures"), withIntermediateDirectories: true)
    }

    /// Call before running an input; after a crash the file names the culprit.
    func recordCurrent(_ bytes: [UInt8]) {
        try? Data(bytes).write(to: folder.appendingPathComponent("\(test).current"))
    }

    /// Keeps a failing input and returns its path for the failure message.
    func keepFailure(_ bytes: [UInt8], name: String) -> String {
        let url = folder.appendingPathComponent("failures").appendingPathComponent("\(test)-\(name).md")
        try? Data(bytes).write(to: url)
        return url.path
    }

    /// Ingests one page and measures how long it took.
    static func ingest(path: String, bytes: [UInt8]) -> (PageIngestResult, seconds: Double) {
        let clock = ContinuousClock()
        var result = PageIngestResult()
        let elapsed = clock.measure {
            result = PageIngester.ingest(ContentFile(path: path, data: bytes))
        }
        return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}
