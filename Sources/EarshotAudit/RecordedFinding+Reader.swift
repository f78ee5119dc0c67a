import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// What the reader does with the findings a tester records: the line it appends (the layout
/// named from the findings file's folder, so an audit from anywhere finds it), and the command it
/// suggests on quitting, which audits every layout findings were saved on with that file.
extension RecordedFinding {
    /// The record as the findings file at `file` keeps it: `path` from the file's folder.
    /// `currentDirectory` is absolute: what relative paths are relative to.
    public func savedBeside(_ file: String, currentDirectory: String) -> RecordedFinding {
        var saved = self
        let folder = LayoutPaths.directory(of: file)
        let absolute = folder.hasPrefix("/") ? folder : currentDirectory + (folder.isEmpty ? "" : "/" + folder)
        saved.path = AuditPath.relative(path, from: absolute, base: currentDirectory)
        return saved
    }

    /// `earshot audit Layouts/a.yaml --findings Layouts/earshot-findings.jsonl`: the audit that
    /// reports what was saved, to be run as printed from where the reader ran. `layouts` are the
    /// files findings were saved on (as the reader named them, from here); `module` the SwiftUI
    /// source folder the reader was given; `notes` asks for notes to be listed, when a saved
    /// finding is one. Words the shell would split or expand are quoted.
    public static func auditCommand(layouts: [String], findings: String, module: String? = nil, notes: Bool = false) -> String {
        var words = ["earshot", "audit"]
        for layout in layouts where !words.dropFirst(2).contains(shellWord(layout)) { words.append(shellWord(layout)) }
        if let module { words += ["--module", shellWord(module)] }
        if notes { words.append("--notes") }
        // Last: --findings takes every file that follows it.
        words += ["--findings", shellWord(findings)]
        return words.joined(separator: " ")
    }

    /// `path` as one POSIX shell word: as it is when every character is plain, else in single
    /// quotes (a single quote inside as `'\''`); a path that starts with `-` as `./-…`, so it
    /// is not read as an option.
    package static func shellWord(_ path: String) -> String {
        let word = path.hasPrefix("-") ? "./" + path : path
        let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@%+=:,./_-")
        if !word.isEmpty, word.allSatisfy(plain.contains) { return word }
        return "'" + word.replacing("'", with: #"'\''"#) + "'"
    }
}
