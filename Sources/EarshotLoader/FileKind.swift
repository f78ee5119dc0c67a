import EarshotModel
/// A kind of file Earshot reads (layouts, voice profiles, key maps; labs and baselines next),
/// described once: the loader checks keys against these tables and `JSONSchema` writes them
/// out for editors, so the two cannot disagree.
public struct FileKind: Sendable {
    /// The command-line name (`layout`, `voice`, `keymap`).
    public var name: String
    public var title: String
    /// Said when the file is empty: what such a file starts with.
    public var emptyHint: String
    /// The whole document.
    public var root: ValueType
    /// Mappings that `ValueType.mapping` names.
    public var definitions: [MappingSpec]

    public init(name: String, title: String, emptyHint: String, root: ValueType, definitions: [MappingSpec]) {
        self.name = name; self.title = title; self.emptyHint = emptyHint; self.root = root; self.definitions = definitions
    }

    public func definition(_ name: String) -> MappingSpec? { definitions.first { $0.name == name } }
}

/// What a value may be: read by the loader, written as JSON Schema.
public indirect enum ValueType: Sendable {
    /// Any scalar but null, read as text (a number is a fine label).
    case text
    /// Text that is not a number, beside a number in `anyOf` (a number there is read as one).
    case wordsNotNumber
    case integer(min: Int?, max: Int?)
    /// A finite number within bounds.
    case number(ClosedRange<Double>)
    case boolean
    /// Present as `true` or with no value (`back:`), never `false`.
    case flag
    /// One of these words; `noun` names them in messages ("trait", "container kind").
    case word([String], noun: String)
    /// Text matching a JSON Schema (ECMA-262) pattern, described in words.
    case pattern(String, summary: String)
    case list(ValueType, minCount: Int)
    /// A fixed-length list of named parts, e.g. a frame's x, y, width, height.
    case tuple([(name: String, type: ValueType)], shape: String)
    /// A mapping defined in the kind's definitions.
    case mapping(String)
    case anyOf([ValueType])
    /// A mapping with open keys (key maps): the named keys or any single character.
    case keyed(names: [String], singleCharacters: Bool, values: ValueType)
}

/// One key of a mapping.
public struct KeySpec: Sendable {
    public var name: String
    public var type: ValueType
    public var required: Bool
    public var summary: String

    public init(_ name: String, _ type: ValueType, required: Bool = false, _ summary: String) {
        self.name = name; self.type = type; self.required = required; self.summary = summary
    }
}

/// The keys of one kind of mapping, and its alternative shapes.
public struct MappingSpec: Sendable {
    /// The definition's name in the schema (`element`).
    public let name: String
    /// How messages name it (`an element`).
    public let what: String
    public let summary: String
    public let keys: [KeySpec]
    /// Alternative shapes: an adjustable's kinds, a rotor's sources, an effect's names.
    public let variants: [Variant]
    /// At least one of these keys must be present (`goto` needs `screen` or `file`).
    public let needsOneOf: [String]
    /// Messages for a mapping with no variant, or with several (default: generated).
    public let noVariantMessage: String?
    public let manyVariantsMessage: String?

    /// Key positions by name: the loader looks keys up once per key in every mapping it reads.
    private let index: [String: Int]

    public init(name: String, what: String, summary: String, keys: [KeySpec], variants: [Variant] = [],
                needsOneOf: [String] = [], noVariantMessage: String? = nil, manyVariantsMessage: String? = nil) {
        self.name = name; self.what = what; self.summary = summary; self.keys = keys; self.variants = variants
        self.needsOneOf = needsOneOf; self.noVariantMessage = noVariantMessage; self.manyVariantsMessage = manyVariantsMessage
        index = Dictionary(keys.enumerated().map { ($1.name, $0) }) { first, _ in first }
        required = keys.filter(\.required).map(\.name)
    }

    public var allowed: [String] { keys.map(\.name) }
    /// Keys every mapping of this kind has.
    public let required: [String]
    public func key(_ name: String) -> KeySpec? { index[name].map { keys[$0] } }
}

/// One shape of a mapping: chosen by the presence of `selector`, or, when `value` is set, by
/// `selector` having that value (an adjustable's `kind`).
public struct Variant: Sendable {
    public var selector: String
    public var value: String?
    /// How messages name it (`a picker`, `'toggle'`).
    public var what: String
    /// Keys this shape allows, the selector included, and those it requires.
    public var keys: [String]
    public var required: [String]

    public init(_ selector: String, value: String? = nil, what: String, keys: [String], required: [String] = []) {
        self.selector = selector; self.value = value; self.what = what; self.keys = keys; self.required = required
    }
}
