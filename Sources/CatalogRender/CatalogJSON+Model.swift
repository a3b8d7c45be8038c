import CatalogModel
import SheetBehavior

/// The `model` member of `catalog.json`: what the core model answers for the presentations and
/// platforms the catalog covers, each answer with its citations (docs/catalog-json.md).
extension CatalogJSON {
    static func model(_ catalog: Catalog) -> JSONValue {
        // Each distinct citation once, in `citations`; answers point at it by position. Written
        // out at every answer, the same few dozen citations made the member ten times larger.
        var table = CitationTable()
        let named = Set(catalog.components.flatMap(\.presentations).compactMap(Presentation.named))
        let presentations = named.isEmpty ? Presentation.allCases : Presentation.allCases.filter(named.contains)
        let kinds = catalog.platforms.compactMap { PlatformKind(rawValue: $0.id) }.sorted()
        var summaries: [JSONValue] = []
        for p in presentations {
            for kind in kinds {
                for framework in kind.declaration.frameworks {
                    summaries.append(summary(.of(p, on: kind, framework: framework), &table))
                }
            }
        }
        let contested = ContestedAnswer.all.map { c -> JSONValue in
            .object(["question": .string(c.question), "answer": .string(c.answer),
                     "citations": table.refs(c.citations), "disagreements": .array(c.disagreements.map { dissent($0, &table) })])
        }
        // The cross-platform equivalents: each row's name on every platform, and the model's
        // summary of it there, as equivalents.html shows them.
        let equivalents = PageBuilder.equivalentRows(on: kinds).map { row -> JSONValue in
            .object(["id": .string(row.equivalence.id.rawValue), "name": .string(row.equivalence.name),
                     "counterparts": .array(row.sides.map { side in
                         .object(["platform": .string(side.platform.rawValue), "name": .optional(side.name.value),
                                  "citations": table.refs(side.name.citations), "gap": .optional(side.name.gap),
                                  "summary": summary(side.summary, &table)])
                     })])
        }
        return .object([
            "equivalents": .array(equivalents),
            "summaries": .array(summaries),
            "contested": .array(contested),
            "citations": .array(table.entries.map(citation)),
        ])
    }

    /// Distinct citations in the order first met.
    struct CitationTable {
        var entries: [Citation] = []
        var positions: [Citation: Int] = [:]

        mutating func refs(_ citations: [Citation]) -> JSONValue {
            .array(citations.map { c in
                if let n = positions[c] { return .int(n) }
                positions[c] = entries.count
                entries.append(c)
                return .int(entries.count - 1)
            })
        }
    }

    private static func summary(_ s: BehaviorSummary, _ table: inout CitationTable) -> JSONValue {
        .object([
            "presentation": .string(s.presentation.rawValue), "platform": .string(s.platform.rawValue),
            "width": .string(s.width.rawValue), "framework": .string(s.framework.rawValue),
            "osVersion": .optional(s.osVersion?.description),
            "cells": .array(s.cells.map { aspect, cell in
                .object(["aspect": .string(aspect), "text": .string(cell.text), "note": .optional(cell.note),
                         "citations": table.refs(cell.citations),
                         "disagreements": .array(cell.disagreements.map { dissent($0, &table) }), "gap": .optional(cell.gap)])
            }),
        ])
    }

    static func citation(_ c: Citation) -> JSONValue {
        switch c {
        case .source(let s):
            return .object(["kind": .string("source"), "id": .string(s.id), "edition": .string(s.edition),
                            "section": .optional(s.section), "note": .optional(s.note)])
        case .api(let a):
            return .object(["kind": .string("api"), "framework": .string(a.framework), "symbol": .string(a.symbol),
                            "introduced": .array(a.introduced.map { .object(["platform": .string($0.platform.rawValue),
                                                                             "version": .string($0.version.description)]) }),
                            "url": .optional(publishable(a.url)), "note": .optional(a.note)])
        }
    }

    private static func dissent(_ d: Dissent, _ table: inout CitationTable) -> JSONValue {
        guard case .array(let ref) = table.refs([d.citation]), let position = ref.first else { return .null }
        return .object(["citation": position, "says": .string(d.says)])
    }
}
