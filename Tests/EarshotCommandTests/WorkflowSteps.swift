import Foundation

/// The shell commands of the workflow a documentation page shows: the `run:` values of its first
/// `yaml` block, in order, a `run: |` block as its lines joined by newlines.
struct WorkflowSteps {
    var commands: [String] = []

    init(markdown: String) {
        let lines = markdown.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "```yaml") else { return }
        let block = lines[(start + 1)...].prefix { $0 != "```" }.map { $0 }
        var index = 0
        while index < block.count {
            let line = block[index]
            index += 1
            guard let range = line.range(of: "run: ") else { continue }
            let before = line[..<range.lowerBound]
            guard before.allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
            let value = String(line[range.upperBound...])
            guard value == "|" else {
                commands.append(value)
                continue
            }
            let indent = before.count
            var body: [String] = []
            while index < block.count, Self.indent(of: block[index]) > indent {
                body.append(block[index].trimmingCharacters(in: .whitespaces))
                index += 1
            }
            commands.append(body.joined(separator: "\n"))
        }
    }

    static func indent(of line: String) -> Int { line.prefix { $0 == " " }.count }
}
