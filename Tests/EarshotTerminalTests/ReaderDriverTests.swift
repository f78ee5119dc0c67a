import EarshotModel
import EarshotNavigation
import EarshotSession
import Testing
@testable import EarshotTerminal

/// Records what reached the speaker, as a sound device would receive it.
final class RecordingSpeaker: Speaker {
    var played: [(output: NavigatorOutput, rate: Int)] = []
    func play(_ output: NavigatorOutput, rate: Int) { played.append((output, rate)) }
}

/// A terminal that keeps the last frame.
final class RecordingScreen: TerminalScreen {
    var size: (width: Int, height: Int) = (100, 36)
    var frames = 0
    var last: CellBuffer?
    func draw(_ buffer: CellBuffer) { frames += 1; last = buffer }
    func resized() {}
    func restore() {}
}

/// The reader loop driven with scripted key bytes, against the transcript of the same gestures.
@Suite struct ReaderDriverTests {
    /// Keys as the terminal sends them, and the gestures they stand for.
    static let keys: [(bytes: String, gesture: Gesture)] = [
        ("\u{1B}[C", .next), ("\u{1B}[C", .next), ("]", .rotorNext), ("]", .rotorNext), ("\u{1B}[B", .down),
        ("\u{1B}[A", .up), ("h", .quickNav(.heading, forward: true)), ("+", .rateUp), ("a", .readAll),
        ("\u{1B}[D", .previous), ("H", .quickNav(.heading, forward: false)), ("\r", .activate),
    ]

    @Test(arguments: ["weather.yaml", "cowboy-hat.yaml", "settings.yaml"])
    func readerAndTranscriptSayTheSame(_ name: String) throws {
        let speaker = RecordingSpeaker(), screen = RecordingScreen()
        let loop = ReaderLoop(session: ReaderSession(navigator: try #require(sampleNavigator(name)), layoutName: name,
                                                     voice: "v", audio: "a"),
                              screen: screen, speaker: speaker, clock: { 0 })
        var transcript = SessionState(navigator: try #require(sampleNavigator(name)))
        loop.open()
        #expect(speaker.played.map(\.output) == [transcript.startStep().output])
        for (bytes, gesture) in Self.keys {
            speaker.played = []
            #expect(!loop.receive(Array(bytes.utf8), final: false))
            // Speech going idle continues a read-all, as the engine's idle event does.
            for _ in 0..<1_000 where speaker.played.last?.output.continuesReading == true { loop.speechIdle() }
            let heard = speaker.played.flatMap(\.output.utterances)
            let step = transcript.run(script: gesture)
            #expect(heard == step.output.utterances, "\(gesture.scriptName) in \(name)")
            #expect(speaker.played.last?.rate == step.rate)
            #expect(loop.session.navigator.focusedID == step.focus)
        }
        #expect(screen.frames > Self.keys.count, "every key redraws")
    }

    @Test func readAllInTheReaderReadsToTheEndThenStops() throws {
        let speaker = RecordingSpeaker(), screen = RecordingScreen()
        let loop = ReaderLoop(session: ReaderSession(navigator: try #require(sampleNavigator("weather.yaml")),
                                                     layoutName: "w", voice: "v", audio: "a"),
                              screen: screen, speaker: speaker, clock: { 0 })
        loop.open()
        speaker.played = []
        _ = loop.receive(Array("a".utf8), final: false)
        for _ in 0..<1_000 where speaker.played.last?.output.continuesReading == true { loop.speechIdle() }
        let controls = speaker.played.map(\.output.control)
        #expect(controls.first == .interrupt && controls.dropFirst().allSatisfy { $0 == .append })
        #expect(speaker.played.count > 10, "read-all went on element by element")
        #expect(loop.session.view.captions.current.contains("Last Five Days"))
        let count = speaker.played.count
        loop.speechIdle()
        #expect(speaker.played.count == count, "nothing more once the end is reached")
    }

    @Test func quitKeyEndsTheLoop() throws {
        let loop = ReaderLoop(session: ReaderSession(navigator: try #require(sampleNavigator("weather.yaml")),
                                                     layoutName: "w", voice: "v", audio: "a"),
                              screen: RecordingScreen(), speaker: RecordingSpeaker(), clock: { 0 })
        loop.open()
        #expect(loop.receive(Array("\u{1B}[Cq".utf8), final: false))
    }
}
