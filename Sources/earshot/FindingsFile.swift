import EarshotCore
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
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return "cannot open \(path): \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        let line = Array((JSONOutput.line(finding) + "\n").utf8)
        var written = 0
        while written < line.count {
            let n = line[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return "cannot write \(path): \(String(cString: strerror(errno)))" }
            written += n
        }
        guard fsync(fd) == 0 else { return "cannot flush \(path): \(String(cString: strerror(errno)))" }
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
