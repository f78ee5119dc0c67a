import Testing
@testable import EarshotModel

/// A guess's words are written `⟨…⟩`; the marks mean a guess only on a guessed element.
@Suite struct GuessMarksTests {
    @Test func aGuessIsMarkedOnceWhateverItIsMadeOf() {
        #expect(GuessMarks.guessed("total per person") == "⟨total per person⟩")
        #expect(GuessMarks.guessed("⟨total⟩ per ⟨person⟩") == "⟨total per person⟩")
        #expect(GuessMarks.guessed(GuessMarks.guessed("name")) == "⟨name⟩")
        #expect(GuessMarks.guessed(" ") == " ")
    }

    @Test(arguments: [
        ("Total: ⟨total per pe", "Total: ⟨total per pe⟩"),
        ("a ⟨b ⟨c⟩ d⟩ e", "a ⟨b c⟩ d e"),
        ("x⟩ ⟨y⟩", "x ⟨y⟩"),
        ("no marks", "no marks"),
    ])
    func marksArePairedAfterACut(_ text: String, _ balanced: String) {
        #expect(GuessMarks.balanced(text) == balanced)
    }

    @Test func narratedTextSplitsIntoPlainAndGuessedRuns() {
        #expect(GuessMarks.spans("Total: ⟨total per person⟩.") == [
            .init("Total: ", guessed: false), .init("total per person", guessed: true), .init(".", guessed: false),
        ])
        #expect(GuessMarks.spans("⟨a⟩⟨b⟩") == [.init("a", guessed: true), .init("b", guessed: true)])
        #expect(GuessMarks.spans("plain") == [.init("plain", guessed: false)])
        #expect(GuessMarks.known("Pay ⟨amount⟩ now") == "Pay  now")
        #expect(GuessMarks.unmarked("Pay ⟨amount⟩") == "Pay amount")
        #expect(GuessMarks.isMarked("x ⟩") && !GuessMarks.isMarked("‹x›") && !GuessMarks.isMarked(""))
    }

    /// The one decision: marks are a guess's on a guessed element, plain characters elsewhere.
    @Test func marksAreTrustedOnlyOnAGuessedElement() {
        var e = Element(id: "t", label: "Total: ⟨total⟩", value: "⟨due", hint: "Pays ⟨all⟩")
        e.text = [TextLine("⟨line⟩")]
        #expect(e.narrated.label == "Total: ‹total›" && e.narrated.value == "‹due" && e.narrated.hint == "Pays ‹all›")
        #expect(e.narrated.text.map(\.text) == ["‹line›"])
        e.placeholder = true
        #expect(e.narrated.label == "Total: ⟨total⟩" && e.narrated.value == "⟨due⟩" && e.narrated.text.map(\.text) == ["⟨line⟩"])
        // Typed text is never a guess, even in a guessed field.
        e.type("⟨x⟩")
        #expect(e.value == "⟨due‹x›")
        let plain = Element(id: "p", label: "Plain")
        #expect(plain.narrated == plain)
    }
}
