import Foundation
import Yams

/// Reads a composed YAML tree strictly, collecting every problem as a located diagnostic.
struct NodeReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Nodes visited so far; bounds the work an alias bomb can cause.
    private var visited = 0
    static let visitLimit = 20_000_000

    init(path: String) { self.path = path }

    static func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return .start }
        return SourceLocation(line: mark.line, column: mark.column)
    }

    mutating func error(_ node: Node, _ message: String) {
        error(at: Self.location(node), message)
    }

    mutating func error(at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(path: path, location: location, message: message))
    }

    /// False once the document has proved too large to walk.
    mutating func visit(_ node: Node) -> Bool {
        visited += 1
        if visited == Self.visitLimit {
            error(node, "document too large: more than \(Self.visitLimit) nodes (aliases included)")
        }
        return visited < Self.visitLimit
    }

    /// A mapping's fields; unknown keys are reported with a suggestion, missing required ones too.
    mutating func fields(_ node: Node, of what: String, allowed: [String], required: [String] = []) -> Fields? {
        guard visit(node) else { return nil }
        guard case .mapping(let mapping) = node else {
            error(node, "\(what) must be a mapping, found \(Self.kind(of: node))")
            return nil
        }
        var fields = Fields(node: node)
        for (keyNode, value) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                error(keyNode, "keys in \(what) must be plain words")
                continue
            }
            let key = keyScalar.string
            if allowed.contains(key) {
                fields.entries[key] = (keyNode, value)
            } else {
                error(keyNode, "unknown key '\(key)' in \(what)" + Suggest.didYouMean(key, among: allowed))
            }
        }
        for key in required where fields.entries[key] == nil {
            error(node, "\(what) is missing required key '\(key)'")
        }
        return fields
    }

    static func kind(of node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let s):
            switch s.tagName {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            default: return "a string"
            }
        }
    }

    // MARK: Scalars

    /// Any non-null scalar, as written (a number is a fine label).
    mutating func string(_ node: Node, _ what: String) -> String? {
        guard visit(node) else { return nil }
        if case .scalar(let s) = node, s.tagName != .null { return s.string }
        error(node, "\(what) must be a string, found \(Self.kind(of: node))")
        return nil
    }

    mutating func number(_ node: Node, _ what: String) -> Double? {
        if case .scalar(let s) = node, s.tagName == .int || s.tagName == .float,
           let value = Double(ScalarResolver.withoutUnderscores(s.string)), value.isFinite {
            return value
        }
        error(node, "\(what) must be a number, found \(Self.kind(of: node))")
        return nil
    }

    mutating func integer(_ node: Node, _ what: String) -> Int? {
        if case .scalar(let s) = node, s.tagName == .int, let value = Int(s.string) { return value }
        error(node, "\(what) must be a whole number, found \(Self.kind(of: node))")
        return nil
    }

    mutating func bool(_ node: Node, _ what: String) -> Bool? {
        if case .scalar(let s) = node, s.tagName == .bool {
            return ["true", "yes", "on", "y"].contains(s.string.lowercased())
        }
        error(node, "\(what) must be true or false, found \(Self.kind(of: node))")
        return nil
    }

    mutating func list(_ node: Node, _ what: String) -> [Node]? {
        guard visit(node) else { return nil }
        if case .sequence(let seq) = node { return Array(seq) }
        error(node, "\(what) must be a list, found \(Self.kind(of: node))")
        return nil
    }

    mutating func strings(_ node: Node, _ what: String) -> [String]? {
        guard let items = list(node, what) else { return nil }
        let values = items.map { string($0, "each of \(what)") }
        return values.contains(where: { $0 == nil }) ? nil : values.compactMap { $0 }
    }

    /// A fixed-length list of numbers, e.g. a frame.
    mutating func numbers(_ node: Node, _ what: String, count: Int, shape: String) -> [Double]? {
        guard case .sequence(let seq) = node, seq.count == count else {
            error(node, "\(what) must be \(shape)")
            return nil
        }
        let values = seq.map { number($0, "each of \(what)") }
        return values.contains(where: { $0 == nil }) ? nil : values.compactMap { $0 }
    }
}

/// The recognised keys of one mapping.
struct Fields {
    let node: Node
    var entries: [String: (key: Node, value: Node)] = [:]
    subscript(_ key: String) -> Node? { entries[key]?.value }
    func keyNode(_ key: String) -> Node? { entries[key]?.key }
    func has(_ key: String) -> Bool { entries[key] != nil }
}

extension Node.Scalar {
    /// The resolved tag (`int`, `float`, `bool`, `null`, `str`), by YAML 1.1's rules as Yams'
    /// default resolver applies them, without its regular expressions (a 100,000-element file
    /// has a million scalars).
    var tagName: Tag.Name {
        let explicit = tag.rawValue
        if !explicit.isEmpty && explicit != "?" && explicit != "!" { return Tag.Name(rawValue: explicit) }
        guard style == .plain || style == .any else { return .str }
        return ScalarResolver.resolve(string)
    }
}

enum ScalarResolver {
    static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]
    static let bools: Set<String> = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
                                     "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"]
    static let specialFloats: Set<String> = [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf",
                                             "-.INF", ".nan", ".NaN", ".NAN"]

    static func resolve(_ s: String) -> Tag.Name {
        if nulls.contains(s) { return .null }
        guard let first = s.utf8.first else { return .null }
        // Numbers start with a sign, a digit or a dot; anything else is text or a boolean.
        let numeric = first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        guard numeric else { return bools.contains(s) ? .bool : .str }
        if isInt(s) { return .int }
        if specialFloats.contains(s) { return .float }
        let plain = withoutUnderscores(s)
        if plain.contains(where: { ".eE".contains($0) }), Double(plain) != nil,
           !plain.hasSuffix("e"), !plain.hasSuffix("E") { return .float }
        return .str
    }

    /// YAML allows `_` between digits; most numbers have none, so copy only when needed.
    static func withoutUnderscores(_ s: String) -> String {
        s.utf8.contains(UInt8(ascii: "_")) ? s.replacingOccurrences(of: "_", with: "") : s
    }

    static func isInt(_ s: String) -> Bool {
        var body = Substring(s)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        guard let first = body.utf8.first else { return false }
        let digits = body.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_") }
        if digits { return first != UInt8(ascii: "_") }
        let lower = body.lowercased()
        if lower.hasPrefix("0x") { return lower.count > 2 && lower.dropFirst(2).allSatisfy { $0.isHexDigit || $0 == "_" } }
        if lower.hasPrefix("0b") { return lower.count > 2 && lower.dropFirst(2).allSatisfy { $0 == "0" || $0 == "1" || $0 == "_" } }
        if lower.hasPrefix("0o") { return lower.count > 2 && lower.dropFirst(2).allSatisfy { ("0"..."7").contains($0) || $0 == "_" } }
        return false
    }
}
