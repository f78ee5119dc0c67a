/// "Did you mean" for near-miss spellings.
package enum Suggest {
    package static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let best = closest(word, among: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
    }

    package static func closest(_ word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(lowered, candidate.lowercased())
            let limit = candidate.count <= 3 ? 1 : max(2, candidate.count / 3)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance, bounded to short words.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
