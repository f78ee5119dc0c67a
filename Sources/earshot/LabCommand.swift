import ArgumentParser
import EarshotCore
import EarshotFiles
import Foundation

/// `earshot lab`: training labs done by ear. `earshot lab LAB.yaml` runs one
/// (in the reader, or with a gesture script); `earshot lab report` tabulates results.
struct LabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "Run a training lab: tasks done by ear under the screen curtain, scored against the optimal.",
        discussion: LabRun.optionsHelp,
        subcommands: [LabRun.self, LabReportCommand.self, LabReplayCommand.self],
        defaultSubcommand: LabRun.self)
}

/// `earshot lab LAB.yaml [--name TRAINEE] [--report FILE] [--json]`, `--gestures` for a
/// scripted run, `--solve` for the answer key, `--list` for the labs in `Labs/`.
struct LabRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a lab: in the reader, or with --gestures for a scripted run.",
        discussion: """
            In the reader the curtain is down and each task is spoken; r repeats the task, h gives a hint \
            (counted); every other key works as in the reader. The result is written to --report after every \
            task. Exit status: 0 when every task was done, 1 otherwise, 2 for bad input.
            """)

    /// `earshot lab --help` shows what `run` (the default) takes, not only the subcommands: its
    /// usage and options, from its own help so the two cannot drift apart.
    static let optionsHelp: String = {
        let help = helpMessage(columns: 78)
        guard let options = help.range(of: "OPTIONS:") else { return "" }
        return "earshot lab LAB [options] runs a lab (the run subcommand), with these options:\n\n"
            + help[options.upperBound...].trimmingCharacters(in: .newlines)
    }()

    @Argument(help: ArgumentHelp("The lab file, or a bundled lab's name (rate-the-hat).", valueName: "LAB")) var lab: String?
    @Option(name: .long, help: ArgumentHelp("The trainee's name, recorded in the result.", valueName: "TRAINEE")) var name: String?
    @Option(name: .long, help: ArgumentHelp("Write the result to this JSON file, again after every task.", valueName: "FILE"))
    var report: String?
    @Flag(name: .long, help: "Print the result as one JSON document on standard output.") var json = false
    @Flag(name: .long, help: "Print the optimal gesture script, one task per line (the answer key).") var solve = false
    @Flag(name: .long, help: "List the labs in Labs/ with a one-line summary.") var list = false
    @OptionGroup var gestureOptions: GestureOptions
    @OptionGroup var voiceOptions: VoiceOptions
    @OptionGroup var inputOption: InputOption
    @Option(name: .long, help: ArgumentHelp("A key-map file: 'key: gesture' lines over the default keys.", valueName: "FILE")) var keymap: String?
    @Flag(name: .long, help: "Keep the caption panel visible under the screen curtain.") var curtainCaptions = false
    @Option(name: .long, help: ArgumentHelp("Where `n` saves findings (default: earshot-findings.jsonl beside the layout).", valueName: "FILE"))
    var findings: String?
    @Option(name: .long, help: ArgumentHelp("The most navigator states the search for a task's optimum may visit.", valueName: "N"))
    var budget = Planner.defaultBudget
    @Option(name: .customLong("search-seconds"), help: ArgumentHelp("The most seconds --solve may search for one task's optimum.", valueName: "SECONDS"))
    var searchSeconds = Planner.solveSeconds

    func run() throws {
        try reporting {
            if list { return try listLabs() }
            guard let lab else { throw Failure.usage("give a lab file (earshot lab --list names them)") }
            guard budget > 0 else { throw Failure.usage("--budget must be at least 1") }
            guard searchSeconds > 0, searchSeconds.isFinite else { throw Failure.usage("--search-seconds must be a positive number of seconds") }
            let loaded = try LabFiles.load(lab, voiceOptions: voiceOptions)
            if solve { return try solveLab(loaded) }
            let status: Int32
            if let script = try gestureOptions.script() {
                status = try runScripted(loaded, script: script)
            } else {
                status = try runInteractive(loaded)
            }
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `--list`: each lab in the bundled `Labs/` folder, with its title and task count.
    func listLabs() throws {
        guard let folder = Resources.bundled("Labs") else { throw Failure.usage("no Labs folder found") }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        var problems: [String] = []
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let path = folder + "/" + name
            switch Lab.load(bytes: (try? Resources.readFound(path).get()) ?? [], path: path) {
            case .success(let lab):
                try StandardOutput.write(VisibleText.escape(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + LabWords.summary(title: lab.title, tasks: lab.tasks.count, layout: lab.layout.value)) + "\n")
            case .failure(let list): problems.append(list.description)
            }
        }
        if !problems.isEmpty { throw Failure.located(problems.joined(separator: "\n")) }
    }
}
