extension Element {
    /// The element as narration reads it: its words through `GuessMarks.words`, so the marks
    /// stand for a guess only when the element is one. An element with no mark is itself.
    public var narrated: Element {
        func marked(_ s: String?) -> Bool { s.map(GuessMarks.isMarked) ?? false }
        let adjustableMarked = adjustable.map { $0.options.contains(where: GuessMarks.isMarked) || marked($0.format) } ?? false
        guard marked(label) || marked(value) || marked(hint) || text.contains(where: { marked($0.text) }) || adjustableMarked else {
            return self
        }
        var e = self
        let guessed = placeholder
        func said(_ s: String?) -> String? { s.map { GuessMarks.words($0, guessed: guessed) } }
        e.label = said(label)
        if value != nil { e.value = said(value) }
        e.hint = said(hint)
        e.text = text.map { TextLine(GuessMarks.words($0.text, guessed: guessed), marks: $0.marks) }
        if var adjustable {
            adjustable.options = adjustable.options.map { GuessMarks.words($0, guessed: guessed) }
            adjustable.format = GuessMarks.words(adjustable.format, guessed: guessed)
            e.adjustable = adjustable
        }
        return e
    }
}
