import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotSession
import EarshotTestSupport
import Foundation
@testable import EarshotSwiftUI

/// The SwiftUI fixtures in `Tests/Fixtures/SwiftUI/`, as paths relative to that folder.
let swiftUIDirectory = repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftUI")

let swiftUIFixtures: [String] = {
    guard let walker = FileManager.default.enumerator(atPath: swiftUIDirectory.path) else { return [] }
    var out: [String] = []
    while let name = walker.nextObject() as? String { out.append(name) }
    return out.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("ContactRow.swift") }.sorted()
}()

let readFixtureFile: SwiftUIImport.ReadFile = { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

func swiftFile(_ fixture: String) -> SwiftUIImport.File {
    let path = swiftUIDirectory.appendingPathComponent(fixture).path
    return SwiftUIImport.File(path: path, bytes: FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
}

/// The other `.swift` files beside a fixture, searched for views by name.
func siblings(_ fixture: String) -> [SwiftUIImport.File] {
    let dir = (fixture as NSString).deletingLastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: swiftUIDirectory.appendingPathComponent(dir).path)) ?? []
    return names.filter { $0.hasSuffix(".swift") && (dir.isEmpty ? $0 : dir + "/" + $0) != fixture && !dir.isEmpty }
        .sorted().map { swiftFile(dir + "/" + $0) }
}

/// The labels of the focus stops of `source` imported at `App/V.swift` (with `import SwiftUI`),
/// with the strings tables `tables` (path → text) where the import looks for them.
func stopLabels(_ source: String, tables: [String: String] = [:]) -> [String?] {
    let files = tables.mapValues { Array($0.utf8) }
    let main = SwiftUIImport.File(path: "App/V.swift", bytes: Array(("import SwiftUI\n" + source).utf8))
    return elements(try? SwiftUIImport.layout(main: main, readFile: { files[$0] }).get()).filter(\.accessible).map(\.label)
}

/// A Swift file of the app at `path`, holding `text`.
func swiftFile(_ path: String, _ text: String) -> SwiftUIImport.File { SwiftUIImport.File(path: path, bytes: Array(text.utf8)) }

/// Source text as a layout (path `View.swift`); nil when it does not import.
func swiftUI(_ source: String, path: String = "View.swift", strings: [String: String] = [:]) -> Layout? {
    try? SwiftUIImport.layout(main: SwiftUIImport.File(path: path, bytes: Array(source.utf8))).get()
}

/// The diagnostics `source` gives, as `line:col: message`.
func swiftUIErrors(_ source: String, screen: String? = nil) -> [String] {
    switch SwiftUIImport.layout(main: SwiftUIImport.File(path: "View.swift", bytes: Array(source.utf8)), screenID: screen) {
    case .success: return []
    case .failure(let list): return list.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
}

/// The body of a `View` wrapped around `body`.
func view(_ body: String, extra: String = "") -> String {
    "import SwiftUI\nstruct V: View {\n\(extra)\n    var body: some View {\n\(body)\n    }\n}\n"
}

/// Every element of the first screen, depth first.
func elements(_ layout: Layout?) -> [Element] {
    var out: [Element] = []
    layout?.screens.first?.forEachElement { out.append($0) }
    return out.filter { !isContentGroup($0) }
}

/// The group around a screen's content that keeps the code's order (not a view of its own).
func isContentGroup(_ e: Element) -> Bool { e.id.hasPrefix(SwiftUIMapper.contentID) && !e.accessible && e.order != nil }

/// What VoiceOver says walking the first screen: `first`, then `next` until the end.
func walk(_ layout: Layout, script: String? = nil, title: String) -> String {
    var stops = 0
    layout.screens[0].forEachElement { if $0.children.isEmpty && $0.accessible && !$0.hidden { stops += 1 } }
    let script = script ?? "first next x\(stops)"
    var session = SessionState(navigator: Navigator(workspace: Workspace(root: layout)))
    var lines = ["# \(title): \(script)"]
    for gesture in (try? GestureScript.parse(script).get()) ?? [] {
        let step = session.run(script: gesture)
        lines.append(TranscriptFormat.text(step) + "\n  @ " + (step.focus ?? "-"))
    }
    return lines.joined(separator: "\n") + "\n"
}
