import EarshotCore
import EarshotSpeech
import Foundation

/// `earshot audit`'s checks on a generated screen, with espeak-ng measuring speech at 220 wpm
/// as the command does.
enum AuditBench {
    struct Figures {
        var elements: Int
        var seconds: Double
        var findings: Int
        var synthesized: Int
    }

    static func run(elements count: Int) throws -> Figures {
        let layout = LayoutGenerator.rows(count)
        let engine = try EspeakEngine.shared.get()
        let time = ListeningTime(engine: engine, settings: EspeakEngine.Settings(voice: "en-us", rate: 220))
        let start = now()
        let findings = Audit.run(Workspace(root: layout), length: time.seconds)
        return Figures(elements: count, seconds: Double(now() - start) / 1e9, findings: findings.count,
                       synthesized: time.synthesized)
    }

    static func print(_ f: Figures) {
        Swift.print("audit, \(f.elements) elements, every rule: \(format(f.seconds)) s, \(f.findings) findings, "
                    + "\(f.synthesized) distinct utterances synthesized")
    }
}
