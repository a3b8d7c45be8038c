import Foundation
import CatalogModel

/// The named steps of a build: ingest → verify → render → write.
///
/// Each step reads what the steps before it made and adds its own values and diagnostics (see
/// `SiteBuild`); only `write` touches the output folder, and only after every earlier step is
/// free of errors. `run` is the one loop that runs a list of steps, and its end the one way out
/// of every build.
public struct SitePipeline: Sendable {
    public var progress: any ProgressReporter

    public init(progress: any ProgressReporter = SilentProgress()) {
        self.progress = progress
    }

    /// Ingest and verify: what `sheetcat check` runs.
    public func check(contentDirectory: URL, strict: Bool = false) -> BuildReport {
        // Check writes nothing: the output folder is named only because a configuration has one.
        let configuration = SiteConfiguration(contentDirectory: contentDirectory, templatesDirectory: nil,
                                              outputDirectory: contentDirectory, strict: strict)
        return run(PipelineStep.check, configuration)
    }

    /// The whole build. Writes the site only when nothing but spec examples failed: a site that
    /// shows failing examples is complete and useful, one built from broken content is not.
    public func build(_ configuration: SiteConfiguration) -> BuildReport {
        run(PipelineStep.build, configuration)
    }

    /// Runs `steps` in order on a new build of `configuration`.
    ///
    /// First every step's check (templates, output folder); any error there ends the build
    /// before a page is read. Then each step's work in turn: it announces itself through
    /// `progress`, the diagnostics it raises are named after it, and its time is taken once it
    /// started. A step
    /// that `needsSoundInput` is not run after an error outside verify, nor any step after one
    /// that said the build `isOver`; the build then ends, as every build does, at the bottom.
    package func run(_ steps: [PipelineStep], _ configuration: SiteConfiguration) -> BuildReport {
        var build = SiteBuild(configuration)
        var clock = StepClock()
        for step in steps {
            guard let check = step.check else { continue }
            check(&build)
            build.report.diagnostics = build.report.diagnostics.map { $0.inStep(step.name) }
        }
        let checked = !build.report.diagnostics.hasErrors
        for (index, step) in steps.enumerated() where checked {
            guard !build.isOver, !(step.needsSoundInput && build.blocksRendering) else { break }
            let stepProgress = StepProgress(reporter: progress, index: index + 1, count: steps.count, name: step.name)
            step.work(&build, stepProgress)
            build.report.diagnostics = build.report.diagnostics.map { $0.inStep(step.name) }
            if stepProgress.didStart { clock.lap(step.name) }
        }
        var report = build.report
        report.diagnostics = Self.finalize(report.diagnostics, strict: configuration.strict)
        report.stepSeconds = clock.laps
        return report
    }

    /// Applies `--strict` and sorts for display.
    package static func finalize(_ diagnostics: [Diagnostic], strict: Bool) -> [Diagnostic] {
        let adjusted = strict ? diagnostics.map { d -> Diagnostic in
            var d = d
            if d.severity == .warning { d.severity = .error }
            return d
        } : diagnostics
        return Array(Set(adjusted)).sortedForDisplay()
    }
}

/// Wall-clock laps per step, for the build summary and `--timings`. The checks before the
/// first step count towards it.
struct StepClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(String, Double)] = []

    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((name, Double(now - last) / 1e9))
        last = now
    }
}
