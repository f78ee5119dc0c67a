import Foundation
import Testing

extension TmuxTests {
    /// What a new user ran into in the real reader: `q` on the key list, the Quick Nav keys it
    /// left out, an announcement run into the next screen's words, a long note off the edge.
    @Suite struct TmuxNewcomerTests {
        @Test func qQuitsFromTheKeyList() throws {
            let t = try TmuxSession("keylistq", arguments: "Layouts/cowboy-hat.yaml --no-audio", width: 80, height: 24)
            defer { t.kill() }
            #expect(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            t.keys("?")
            #expect(t.wait(for: "HELP"), "\(t.pane)")
            t.keys("?")
            #expect(t.wait(for: "KEY LIST"), "\(t.pane)")
            #expect(t.pane.contains("q            quit"), "the list says q quits:\n\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "q quits from the key list:\n\(t.pane)")
        }

        @Test func theKeyListNamesListLandmarkAndTable() throws {
            let t = try TmuxSession("keylistnav", arguments: "Layouts/cowboy-hat.yaml --no-audio", width: 80, height: 24)
            defer { t.kill() }
            #expect(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            t.keys("?", "?")
            #expect(t.wait(for: "KEY LIST"), "\(t.pane)")
            #expect(t.pane.contains("h b k g f e  next heading, button, link, image, form, field; Shift: previous"), "\(t.pane)")
            #expect(t.pane.contains("l d t        next list, landmark, table; Shift: previous"), "\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        }

        @Test func anAnnouncementIsCaptionedApartFromTheNextScreen() throws {
            let t = try TmuxSession("announce", arguments: "Layouts/cowboy-hat.yaml --no-audio", width: 80, height: 24)
            defer { t.kill() }
            #expect(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            t.keys("End", "Enter")
            #expect(t.wait(for: "»Thank you for your rating«"), "\(t.pane)")
            #expect(t.pane.contains("▶ [activate] [screen-changed] Thanks for rating\n  Thank you for your rating. Heading."),
                    "the announcement, then the new screen's first words on a line of their own:\n\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        }
    }
}
