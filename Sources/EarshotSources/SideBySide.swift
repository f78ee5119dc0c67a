public import EarshotLoader
import Foundation
import Synchronization

/// Work on many files at once, one file a processor: a folder's screens are read side by side
/// (each import is pure but for the run's shared, locked caches), and the results come back in
/// the files' order, so what a folder run prints does not depend on which finished first. Each
/// worker runs on a large stack, as an import on its own does (parsing recurses with the input).
public enum SideBySide {
    /// `body` of every item, in the items' order, run on up to as many threads as there are
    /// processors.
    public static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ body: @escaping @Sendable (Item) -> Result) -> [Result] {
        let threads = min(items.count, ProcessInfo.processInfo.activeProcessorCount)
        guard threads > 1 else { return items.map(body) }
        let work = Work<Result>()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            LargeStack.run {
                while true {
                    let i = work.next.add(1, ordering: .relaxed).oldValue
                    guard i < items.count else { return }
                    let result = body(items[i])
                    work.results.withLock { $0[i] = result }
                }
            }
        }
        return work.results.withLock { done in items.indices.compactMap { done[$0] } }
    }

    /// The next item to take, and the results so far by item.
    private final class Work<Result: Sendable>: Sendable {
        let next = Atomic<Int>(0)
        let results = Mutex<[Int: Result]>([:])
    }
}

extension ScreenSources {
    /// Those of `candidates` a folder walk takes, asked side by side (a folder's Swift files are
    /// parsed here, as the app's, for the imports that follow).
    public func screenFiles(among candidates: [String], options: SourceOptions = SourceOptions(), files: any SourceFiles) -> [String] {
        let taken = SideBySide.map(candidates) { isScreenFile($0, options: options, files: files) }
        return zip(candidates, taken).filter(\.1).map(\.0)
    }
}
