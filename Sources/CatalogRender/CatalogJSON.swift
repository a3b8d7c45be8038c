import CatalogModel
import TemplateKit
import Parallel

/// The whole catalog as `catalog.json` (see docs/catalog-json.md): sorted keys, `schemaVersion` 1.
public enum CatalogJSON {
    public static let schemaVersion = 1

    public static func encode(_ catalog: Catalog) -> [UInt8] {
        Array(encodeParts(catalog, parallel: false).joined())
    }

    /// The same bytes as `encode`, in parts: the document's frame, and the components and
    /// examples in runs made on every core. The whole document never exists as one tree or one
    /// buffer, which at 10,000 pages would be several hundred megabytes.
    static func encodeParts(_ catalog: Catalog, parallel: Bool) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        write(catalog, parallel: parallel) { parts.append(Array($0)) }
        return parts
    }

    /// The same bytes as `encode`, handed to `emit` part by part as they are made, so that a
    /// build can write them out while it makes the rest: only a few runs are held at once.
    static func write(_ catalog: Catalog, parallel: Bool, into emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        let sources = Dictionary(catalog.sources.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer(emit) }
        // Members in key order, as `JSONValue` writes an object; the two long arrays in parts.
        append(Array("{".utf8))
        func member(_ key: String, first: Bool = false) {
            var out: [UInt8] = Array((first ? "\n  " : ",\n  ").utf8)
            JSONValue.quote(key, into: &out)
            out += Array(": ".utf8)
            append(out)
        }
        func small(_ value: JSONValue) {
            var out: [UInt8] = []
            value.write(into: &out, indent: 1, pretty: true)
            append(out)
        }
        // Items are lent through pointers: `items[i]` as an argument copied each whole value first,
        // a retain and a release for each of its fields.
        func array<Item: Sendable>(_ items: [Item], estimate: @escaping @Sendable (UnsafePointer<Item>) -> Int,
                                   _ write: @escaping @Sendable (UnsafePointer<Item>, inout JSONWriter) -> Void) {
            guard !items.isEmpty else { append(Array("[]".utf8)); return }
            let runLength = 64
            append([UInt8(ascii: "[")])
            ParallelWork.inOrder((items.count + runLength - 1) / runLength, parallel: parallel, window: ParallelWork.windowInsidePageJobs, make: { run -> WrittenRun in
                items.withUnsafeBufferPointer { items in
                    let range = run * runLength..<min(items.count, (run + 1) * runLength)
                    let item = items.baseAddress!
                    // Room for the whole run up front: grown from a small buffer, a run was
                    // copied several times over, each time into fresh memory.
                    var writer = JSONWriter(indent: 2, capacity: range.reduce(0) { $0 + estimate(item + $1) })
                    // One writer for the whole run: each item is a balanced value at the same depth.
                    for i in range {
                        writer.raw(i > 0 ? ",\n    " : "\n    ")
                        write(item + i, &writer)
                    }
                    return WrittenRun(writer.finished())
                }
            }, consume: { $0.withBytes(emit) })
            append(Array("\n  ]".utf8))
        }
        // Estimates of an item's bytes, a little over what the generated corpora and `content/`
        // write: about 1 KB a component besides its rules, 0.9 to 1.1 KB a rule, 270 an example.
        // Under the mark costs a copy; over it, capacity never written costs little.
        member("components", first: true)
        array(catalog.components, estimate: { 1024 + 1152 * $0.pointee.rules.count }) { component($0, sources: sources, into: &$1) }
        member("disagreements")
        small(.array(catalog.disagreements.map(disagreement)))
        member("examples")
        array(catalog.results, estimate: { _ in 320 }) { example($0, into: &$1) }
        member("languages")
        small(.strings(catalog.languages))
        member("model")
        small(model(catalog))
        member("platforms")
        small(.array(catalog.platforms.map { .object(["id": .string($0.id), "name": .string($0.name)]) }))
        member("schemaVersion")
        small(.int(schemaVersion))
        member("sources")
        small(.array(catalog.sources.map(source)))
        append(Array("\n}\n".utf8))
    }

    /// The whole document as one tree: what `encodeParts` writes piece by piece. The build never
    /// makes it; tests hold the pieces to its bytes.
    static func value(_ catalog: Catalog) -> JSONValue {
        // Looked up once per component; a linear search of every source each time grew with
        // the square of the catalog.
        let sources = Dictionary(catalog.sources.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return .object([
            "schemaVersion": .int(schemaVersion),
            "components": .array(catalog.components.map { component($0, sources: sources) }),
            "platforms": .array(catalog.platforms.map { .object(["id": .string($0.id), "name": .string($0.name)]) }),
            "sources": .array(catalog.sources.map(source)),
            "disagreements": .array(catalog.disagreements.map(disagreement)),
            "examples": .array(catalog.results.map(example)),
            "languages": .strings(catalog.languages),
            "model": model(catalog),
        ])
    }

    /// A URL as `catalog.json` may carry it: what a page may link (`HTML.safeDestination`:
    /// relative, `http`, `https` or `mailto`), or nil. Ingest already reports and drops
    /// addresses that can run code; this keeps any that reach a catalog another way from being
    /// published to the tools that render the file.
    static func publishable(_ url: String) -> String? {
        HTML.safeDestination(url)
    }

    // MARK: Written directly
    //
    // The components (with their rules) and the examples are most of the file, so `encodeParts`
    // writes them without a tree: these functions write what `component(_:sources:)`,
    // `rule(_:)` and `example(_:)` below describe, keys in the same sorted order.

    private static func component(_ c: UnsafePointer<Component>, sources: [String: Source], into w: inout JSONWriter) {
        w.beginObject()
        w.key("abstract"); w.string(c.pointee.abstract.plainText)
        w.key("apis"); w.beginArray()
        for api in c.pointee.apis {
            w.item(); w.beginObject()
            w.key("framework"); w.string(api.framework)
            w.key("name"); w.string(api.name)
            w.key("url"); w.string(api.url.flatMap(publishable))
            w.endObject()
        }
        w.endArray()
        w.key("changeLog"); w.beginArray()
        for entry in c.pointee.changeLog {
            w.item(); w.beginObject()
            w.key("date"); w.string(entry.date)
            w.key("text"); w.string(entry.text)
            w.endObject()
        }
        w.endArray()
        w.key("file"); w.string(c.pointee.file)
        w.key("id"); w.string(c.pointee.id)
        w.key("kind"); w.string(c.pointee.kind.rawValue)
        w.key("language"); w.string(c.pointee.language)
        w.key("platformStatus"); w.beginObject()
        for platform in c.pointee.platformStatus.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            w.key(platform); w.string(c.pointee.platformStatus[platform]!.rawValue)
        }
        w.endObject()
        w.key("platforms"); w.strings(c.pointee.platforms)
        w.key("presentations"); w.strings(c.pointee.presentations)
        w.key("related"); w.beginArray()
        for link in c.pointee.related {
            w.item(); w.beginObject()
            if let id = link.componentID { w.key("component"); w.string(id) }
            w.key("title"); w.string(link.title)
            if let url = link.url.flatMap(publishable) { w.key("url"); w.string(url) }
            w.endObject()
        }
        w.endArray()
        w.key("rules"); w.beginArray()
        // Through a buffer pointer, which lends each rule: `rules[i]` as an argument copied it.
        let languages = c.pointee.translations.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        c.pointee.rules.withUnsafeBufferPointer { rules in
            for i in rules.indices {
                w.item()
                rule(rules.baseAddress! + i, languages: languages, into: &w)
            }
        }
        w.endArray()
        w.key("source")
        if let first = c.pointee.sources.first {
            let s = sources[first.sourceID]
            w.beginObject()
            w.key("edition"); w.string(first.edition ?? s?.edition)
            w.key("id"); w.string(first.sourceID)
            w.key("title"); w.string(s?.title)
            w.key("url"); w.string(s?.url.flatMap(publishable))
            w.endObject()
        } else {
            w.string(nil)
        }
        w.key("sources"); references(c.pointee.sources, into: &w)
        w.key("title"); w.string(c.pointee.title)
        w.key("translations"); w.beginObject()
        for language in languages {
            let t = c.pointee.translations[language]!
            w.key(language); w.beginObject()
            w.key("abstract"); w.string(t.abstract?.plainText)
            w.key("file"); w.string(t.file)
            w.key("title"); w.string(t.title)
            w.endObject()
        }
        w.endObject()
        w.endObject()
    }

    /// The rule is read field by field where it lies: passed as a value, even through a buffer
    /// pointer, it was copied whole first, a retain and a release for each of its fields.
    private static func rule(_ rule: UnsafePointer<Rule>, languages: [String], into w: inout JSONWriter) {
        w.beginObject()
        w.key("body"); w.string(rule.pointee.bodyText)
        w.key("id"); w.string(rule.pointee.id)
        w.key("lead"); w.string(rule.pointee.leadText)
        w.key("location"); location(rule.pointee.location, into: &w)
        w.key("platforms"); w.strings(rule.pointee.platforms)
        w.key("sources"); references(rule.pointee.sources, into: &w)
        w.key("strength"); w.string(rule.pointee.strength.rawValue)
        w.key("taste"); w.bool(rule.pointee.isTaste)
        w.key("translations"); w.beginObject()
        for language in languages {
            w.key(language); w.beginObject()
            if let t = rule.pointee.translations[language] {
                w.key("body"); w.string(t.body.plainText)
                w.key("lead"); w.string(t.lead.plainText)
                w.key("location"); location(t.location, into: &w)
                w.key("sourceHash"); w.string(t.sourceHash)
                w.key("status"); w.string(translationStatus(t))
            } else {
                w.key("status"); w.string("fallback")
            }
            w.endObject()
        }
        w.endObject()
        w.key("widths"); w.beginArray()
        for width in rule.pointee.widths {
            w.item(); w.string(width.rawValue)
        }
        w.endArray()
        w.endObject()
    }

    private static func references(_ refs: [SourceReference], into w: inout JSONWriter) {
        w.beginArray()
        for ref in refs {
            w.item(); w.beginObject()
            w.key("edition"); w.string(ref.edition)
            w.key("id"); w.string(ref.sourceID)
            w.endObject()
        }
        w.endArray()
    }

    private static func example(_ r: UnsafePointer<ExampleResult>, into w: inout JSONWriter) {
        w.beginObject()
        w.key("id"); w.string(r.pointee.exampleID)
        w.key("location"); location(r.pointee.location, into: &w)
        w.key("message"); w.string(r.pointee.message)
        w.key("rules"); w.strings(r.pointee.ruleIDs)
        w.key("status"); w.string(r.pointee.status.rawValue)
        w.endObject()
    }

    private static func location(_ l: SourceLocation, into w: inout JSONWriter) {
        w.beginObject()
        w.key("file"); w.string(l.file)
        w.key("line"); w.int(l.line)
        w.endObject()
    }

    // MARK: As a tree

    private static func component(_ c: Component, sources: [String: Source]) -> JSONValue {
        var primary: JSONValue = .null
        if let first = c.sources.first {
            let s = sources[first.sourceID]
            primary = .object([
                "id": .string(first.sourceID),
                "title": .optional(s?.title),
                "url": .optional(s?.url.flatMap(publishable)),
                "edition": .optional(first.edition ?? s?.edition),
            ])
        }
        var status: [String: JSONValue] = [:]
        for (platform, value) in c.platformStatus { status[platform] = .string(value.rawValue) }
        let languages = c.translations.keys.sorted()
        return .object([
            "id": .string(c.id),
            "kind": .string(c.kind.rawValue),
            "language": .string(c.language),
            "translations": .object(c.translations.mapValues { t in
                .object(["title": .optional(t.title), "abstract": .optional(t.abstract?.plainText), "file": .string(t.file)])
            }),
            "title": .string(c.title),
            "abstract": .string(c.abstract.plainText),
            "file": .string(c.file),
            "source": primary,
            "sources": .array(c.sources.map(reference)),
            "platformStatus": .object(status),
            "platforms": .strings(c.platforms),
            "presentations": .strings(c.presentations),
            "related": .array(c.related.map { link in
                var fields: [String: JSONValue] = ["title": .string(link.title)]
                if let id = link.componentID { fields["component"] = .string(id) }
                if let url = link.url.flatMap(publishable) { fields["url"] = .string(url) }
                return .object(fields)
            }),
            "apis": .array(c.apis.map {
                .object(["name": .string($0.name), "framework": .string($0.framework), "url": .optional($0.url.flatMap(publishable))])
            }),
            "changeLog": .array(c.changeLog.map { .object(["date": .string($0.date), "text": .string($0.text)]) }),
            "rules": .array(c.rules.map { rule($0, languages: languages) }),
        ])
    }

    private static func rule(_ r: Rule, languages: [String]) -> JSONValue {
        var translations: [String: JSONValue] = [:]
        for language in languages {
            guard let t = r.translations[language] else {
                translations[language] = .object(["status": .string("fallback")])
                continue
            }
            translations[language] = .object([
                "lead": .string(t.lead.plainText), "body": .string(t.body.plainText), "location": location(t.location),
                "sourceHash": .optional(t.sourceHash), "status": .string(translationStatus(t)),
            ])
        }
        return .object([
            "translations": .object(translations),
            "id": .string(r.id),
            "lead": .string(r.leadText),
            "body": .string(r.bodyText),
            "strength": .string(r.strength.rawValue),
            "platforms": .strings(r.platforms),
            "widths": .strings(r.widths.map(\.rawValue)),
            "taste": .bool(r.isTaste),
            "sources": .array(r.sources.map(reference)),
            "location": location(r.location),
        ])
    }

    /// A translated rule's status: `current`, `stale` (made from an earlier source text) or
    /// `unstamped` (records no source hash, so its age is unknown). A rule with no translation
    /// into a language of its page is `fallback`: that language's page shows the source text.
    static func translationStatus(_ t: RuleTranslation) -> String {
        t.isStale ? "stale" : (t.sourceHash == nil ? "unstamped" : "current")
    }

    private static func reference(_ ref: SourceReference) -> JSONValue {
        .object(["id": .string(ref.sourceID), "edition": .optional(ref.edition)])
    }

    private static func source(_ s: Source) -> JSONValue {
        .object([
            "id": .string(s.id), "work": .string(s.work), "title": .string(s.title),
            "url": .optional(s.url.flatMap(publishable)), "edition": .optional(s.edition),
        ])
    }

    private static func disagreement(_ d: Disagreement) -> JSONValue {
        .object([
            "id": .string(d.id),
            "component": .string(d.componentID),
            "topic": .string(d.topic),
            "rules": .strings(d.ruleIDs),
            "positions": .array(d.positions.map { .object(["source": .string($0.sourceID), "says": .string($0.says)]) }),
        ])
    }

    private static func example(_ r: ExampleResult) -> JSONValue {
        .object([
            "id": .string(r.exampleID),
            "rules": .strings(r.ruleIDs),
            "status": .string(r.status.rawValue),
            "message": .string(r.message),
            "location": location(r.location),
        ])
    }

    private static func location(_ l: SourceLocation) -> JSONValue {
        .object(["file": .string(l.file), "line": .int(l.line)])
    }
}
