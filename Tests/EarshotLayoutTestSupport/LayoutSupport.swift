package import EarshotLoader
package import EarshotModel
package import EarshotNavigation
import EarshotTestSupport
import Foundation

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
