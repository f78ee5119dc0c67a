import ArgumentParser
import EarshotCore
import EarshotFiles
import Foundation

/// `earshot lab report RESULT.json… [--format text|csv|markdown]`: a teacher's class table,
/// one row per trainee and task, from results read back through the strict loader.
struct LabReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Tabulate lab results (the files --report writes): trainee × task, done, gestures/optimal, seconds, hints.")

    @Argument(help: ArgumentHelp("Result files written by 'earshot lab --report'.", valueName: "RESULT")) var results: [String] = []
    @Option(name: .long, help: ArgumentHelp("The table's form: text, csv or markdown.", valueName: "FORMAT")) var format = "text"

    func run() throws {
        try reporting {
            guard let chosen = LabClassTable.Format(rawValue: format) else {
                let names = LabClassTable.Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw Failure.usage("unknown format '\(format)' (formats: \(names))")
            }
            guard !results.isEmpty else { throw Failure.usage("give one or more result files (written by earshot lab --report)") }
            var loaded: [LabResult] = []
            var problems: [Diagnostic] = []
            for path in results {
                guard let bytes = Resources.readFile(path) else { throw Failure.usage("cannot read result '\(path)': \(Unreadable.reason(path))") }
                switch LabResult.load(bytes: bytes, path: path) {
                case .success(let result): loaded.append(result)
                case .failure(let list): problems += list.diagnostics
                }
            }
            if !problems.isEmpty { throw Failure.diagnostics(DiagnosticList(problems)) }
            try StandardOutput.write(LabClassTable(loaded).render(chosen))
        }
    }
}
