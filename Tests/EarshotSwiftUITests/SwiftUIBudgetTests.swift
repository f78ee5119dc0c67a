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

    /// Past the element budget a screen is cut, and the cut is said.
    @Test func manyRowsAreCutAtTheBudget() throws {
        let source = view("ForEach(0..<1000) { i in ForEach(0..<1000) { j in Text(\"same\") } }")
        let ids = elements(swiftUI(source)).map(\.id)
        #expect(ids.count == SwiftUIMapper.elementBudget)
        #expect(ids.prefix(3) == ["same", "same-2", "same-3"])
        #expect(ids.last == "same-\(SwiftUIMapper.elementBudget)")
        #expect(try imported(source).approximations.contains { $0.kind == "budget" })
    }

    @Test func idsSkipOnesAlreadyTaken() {
        var ids = DumpIDs()
        let given = ["a", "a-2", "a", "a", "b", "a-3"].map { ids.assign(Element(id: $0)).id }
        #expect(given == ["a", "a-2", "a-3", "a-4", "b", "a-3-2"])
    }

    /// Each view uses the next twice, 24 deep: 2^24 copies without a budget.
    @Test func doublingViewsStopAtTheBudget() throws {
        var source = "import SwiftUI\n"
        for i in 0..<24 { source += "struct View\(i): View { var body: some View { VStack { View\(i + 1)(); View\(i + 1)() } } }\n" }
        source += "struct View24: View { var body: some View { Text(\"leaf\") } }\n"
        let result = try imported(source)
        let layout = try result.layout.layout().get()
        #expect(elements(layout).count <= SwiftUIMapper.elementBudget)
        #expect(result.approximations.contains { $0.kind == "budget" })
    }

    @Test func nestedLiteralArraysStopAtTheBudget() throws {
        let items = "[" + Array(repeating: "\"x\"", count: 30).joined(separator: ", ") + "]"
        let body = "ForEach(\(items), id: \\.self) { a in ForEach(\(items), id: \\.self) { b in ForEach(\(items), id: \\.self) { c in "
            + "ForEach(\(items), id: \\.self) { d in Text(\"\\(a)\\(b)\\(c)\\(d)\") } } } }"
        let result = try imported(view(body))
        #expect(elements(swiftUI(view(body))).count == SwiftUIMapper.elementBudget)
        #expect(result.approximations.contains { $0.kind == "budget" })
    }

    /// A billion rows: one stands for them, said.
    @Test func aBillionRowsAreOneRowAndSaid() throws {
        let result = try imported(view("ForEach(0..<1_000_000_000) { i in Text(\"Row \\(i)\") }"))
        #expect(try elements(result.layout.layout().get()).count == 1)
        #expect(result.approximations.map { "\($0.location.line):\($0.location.column): \($0.what)" }
            == ["5:1: ForEach over 1000000000 items: one row stands for them", "5:35: 'Row ⟨i⟩' stands for what the app shows when it runs"])
    }

    /// One-line views, 1,200 of them: the first 1,000 are screens, the rest said where they start.
    @Test func screensPastTheBudgetAreLeftOutAndSaid() throws {
        let source = "import SwiftUI\n" + (0..<1_200).map { "struct S\($0): View { var body: some View { Text(\"\($0)\") } }\n" }.joined()
        let result = try imported(source)
        #expect(result.screens.count == SwiftUIImport.screenBudget)
        #expect(result.screens.last == "S999")
        #expect(result.approximations.map { "\($0.location.line):\($0.location.column): \($0.what)" }
            == ["1002:8: more than 1000 screens: 'S1000' and the 199 after it are left out"])
    }

    /// Screens that each make many elements stop together at the import's element budget.
    @Test func elementsOfAllScreensStopAtTheBudget() throws {
        let screen = { (n: Int) in "struct S\(n): View { var body: some View { ForEach(0..<1000) { i in ForEach(0..<90) { j in Text(\"x\") } } } }\n" }
        let result = try imported("import SwiftUI\n" + (0..<3).map(screen).joined())
        #expect(result.stops <= SwiftUIMapper.totalElementBudget + 3)
        #expect(result.approximations.contains { $0.what == "'S2' makes elements past the 200000 all screens may make; the rest of the screen is left out" })
    }

    /// More than a hand-written file holds is refused where it starts, before it is parsed.
    @Test func aFileTooLargeIsRefused() {
        let source = view("Text(\"a\")") + String(repeating: "// filler line of a generated file\n", count: 130_000)
        #expect(swiftUIErrors(source) == ["1:1: a Swift file of 4 MB: more than the 4 MB the reader reads"])
    }

    /// Custom views using custom views, 300 deep: followed 200 deep, the rest said, never a hang.
    @Test func customViewsNestedTooDeepAreSaid() throws {
        var source = "import SwiftUI\n"
        for i in 0..<300 { source += "struct W\(i): View { var body: some View { W\(i + 1)() } }\n" }
        source += "struct W300: View { var body: some View { Text(\"leaf\") } }\n"
        let result = try imported(source)
        #expect(result.approximations.filter { $0.kind == "depth limit" }.map(\.location.line).first == 201)
    }

    @Test func aMillionRowsAreCutAndSaid() throws {
        let body = "List { ForEach(0..<1_000_000) { i in Text(\"Row \\(i)\") } }"
        let result = try imported(view(body))
        #expect(elements(swiftUI(view(body))).count <= SwiftUIMapper.elementBudget)
        #expect(result.approximations.contains { $0.kind == "budget" })
    }
}

/// How many times each library file was read.
final class ReadCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func add(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
    var all: [String: Int] { lock.withLock { counts } }
}

@Suite struct SwiftUILibraryTests {
    /// Fifty siblings, one declaring the view used: each read once to see what it declares, only
    /// that one read again (to parse), none held after.
    @Test func siblingsAreReadOnceAndParsedOnlyWhenUsed() throws {
        let counts = ReadCounts()
        var library: [SwiftUIImport.LibraryFile] = []
        for i in 0..<50 {
            let path = "Sibling\(i).swift"
            let text = i == 7 ? "import SwiftUI\nstruct Card: View { var body: some View { Text(\"In the card\") } }\n"
                : "import SwiftUI\nstruct Other\(i): View { var body: some View { Text(\"\(i)\") } }\n" + String(repeating: "// filler\n", count: 1_000)
            library.append(SwiftUIImport.LibraryFile(path: path) { counts.add(path); return Array(text.utf8) })
        }
        let main = SwiftUIImport.File(path: "View.swift", bytes: Array(view("VStack { Card() }").utf8))
        let layout = try SwiftUIImport.yaml(main: main, searching: library).get().layout.layout().get()
        #expect(elements(layout).compactMap(\.label) == ["In the card"])
        let all = counts.all
        #expect(all["Sibling7.swift"] == 2)
        #expect(all.filter { $0.key != "Sibling7.swift" }.values.allSatisfy { $0 == 1 })
    }

    @Test func structNamesAreFoundWithoutParsing() {
        let text = "struct A: View {}\nstruct  B<T> {}\nlet instruct = 1\n/* struct C */ struct\tD_1 {}\nstructure E\n"
        #expect(SwiftUIImport.structNames(Array(text.utf8)) == ["A", "B", "C", "D_1"])
    }
}
