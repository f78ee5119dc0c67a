import EarshotModel
/// A JSON document as a value, encoded by Foundation's `JSONEncoder` (schemas, and the tests'
/// YAML-to-JSON conversion).
public enum JSONValue: Sendable, Hashable, Encodable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
                       ExpressibleByIntegerLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    package static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let s): try container.encode(s)
        case .number(let n):
            // Whole numbers are written without a fraction (`1`, not `1.0`).
            if n == n.rounded(), abs(n) < 1e15 { try container.encode(Int64(n)) } else { try container.encode(n) }
        case .bool(let b): try container.encode(b)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        case .null: try container.encodeNil()
        }
    }
}
