import EarshotCore
import EarshotSources
import Foundation

/// `earshot lab --solve` on a lab whose goal nothing reaches, on the pizza card (where one such
/// search once ran 83 s): refused when the lab loads if a check rules it out, else by the
/// search's time limit.
enum LabBench {
    struct Figures {
        var atLoad: Double
        var atLoadRefused: Bool
        var byClock: Double
        var byClockRefused: Bool
    }

    /// A lab of one task on `Layouts/pizza.yaml` with `goal`.
    static func lab(goal: String) -> Lab? {
        let text = "earshot-lab: 1\ntitle: Bench\nlayout: ../Layouts/pizza.yaml\ntasks:\n  - say: a\n    goal: \(goal)\n"
        return try? Lab.load(bytes: Array(text.utf8), path: "Labs/bench.yaml").get()
    }

    /// Seconds from reading the lab to its refusal, and whether it was refused.
    static func refuse(goal: String) throws -> (seconds: Double, refused: Bool) {
        let start = now()
        guard let lab = lab(goal: goal), let data = FileManager.default.contents(atPath: lab.layoutPath),
              case .success(let layout) = ScreenSources.standard.layout(lab.layoutPath, files: MemoryFiles([lab.layoutPath: [UInt8](data)]))
        else { throw BenchError(description: "Layouts/pizza.yaml not found: run earshot-bench from the repository root") }
        let workspace = Workspace(root: layout)
        if !lab.check(against: workspace).isEmpty { return (Double(now() - start) / 1e9, true) }
        let plan = lab.tasks[0].goal.plan(from: Navigator(workspace: workspace), cost: .gestures, input: .touch,
                                          timeLimit: .milliseconds(Int(Planner.solveSeconds * 1000)))
        return (Double(now() - start) / 1e9, plan.gestures == nil)
    }

    static func run() throws -> Figures {
        // An announcement no effect on the card makes; then one made only by Close, with focus
        // on Add to basket, which no check at load rules out.
        let atLoad = try refuse(goal: "{announced: Pizza delivered}")
        let byClock = try refuse(goal: "{all: [{announced: Closed}, {focus: add}]}")
        return Figures(atLoad: atLoad.seconds, atLoadRefused: atLoad.refused, byClock: byClock.seconds,
                       byClockRefused: byClock.refused)
    }

    static func print(_ f: Figures) {
        Swift.print("lab --solve, pizza card, a goal nothing reaches: \(f.atLoadRefused ? "refused" : "NOT refused") at load in "
                    + "\(format(f.atLoad)) s; one only the \(format(Planner.solveSeconds)) s search limit rules out: "
                    + "\(f.byClockRefused ? "refused" : "NOT refused") in \(format(f.byClock)) s")
    }
}
