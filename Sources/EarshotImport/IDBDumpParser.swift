package import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
/// Reads idb (`ui describe-all`, `describe-point`, `--nested`, `--format complete`) and AXe
/// (`describe-ui`) JSON into dump nodes. JSON goes through the same composer as every layout
/// (JSON is YAML), so every node has a line and column and a malformed file a located error.
public enum IDBDumpParser {
    /// Keys that say a JSON object is an idb or AXe element.
    package static let elementKeys: Set<String> = ["AXLabel", "AXFrame", "AXValue", "AXUniqueId", "AXIdentifier",
                                           "role_description", "role", "type", "frame", "label"]

    /// The dump in `bytes`, read from `path` (for messages).
    public static func parse(bytes: [UInt8], path: String) -> Result<ParsedDump, DumpImportFailure> {
        let root: YAMLNode
        switch YAMLSource.compose(bytes: bytes, empty: "an idb dump is a JSON array or object") {
        case .failure(let problem):
            return .failure(.diagnostics(DiagnosticList([jsonDiagnostic(problem, path: path, bytes: bytes)])))
        case .success(let composed):
            if !composed.problems.isEmpty {
                return .failure(.diagnostics(DiagnosticList(composed.problems.map {
                    Diagnostic(path: path, location: $0.location, message: $0.message)
                })))
            }
            guard let composedRoot = composed.root else { return .failure(.refused(path: path, what: "an empty file")) }
            root = composedRoot
        }
        var reader = Reader(path: path)
        let items: [YAMLNode]
        switch root {
        case .sequence(let nodes, _): items = nodes
        case .mapping(let pairs, _):
            if let elements = pairs.first(where: { Reader.key($0) == "elements" })?.value, case .sequence(let nodes, _) = elements {
                items = nodes
            } else {
                items = [root]
            }
        case .scalar(let s) where s.kind == .null:
            return .failure(.refused(path: path, what: "an empty idb result, null: nothing at that point"))
        case .scalar:
            return .failure(.refused(path: path, what: "a lone JSON value, not idb's array or object of elements"))
        }
        let roots = items.compactMap { reader.node($0) }
        if !reader.diagnostics.isEmpty { return .failure(.diagnostics(DiagnosticList(reader.diagnostics))) }
        guard reader.sawElementKey else {
            return .failure(.refused(path: path, what: "JSON without idb's AXLabel, AXFrame or type keys"))
        }
        return .success(ParsedDump(format: .idb, roots: roots))
    }

    /// The composer's problem in JSON's words, saying so when the file stops early.
    package static func jsonDiagnostic(_ problem: LoadProblem, path: String, bytes: [UInt8]) -> Diagnostic {
        var message = problem.message
        if message.hasPrefix("YAML syntax: ") { message = "JSON syntax: " + message.dropFirst("YAML syntax: ".count) }
        // A problem at or after the last character means the text stopped in the middle.
        let last = bytes.lastIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } ?? 0
        if problem.location >= YAMLSource.location(ofByte: last, in: bytes) {
            message += " (the dump ends early: is it truncated?)"
        }
        return Diagnostic(path: path, location: problem.location, message: message)
    }

    private struct Reader {
        package let path: String
        package var index = 0
        package var diagnostics: [Diagnostic] = []
        package var sawElementKey = false

        package init(path: String) { self.path = path }

        package static func key(_ pair: YAMLPair) -> String? {
            if case .scalar(let s) = pair.key { return s.string }
            return nil
        }

        package mutating func node(_ y: YAMLNode) -> DumpNode? {
            guard case .mapping(let pairs, let at) = y else {
                diagnostics.append(Diagnostic(path: path, location: y.location,
                                              message: "an idb element must be a JSON object, found \(NodeReader.kind(of: y))"))
                return nil
            }
            var fields: [String: YAMLNode] = [:]
            for pair in pairs { if let k = Self.key(pair), fields[k] == nil { fields[k] = pair.value } }
            if fields.keys.contains(where: IDBDumpParser.elementKeys.contains) { sawElementKey = true }
            let role = text(fields["role"]).map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 }
            var node = DumpNode(type: text(fields["type"]) ?? role ?? "Other", source: index, location: at)
            index += 1
            node.label = text(fields["AXLabel"]) ?? text(fields["label"]) ?? text(fields["title"])
            node.value = text(fields["AXValue"]) ?? text(fields["value"])
            node.identifier = text(fields["AXUniqueId"]) ?? text(fields["AXIdentifier"]) ?? text(fields["identifier"])
            node.placeholder = text(fields["placeholder"])
            node.hint = text(fields["help"])
            node.subrole = text(fields["subrole"])
            node.roleDescription = text(fields["role_description"])
            node.enabled = bool(fields["enabled"]) ?? true
            node.hidden = bool(fields["hidden"]) ?? false
            node.frame = frame(fields["frame"]) ?? text(fields["AXFrame"]).flatMap { DumpFrame.parse(Substring($0))?.rect }
            if case .sequence(let names, _)? = fields["traits"], !names.isEmpty {
                node.traits = DumpTypeTable.traits(named: names.compactMap(text))
            }
            if case .sequence(let actions, _)? = fields["custom_actions"] {
                node.actions = actions.compactMap { action in
                    if case .mapping(let p, _) = action { return p.first { Self.key($0) == "name" }.flatMap { text($0.value) } }
                    return text(action)
                }
            }
            switch fields["children"] {
            case .sequence(let children, _)?: node.children = children.compactMap { self.node($0) }
            case .scalar(let s)? where s.kind == .null: break
            case let other?:
                diagnostics.append(Diagnostic(path: path, location: other.location,
                                              message: "'children' must be a JSON array, found \(NodeReader.kind(of: other))"))
            case nil: break
            }
            return node
        }

        /// A scalar as text: JSON strings as they are, numbers as written, true/false as 1/0
        /// (a switch's state); null and empty strings are none.
        package func text(_ y: YAMLNode?) -> String? {
            guard case .scalar(let s)? = y else { return nil }
            switch s.kind {
            case .null where s.style == .plain: return nil
            case .bool where s.style == .plain: return ScalarResolver.trueWords.contains(s.string) ? "1" : "0"
            case .null, .bool, .int, .float, .string: return s.string.isEmpty ? nil : s.string
            }
        }

        package func bool(_ y: YAMLNode?) -> Bool? {
            guard case .scalar(let s)? = y, s.style == .plain else { return nil }
            switch s.kind {
            case .bool: return ScalarResolver.trueWords.contains(s.string)
            case .int: return s.string != "0"
            case .null, .float, .string: return nil
            }
        }

        package func frame(_ y: YAMLNode?) -> Rect? {
            guard case .mapping(let pairs, _)? = y else { return nil }
            var values: [String: Double] = [:]
            for pair in pairs {
                if let k = Self.key(pair), case .scalar(let s) = pair.value, s.style == .plain, let v = Double(s.string) { values[k] = v }
            }
            guard let x = values["x"], let y = values["y"], let w = values["width"], let h = values["height"] else { return nil }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
