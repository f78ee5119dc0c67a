import EarshotModel
import Testing
@testable import EarshotSwiftUI

/// A guess is marked where it is made: only the guessed words are written `⟨…⟩`, once, and
/// whatever the code does with them (joins, case changes, fallbacks, cuts) keeps them paired;
/// `import` counts every guess and never says nothing was approximated when it guessed.
@Suite struct SwiftUIGuessMarksTests {
    func labels(_ body: String, extra: String = "") -> [String?] {
        elements(swiftUI(view(body, extra: extra))).filter(\.accessible).map(\.label)
    }

    @Test func onlyTheGuessedWordsAreMarked() {
        let found = labels("""
            Text("Total: \\(totalPerPerson)")
            Text("Hi ") + Text(user.name)
            Text(user.name.capitalized)
            Text(user.nickname ?? user.name)
            Text("\\(guests)")
            Text("⟨beta⟩ \\(version)")
            Text("\\(known), \\(tip)")
            """, extra: "let guests = [first.name, \"Bo\", last.name]\nlet known = \"Tip\"")
        #expect(found == ["Total: ⟨total per person⟩", "Hi ⟨name⟩", "⟨Name⟩", "⟨name⟩", "⟨name⟩, Bo, ⟨name⟩", "‹beta› ⟨version⟩",
                          "Tip, ⟨tip⟩"])
        // Every label's marks pair up, none inside another.
        for label in found.compactMap({ $0 }) { #expect(GuessMarks.balanced(label) == label, "\(label)") }
    }

    /// A text cut at its length bound inside a guess closes the guess.
    @Test func aCutInsideAGuessClosesIt() throws {
        let long = String(repeating: "a", count: 9_990)
        let label = try #require(labels("Text(\"\(long)\\(totalPerPerson)\")").first ?? nil)
        #expect(label.hasSuffix("a⟨total per⟩") && GuessMarks.balanced(label) == label, "\(label.suffix(20))")
    }

    /// A guess in another file of the app, named from the root (an absolute module beside a
    /// relative view), is said at that file as it is named, not joined onto the view's folder.
    @Test func aGuessInAFileNamedFromTheRootIsSaidThere() throws {
        let main = SwiftUIImport.File(path: "App/Login/V.swift", bytes: Array("import SwiftUI\nstruct V: View {\n    var body: some View { Row() }\n}\n".utf8))
        let row = SwiftUIImport.File(path: "/work/app/App/Row.swift", bytes: Array("""
            import SwiftUI
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """.utf8))
        let imported = try SwiftUIImport.yaml(main: main, library: [row]).get()
        #expect(imported.approximations.map(\.description) == ["/work/app/App/Row.swift:4:27: '⟨title⟩' stands for what the app shows when it runs"])
    }

    /// A container whose only guess is its label (said as focus enters it) is counted.
    @Test func aGuessedContainerLabelIsCounted() throws {
        let source = view("""
            VStack {
                Text("Ada")
                Text("Grace")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(title)
            """, extra: "let title: String")
        let imported = try SwiftUIImport.yaml(main: SwiftUIImport.File(path: "V.swift", bytes: Array(source.utf8))).get()
        #expect(imported.approximations.map(\.description) == ["V.swift:5:1: '⟨title⟩' stands for what the app shows when it runs"])
        #expect(imported.yaml.contains("# 1 place was approximated (1 placeholder).") && !imported.yaml.contains("Nothing was approximated"))
        #expect(imported.layout.summary.hasSuffix("1 place approximated (1 placeholder)"), "\(imported.layout.summary)")
    }
}
