package import Foundation
public import Testing
/// Compares `actual` with the golden file `Snapshots/<name>.txt` beside the tests.
/// A missing golden is recorded and fails; `RECORD_SNAPSHOTS=1` re-records. Failures show a line diff.
public func expectSnapshot(_ actual: String, named name: String, filePath: String = #filePath,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let url = snapshotDirectory(for: filePath).appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    let existing = FileManager.default.contents(atPath: url.path)
    guard !record, let data = existing else {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let written = (try? Data(actual.utf8).write(to: url)) != nil
        let what = existing == nil ? "new" : existing == Data(actual.utf8) ? "unchanged" : "changed"
        // Say what was recorded, so a re-record is never silent.
        print("snapshot \(name): \(written ? "recorded (\(what))" : "could not be written") at \(url.path)")
        if !record {
            Issue.record("No golden for \(name): recorded it at \(url.path); check it and run again.",
                         sourceLocation: sourceLocation)
        }
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let diff = lineDiff(expected, actual)
    Issue.record("Snapshot \(name) differs (RECORD_SNAPSHOTS=1 to re-record):\n\(diff)", sourceLocation: sourceLocation)
}

/// `Tests/<Target>/Snapshots` for a test file anywhere under `Tests/<Target>/`.
package func snapshotDirectory(for filePath: String) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.deletingLastPathComponent().lastPathComponent != "Tests" && url.path != "/" {
        url = url.deletingLastPathComponent()
    }
    return url.appendingPathComponent("Snapshots")
}

/// A minimal line diff: `-` expected, `+` actual, for lines that differ in place.
public func lineDiff(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for i in 0..<max(e.count, a.count) {
        let l = i < e.count ? String(e[i]) : nil, r = i < a.count ? String(a[i]) : nil
        if l != r {
            if let l { out.append("\(i + 1) - \(l)") }
            if let r { out.append("\(i + 1) + \(r)") }
        }
    }
    return out.joined(separator: "\n")
}
