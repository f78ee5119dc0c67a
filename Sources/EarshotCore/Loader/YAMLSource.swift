import Foundation
import Yams

/// Turns the bytes of a YAML or JSON file into a composed tree, or located diagnostics.
enum YAMLSource {
    static func compose(bytes: [UInt8], path: String) -> Result<Node, DiagnosticList> {
        let text: String
        switch decode(bytes, path: path) {
        case .success(let decoded): text = decoded
        case .failure(let list): return .failure(list)
        }
        if text.allSatisfy({ $0.isWhitespace }) {
            return .failure(DiagnosticList([Diagnostic(
                path: path, location: .start, message: "the file is empty; a layout starts with 'earshot: 1'")]))
        }
        // The composer recurses once per nesting level: callers run this on `LargeStack`.
        do {
            // Tags are resolved by `ScalarResolver` when read: Yams' regex resolver is too slow for big files.
            guard let node = try Yams.compose(yaml: text, .basic) else {
                return .failure(DiagnosticList([Diagnostic(path: path, location: .start, message: "the file holds no document")]))
            }
            return .success(node)
        } catch let error as YamlError {
            return .failure(DiagnosticList([diagnostic(for: error, path: path)]))
        } catch {
            return .failure(DiagnosticList([Diagnostic(path: path, location: .start, message: "\(error)")]))
        }
    }

    /// Strict UTF-8; the first invalid byte is located.
    static func decode(_ bytes: [UInt8], path: String) -> Result<String, DiagnosticList> {
        if var text = String(validating: bytes, as: UTF8.self) {
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            return .success(text)
        }
        // Invalid: walk the bytes again to say where.
        var line = 1, column = 1, index = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                index += 1
                scalars.append(scalar)
            case .emptyInput:
                var text = String(scalars)
                if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
                return .success(text)
            case .error:
                return .failure(DiagnosticList([Diagnostic(
                    path: path, location: SourceLocation(line: line, column: column),
                    message: "the file is not valid UTF-8")]))
            }
        }
    }

    static func diagnostic(for error: YamlError, path: String) -> Diagnostic {
        func at(_ mark: Mark, _ message: String) -> Diagnostic {
            Diagnostic(path: path, location: SourceLocation(line: mark.line, column: mark.column), message: message)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { " \($0.text)" } ?? ""
            if problem.hasPrefix("Maximum nesting level") {
                return at(mark, "nesting deeper than libyaml's limit of 1000 levels")
            }
            return at(mark, "YAML syntax: \(problem)\(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return at(context.mark, "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in a mapping")
        case .reader(let problem, _, _, _):
            return Diagnostic(path: path, location: .start, message: "YAML reader: \(problem)")
        default:
            return Diagnostic(path: path, location: .start, message: "YAML: \(error)")
        }
    }
}

/// Runs work on a thread with a large stack, for recursive parsing of deeply nested input.
enum LargeStack {
    static let size = 256 << 20

    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        // The semaphore orders the write before this read; the fallback never runs in practice.
        guard let value = box.value else { return body() }
        return value
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
