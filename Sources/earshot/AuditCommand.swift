public import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSources
import EarshotSpeech
import Foundation

extension AuditFormat: ExpressibleByArgument {}
extension AuditSeverity: ExpressibleByArgument {}

/// `earshot audit PATH…`: checks layouts for what a VoiceOver user would hit and
/// writes the findings as text, JSON, SARIF, JUnit or an HTML page to hand over. Exit 0: nothing at or above `--fail-on`;
/// 1: findings; 2: bad input (every problem in every file is printed first; the files that
/// load are still audited and reported).
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check layouts for what a VoiceOver user would hit.",
        discussion: """
            A directory means every screen file under it (*.yaml, *.yml, *.json, *.storyboard, *.xib, SwiftUI *.swift files \
            that declare a View, and dumps told by their content; hidden entries skipped). \
            Exit 0: nothing at or above --fail-on; 1: findings; 2: bad input or usage. \
            A file that cannot be loaded is reported and the rest are still audited; the run \
            then exits 2 (and writes no --write-baseline). \
            Findings are listed by severity, errors first; notes are counted, and listed with --notes. \
            Put --findings after the paths: it takes every file that follows it; a findings file shared by \
            several layouts gives each audit the findings on the files it audits. \
            The HTML report is dated now, or by SOURCE_DATE_EPOCH (seconds since 1970) when it is set.
            """)

    /// Named in SARIF's `tool.driver.version`.
    static let version = EarshotVersion.number

    @Argument(help: ArgumentHelp("Layout files, or directories of them.", valueName: "PATH")) var paths: [String]
    @Option(name: .long, help: ArgumentHelp("The app's source folder: where SwiftUI views used by name are looked for (default: the folder above the file with its Xcode project or Package.swift).", valueName: "DIR"))
    var module: String?
    @Option(name: .long, help: ArgumentHelp("The report's form: text (grouped by rule), json, sarif, junit, or html (one self-contained page to hand over, each finding's screen drawn).", valueName: "FORMAT"))
    var format: AuditFormat = .text
    @Flag(name: .long, help: "Text without the grouping by rule: one line per finding, errors first, then the summary.")
    var flat = false
    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "FILE"))
    var output: String?
    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("Only these rules (ids or names, comma-separated).", valueName: "ID,…"))
    var rules: [String] = []
    @Option(name: .customLong("skip-rules"), parsing: .singleValue, help: ArgumentHelp("Leave out these rules.", valueName: "ID,…"))
    var skipRules: [String] = []
    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 on findings at or above this severity.", valueName: "SEVERITY"))
    var failOn: AuditSeverity = .warning
    @Option(name: .long, help: ArgumentHelp("Hide the findings this baseline records (rule + file + element id).", valueName: "FILE"))
    var baseline: String?
    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record this run's findings as a baseline file.", valueName: "FILE"))
    var writeBaseline: String?
    @Flag(name: .long, help: "List notes too (they are always counted; a note never fails a run unless --fail-on note).")
    var notes = false
    @Option(name: .long, help: ArgumentHelp("Who audited, named in the HTML report.", valueName: "NAME"))
    var tester: String?
    @Option(name: .long, help: ArgumentHelp("What was audited (a version or build number), named in the HTML report.", valueName: "TEXT"))
    var build: String?
    @Option(name: .long, help: ArgumentHelp("The folder report paths are relative to (default: the repository holding the first path, else the current folder).", valueName: "DIR"))
    var base: String?
    @Option(name: .customLong("docs-url"), help: ArgumentHelp("The public address of the rules page: SARIF's helpUri and the HTML report's links point at each rule's section in it (none without it).", valueName: "URL"))
    var docsURL: String?
    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Merge findings testers recorded in the reader (JSON Lines).", valueName: "FILE"))
    var findings: [String] = []
    @OptionGroup var inputOption: InputOption
    @OptionGroup var configOption: ConfigOption
    @Option(name: .long, help: ArgumentHelp("Whose words findings quote and whose gestures reach is planned with: voiceover or talkback (default: talkback for an Android screen, else voiceover).", valueName: "READER"))
    var reader: ReaderName?
    @Option(name: .long, help: ArgumentHelp("The language of the reader's role, state and hint words findings quote: \(ReaderLanguage.codes.joined(separator: ", ")) (default: the language the screen names, else en).", valueName: "CODE"))
    var language: String?

    func run() throws {
        try reporting {
            let settings = try configOption.settings(for: paths)
            let only: Set<AuditRuleID>? = try rules.isEmpty ? nil : ruleIDs(rules, option: "--rules")
            // The settings' disabled rules, unless --rules names them.
            let skip = try ruleIDs(skipRules, option: "--skip-rules").union((settings?.disabledRules ?? []).subtracting(only ?? []))
            let module = self.module ?? settings?.modulePath
            let language = try self.language.map(ReaderLanguage.chosen)
            if let docsURL, !AuditFormat.isWebAddress(docsURL) {
                throw Failure.usage("--docs-url takes an http: or https: address such as https://example.com/docs/rules.md, not '\(VisibleText.escape(docsURL))'")
            }
            let date = format == .html ? try Self.reportDate() : nil
            // A file that cannot be read or loaded is reported and the others are still
            // audited (one bad dump must not hide a directory's findings); the run then exits 2.
            var badInputs: [String] = []
            var files: [String] = []
            var workspaces: [Workspace] = []
            let registry = ScreenSources.standard
            let sourceOptions = SourceOptions(module: module, scope: .run)
            let expanded = AuditInputs.files(paths, files: Resources.files, config: settings, base: FileManager.default.currentDirectoryPath) {
                registry.screenFiles(among: $0, options: sourceOptions, files: Resources.files)
            }
            badInputs += expanded.problems
            // Read side by side, taken in the files' order. A folder given is the app: how it
            // shows each SwiftUI view (a screen, or a part of another) is looked for in all of it.
            let folders = paths.filter { Resources.files.entry($0) == .directory }
            let read = SideBySide.map(expanded.files) { file in
                Result { try Resources.workspace(try Resources.layout(file, module: module, scope: .run, app: AuditInputs.folder(holding: file, among: folders))) }
            }
            for (file, result) in zip(expanded.files, read) {
                do {
                    workspaces.append(try result.get())
                    files.append(file)
                } catch let failure as Failure {
                    badInputs.append(failure.description)
                }
            }
            var problems: [String] = []
            let known = baseline.flatMap { readBaseline($0, problems: &problems) }
            let recorded = recordedFindings(in: workspaces.map(\.root), problems: &problems)
            let complaints = badInputs + problems
            if !complaints.isEmpty { StandardError.write(complaints.map { $0 + "\n" }.joined()) }
            guard problems.isEmpty, !workspaces.isEmpty else { throw ExitCode(2) }

            var ran = AuditRules.selected(only: only, skip: skip)
            if findings.isEmpty { ran.removeAll { $0.id == .manual } }
            var options = Audit.Options(rules: only, skip: skip)
            options.input = try inputOption.mode() ?? .standard
            options.reader = (reader ?? settings?.reader)?.reader
            options.language = language
            let time = SharedListeningTime(try listeningTime())
            // Audited side by side, the findings in the files' order. One finding per problem:
            // a shared component's line heard on many screens is listed once.
            let audited = SideBySide.map(workspaces) { [options] in Audit.run($0, options: options, lengths: time.lengths(worker: MeasureCommand.worker)) }
            var found = AuditFinding.merged(audited.flatMap(\.self))
            time.save()
            if ran.contains(where: { $0.id == .manual }) { found += recorded }
            if let severity = settings?.severity, !severity.isEmpty {
                for i in found.indices { found[i].severity = severity[found[i].rule] ?? found[i].severity }
            }

            let here = FileManager.default.currentDirectoryPath
            // A baseline of a partial run would hide nothing in the files left out: not written.
            // Its paths are relative to the baseline's own folder: it matches from any directory.
            if let writeBaseline, badInputs.isEmpty {
                let folder = Self.folder(of: writeBaseline)
                let moved = found.map { f in
                    var f = f
                    f.path = AuditPath.relative(f.path, from: folder, base: here)
                    return f
                }
                try OutputFile.write(AuditBaseline(findings: moved, relativeTo: nil).document, to: writeBaseline)
            }
            var hidden = 0
            if let known, let baseline {
                (found, hidden) = known.filter(found, baselineDirectory: Self.folder(of: baseline), currentDirectory: here)
            }
            var screens = format == .html ? workspaces.flatMap(AuditScreen.screens(of:)) : []
            var kinds = format == .html ? Dictionary(files.map { ($0, Self.kind(of: $0, registry: registry)) }) { a, _ in a } : [:]
            // Every path a report shows is relative to the repository root (or --base).
            let root = try reportRoot(here: here)
            let shown = { (path: String) in AuditPath.fromRoot(path, root: root, base: here) }
            for i in found.indices {
                found[i].path = shown(found[i].path)
                for j in found[i].screens.indices { found[i].screens[j].path = shown(found[i].screens[j].path) }
            }
            for i in screens.indices { screens[i].path = shown(screens[i].path) }
            kinds = Dictionary(kinds.map { (shown($0.key), $0.value) }) { a, _ in a }
            files = files.map(shown)
            // What fails the run is always listed.
            let report = AuditReport(files: files, rules: ran, findings: found, baselineHidden: hidden, screens: screens,
                                     listsNotes: notes || failOn == .note)
            var context = AuditFormat.Context(toolVersion: Self.version, currentDirectory: root, docsURL: docsURL, flat: flat)
            context.uriBaseId = "SRCROOT"
            if format == .html {
                context.date = date
                context.speechEngine = EspeakEngine.libraryVersion.map { "espeak-ng " + $0 }
                context.input = options.input
                context.tester = tester
                context.build = build
                context.sourceKinds = kinds
            }
            let document = format.render(report, context: context)
            if let output { try OutputFile.write(document, to: output) } else { try StandardOutput.write(document) }
            if !badInputs.isEmpty { throw ExitCode(2) }
            if report.fails(at: failOn) { throw ExitCode(1) }
        }
    }

    /// The absolute folder report paths start from: `--base`, else the nearest folder above the
    /// first path that holds `.git`, else the current folder.
    func reportRoot(here: String) throws -> String {
        if let base {
            guard Resources.files.entry(base) == .directory, let real = Resources.files.realPath(base) else {
                throw Failure.usage("--base names no folder: '\(VisibleText.escape(base))'")
            }
            return real
        }
        let first = paths.first.map { $0.hasPrefix("/") ? $0 : here + "/" + $0 } ?? here
        let start = Resources.files.entry(first) == .directory ? first : (first as NSString).deletingLastPathComponent
        return Resources.repositoryRoot(above: start) ?? here
    }

    /// When the report was made, in seconds since 1970: `SOURCE_DATE_EPOCH` when it is set (the
    /// reproducible-builds convention, so the same inputs give the same report), else now.
    static func reportDate() throws -> Int {
        guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] else {
            return Int(Date().timeIntervalSince1970)
        }
        guard !text.isEmpty, text.count <= 12, text.allSatisfy({ $0.isASCII && $0.isNumber }), let epoch = Int(text) else {
            throw Failure.usage("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not '\(text)'")
        }
        return epoch
    }

    /// What reads `file`: `layout`, `accessibility dump`, `SwiftUI source`, `Interface Builder file`.
    static func kind(of file: String, registry: ScreenSources) -> String {
        if Resources.files.entry(file) == .directory {
            return registry.sources.first(where: \.readsDirectories)?.name ?? "folder"
        }
        return registry.source(for: file, head: Resources.files.head(file, count: ScreenSources.headBytes) ?? []).name
    }

    /// The rule ids a `--rules` / `--skip-rules` list names; an unknown one is a usage error.
    func ruleIDs(_ items: [String], option: String) throws -> Set<AuditRuleID> {
        switch AuditRules.ids(in: items) {
        case .success(let ids): return ids
        case .failure(let unknown): throw Failure.usage("\(option): \(unknown)")
        }
    }

    /// The folder a file named on the command line is in, as an absolute path.
    static func folder(of file: String) -> String {
        let directory = (file as NSString).deletingLastPathComponent
        let here = FileManager.default.currentDirectoryPath
        if directory.isEmpty { return here }
        return directory.hasPrefix("/") ? directory : here + "/" + directory
    }

    /// The baseline at `path`, read strictly, or its problems added to `problems`.
    func readBaseline(_ path: String, problems: inout [String]) -> AuditBaseline? {
        guard let bytes = Resources.readFile(path) else {
            problems.append(Failure.usage("cannot read baseline '\(path)': \(Unreadable.reason(path))").description)
            return nil
        }
        switch AuditBaseline.load(bytes: bytes, path: path) {
        case .success(let value): return value
        case .failure(let list):
            problems.append(list.description)
            return nil
        }
    }

    /// The findings testers recorded, from every `--findings` file, placed in the audited
    /// layouts their `path` names; each file's problems reported together in line order.
    func recordedFindings(in layouts: [Layout], problems: inout [String]) -> [AuditFinding] {
        var read: [(path: String, bytes: [UInt8])] = []
        for file in findings {
            guard let bytes = Resources.readFile(file) else {
                problems.append(Failure.usage("cannot read findings file '\(file)': \(Unreadable.reason(file))").description)
                continue
            }
            read.append((file, bytes))
        }
        let merged = AuditInputs.recordedFindings(read, in: layouts) { Resources.files.realPath($0) }
        problems += merged.problems.map(\.description)
        return merged.findings
    }

    /// Seconds of speech at 220 wpm for EAR018 and EAR019 ("at 220 wpm" whatever the listener's
    /// rate): espeak-ng measures each distinct utterance once, when a rule first asks.
    func listeningTime() throws -> ListeningTime {
        let time = ListeningTime.cached(engine: try EspeakEngine.started(), settings: EspeakEngine.Settings(voice: "en-us", rate: 220))
        if let ignored = time.durations?.ignored { StandardError.write(VisibleText.escape(ignored) + "\n") }
        return time
    }
}
