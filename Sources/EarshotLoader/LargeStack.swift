import CDispatch
import EarshotModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack, for recursive parsing of deeply nested input.
/// The thread is made with a checked `pthread_create`, and its start is waited for with a
/// limit: a thread that cannot be made, or does not start in time, leaves the work to the
/// caller's own thread (input nesting is bounded, so that only risks a deep input), never a hang.
package enum LargeStack {
    package static let size = 256 << 20
    /// How long to wait for the thread to start before the caller does the work itself.
    package static let startLimit = 30.0

    package static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let job = Job(body)
        guard spawn(job) else { return body() }
        return job.result(startingWithin: startLimit) ?? body()
    }

    /// Starts `job` on a detached thread with the large stack; false when no thread was made.
    private static func spawn<T>(_ job: Job<T>) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0,
              pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0 else { return false }
        let context = Unmanaged.passRetained(job as AnyObject).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let made = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            (Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue() as? Runnable)?.runOnThread()
            return nil
        }, context)
        if made != 0 { Unmanaged<AnyObject>.fromOpaque(context).release() }
        return made == 0
    }
}

private protocol Runnable: AnyObject {
    func runOnThread()
}

/// One piece of work, claimed by exactly one thread: the large-stack thread if it starts in
/// time, else the caller (which then returns nil and runs it itself).
private final class Job<T: Sendable>: Runnable, @unchecked Sendable {
    private enum State { case waiting, running, done, abandoned }
    private let body: @Sendable () -> T
    private let condition = NSCondition()
    private var state = State.waiting
    private var value: T?

    package init(_ body: @escaping @Sendable () -> T) { self.body = body }

    package func runOnThread() {
        condition.lock()
        guard state == .waiting else { condition.unlock(); return }
        state = .running
        condition.unlock()
        let result = body()
        condition.lock()
        value = result
        state = .done
        condition.broadcast()
        condition.unlock()
    }

    /// The work's result once done; nil when the thread did not start within `seconds` (the
    /// job is then abandoned and the caller runs it). Started work is waited for to the end.
    package func result(startingWithin seconds: Double) -> T? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while state == .waiting {
            if !condition.wait(until: deadline) && state == .waiting {
                state = .abandoned
                return nil
            }
        }
        while state != .done { condition.wait() }
        return value
    }
}
