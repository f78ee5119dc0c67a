import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `earshot efficiency`, run for real with espeak-ng measuring the speech.
extension CommandLineTests {
    func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: run.outBytes) as? [String: Any], "not JSON: \(run.out)")
    }

    @Test func efficiencyJSONHasTheContractShapeAndPathsReplay() throws {
        let r = try earshot(["efficiency", "Layouts/weather.yaml", "--json"])
        #expect(r.status == 0, "\(r.err)")
        let doc = try json(r)
        #expect(Set(doc.keys) == ["layout", "screen", "rate", "input", "elements", "unreachable", "summary"])
        #expect(doc["input"] as? String == "touch")
        #expect(doc["layout"] as? String == "weather.yaml" && doc["screen"] as? String == "weather")
        let elements = try #require(doc["elements"] as? [[String: Any]])
        #expect(elements.count == 13)
        for e in elements {
            #expect(Set(e.keys) == ["id", "label", "swipes", "gestures", "seconds", "path"])
        }
        let summary = try #require(doc["summary"] as? [String: Any])
        for key in ["elements", "median_gestures", "worst_gestures", "median_seconds", "worst_seconds",
                    "read_all_seconds", "rotor_share"] {
            #expect(summary[key] != nil, "summary lacks \(key)")
        }
        // The farthest element's path, replayed by `transcript`, ends on it in `gestures` rows.
        let worst = try #require(elements.max { ($0["gestures"] as? Int ?? 0) < ($1["gestures"] as? Int ?? 0) })
        let path = try #require(worst["path"] as? String)
        let walk = try earshot(["transcript", "Layouts/weather.yaml", "--json", "--gestures", path, "--no-audio"])
        let rows = walk.out.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(rows.count == worst["gestures"] as? Int)
        #expect(rows.last?["focus"] as? String == worst["id"] as? String)
        // `seconds` is speech heard on the way: real audio, so more than nothing.
        #expect((worst["seconds"] as? Double ?? 0) > 1)
    }

    /// An Android screen is measured for a TalkBack listener: swipes only (no first or last
    /// gesture), and TalkBack's reading controls named as such.
    @Test func efficiencyOnAnAndroidScreenIsATalkBackListeners() throws {
        let dump = "Tests/Fixtures/Dumps/android/settings-switches.xml"
        let r = try earshot(["efficiency", dump, "--no-audio"])
        #expect(r.status == 0 && r.out.contains("; reading controls bring ") && !r.out.contains("rotors"), "\(r.out)")
        let json = try earshot(["efficiency", dump, "--no-audio", "--json"])
        #expect(!json.out.contains("\"first") && !json.out.contains("last"), "\(json.out)")
        let asIPhone = try earshot(["efficiency", dump, "--no-audio", "--reader", "voiceover"])
        #expect(asIPhone.out.contains("; rotors bring "), "\(asIPhone.out)")
    }

    @Test func efficiencySecondsScaleWithTheRate() throws {
        func median(_ rate: String) throws -> Double {
            let r = try earshot(["efficiency", "Layouts/map-stores-parks.yaml", "--json", "--rate", rate])
            #expect(r.status == 0)
            let summary = try #require(try json(r)["summary"] as? [String: Any])
            return try #require(summary["read_all_seconds"] as? Double)
        }
        let slow = try median("150"), fast = try median("300")
        #expect(slow > 5)
        #expect((0.38...0.65).contains(fast / slow), "\(fast) / \(slow)")
    }

    @Test func efficiencyComparesTwoVersionsAndDrawsThem() throws {
        let svg = temporary("compare.svg")
        let r = try earshot(["efficiency", "Layouts/cowboy-hat-before.yaml", "--compare", "Layouts/cowboy-hat.yaml",
                             "--json", "--svg", svg])
        #expect(r.status == 0, "\(r.err)")
        let doc = try json(r)
        #expect(Set(doc.keys) == ["input", "before", "after", "elements"])
        let elements = try #require(doc["elements"] as? [[String: Any]])
        let rating = try #require(elements.first { $0["id"] as? String == "rating" })
        #expect(rating["before"] is NSNull)
        let after = try #require(rating["after"] as? [String: Any])
        #expect(Set(after.keys) == ["gestures", "seconds"])
        let data = try #require(FileManager.default.contents(atPath: svg))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "the SVG is not well-formed")
        #expect(String(decoding: data, as: UTF8.self).contains("before: Layouts/cowboy-hat-before.yaml"))
        // The text form names both sides.
        let text = try earshot(["efficiency", "Layouts/cowboy-hat-before.yaml", "--compare", "Layouts/cowboy-hat.yaml"])
        #expect(text.out.contains("rating \"Rating\"") && text.out.contains("— → 1"))
    }

    @Test func efficiencyTextPutsTheWorstFirst() throws {
        let r = try earshot(["efficiency", "Layouts/map-stores-parks.yaml"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count > 10)
        #expect(lines[1].hasPrefix("gestures  swipes  seconds  element"))
        // Rows are sorted by seconds, largest first; the starting element (0 s) is last.
        #expect(lines[10].contains("search \"Search Maps\""))
        #expect(lines.last?.contains("read-all") == true)
    }

    @Test func efficiencyRejectsBadInputWithExitTwo() throws {
        let missing = try earshot(["efficiency", "Layouts/nope.yaml"])
        #expect(missing.status == 2 && missing.err.contains("cannot read layout"))
        let screen = try earshot(["efficiency", "Layouts/weather.yaml", "--screen", "nope"])
        #expect(screen.status == 2 && screen.err.contains("has no screen 'nope'"))
        let bad = temporary("bad.yaml")
        try "earshot: 1\nscreen:\n  id: s\n  elements:\n    - {id: a, frame: [0, 0, 1e400, 5]}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let located = try earshot(["efficiency", bad])
        #expect(located.status == 2 && located.err.contains("\(bad):5:"), "\(located.err)")
    }
}
