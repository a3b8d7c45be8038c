/// A spec example as written in a ```` ```example ```` fence, before it is run.
///
/// Ingest only cuts it out of the page and records where each line came from; the spec runner
/// owns the step grammar, so the model stays free of it.
public struct SpecExample: Hashable, Sendable, Codable {
    public struct Line: Hashable, Sendable, Codable {
        public var text: String
        public var location: SourceLocation
        public init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    /// `component.example-title-slug`, or `component.example-N` when untitled; unique.
    public var id: String
    public var componentID: String
    public var title: String?
    /// Rule ids as written in the fence's `rules=` attribute, resolved to full ids by ingest
    /// (a bare `section.slug` gets the page's component prefix).
    public var ruleIDs: [String]
    /// The body lines of the fence, blank lines dropped.
    public var lines: [Line]
    /// Where the fence opens.
    public var location: SourceLocation

    public init(id: String, componentID: String, title: String?, ruleIDs: [String], lines: [Line], location: SourceLocation) {
        self.id = id
        self.componentID = componentID
        self.title = title
        self.ruleIDs = ruleIDs
        self.lines = lines
        self.location = location
    }
}

/// What running one example gave. A model type, so rendering never needs the runner.
public struct ExampleResult: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable {
        case passed, failed
    }

    /// One executed row (a table example has one per row; a plain one has one).
    public struct Case: Hashable, Sendable, Codable {
        /// The steps with table values substituted, as the reader should see them.
        public var steps: [String]
        public var status: Status
        public var message: String?
        /// What the case looks like: where it ends, preceded by how it stood before its first
        /// gesture when it has one. Empty when the case never put the world on a device.
        public var scenes: [SketchScene]
        public init(steps: [String], status: Status, message: String? = nil, scenes: [SketchScene] = []) {
            self.steps = steps
            self.status = status
            self.message = message
            self.scenes = scenes
        }
    }

    public var exampleID: String
    public var ruleIDs: [String]
    public var status: Status
    /// Empty when passed; the first failure's expected vs. actual otherwise.
    public var message: String
    public var cases: [Case]
    public var location: SourceLocation
    /// Platform ids the example exercises, for coverage per platform.
    public var platforms: [String]

    public init(exampleID: String, ruleIDs: [String], status: Status, message: String, cases: [Case],
                location: SourceLocation, platforms: [String]) {
        self.exampleID = exampleID
        self.ruleIDs = ruleIDs
        self.status = status
        self.message = message
        self.cases = cases
        self.location = location
        self.platforms = platforms
    }
}
