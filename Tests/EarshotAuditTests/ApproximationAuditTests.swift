import EarshotTestSupport
import Testing
@testable import EarshotAudit

/// The audit never blames correct code for a guess of ours: frames an importer laid out from code
/// that has none are no evidence of size or overlap, and a finding on placeholder words is a note.
@Suite struct ApproximationAuditTests {
    static func screen(approximate: Bool, placeholder: Bool = false) -> String {
        """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          approximate-frames: \(approximate)
          elements:
            - {id: add, label: Add, traits: [button], frame: [16, 100, 20, 20]}
            - {id: over, label: Over, traits: [button], frame: [20, 104, 100, 44]}
            - {id: total, label: total per person, placeholder: \(placeholder), traits: [adjustable], frame: [16, 200, 300, 44]}
        """
    }

    @Test func measuredFramesAreJudged() {
        let findings = auditB(Self.screen(approximate: false), rules: ["EAR016", "EAR017"])
        #expect(findings.map(\.brief) == ["EAR016 error 7:7 add", "EAR017 warning 7:7 add", "EAR017 warning 8:7 over"])
    }

    @Test func approximateFramesAreNotJudged() {
        #expect(auditB(Self.screen(approximate: true), rules: ["EAR016", "EAR017"]).isEmpty)
    }

    @Test func aFindingOnAPlaceholderIsANoteThatSaysWhy() {
        let error = auditB(Self.screen(approximate: true), rules: ["EAR009"])
        #expect(error.map(\.brief) == ["EAR009 error 9:7 total"])
        let note = auditB(Self.screen(approximate: true, placeholder: true), rules: ["EAR009"])
        #expect(note.map(\.brief) == ["EAR009 note 9:7 total"])
        #expect(note.first?.message.hasSuffix("(a note: the words are a placeholder for text the app shows only when it runs)") == true)
    }
}
