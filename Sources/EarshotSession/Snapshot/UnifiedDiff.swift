import EarshotModel

/// Two texts' lines compared as `diff -u` shows them: hunks of changed lines with three lines of
/// context, `-` for lines only in the old text, `+` for lines only in the new. Work is bounded:
/// the common start and end are set aside first, and a middle too large to compare line by line
/// (more than `pairLimit` pairs) is shown as all removed, then all added. Lines are compared as
/// they are and shown escaped as labels are: a recorded file's ESC, OSC or bidi control never
/// reaches the terminal raw.
public enum UnifiedDiff {
    public static let context = 3
    static let pairLimit = 4_000_000

    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The diff of `old` against `new`, with the two `---`/`+++` header lines naming them; empty
    /// when the texts are equal.
    public static func text(old: String, new: String, oldName: String, newName: String) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        var out = ["--- " + oldName, "+++ " + newName]
        for hunk in hunks(edits(a, b)) { out += hunk }
        return out.joined(separator: "\n") + "\n"
    }

    static func lines(_ text: String) -> [String] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The edit script turning `a` into `b`: a longest common subsequence of lines.
    static func edits(_ a: [String], _ b: [String]) -> [Line] {
        var prefix = 0
        while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)]), midB = Array(b[prefix..<(b.count - suffix)])
        var out = a[..<prefix].map(Line.same)
        if midA.count * midB.count > pairLimit {
            out += midA.map(Line.removed) + midB.map(Line.added)
        } else {
            out += middle(midA, midB)
        }
        out += a[(a.count - suffix)...].map(Line.same)
        return out
    }

    /// The longest-common-subsequence table walked from the start: removals before additions.
    static func middle(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return a.map(Line.removed) + b.map(Line.added) }
        // lcs[i][j]: the common subsequence's length of a[i...] and b[j...], one flat array.
        var lcs = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * (m + 1) + j] = a[i] == b[j] ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
            }
        }
        var out: [Line] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[i] == b[j] {
                out.append(.same(a[i])); i += 1; j += 1
            } else if lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1] {
                out.append(.removed(a[i])); i += 1
            } else {
                out.append(.added(b[j])); j += 1
            }
        }
        out += a[i...].map(Line.removed) + b[j...].map(Line.added)
        return out
    }

    /// The edits grouped into hunks, each with its `@@ -start,count +start,count @@` line.
    static func hunks(_ edits: [Line]) -> [[String]] {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        // Runs of changes closer than twice the context share a hunk.
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context), high = min(edits.count - 1, index + context)
            if let last = ranges.last, low <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, high)
            } else {
                ranges.append(low...high)
            }
        }
        // Line numbers in each text where each edit starts.
        var oldLine = 1, newLine = 1
        var starts: [(old: Int, new: Int)] = []
        for edit in edits {
            starts.append((oldLine, newLine))
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        return ranges.map { range in
            var body: [String] = []
            var oldCount = 0, newCount = 0
            for edit in edits[range] {
                switch edit {
                case .same(let s): body.append(" " + VisibleText.escape(s)); oldCount += 1; newCount += 1
                case .removed(let s): body.append("-" + VisibleText.escape(s)); oldCount += 1
                case .added(let s): body.append("+" + VisibleText.escape(s)); newCount += 1
                }
            }
            let start = starts[range.lowerBound]
            // As `diff -u` numbers an empty side: the line before it.
            let oldStart = oldCount == 0 ? start.old - 1 : start.old, newStart = newCount == 0 ? start.new - 1 : start.new
            return ["@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"] + body
        }
    }
}
