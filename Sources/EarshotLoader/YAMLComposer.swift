package import EarshotModel
/// A problem found while reading a file, before it becomes a `Diagnostic` with the file's path.
package struct LoadProblem: Error, Sendable {
    package var location: SourceLocation
    package var message: String
    package init(_ location: SourceLocation, _ message: String) { self.location = location; self.message = message }
}

/// Builds `YAMLNode` trees from libyaml's events without recursion. Aliases share the anchored
/// node and are counted as they are met: the nodes they would add if copied may not exceed
/// `aliasBudget`, so an alias bomb is refused at the alias that crosses the line, before any
/// work grows with its expansion.
package struct YAMLComposer {
    package static let aliasBudget = 100_000

    /// The document's root (`nil` when the stream holds none), and problems that do not stop
    /// composing (duplicate keys).
    package struct Composed { package var root: YAMLNode?; package var problems: [LoadProblem] }

    private struct Frame {
        package var isMapping: Bool
        package var anchor: String?
        package var at: YAMLMark
        package var items: [YAMLNode] = []
        package var pairs: [YAMLPair] = []
        package var key: YAMLNode?
        package var firstKeyLine: [String: Int] = [:]
        package var indexed = false
        /// Nodes in this collection with aliases expanded, itself included.
        package var size = 1
    }

    private let parser: LibYAMLParser
    private let escapes: SurrogateEscapes?
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var stack: [Frame] = []
    private var root: YAMLNode?
    private var problems: [LoadProblem] = []
    /// Nodes that aliases have added so far.
    package private(set) var aliasedNodes = 0

    package init(bytes: [UInt8], escapes: SurrogateEscapes?) {
        parser = LibYAMLParser(bytes: bytes)
        self.escapes = escapes
    }

    /// Character-index ranges of every double-quoted scalar in `bytes`, or libyaml's error.
    package static func doubleQuotedRanges(in bytes: [UInt8]) -> Result<[Range<Int>], LibYAMLError> {
        let parser = LibYAMLParser(bytes: bytes)
        var ranges: [Range<Int>] = []
        while true {
            switch parser.next() {
            case .failure(let error): return .failure(error)
            case .success(.streamEnd): return .success(ranges)
            case .success(.scalar(let s, _)) where s.style == .doubleQuoted: ranges.append(s.mark.index..<s.end.index)
            case .success: continue
            }
        }
    }

    /// Composes the stream's one document.
    package mutating func compose() -> Result<Composed, ComposeFailure> {
        var documents = 0
        while true {
            let event: YAMLEvent
            switch parser.next() {
            case .failure(let error): return .failure(.libyaml(error))
            case .success(let e): event = e
            }
            switch event {
            case .streamStart, .documentEnd: continue
            case .streamEnd: return .success(Composed(root: root, problems: problems))
            case .documentStart(let at):
                documents += 1
                if documents > 1 {
                    return .failure(.problem(LoadProblem(at.location, "a file holds one YAML document; found a second")))
                }
            case .scalar(var scalar, let anchor):
                if let escapes, scalar.style == .doubleQuoted {
                    switch escapes.restore(scalar.string, from: scalar.mark.index, to: scalar.end.index) {
                    case .success(let text): scalar.string = text
                    case .failure(let problem): return .failure(.problem(problem))
                    }
                }
                let node = YAMLNode.scalar(scalar)
                if let anchor { anchors[anchor] = (node, 1) }
                add(node, size: 1)
            case .sequenceStart(_, let anchor, let at):
                stack.append(Frame(isMapping: false, anchor: anchor, at: at))
            case .mappingStart(_, let anchor, let at):
                stack.append(Frame(isMapping: true, anchor: anchor, at: at))
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else { continue }
                let node: YAMLNode = frame.isMapping ? .mapping(frame.pairs, at: frame.at.location)
                                                     : .sequence(frame.items, at: frame.at.location)
                if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
                add(node, size: frame.size)
            case .alias(let name, let at):
                guard let target = anchors[name] else {
                    return .failure(.problem(LoadProblem(at.location, "alias '*\(name)' names no anchor defined before it")))
                }
                aliasedNodes += target.size
                if aliasedNodes > Self.aliasBudget {
                    return .failure(.problem(LoadProblem(at.location,
                        "alias '*\(name)' brings the nodes copied by aliases past \(Self.aliasBudget): refusing to expand further")))
                }
                add(target.node.moved(to: at), size: target.size)
            }
        }
    }

    private mutating func add(_ node: YAMLNode, size: Int) {
        guard var top = stack.popLast() else {
            root = node
            return
        }
        top.size += size
        if !top.isMapping {
            top.items.append(node)
        } else if let key = top.key {
            top.key = nil
            if case .scalar(let s) = key, let first = Self.firstLine(of: s.string, at: key.location.line, in: &top) {
                problems.append(LoadProblem(key.location, "duplicate key '\(s.string)' (first at line \(first))"))
            } else {
                top.pairs.append(YAMLPair(key: key, value: node))
            }
        } else {
            top.key = node
        }
        stack.append(top)
    }
}

extension YAMLComposer {
    /// The line of an earlier key spelled `key` in the mapping being built. Small mappings are
    /// scanned; big ones get an index, so a 100,000-key mapping stays linear.
    private static func firstLine(of key: String, at line: Int, in frame: inout Frame) -> Int? {
        if frame.pairs.count < 16 {
            for pair in frame.pairs { if case .scalar(let s) = pair.key, s.string == key { return pair.key.location.line } }
            return nil
        }
        if !frame.indexed {
            frame.indexed = true
            for pair in frame.pairs.reversed() { if case .scalar(let s) = pair.key { frame.firstKeyLine[s.string] = pair.key.location.line } }
        }
        if let line = frame.firstKeyLine[key] { return line }
        frame.firstKeyLine[key] = line
        return nil
    }
}

package enum ComposeFailure: Error {
    case libyaml(LibYAMLError)
    case problem(LoadProblem)
}
