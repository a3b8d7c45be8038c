public import CatalogModel
public import SheetBehavior
import Synchronization

/// Each distinct scene worked out, and each distinct sketch drawn, once per process.
///
/// A catalog repeats its scenes a great deal (every "sheet at the medium detent on iPhone" looks
/// the same, and an example shows its sketches under each rule it names), while working out a
/// scene asks the core model a dozen cited questions and drawing one builds hundreds of small
/// strings. Both are pure functions of small Hashable values, so a look-up gives the same bytes
/// for far less: on a generated 1,000-page catalog the two were a quarter of a build's
/// instructions (docs/benchmark.md).
extension SketchScene {
    /// The scene of a scenario, as `init(_:moment:gesture:dismissed:)` makes it. Kept only on a
    /// built-in platform: a platform is equal to another by its id alone, and one declared
    /// elsewhere (a test's) may answer otherwise under the same id.
    public static func of(_ scenario: Scenario, moment: Moment, gesture: Gesture? = nil, dismissed: Bool = false) -> SketchScene {
        guard scenario.platform.isBuiltIn else {
            return SketchScene(scenario, moment: moment, gesture: gesture, dismissed: dismissed)
        }
        return scenes.value(for: SceneInput(scenario: scenario, moment: moment, gesture: gesture, dismissed: dismissed)) {
            SketchScene(scenario, moment: moment, gesture: gesture, dismissed: dismissed)
        }
    }

    private struct SceneInput: Hashable, Sendable {
        var scenario: Scenario
        var moment: Moment
        var gesture: Gesture?
        var dismissed: Bool
    }

    private static let scenes = Memo<SceneInput, SketchScene>()
}

extension Sketch {
    /// The SVG text, as `svg(style:)` draws it.
    public func svgDrawnOnce(style: SketchStyle = .page) -> String {
        Self.drawings.value(for: DrawingInput(sketch: self, style: style)) { svg(style: style) }
    }

    private struct DrawingInput: Hashable, Sendable {
        var sketch: Sketch
        var style: SketchStyle
    }

    private static let drawings = Memo<DrawingInput, String>()
}

/// Values by their input, shared by every thread: pages are verified and rendered on every core.
/// Emptied when full, so a long `serve` that sees many edits stays small.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let table = Mutex<[Key: Value]>([:])
    private let limit: Int

    init(limit: Int = 4096) {
        self.limit = limit
    }

    /// The value kept for `key`, or `make()`'s, kept. `make` runs outside the lock, so two
    /// threads may both make a value that is new; they make the same one.
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let kept = table.withLock({ $0[key] }) { return kept }
        let made = make()
        table.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = made
        }
        return made
    }
}
