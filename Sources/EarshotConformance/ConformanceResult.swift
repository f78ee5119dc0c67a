/// What Earshot said for one row, and whether it is what the reader says.
public struct ConformanceResult: Sendable, Hashable {
    public var id: String
    /// Earshot's words, hints apart, and its hint (nil: none).
    public var says: String
    public var hint: String?
    public var passed: Bool

    public init(id: String, says: String, hint: String?, passed: Bool) {
        self.id = id; self.says = says; self.hint = hint; self.passed = passed
    }
}

/// When two utterances say the same: the same words in the same order. Case and punctuation are
/// not words a listener hears (`Double-tap` and `Double tap`, `Label:` and `Label` sound alike),
/// so they are not compared; every letter and digit is.
public enum ConformanceMatch {
    public static func words(_ text: String) -> [String] {
        var words: [String] = [], current = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    public static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return words(a) == words(b)
        default: return false
        }
    }
}
