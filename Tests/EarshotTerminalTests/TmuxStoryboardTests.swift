import Foundation
import Testing

/// `earshot Main.storyboard --screen Login`: a storyboard scene walked by ear in the reader.
extension TmuxTests {
@Suite struct TmuxStoryboardTests {
    @Test func walksTheChosenSceneAndFollowsASegue() throws {
        try TmuxSession.requireAvailable()
        let t = try TmuxSession("storyboard", arguments: "Tests/Fixtures/InterfaceBuilder/Localized/Base.lproj/Main.storyboard --screen Login --no-audio")
        defer { t.kill() }
        #expect(t.wait(for: "▶ icon_help. Button."), "speaks the first element on start:\n\(t.pane)")
        t.keys("Right")
        #expect(t.wait(for: "▶ Welcome back to Trails. Heading."), "\(t.pane)")
        t.keys("Right", "Right", "Right")
        #expect(t.wait(for: "▶ Sign in. Button."), "\(t.pane)")
        t.keys("Enter")
        #expect(t.wait(for: "[screen-changed] You are signed in"), "the presentation segue opens the Home scene:\n\(t.pane)")
        #expect(t.pane.contains("Main.storyboard › Home"))
        t.keys("q")
        #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
    }

    @Test func screenChoosesWhereTheReaderStarts() throws {
        try TmuxSession.requireAvailable()
        let t = try TmuxSession("storyboard-home", arguments: "Tests/Fixtures/InterfaceBuilder/Localized/Base.lproj/Main.storyboard --screen Home --no-audio")
        defer { t.kill() }
        #expect(t.wait(for: "▶ You are signed in"), "\(t.pane)")
        t.keys("q")
        #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
    }
}
}
