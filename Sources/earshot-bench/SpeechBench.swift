import EarshotCore
import EarshotSpeech
import EarshotTerminal
import Foundation
import Synchronization

/// Measures our speech path: key press → first sample with interruption, and stop → silence.
final class SpeechBench: Sendable {
    /// When each generation's first sample came, and when it was interrupted; filled from the
    /// speech thread's events.
    struct Times {
        var firstSample: [UInt64: UInt64] = [:]
        var interrupted: [UInt64: UInt64] = [:]
    }
    let times = Mutex(Times())
    static let long = String(repeating: "Apple, Chestnut Street, 0.9 miles. Button. Double tap to open the store page. ", count: 30)
    /// Labels whose speech switches voice: all in `cmn`, and `en-us` → `cmn` → `en-us`.
    static let chinese = ["今日天气很好。", "设置。按钮。"]
    static let mixed = ["Today 今日. Button.", "Open 设置. Button."]
    static let phrases = ["Rating: 3 out of 5. Adjustable.", "Selected: Home. Tab. 1 of 4.", "Heading not found",
                          "Apple, Union Square, 1.8 miles. Button.", "Wi-Fi. Switch Button. On. List Start."]

    func record(_ event: SpeechEvent) {
        let t = now()
        times.withLock { times in
            switch event {
            case .firstSample(let g): times.firstSample[g] = times.firstSample[g] ?? t
            case .interrupted(let g): times.interrupted[g] = t
            case .itemFinished, .idle: break
            }
        }
    }

    func wait(_ table: KeyPath<Times, [UInt64: UInt64]>, _ g: UInt64) -> UInt64 {
        while true {
            if let t = times.withLock({ $0[keyPath: table][g] }) { return t }
            usleep(20)
        }
    }

    /// (first-sample latencies with interruption, stop latencies), in ms.
    func run(runs: Int, rate: Int, phrases: [String] = SpeechBench.phrases) throws -> (Stats, Stats) {
        // Each controller numbers its generations from 1.
        times.withLock { $0 = Times() }
        let speech = try SpeechController(sink: NullSink(), settings: .init(rate: rate), onEvent: { [self] in record($0) })
        var first: [Double] = [], stop: [Double] = []
        for i in 0..<runs {
            let old = speech.speak([.text(Self.long)])
            _ = wait(\.firstSample, old)
            let t0 = now()
            let new = speech.speak([.text(phrases[i % phrases.count])])
            first.append(ms(wait(\.firstSample, new) - t0))
            _ = wait(\.interrupted, old)

            let busy = speech.speak([.text(Self.long)])
            _ = wait(\.firstSample, busy)
            let t1 = now()
            speech.stop()
            stop.append(ms(wait(\.interrupted, busy) - t1))
        }
        try speech.shutdown()
        return (Stats(samples: first), Stats(samples: stop))
    }
}

extension SpeechBench {
    /// The whole key-press path: raw key bytes → decoder → key map → navigator → composer →
    /// speech, while the previous element is still being spoken; timed to the first new sample.
    func runKeyPresses(runs: Int, layout: Layout, reader: any ScreenReader = .voiceover) throws -> Stats {
        times.withLock { $0 = Times() }
        let speech = try SpeechController(sink: NullSink(), settings: .init(rate: 220), onEvent: { [self] in record($0) })
        var verbosity = Verbosity.standard
        verbosity.reader = reader
        var session = ReaderSession(navigator: Navigator(workspace: Workspace(root: layout), verbosity: verbosity), layoutName: "bench",
                                    voice: "default", audio: "none")
        var times: [Double] = []
        let right = Array("\u{1B}[C".utf8), left = Array("\u{1B}[D".utf8)
        for i in 0..<runs {
            let busy = speech.speak([.text(Self.long)])
            _ = wait(\.firstSample, busy)
            let t0 = now()
            var generation: UInt64 = 0
            for event in KeyDecoder.decode(i % 2 == 0 ? right : left).events {
                let output = session.handle(event, time: 0, terminalSize: (100, 32)).output
                if output.speech.control == .interrupt { generation = speech.speak(SpeechPlan.items(for: output.speech)) }
            }
            times.append(ms(wait(\.firstSample, generation) - t0))
        }
        try speech.shutdown()
        return Stats(samples: times)
    }

    /// `layout` with every label's first words a guess (`⟨Row 3⟩ of section 1`, `placeholder:
    /// true`): each key press starts on words spoken in the guess's changed voice.
    static func guessed(_ layout: Layout) -> Layout {
        func guessed(_ e: Element) -> Element {
            var e = e
            if let label = e.label {
                let words = label.split(separator: " ", maxSplits: 2)
                e.label = words.count == 3 ? GuessMarks.guessed(words[0] + " " + words[1]) + " " + words[2] : GuessMarks.guessed(label)
                e.placeholder = true
            }
            e.children = e.children.map(guessed)
            return e
        }
        var out = layout
        for s in out.screens.indices { out.screens[s].elements = out.screens[s].elements.map(guessed) }
        return out
    }
}

/// The design we avoid, measured in the same run: the espeak-ng program started per utterance,
/// timed from start to its first audio byte on stdout.
enum ProgramPerUtterance {
    static func run(runs: Int) -> Stats? {
        guard let program = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        var results: [Double] = []
        for i in 0..<runs {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: program)
            child.arguments = ["--stdout", SpeechBench.phrases[i % SpeechBench.phrases.count]]
            let pipe = Pipe()
            child.standardOutput = pipe
            child.standardError = FileHandle.nullDevice
            let t0 = now()
            do { try child.run() } catch { return nil }
            // The WAV header comes first; the first sample follows it.
            var received = 0
            while received <= 44 {
                let chunk = pipe.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                received += chunk.count
            }
            results.append(ms(now() - t0))
            child.terminate()
            child.waitUntilExit()
        }
        return Stats(samples: results)
    }
}
