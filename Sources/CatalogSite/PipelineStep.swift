/// One named step of a build: what it is called and what it does to the build in progress.
///
/// The name is what progress prints (`[3/4] Rendering 84 pages`), what every diagnostic the
/// step raises carries (`Diagnostic.step`, set by the loop that runs it) and what `--timings`
/// reports; the step's place in its list is the number progress shows. A pipeline is a list of
/// steps (`PipelineStep.build`, `.check`), and `SitePipeline.run` is the one loop that runs any
/// such list, the preview's included.
package struct PipelineStep {
    package let name: String
    /// What the step needs settled before any page is read: the templates parsed, the output
    /// folder checked. Every step's check runs before the first step's work, so a template typo
    /// or a wrong `--output` fails in milliseconds, not after thousands of pages were read.
    package var check: ((inout SiteBuild) -> Void)?
    /// The step runs only when the steps before it raised no error, failing spec examples aside:
    /// a site that shows failing examples is complete and useful, one rendered from broken
    /// content is not.
    package var needsSoundInput: Bool
    /// The step's work: it reads what the steps before it left in the build and adds its own.
    /// It says what it starts on through `progress` once it knows (how many pages, say).
    package var work: (inout SiteBuild, StepProgress) -> Void

    package init(_ name: String, needsSoundInput: Bool = false, check: ((inout SiteBuild) -> Void)? = nil,
                 work: @escaping (inout SiteBuild, StepProgress) -> Void) {
        self.name = name
        self.needsSoundInput = needsSoundInput
        self.check = check
        self.work = work
    }
}

extension PipelineStep {
    /// This step, its name and `needsSoundInput` kept, with another check and work: the
    /// preview's steps are the build's, each doing its work from what the last rebuild kept.
    package func doing(check: ((inout SiteBuild) -> Void)? = nil,
                       _ work: @escaping (inout SiteBuild, StepProgress) -> Void) -> PipelineStep {
        PipelineStep(name, needsSoundInput: needsSoundInput, check: check, work: work)
    }

    /// The steps of `sheetcat build`, in order.
    package static var build: [PipelineStep] { [.ingest, .verify, .render, .write] }
    /// The steps of `sheetcat check`: a build without a site.
    package static var check: [PipelineStep] { [.ingest, .verify] }

    /// Reads every page and assembles them into the catalog (see `SiteBuild.ingest`).
    package static var ingest: PipelineStep { PipelineStep("ingest") { $0.ingest($1) } }
    /// Runs every spec example against the model (see `SiteBuild.verify`).
    package static var verify: PipelineStep { PipelineStep("verify") { $0.verify($1) } }
    /// Renders every page into a staging folder beside the output (see `SiteBuild.render`);
    /// first, before any page is read, it checks the options and parses the templates.
    package static var render: PipelineStep {
        PipelineStep("render", needsSoundInput: true, check: { $0.prepareRenderer() }) { $0.render($1) }
    }
    /// Swaps the staging folder in for the output folder (see `SiteBuild.write`); first, before
    /// any page is read, it checks that the output folder may be written.
    package static var write: PipelineStep {
        PipelineStep("write", needsSoundInput: true, check: { $0.checkOutputFolder() }) { $0.write($1) }
    }
}

/// How a running step says what it starts on: `[2/4] Verifying 84 examples`. A step that
/// returns without starting (nothing to render, say) is not timed.
package final class StepProgress {
    let reporter: any ProgressReporter
    let index: Int
    let count: Int
    let name: String
    private(set) var didStart = false

    init(reporter: any ProgressReporter, index: Int, count: Int, name: String) {
        self.reporter = reporter
        self.index = index
        self.count = count
        self.name = name
    }

    package func started(_ detail: String) {
        didStart = true
        reporter.stepStarted(index: index, of: count, name: name, detail: detail)
    }
}
