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

        @Test func aLongNoteKeepsWhatIsTypedInView() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-long.jsonl").path
            try? FileManager.default.removeItem(atPath: file)
            let t = try TmuxSession("longnote", arguments: "Layouts/cowboy-hat.yaml --no-audio --findings \(file)", width: 60, height: 24)
            defer { t.kill() }
            #expect(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
            t.keys("Right", "n")
            #expect(t.wait(for: "FINDING on photo"), "\(t.pane)")
            t.keys("-l", "the photo is announced but never says what the hat looks like END")
            #expect(t.wait(for: "FINDING on photo (warning): …ys what the hat looks like END▏"),
                    "the end of the note is on the status line:\n\(t.pane)")
            t.keys("Escape")
            #expect(t.wait(for: "Finding cancelled"), "\(t.pane)")
            t.keys("q")
            #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        }
    }
}
