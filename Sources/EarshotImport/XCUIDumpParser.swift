import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import Foundation

/// Reads an XCUITest `debugDescription` (`print(app.debugDescription)`, `po app`) into dump
/// nodes: the lines of its `Element subtree:` (or the whole text, when only the tree was
/// pasted), depth by indentation; the `Attributes:`, `Path to element:` and `Query chain:`
/// parts around it are ignored. `po app.debugDescription`'s quoted form (`"Attributes: …\n…"`)
/// is unquoted first; its lines are then the unquoted text's.
public enum XCUIDumpParser {
    package static let subtreeHeading = "Element subtree:"

    /// The dump in `bytes`, read from `path` (for messages).
    public static func parse(bytes: [UInt8], path: String) -> Result<ParsedDump, DumpImportFailure> {
        if let problem = YAMLSource.invalidUTF8(bytes) {
            return .failure(.diagnostics(DiagnosticList([Diagnostic(path: path, location: problem.location, message: problem.message)])))
        }
        let text = unquoted(String(decoding: bytes, as: UTF8.self))
        // CRLF is one Character in Swift: split on it as well as on LF.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var first = 0
        if let heading = lines.firstIndex(where: { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix(subtreeHeading) }) {
            first = heading + 1
        }
        lines = Array(lines.dropFirst(first))
        var stack: [(column: Int, node: DumpNode)] = []
        var roots: [DumpNode] = []
        var diagnostics: [Diagnostic] = []
        func close(above column: Int) {
            while let top = stack.last, top.column >= column {
                stack.removeLast()
                if stack.isEmpty { roots.append(top.node) } else { stack[stack.count - 1].node.children.append(top.node) }
            }
        }
        var inTree = false
        for (offset, raw) in lines.enumerated() {
            let number = first + offset + 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty {
                if inTree { break }
                continue
            }
            if content == "..." || content == "…" { continue }
            // A section heading at the margin (`Path to element:`) ends the tree.
            if inTree, content.startIndex == line.startIndex, content.first != "→", !content.hasPrefix("->"),
               line.last(where: { $0 != " " && $0 != "\t" }) == ":" { break }
            switch XCUILine.parse(line) {
            case .element(let parsed):
                inTree = true
                close(above: parsed.column)
                guard stack.count < DumpImport.maxDepth else {
                    diagnostics.append(Diagnostic(path: path, location: SourceLocation(line: number, column: 1),
                                                  message: "nesting deeper than \(DumpImport.maxDepth) levels"))
                    break
                }
                stack.append((parsed.column, node(parsed, line: number)))
            case .malformed(let column, let message):
                diagnostics.append(Diagnostic(path: path, location: SourceLocation(line: number, column: column), message: message))
            case .other:
                if inTree {
                    diagnostics.append(Diagnostic(path: path, location: SourceLocation(line: number, column: 1),
                                                  message: "not an element line of a debugDescription"))
                }
            }
            if diagnostics.count >= 20 { break }
        }
        close(above: 0)
        if !diagnostics.isEmpty { return .failure(.diagnostics(DiagnosticList(diagnostics))) }
        guard !roots.isEmpty else {
            return .failure(.refused(path: path, what: "text with no debugDescription element lines"))
        }
        return .success(ParsedDump(format: .xcui, roots: roots))
    }

    package static func node(_ line: XCUILine, line number: Int) -> DumpNode {
        var node = DumpNode(type: line.type, source: number, location: SourceLocation(line: number, column: 1))
        node.label = line.label.flatMap { $0.isEmpty ? nil : $0 }
        node.identifier = line.identifier.flatMap { $0.isEmpty ? nil : $0 }
        node.value = line.value.flatMap { $0.isEmpty ? nil : $0 }
        node.valueCutShort = node.value.map(isCutShort) ?? false
        node.placeholder = line.placeholder
        node.frame = line.frame
        node.traits = line.traits
        node.selected = line.selected || line.traits?.contains(.selected) == true
        node.enabled = !line.disabled && line.traits?.contains(.notEnabled) != true
        return node
    }

    /// A value the debugDescription cut short: it ends in `...` (or `…`), where XCUITest stops
    /// printing a long value. The dump's words are kept as they are; the import marks them.
    package static func isCutShort(_ value: String) -> Bool {
        value.hasSuffix("...") || value.hasSuffix("…")
    }

    /// `po app.debugDescription` prints a Swift string literal: undo its quotes and escapes.
    package static func unquoted(_ text: String) -> String {
        guard text.first(where: { !$0.isWhitespace }) == "\"" else { return text }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count >= 2, trimmed.contains("\\n") else { return text }
        var out = ""
        var escaping = false
        for c in trimmed.dropFirst().dropLast() {
            if escaping {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": break
                default: out.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// A line that only a debugDescription has: a known element type with an address, pid or frame.
    /// A line longer than the detector's window may be cut inside a quoted value: then what
    /// comes before that value is judged.
    package static func looksLikeElementLine(_ line: Substring) -> Bool {
        var parsed = XCUILine.parse(line)
        if case .malformed = parsed, let quote = line.firstRange(of: ": '") { parsed = XCUILine.parse(line[..<quote.lowerBound]) }
        guard case .element(let parsed) = parsed else { return false }
        return DumpTypeTable.kinds[parsed.type] != nil && parsed.hasElementMark
    }
}
