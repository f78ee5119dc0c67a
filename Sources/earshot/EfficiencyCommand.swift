import ArgumentParser
import EarshotCore
import EarshotFiles
import EarshotSpeech
import Foundation

struct EfficiencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "efficiency",
        abstract: "Gestures and seconds of listening to reach each element of a screen.")

    @Argument(help: ArgumentHelp("The layout file (with --compare: the version before).", valueName: "LAYOUT")) var layout: String
    @Option(name: .long, help: ArgumentHelp("The screen to measure (default: the layout's first).", valueName: "ID")) var screen: String?
    @Option(name: .long, help: ArgumentHelp("The app's source folder: where SwiftUI views used by name are looked for (default: the folder above the file with its Xcode project or Package.swift).", valueName: "DIR"))
    var module: String?
    @Option(name: .long, help: ArgumentHelp("Another version of the layout (after) to compare with.", valueName: "OTHER")) var compare: String?
    @Flag(name: .long, help: "Print one JSON document.") var json = false
    @Option(name: .long, help: ArgumentHelp("Draw the screen as an SVG heat map of listening time to this file.", valueName: "FILE")) var svg: String?
    @Option(name: .long, help: ArgumentHelp("The most navigator states a search may visit.", valueName: "N")) var budget = Planner.defaultBudget
    @OptionGroup var voiceOptions: VoiceOptions
    @OptionGroup var inputOption: InputOption

    func run() throws {
        try reporting {
            let profile = try voiceOptions.profile()
            let engine = try EspeakEngine.started()
            if let problem = engine.validate(voice: profile.voice) { throw Failure.usage(problem.description) }
            guard budget > 0 else { throw Failure.usage("--budget must be at least 1") }
            let time = ListeningTime.cached(engine: engine, settings: EspeakEngine.Settings(profile))
            if let ignored = time.durations?.ignored { StandardError.write(VisibleText.escape(ignored) + "\n") }
            defer { time.save() }
            let input = try inputOption.mode() ?? .standard
            let before = try measure(layout, profile: profile, input: input, time: time)
            guard let compare else {
                try StandardOutput.write((json ? JSONOutput.line(before.report) : EfficiencyText.report(before.report)) + "\n")
                try draw([EfficiencySVG.Panel(title: layout, report: before.report, state: before.state)])
                warnIfBounded(before.report)
                return
            }
            let after = try measure(compare, profile: profile, input: input, time: time)
            let comparison = EfficiencyComparison(before: before.report, after: after.report)
            try StandardOutput.write((json ? JSONOutput.line(comparison)
                                           : EfficiencyText.comparison(comparison, before: layout, after: compare,
                                                                        reader: before.report.reader)) + "\n")
            try draw([EfficiencySVG.Panel(title: "before: " + layout, report: before.report, state: before.state),
                      EfficiencySVG.Panel(title: "after: " + compare, report: after.report, state: after.state)])
            warnIfBounded(before.report)
            warnIfBounded(after.report)
        }
    }

    /// The report for one layout file, and the screen it measured (for drawing).
    func measure(_ path: String, profile: VoiceProfile, input: InputMode, time: ListeningTime)
        throws -> (report: EfficiencyReport, state: ScreenState) {
        let loaded = try Resources.layout(path, screen: screen, module: module)
        let workspace = try Resources.workspace(loaded)
        if let screen, loaded.screen(id: screen) == nil {
            throw Failure.usage("layout '\(path)' has no screen '\(screen)'")
        }
        let heard = voiceOptions.hearing(loaded, with: profile)
        let start = Navigator(workspace: workspace, screen: screen, rate: heard.rate, verbosity: heard.verbosity,
                              rotorItems: RotorRing.enabled(by: profile.rotor))
        let report = Efficiency.measure(start, layout: (path as NSString).lastPathComponent, input: input,
                                        lengths: time.lengths(worker: MeasureCommand.worker), budget: budget)
        return (report, start.state)
    }

    func draw(_ panels: [EfficiencySVG.Panel]) throws {
        guard let svg else { return }
        try OutputFile.write(EfficiencySVG.render(panels), to: svg)
    }

    func warnIfBounded(_ report: EfficiencyReport) {
        guard report.summary.budgetHit else { return }
        StandardError.write("earshot: warning: \(VisibleText.escape(report.layout)): the search reached "
            + "its budget of \(budget) states; figures are upper bounds (raise --budget)\n")
    }
}
