import ArgumentParser
import EarshotCore
import EarshotSpeech
import EarshotTerminal
import Foundation

/// earshot-bench: prints figures; build with `swift build -c release --product earshot-bench`
/// and run from the repository root. With no subcommand it prints every figure (`all`); a word
/// that names no subcommand is an error, never a run of everything.
@main
struct EarshotBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot-bench",
        abstract: "Print Earshot's measured figures (release build, from the repository root).",
        subcommands: [AllCommand.self, SpeechCommand.self, NavigationCommand.self, EfficiencyCommand.self, AuditCommand.self,
                      GoalsCommand.self, DumpAuditCommand.self, LabCommand.self, ImportCommand.self, SwiftUICommand.self,
                      SoakCommand.self, RedrawCommand.self, CorpusCommand.self, SnapshotCommand.self, FolderCommand.self, AppFolderCommand.self, MeasureCommand.self],
        defaultSubcommand: AllCommand.self)
}

/// `earshot-bench _measure`, not shown in help: a worker measuring utterance lengths, as
/// `earshot _measure` is for the command, so the figures include the workers' start-up.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "_measure", shouldDisplay: false)

    /// This executable run as a worker, for `ListeningTime.lengths(worker:)`.
    static let worker = LengthWorkers.Command(executable: LengthWorkers.ownExecutable, arguments: ["_measure"])

    func run() throws {
        let status = (try? EspeakEngine.shared.get()).map(LengthWorkers.serve) ?? 1
        if status != 0 { throw ExitCode(status) }
    }
}

/// `earshot-bench all [runs]` (the default): every figure below but goals, dump-audit and the
/// large SwiftUI file, speech and key presses timed `runs` times each.
struct AllCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all", abstract: "Every figure: speech, navigation, efficiency, audit, lab, imports, soak, redraw (the default).")

    @Option(help: "Runs of each speech and key-press figure.") var runs = 200

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("runs must be at least 1") }
    }

    func run() {
        FigureGroups.runsLine(runs)
        FigureGroups.speech(runs: runs)
        FigureGroups.navigation()
        FigureGroups.efficiency()
        FigureGroups.audit()
        FigureGroups.lab()
        ImportBench.print(ImportBench.run())
        InterfaceBuilderBench.print(InterfaceBuilderBench.run())
        FigureGroups.peakRSS()
        FigureGroups.soak()
        FigureGroups.redraw()
    }
}

/// `earshot-bench speech [runs]`: request → first sample and stop → silence at two rates, voice
/// switches, a key press through the whole reader path, and the espeak-ng program per utterance.
struct SpeechCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speech", abstract: "Speech latency, voice switches and key press → first sample (part of all).")

    @Option(help: "Runs of each figure.") var runs = 200

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("runs must be at least 1") }
    }

    func run() {
        FigureGroups.runsLine(runs)
        FigureGroups.speech(runs: runs)
    }
}

/// `earshot-bench navigation`: the navigation index and steps on 100,000 elements.
struct NavigationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigation", abstract: "Navigation on 100,000 elements (part of all).")

    func run() { FigureGroups.navigation() }
}

/// `earshot-bench efficiency`: only the efficiency figures, and the planner over interaction.
struct EfficiencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "efficiency", abstract: "The planner over interaction, and efficiency on 2,000 and 10,000 elements.")

    func run() {
        for name in ["settings"] {
            let path = "Layouts/\(name).yaml"
            if let data = FileManager.default.contents(atPath: path),
               case .success(let layout) = LayoutLoader().load(bytes: [UInt8](data), path: path) {
                let r = InteractionBench.run(layout: layout, budget: 2_000_000)
                print("planner over interaction, \(name).yaml: \(r.states) states in \(format(r.seconds)) s\(r.hit ? " (budget hit)" : "")")
            }
        }
        FigureGroups.efficiency()
    }
}

/// `earshot-bench audit`: only the audit figure, cold and warm.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "The audit of 10,000 elements, cold and warm cache.")

    func run() { FigureGroups.audit() }
}

/// `earshot-bench goals`: the speed goals the README states, one run each, each figure beside its goal.
struct GoalsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goals", abstract: "The README's speed goals, one run each, each beside its goal.")

    func run() {
        print("earshot-bench goals: one run each, release build, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        do {
            let (cold, warm) = try AuditBench.coldAndWarm(elements: 10_000)
            print("audit, 10,000 elements, every rule, cold cache: \(format(cold.seconds)) s (goal ≤ 3 s)")
            print("audit, 10,000 elements, every rule, warm cache: \(format(warm.seconds)) s (goal ≤ 1 s)")
            let efficiency = try EfficiencyBench.run(elements: 2_000)
            print("efficiency, 2,000 elements, cold: \(format(efficiency.seconds)) s (goal ≤ 1.5 s)")
        } catch { print("goals: \(error)") }
        do {
            let lab = try LabBench.run()
            let refused = lab.atLoadRefused && lab.byClockRefused
            print("lab --solve, a goal nothing reaches (pizza card): \(refused ? "refused" : "NOT refused") in "
                  + "\(format(max(lab.atLoad, lab.byClock))) s at most (goal ≤ 2 s)")
        } catch { print("lab: \(error)") }
    }
}

/// `earshot-bench dump-audit`: an audit of a large imported capture, cold.
struct DumpAuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-audit", abstract: "The audit of 20,000- and 70,000-node imported idb dumps, cold.")

    func run() {
        do {
            for nodes in [20_000, 70_000] {
                let (f, stops) = try AuditBench.dump(nodes: nodes)
                print("audit, \(nodes)-node idb dump (\(stops) stops), every rule, cold cache: \(format(f.seconds)) s, "
                      + "\(f.findings) findings, \(f.synthesized) utterances measured")
            }
        } catch { print("dump-audit: \(error)") }
    }
}

/// `earshot-bench lab`: only the lab refusal figures.
struct LabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lab", abstract: "lab --solve refusing a goal nothing reaches.")

    func run() { FigureGroups.lab() }
}

/// `earshot-bench import`: only the import figures (5,000-node dumps, issue 13).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Imports: 5,000-node dumps, a 5,004-view storyboard, a 1,000-line SwiftUI file.")

    func run() {
        ImportBench.print(ImportBench.run())
        InterfaceBuilderBench.print(InterfaceBuilderBench.run())
        SwiftUIBench.print(SwiftUIBench.run())
    }
}

/// `earshot-bench swiftui`: only the SwiftUI import figures (a 1,000-line file, a 100,000-line one).
struct SwiftUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui", abstract: "SwiftUI import: a 1,000-line file and a 100,000-line one.")

    func run() {
        SwiftUIBench.print(SwiftUIBench.run())
        print(SwiftUIBench.large())
        FigureGroups.peakRSS()
    }
}

/// `earshot-bench corpus DIR…`: the SwiftUI reader over real apps' source folders (one per app).
struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Read every SwiftUI view file under each folder (one app each) and report what a listener would hear.")

    @Argument(help: "App source folders.") var folders: [String]
    @Flag(help: "List each app's parse errors, empty screens and code names spoken.") var details = false
    @Flag(help: "Name each file on standard error as it is read.") var verbose = false

    func run() { CorpusBench.print(CorpusBench.run(folders, verbose: verbose), details: details) }
}

/// `earshot-bench snapshot`: `earshot snapshot --check` over the bundled files, whole process.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot", abstract: "earshot snapshot --check over the bundled layouts, fixtures and examples.")

    func run() { print(SnapshotBench.run()) }
}

/// `earshot-bench folder`: snapshot, audit and import over generated app folders, whole process.
struct FolderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folder", abstract: "earshot snapshot, audit and import over generated apps of 1,200 and 5,000 Swift files.")

    @Option(help: "Swift files in each generated app.") var files: [Int] = [1_200, 5_000]
    @Option(help: "Runs of each figure (the first snapshot, which records, runs once).") var runs = 3

    func validate() throws {
        guard runs >= 1, files.allSatisfy({ $0 >= 4 }) else { throw ValidationError("runs must be at least 1, files at least 4") }
    }

    func run() {
        for line in FolderBench.run(sizes: files, runs: runs) { print(line) }
    }
}

/// `earshot-bench app-folder N DIR`: writes the generated app `folder` measures, to look at or
/// time by hand.
struct AppFolderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-folder",
        abstract: "Write a generated SwiftUI app of N Swift files into DIR/App (replacing it), with the 1,000-line settings screen folder times.")

    @Argument(help: "Swift files.") var files: Int
    @Argument(help: "The folder to write the app in.") var folder: String

    func validate() throws {
        guard files >= 4 else { throw ValidationError("files must be at least 4") }
    }

    func run() throws {
        let written = try AppFolder.write(files: files, to: folder)
        let settings = try AppFolder.writeSettings(in: written.root)
        print("\(written.root): \(written.swiftFiles + 1) Swift files, \(written.views + 1) screen files; the 1,000-line one: \(settings)")
    }
}

/// `earshot-bench soak`: the reader's resident memory over 200,000 gestures.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak", abstract: "Resident memory of the reader driven by keys (part of all).")

    func run() { FigureGroups.soak() }
}

/// `earshot-bench redraw`: drawing the reader after a key.
struct RedrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redraw", abstract: "Redraw after a key on 100,000 elements (part of all).")

    func run() { FigureGroups.redraw() }
}

/// The figure groups more than one subcommand prints, each exactly as `all` prints it.
enum FigureGroups {
    static func runsLine(_ runs: Int) {
        print("earshot-bench: \(runs) runs each, \(ProcessInfo.processInfo.activeProcessorCount) cores")
    }

    static func speech(runs: Int) {
        let bench = SpeechBench()
        for rate in [220, 600] {
            do {
                let (first, stop) = try bench.run(runs: runs, rate: rate)
                print("speech @\(rate) wpm  request → first PCM sample, interrupting: median \(format(first.median)) ms, p99 \(format(first.p99)) ms")
                print("speech @\(rate) wpm  stop → last sample of old utterance:     median \(format(stop.median)) ms, p99 \(format(stop.p99)) ms")
            } catch {
                print("speech: \(error)")
            }
        }
        // Voice switches (issue 10): a Chinese label (one switch to cmn) and a mixed one (switch and back).
        for (name, phrases) in [("Chinese label (cmn)", SpeechBench.chinese), ("mixed 'Today 今日' (en-us+cmn+en-us)", SpeechBench.mixed)] {
            if let (first, _) = try? bench.run(runs: runs, rate: 220, phrases: phrases) {
                print("speech @220 wpm  \(name) → first PCM sample, interrupting: median \(format(first.median)) ms, p99 \(format(first.p99)) ms")
            }
        }
        if let keys = try? SpeechBench().runKeyPresses(runs: runs, layout: LayoutGenerator.rows(100_000)) {
            print("key press (bytes → decode → navigate → compose → speak) → first sample, interrupting, 100k layout: median \(format(keys.median)) ms, p99 \(format(keys.p99)) ms")
        }
        if let keys = try? SpeechBench().runKeyPresses(runs: runs, layout: LayoutGenerator.rows(100_000), reader: .talkback) {
            print("key press in TalkBack's words, the same path and layout: median \(format(keys.median)) ms, p99 \(format(keys.p99)) ms")
        }
        if let keys = try? SpeechBench().runKeyPresses(runs: runs, layout: SpeechBench.guessed(LayoutGenerator.rows(100_000))) {
            print("key press onto guessed words (each label starts with a guess, in its own voice): median \(format(keys.median)) ms, p99 \(format(keys.p99)) ms")
        }
        let ours = try? SpeechBench().run(runs: runs, rate: 220).0
        if let program = ProgramPerUtterance.run(runs: runs), let ours {
            print("espeak-ng program per utterance → first sample: median \(format(program.median)) ms, p99 \(format(program.p99)) ms")
            print("ratio (program / in-process), medians: \(format(program.median / ours.median))×, p99: \(format(program.p99 / ours.p99))×")
        } else {
            print("espeak-ng program not installed: comparison skipped (apt-get install espeak-ng)")
        }
    }

    static func navigation() {
        for count in [100_000] {
            let r = NavigationBench.run(elements: count, steps: 2_000)
            print("navigation, \(count) elements: index build \(format(r.build)) ms")
            print("  next      median \(format(r.next.median)) µs, p99 \(format(r.next.p99)) µs")
            print("  previous  median \(format(r.previous.median)) µs, p99 \(format(r.previous.p99)) µs")
            print("  Headings rotor step median \(format(r.headings.median)) µs, p99 \(format(r.headings.p99)) µs")
            print("  custom rotor (tag match) step median \(format(r.custom.median)) µs, p99 \(format(r.custom.p99)) µs")
            print("  touch hit-test median \(format(r.touch.median)) µs, p99 \(format(r.touch.p99)) µs")
        }
    }

    static func efficiency() {
        for count in [2_000, 10_000] {
            do { EfficiencyBench.print(try EfficiencyBench.run(elements: count)) } catch { print("efficiency: \(error)") }
        }
    }

    static func audit() {
        do {
            let (cold, warm) = try AuditBench.coldAndWarm(elements: 10_000)
            AuditBench.print(cold, ", cold cache")
            AuditBench.print(warm, ", warm cache")
        } catch { print("audit: \(error)") }
    }

    static func lab() {
        do { LabBench.print(try LabBench.run()) } catch { print("lab: \(error)") }
    }

    static func peakRSS() {
        print("peak RSS \(format(peakRSSMegabytes())) MB")
    }

    /// Soak: the settings sample (tabs, switches, text field, modal) through the whole reader path.
    static func soak() {
        if let data = FileManager.default.contents(atPath: "Layouts/settings.yaml"),
           case .success(let settings) = LayoutLoader().load(bytes: [UInt8](data), path: "Layouts/settings.yaml") {
            let soak = SoakBench.run(layout: settings, checkpoints: [2_000, 20_000, 200_000])
            let line = soak.map { "\($0.gestures): \(format($0.megabytes)) MB" }.joined(separator: ", ")
            print("soak, reader driven by keys on settings.yaml, resident after N gestures: \(line)")
        } else {
            print("soak skipped: run from the repository root (Layouts/settings.yaml)")
        }
    }

    static func redraw() {
        let layout = LayoutGenerator.rows(100_000)
        var session = ReaderSession(navigator: Navigator(workspace: Workspace(root: layout)), layoutName: "bench",
                                    voice: "default", audio: "none")
        var draws: [Double] = []
        for _ in 0..<20 {
            _ = session.perform(.next)
            let t = now()
            _ = session.render(width: 120, height: 40)
            draws.append(ms(now() - t))
        }
        let s = Stats(samples: draws)
        print("redraw after a key, 100k layout, 120×40: median \(format(s.median)) ms, p99 \(format(s.p99)) ms")
    }
}
