import EarshotCore
import EarshotTerminal
import Foundation

/// Soak: the reader driven by key bytes for a long time. Resident memory must stay flat; only
/// the bounded caption history is kept.
enum SoakBench {
    /// Keys as the terminal sends them: swipes, rotor, adjust, activate, escape, rate, quick nav,
    /// read-all continued by speech going idle, curtain, help, caption scrolling.
    static let keys: [String] = ["\u{1B}[C", "\u{1B}[C", "]", "\u{1B}[B", "\r", "\u{1B}[D", "\u{1B}[A", "+", "-",
                                 "h", "b", "a", "\u{1B}[C", "[", "c", "c", "?", "\u{1B}[C", "?", "\u{1B}[5~",
                                 "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F", "\r", "\u{7F}", "f", "\r", "x", "\u{1B}"]

    final class Silent: Speaker {
        var continues = false
        func play(_ output: NavigatorOutput, rate: Int) { continues = output.continuesReading }
    }

    final class Screen: TerminalScreen {
        var size: (width: Int, height: Int) { (100, 36) }
        func draw(_ buffer: CellBuffer) {}
        func resized() {}
        func restore() {}
    }

    /// Resident megabytes after each checkpoint's number of gestures.
    static func run(layout: Layout, checkpoints: [Int]) -> [(gestures: Int, megabytes: Double)] {
        let speaker = Silent()
        let loop = ReaderLoop(session: ReaderSession(navigator: Navigator(workspace: Workspace(root: layout)),
                                                     layoutName: "soak", voice: "v", audio: "none"),
                              screen: Screen(), speaker: speaker, clock: { 0 })
        loop.open()
        var done = 0
        var results: [(Int, Double)] = []
        for checkpoint in checkpoints {
            while done < checkpoint {
                _ = loop.receive(Array(keys[done % keys.count].utf8), final: true)
                var idle = 0
                while speaker.continues && idle < 3 { loop.speechIdle(); idle += 1 }
                done += 1
            }
            results.append((done, residentMegabytes()))
        }
        return results
    }

    /// Resident set size now, in MB (Linux `/proc/self/statm`).
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
