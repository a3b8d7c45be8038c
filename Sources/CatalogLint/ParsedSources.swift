import Parallel
import SwiftParser
import SwiftSyntax

/// The linted files parsed, with the types they declare and what each stretch of code holds.
struct ParsedSources {
    struct File {
        var source: LintSource
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter
        var lines: [Substring]
    }

    var files: [File]
    /// What each declared type holds (its extensions merged in), by name.
    var types: [String: ScanResult] = [:]
    /// Code outside any type (`#Preview`, top-level code), one per file.
    var topLevel: [ScanResult] = []

    init(_ sources: [LintSource]) {
        // Files are parsed on every core: parsing is most of the time a lint takes.
        files = ParallelWork.map(sources.count, parallel: sources.count > 1) { i in
            let source = sources[i]
            let tree = Parser.parse(source: source.text)
            return File(source: source, tree: tree, converter: SourceLocationConverter(fileName: source.path, tree: tree),
                        lines: source.text.split(separator: "\n", omittingEmptySubsequences: false))
        }
        var declarations: [(name: String, file: Int, node: Syntax)] = []
        for (i, file) in files.enumerated() {
            let finder = TypeFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            declarations += finder.found.map { ($0.name, i, $0.node) }
        }
        let names = Set(declarations.map(\.name))
        for declaration in declarations {
            let scan = ContentScanner(declaredTypes: names, file: declaration.file).scan(declaration.node)
            types[declaration.name, default: ScanResult()].merge(scan)
        }
        topLevel = files.indices.map { ContentScanner(declaredTypes: names, file: $0).scan(files[$0].tree) }
    }

    /// 1-based line and column of a position in a file.
    func location(_ position: AbsolutePosition, in file: Int) -> (line: Int, column: Int) {
        let l = files[file].converter.location(for: position)
        return (l.line, l.column)
    }

    /// The trimmed text of a 1-based line.
    func lineText(_ line: Int, in file: Int) -> String {
        let lines = files[file].lines
        guard line >= 1, line <= lines.count else { return "" }
        return lines[line - 1].trimmingCharacters(in: " \t\r")
    }
}

extension ScanResult {
    mutating func merge(_ other: ScanResult) {
        presented += other.presented
        modifiers += other.modifiers
        offersDismiss = offersDismiss || other.offersDismiss
        for name in other.followedTypes where !followedTypes.contains(name) { followedTypes.append(name) }
        passedBindings.formUnion(other.passedBindings)
        uikitSettings += other.uikitSettings
        hasUIKitControl = hasUIKitControl || other.hasUIKitControl
    }
}

/// Every type declaration, nested ones included, by its name (`Outer.Inner` is found as `Inner`).
private final class TypeFinder: SyntaxVisitor {
    var found: [(name: String, node: Syntax)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        return add(name, node)
    }

    private func add(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        found.append((name, Syntax(node)))
        return .visitChildren
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
