import EarshotTestSupport
import Foundation
import Testing

/// `earshot snapshot`: recorded, checked and updated, run for real in a folder of its own.
extension CommandLineTests {
    /// A fresh folder holding a copy of the hat layout.
    func snapshotProject(_ name: String) throws -> String {
        let dir = temporary("snapshot-" + name)
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/Views", withIntermediateDirectories: true)
        let hat = try String(contentsOf: repositoryRoot.appendingPathComponent("Layouts/cowboy-hat.yaml"), encoding: .utf8)
        try Data(hat.utf8).write(to: URL(fileURLWithPath: dir + "/Views/hat.yaml"))
        return dir
    }

    @Test func snapshotRecordsEachScreenThenChecksIt() throws {
        let dir = try snapshotProject("record")
        let first = try earshot(["snapshot", "Views"], directory: dir)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.err == "earshot: 2 snapshots written to Snapshots\n")
        #expect(first.out == "2 snapshots, 0 changed, 0 new, 0 gone, 2 unchanged\n")
        let product = try String(contentsOfFile: dir + "/Snapshots/Views/hat.yaml/product.txt", encoding: .utf8)
        #expect(product.hasPrefix("""
            # What VoiceOver says
            source: ../Views/hat.yaml
            screen: product
            reader: VoiceOver
            grammar: 1

            ## Focus stops, swiping right from the first
            1. Authentic Cowboy Hat. Heading.
            """))
        #expect(product.contains("\n4. Rating: 3 out of 5. Adjustable.\n   hint: Swipe up or down with one finger to adjust the value."))
        #expect(product.hasSuffix("""
            ## Activating
            5. Submit. Button. → screen thanks: Thanks for rating / Thank you for your rating. Heading.

            """))
        let check = try earshot(["snapshot", "Views", "--check"], directory: dir)
        #expect(check.status == 0 && check.err.isEmpty)
        #expect(check.out == "2 snapshots, 0 changed, 0 new, 0 gone, 2 unchanged\n")
    }

    @Test func aChangedLabelFailsTheCheckWithADiff() throws {
        let dir = try snapshotProject("changed")
        #expect(try earshot(["snapshot", "Views", "--update"], directory: dir).status == 0)
        let path = dir + "/Views/hat.yaml"
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "label: Submit", with: "label: Send")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        let check = try earshot(["snapshot", "Views", "--check"], directory: dir)
        #expect(check.status == 1)
        #expect(check.out.hasPrefix("""
            --- Snapshots/Views/hat.yaml/product.txt (recorded)
            +++ Snapshots/Views/hat.yaml/product.txt (now)
            @@ -10,7 +10,7 @@
             3. Handcrafted from full-grain leather with a braided band and silver conchos. One size fits most.
             4. Rating: 3 out of 5. Adjustable.
                hint: Swipe up or down with one finger to adjust the value. Use the rotor to access Rating Value.
            -5. Submit. Button.
            +5. Send. Button.
                hint: Sends your rating.
            """))
        #expect(check.out.contains("\n-5. Submit. Button. → screen thanks: Thanks for rating / Thank you for your rating. Heading.\n"
                                   + "+5. Send. Button. → screen thanks: Thanks for rating / Thank you for your rating. Heading.\n"))
        #expect(check.out.hasSuffix("2 snapshots, 1 changed, 0 new, 0 gone, 1 unchanged\n"))
        // Nothing was written: the check fails again until the snapshot is updated.
        #expect(try earshot(["snapshot", "Views", "--check"], directory: dir).status == 1)
        let junit = try earshot(["snapshot", "Views", "--check", "--format", "junit"], directory: dir)
        #expect(junit.status == 1)
        #expect(junit.out.contains("<testsuites name=\"earshot snapshot\" tests=\"2\" failures=\"1\">"))
        #expect(junit.out.contains("<testcase classname=\"Views/hat.yaml\" name=\"product\">\n      <failure message=\"what the screen reader says changed\">"))
        #expect(junit.out.contains("<testcase classname=\"Views/hat.yaml\" name=\"thanks\"/>"))
        let update = try earshot(["snapshot", "Views", "--update"], directory: dir)
        #expect(update.status == 0 && update.err == "earshot: 1 snapshot written to Snapshots\n")
        #expect(try earshot(["snapshot", "Views", "--check"], directory: dir).status == 0)
    }

    @Test func newGoneAndUnreadableSnapshotsAreNamed() throws {
        let dir = try snapshotProject("named")
        #expect(try earshot(["snapshot", "Views", "--update"], directory: dir).status == 0)
        let folder = dir + "/Snapshots/Views/hat.yaml/"
        try FileManager.default.moveItem(atPath: folder + "thanks.txt", toPath: folder + "thank-you.txt")
        try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: folder + "product.txt"))
        let check = try earshot(["snapshot", "Views", "--check"], directory: dir)
        #expect(check.status == 1)
        #expect(check.out == """
            unreadable: Snapshots/Views/hat.yaml/product.txt: not UTF-8 text; run `earshot snapshot --update` to record it again
            gone: Snapshots/Views/hat.yaml/thank-you.txt (no screen given makes it now)
            new: Snapshots/Views/hat.yaml/thanks.txt (no snapshot recorded for this screen)
            3 snapshots, 0 changed, 1 new, 1 gone, 1 unreadable, 0 unchanged

            """)
        let update = try earshot(["snapshot", "Views", "--update"], directory: dir)
        #expect(update.status == 0 && update.err == "earshot: 2 snapshots written to Snapshots, 1 removed\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "thank-you.txt"))
        #expect(try earshot(["snapshot", "Views", "--check"], directory: dir).out == "2 snapshots, 0 changed, 0 new, 0 gone, 2 unchanged\n")
    }

    @Test func bothReadersAreRecordedSideBySide() throws {
        let dir = try snapshotProject("both")
        let both = try earshot(["snapshot", "Views", "--reader", "both", "--update"], directory: dir)
        #expect(both.status == 0 && both.err == "earshot: 4 snapshots written to Snapshots\n")
        let talkBack = try String(contentsOfFile: dir + "/Snapshots/Views/hat.yaml/product.talkback.txt", encoding: .utf8)
        #expect(talkBack.hasPrefix("# What TalkBack says\nsource: ../Views/hat.yaml\nscreen: product\nreader: TalkBack\n"))
        #expect(talkBack.contains("\n4. 3 out of 5, Rating, Slider\n   hint: Swipe up or Swipe down to adjust\n"))
        #expect(talkBack.contains("\n## Reading control: Headings\n- Authentic Cowboy Hat, Heading (stop 1)\n"))
        let voiceOver = try String(contentsOfFile: dir + "/Snapshots/Views/hat.yaml/product.voiceover.txt", encoding: .utf8)
        #expect(voiceOver.contains("\n4. Rating: 3 out of 5. Adjustable.\n"))
    }

    /// One reader asked for is heard alone, in a file named after the screen; a name that is no
    /// reader is refused with the names there are.
    @Test func oneReaderAskedIsHeardAloneAndAnUnknownOneIsRefused() throws {
        let dir = try snapshotProject("one")
        let one = try earshot(["snapshot", "Views", "--reader", "talkback", "--update"], directory: dir)
        #expect(one.status == 0 && one.err == "earshot: 2 snapshots written to Snapshots\n", "\(one.err)")
        let text = try String(contentsOfFile: dir + "/Snapshots/Views/hat.yaml/product.txt", encoding: .utf8)
        #expect(text.hasPrefix("# What TalkBack says\n"))
        let unknown = try earshot(["snapshot", "Views", "--reader", "narrator"], directory: dir)
        #expect(unknown.status == 2 && unknown.err.contains("Please provide one of 'voiceover', 'talkback' or 'both'."), "\(unknown.err)")
    }

    @Test func anAndroidDumpIsSnapshotInTalkBacksWords() throws {
        let dir = temporary("snapshot-android")
        try? FileManager.default.removeItem(atPath: dir)
        let r = try earshot(["snapshot", "Tests/Fixtures/Dumps/android/login-form.xml", "--dir", dir, "--update"])
        #expect(r.status == 0, "\(r.err)")
        let found = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".txt") }
        let text = try String(contentsOfFile: dir + "/" + (try #require(found.first)), encoding: .utf8)
        #expect(text.contains("reader: TalkBack\n"))
        // The email field is empty: its hint is on show, and TalkBack says it as the field's text, before the role.
        #expect(text.contains("\n2. Email, Edit box\n   hint: Double-tap to edit text, Double-tap and hold to long press\n"))
        #expect(text.contains("\n7. Unlabelled, Button\n"))
    }

    /// The repository's own example, as its committed snapshots record it.
    @Test func theExampleSaysWhatItsSnapshotsRecord() throws {
        let check = try earshot(["snapshot", "Examples/", "--check"])
        #expect(check.status == 0, "\(check.out)\(check.err)")
        #expect(check.out == "1 snapshot, 0 changed, 0 new, 0 gone, 1 unchanged\n")
    }

    @Test func snapshotRefusesBadInputAndWritesNoLinkOver() throws {
        let dir = try snapshotProject("bad")
        let both = try earshot(["snapshot", "Views", "--check", "--update"], directory: dir)
        #expect(both.status == 2 && both.err.contains("give --check or --update, not both"))
        let missing = try earshot(["snapshot", "Nowhere", "--check"], directory: dir)
        #expect(missing.status == 2 && missing.err.hasPrefix("earshot: error: no such file or directory 'Nowhere'\n"))
        // A snapshot file that is a link is never written through or removed.
        try FileManager.default.createDirectory(atPath: dir + "/Snapshots/Views/hat.yaml", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/Snapshots/Views/hat.yaml/gone.txt", withDestinationPath: "/etc/hostname")
        let update = try earshot(["snapshot", "Views", "--update"], directory: dir)
        #expect(update.status == 2)
        #expect(update.err.contains("gone.txt"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/Snapshots/Views/hat.yaml/gone.txt") == "/etc/hostname")
    }
}
