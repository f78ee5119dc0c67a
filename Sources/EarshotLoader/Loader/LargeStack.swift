import EarshotModel
import Foundation

/// Runs work on a thread with a large stack, for recursive parsing of deeply nested input.
package enum LargeStack {
    package static let size = 256 << 20

    package static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        // The semaphore orders the write before this read; the fallback never runs in practice.
        guard let value = box.value else { return body() }
        return value
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    package var value: T?
}
