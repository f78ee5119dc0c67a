import EarshotCore
import EarshotFiles
import Foundation

/// The reader's findings file: each finding a tester saves is appended as one
/// JSON line and flushed to disk at once, so a killed session loses nothing. Also answers `!`
/// with the automatic audit findings for the focused element, audited once per layout.
final class FindingsFile: FindingStore {
    let path: String
    private let workspace: Workspace
    private var audited: [String: [AuditFinding]] = [:]
    /// How many findings this run saved; nil when none.
    private(set) var savedThisRun: Int?
    /// The layouts this run's findings are on, as the reader names them, in the order first saved.
    private(set) var savedOn: [String] = []
    /// Whether a note was saved this run (the audit lists notes only when asked).
    private(set) var savedANote = false

    init(path: String, workspace: Workspace) {
        self.path = path
        self.workspace = workspace
    }

    /// `earshot-findings.jsonl` beside the layout.
    static func defaultPath(beside layout: String) -> String {
        let directory = (layout as NSString).deletingLastPathComponent
        return (directory.isEmpty ? "." : directory) + "/earshot-findings.jsonl"
    }

    /// Appends `finding` as one line and flushes it to disk, through the one writer's record
    /// log (a regular file only: never a link, FIFO or device); why not, when it could not.
    func save(_ finding: RecordedFinding) -> String? {
        // The layout is named from the findings file's folder: an audit run anywhere finds it.
        let saved = finding.savedBeside(path, currentDirectory: FileManager.default.currentDirectoryPath)
        if let failed = RecordLog.append(JSONOutput.line(saved) + "\n", to: path) { return failed }
        savedThisRun = (savedThisRun ?? 0) + 1
        if !savedOn.contains(finding.path) { savedOn.append(finding.path) }
        if finding.severity == .note { savedANote = true }
        return nil
    }

    /// Said on quit when findings were saved: where they are, and the audit that reports them,
    /// to run as printed: the layout opened and every other one findings were saved on.
    func savedNote(layout: String, module: String?) -> String? {
        guard let count = savedThisRun else { return nil }
        let noun = count == 1 ? "1 finding" : "\(count) findings"
        let command = RecordedFinding.auditCommand(layouts: [layout] + savedOn, findings: path, module: module, notes: savedANote)
        return VisibleText.escape("earshot: \(noun) saved in \(path) (\(command))") + "\n"
    }

    /// Why findings cannot be saved, known before a note is typed.
    var problem: String? { RecordLog.problem(path) }

    /// The focused element's findings from every rule that needs no speech synthesis: the
    /// reader's speech thread owns espeak-ng, so EAR018 and EAR019 (listening time) are left
    /// to `earshot audit`.
    func automaticFindings(on navigator: Navigator) -> [AuditFinding] {
        guard let element = navigator.focusedElement else { return [] }
        let layoutPath = navigator.current.path
        if audited[layoutPath] == nil, let layout = workspace.layouts[layoutPath] {
            var scoped = workspace
            scoped.root = layout
            audited[layoutPath] = Audit.run(scoped, options: Audit.Options(skip: [.verboseStop, .deepElement]), length: { _ in 0 })
        }
        return (audited[layoutPath] ?? []).filter {
            $0.element == element.id && $0.line == element.location.line && $0.column == element.location.column
        }
    }
}
