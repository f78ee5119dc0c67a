package import Foundation
package import EarshotCore
/// The repository root, found from this file's path.
package let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

package let layoutsDirectory = repositoryRoot.appendingPathComponent("Layouts")

package let sampleLayoutNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: layoutsDirectory.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

package let fileReader: LayoutLoader.ReadFile = { path in
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// Loads a bundled sample; a failure is reported by the caller's expectation.
package func loadSample(_ name: String) -> Result<Layout, DiagnosticList> {
    let path = layoutsDirectory.appendingPathComponent(name).path
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    return LayoutLoader(readFile: fileReader).load(bytes: bytes, path: path)
}

/// Loads text as a layout named `t.yaml`; returns the layout or `line:col: message` lines.
package func load(_ text: String, path: String = "t.yaml") -> (Layout?, [String]) {
    switch LayoutLoader().load(bytes: Array(text.utf8), path: path) {
    case .success(let layout): return (layout, [])
    case .failure(let list):
        return (nil, list.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" })
    }
}

package func sample(_ name: String) -> Layout? {
    if case .success(let layout) = loadSample(name) { return layout }
    return nil
}

/// A navigator over a bundled sample, with its `goto` files loaded.
package func navigator(_ name: String) -> Navigator? {
    guard let layout = sample(name) else { return nil }
    let workspace = try? Workspace.loading(root: layout) { path in
        try LayoutLoader(readFile: fileReader).load(bytes: fileReader(path) ?? [], path: path).get()
    }
    return workspace.map { Navigator(workspace: $0) }
}

/// The plain transcript of a script over a sample.
package func walk(_ name: String, _ script: String) -> String? {
    guard let nav = navigator(name), case .success(let gestures) = GestureScript.parse(script) else { return nil }
    var session = SessionState(navigator: nav)
    var lines = ["# \(name): \(script)", TranscriptFormat.text(session.startStep(), heading: "(start)")]
    for g in gestures { lines.append(TranscriptFormat.text(session.run(script: g))) }
    return lines.joined(separator: "\n") + "\n"
}
