import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// EAR018 on a value the capture cut short: a note that on a device the stop says more, or the
/// words of a finding over 5 s already.
@Suite struct ValueCutShortTests {
    static func screen(_ entry: String) -> String {
        "earshot: 1\nscreen:\n  id: s\n  elements:\n    - " + entry + "\n"
    }

    @Test func aValueCutShortIsANoteOnItsElement() throws {
        let entry = #"{id: email, label: Email, value: "ukautomationuser@e...", traits: [textField], import-marks: [value-cut-short], frame: [32, 224, 271, 44]}"#
        let findings = auditB(Self.screen(entry), rules: ["EAR018"])
        #expect(findings.map(\.brief) == ["EAR018 note 5:7 email"])
        let note = try #require(findings.first)
        #expect(note.message == #"the capture cut the value short ("ukautomationuser@e..."): VoiceOver says it whole on a device, "#
                + "so this stop takes longer than heard here")
        #expect(note.speech == "Email: ukautomationuser@e... Text Field.")
    }

    @Test func theSameValueUntaggedIsNoFinding() {
        let entry = #"{id: email, label: Email, value: "ukautomationuser@e...", traits: [textField], frame: [32, 224, 271, 44]}"#
        #expect(auditB(Self.screen(entry), rules: ["EAR018"]).isEmpty)
    }

    /// Over 5 s already: one finding, which says it is longer still.
    @Test func aLongStopSaysItIsLongerStill() {
        let words = Array(repeating: "word", count: 24).joined(separator: " ")
        let entry = "{id: terms, label: \(words), value: \"and so on...\", import-marks: [value-cut-short], frame: [16, 100, 358, 44]}"
        let findings = auditB(Self.screen(entry), rules: ["EAR018"])
        #expect(findings.map(\.brief) == ["EAR018 note 5:7 terms"])
        #expect(findings.map(\.message) == ["description takes 6.8 s at 220 wpm, more than 5 s: every swipe past it costs that long"
                                            + " (longer still on a device: the capture cut the value short)"])
    }
}
