import EarshotPlanning
import EarshotNavigation
public import EarshotNarration
import EarshotAudit
public import EarshotLabFiles
extension LabSession {
    /// The result of the run so far: every task of the lab, begun or not. `length` gives the
    /// audio length of an utterance (listening time); `optimalSeconds` the least listening
    /// time for a begun task (`optimalSeconds(task:length:)`, which a driver may cache).
    public func result(trainee: String?, at now: Double, length: (Utterance) -> Double,
                       optimalSeconds: (Int) -> Double?) -> LabResult {
        let tasks = lab.tasks.indices.map { i -> LabResult.Task in
            let say = lab.tasks[i].say
            guard let record = records.first(where: { $0.index == i }) else {
                return LabResult.Task(say: say, completed: false, gestures: 0, optimal: nil, seconds: 0, optimalSeconds: nil,
                                      time: 0, hints: 0, path: "")
            }
            return LabResult.Task(
                say: say, completed: record.completed, gestures: record.gestures, optimal: record.optimal?.count,
                seconds: LabResult.milliseconds(record.seconds(length)),
                optimalSeconds: optimalSeconds(i).map(LabResult.milliseconds),
                time: LabResult.milliseconds(record.time(at: now)), hints: record.hints,
                path: GestureScript.text(of: record.path))
        }
        let name = lab.path.split(separator: "/").last.map(String.init) ?? lab.path
        return LabResult(lab: name, title: lab.title, trainee: trainee, input: input, completed: completedAll, tasks: tasks)
    }

    /// For each task of the lab, where its hints were asked for (how many of its gestures came
    /// before each); nil when no hint was given, so a result without hints keeps its shape.
    public var hintPlaces: [[Int]]? {
        guard records.contains(where: { !$0.hintsAt.isEmpty }) else { return nil }
        return lab.tasks.indices.map { i in records.first { $0.index == i }?.hintsAt ?? [] }
    }

    /// The least listening time that meets task `index`'s goal from where it began; nil when
    /// the task was never begun or no way was found.
    public func optimalSeconds(task index: Int, length: @escaping (Utterance) -> Double) -> Double? {
        guard let record = records.first(where: { $0.index == index }) else { return nil }
        let plan = lab.tasks[index].goal.plan(from: record.start, cost: .seconds(length), input: input, budget: budget)
        return plan.gestures == nil ? nil : plan.seconds
    }
}
