import EarshotCore
import EarshotFiles
import Foundation

extension LabRun {
    /// `--solve`: the teacher's answer key. Each task's fewest gestures, planned from where the
    /// task begins when the earlier ones were done the same way, as one script line per task
    /// (`#` comment lines between), so that the script fed back with `--gestures` does every
    /// task in exactly its optimal count. A goal no gestures can meet is an error at the goal.
    func solveLab(_ loaded: LoadedLab) throws {
        var lab = LabSession(lab: loaded.lab, budget: budget, input: try inputOption.mode())
        var session = LabSession.session(for: loaded.lab, navigator: loaded.navigator)
        _ = lab.start(session: &session, time: 0)
        var lines = [LabWords.solveHeading(title: loaded.lab.title, file: loaded.name)]
        var next = 0
        func describe(_ i: Int, _ count: Int) {
            lines.append(LabWords.solveTask(i + 1, gestures: count, loaded.lab.tasks[i].say))
        }
        while !lab.finished {
            guard let i = lab.current else { break }
            // Tasks whose goal already held when they began were done with no gesture.
            for done in next..<i { describe(done, 0); lines.append("") }
            let task = loaded.lab.tasks[i]
            let plan = task.goal.plan(from: session.navigator, cost: .gestures, input: lab.input, budget: budget,
                                      timeLimit: .milliseconds(Int(min(searchSeconds, 86_400) * 1000)))
            guard let gestures = plan.gestures else {
                let seconds = searchSeconds == searchSeconds.rounded() ? String(Int(min(searchSeconds, 86_400))) : String(searchSeconds)
                let why = plan.timeHit
                    ? "no way to meet this goal was found within \(seconds) s (raise --search-seconds)"
                    : plan.budgetHit
                    ? "no way to meet this goal was found within \(budget) states (raise --budget)"
                    : "no sequence of gestures meets this goal from where task \(i + 1) begins"
                throw Failure.located(Diagnostic(path: loaded.lab.path, location: task.goalLocation, message: why).description)
            }
            describe(i, gestures.count)
            lines.append(GestureScript.text(of: gestures))
            for gesture in gestures { _ = lab.run(script: gesture, session: &session, time: 0) }
            guard lab.current != i else {
                throw Failure.located(Diagnostic(path: loaded.lab.path, location: task.goalLocation,
                                                 message: "the planned gestures did not complete this task").description)
            }
            next = i + 1
        }
        for done in next..<loaded.lab.tasks.count { describe(done, 0); lines.append("") }
        try StandardOutput.write(lines.map(VisibleText.escape).joined(separator: "\n") + "\n")
    }
}
