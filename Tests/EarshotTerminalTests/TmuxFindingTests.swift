import Foundation
import Testing

/// A screen-curtain audit in the real reader: a finding typed under the curtain is in the
/// findings file after quitting, and `!` speaks the automatic findings.
@Suite(.serialized)
struct TmuxFindingTests {
    @Test func findingRecordedUnderTheCurtainIsInTheFile() throws {
        try TmuxSession.requireAvailable()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(getpid())-findings.jsonl").path
        try? FileManager.default.removeItem(atPath: file)
        let t = TmuxSession("finding", arguments: "Layouts/cowboy-hat-before.yaml --no-audio --findings \(file)")
        #expect(t.wait(for: "▶ Authentic Cowboy Hat"), "\(t.pane)")
        t.keys("c")
        #expect(t.wait(for: "curtain on"), "\(t.pane)")
        t.keys("Right")
        t.keys("n")
        #expect(t.wait(for: "FINDING on description"), "the note is typed in the status line:\n\(t.pane)")
        t.keys("-l", "stars are silent")
        t.keys("Tab")
        #expect(t.wait(for: "(error, Tab changes): stars are silent"), "\(t.pane)")
        t.keys("Enter")
        // The status line comes back (it held the note while typing).
        #expect(t.wait(for: "rotor:"), "\(t.pane)")
        // Saved the moment Enter is pressed, before quitting.
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains("\"note\":\"stars are silent\""), "\(saved)")
        t.keys("!")
        t.keys("q")
        #expect(t.wait(for: "EXIT=0"), "\(t.pane)")
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        let record = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(record["rule"] as? String == "EAR900")
        #expect(record["severity"] as? String == "error")
        #expect(record["element"] as? String == "description")
        #expect(record["path"] as? String == "Layouts/cowboy-hat-before.yaml")
        #expect((record["speech"] as? String)?.hasPrefix("Handcrafted") == true)
        #expect((record["time"] as? String)?.hasSuffix("Z") == true)
    }
}
