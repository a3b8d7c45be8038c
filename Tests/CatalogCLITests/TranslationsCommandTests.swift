import Foundation
import Testing

/// `sheetcat translations stamp`: a translator records what each translated rule translates
/// without working out hashes by hand.
@Suite struct TranslationsCommandTests {
    let cli = BinaryTests()

    static let english = """
    # Sheets

    ## Best practices

    **Use a sheet for a short task.** Long flows deserve their own screen.

    **Don't stack sheets.** People lose track of where they are.
    """

    static let korean = """
    # 시트

    ## 모범 사례

    **짧은 작업에 시트를 사용하십시오.** 긴 흐름에는
    별도의 화면이 어울립니다.

    **시트를 겹쳐 띄우지 마십시오.** 사람들이 위치를 놓칩니다. {#dont-stack-sheets source-hash=0000beef}
    """

    func catalog() throws -> (root: URL, korean: URL) {
        let root = try cli.temporaryRoot()
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Self.english.write(to: content.appendingPathComponent("sheets.md"), atomically: true, encoding: .utf8)
        let korean = content.appendingPathComponent("sheets.ko.md")
        try Self.korean.write(to: korean, atomically: true, encoding: .utf8)
        return (root, korean)
    }

    @Test func stampsNewTranslationsAndLeavesStaleOnesUntilAsked() throws {
        let (root, korean) = try catalog()
        let dry = try cli.run(["translations", "stamp", "--dry-run"], in: root)
        #expect(dry.status == 0, "\(dry.output)")
        #expect(dry.output.contains("content/sheets.ko.md:5: ko translation of 'sheets.best-practices.use-a-sheet-for-a-short-task': source-hash="), "\(dry.output)")
        #expect(try String(contentsOf: korean, encoding: .utf8) == Self.korean, "--dry-run changed the file")
        let check = try cli.run(["translations", "stamp", "--check"], in: root)
        #expect(check.status == 1, "\(check.output)")

        let stamp = try cli.run(["translations", "stamp", "content/sheets.ko.md"], in: root)
        #expect(stamp.status == 0, "\(stamp.output)")
        #expect(stamp.output.contains("1 stale translation left as they are"), "\(stamp.output)")
        let stamped = try String(contentsOf: korean, encoding: .utf8)
        // The stamp goes at the end of the rule's first paragraph, on its last line.
        #expect(stamped.contains("별도의 화면이 어울립니다. {source-hash="), "\(stamped)")
        #expect(stamped.contains("{#dont-stack-sheets source-hash=0000beef}"), "a stale stamp was refreshed unasked")
        #expect(try cli.run(["translations", "stamp", "--check"], in: root).status == 0)
        #expect(!(try cli.run(["check"], in: root)).output.contains("translation.no-source-hash"))

        let refresh = try cli.run(["translations", "stamp", "--stale"], in: root)
        #expect(refresh.status == 0, "\(refresh.output)")
        let refreshed = try String(contentsOf: korean, encoding: .utf8)
        #expect(!refreshed.contains("0000beef"))
        #expect(refreshed.contains("{#dont-stack-sheets source-hash="))
        #expect(!(try cli.run(["check"], in: root)).output.contains("translation.stale"))
    }

    @Test func aFileOutsideTheContentFolderIsAClearError() throws {
        let (root, _) = try catalog()
        let run = try cli.run(["translations", "stamp", "elsewhere/sheets.ko.md"], in: root)
        #expect(run.status != 0)
        #expect(run.output.contains("is not in the content folder"), "\(run.output)")
    }
}
