import EarshotCore
import EarshotSpeech
import Foundation

/// `earshot efficiency` on generated screens: the three searches, read-all, and the real
/// synthesis of each distinct utterance once.
enum EfficiencyBench {
    struct Figures {
        var elements: Int
        var headings: Int
        var seconds: Double
        var synthesisSeconds: Double
        var states: Int
        var synthesized: Int
        var primed: Int
        var worstGestures: Int
        var worstSwipes: Int
    }

    static func run(elements count: Int) throws -> Figures {
        let layout = LayoutGenerator.rows(count)
        let engine = try EspeakEngine.shared.get()
        let time = ListeningTime(engine: engine, settings: EspeakEngine.Settings(voice: "en-us", rate: 220))
        let navigator = Navigator(workspace: Workspace(root: layout))
        let start = now()
        // As the command does: what landing on each element says measured ahead by workers
        // while the searches by gesture count run; `synthesis` is the time spent waiting for
        // lengths (measured ahead or asked for one by one).
        var synthesis: UInt64 = 0
        let lengths = time.lengths(worker: MeasureCommand.worker)
        let report = Efficiency.measure(navigator, layout: "generated", lengths: SpeechLengths(
            seconds: { u in
                let before = time.synthesized, t0 = now()
                let seconds = lengths.seconds(u)
                if time.synthesized > before { synthesis += now() - t0 }
                return seconds
            },
            bound: lengths.bound,
            ahead: { utterances, meanwhile in
                var busy: UInt64 = 0
                let t0 = now()
                lengths.ahead(utterances) {
                    let t1 = now()
                    meanwhile()
                    busy = now() - t1
                }
                synthesis += now() - t0 - busy
            }))
        let elapsed = Double(now() - start) / 1e9
        let headings = report.elements.filter { $0.id.hasPrefix("h") }.count
        return Figures(elements: report.summary.elements, headings: headings, seconds: elapsed,
                       synthesisSeconds: Double(synthesis) / 1e9,
                       states: report.summary.states, synthesized: time.synthesized, primed: time.primedCount,
                       worstGestures: report.summary.worstGestures, worstSwipes: report.summary.worstSwipes)
    }

    static func print(_ f: Figures) {
        Swift.print("efficiency, \(f.elements) elements (\(f.headings) headings): \(format(f.seconds)) s (synthesis \(format(f.synthesisSeconds)) s), "
                    + "\(f.states) states, \(f.synthesized) distinct utterances synthesized (\(f.primed) by workers), "
                    + "worst \(f.worstGestures) gestures (\(f.worstSwipes) by swipes)")
    }
}

/// The planner over activation and adjustment too (labs' `optimal`), on a sample whose
/// pickers, stepper and toggles make hundreds of screen states.
enum InteractionBench {
    static func run(layout: Layout, budget: Int) -> (states: Int, seconds: Double, hit: Bool) {
        let start = now()
        let search = Planner(gestures: .interaction, budget: budget)
            .explore(from: Navigator(workspace: Workspace(root: layout)), cost: .gestures) { _ in true }
        return (search.states, Double(now() - start) / 1e9, search.budgetHit)
    }
}
