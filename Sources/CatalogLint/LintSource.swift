/// One Swift file to lint: the path to report it under and its text.
public struct LintSource: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
