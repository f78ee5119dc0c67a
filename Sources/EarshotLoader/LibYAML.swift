package import EarshotModel
import CYAML

/// One libyaml parser event, copied out of C memory.
package enum YAMLEvent {
    case scalar(YAMLScalar, anchor: String?)
    case sequenceStart(tag: String?, anchor: String?, at: YAMLMark)
    case mappingStart(tag: String?, anchor: String?, at: YAMLMark)
    case sequenceEnd, mappingEnd
    case alias(String, at: YAMLMark)
    case documentStart(at: YAMLMark), documentEnd, streamStart, streamEnd
}

/// A place in the parsed text, as libyaml counts it: 1-based line and column (in Unicode
/// scalars), and the 0-based index of the character in the whole text.
package struct YAMLMark: Sendable, Hashable {
    package var line: Int, column: Int, index: Int
    package var location: SourceLocation { SourceLocation(line: line, column: column) }
}

/// What libyaml refused, and where.
package struct LibYAMLError: Error {
    package enum Stage { case reader, scanner, parser, other }
    package var stage: Stage
    package var problem: String
    package var context: String?
    package var mark: YAMLMark
    /// Reader errors: the byte offset of the problem and the offending value (a character or byte).
    package var byteOffset: Int
    package var value: Int32
}

/// The one owner of a libyaml parser handle (not `Sendable`: used on one thread, then dropped).
/// The only file that imports libyaml; C return codes go through `check`.
package final class LibYAMLParser {
    private var parser = yaml_parser_t()
    private let input: UnsafeMutableBufferPointer<UInt8>
    /// Open sequences and mappings. libyaml 0.2.5 (Debian's) has no nesting limit of its own;
    /// 0.2.6 refuses the 1000th open collection, and so does this parser (same place, same
    /// message), so the recursive composer that reads its events never runs out of stack.
    private var depth = 0
    package static let maximumDepth = 999

    /// A parser over a copy of `bytes` (UTF-8), which libyaml reads in place.
    package init(bytes: [UInt8]) {
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        input.deallocate()
    }

    /// The next event, or libyaml's error.
    package func next() -> Result<YAMLEvent, LibYAMLError> {
        var event = yaml_event_t()
        if let error = check(yaml_parser_parse(&parser, &event)) { return .failure(error) }
        defer { yaml_event_delete(&event) }
        let at = Self.mark(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let value = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
            let scalar = YAMLScalar(string: value, tag: Self.string(s.tag), style: Self.style(s.style), mark: at,
                                    end: Self.mark(event.end_mark))
            return .success(.scalar(scalar, anchor: Self.string(s.anchor)))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            depth += 1
            if depth > Self.maximumDepth {
                return .failure(LibYAMLError(stage: .parser, problem: "Maximum nesting level reached, set with yaml_set_max_nest_level())",
                                             context: nil, mark: at, byteOffset: at.index, value: 0))
            }
            if event.type == YAML_MAPPING_START_EVENT {
                let m = event.data.mapping_start
                return .success(.mappingStart(tag: Self.string(m.tag), anchor: Self.string(m.anchor), at: at))
            }
            let s = event.data.sequence_start
            return .success(.sequenceStart(tag: Self.string(s.tag), anchor: Self.string(s.anchor), at: at))
        case YAML_SEQUENCE_END_EVENT: depth -= 1; return .success(.sequenceEnd)
        case YAML_MAPPING_END_EVENT: depth -= 1; return .success(.mappingEnd)
        case YAML_ALIAS_EVENT: return .success(.alias(Self.string(event.data.alias.anchor) ?? "", at: at))
        case YAML_DOCUMENT_START_EVENT: return .success(.documentStart(at: at))
        case YAML_DOCUMENT_END_EVENT: return .success(.documentEnd)
        case YAML_STREAM_START_EVENT: return .success(.streamStart)
        case YAML_STREAM_END_EVENT: return .success(.streamEnd)
        default:
            return .failure(LibYAMLError(stage: .other, problem: "libyaml produced no event", context: nil, mark: at,
                                         byteOffset: 0, value: 0))
        }
    }

    /// `nil` when libyaml succeeded (returned 1); otherwise its error, copied out.
    private func check(_ status: Int32) -> LibYAMLError? {
        if status == 1 { return nil }
        let stage: LibYAMLError.Stage
        switch parser.error {
        case YAML_READER_ERROR: stage = .reader
        case YAML_SCANNER_ERROR: stage = .scanner
        case YAML_PARSER_ERROR: stage = .parser
        default: stage = .other
        }
        return LibYAMLError(
            stage: stage, problem: parser.problem.map { String(cString: $0) } ?? "unknown problem",
            context: parser.context.map { String(cString: $0) }, mark: Self.mark(parser.problem_mark),
            byteOffset: parser.problem_offset, value: parser.problem_value)
    }

    private static func mark(_ m: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: m.line + 1, column: m.column + 1, index: m.index)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
