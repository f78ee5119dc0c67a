import EarshotCore
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

    init(path: String, workspace: Workspace) {
        self.path = path
        self.workspace = workspace
    }

    /// `earshot-findings.jsonl` beside the layout.
    static func defaultPath(beside layout: String) -> String {
        let directory = (layout as NSString).deletingLastPathComponent
        return (directory.isEmpty ? "." : directory) + "/earshot-findings.jsonl"
    }

    /// Appends `finding` as one line and flushes it to disk; why not, when it could not. The path
    /// must be a regular file or a new one: a symbolic link is never followed (a layout
    /// repository could point it at a shell's start-up file), and a FIFO or device is refused
    /// rather than opened (a FIFO with no reader would freeze the reader).
    func save(_ finding: RecordedFinding) -> String? {
        if let refused = Self.refusal(path) { return refused }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o644)
        guard fd >= 0 else {
            if errno == ELOOP { return "\(path) is a symbolic link; findings are only written to a regular file" }
            return "cannot open \(path): \(String(cString: strerror(errno)))"
        }
        defer { close(fd) }
        // Checked again on what was opened: the path may have changed since.
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "cannot open \(path): \(String(cString: strerror(errno)))" }
        if let kind = Self.irregular(info.st_mode) { return Self.notRegular(path, kind) }
        // The layout is named from the findings file's folder: an audit run anywhere finds it.
        var finding = finding
        finding.path = AuditPath.relative(finding.path, from: AuditCommand.folder(of: path),
                                          base: FileManager.default.currentDirectoryPath)
        let line = Array((JSONOutput.line(finding) + "\n").utf8)
        var written = 0
        while written < line.count {
            let n = line[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return "cannot write \(path): \(String(cString: strerror(errno)))" }
            written += n
        }
        guard fsync(fd) == 0 else { return "cannot flush \(path): \(String(cString: strerror(errno)))" }
        savedThisRun = (savedThisRun ?? 0) + 1
        return nil
    }

    /// Said on quit when findings were saved: where they are, and how to audit with them.
    static func savedNote(_ count: Int, path: String, layout: String) -> String {
        let noun = count == 1 ? "1 finding" : "\(count) findings"
        return VisibleText.escape("earshot: \(noun) saved in \(path) (earshot audit \(layout) --findings \(path))") + "\n"
    }

    /// Why findings cannot be saved, known before a note is typed: the path is not a regular
    /// file, or the folder it would be created in is missing or not writable.
    var problem: String? {
        if let refused = Self.refusal(path) { return refused }
        var info = stat()
        if lstat(path, &info) == 0 { return access(path, W_OK) == 0 ? nil : "cannot write \(path): \(String(cString: strerror(errno)))" }
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        guard access(folder, W_OK) == 0 else { return "cannot create \(path): \(String(cString: strerror(errno)))" }
        return nil
    }

    /// Why `path` is refused without opening it: it exists and is not a regular file.
    static func refusal(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return irregular(info.st_mode).map { notRegular(path, $0) }
    }

    /// What a file that is not a regular one is, by its mode; nil for a regular file.
    static func irregular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    static func notRegular(_ path: String, _ kind: String) -> String {
        "\(path) is \(kind); findings are only written to a regular file"
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
