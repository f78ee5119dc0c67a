import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import Foundation
import Testing
@testable import EarshotSession

/// A guess is seen as a guess: its words are written `⟨…⟩` in transcripts (text and JSON),
/// captions and snapshots, by both readers; a `⟨` in a label that is no guess is a plain
/// character, written `‹`, and nothing about it says "guess".
@Suite struct GuessedWordsTranscriptTests {
    static let yaml = """
        earshot: 1
        screen:
          id: bill
          elements:
            - {id: total, label: "Total: ⟨total per person⟩", placeholder: true, traits: [staticText], frame: [16, 100, 358, 44]}
            - {id: fake, label: "Total: ⟨total per person⟩", traits: [staticText], frame: [16, 150, 358, 44]}
            - {id: pay, label: "⟨pay⟩", placeholder: true, traits: [button], frame: [16, 310, 358, 44], on-activate: [announce: "⟨Paid⟩"]}
            - id: guests
              label: "⟨guest list⟩"
              placeholder: true
              container: list
              frame: [16, 200, 358, 100]
              children:
                - {id: ada, label: Ada, traits: [staticText], frame: [16, 200, 358, 44]}
        """

    func session(_ reader: ScreenReader = .voiceover) throws -> SessionState {
        let (layout, errors) = load(Self.yaml)
        #expect(errors.isEmpty, "\(errors)")
        var verbosity = Verbosity.standard
        verbosity.reader = reader
        var session = SessionState(navigator: Navigator(workspace: Workspace(root: try #require(layout)), verbosity: verbosity))
        _ = session.startStep()
        return session
    }

    @Test func transcriptsWriteTheGuessBetweenMarks() throws {
        var session = try session()
        let steps = [session.run(script: .first), session.run(script: .next), session.run(script: .next)]
        #expect(steps.map { TranscriptFormat.text($0) } == [
            "» first\n  Total: ⟨total per person⟩",
            "» next\n  Total: ‹total per person›",
            "» next\n  ⟨guest list⟩. Ada. List Start.",
        ])
        let rows = steps.map { TranscriptFormat.json($0, milliseconds: 0) }
        let speech = try rows.map { row in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any])
            return try #require(object["speech"] as? [String])
        }
        #expect(speech == [["Total: ⟨total per person⟩"], ["Total: ‹total per person›"], ["⟨guest list⟩. Ada. List Start."]])
        // Only the guessed element is said to be a guess.
        #expect(rows[0].contains(#""approximate":true"#) && !rows[1].contains("approximate"))
        // The caption line shows what the transcript does.
        var captions = Captions()
        captions.show(steps[0].output)
        #expect(captions.current == "Total: ⟨total per person⟩")
    }

    /// What an element announces is no guess, whoever announces it.
    @Test func anAnnouncementIsNeverAGuess() throws {
        var session = try session()
        _ = session.run(script: .last)
        #expect(session.run(script: .activate).output.speech == ["‹Paid›"])
    }

    /// A value said alone keeps its marks when it is a guess, and a `⟨` an effect sets on an
    /// element that is no guess is plain.
    @Test func aValueSaidAloneIsAGuessOnlyOnAGuess() throws {
        let (layout, errors) = load("""
            earshot: 1
            screen:
              id: s
              elements:
                - {id: pick, label: Guest, placeholder: true, traits: [adjustable], frame: [16, 100, 358, 44],
                   adjustable: {kind: picker, options: ["⟨name⟩", "⟨name⟩ 2"]}}
                - {id: note, label: Note, traits: [button], frame: [16, 150, 358, 44], on-activate: [{set: {id: note, value: "⟨x⟩"}}]}
            """)
        #expect(errors.isEmpty, "\(errors)")
        var session = SessionState(navigator: Navigator(workspace: Workspace(root: try #require(layout))))
        _ = session.startStep()
        #expect(session.run(script: .up).output.speech == ["⟨name⟩ 2"])
        _ = session.run(script: .next)
        #expect(session.run(script: .activate).output.speech.first == "‹x›")
    }

    @Test func talkBackWritesTheGuessBetweenMarksToo() throws {
        var session = try session(.talkback)
        let said = [session.run(script: .first), session.run(script: .next)].flatMap(\.output.speech)
        #expect(said == ["Total: ⟨total per person⟩", "Total: ‹total per person›"])
    }

    @Test func snapshotsWriteTheGuessAndTheirChecksShowIt() throws {
        let (layout, _) = load(Self.yaml, path: "Views/bill.yaml")
        let text = SpeechSnapshot.text(Workspace(root: try #require(layout)), screen: "bill", source: "../Views/bill.yaml")
        #expect(text.contains("\n1. Total: ⟨total per person⟩\n2. Total: ‹total per person›\n3. ⟨guest list⟩. Ada. List Start.\n4. ⟨pay⟩. Button.\n"), "\(text)")
        let recorded = text.replacingOccurrences(of: "1. Total: ⟨total per person⟩", with: "1. Total: total per person")
        let check = SnapshotCheck(now: [SnapshotCheck.Snapshot(name: "bill.yaml/bill.txt", source: "bill.yaml", screen: "bill", text: text)],
                                  recorded: ["bill.yaml/bill.txt": .text(recorded)], folder: "S")
        #expect(check.differs)
        #expect(check.report(folder: "S").contains("+1. Total: ⟨total per person⟩"), "\(check.report(folder: "S"))")
    }
}
