import EarshotTestSupport
import Foundation
import Testing

/// `earshot import`, and dumps given where a layout is expected, run for real.
extension CommandLineTests {
    static let dumpFixtures: [String] = ["appium", "idb", "xcui"].flatMap { format in
        ((try? FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Tests/Fixtures/Dumps/\(format)").path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted().map { "Tests/Fixtures/Dumps/\(format)/\($0)" }
    }

    func writeTemporary(_ name: String, _ text: String) throws -> String {
        let path = temporary(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func importPrintsALayoutWithItsProvenance() throws {
        let r = try earshot(["import", "Tests/Fixtures/Dumps/appium/settings-keyboards.xml"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasPrefix("# Imported by `earshot import` from settings-keyboards.xml (appium: WebDriverAgent page source).\n"))
        #expect(r.out.contains("\nearshot: 1\nscreen:\n  id: settings-keyboards\n  title: Keyboards\n"))
        #expect(r.out.contains("      label: Auto-Correction\n      value: \"0\"\n      traits: [button, switchButton]\n"))
        #expect(r.err == "Tests/Fixtures/Dumps/appium/settings-keyboards.xml: appium, 50 nodes, 15 focus stops\n")
    }

    @Test func theHatPageInTalkBacksWords() throws {
        let r = try earshot(["transcript", "Layouts/cowboy-hat.yaml", "--reader", "talkback", "--gestures", "next x4", "--no-audio"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == """
            » (start)
              Authentic Cowboy Hat, Heading
            » next
              Dark brown leather hat with embellishments, Image
            » next
              Handcrafted from full-grain leather with a braided band and silver conchos. One size fits most.
            » next
              3 out of 5, Rating, Slider
                  Swipe up or Swipe down to adjust
            » next
              Submit, Button
                  Double-tap to activate

            """)
        let android = try earshot(["transcript", "Tests/Fixtures/Dumps/android/settings-switches.xml", "--gestures", "next x3", "--no-audio"])
        #expect(android.out.hasSuffix("» next\n  Morning rain check, Skip watering after rain, On, Switch, 1 of 4, In list, 4 items\n"
                                      + "      Double-tap to activate\n"))
        let heardAsIPhone = try earshot(["transcript", "Tests/Fixtures/Dumps/android/settings-switches.xml", "--reader", "voiceover",
                                         "--gestures", "next x3", "--no-audio"])
        #expect(heardAsIPhone.out.contains("  Morning rain check, Skip watering after rain. Switch Button. On. List Start.\n"))
    }

    @Test func importToAFileSaysWhatItMade() throws {
        let out = temporary("imported.yaml")
        let r = try earshot(["import", "Tests/Fixtures/Dumps/idb/settings-flat.json", "-o", out, "--id", "home"])
        #expect(r.status == 0 && r.out.isEmpty)
        #expect(r.err == "Tests/Fixtures/Dumps/idb/settings-flat.json: idb, 15 nodes, 14 focus stops → \(out)\n")
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        #expect(yaml.contains("screen:\n  id: home\n"))
    }

    /// Importing and then reading the layout says exactly what reading the dump says.
    @Test(arguments: dumpFixtures)
    func importThenTranscriptEqualsTranscriptOfTheDump(_ dump: String) throws {
        let out = temporary("roundtrip-" + (dump.split(separator: "/").last.map(String.init) ?? "x") + ".yaml")
        #expect(try earshot(["import", dump, "-o", out]).status == 0)
        let script = "first next x16 previous x3 last"
        let direct = try earshot(["transcript", dump, "--gestures", script, "--no-audio"])
        let imported = try earshot(["transcript", out, "--gestures", script, "--no-audio"])
        #expect(direct.status == 0 && imported.status == 0, "\(direct.err)\(imported.err)")
        #expect(direct.out == imported.out)
        #expect(direct.out.split(separator: "\n").count > 10)
    }

    @Test func efficiencyTakesADump() throws {
        let r = try earshot(["efficiency", "Tests/Fixtures/Dumps/xcui/testpilot-tabs.txt", "--json", "--no-audio"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("\"screen\":\"testpilot-tabs\""))
    }

    @Test func otherFilesAreRefusedByName() throws {
        // An Android hierarchy is read as one, not refused.
        let android = try writeTemporary("window_dump.xml", """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0"><node index="0" text="Submit" class="android.widget.Button" clickable="true" bounds="[40,2000][1040,2160]"/></hierarchy>
            """)
        let heard = try earshot(["transcript", android, "--gestures", "next", "--no-audio"])
        #expect(heard.status == 0 && heard.out.hasPrefix("» (start)\n  Submit, Button\n      Double-tap to activate\n"), "\(heard.err)")
        let svg = try writeTemporary("picture.xml", "<?xml version=\"1.0\"?>\n<svg width=\"10\" height=\"10\"/>\n")
        let r1 = try earshot(["import", svg])
        #expect(r1.status == 2 && r1.err == "\(svg): error: not an accessibility dump (XML whose root is <svg>, not a WebDriverAgent page source)\n")
        let package = try writeTemporary("package.json", "{\"name\": \"app\", \"version\": \"1.0.0\"}\n")
        let r2 = try earshot(["import", package])
        #expect(r2.status == 2 && r2.err == "\(package): error: not an accessibility dump (JSON without idb's AXLabel or AXFrame keys)\n")
    }

    @Test func brokenDumpsGiveLocatedErrors() throws {
        let cut = try writeTemporary("cut.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings">
                <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="100" width="390" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Gene
            """)
        let r1 = try earshot(["import", cut])
        #expect(r1.status == 2)
        #expect(r1.err == "\(cut):5:78: error: an attribute is not written as name=\"value\"\n")
        let json = try writeTemporary("broken.json", "[{\"AXLabel\": \"General\", \"type\": \"Button\"},\n {\"AXLabel\" \"Wi-Fi\"}]\n")
        let r2 = try earshot(["import", json])
        #expect(r2.status == 2)
        #expect(r2.err == "\(json):2:13: error: JSON syntax: did not find expected ',' or '}' while parsing a flow mapping\n")
        let truncated = try writeTemporary("truncated.json", "[{\"AXLabel\": \"General\", \"type\": \"Button\"},\n {\"AXLabel\": \"Wi")
        let r3 = try earshot(["import", truncated])
        #expect(r3.status == 2)
        #expect(r3.err == "\(truncated):2:17: error: JSON syntax: found unexpected end of stream while scanning a quoted scalar "
            + "(the dump ends early: is it truncated?)\n")
        let text = try writeTemporary("bad.txt", "Element subtree:\n →Application, pid: 1\n    Button, 0x1, {{1.0, 2.0}, {3.0\n")
        let r4 = try earshot(["transcript", text, "--gestures", "next", "--no-audio"])
        #expect(r4.status == 2 && r4.err == "\(text):3:18: error: a frame that is not {{x, y}, {w, h}} or {x, y, w, h}\n")
    }

    @Test func fromAndIdAreChecked() throws {
        let dump = "Tests/Fixtures/Dumps/appium/login-form.xml"
        let r1 = try earshot(["import", dump, "--from", "idb"])
        #expect(r1.status == 2)
        #expect(r1.err == "\(dump): error: this is an appium dump (WebDriverAgent page source), not idb: leave out --from, or use --from appium\n")
        let r2 = try earshot(["import", dump, "--from", "android"])
        #expect(r2.status == 2 && r2.err == "\(dump): error: this is an appium dump (WebDriverAgent page source), not android: leave out --from, or use --from appium\n")
        let r3 = try earshot(["import", dump, "--from", "talkback"])
        #expect(r3.status == 2 && r3.err == "earshot: error: unknown format 'talkback' (formats: auto, appium, idb, xcui, android)\n")
        #expect(try earshot(["import", dump, "--from", "appium"]).status == 0)
        #expect(try earshot(["import", dump, "--id", " "]).status == 2)
        #expect(try earshot(["import", "no-such-dump.xml"]).status == 2)
    }
}
