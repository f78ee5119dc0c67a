import EarshotLayoutTestSupport
import EarshotNavigation
import EarshotTestSupport
import Testing
@testable import EarshotNarration

/// Every element of every sample layout, in reading order, as VoiceOver would speak it.
@Suite struct SampleNarrationTests {
    @Test(arguments: sampleLayoutNames)
    func golden(_ name: String) throws {
        let layout = try #require(sample(name))
        var lines: [String] = []
        let composer = Composer()
        for screen in layout.screens {
            lines.append("# screen \(screen.id)")
            let state = ScreenState(index: ScreenIndex(screen: screen))
            for i in 0..<state.count where state.isFocusable(i) {
                let utterances = composer.utterances(for: state.element(i), context: state.context(for: i))
                lines.append("\(state.element(i).id): \(utterances[0].text)")
                for hint in utterances.dropFirst() { lines.append("    \(hint.text)") }
            }
        }
        expectSnapshot(lines.joined(separator: "\n") + "\n", named: "narration-" + name.replacingOccurrences(of: ".yaml", with: ""))
    }
}
