import EarshotLayoutTestSupport
import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotPlanning
import EarshotSession
import EarshotTestSupport
import Foundation
@testable import EarshotLabFiles
@testable import EarshotLabs

let labsDirectory = repositoryRoot.appendingPathComponent("Labs")

/// The shipped labs' file names.
let shippedLabNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: labsDirectory.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

/// Loads lab text named `lab.yaml` in `Labs/` (so `../Layouts/…` resolves); the lab, or
/// `line:col: message` lines.
func loadLab(_ text: String, path: String = labsDirectory.appendingPathComponent("t.yaml").path) -> (Lab?, [String]) {
    switch Lab.load(bytes: Array(text.utf8), path: path) {
    case .success(let lab): return (lab, [])
    case .failure(let list): return (nil, list.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" })
    }
}

/// A shipped lab, loaded.
func shippedLab(_ name: String) -> Lab? {
    let path = labsDirectory.appendingPathComponent(name).path
    guard case .success(let lab) = Lab.load(bytes: fileReader(path) ?? [], path: path) else { return nil }
    return lab
}

/// The workspace a lab's layout opens, with its `goto` files.
func labWorkspace(_ lab: Lab) -> Workspace? {
    let load: (String) -> Layout? = { path in
        guard case .success(let layout) = LayoutLoader(readFile: fileReader).load(bytes: fileReader(path) ?? [], path: path)
        else { return nil }
        return layout
    }
    guard let root = load(lab.layoutPath) else { return nil }
    return try? Workspace.loading(root: root) { path in
        guard let layout = load(path) else { throw LabTestError.layout(path) }
        return layout
    }
}

enum LabTestError: Error { case layout(String) }

/// A lab run driven as the scripted runner drives it: start, the script's gestures (until the
/// lab is over), then the run ended. Time stands still unless `times` gives one per gesture.
struct LabRun {
    var lab: LabSession
    var session: SessionState
    var outputs: [LayeredOutput<LabEvent>] = []

    init?(_ lab: Lab, start time: Double = 0, budget: Int = Planner.defaultBudget, input: InputMode? = nil,
          rotorItems: Set<BuiltinRotor>? = nil) {
        guard let workspace = labWorkspace(lab) else { return nil }
        self.lab = LabSession(lab: lab, budget: budget, input: input)
        session = LabSession.session(for: lab, navigator: Navigator(workspace: workspace, screen: lab.screen?.value,
                                                                     rotorItems: rotorItems))
        outputs.append(self.lab.start(session: &session, time: time))
    }

    /// Runs a script; returns false when it does not parse.
    @discardableResult
    mutating func run(_ script: String, time: Double = 0) -> Bool {
        guard case .success(let gestures) = GestureScript.parse(script) else { return false }
        for gesture in gestures where !lab.finished { outputs.append(lab.run(script: gesture, session: &session, time: time)) }
        return true
    }

    mutating func send(_ input: SessionInput, time: Double = 0) -> LayeredOutput<LabEvent> {
        let output = lab.send(input, session: &session, time: time)
        outputs.append(output)
        return output
    }

    mutating func key(_ name: String, time: Double = 0) -> LayeredOutput<LabEvent> {
        send(.key(name, character: name.count == 1 ? name.first : nil), time: time)
    }

    mutating func stop(time: Double = 0) { outputs.append(lab.stop(session: &session, time: time)) }

    /// Every lab event so far.
    var events: [LabEvent] { outputs.flatMap(\.events) }
    /// The result, with listening time at a quarter second a word.
    func result(trainee: String? = "Kim", at now: Double = 0) -> LabResult {
        lab.result(trainee: trainee, at: now, length: wordSeconds) { lab.optimalSeconds(task: $0, length: wordSeconds) }
    }
}

/// A lab on the cowboy hat (its header, then the tasks given).
func hatLab(_ tasks: String, extra: String = "") -> String {
    """
    earshot-lab: 1
    title: Hat
    layout: ../Layouts/cowboy-hat.yaml
    \(extra)tasks:
    \(tasks)
    """
}
