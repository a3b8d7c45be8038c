import TemplateKit

/// Where `SiteRenderer.render(_:into:reusing:)` puts each file as soon as it is made, so that a big site
/// is never held in memory whole. Called from several threads at once.
public protocol SiteOutput: Sendable {
    /// A file made whole.
    func write(_ file: OutputFile)

    /// A file made in chunks: `produce` passes each chunk to its argument, in order, and each is
    /// on its way to disk before the next is made. A chunk is only valid during that call. Every
    /// page comes this way, so its bytes reuse one small buffer instead of growing one as large
    /// as the page.
    func stream(_ path: String, _ produce: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void)
}

extension SiteOutput {
    /// Renders `page` through `library` straight into its file, in chunks of
    /// `SiteRenderer.chunkSize`: the bytes written, or nil (and no file) when the library has no
    /// template of the page's name.
    func stream(_ page: Page, with library: TemplateLibrary) -> Int? {
        guard library.contains(template: page.template) else { return nil }
        var size = 0
        stream(page.path) { append in
            _ = library.render(page.templateValue, template: page.template, chunkSize: SiteRenderer.chunkSize) { chunk in
                size += chunk.count
                append(chunk)
            }
        }
        return size
    }
}
