import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotNarration
import EarshotSession
import EarshotTestSupport
import Foundation
@testable import EarshotImport

/// The dumps in `Tests/Fixtures/Dumps/<format>/`, as `format/name.ext`.
let dumpsDirectory = repositoryRoot.appendingPathComponent("Tests/Fixtures/Dumps")

let dumpFixtures: [String] = DumpFormat.allCases.flatMap { format in
    ((try? FileManager.default.contentsOfDirectory(atPath: dumpsDirectory.appendingPathComponent(format.rawValue).path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted().map { "\(format.rawValue)/\($0)" }
}

func dumpBytes(_ fixture: String) -> [UInt8] {
    FileManager.default.contents(atPath: dumpsDirectory.appendingPathComponent(fixture).path).map { [UInt8]($0) } ?? []
}

/// A dump given as text, imported straight to a layout (as a command reads it).
func importLayout(_ text: String, path: String = "shot.xml", from format: DumpFormat? = nil) -> Layout? {
    try? DumpImport.layout(bytes: Array(text.utf8), path: path, from: format).get()
}

/// The import's failure message, or nil when it succeeded.
func importFailure(_ text: String, path: String = "shot.xml", from format: DumpFormat? = nil) -> String? {
    switch DumpImport.yaml(bytes: Array(text.utf8), path: path, from: format) {
    case .success: return nil
    case .failure(let failure): return failure.description
    }
}

/// What each focus stop of a layout says when walked with `next`, one line per stop.
func spoken(_ layout: Layout) -> [String] {
    var session = SessionState(navigator: Navigator(workspace: Workspace(root: layout)))
    var lines: [String] = []
    let first = session.run(script: .first)
    guard first.focus != nil else { return [] }
    lines.append(first.output.utterances.first?.text ?? "")
    var seen: Set<String> = [first.focus ?? ""]
    while true {
        let step = session.run(script: .next)
        guard let focus = step.focus, !seen.contains(focus) else { break }
        seen.insert(focus)
        lines.append(step.output.utterances.first?.text ?? "")
    }
    return lines
}

/// A golden walk: `first` then `next` once per stop and once more (the boundary), with the
/// focused id after each step.
func goldenWalk(_ layout: Layout, title: String, reader: ScreenReader = .voiceover) -> String {
    var stops = 0
    layout.screens[0].forEachElement { if $0.accessible && ($0.children.isEmpty || $0.role != nil) { stops += 1 } }
    let script = "first next x\(stops)"
    var verbosity = Verbosity.standard
    verbosity.reader = reader
    var session = SessionState(navigator: Navigator(workspace: Workspace(root: layout), verbosity: verbosity))
    var lines = ["# \(title): \(script)"]
    for gesture in (try? GestureScript.parse(script).get()) ?? [] {
        let step = session.run(script: gesture)
        lines.append(TranscriptFormat.text(step) + "\n  @ " + (step.focus ?? "-"))
    }
    return lines.joined(separator: "\n") + "\n"
}

/// A WebDriverAgent page source around `body` (one element per line, as WDA writes it).
func wda(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="390" height="844">
    \(body)
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """
}
