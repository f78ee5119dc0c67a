import EarshotImport
import EarshotTestSupport
import Testing
@testable import EarshotSwiftUI

/// The app's code worked out within bounds: each constant once, texts no longer than a label
/// gets, constants through constants only so deep; every bound reached said where it is.
@Suite struct SwiftUIEvaluationTests {
    func imported(_ source: String) throws -> SwiftUIImport.Imported {
        try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8))).get()
    }

    /// `line:col: what` of the approximations of `kind`.
    func said(_ imported: SwiftUIImport.Imported, _ kind: String) -> [String] {
        imported.approximations.filter { $0.kind == kind }.map { "\($0.location.line):\($0.location.column): \($0.what)" }
    }

    /// `let cN = c(N-1) + …` ten times, `levels` deep: 10^levels copies of "ab" if each use were
    /// worked out again, and a text as long.
    static func chained(_ levels: Int, fan: Int = 10, first: String = "\"ab\"") -> String {
        var source = "import SwiftUI\nlet c0 = \(first)\n"
        for i in 1...levels { source += "let c\(i) = " + Array(repeating: "c\(i - 1)", count: fan).joined(separator: " + ") + "\n" }
        return source + "struct V: View { var body: some View { Text(c\(levels)) } }\n"
    }

    /// The probe's 400 bytes: 10^8 copies before; now each constant once, the text cut at its bound.
    @Test func chainedConstantsAreWorkedOutOnceAndCut() throws {
        let result = try imported(Self.chained(8))
        let label = try #require(elements(result.layout.layout().get()).first?.label)
        #expect(label.count == SwiftUIEvaluation.maxTextLength)
        #expect(label.hasPrefix("ababab"))
        // c4 is the first longer than 10,000 characters (20,000), and each after it.
        #expect(said(result, "budget") == (6...10).map { "\($0):10: text longer than 10000 characters: cut" })
    }

    /// A text short enough is whole, and nothing is said.
    @Test func shortTextsAreWhole() throws {
        let result = try imported(Self.chained(3, fan: 2))
        #expect(try elements(result.layout.layout().get()).first?.label == String(repeating: "ab", count: 8))
        #expect(result.approximations.isEmpty)
    }

    /// Twelve brackets a constant, each constant in the next: a list of lists 108 deep (before,
    /// its words were worked out twice per level, 2^24 times for two constants).
    @Test func nestedListsThroughConstantsAreReadOnce() throws {
        var source = "import SwiftUI\nlet c0 = " + String(repeating: "[", count: 12) + "\"x\"" + String(repeating: "]", count: 12) + "\n"
        for i in 1...8 { source += "let c\(i) = " + String(repeating: "[", count: 12) + "c\(i - 1), \"y\"" + String(repeating: "]", count: 12) + "\n" }
        source += "struct V: View { var body: some View { Text(\"\\(c8)\") } }\n"
        let result = try imported(source)
        let label = try #require(elements(result.layout.layout().get()).first?.label)
        #expect(label == "x, y, y, y, y, y, y, y, y")
        #expect(result.approximations.isEmpty)
    }

    /// Constants naming constants, twenty deep: sixteen followed, then a placeholder, said where
    /// the seventeenth is named.
    @Test func constantsThroughConstantsStopAtTheirDepth() throws {
        var source = "import SwiftUI\nlet c0 = \"x\"\n"
        for i in 1...20 { source += "let c\(i) = c\(i - 1)\n" }
        source += "struct V: View { var body: some View { Text(c20) } }\n"
        let result = try imported(source)
        let first = try #require(elements(result.layout.layout().get()).first)
        #expect(first.placeholder)
        #expect(said(result, "depth limit") == ["7:10: constants refer to constants more than 16 deep: 'c4' is read as a placeholder"])
    }

    /// A constant that is its own value reads as a placeholder, once.
    @Test func aConstantThatRefersToItselfIsAPlaceholder() throws {
        let result = try imported("import SwiftUI\nlet a = b + \"!\"\nlet b = a + \"?\"\nstruct V: View { var body: some View { Text(a) } }\n")
        let first = try #require(elements(result.layout.layout().get()).first)
        #expect(first.placeholder)
    }

    /// A list as text stops at the bound: ten lists of ten, eight deep, are 10^8 items.
    @Test func listsAsTextAreCut() throws {
        let source = Self.chained(8, first: "[\"ab\"]").replacingOccurrences(of: " + ", with: ", ")
            .replacingOccurrences(of: #"let c(\d+) = (c\d+, .*)"#, with: "let c$1 = [$2]", options: .regularExpression)
            .replacingOccurrences(of: "Text(c8)", with: "Text(\"\\(c8)\")")
        let result = try imported(source)
        let label = try #require(elements(result.layout.layout().get()).first?.label)
        #expect(label.count <= SwiftUIEvaluation.maxTextLength + 2)
        #expect(said(result, "budget") == ["11:48: a list longer than 10000 characters as text: cut"])
    }
}
