import CatalogModel

/// How many bytes a build may write: in proportion to what it reads, or as configured.
///
/// Some output grows faster than the content that asks for it: every pair of platforms gets a
/// comparison page, so a 2.7 KB page that declared 100 platforms once wrote 2 GB. The platform
/// limit (`platform.too-many`) stops that case; the budget stops any other before the disk fills,
/// checked on an estimate before rendering and on the bytes as they are written.
public struct OutputBudget: Sendable, Equatable {
    /// The least any build may write, whatever its content: the assets, search index and the
    /// site's fixed pages of a small catalog fit many times over.
    public static let floor = 256 << 20
    /// Bytes of site allowed per byte of content. A catalog of 10,000 pages writes about 30
    /// bytes of site per byte of markdown.
    public static let perInputByte = 200
    /// Less than any page the shipped layout makes: the estimate before rendering must never
    /// refuse a site that would have fit.
    static let smallestPage = 1024

    /// The most the build may write, in bytes.
    public let limit: Int
    /// Whether `limit` was given (`--max-output`) rather than worked out from the content.
    public let isConfigured: Bool
    let inputBytes: Int

    public init(inputBytes: Int, configured: Int? = nil) {
        self.inputBytes = inputBytes
        isConfigured = configured != nil
        limit = configured ?? max(Self.floor, inputBytes.multipliedReportingOverflow(by: Self.perInputByte).partialValue)
    }

    /// The pages a render of `catalog` makes at least: one per component and platform, one per
    /// pair of platforms, and the site's own; nil when they fit.
    package func refusalBeforeRendering(_ catalog: Catalog) -> Diagnostic? {
        let platforms = catalog.platforms.count
        let pairs = platforms * (platforms - 1) / 2
        let pages = catalog.components.count + platforms + pairs + 8
        let (least, overflow) = pages.multipliedReportingOverflow(by: Self.smallestPage)
        guard overflow || least > limit else { return nil }
        return refusal(summary: "the site would take at least \(Self.format(least)): \(pages) pages, \(pairs) of them comparing two of \(platforms) platforms")
    }

    /// The error once the files written pass the limit.
    package func refusalWhileWriting(written: Int) -> Diagnostic {
        refusal(summary: "the site passed \(Self.format(written)) before it was complete")
    }

    private func refusal(summary: String) -> Diagnostic {
        let allowance = isConfigured ? "--max-output \(Self.format(limit))"
            : "\(Self.format(limit)), the most a build of \(Self.format(inputBytes)) of content may write"
        return Diagnostic(
            id: "output.too-large", summary: "\(summary), over \(allowance)",
            explanation: "nothing was written to the output folder, and the previous site, if any, is kept",
            fix: "declare fewer platforms, or allow more with --max-output (such as --max-output 2G)", step: "write")
    }

    static func format(_ bytes: Int) -> String {
        if bytes >= 1 << 30 { return String(format: "%.1f GB", Double(bytes) / Double(1 << 30)) }
        if bytes >= 1 << 20 { return String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) }
        if bytes >= 1 << 10 { return String(format: "%.0f KB", Double(bytes) / Double(1 << 10)) }
        return "\(bytes) B"
    }

    /// `--max-output`: a number of bytes, or of KB, MB or GB with `K`, `M` or `G` (powers of
    /// 1024, `B` optional, any case); nil when it is none of these or not above zero.
    public static func parse(_ text: String) -> Int? {
        var digits = Substring(text.uppercased().filter { $0 != " " })
        if digits.hasSuffix("B") { digits = digits.dropLast() }
        var scale = 1
        if let unit = digits.last, let power = ["K": 10, "M": 20, "G": 30, "T": 40][unit] {
            scale = 1 << power
            digits = digits.dropLast()
        }
        guard let value = Double(digits), value > 0, value.isFinite, value * Double(scale) < 9e18 else { return nil }
        return Int(value * Double(scale))
    }
}
