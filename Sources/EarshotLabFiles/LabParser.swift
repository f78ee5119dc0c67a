package import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import EarshotPlanning
/// Builds a `Lab` from a composed tree, reporting what is wrong through `reader`.
package struct LabParser {
    package var reader: NodeReader

    package init(reader: NodeReader) { self.reader = reader }

    package mutating func lab(_ root: YAMLNode) -> Lab? {
        guard let f = reader.fields(root, LabKeys.lab) else { return nil }
        if let node = f["earshot-lab"], let v = reader.integer(node, "'earshot-lab' (the format version)"),
           v != LabKeys.supportedVersion {
            reader.error(node, "unsupported lab format version \(v); this Earshot reads version \(LabKeys.supportedVersion)")
        }
        let title = reader.text(f, "title")
        let layout = located(f, "layout")
        if let layout, layout.value.isEmpty { reader.error(at: layout.location, "'layout' must name a layout file") }
        var tasks: [LabTask] = []
        if let nodes = reader.list(f, "tasks") { tasks = nodes.compactMap { task($0) } }
        guard let title, let layout else { return nil }
        var lab = Lab(path: reader.path, title: title, layout: layout, screen: located(f, "screen"),
                   voice: located(f, "voice"), curtain: reader.bool(f, "curtain") ?? true,
                   input: reader.word(f, "input").flatMap(InputMode.init(rawValue:)),
                   intro: reader.text(f, "intro"), tasks: tasks)
        lab.reader = reader.word(f, "reader").flatMap(ReaderName.init(rawValue:))
        return lab
    }

    package mutating func task(_ node: YAMLNode) -> LabTask? {
        guard let f = reader.fields(node, LabKeys.task) else { return nil }
        let say = reader.text(f, "say")
        let goal = f["goal"].flatMap { self.goal($0) }
        let hint = reader.text(f, "hint")
        let limit = reader.number(f, "time-limit")
        guard let say, let goal, let goalNode = f["goal"] else { return nil }
        return LabTask(say: say, goal: goal, goalLocation: goalNode.location, hint: hint, timeLimit: limit)
    }

    package mutating func goal(_ node: YAMLNode) -> LabGoal? {
        guard let f = reader.fields(node, LabKeys.goal), let variant = reader.variant(f) else { return nil }
        switch variant.selector {
        case "focus": return located(f, "focus").map { .focus($0) }
        case "value":
            guard let element = located(f, "element"), let value = reader.text(f, "value") else { return nil }
            return .value(element, value)
        case "selected":
            guard let element = located(f, "element"), let selected = reader.bool(f, "selected") else { return nil }
            return .selected(element, selected)
        case "screen": return located(f, "screen").map { .screen($0) }
        case "announced": return reader.text(f, "announced").map { .announced($0) }
        case "heard": return reader.text(f, "heard").map { .heard($0) }
        default:
            guard let items = reader.list(f, "all") else { return nil }
            let goals = items.map { self.goal($0) }
            return goals.contains { $0 == nil } ? nil : .all(goals.compactMap { $0 })
        }
    }

    /// A text value with the place it is written.
    package mutating func located(_ f: Fields, _ key: String) -> Located<String>? {
        guard let node = f[key], let text = reader.text(node, "'\(key)'") else { return nil }
        return Located(text, at: node.location)
    }
}
