import Foundation
import Testing

/// `sheetcat check --mutations`, as CI runs it.
@Suite struct MutationsFlagTests {
    static let page = """
    # Sheets

    A sheet holds a short task.

    ## Best practices

    **Support swiping to dismiss.** People expect it.

    ```example rules=best-practices.support-swiping-to-dismiss title="Swipe closes a sheet"
    Given a sheet on iPhone
    When the person swipes down
    Then the sheet is dismissed
    ```
    """

    @Test func printsTheMutationCountsInTextAndJSON() throws {
        let binary = BinaryTests()
        let root = try binary.temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data(Self.page.utf8).write(to: root.appendingPathComponent("content/sheets.md"))

        let text = try binary.run(["check", "--mutations"], in: root)
        #expect(text.status == 0, "\(text.output)")
        // `is dismissed` → `stays on screen` and `is not dismissed`: both caught.
        #expect(text.output.contains("Mutation testing: 2 mutants of Then steps; 2 caught, 0 equivalent (the model says they hold too), 0 survived in weak examples"),
                "\(text.output)")

        let json = try binary.run(["check", "--mutations", "--format", "json"], in: root)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let mutations = object?["mutations"] as? [String: Int]
        #expect(mutations == ["made": 2, "killed": 2, "equivalent": 0, "weak": 0])

        let plain = try binary.run(["check", "--format", "json"], in: root)
        #expect(!plain.output.contains("\"mutations\""))
    }
}
