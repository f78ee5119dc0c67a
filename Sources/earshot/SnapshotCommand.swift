import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSources
import Foundation

/// `earshot snapshot PATH…`: what VoiceOver says on every screen of every source given, one text
/// file per screen, recorded (`--update`), compared (`--check`), or — with neither — new screens
/// recorded and the others compared.
struct SnapshotCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, junit }

    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record what VoiceOver says on every screen, and check it has not changed.",
        discussion: """
            One text file per screen: every focus stop in swipe order with its hint, each rotor's items, \
            what activating each stop leads to, and what the source had to guess. A directory means every \
            screen file under it. With --check, prints a diff for each changed screen and names new and \
            gone ones; exit 0: nothing differs, 1: something does, 2: bad input. With --update, writes \
            them. With neither, records screens that have no snapshot yet and checks the others.
            """)

    @Argument(help: ArgumentHelp("Screen files (layouts, dumps, Swift files, storyboards), or directories of them.", valueName: "PATH"))
    var paths: [String]
    @Option(name: .long, help: ArgumentHelp("The snapshot folder (default: Snapshots beside the first path).", valueName: "DIR"))
    var dir: String?
    @Flag(name: .long, help: "Compare with the recorded snapshots and write nothing; exit 1 when anything differs.")
    var check = false
    @Flag(name: .long, help: "Write the snapshots as they are now, and remove those of screens that are gone.")
    var update = false
    @Option(name: .long, help: ArgumentHelp("The screen reader heard: voiceover, talkback, or both (a file for each; default: talkback for an Android screen, else voiceover).", valueName: "READER"))
    var reader: SnapshotReaders?
    @Option(name: .long, help: ArgumentHelp("The language of the reader's role, state and hint words: \(ReaderLanguage.codes.joined(separator: ", ")) (default: the language the screen names, else en).", valueName: "CODE"))
    var language: String?
    @Option(name: .long, help: ArgumentHelp("What --check prints: text (diffs), or junit (one test case per screen).", valueName: "FORMAT"))
    var format: Format = .text
    @Option(name: .long, help: ArgumentHelp("The app's source folder: where SwiftUI views used by name are looked for.", valueName: "DIR"))
    var module: String?
    @OptionGroup var configOption: ConfigOption

    func validate() throws {
        if check && update { throw ValidationError("give --check or --update, not both") }
    }

    func run() throws {
        try reporting {
            let base = FileManager.default.currentDirectoryPath
            let disk = Resources.files
            let folder = dir ?? SnapshotNames.defaultFolder(beside: paths[0], isDirectory: disk.entry(paths[0]) == .directory)
            let registry = ScreenSources.standard
            var problems: [String] = []
            let settings = try configOption.settings(for: paths)
            let sourceOptions = SourceOptions(module: module ?? settings?.modulePath, scope: .run)
            let expanded = AuditInputs.files(paths, files: disk, config: settings, base: base) {
                registry.screenFiles(among: $0, options: sourceOptions, files: disk)
            }
            problems += expanded.problems
            let folderReal = disk.realPath(folder)
            // Snapshot names are the sources' paths from the repository root (else from here).
            let root = Resources.repositoryRoot(above: base) ?? base
            var now: [SnapshotCheck.Snapshot] = []
            // The folders of names this run speaks for: only their recorded files can be gone.
            var covered: [String] = []
            let taken = expanded.files.filter { file in
                guard let folderReal, let real = disk.realPath(file) else { return true }
                return !real.hasPrefix(folderReal + "/")
            }
            // Read side by side, taken in the files' order.
            let (reader, module) = (self.reader, self.module)
            let language = try self.language.map(ReaderLanguage.chosen)
            let read = SideBySide.map(taken) { file in
                Result { try Self.snapshots(of: file, folder: folder, base: base, root: root, settings: settings, reader: reader, language: language, module: module) }
            }
            for (file, result) in zip(taken, read) {
                covered.append(SnapshotNames.folder(of: file, in: folder, base: base, root: root))
                do {
                    now += try result.get()
                } catch let failure as Failure {
                    problems.append(failure.description)
                }
            }
            now = Self.unique(now, problems: &problems)
            for path in paths where disk.entry(path) == .directory {
                covered.append(SnapshotNames.folder(of: path, in: folder, base: base, root: root))
            }
            let recorded = self.recorded(in: folder, covering: covered)
            let result = SnapshotCheck(now: now, recorded: recorded, folder: folder)
            if !problems.isEmpty { StandardError.write(problems.map { $0 + "\n" }.joined()) }

            if update {
                problems += write(result, now: now, folder: folder, recordNewOnly: false)
            } else {
                if !check { problems += write(result, now: now, folder: folder, recordNewOnly: true) }
                let shown = check ? result : SnapshotCheck(now: now, recorded: recorded.merging(
                    now.filter { recorded[$0.name] == nil }.map { ($0.name, .text($0.text)) }) { a, _ in a }, folder: folder)
                try StandardOutput.write(format == .junit ? shown.junit(folder: folder) : shown.report(folder: folder))
                if !problems.isEmpty { throw ExitCode(2) }
                if shown.differs { throw ExitCode(1) }
            }
            if !problems.isEmpty { throw ExitCode(2) }
        }
    }

    /// `now` with each file name once: names are made unique by `SnapshotNames`, so two screens
    /// that still map to one file are refused at once, naming both, and the first is kept.
    static func unique(_ now: [SnapshotCheck.Snapshot], problems: inout [String]) -> [SnapshotCheck.Snapshot] {
        var seen: [String: SnapshotCheck.Snapshot] = [:]
        return now.filter { snapshot in
            guard let first = seen[snapshot.name] else {
                seen[snapshot.name] = snapshot
                return true
            }
            problems.append(VisibleText.escape("\(snapshot.source): error: screen '\(snapshot.screen)' would be recorded in the same file as "
                + "screen '\(first.screen)' of \(first.source) (\(snapshot.name)): rename one"))
            return false
        }
    }

    /// Every screen of `file`, as the registry reads it, each screen's snapshot.
    static func snapshots(of file: String, folder: String, base: String, root: String, settings: ProjectConfig?, reader: SnapshotReaders?,
                          language: ReaderLanguage? = nil, module: String?)
        throws -> [SnapshotCheck.Snapshot] {
        var options = SourceOptions(module: module ?? settings?.modulePath, scope: .run)
        options.density = settings?.density
        let opened: OpenedScreens
        switch ScreenSources.standard.open(file, options: options, files: Resources.files) {
        case .success(let got): opened = got
        case .failure(let failure): throw Failure(failure, reading: "layout")
        }
        let layout = opened.layout, imported = opened.imported
        let workspace = try Resources.workspace(layout)
        let source = SnapshotNames.source(file, folder: folder, base: base)
        // Both readers: a file for each, named after it; one: the screen's name alone.
        let readers = reader?.names ?? [settings?.reader ?? ReaderName.heard(layout)]
        return layout.screens.flatMap { screen in
            let guesses = (imported?.approximations(for: screen, among: layout.screens) ?? []).map { a in
                SpeechSnapshot.Approximation(file: SnapshotNames.source(a.path, folder: folder, base: base), line: a.location.line,
                                             column: a.location.column, what: a.what)
            }
            return readers.map { heard in
                let text = SpeechSnapshot.text(workspace, screen: screen.id, source: source, reader: heard.reader, language: language,
                                               approximations: guesses)
                let id = readers.count > 1 ? screen.id + "." + heard.rawValue : screen.id
                return SnapshotCheck.Snapshot(name: SnapshotNames.name(source: file, screen: id, folder: folder, base: base, root: root),
                                              source: AuditPath.relative(file, to: base), screen: id, text: text)
            }
        }
    }

    /// The snapshot files recorded under `folder` whose names lie in one of the `covering` folders,
    /// each read as a file Earshot found itself: a link, FIFO or device where a snapshot should be
    /// is listed as unreadable, never followed or opened.
    func recorded(in folder: String, covering: [String]) -> [String: SnapshotCheck.Recorded] {
        let disk = Resources.files
        guard disk.entry(folder) == .directory else { return [:] }
        var out: [String: SnapshotCheck.Recorded] = [:]
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // Looked up by each folder a name is in: a folder of thousands of snapshots is not
        // compared with every folder covered.
        let covered = Set(covering)
        for path in Self.listed(folder, files: disk) {
            let name = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            guard name.indices.contains(where: { name[$0] == "/" && covered.contains(String(name[..<$0])) }) else { continue }
            switch disk.readFound(path, in: folder) {
            case .bytes(let bytes):
                if let text = String(validating: bytes, as: UTF8.self) {
                    out[name] = .text(text)
                } else {
                    out[name] = .unusable("not UTF-8 text; run `earshot snapshot --update` to record it again")
                }
            case .unreadable(let why): out[name] = .unusable(why)
            case .outside(let real): out[name] = .unusable("it resolves to '\(real)', outside the snapshot folder")
            }
        }
        return out
    }

    /// Every `.txt` name under `folder` that is not a folder: regular files, and links, FIFOs and
    /// devices too, so they are reported rather than passed over. Linked folders are not entered.
    static func listed(_ folder: String, files disk: any SourceFiles) -> [String] {
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = [], pending = [base]
        while let dir = pending.popLast() {
            for name in disk.names(in: dir) ?? [] where !name.hasPrefix(".") {
                let path = dir == "/" ? "/" + name : dir + "/" + name
                if disk.isLink(path) {
                    if name.hasSuffix(SnapshotNames.fileEnding) { found.append(path) }
                } else if disk.entry(path) == .directory {
                    pending.append(path)
                } else if name.hasSuffix(SnapshotNames.fileEnding) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// Writes new and changed snapshots (only new ones with `recordNewOnly`), and with `--update`
    /// removes gone ones, each through the one writer, as files Earshot names itself (never
    /// through a link, a FIFO or a device). One that cannot be written is reported and the rest go
    /// on; then says what it did on standard error. Returns the failures.
    func write(_ result: SnapshotCheck, now: [SnapshotCheck.Snapshot], folder: String, recordNewOnly: Bool) -> [String] {
        let texts = Dictionary(now.map { ($0.name, $0.text) }) { a, _ in a }
        var written = 0, removed = 0
        var failures: [String] = []
        for r in result.results {
            let path = SnapshotNames.joined(folder, r.name)
            do throws(OutputError) {
                switch r.status {
                case .new, .changed where !recordNewOnly, .unusable where !recordNewOnly:
                    guard let text = texts[r.name] else { continue }
                    try OutputFolder.make(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
                    try OutputFile.write(text, to: path, found: true)
                    written += 1
                case .gone where !recordNewOnly:
                    try OutputFolder.removeFile(path, in: folder)
                    removed += 1
                case .same, .changed, .unusable, .gone: continue
                }
            } catch {
                failures.append(VisibleText.escape(error.description))
            }
        }
        if written > 0 || removed > 0 || !recordNewOnly {
            var said = "earshot: \(written) snapshot\(written == 1 ? "" : "s") written to \(VisibleText.escape(folder))"
            if removed > 0 { said += ", \(removed) removed" }
            if !failures.isEmpty { said += ", \(failures.count) not written (above)" }
            StandardError.write(failures.map { $0 + "\n" }.joined() + said + "\n")
        }
        return failures
    }
}
