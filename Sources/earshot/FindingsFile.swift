import EarshotCore
import EarshotFiles
import Foundation

/// The reader's findings file (CONTRACT §8): each finding a tester saves is appended as one
/// JSON line and flushed to disk at once, so a killed session loses nothing. Also answers `!`
/// with the automatic audit findings for the focused element, audited once per layout.
final class FindingsFile: FindingStore {
    let path: String
    private let workspace: Workspace
    private var audited: [String: [AuditFinding]] = [:]

    init(path: String, workspace: Workspace) {
        self.path = path
        self.workspace = workspace
    }

    /// `earshot-findings.jsonl` beside the layout.
    static func defaultPath(beside layout: String) -> String {
        let directory = (layout as NSString).deletingLastPathComponent
        return (directory.isEmpty ? "." : directory) + "/earshot-findings.jsonl"
    }

    func save(_ finding: RecordedFinding) -> String? {
        do { try OutputFile.append(JSONOutput.line(finding) + "\n", to: path) } catch { return error.description }
        return nil
    }

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
