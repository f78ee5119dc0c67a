import EarshotModel
/// Typed values. The `Fields` forms take bounds and word lists from the key's entry in the
/// file kind's table, so the loader and the JSON Schema check the same limits.
extension NodeReader {
    package mutating func text(_ f: Fields, _ key: String) -> String? { f[key].flatMap { text($0, "'\(key)'") } }
    package mutating func bool(_ f: Fields, _ key: String) -> Bool? { f[key].flatMap { bool($0, "'\(key)'") } }

    package mutating func number(_ f: Fields, _ key: String) -> Double? {
        guard let node = f[key], case .number(let range) = f.type(key) else { return nil }
        return number(node, "'\(key)'", in: range)
    }

    package mutating func integer(_ f: Fields, _ key: String) -> Int? {
        guard let node = f[key], case .integer(let min, let max) = f.type(key) else { return nil }
        return integer(node, "'\(key)'", min: min, max: max)
    }

    package mutating func word(_ f: Fields, _ key: String) -> String? {
        guard let node = f[key], case .word(let words, let noun) = f.type(key) else { return nil }
        return word(node, among: words, noun: noun)
    }

    /// A list of text (`tags`, `order`, `options`).
    package mutating func texts(_ f: Fields, _ key: String) -> [String]? {
        guard let items = list(f, key) else { return nil }
        let values = items.map { text($0, "each of '\(key)'") }
        return values.contains(where: { $0 == nil }) ? nil : values.compactMap { $0 }
    }

    package mutating func list(_ f: Fields, _ key: String) -> [YAMLNode]? {
        guard let node = f[key] else { return nil }
        if case .list(_, let minCount) = f.type(key) { return list(node, "'\(key)'", minCount: minCount) }
        return list(node, "'\(key)'")
    }

    /// A fixed-length list of numbers, e.g. a frame, each part within its bounds.
    package mutating func numbers(_ f: Fields, _ key: String) -> [Double]? {
        guard let node = f[key], case .tuple(let parts, let shape) = f.type(key) else { return nil }
        guard case .sequence(let items, _) = node, items.count == parts.count else {
            error(node, "'\(key)' must be \(shape)")
            return nil
        }
        var values: [Double] = []
        for (item, part) in zip(items, parts) {
            guard case .number(let range) = part.type, let v = number(item, "'\(key)' \(part.name)", in: range) else { continue }
            values.append(v)
        }
        return values.count == parts.count ? values : nil
    }

    /// `key: true`, or the key with no value; `false` is an error (leave the key out instead).
    package mutating func flag(_ f: Fields, _ key: String) -> Bool {
        guard let node = f[key] else { return false }
        if case .scalar(let s) = node, s.kind == .null { return true }
        if bool(node, "'\(key)'") == true { return true }
        error(node, "'\(key)' can only be true (or left out)")
        return false
    }

    // MARK: Nodes

    /// Any non-null scalar, as written (a number is a fine label).
    package mutating func text(_ node: YAMLNode, _ what: String) -> String? {
        if case .scalar(let s) = node, s.kind != .null { return s.string }
        error(node, "\(what) must be a string, found \(Self.kind(of: node))")
        return nil
    }

    package mutating func number(_ node: YAMLNode, _ what: String, in range: ClosedRange<Double>) -> Double? {
        guard case .scalar(let s) = node, s.kind == .int || s.kind == .float, let value = ScalarResolver.number(s.string) else {
            error(node, "\(what) must be a number, found \(Self.kind(of: node))")
            return nil
        }
        guard value.isFinite else {
            error(node, "\(what) must be a finite number, found '\(s.string)'")
            return nil
        }
        guard range.contains(value) else {
            error(node, "\(what) must be a number from \(Adjustable.number(range.lowerBound)) to \(Adjustable.number(range.upperBound))")
            return nil
        }
        return value
    }

    package mutating func integer(_ node: YAMLNode, _ what: String, min: Int? = nil, max: Int? = nil) -> Int? {
        guard case .scalar(let s) = node, s.kind == .int || s.kind == .float else {
            error(node, "\(what) must be a whole number, found \(Self.kind(of: node))")
            return nil
        }
        guard s.kind == .int, let value = ScalarResolver.integer(s.string).map({ Int($0) }) else {
            error(node, "\(what) must be a whole number, found '\(s.string)'")
            return nil
        }
        if let min, let max, !(min...max).contains(value) {
            error(node, min == max ? "\(what) must be \(min)" : "\(what) must be \(min) to \(max)")
            return nil
        }
        if let min, value < min { error(node, "\(what) must be at least \(min)"); return nil }
        if let max, value > max { error(node, "\(what) must be at most \(max)"); return nil }
        return value
    }

    package mutating func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        if case .scalar(let s) = node, s.kind == .bool { return ScalarResolver.trueWords.contains(s.string) }
        error(node, "\(what) must be true or false, found \(Self.kind(of: node))")
        return nil
    }

    /// One of `words`, or "unknown <noun>" with the closest spelling.
    package mutating func word(_ node: YAMLNode, among words: [String], noun: String) -> String? {
        guard let w = text(node, "a \(noun)") else { return nil }
        if words.contains(w) { return w }
        error(node, "unknown \(noun) '\(w)'" + Suggest.didYouMean(w, among: words))
        return nil
    }

    package mutating func list(_ node: YAMLNode, _ what: String, minCount: Int = 0) -> [YAMLNode]? {
        guard case .sequence(let items, _) = node else {
            error(node, "\(what) must be a list, found \(Self.kind(of: node))")
            return nil
        }
        if items.count < minCount { error(node, "\(what) must not be empty") }
        return items
    }
}
