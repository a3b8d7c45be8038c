import Synchronization
import TemplateKit

/// Copies of one template library, lent to one rendering thread at a time.
///
/// A render still retains and releases what it reads from its library (the compiled program,
/// the names it looks up). Two cores rendering from one library would keep taking those cache
/// lines from each other to update the counts (see `TemplateLibrary.independentCopy()`), so
/// each thread borrows a copy of its own. There are never more copies than threads rendering
/// at once.
final class TemplateLibraryPool: Sendable {
    private let original: TemplateLibrary
    private let spare = Mutex<[TemplateLibrary]>([])

    init(_ library: TemplateLibrary) {
        original = library
    }

    func withLibrary<T>(_ body: (TemplateLibrary) -> T) -> T {
        let library = spare.withLock { $0.popLast() } ?? original.independentCopy()
        defer { spare.withLock { $0.append(library) } }
        return body(library)
    }
}
