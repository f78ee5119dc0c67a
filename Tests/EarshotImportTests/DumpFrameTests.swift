import EarshotModel
import EarshotTestSupport
import Testing
@testable import EarshotImport

/// Both frame syntaxes of a debugDescription (and idb's AXFrame), wherever they sit on a line.
@Suite struct DumpFrameTests {
    @Test func classicAndXcode26Syntax() {
        #expect(DumpFrame.parse("{{16.0, 62.0}, {44.0, 44.0}}")?.rect == Rect(x: 16, y: 62, width: 44, height: 44))
        #expect(DumpFrame.parse("{0.0, 62.0, 402.0, 106.0}")?.rect == Rect(x: 0, y: 62, width: 402, height: 106))
        #expect(DumpFrame.parse("{{16, 91.666666666666671}, {358, 20.333333333333332}}")?.rect.y == 91.666666666666671)
        #expect(DumpFrame.parse("{{-1.5, 2}, {3, 4}}, label: 'x'")?.length == 19)
        #expect(DumpFrame.parse("{0.0, 62.0, 402.0, 106.0}, label: 'x'")?.length == 25)
    }

    @Test(arguments: ["{{16.0, 62.0}, {44.0}}", "{{16.0, 62.0}, {44.0, 44.0}", "{16.0, 62.0, 402.0}", "{{1, 2, 3, 4}}",
                      "{a, b, c, d}", "{{1, 2}, {3, 4}, {5, 6}}", "{{{1, 2}}, {3, 4}}", "16, 62, 44, 44", ""])
    func notAFrame(_ text: String) {
        #expect(DumpFrame.parse(Substring(text)) == nil)
    }

    @Test func cleanedForALayout() {
        #expect(DumpFrame.clean(Rect(x: 16, y: 91.666666666666671, width: 358, height: 20.333333333333332))
                == Rect(x: 16, y: 91.7, width: 358, height: 20.3))
        #expect(DumpFrame.clean(Rect(x: -1, y: -1, width: 0, height: 0)) == nil)
        #expect(DumpFrame.clean(Rect(x: .infinity, y: 0, width: 1, height: 1)) == nil)
        #expect(DumpFrame.clean(Rect(x: 0, y: 0, width: -5, height: 1e12)) == nil)
        #expect(DumpFrame.clean(Rect(x: 0, y: 0, width: -5, height: 3))?.width == 0)
    }
}
