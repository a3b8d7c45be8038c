/// One named step of a build. Its name is what progress prints (`[3/4] Rendering 84 pages`),
/// what every diagnostic the step raises carries (`Diagnostic.step`), and what `--timings`
/// reports; its place in the list of steps is the number progress shows.
public struct PipelineStep: Sendable, Equatable {
    public let name: String

    public static let ingest = PipelineStep(name: "ingest")
    public static let verify = PipelineStep(name: "verify")
    public static let render = PipelineStep(name: "render")
    public static let write = PipelineStep(name: "write")

    /// The steps of `sheetcat build`, in order.
    public static let build: [PipelineStep] = [.ingest, .verify, .render, .write]
    /// The steps of `sheetcat check`: a build without a site.
    public static let check: [PipelineStep] = [.ingest, .verify]
}

extension ProgressReporter {
    /// Reports that `step`, of `steps`, starts.
    func started(_ step: PipelineStep, of steps: [PipelineStep], _ detail: String) {
        stepStarted(index: (steps.firstIndex(of: step) ?? 0) + 1, of: steps.count, name: step.name, detail: detail)
    }
}
