import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotSession
/// Runs a row as `earshot transcript` runs a script: the context opened in a session with the
/// default voice profile's settings (and the row's own), the gestures performed one by one, and
/// what the last of them said (or, with none, what the screen said on opening) compared with
/// what the reader says.
public enum ConformanceRunner {
    public static func run(_ row: ConformanceRow) -> ConformanceResult {
        let profile = VoiceProfile.standard
        var session = SessionState(navigator: Navigator(
            workspace: Workspace(root: row.layout), rate: profile.rate, verbosity: row.verbosity,
            rotorItems: RotorRing.enabled(by: profile.rotor)))
        var step = session.startStep()
        for gesture in row.gestures { step = session.run(script: gesture) }
        let utterances = step.output.utterances
        let says = utterances.filter { $0.kind != .hint }.map(\.text).joined(separator: " ")
        let hints = utterances.filter { $0.kind == .hint }.map(\.text)
        let hint = hints.isEmpty ? nil : hints.joined(separator: " ")
        let passed = ConformanceMatch.same(says, row.says) && ConformanceMatch.same(hint, row.hint)
        return ConformanceResult(id: row.id, says: says, hint: hint, passed: passed)
    }

    /// Every row of a table, in order.
    public static func run(_ table: ConformanceTable) -> [ConformanceResult] { table.rows.map(run) }
}
