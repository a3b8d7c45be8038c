import CatalogModel
@testable import CatalogRender
import Foundation
import Testing
import TestSupport

@Suite struct TemplateErrorTests {
    @Test func syntaxErrorPointsAtTheTemplateLine() {
        var templates = Fixtures.templates()
        templates["component.mustache"] = "{{<layout}}\n{{$main}}\n<h1>{{#component}}{{title}}{{/components}}</h1>\n{{/main}}\n{{/layout}}\n"
        #expect {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
        } throws: { error in
            guard let error = error as? TemplateError, let d = error.diagnostics.first else { return false }
            return error.diagnostics.count == 1 && d.id == "template.syntax" && d.severity == .error
                && d.location?.file == "templates/component.mustache" && d.location?.line == 3
        }
    }

    @Test func theRendererPreparesOnlyTheValuesItsTemplatesName() throws {
        // The rule links of the general section and a comparison cell's HTML are made only when
        // some template names them: found by their bytes, wherever they stand in a template.
        #expect(SiteRenderer.mentions("{{{generalHTML}}}", "generalHTML"))
        #expect(SiteRenderer.mentions("é … {{cellAHTML}}", "cellAHTML"))
        #expect(SiteRenderer.mentions("cellBHTML", "cellBHTML"))
        #expect(!SiteRenderer.mentions("generalHTM", "generalHTML"))
        #expect(!SiteRenderer.mentions("", "cellAHTML"))
        #expect(!SiteRenderer.mentions("cellA HTML cellAHTm", "cellAHTML"))
        // The shipped templates show comparison cells but not the general rule links.
        let shipped = try SiteRenderer(templates: Fixtures.templates(), options: RenderOptions())
        #expect(!shipped.showsGeneralLinks && shipped.showsCellHTML)
        var edited = Fixtures.templates()
        for (file, text) in edited {
            edited[file] = text.replacingOccurrences(of: "cellAHTML", with: "title").replacingOccurrences(of: "cellBHTML", with: "title")
        }
        edited["partials/general-links.mustache"] = "{{{generalHTML}}}\n"
        let swapped = try SiteRenderer(templates: edited, options: RenderOptions())
        #expect(swapped.showsGeneralLinks && !swapped.showsCellHTML)
    }

    @Test func unknownPartialIsReportedWithItsLine() {
        var templates = Fixtures.templates()
        templates["sources.mustache"] = "{{<layout}}\n{{$main}}\n\n  {{> partials/nope}}\n{{/main}}\n{{/layout}}\n"
        do {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
            Issue.record("expected a template error")
        } catch {
            let d = error.diagnostics.first
            #expect(d?.id == "template.unknown-partial")
            #expect(d?.location == SourceLocation(file: "templates/sources.mustache", line: 4, column: 3))
            #expect(d?.summary.contains("partials/nope") == true)
        }
    }

    @Test func partialsThatIncludeEachOtherAreRefusedInsteadOfRecursingForever() {
        var templates = Fixtures.templates()
        templates["partials/example.mustache"] = "<p>{{title}}</p>\n{{> partials/rule}}\n"
        do {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
            Issue.record("expected a template error")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["template.partial-cycle"])
            #expect(error.diagnostics.first?.location?.file.hasPrefix("templates/partials/") == true)
        }
    }

    @Test func missingTemplatesAreNamed() {
        var templates = Fixtures.templates()
        templates["verification.mustache"] = nil
        do {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
            Issue.record("expected a template error")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["template.missing"])
            #expect(error.diagnostics.first?.summary.contains("verification.mustache") == true)
        }
    }

    @Test func allProblemsComeBackAtOnce() {
        var templates = Fixtures.templates()
        templates["index.mustache"] = "{{#a}}"
        templates["404.mustache"] = "{{> missing}}"
        do {
            _ = try SiteRenderer(templates: templates, options: RenderOptions())
            Issue.record("expected a template error")
        } catch {
            #expect(Set(error.diagnostics.map(\.id)) == ["template.syntax", "template.unknown-partial"])
        }
    }
}
