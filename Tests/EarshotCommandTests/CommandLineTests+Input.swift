import Foundation
import Testing

/// `--input touch|keyboard` on efficiency, audit and lab, run for real: touch (the default)
/// never uses Quick Nav, keyboard does.
extension CommandLineTests {
    func paths(_ doc: [String: Any]) -> [String: (gestures: Int, path: String)] {
        var out: [String: (Int, String)] = [:]
        for e in (doc["elements"] as? [[String: Any]]) ?? [] {
            if let id = e["id"] as? String, let g = e["gestures"] as? Int, let p = e["path"] as? String { out[id] = (g, p) }
        }
        return out
    }

    static let quickNavWords = ["heading", "button", "link", "image", "form", "list", "landmark", "table", "text-field",
                                "container"]

    @Test func efficiencyCountsTouchByDefaultAndKeyboardOnRequest() throws {
        let touch = try json(try earshot(["efficiency", "Layouts/weather.yaml", "--json"]))
        let keyboard = try json(try earshot(["efficiency", "Layouts/weather.yaml", "--json", "--input", "keyboard"]))
        #expect(touch["input"] as? String == "touch" && keyboard["input"] as? String == "keyboard")
        // Worked by hand: on touch a swipe, the rotor to Headings, a flick; with a keyboard a swipe and `heading`.
        #expect(paths(touch)["last-heading"]?.gestures == 3 && paths(touch)["last-heading"]?.path == "next rotor-next down")
        #expect(paths(keyboard)["last-heading"]?.gestures == 2 && paths(keyboard)["last-heading"]?.path == "next heading")
        for (id, entry) in paths(touch) {
            let words = entry.path.split(separator: " ").map { String($0).replacingOccurrences(of: "previous-", with: "") }
            #expect(!words.contains { Self.quickNavWords.contains($0) }, "\(id): \(entry.path)")
        }
        let bad = try earshot(["efficiency", "Layouts/weather.yaml", "--input", "mouse"])
        #expect(bad.status == 2 && bad.err.contains("--input must be touch or keyboard"), "\(bad.err)")
    }

    @Test func labSolveIsTouchGesturesUnlessTheKeyboardIsAskedFor() throws {
        for lab in ["rate-the-hat", "weather-headings", "pizza-order", "settings-switches"] {
            let solve = try earshot(["lab", "Labs/\(lab).yaml", "--solve"])
            #expect(solve.status == 0, "\(solve.err)")
            for line in solve.out.split(separator: "\n") where !line.hasPrefix("#") {
                let words = line.split(separator: " ").map { String($0).replacingOccurrences(of: "previous-", with: "") }
                #expect(!words.contains { Self.quickNavWords.contains($0) }, "\(lab): \(line)")
            }
            // Fed back, it completes every task.
            let script = solve.out.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: " ")
            #expect(try earshot(["lab", "Labs/\(lab).yaml", "--gestures", script, "--no-audio"]).status == 0, "\(lab)")
        }
        let keyboard = try earshot(["lab", "Labs/rate-the-hat.yaml", "--solve", "--input", "keyboard"])
        #expect(keyboard.out.contains("# Task 1, 2 gestures") && keyboard.out.contains("\nform up\n"), "\(keyboard.out)")
        let touch = try earshot(["lab", "Labs/rate-the-hat.yaml", "--solve"])
        #expect(touch.out.contains("# Task 1, 3 gestures") && touch.out.contains("\nlast previous up\n"), "\(touch.out)")
    }

    @Test func aTouchLabSaysQuickNavIsOff() throws {
        let r = try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "form", "--no-audio", "--json"])
        let doc = try json(r)
        let tasks = try #require(doc["tasks"] as? [[String: Any]])
        #expect(tasks[0]["gestures"] as? Int == 0 && tasks[0]["completed"] as? Bool == false, "the key did nothing")
        let keyboard = try json(try earshot(["lab", "Labs/rate-the-hat.yaml", "--gestures", "form up", "--no-audio", "--json",
                                             "--input", "keyboard"]))
        let first = try #require((keyboard["tasks"] as? [[String: Any]])?.first)
        #expect(first["completed"] as? Bool == true && first["optimal"] as? Int == 2 && keyboard["input"] as? String == "keyboard")
    }
}
