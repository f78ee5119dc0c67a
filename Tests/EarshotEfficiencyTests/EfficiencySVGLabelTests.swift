import EarshotLayoutTestSupport
import EarshotTestSupport
import Testing
@testable import EarshotEfficiency

/// The heat map names boxes by what VoiceOver says, and a box too small for that by a number
/// the key under the screen explains.
@Suite struct EfficiencySVGLabelTests {
    @Test func boxesAreLabelledBySpokenLabelAndSmallOnesInAKey() throws {
        let start = try #require(navigator("cowboy-hat.yaml"))
        let report = Efficiency.measure(start, layout: "cowboy-hat.yaml", length: wordSeconds)
        let svg = EfficiencySVG.render([EfficiencySVG.Panel(title: "", report: report, state: start.state)])
        // The rating box says "Rating", not its id; the low title box says its label on one line.
        #expect(svg.contains(">Rating · "), "\(svg)")
        #expect(!svg.contains(">rating · "))
        #expect(svg.contains(">0 · Authentic Cowboy Hat<"))
        // The description's label is far too long for its box: it is numbered and named in the key.
        #expect(svg.contains(">[1]<"))
        #expect(svg.contains("Key: 1 Handcrafted from full-grain leather wit…: 2 gestures,"))
    }
}
