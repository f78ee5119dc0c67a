import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import Testing
@testable import EarshotSession

/// The speech snapshot of one screen, the diff between two, and the check over a folder.
@Suite struct SpeechSnapshotTests {
    static let inbox = """
        earshot: 1
        screens:
          - id: inbox
            rotors:
              - {name: Unread, items: [second]}
            elements:
              - {id: title, label: Inbox, traits: [header], frame: [16, 50, 358, 40]}
              - id: first
                label: "Lunch on Friday?"
                traits: [button]
                hint: Opens the message.
                frame: [16, 100, 358, 44]
                actions:
                  - {name: Archive, do: [{announce: Archived}]}
                  - {name: Delete, do: [{announce: Deleted}]}
              - {id: second, label: "Invoice\\u0007 due", traits: [button], frame: [16, 150, 358, 44]}
              - id: compose
                label: Compose
                traits: [button]
                frame: [16, 700, 358, 44]
                on-activate: [{show: sheet}]
              - id: sheet
                modal: true
                hidden: true
                frame: [0, 400, 390, 444]
                children:
                  - {id: to, label: To, traits: [textField], frame: [16, 420, 358, 44]}
                  - {id: cancel, label: Cancel, traits: [button], frame: [16, 480, 358, 44], on-activate: [{hide: sheet}]}
        """

    func snapshot(_ yaml: String, screen: String, approximations: [SpeechSnapshot.Approximation] = []) throws -> String {
        let (layout, errors) = load(yaml, path: "Views/inbox.yaml")
        #expect(errors.isEmpty)
        return SpeechSnapshot.text(Workspace(root: try #require(layout)), screen: screen, source: "../Views/inbox.yaml",
                                   approximations: approximations)
    }

    @Test func aScreenIsItsStopsRotorsActivationsAndGuesses() throws {
        let text = try snapshot(Self.inbox, screen: "inbox", approximations: [
            .init(file: "../Views/Inbox.swift", line: 12, column: 9, what: "'sender' stands for what the app shows when it runs"),
        ])
        #expect(text == """
            # What VoiceOver says
            source: ../Views/inbox.yaml
            screen: inbox
            reader: VoiceOver
            grammar: 1

            ## Focus stops, swiping right from the first
            1. Inbox. Heading.
            2. Lunch on Friday? Button.
               hint: Opens the message. Actions available.
            3. Invoice\\u{7} due. Button.
            4. Compose. Button.

            ## Rotor: Headings
            - Inbox. Heading. (stop 1)

            ## Rotor: Unread
            - Invoice\\u{7} due. Button. (stop 3)

            ## Rotor: Actions
            - stop 2: Archive, Delete

            ## Activating
            4. Compose. Button. → To. Text Field.

            ## Guessed from the source
            - ../Views/Inbox.swift:12:9: 'sender' stands for what the app shows when it runs

            """)
    }

    @Test func aScreenWithNothingToFocusSaysSo() throws {
        let text = try snapshot("earshot: 1\nscreens:\n  - id: blank\n    elements: []\n", screen: "blank")
        #expect(text.contains("## Focus stops, swiping right from the first\n(none: VoiceOver finds nothing to focus on this screen)\n"))
    }

    @Test func diffsShowHunksWithContext() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...12).map { "line \($0)" }
        lines[1] = "line two"
        lines.insert("line 11.5", at: 11)
        let new = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.text(old: old, new: new, oldName: "a", newName: "b") == """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -9,4 +9,5 @@
             line 9
             line 10
             line 11
            +line 11.5
             line 12

            """)
        #expect(UnifiedDiff.text(old: old, new: old, oldName: "a", newName: "b") == "")
        #expect(UnifiedDiff.text(old: "", new: "x\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n")
    }

    @Test func aHugeRewriteIsBoundedWork() {
        let old = (0..<3_000).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<3_000).map { "new \($0)" }.joined(separator: "\n")
        let diff = UnifiedDiff.text(old: old, new: new, oldName: "a", newName: "b")
        #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,3000 +1,3000 @@\n-old 0\n"))
        #expect(diff.components(separatedBy: "\n").count == 6_004)
    }

    @Test func namesComeFromTheSourceAndScreen() {
        #expect(SnapshotNames.defaultFolder(beside: "Views/Checkout.swift", isDirectory: false) == "Views/Snapshots")
        #expect(SnapshotNames.defaultFolder(beside: "Examples/", isDirectory: true) == "Snapshots")
        #expect(SnapshotNames.defaultFolder(beside: ".", isDirectory: true) == "Snapshots")
        #expect(SnapshotNames.name(source: "Views/Checkout.swift", screen: "CheckoutView", folder: "Snapshots", base: "/app")
            == "Views/Checkout.swift/CheckoutView.txt")
        #expect(SnapshotNames.name(source: "../shared/a.yaml", screen: "../x", folder: "Snapshots", base: "/app/ios")
            == "_up/shared/a.yaml/_._x~5c237dda.txt")
        #expect(SnapshotNames.source("Views/Checkout.swift", folder: "Snapshots", base: "/app") == "../Views/Checkout.swift")
    }

    /// Screens whose names differ only in what a file name cannot hold get files of their own,
    /// named alike on every run; a name longer than a file name may be is cut by bytes.
    @Test func namesThatWouldCollideOrBeTooLongAreMadeUniqueAndStable() {
        func name(_ screen: String) -> String {
            SnapshotNames.name(source: "a.yaml", screen: screen, folder: "Snapshots", base: "/app")
        }
        let names = ["a/b", "a_b", "a\\b", "a\u{1B}b", "a~b", ".a_b"].map(name)
        #expect(names == ["a.yaml/a_b~3a8e75c1.txt", "a.yaml/a_b.txt", "a.yaml/a_b~299c2fb6.txt", "a.yaml/a_b~330fb7d5.txt",
                          "a.yaml/a_b~31529a9c.txt", "a.yaml/_a_b~d959b78d.txt"])
        #expect(Set(names).count == names.count)
        #expect(names == ["a/b", "a_b", "a\\b", "a\u{1B}b", "a~b", ".a_b"].map(name), "the same every run")
        let long = String(repeating: "é", count: 300)
        let cut = name(long).dropFirst("a.yaml/".count)
        #expect(cut.utf8.count <= SnapshotNames.maxComponentBytes + ".txt".utf8.count)
        #expect(cut.hasPrefix(String(repeating: "é", count: 75) + "~") && cut.hasSuffix(".txt"))
        #expect(name(long + "x") != name(long), "two long names that share their start stay apart")
        // A combining mark first would join the slash before it, a prepended mark last the dot
        // after it (found by fuzzing): the name is padded so paths still split where they should.
        for odd in ["\u{301}x", "x\u{600}", "\u{200D}"] {
            let made = name(odd)
            #expect(made.hasPrefix("a.yaml/") && made.hasSuffix(".txt"), "\(made.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func theCheckSortsAndCountsEachScreen() {
        let now = [SnapshotCheck.Snapshot(name: "a.yaml/one.txt", source: "a.yaml", screen: "one", text: "x\n"),
                   SnapshotCheck.Snapshot(name: "a.yaml/two.txt", source: "a.yaml", screen: "two", text: "y\n")]
        let check = SnapshotCheck(now: now, recorded: ["a.yaml/one.txt": .text("x\n"), "a.yaml/zero.txt": .text("z\n")], folder: "S")
        #expect(check.results.map(\.name) == ["a.yaml/one.txt", "a.yaml/two.txt", "a.yaml/zero.txt"])
        #expect(check.results.map(\.status) == [.same, .new, .gone])
        #expect(check.differs)
        #expect(check.summary == "3 snapshots, 0 changed, 1 new, 1 gone, 1 unchanged")
        #expect(!SnapshotCheck(now: now, recorded: ["a.yaml/one.txt": .text("x\n"), "a.yaml/two.txt": .text("y\n")], folder: "S").differs)
    }
}
