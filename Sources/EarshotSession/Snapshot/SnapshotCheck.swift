import EarshotAudit
public import EarshotModel

/// Snapshots now against the ones recorded: which screens changed (with their diff), which are
/// new, which were recorded but are gone, and which recorded files cannot be read as snapshots.
/// Pure: the caller reads the folder and writes what `--update` writes.
public struct SnapshotCheck: Sendable {
    /// One screen's snapshot as it is now: its file (relative to the snapshot folder), the
    /// source file and screen it belongs to, and its text.
    public struct Snapshot: Sendable, Hashable {
        public var name: String
        public var source: String
        public var screen: String
        public var text: String

        public init(name: String, source: String, screen: String, text: String) {
            self.name = name; self.source = source; self.screen = screen; self.text = text
        }
    }

    /// A recorded snapshot file as read.
    public enum Recorded: Sendable, Hashable {
        case text(String)
        /// Not UTF-8, or not readable: why.
        case unusable(String)
    }

    public enum Status: Sendable, Hashable {
        case same
        case changed(diff: String)
        /// No file recorded for it.
        case new
        /// Recorded, but no screen given makes it any more.
        case gone
        case unusable(String)
    }

    public struct Result: Sendable, Hashable {
        public var name: String
        public var source: String?
        public var screen: String?
        public var status: Status
    }

    public var results: [Result]

    /// `now` against `recorded` (by name). `folder` prefixes the names the diffs' headers show.
    public init(now: [Snapshot], recorded: [String: Recorded], folder: String) {
        var results: [Result] = []
        let names = Set(now.map(\.name))
        for snapshot in now {
            let status: Status
            switch recorded[snapshot.name] {
            case nil: status = .new
            case .unusable(let why)?: status = .unusable(why)
            case .text(let old)? where old == snapshot.text: status = .same
            case .text(let old)?:
                let shown = SnapshotNames.joined(folder, snapshot.name)
                let diff = UnifiedDiff.text(old: old, new: snapshot.text, oldName: shown + " (recorded)", newName: shown + " (now)")
                status = diff.isEmpty ? .same : .changed(diff: diff)
            }
            results.append(Result(name: snapshot.name, source: snapshot.source, screen: snapshot.screen, status: status))
        }
        for name in recorded.keys.sorted() where !names.contains(name) {
            results.append(Result(name: name, source: nil, screen: nil, status: .gone))
        }
        self.results = results.sorted { $0.name < $1.name }
    }

    /// Whether anything differs from what was recorded.
    public var differs: Bool { results.contains { $0.status != .same } }

    /// What `--check` prints: a diff per changed screen, then new, gone and unusable ones, then a
    /// count line.
    public func report(folder: String) -> String {
        var out = ""
        for r in results {
            let shown = VisibleText.escape(SnapshotNames.joined(folder, r.name))
            switch r.status {
            case .same: continue
            case .changed(let diff): out += diff
            case .new: out += "new: \(shown) (no snapshot recorded for this screen)\n"
            case .gone: out += "gone: \(shown) (no screen given makes it now)\n"
            case .unusable(let why): out += "unreadable: \(shown): \(VisibleText.escape(why))\n"
            }
        }
        out += summary + "\n"
        return out
    }

    public var summary: String {
        func count(_ test: (Status) -> Bool) -> Int { results.filter { test($0.status) }.count }
        let changed = count { if case .changed = $0 { return true } else { return false } }
        let unusable = count { if case .unusable = $0 { return true } else { return false } }
        var parts = ["\(results.count) snapshot\(results.count == 1 ? "" : "s")", "\(changed) changed",
                     "\(count { $0 == .new }) new", "\(count { $0 == .gone }) gone"]
        if unusable > 0 { parts.append("\(unusable) unreadable") }
        parts.append("\(count { $0 == .same }) unchanged")
        return parts.joined(separator: ", ")
    }

    /// JUnit XML: one test case per screen, a failure for each that differs.
    public func junit(folder: String) -> String {
        let failures = results.filter { $0.status != .same }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"earshot snapshot\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"\(XMLText.escape(folder))\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        for r in results {
            let classname = XMLText.escape(r.source ?? SnapshotNames.joined(folder, r.name))
            let name = XMLText.escape(r.screen ?? r.name)
            let failure: (message: String, body: String)?
            switch r.status {
            case .same: failure = nil
            case .changed(let diff): failure = ("what the screen reader says changed", diff)
            case .new: failure = ("no snapshot recorded for this screen", "")
            case .gone: failure = ("a snapshot is recorded for a screen no source makes now", "")
            case .unusable(let why): failure = ("the recorded snapshot cannot be read: " + why, "")
            }
            if let failure {
                out += "    <testcase classname=\"\(classname)\" name=\"\(name)\">\n"
                out += "      <failure message=\"\(XMLText.escape(failure.message))\">\(XMLText.escape(failure.body, lineBreaks: .keep))</failure>\n"
                out += "    </testcase>\n"
            } else {
                out += "    <testcase classname=\"\(classname)\" name=\"\(name)\"/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
