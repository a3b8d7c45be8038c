import ArgumentParser
import CatalogModel
import CatalogRender
import CatalogSite
import CatalogSketch
import Foundation
import SpecRunner

/// `sheetcat sketch FILE:LINE` or `sheetcat sketch "Given …; When …"`: the SVG of an example's
/// state, for slides and design reviews.
struct SketchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sketch",
        abstract: "Print the SVG sketch of a spec example, or of a scenario written inline.",
        discussion: """
        The sketch is what the site shows beside an example: the device or window, the parent view as neutral blocks, the presentation where and as large as the model puts it (the detent's height, a form sheet centred, a popover's arrow at its control, an action sheet's buttons with Cancel apart), the grabber, the buttons in their corners, the dimming of the parent, and an arrow for the gesture. It is drawn from the same answers the spec checks use. Its <title> and <desc> say the same in words.

        Give an example by any line of its ```example fence, as FILE:LINE (the file must be in the --content folder, which is checked first so rule ids resolve), or write the steps inline, separated by ';' or new lines; an inline scenario needs no Then step.

        Examples:
          sheetcat sketch content/sheets.md:118 > medium.svg
          sheetcat sketch content/sheets.md:118 --moment before   # before the example's first gesture
          sheetcat sketch "Given a sheet on iPhone; And with detents medium and large; And the grabber is visible"
          sheetcat sketch "Given a popover on iPad; And the layout is right-to-left" --style dark
          sheetcat sketch content/popovers.md:40 --case 2 --describe
          sheetcat sketch "Given a sheet on iPhone" --language ko   # labels and words from strings/ko.strings

        A table example has one case per row (--case N, from 1). With a When, the example has a sketch before its first gesture (with the gesture's arrow) and one where it ends (--moment after, the default).

        Exit status: 0 with the SVG on standard output; 1 when the example is not found or its steps are not understood (the error says why and what to write instead).
        """
    )

    enum Moment: String, ExpressibleByArgument, CaseIterable {
        case before, after
    }

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case auto, light, dark, page
    }

    @Argument(help: ArgumentHelp("An example as FILE:LINE (any line of its fence), or steps separated by ';'.", valueName: "example"))
    var target: String

    @Option(name: .long, help: ArgumentHelp("Folder of guideline pages the FILE is in.", valueName: "dir"))
    var content: String = "content"

    @Option(name: .customLong("case"), help: "Which case of a table example, from 1.")
    var caseNumber: Int = 1

    @Option(name: .long, help: "before: as it stood before the first gesture; after: where it ends.")
    var moment: Moment = .after

    @Option(name: .long, help: "Colours: auto (follows the reader's light or dark setting), light, dark, or page (classes only, for a page whose stylesheet has sheetcat's sketch rules).")
    var style: Style = .auto

    @Flag(name: .long, help: "Print the sketch's title and description instead of the SVG.")
    var describe = false

    @Option(name: .long, help: ArgumentHelp(
        "Language of the labels, title and description, as a strings file's tag: ko reads strings/ko.strings.",
        valueName: "tag"))
    var language = "en"

    @Option(name: .long, help: ArgumentHelp(
        "Folder of templates whose strings/ files are read (default: templates/ when the current folder has one, else the built-in ones).",
        valueName: "dir"))
    var templates: String?

    func validate() throws {
        if caseNumber < 1 { throw ValidationError("--case counts from 1; got \(caseNumber)") }
    }

    func run() throws {
        let found: Lookup
        if let (file, line) = Self.fileAndLine(target) {
            found = exampleCases(file: file, line: line)
        } else {
            found = inlineCases(target)
        }
        switch found {
        case .failed(let diagnostic):
            DiagnosticPrinter().print([diagnostic])
            throw ExitCode.failure
        case .found(let cases, let name, let location):
            guard caseNumber <= cases.count else {
                fail(.error("sketch.no-case", "\(name) has \(cases.count) \(cases.count == 1 ? "case" : "cases"), not \(caseNumber)",
                            at: location, fix: "pass --case 1 to --case \(max(1, cases.count))"))
            }
            let scenes = cases[caseNumber - 1].scenes
            guard let last = scenes.last else {
                fail(.error("sketch.no-device", "\(name) puts nothing on a device, so there is nothing to draw", at: location,
                            fix: "start with a step such as `Given a sheet on iPhone` or `Given an app on iPad`"))
            }
            let scene: SketchScene
            if moment == Moment.before {
                guard let first = scenes.first, first.moment == .before else {
                    fail(.error("sketch.no-gesture", "\(name) has no gesture, so it has no sketch before one", at: location,
                                fix: "leave out --moment before, or add a When step such as `When the person swipes down`"))
                }
                scene = first
            } else {
                scene = last
            }
            let sketch = Sketch(scene, strings: sketchStrings(), pair: scenes.count > 1)
            if describe {
                Terminal.standardOutput(sketch.description.title + "\n" + sketch.description.text)
            } else {
                Terminal.standardOutput(sketch.svg(style: SketchStyle(rawValue: style.rawValue) ?? .auto))
            }
        }
    }

    /// The cases of the example or scenario asked for, with how to name it in an error.
    enum Lookup {
        case found([ExampleResult.Case], name: String, at: SourceLocation?)
        case failed(Diagnostic)
    }

    /// The sketch words of `--language`: the templates folder's strings file, else the built-in
    /// one, as a site in that language would use them.
    private func sketchStrings() -> SketchStrings {
        let path = "strings/\(language).strings"
        let folder = templates ?? "templates"
        let text = (try? String(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(path), encoding: .utf8))
            ?? DefaultTemplateFiles.text(path)
        guard let text else {
            let known = DefaultTemplateFiles.paths.filter { $0.hasPrefix("strings/") && $0.hasSuffix(".strings") }
                .map { String($0.dropFirst("strings/".count).dropLast(".strings".count)) }
            fail(.error("sketch.no-language", "no strings file for language '\(language)' in \(folder)/strings or the built-in templates",
                        at: nil, fix: "pass one of \(known.joined(separator: ", ")), or add \(folder)/\(path)"))
        }
        return SketchStrings(values: SiteStrings(parsing: text).values)
    }

    private func fail(_ diagnostic: Diagnostic) -> Never {
        DiagnosticPrinter().print([diagnostic])
        Self.exit(withError: ExitCode.failure)
    }

    /// `content/sheets.md:118` → the file and the line; nil for anything else (an inline scenario).
    static func fileAndLine(_ text: String) -> (String, Int)? {
        guard !text.contains(";"), !text.contains("\n"), let colon = text.lastIndex(of: ":"),
              let line = Int(text[text.index(after: colon)...]), line > 0 else { return nil }
        let file = String(text[..<colon])
        return file.hasSuffix(".md") || FileManager.default.fileExists(atPath: file) ? (file, line) : nil
    }

    /// The cases of the example whose fence holds `line` of `file`, run as `check` runs them.
    private func exampleCases(file: String, line: Int) -> Lookup {
        let here = SourceLocation(file: file, line: line)
        guard FileManager.default.fileExists(atPath: file) else {
            return .failed(.error("sketch.no-example", "no file \(file)", at: nil, fix: "give the path of a page, such as content/sheets.md:12"))
        }
        let contentURL = URL(fileURLWithPath: content).standardizedFileURL
        let fileURL = URL(fileURLWithPath: file).standardizedFileURL
        let root = contentURL.path.hasSuffix("/") ? contentURL.path : contentURL.path + "/"
        guard fileURL.path.hasPrefix(root) else {
            return .failed(.error("sketch.not-in-content", "\(file) is not in the content folder '\(content)'", at: here,
                                   fix: "pass the folder it is in with --content DIR"))
        }
        let relative = String(fileURL.path.dropFirst(root.count))
        let report = SitePipeline(progress: SilentProgress()).check(contentDirectory: contentURL)
        let examples = report.catalog.examples.filter { $0.location.file == relative }
        let holding = examples.last { $0.location.line <= line && line <= ($0.lines.last?.location.line ?? $0.location.line) + 1 }
        guard let example = holding, let result = report.catalog.results.first(where: { $0.exampleID == example.id }) else {
            let starts = examples.map { String($0.location.line) }
            return .failed(.error("sketch.no-example", "no example at \(file):\(line)", at: here,
                                   explanation: starts.isEmpty ? "\(file) has no ```example fence." : nil,
                                   fix: starts.isEmpty ? "give a page with a spec example"
                                       : "give a line inside an ```example fence; the examples of \(file) open at lines \(starts.joined(separator: ", "))"))
        }
        return .found(result.cases, name: "example '\(example.title ?? example.id)'", at: SourceLocation(file: file, line: example.location.line))
    }

    /// Runs steps written on the command line.
    private func inlineCases(_ text: String) -> Lookup {
        let steps = text.split(whereSeparator: { $0 == ";" || $0 == "\n" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let lines = steps.enumerated().map { SpecExample.Line(text: $1, location: SourceLocation(file: "<scenario>", line: $0 + 1)) }
        let scenario = SpecExample(id: "scenario", componentID: "scenario", title: "scenario", ruleIDs: [], lines: lines,
                                   location: SourceLocation(file: "<scenario>", line: 1))
        let (result, diagnostics) = SpecRunner().sketch(scenario)
        if let error = diagnostics.first(where: { $0.severity == .error }) { return .failed(error) }
        return .found(result.cases, name: "the scenario", at: nil)
    }
}
