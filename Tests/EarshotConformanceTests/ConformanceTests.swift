import EarshotConformance
import EarshotModel
import EarshotNarration
import EarshotTestSupport
import Foundation
import Testing

/// The published tables: `Conformance/voiceover.yaml` and `Conformance/talkback.yaml` load, every
/// row runs, a MUST row Earshot does not pass fails here, and `docs/conformance.md` is the page
/// they generate (`RECORD_SNAPSHOTS=1` rewrites it).
@Suite struct ConformanceTests {
    static let folder = repositoryRoot.appendingPathComponent("Conformance")
    static let page = repositoryRoot.appendingPathComponent("docs/conformance.md")

    /// MUST rows Earshot is known to fail, each with why, until the words are fixed. A row listed
    /// here that passes fails the test, so the list cannot go stale.
    static let knownMustFailures: [String: String] = [:]

    static func table(_ reader: ReaderName) throws -> ConformanceTable {
        let url = folder.appendingPathComponent("\(reader.rawValue).yaml")
        let bytes = Array(try Data(contentsOf: url))
        switch ConformanceTable.load(bytes: bytes, path: "Conformance/\(reader.rawValue).yaml") {
        case .success(let table): return table
        case .failure(let list): throw list
        }
    }

    static func runs() throws -> [ConformancePage.Run] {
        try ReaderName.allCases.map { reader in
            let table = try table(reader)
            return (table, ConformanceRunner.run(table))
        }
    }

    @Test(arguments: ReaderName.allCases)
    func everyMustRowPasses(_ reader: ReaderName) throws {
        let table = try Self.table(reader)
        #expect(table.reader == reader)
        for (row, result) in zip(table.rows, ConformanceRunner.run(table)) {
            let known = Self.knownMustFailures[row.id]
            if row.tier == .must && known == nil {
                #expect(result.passed, """
                    \(table.path):\(row.location.line): \(row.id): \(reader.name) says "\(row.says)"\
                    \(row.hint.map { " / \"\($0)\"" } ?? ""); Earshot says "\(result.says)"\(result.hint.map { " / \"\($0)\"" } ?? "")
                    """)
            }
            if known != nil {
                #expect(!result.passed && row.tier == .must, "\(row.id) is listed as a known failure but \(result.passed ? "passes" : "is not MUST")")
            }
        }
    }

    /// The issue's floor: at least 150 rows a reader, each citing a source it names.
    @Test(arguments: ReaderName.allCases)
    func eachReaderHasAtLeast150Rows(_ reader: ReaderName) throws {
        let table = try Self.table(reader)
        #expect(table.rows.count >= 150, "\(reader.name): \(table.rows.count) rows")
        for source in table.sources {
            #expect(table.rows.contains { $0.source.id == source.id }, "\(source.id) is cited by no row")
            if let commit = source.commit { #expect(source.url.contains(commit), "\(source.id): the link is not at its commit") }
        }
    }

    /// Every trait word VoiceOver speaks is heard in some row.
    @Test func everyVoiceOverTraitWordHasARow() throws {
        let said = try Self.table(.voiceover).rows.map { ConformanceMatch.words($0.says + " " + ($0.hint ?? "")) }
        var phrases = TraitWords.table.compactMap { entry -> String? in
            if case .spoken(let word) = entry.word { return word }
            return nil
        }
        phrases += [TraitWords.on, TraitWords.off, TraitWords.mixed, TraitWords.isEditing, TraitWords.listStart,
                    TraitWords.listEnd, TraitWords.landmark, TraitWords.landmarkEnd, TraitWords.selectedAlone,
                    TraitWords.notSelected, TraitWords.adjustHint, TraitWords.switchHint, TraitWords.textFieldHint,
                    TraitWords.editingHint, TraitWords.actionsHint, TraitWords.pickerItem, TraitWords.secureTextField]
        for phrase in phrases {
            let words = ConformanceMatch.words(phrase)
            #expect(said.contains { Self.contains($0, words) }, "no VoiceOver row says \"\(phrase)\"")
        }
    }

    /// Every role word, state and hint TalkBack speaks is heard in some row.
    @Test func everyTalkBackWordHasARow() throws {
        let said = try Self.table(.talkback).rows.map { ConformanceMatch.words($0.says + " " + ($0.hint ?? "")) }
        let w = TalkBackWords.english
        let phrases = AndroidRole.allCases.compactMap(w.role) + [
            w.on, w.off, w.checked, w.notChecked, w.selected, w.disabled, w.unlabelled, w.heading, w.password,
            w.outOfList, w.inList(3), w.notSelected, w.outOfGrid, w.inGrid(rows: 2, columns: 4), w.row(2), w.column(2),
            w.activate, w.toggle, w.editText, w.change, w.adjust, w.longPress,
        ]
        for phrase in phrases {
            let words = ConformanceMatch.words(phrase)
            #expect(said.contains { Self.contains($0, words) }, "no TalkBack row says \"\(phrase)\"")
        }
    }

    static func contains(_ words: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, words.count >= part.count else { return part.isEmpty }
        return (0...(words.count - part.count)).contains { Array(words[$0..<($0 + part.count)]) == part }
    }

    /// The committed page is the generated one, stamped with this version.
    @Test func theCommittedPageIsCurrent() throws {
        let generated = ConformancePage.markdown(try Self.runs(), version: EarshotRelease.version)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(generated.utf8).write(to: Self.page)
            return
        }
        let committed = (try? String(contentsOf: Self.page, encoding: .utf8)) ?? ""
        #expect(committed == generated, "docs/conformance.md is stale (RECORD_SNAPSHOTS=1 swift test --filter ConformanceTests):\n\(lineDiff(committed, generated))")
    }

    /// The page shows each row's result and the version, and no workshop word.
    @Test func thePageShowsEveryRowAndTheVersion() throws {
        let runs = try Self.runs()
        let page = ConformancePage.markdown(runs, version: "9.9.9")
        #expect(page.contains("Earshot 9.9.9."))
        for run in runs {
            for row in run.table.rows {
                #expect(page.contains("id=\"\(run.table.reader.rawValue)-\(row.id)\"></a>`\(row.id)`"), "\(row.id)")
            }
        }
        for word in ["contract", "seed", "issue", "CONTRACT"] { #expect(!page.contains(word), "\(word)") }
    }
}
