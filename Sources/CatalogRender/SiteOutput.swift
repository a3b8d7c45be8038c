/// Where `SiteRenderer.render(_:to:)` puts each file as soon as it is made, so that a big site
/// is never held in memory whole. Called from several threads at once.
public protocol SiteOutput: Sendable {
    /// A file made whole.
    func write(_ file: OutputFile)

    /// A file made in chunks: `produce` passes each chunk to its argument, in order, and each is
    /// on its way to disk before the next is made. A chunk is only valid during that call. The
    /// big pages (comparisons, platforms, verification) come this way, so their bytes reuse one
    /// small buffer instead of growing one as large as the page.
    func stream(_ path: String, _ produce: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void)
}
