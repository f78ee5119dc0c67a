import EarshotLoader
import EarshotModel
import EarshotNavigation
import EarshotTestSupport
import Foundation
import Testing
@testable import EarshotSession

/// `transcript --json` rows: exact shape, and hostile labels escaped but kept.
@Suite struct TranscriptFormatTests {
    static let hostile = "Say \"hi\" \\ a/b\u{1B}]52;c;x\u{07} \u{9B}31m \u{7F} \u{202E}txt \u{2066} 😀 end"

    func row(label: String) throws -> (json: String, step: TranscriptStep) {
        let layout = Layout(path: "t.yaml", screens: [Screen(id: "s", elements: [
            Element(id: "x", label: label, traits: [.button], frame: Rect(x: 0, y: 0, width: 100, height: 44)),
        ])])
        var session = SessionState(navigator: Navigator(workspace: Workspace(root: layout)))
        _ = session.startStep()
        let step = session.run(script: .first)
        return (TranscriptFormat.json(step, milliseconds: 1234), step)
    }

    @Test func rowHasTheContractsShapeWithNulls() throws {
        let (json, _) = try row(label: "Rating")
        #expect(json == #"{"focus":"x","gesture":"first","hint":null,"ms":1234,"rotor":null,"sounds":[],"speech":["Rating. Button."]}"#)
    }

    @Test func hostileLabelRoundTripsAndNoControlByteIsWritten() throws {
        let (json, step) = try row(label: Self.hostile)
        let raw = json.unicodeScalars.filter { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
        #expect(raw.isEmpty, "raw control characters: \(raw.map { String($0.value, radix: 16) })")
        // Control characters are kept, escaped; bidi and other format characters are not spoken
        // at all, so the speech a transcript records has none.
        #expect(json.contains(#"\u001b"#) && json.contains(#"\u009b"#) && !json.contains(#"\u202e"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["speech"] as? [String] == step.output.speech, "escaping loses nothing")
        #expect((object["speech"] as? [String])?.first?.hasPrefix(VisibleText.spoken(Self.hostile)) == true)
    }
}
