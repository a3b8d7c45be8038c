import CatalogModel
import CatalogRender
import Foundation
import TestSupport

extension Fixtures {
    static func render(_ catalog: Catalog = catalog(), options: RenderOptions = RenderOptions()) throws -> RenderOutput {
        try SiteRenderer(templates: templates(), options: options).render(catalog)
    }
}

extension RenderOutput {
    func text(_ path: String) -> String? {
        files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
