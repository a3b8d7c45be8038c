import CatalogModel
import MarkdownKit

extension PageIngester {
    /// Front matter `id`, else the file name without `.md`, slugged.
    static func componentID(_ path: String, frontMatter: FrontMatter) -> String {
        if let id = frontMatter.id, !Slug.make(id).isEmpty { return Slug.make(id) }
        let id = Slug.make(fileStem(path))
        return id.isEmpty ? "page" : id
    }

    static func fileStem(_ path: String) -> String {
        let name = path.split(onASCII: "/").last.map(String.init) ?? path
        return name.lowercased().hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    static func humanized(_ path: String) -> String {
        let words = fileStem(path).split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard let first = words.first else { return path }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst().map(String.init)).joined(separator: " ")
    }

    /// The heading that titles the page. When the front-matter title names a heading further
    /// down, everything before it is site chrome ("This page requires JavaScript.").
    static func titleHeadingIndex(_ blocks: [MarkdownBlock], title: String?) -> Int? {
        func text(_ block: MarkdownBlock) -> (level: Int, name: String)? {
            guard case .heading(let level, let content) = block.kind else { return nil }
            return (level, PageRecognizer.sectionName(content.plainText))
        }
        if let title {
            // "Sheets – Guide" may title a page whose heading says only "Sheets".
            var candidates = [PageRecognizer.sectionName(title)]
            for separator in [" — ", " – ", " - ", " · "] {
                if let part = title.split(separator: separator).first, part.count < title.count {
                    candidates.append(PageRecognizer.sectionName(String(part)))
                }
            }
            for wanted in candidates {
                if let index = blocks.firstIndex(where: { text($0).map { $0.level == 1 && $0.name == wanted } ?? false }) {
                    return index
                }
                if let index = blocks.firstIndex(where: { text($0)?.name == wanted }) { return index }
            }
        }
        return blocks.firstIndex(where: { text($0)?.level == 1 })
    }
}
