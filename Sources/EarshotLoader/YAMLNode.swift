package import EarshotModel
/// A composed YAML node, as the loaders read it. Aliases are already expanded (their nodes are
/// shared, not copied) and an aliased node is located where the alias is written.
package enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode], at: SourceLocation)
    case mapping([YAMLPair], at: SourceLocation)

    package var location: SourceLocation {
        switch self {
        case .scalar(let s): return s.mark.location
        case .sequence(_, let at), .mapping(_, let at): return at
        }
    }

    /// The items of a sequence.
    package var items: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// The same node, located at `location` (where an alias to it is written).
    package func moved(to location: YAMLMark) -> YAMLNode {
        switch self {
        case .scalar(var s):
            s.mark = location
            return .scalar(s)
        case .sequence(let items, _): return .sequence(items, at: location.location)
        case .mapping(let pairs, _): return .mapping(pairs, at: location.location)
        }
    }
}

package struct YAMLPair: Sendable {
    package var key: YAMLNode
    package var value: YAMLNode
}

/// A scalar as written: its text, explicit tag if any, quoting style and place.
package struct YAMLScalar: Sendable {
    package enum Style: Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }
    /// What a scalar is, by YAML 1.1's rules (the ones Yams and libyaml users expect).
    package enum Kind: String, Sendable { case null, bool, int, float, string = "str" }

    package var string: String
    /// The explicit tag (`!!str`, `tag:yaml.org,2002:int`), `nil` when none was written.
    package var tag: String?
    package var style: Style
    package var mark: YAMLMark
    package var end: YAMLMark

    /// The resolved kind: an explicit tag wins; quoted and block scalars are strings.
    package var kind: Kind {
        if let tag, tag != "!" {
            switch tag {
            case "tag:yaml.org,2002:null": return .null
            case "tag:yaml.org,2002:bool": return .bool
            case "tag:yaml.org,2002:int": return .int
            case "tag:yaml.org,2002:float": return .float
            default: return .string
            }
        }
        guard style == .plain, tag == nil else { return .string }
        return ScalarResolver.resolve(string)
    }
}
