import EarshotCore
import EarshotSpeech
import EarshotTerminal
import Foundation

// `earshot-bench _measure`: a worker measuring utterance lengths, as `earshot _measure` is
// for the command, so the figures include the workers' start-up.
if CommandLine.arguments.dropFirst().first == "_measure" {
    exit((try? EspeakEngine.shared.get()).map(LengthWorkers.serve) ?? 1)
}
// earshot-bench: prints figures; run with `swift run -c release earshot-bench [runs]`.
// `earshot-bench efficiency` runs only the efficiency figures.
if CommandLine.arguments.dropFirst().first == "efficiency" {
    for name in ["settings"] {
        let path = "Layouts/\(name).yaml"
        if let data = FileManager.default.contents(atPath: path),
           case .success(let layout) = LayoutLoader().load(bytes: [UInt8](data), path: path) {
            let r = InteractionBench.run(layout: layout, budget: 2_000_000)
            print("planner over interaction, \(name).yaml: \(r.states) states in \(format(r.seconds)) s\(r.hit ? " (budget hit)" : "")")
        }
    }
    for count in [2_000, 10_000] {
        do { EfficiencyBench.print(try EfficiencyBench.run(elements: count)) } catch { print("efficiency: \(error)") }
    }
    exit(0)
}
// `earshot-bench audit` runs only the audit figure.
if CommandLine.arguments.dropFirst().first == "audit" {
    do {
        let (cold, warm) = try AuditBench.coldAndWarm(elements: 10_000)
        AuditBench.print(cold, ", cold cache")
        AuditBench.print(warm, ", warm cache")
    } catch { print("audit: \(error)") }
    exit(0)
}
// `earshot-bench goals`: the speed goals the README states, one run each, each figure beside its goal.
if CommandLine.arguments.dropFirst().first == "goals" {
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
    exit(0)
}
// `earshot-bench dump-audit`: an audit of a large imported capture, cold.
if CommandLine.arguments.dropFirst().first == "dump-audit" {
    do {
        for nodes in [20_000, 70_000] {
            let (f, stops) = try AuditBench.dump(nodes: nodes)
            print("audit, \(nodes)-node idb dump (\(stops) stops), every rule, cold cache: \(format(f.seconds)) s, "
                  + "\(f.findings) findings, \(f.synthesized) utterances measured")
        }
    } catch { print("dump-audit: \(error)") }
    exit(0)
}
// `earshot-bench lab` runs only the lab refusal figures.
if CommandLine.arguments.dropFirst().first == "lab" {
    do { LabBench.print(try LabBench.run()) } catch { print("lab: \(error)") }
    exit(0)
}
// `earshot-bench import` runs only the import figures (5,000-node dumps, issue 13).
if CommandLine.arguments.dropFirst().first == "import" {
    ImportBench.print(ImportBench.run())
    InterfaceBuilderBench.print(InterfaceBuilderBench.run())
    SwiftUIBench.print(SwiftUIBench.run())
    exit(0)
}
// `earshot-bench swiftui` runs only the SwiftUI import figure (a 1,000-line file).
if CommandLine.arguments.dropFirst().first == "swiftui" {
    SwiftUIBench.print(SwiftUIBench.run())
    print(SwiftUIBench.large())
    print("peak RSS \(format(peakRSSMegabytes())) MB")
    exit(0)
}
let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
print("earshot-bench: \(runs) runs each, \(ProcessInfo.processInfo.activeProcessorCount) cores")

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
let ours = try? SpeechBench().run(runs: runs, rate: 220).0
if let program = ProgramPerUtterance.run(runs: runs), let ours {
    print("espeak-ng program per utterance → first sample: median \(format(program.median)) ms, p99 \(format(program.p99)) ms")
    print("ratio (program / in-process), medians: \(format(program.median / ours.median))×, p99: \(format(program.p99 / ours.p99))×")
} else {
    print("espeak-ng program not installed: comparison skipped (apt-get install espeak-ng)")
}

for count in [100_000] {
    let r = NavigationBench.run(elements: count, steps: 2_000)
    print("navigation, \(count) elements: index build \(format(r.build)) ms")
    print("  next      median \(format(r.next.median)) µs, p99 \(format(r.next.p99)) µs")
    print("  previous  median \(format(r.previous.median)) µs, p99 \(format(r.previous.p99)) µs")
    print("  Headings rotor step median \(format(r.headings.median)) µs, p99 \(format(r.headings.p99)) µs")
    print("  custom rotor (tag match) step median \(format(r.custom.median)) µs, p99 \(format(r.custom.p99)) µs")
    print("  touch hit-test median \(format(r.touch.median)) µs, p99 \(format(r.touch.p99)) µs")
}
for count in [2_000, 10_000] {
    do { EfficiencyBench.print(try EfficiencyBench.run(elements: count)) } catch { print("efficiency: \(error)") }
}
do {
    let (cold, warm) = try AuditBench.coldAndWarm(elements: 10_000)
    AuditBench.print(cold, ", cold cache")
    AuditBench.print(warm, ", warm cache")
} catch { print("audit: \(error)") }
do { LabBench.print(try LabBench.run()) } catch { print("lab: \(error)") }
ImportBench.print(ImportBench.run())
InterfaceBuilderBench.print(InterfaceBuilderBench.run())
print("peak RSS \(format(peakRSSMegabytes())) MB")

// Soak: the settings sample (tabs, switches, text field, modal) through the whole reader path.
if let data = FileManager.default.contents(atPath: "Layouts/settings.yaml"),
   case .success(let settings) = LayoutLoader().load(bytes: [UInt8](data), path: "Layouts/settings.yaml") {
    let soak = SoakBench.run(layout: settings, checkpoints: [2_000, 20_000, 200_000])
    let line = soak.map { "\($0.gestures): \(format($0.megabytes)) MB" }.joined(separator: ", ")
    print("soak, reader driven by keys on settings.yaml, resident after N gestures: \(line)")
} else {
    print("soak skipped: run from the repository root (Layouts/settings.yaml)")
}

do {
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
