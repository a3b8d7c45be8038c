import CatalogModel
import Foundation
import Testing
@testable import CatalogSite

/// Every example on the site shows its sketch, and the comparison can open each presentation's
/// sketch on each platform.
@Suite struct SketchesOnSiteTests {
    @Test func everyExampleOfTheContentHasItsSketch() throws {
        let root = try TemporaryFolder()
        let output = root.url.appendingPathComponent("_site")
        let report = SitePipeline().build(SiteConfiguration(
            contentDirectory: TestPaths.packageRoot.appendingPathComponent("content"), templatesDirectory: TestPaths.templates,
            outputDirectory: output))
        #expect(report.wroteSite)
        var examples = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("components").path) {
            let page = try String(contentsOf: output.appendingPathComponent("components/" + file), encoding: .utf8)
            // Each example view opens with its sketches, then its details; only an example
            // that puts nothing on a device (an API's first version) has none.
            let views = page.components(separatedBy: "<details class=\"example example-").dropFirst()
            let previous = page.components(separatedBy: "<details class=\"example example-").dropLast()
            for (view, before) in zip(views, previous) where !before.hasSuffix("</div>\n") {
                let body = view.components(separatedBy: "</details>")[0]
                #expect(!body.contains("<span class=\"keyword\">Given</span>"), "\(file): an example with a Given has no sketch: \(body.prefix(200))")
            }
            examples += views.count
        }
        #expect(examples > 50)
        let compare = try String(contentsOf: output.appendingPathComponent("compare.html"), encoding: .utf8)
        #expect(compare.contains("<details class=\"cell-sketch\"><summary>Sketch<span class=\"visually-hidden\">: Form sheet on iPadOS</span></summary><svg class=\"sk\""))
        #expect(compare.contains("<desc>A form sheet on iPad, centred;"))
    }
}
