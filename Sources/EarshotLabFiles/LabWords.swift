import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// What a lab says and shows of its own: task announcements, hints, results, and the words of
/// the class table. Words are data.
public enum LabWords {
    /// Said when a lab opens, before its intro.
    public static func opening(_ title: String) -> String { "Lab: \(title)." }
    /// A task, as it is given and repeated.
    public static func task(_ number: Int, of count: Int, _ say: String) -> String { "Task \(number) of \(count). \(say)" }
    public static let taskComplete = "Task complete."
    public static let timeUp = "Time is up."
    public static func hint(_ text: String) -> String { "Hint: \(text)" }
    public static let noHint = "There is no hint for this task."
    public static let curtainStays = "The screen curtain stays down during the lab."
    /// A Quick Nav key in a touch lab: there is no keyboard on the phone.
    public static let quickNavOff = "Quick Nav is off"
    /// Added when keyboard help turns on in a lab: the keys the lab takes over.
    public static let helpNote = "In this lab, r repeats the task and h gives a hint, in place of their usual meanings."
    public static let repeatHelp = "Lab key: repeat the task (or, at the end, the result)."
    public static let hintHelp = "Lab key: hear a hint for the task; hints are counted. In a lab, h does not move to the next heading."

    /// The result, said at the end: tasks done, gestures against the fewest possible, hints.
    public static func result(completed: Int, of count: Int, gestures: Int, optimal: Int?, hints: Int) -> String {
        var text = "Lab complete. You completed \(completed) of \(Self.count(count, "task")) in \(Self.count(gestures, "gesture"))"
        if let optimal { text += "; the fewest possible was \(optimal)" }
        text += ". You used \(Self.count(hints, "hint"))."
        return text
    }
    /// The reader's status line during a lab.
    public static func status(task: Int, of count: Int, hints: Int) -> String {
        "LAB task \(task)/\(count), hints \(hints): r repeats, h hints"
    }
    public static let statusDone = "LAB done: r repeats, q leaves"
    public static let afterResult = "Press r to hear this again, or q to leave."

    // MARK: Listing and the answer key

    package static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    /// `earshot lab --list`: a lab's one-line summary after its file name.
    public static func summary(title: String, tasks: Int, layout: String) -> String {
        "\(title) (\(count(tasks, "task")), \(layout))"
    }
    /// `--solve`: the comment line that opens the answer key, and the one before each task's line.
    public static func solveHeading(title: String, file: String) -> String {
        "# \(title) (\(file)): the fewest gestures, one task a line"
    }
    public static func solveTask(_ number: Int, gestures: Int, _ say: String) -> String {
        "# Task \(number), \(count(gestures, "gesture")): \(say)"
    }

    // MARK: The class table

    public static let columns = ["trainee", "lab", "task", "done", "gestures/optimal", "seconds", "hints"]
    /// A trainee the result does not name.
    public static let anonymous = "(no name)"
    public static let done = "yes"
    public static let notDone = "no"
    /// An optimum that is not known (a task never begun).
    public static let unknown = "?"
}

extension LabWords {
    /// The CSV header: one column per figure.
    public static let csvColumns = ["trainee", "lab", "task", "say", "done", "gestures", "optimal", "seconds",
                                    "optimal_seconds", "time", "hints"]
}

extension LabWords {
    /// The class summary's heading and columns, and the note under it: what the figures are over.
    public static let summaryHeading = "Class summary (medians):"
    public static let summaryNote = "Completed: trainees who completed the task / trainees in the class. "
        + "Medians are over those who completed it (— when no one did)."
    public static let summaryColumns = ["lab", "task", "completed", "gestures/optimal", "seconds"]
    /// A summary median when no one completed the task.
    public static let noneCompleted = "—"
}

extension LabWords {
    /// `earshot lab replay`: a trainee's path stepped through. A task's opening: what it asked,
    /// the gestures to step through, and the hints (`placed`: the result says where each was asked).
    public static func replayOpening(task: Int, _ say: String, steps: Int, hints: Int = 0, placed: Bool = true) -> String {
        var used = count(steps, "gesture")
        if hints > 0 { used += " and " + count(hints, "hint") + (placed ? "" : " (this result does not say where)") }
        return "Replay of task \(task): \(say) The trainee used \(used). Press s for each."
    }
    public static func replayStep(_ step: Int, of count: Int, _ gesture: String) -> String { "(step \(step) of \(count): \(gesture))" }
    public static let replayEnd = "End of the trainee's path."
    /// Said when a task's path is done and the next task's begins.
    public static func replayTaskEnd(task: Int) -> String { "End of task \(task)." }
    /// Where the trainee asked for the hint, said in its place among the gestures.
    public static func replayHint(_ hint: String?) -> String {
        hint.map { "Here the trainee asked for the hint: \($0)" } ?? "Here the trainee asked for a hint."
    }
    public static func replayStatus(task: Int, step: Int, of count: Int) -> String {
        "REPLAY task \(task), step \(step)/\(count): s steps"
    }
    /// Replay's warning when the lab or layout file is no longer what the result's run read.
    public static let changedSinceResult =
        "the lab or its layout has changed since this result was written; the replay may not be what the trainee heard"
    /// Replay's warning when a file the run read has changed since (`LabReplayCheck`).
    public static func replayChanged(_ path: String) -> String {
        "the session was recorded against a different \(path): it has changed since this result was written;"
            + " the replay may not be what the trainee heard"
    }
    public static func replayNoLongerRead(_ path: String) -> String {
        "the session read \(path), which the lab no longer reads; the replay may not be what the trainee heard"
    }
    public static func replayNewlyRead(_ path: String) -> String {
        "the replay reads \(path), which the session did not; the replay may not be what the trainee heard"
    }
    /// Replay's note on a result that does not list the files its run read.
    public static let replayCannotTell =
        "this result does not list the files its run read (written by an older Earshot): whether a screen file beside"
            + " the layout, a goto target or a strings table has changed since cannot be told"
    /// The heading of each task in a replay's transcript, with its hints when there were any.
    public static func replayHeading(task: Int, _ say: String, path: String, hints: Int = 0, placed: Bool = true) -> String {
        var about = "path: " + (path.isEmpty ? "none" : path)
        if hints > 0 { about += "; " + count(hints, "hint") + (placed ? "" : ", where not recorded") }
        return "# Task \(task): \(say) (\(about))"
    }
    /// In a replay's transcript, the line where the trainee asked for the hint.
    public static func replayHintLine(_ hint: String?) -> String { "# hint asked here" + (hint.map { ": " + $0 } ?? "") }
}
