/// Finds the page a link lands on, for ingest's check of links and for the renderer alike.
///
/// A link lands on the page its path names from the linking page's folder (or from the content
/// folder, for `/path.md`). Failing that, it lands on the one page whose file has that name
/// anywhere in the content folder: exporters write links by file name alone (`Page%20controls.md`)
/// although the pages sit in nested folders, as wiki-style editors resolve them.
///
/// A site path (`/design/human-interface-guidelines/modality`) lands on the page published at
/// that path: the path of the page's primary source URL. A page without one is found by the
/// path's last segment (its id or file name) when the path lies in a folder of the site where
/// other pages of the catalog were published, or anywhere when no page says where it was
/// published. Other site paths (`/documentation/…`) are the exported site's, not the catalog's.
public struct PageIndex: Sendable {
    /// Component id by file, relative to the content folder.
    public private(set) var byFile: [String: String] = [:]
    /// Component id by the slug of its file name; nil where two files share a name.
    private var byName: [String: String?] = [:]
    private var ids: Set<String> = []
    /// Component id by the path its source URL has on its site, lower-cased, and the folders
    /// of those paths.
    private var bySitePath: [String: String] = [:]
    private var siteFolders: Set<String> = []

    public init() {}

    public init(_ pages: some Sequence<(file: String, id: String, url: String?)>) {
        for page in pages {
            byFile[page.file] = page.id
            ids.insert(page.id)
            let name = Self.nameKey(of: page.file)
            if let existing = byName[name], existing != page.id { byName[name] = .some(nil) } else { byName[name] = page.id }
            if let url = page.url, let path = Self.sitePath(ofURL: url) {
                bySitePath[path] = bySitePath[path] ?? page.id
                siteFolders.insert(Self.folder(of: path))
            }
        }
    }

    public init(_ catalog: Catalog) {
        let urls = Dictionary(catalog.sources.map { ($0.id, $0.url) }, uniquingKeysWith: { a, _ in a })
        self.init(catalog.components.lazy.map { c in
            (file: c.file, id: c.id, url: c.sources.first.flatMap { urls[$0.sourceID] ?? nil })
        })
    }

    /// The path of an `http(s)` URL, lower-cased, without a trailing `/`, query or fragment.
    static func sitePath(ofURL url: String) -> String? {
        let parts = url.split(onASCII: "/", maxSplits: 3, omittingEmptySubsequences: false)
        // `https:`, ``, the host, the path.
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty, !parts[2].isEmpty else { return nil }
        return normalized("/" + (parts.count == 4 ? parts[3] : ""))
    }

    static func normalized(_ path: Substring) -> String {
        var p = path
        if let cut = p.firstIndex(where: { $0 == "?" || $0 == "#" }) { p = p[..<cut] }
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        return p.lowercased()
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The slug of a path's file name without `.md`: how two spellings of one name meet
    /// (`Page controls.md`, `page-controls.md`, the site's `page-controls`).
    public static func nameKey(of path: String) -> String {
        var name = Substring(path.split(onASCII: "/").last ?? Substring(path))
        if LinkTarget.isMarkdownFile(String(name)) { name = name.dropLast(3) }
        return Slug.make(String(name))
    }

    /// The file a page link names, as written from `file`, when that file is a page; nil when
    /// it is not (or the path climbs out of the content folder).
    public func exactFile(_ path: String, fromRoot: Bool, from file: String) -> String? {
        let resolved = fromRoot ? String(path.drop(while: { $0 == "/" })) : LinkTarget.resolve(path, from: file)
        guard let resolved, byFile[resolved] != nil else { return nil }
        return resolved
    }

    /// The id of the page `target` lands on from the page at `file`, if any.
    public func componentID(for target: LinkTarget, from file: String) -> String? {
        switch target {
        case .page(let path, _, let fromRoot):
            if let exact = exactFile(path, fromRoot: fromRoot, from: file) { return byFile[exact] }
            return byName[Self.nameKey(of: path)] ?? nil
        case .site(let path, _):
            let site = Self.normalized(Substring(path))
            if let id = bySitePath[site] { return id }
            guard siteFolders.isEmpty || siteFolders.contains(Self.folder(of: site)) else { return nil }
            let last = path.split(onASCII: "/").last.map(String.init) ?? ""
            let key = Self.nameKey(of: last)
            if ids.contains(key) { return key }
            return byName[key] ?? nil
        case .rule, .other:
            return nil
        }
    }

    /// Files whose name is `path`'s, when more than one page has it: a link by name alone
    /// cannot choose among them.
    public func filesNamed(like path: String) -> [String] {
        let key = Self.nameKey(of: path)
        guard case .some(nil) = byName[key] else { return [] }
        return byFile.keys.filter { Self.nameKey(of: $0) == key }.sorted()
    }
}
