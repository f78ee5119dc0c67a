import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotSession
import EarshotTestSupport
import Foundation
@testable import EarshotInterfaceBuilder

/// The Interface Builder fixtures, as paths under `Tests/Fixtures/InterfaceBuilder/`.
let ibDirectory = repositoryRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder")

let ibFixtures: [String] = {
    let root = ibDirectory.path
    let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return all.filter { InterfaceBuilderImport.handles($0) }.sorted()
}()

func ibBytes(_ fixture: String) -> [UInt8] {
    FileManager.default.contents(atPath: ibDirectory.appendingPathComponent(fixture).path).map { [UInt8]($0) } ?? []
}

/// Reads files under the fixtures folder (for `.strings` beside a storyboard).
let fixtureFiles: InterfaceBuilderImport.ReadFile = { path in
    FileManager.default.contents(atPath: ibDirectory.appendingPathComponent(path).path).map { [UInt8]($0) }
}

/// A storyboard around `scenes` (each a `<scene>`), the first controller initial unless `initial` says.
func storyboard(_ scenes: String, initial: String = "VC1") -> [UInt8] {
    Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """.utf8)
}

/// One scene whose controller `VC1` has a 390×844 root view holding `subviews`.
func scene(_ subviews: String) -> String { scene("VC1", attributes: "", subviews) }

/// One scene whose controller `id` has a 390×844 root view holding `subviews`.
func scene(_ id: String, attributes: String = "", _ subviews: String, extra: String = "") -> String {
    """
            <scene sceneID="S-\(id)">
                <objects>
                    <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
    \(subviews)
                            </subviews>
                        </view>
    \(extra)
                    </viewController>
                    <exit id="X-\(id)" sceneMemberID="exit"/>
                </objects>
            </scene>
    """
}

func ibLayout(_ bytes: [UInt8], path: String = "Main.storyboard", screen: String? = nil) throws -> Layout {
    try InterfaceBuilderImport.layout(bytes: bytes, path: path, screen: screen, readFile: fixtureFiles).get()
}

func ibFailure(_ bytes: [UInt8], path: String = "Main.storyboard", screen: String? = nil) -> String? {
    switch InterfaceBuilderImport.yaml(bytes: bytes, path: path, screen: screen) {
    case .success: return nil
    case .failure(let failure): return failure.description
    }
}

/// What each focus stop of the layout's screen `index` says, walked with `next`.
func spokenStops(_ layout: Layout, screen: String? = nil) -> [String] {
    var session = SessionState(navigator: Navigator(workspace: Workspace(root: layout), screen: screen))
    var lines: [String] = []
    var step = session.run(script: .first)
    var seen: Set<String> = []
    while let focus = step.focus, !seen.contains(focus) {
        seen.insert(focus)
        lines.append(step.output.utterances.first?.text ?? "")
        step = session.run(script: .next)
    }
    return lines
}

/// A golden walk of every screen: `first` then `next` once per stop and once more.
func goldenWalk(_ layout: Layout, title: String) -> String {
    var lines: [String] = []
    for screen in layout.screens {
        var stops = 0
        screen.forEachElement { if $0.children.isEmpty && $0.accessible && !$0.hidden { stops += 1 } }
        let script = "first next x\(stops)"
        var session = SessionState(navigator: Navigator(workspace: Workspace(root: layout), screen: screen.id))
        lines.append("# \(title) — screen \(screen.id): \(script)")
        for gesture in (try? GestureScript.parse(script).get()) ?? [] {
            let step = session.run(script: gesture)
            lines.append(TranscriptFormat.text(step) + "\n  @ " + (step.focus ?? "-"))
        }
    }
    return lines.joined(separator: "\n") + "\n"
}
