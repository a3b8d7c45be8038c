import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and other services read
/// (`github/codeql-action/upload-sarif`).
extension LintOutput {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "sheetcat"
        var informationUri: String?
        var version: String
        var rules: [ReportingDescriptor]
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String?
        var defaultConfiguration = Configuration()
        struct Configuration: Encodable { var level = "warning" }
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level = "warning"
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    /// One run with a rule entry per rule the findings name (help text: the lead and where the
    /// guidance comes from; help URI: the rule's page when the site's URL is known, since SARIF
    /// wants an absolute URI there) and a result per finding, at a path relative to the
    /// repository root.
    public static func sarif(_ findings: [LintFinding], toolVersion: String, siteURL: String?) -> String {
        var rules: [ReportingDescriptor] = []
        var index: [String: Int] = [:]
        for f in findings where index[f.ruleID] == nil {
            index[f.ruleID] = rules.count
            let helpText = f.lead + "\n\nSee " + f.link
            rules.append(ReportingDescriptor(
                id: f.ruleID, shortDescription: Message(text: f.lead), fullDescription: Message(text: f.lead),
                help: Message(text: helpText, markdown: f.lead + "\n\n[Read the rule](" + f.link + ")"),
                helpUri: siteURL == nil ? nil : f.link))
        }
        let results = findings.map { f in
            Result(ruleId: f.ruleID, ruleIndex: index[f.ruleID]!, message: Message(text: f.summary + ". " + f.lead),
                   locations: [Location(physicalLocation: PhysicalLocation(
                       artifactLocation: ArtifactLocation(uri: uri(f.path)), region: Region(startLine: f.line, startColumn: f.column)))])
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(version: toolVersion, rules: rules)), results: results)])
        return encode(log)
    }

    /// A relative path as a URI reference: `./` dropped, each segment percent-encoded.
    static func uri(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return p.split(separator: "/", omittingEmptySubsequences: false).map { LintRules.percentEncoded(String($0)) }.joined(separator: "/")
    }
}
