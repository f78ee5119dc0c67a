import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSpeech

struct Voices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List voice profiles and installed espeak-ng voices.")

    func run() throws {
        try reporting {
            var lines = ["Voice profiles (Voices/):"]
            var profiles: [[String]] = []
            for name in Resources.profileNames() {
                let p = try Resources.profile(name)
                profiles.append([name, "\(p.voice), \(p.rate) wpm, pitch \(p.pitch), hints \(p.verbosity.hints ? "on" : "off"), traits \(p.verbosity.traitPosition.rawValue)"])
            }
            lines += Self.table(profiles).map { "  " + $0 }
            lines.append("espeak-ng voices:")
            let voices = try EspeakEngine.started().installedVoices()
            lines += Self.table(voices.map { [$0.language, $0.name, "(\($0.identifier))"] }).map { "  " + $0 }
            try StandardOutput.write(lines.map { $0 + "\n" }.joined())
        }
    }

    /// Rows as aligned columns: each column as wide as its widest cell, nothing cut;
    /// control characters escaped.
    static func table(_ rows: [[String]]) -> [String] {
        let cells = rows.map { $0.map(VisibleText.escape) }
        let columns = cells.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in cells.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        return cells.map { row in
            row.enumerated().map { c, cell in
                c == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
