import CatalogModel
import Yams

/// Finds and reads the YAML front matter at the top of a page.
///
/// Exports in the wild open front matter and never close it (seed 000), so an unclosed block is
/// recovered up to its first blank line with a warning instead of swallowing the page.
struct FrontMatterReader {
    /// Larger front matter is refused: real pages have a dozen lines, and a cap keeps a hostile
    /// page from costing the build anything.
    static let maximumBytes = 64 * 1024

    let file: String
    /// Whether the plain shape of front matter is read without Yams (see ``PlainFrontMatter``);
    /// off only in the test that compares the two readers.
    let usesPlainReader: Bool
    var diagnostics: [Diagnostic] = []

    init(file: String, usesPlainReader: Bool = true) {
        self.file = file
        self.usesPlainReader = usesPlainReader
    }

    /// Reads the front matter from the page's lines.
    mutating func read(lines: [Substring]) -> FrontMatter {
        var result = FrontMatter()
        guard let first = lines.first, first.trimmingWhitespace == "---" else { return result }
        var yamlLines: ArraySlice<Substring>
        if let close = lines.indices.dropFirst().first(where: { ["---", "..."].contains(lines[$0].trimmingWhitespace) }) {
            yamlLines = lines[1..<close]
            result.lineCount = close + 1
        } else {
            let blank = lines.indices.dropFirst().first(where: { lines[$0].isBlank }) ?? lines.count
            yamlLines = lines[1..<blank]
            result.lineCount = blank
            diagnostics.append(.warning(
                "frontmatter.unclosed", "front matter opened on line 1 is never closed",
                at: location(1),
                explanation: "the `key: value` lines up to the first blank line (line \(blank + 1)) were read as front matter",
                fix: "add a `---` line after the last front-matter line (before line \(blank + 1)), or remove the opening `---`"))
        }
        // The joined text's length, counted without joining: most pages never need the text.
        let yamlBytes = yamlLines.reduce(max(0, yamlLines.count - 1)) { $0 + $1.utf8.count }
        if yamlBytes > Self.maximumBytes {
            malformed("front matter is larger than \(Self.maximumBytes / 1024) KB", line: 1,
                      fix: "keep front matter to the page's metadata; move long text into the page")
            result.markAllUnread(at: diagnostics.last!.location!)
            return result
        }
        if let aliasLine = YAMLAliasScanner.firstAnchorOrAlias(in: yamlLines) {
            malformed("front matter uses a YAML anchor or alias", line: aliasLine + 2,
                      explanation: "anchors and aliases (`&name`, `*name`) are refused: they let a few lines expand into gigabytes",
                      fix: "write the value out in full instead of referring to an anchor")
            result.markAllUnread(at: diagnostics.last!.location!)
            return result
        }
        if usesPlainReader, let value = PlainFrontMatter.read(yamlLines, firstLine: 2), let fields = value.fields {
            fill(&result, from: fields)
            return result
        }
        let yaml = yamlLines.joined(separator: "\n")
        let node: Node?
        do {
            // Every value is read as text, so no scalar needs its type guessed: the basic resolver
            // skips the default one's regular expressions, which were a tenth of ingest.
            // The encoding is named because Yams' default reads the whole environment on every call.
            node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch {
            let (line, problem) = Self.describe(error)
            malformed("front matter is not valid YAML: \(problem)", line: line.map { min($0 + 1, max(2, yamlLines.count + 1)) } ?? 1,
                      fix: "fix the YAML syntax, or quote values that contain `:` or `#`")
            result.markAllUnread(at: diagnostics.last!.location!)
            return result
        }
        guard let node else { return result }
        guard let mapping = FrontMatterValue(node, yamlFirstLine: 2).fields else {
            malformed("front matter is not a mapping of keys to values", line: 2,
                      fix: "write front matter as `key: value` lines, such as `title: Sheets`")
            result.markAllUnread(at: diagnostics.last!.location!)
            return result
        }
        fill(&result, from: mapping)
        return result
    }

    func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line) }

    mutating func malformed(_ summary: String, line: Int, explanation: String? = nil, fix: String) {
        diagnostics.append(.error("frontmatter.malformed", summary, at: location(line), explanation: explanation, fix: fix))
    }

    /// The 1-based line inside the YAML text and a short problem statement.
    private static func describe(_ error: Error) -> (Int?, String) {
        guard let yamlError = error as? YamlError else { return (nil, "\(error)") }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            // libyaml marks where it gave up (often the end of the text); the context marks
            // where the broken construct opened, which is the line a person needs to fix.
            if let context { return (context.mark.line, "\(problem) \(context.text)") }
            return (mark.line, problem)
        default:
            return (nil, "\(yamlError)".split(separator: "\n").first.map(String.init) ?? "unreadable YAML")
        }
    }
}
