package import EarshotModel

extension Element {
    /// The label as the audit judges it: only the words the source gives (`Pay ⟨amount due⟩` →
    /// "Pay "), so a placeholder's words are never judged as the element's label. Rules read
    /// elements from the navigator's index, where a mark stands for a guess only on a guessed
    /// element (`Element.narrated`).
    package var knownLabel: String? { label.map(GuessMarks.known) }

    /// Whether its label or value holds a guess (`⟨…⟩`): a name only the running app knows.
    package var nameHoldsGuess: Bool {
        placeholder && (label.map(GuessMarks.isMarked) ?? false || effectiveValue.map(GuessMarks.isMarked) ?? false)
    }
}
