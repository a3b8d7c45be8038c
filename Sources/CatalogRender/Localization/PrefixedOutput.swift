/// A `SiteOutput` that puts every file under a folder: a language's pages (`ko/…`) go where its
/// site's pages go, under its tag.
struct PrefixedOutput: SiteOutput {
    let base: any SiteOutput
    let prefix: String

    func write(_ file: OutputFile) {
        var moved = file
        moved.path = prefix + file.path
        base.write(moved)
    }

    func stream(_ path: String, _ produce: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        base.stream(prefix + path, produce)
    }
}
