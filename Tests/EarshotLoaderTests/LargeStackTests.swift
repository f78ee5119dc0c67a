import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotLoader

/// Every file load runs on `LargeStack`'s thread: its value comes back, and recursion far deeper
/// than an ordinary thread's stack allows runs there (in a child process: an overflow is a crash).
@Suite struct LargeStackTests {
    @Test func returnsTheValueFromItsThread() {
        #expect(LargeStack.run { 6 * 7 } == 42)
        // Many in a row: each waits for its own thread, none hangs.
        #expect((0..<200).map { i in LargeStack.run { i } } == Array(0..<200))
    }

    @Test func deepRecursionRunsOnTheLargeStack() async {
        await #expect(processExitsWith: .success) {
            let depth = LargeStack.run { LargeStackTests.descend(300_000) }
            if depth != 300_000 { exit(1) }
        }
    }

    /// Recurses `n` deep, each frame holding a few words: well past an ordinary 8 MB stack at
    /// this depth, well within the large one.
    @inline(never)
    static func descend(_ n: Int) -> Int {
        var pad = (n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n)
        pad.0 &+= 1
        return n == 0 ? pad.0 - 1 : descend(n - 1) + 1 + (pad.15 - n)
    }
}
