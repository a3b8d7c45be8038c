import CatalogModel
import MarkdownKit

extension PageRecognizer {
    /// Inside Resources: link lines are related pages or API references; anything else is the
    /// site's footer, which ends the page.
    mutating func resourceBlock(_ block: MarkdownBlock) {
        switch block.kind {
        case .paragraph(let content):
            if !resourceLines(content, line: block.range.startLine) { zone = .ended }
        case .list(_, _, let items):
            for item in items {
                guard case .listItem(let children) = item.kind, children.count == 1,
                      case .paragraph(let content) = children[0].kind, resourceLines(content, line: children[0].range.startLine) else {
                    zone = .ended
                    return
                }
            }
        case .thematicBreak:
            break
        default:
            zone = .ended
        }
    }

    /// Reads each line of a paragraph as one resource; false when a line does not open with a link.
    mutating func resourceLines(_ content: [MarkdownInline], line startLine: Int) -> Bool {
        var lines: [[MarkdownInline]] = [[]]
        for inline in content {
            switch inline {
            case .softBreak, .hardBreak: lines.append([])
            default: lines[lines.count - 1].append(inline)
            }
        }
        var entries: [(destination: String, title: String, after: String, line: Int)] = []
        for (offset, line) in lines.enumerated() {
            let items = line.filter {
                if case .text(let s) = $0 { return !s.isBlank }
                return true
            }
            guard !items.isEmpty else { continue }
            guard case .link(let destination, _, let children) = items[0] else { return false }
            entries.append((destination, children.plainText.trimmingWhitespace, Array(items.dropFirst()).plainText, startLine + offset))
        }
        guard !entries.isEmpty else { return false }
        for entry in entries {
            if converter.isUnsafe(entry.destination) {
                converter.reportUnsafe(entry.destination, line: entry.line)
                continue
            }
            if PageLink.isInternal(entry.destination) {
                converter.links.append(PageLink(destination: entry.destination, location: converter.place(of: entry.destination, line: entry.line)))
            }
            switch resourceKind {
            case .apis:
                apis.append(Component.DeveloperAPI(name: entry.title, framework: Self.framework(entry.after), url: entry.destination))
            case .related, .none:
                related.append(Component.RelatedLink(title: entry.title, componentID: nil, url: entry.destination))
            case .other:
                break
            }
        }
        return true
    }

    /// "— SwiftUI" → "SwiftUI".
    static func framework(_ text: String) -> String {
        var rest = Substring(text.trimmingWhitespace)
        // A switch over the characters: searching a string of them for each one walked its
        // characters one by one, most of this function's work.
        while let first = rest.first, Self.isFrameworkLeadMark(first) { rest = rest.dropFirst() }
        while let last = rest.last, last == ")" || last == " " || last == "." { rest = rest.dropLast() }
        return String(rest)
    }

    private static func isFrameworkLeadMark(_ c: Character) -> Bool {
        switch c {
        case "—", "–", "-", ":", "(", " ": return true
        default: return false
        }
    }

    /// A `Date | Changes` table gives the entries; prose after the change log is footer.
    mutating func changeLogBlock(_ block: MarkdownBlock) {
        switch block.kind {
        case .table(let header, let rows):
            let names = header.map { $0.plainText.trimmingWhitespace.lowercased() }
            let dateColumn = names.firstIndex(where: { $0.contains("date") }) ?? 0
            let textColumn = names.indices.first(where: { $0 != dateColumn }) ?? 1
            for row in rows where row.count > max(dateColumn, textColumn) {
                let date = row[dateColumn].plainText.trimmingWhitespace
                let text = row[textColumn].plainText.trimmingWhitespace
                if date.isEmpty && text.isEmpty { continue }
                changeLog.append(Component.ChangeLogEntry(date: date, text: text))
            }
        case .thematicBreak:
            break
        default:
            zone = .ended
        }
    }
}
