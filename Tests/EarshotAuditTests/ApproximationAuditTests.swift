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

/// A placeholder's words (`⟨…⟩`) are never judged as the element's label: rules that read a
/// label's words read only those the source gives, and a name holding a guess is no one's
/// duplicate. A `⟨` in a label that is not a guess is a plain character and is judged.
@Suite struct GuessedWordsAuditTests {
    static func screen(guessed: Bool) -> String {
        """
        earshot: 1
        screen:
          id: s
          size: [390, 844]
          elements:
            - {id: id, label: "⟨cell_total_v2⟩", placeholder: \(guessed), traits: [staticText], frame: [16, 100, 300, 44]}
            - {id: more, label: "⟨more⟩", placeholder: \(guessed), traits: [button], frame: [16, 150, 300, 44]}
            - {id: pay, label: "Pay ⟨amount due⟩", placeholder: \(guessed), traits: [button], frame: [16, 200, 300, 44], on-activate: [announce: Paid]}
            - {id: pay-2, label: "Pay ⟨amount due⟩", placeholder: \(guessed), traits: [button], frame: [16, 250, 300, 44], on-activate: [announce: Sent]}
            - {id: play, label: "Play ⟨button⟩", placeholder: \(guessed), traits: [button], frame: [16, 300, 300, 44]}
        """
    }

    @Test func guessedWordsAreNotJudged() {
        let findings = auditB(Self.screen(guessed: true), rules: ["EAR002", "EAR003", "EAR004", "EAR005"])
        #expect(findings.map(\.brief).isEmpty, "\(findings.map(\.brief))")
    }

    @Test func thePlainCharactersOfALabelThatIsNoGuessAreJudged() {
        let findings = auditB(Self.screen(guessed: false), rules: ["EAR002", "EAR003", "EAR004", "EAR005"])
        #expect(findings.map(\.brief) == ["EAR003 warning 6:7 id", "EAR005 warning 7:7 more", "EAR004 warning 8:7 pay",
                                          "EAR004 warning 9:7 pay-2", "EAR002 warning 10:7 play"])
    }

    @Test func aFindingOnGuessedWordsQuotesThemMarked() {
        let yaml = """
            earshot: 1
            screen:
              id: s
              elements:
                - {id: total, label: "Total: ⟨total per person⟩", placeholder: true, traits: [adjustable], frame: [16, 200, 300, 44]}
            """
        let note = auditB(yaml, rules: ["EAR009"])
        #expect(note.map(\.brief) == ["EAR009 note 5:7 total"])
        #expect(note.first?.speech?.hasPrefix("Total: ⟨total per person⟩") == true, "\(note.first?.speech ?? "")")
    }
}
