import EarshotAudit
import EarshotNarration
import EarshotNavigation
import EarshotSession
import Testing
@testable import EarshotTerminal

/// A findings store that notes what the tester had heard and seen at the moment it was asked
/// to write, and can be told to fail or to say at start-up that it cannot save.
final class RecordingStore: FindingStore {
    let speaker: RecordingSpeaker, screen: RecordingScreen
    var failure: String?
    var problem: String?
    var saved: [RecordedFinding] = []
    /// What had been said and shown when each save began.
    var heardBeforeSave: [String] = []
    var shownBeforeSave: [String] = []

    init(speaker: RecordingSpeaker, screen: RecordingScreen) { self.speaker = speaker; self.screen = screen }

    func save(_ finding: RecordedFinding) -> String? {
        heardBeforeSave = speaker.played.flatMap(\.output.speech)
        shownBeforeSave = [screen.last?.text ?? ""]
        if let failure { return failure }
        saved.append(finding)
        return nil
    }

    func automaticFindings(on navigator: Navigator) -> [AuditFinding] { [] }
}

/// The reader loop confirms a finding only after the store wrote it, and says why when it did not.
@Suite struct ReaderFindingTests {
    func loop(_ store: (RecordingSpeaker, RecordingScreen) -> RecordingStore) throws -> (ReaderLoop<PlainSession>, RecordingSpeaker, RecordingStore) {
        let speaker = RecordingSpeaker(), screen = RecordingScreen()
        let findings = store(speaker, screen)
        let loop = ReaderLoop(session: ReaderSession(navigator: try #require(sampleNavigator("cowboy-hat.yaml")),
                                                     layoutName: "c", voice: "v", audio: "a"),
                              screen: screen, speaker: speaker, findings: findings, clock: { 0 })
        return (loop, speaker, findings)
    }

    func typeFinding(_ note: String, into loop: ReaderLoop<PlainSession>) {
        _ = loop.receive(Array("\u{1B}[Cn".utf8), final: false)
        _ = loop.receive(Array(note.utf8), final: false)
        _ = loop.receive([13], final: false)
    }

    @Test func findingSavedIsHeardAndShownOnlyAfterTheWrite() throws {
        let (loop, speaker, store) = try loop { RecordingStore(speaker: $0, screen: $1) }
        loop.open()
        typeFinding("stars are silent", into: loop)
        #expect(store.saved.map(\.note) == ["stars are silent"])
        #expect(!store.heardBeforeSave.contains(SessionWords.findingSaved), "\(store.heardBeforeSave)")
        #expect(!store.shownBeforeSave.joined().contains(SessionWords.findingSaved))
        #expect(speaker.played.last?.output.speech == [SessionWords.findingSaved])
        #expect(loop.session.view.session.draft == nil)
    }

    @Test func aFailedWriteSaysWhyAndKeepsTheNote() throws {
        let (loop, speaker, store) = try loop { RecordingStore(speaker: $0, screen: $1) }
        store.failure = "cannot open f: Read-only file system"
        loop.open()
        typeFinding("keep", into: loop)
        #expect(speaker.played.last?.output.speech == ["Finding not saved: cannot open f: Read-only file system"])
        #expect(!speaker.played.flatMap(\.output.speech).contains(SessionWords.findingSaved))
        #expect(loop.session.view.session.draft?.note == "keep")
        // Fixed, Enter tries again.
        store.failure = nil
        _ = loop.receive([13], final: false)
        #expect(store.saved.map(\.note) == ["keep"] && speaker.played.last?.output.speech == [SessionWords.findingSaved])
    }

    @Test func aStoreThatCannotSaveSaysSoOnceAtStartUp() throws {
        let (loop, speaker, store) = try loop { RecordingStore(speaker: $0, screen: $1) }
        store.problem = "f is a FIFO; findings are only written to a regular file"
        loop.open()
        #expect(speaker.played.count == 2 && speaker.played[1].output.control == .append)
        #expect(speaker.played[1].output.speech == ["Findings cannot be saved: f is a FIFO; findings are only written to a regular file"])
        _ = loop.receive(Array("\u{1B}[C".utf8), final: false)
        #expect(!speaker.played.dropFirst(2).flatMap(\.output.speech).contains { $0.hasPrefix("Findings cannot") })
    }
}
