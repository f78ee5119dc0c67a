import EarshotImport
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSwiftUI

/// Hostile sources: work grows with the input, never faster; a budget hit is said.
@Suite struct SwiftUIBudgetTests {
    func imported(_ source: String) throws -> SwiftUIImport.Imported {
        try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
    }

    /// 40,000 rows with one label: ids `same`, `same-2`, … `same-40000`, found in linear time.
    @Test func repeatedIDsAreAssignedInLinearTime() {
        var ids = DumpIDs()
        let clock = ContinuousClock()
        let started = clock.now
        let given = (0..<40_000).map { _ in ids.unique("same") }
        #expect(given == ["same"] + (2...40_000).map { "same-\($0)" })
        #expect(clock.now - started < .seconds(10))
    }

    @Test func idsSkipOnesAlreadyTaken() {
        var ids = DumpIDs()
        let given = ["a", "a-2", "a", "a", "b", "a-3"].map { ids.assign(Element(id: $0)).id }
        #expect(given == ["a", "a-2", "a-3", "a-4", "b", "a-3-2"])
    }
}
