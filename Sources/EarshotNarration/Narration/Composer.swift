import EarshotLoader
public import EarshotModel
/// What the listener's screen reader (`verbosity.reader`) says, asked of it; and VoiceOver's
/// grammar: a description (label, value, traits, context) and a hint, step by step in the order
/// AccessibilitySnapshot (the reference emulation of VoiceOver's wording) composes them. Pure:
/// the same element, context and verbosity give the same words.
public struct Composer: Sendable {
    public var verbosity: Verbosity

    public init(verbosity: Verbosity = .standard) { self.verbosity = verbosity }

    /// The description and, when there is one and hints are on, the hint, as the reader says them.
    public func utterances(for element: Element, context: ElementContext = .none) -> [Utterance] {
        verbosity.reader.utterances(for: element, context: context, verbosity: verbosity)
    }

    /// VoiceOver's description and hint (`VoiceOver` composes with them).
    package func voiceOverUtterances(for element: Element, context: ElementContext) -> [Utterance] {
        let parts = Parts(element: element.narrated, context: context)
        let (description, hintConsumed) = self.description(parts)
        var result = [description]
        if verbosity.hints, let hint = hint(parts, authoredConsumed: hintConsumed) { result.append(hint) }
        return result
    }

    /// What the element says about itself, before any hint.
    package struct Parts {
        package let element: Element
        package let context: ElementContext
        package init(element: Element, context: ElementContext) { self.element = element; self.context = context }
        package var traits: Traits { element.traits }
        package var isSwitch: Bool { traits.contains(.switchButton) }
        package var dimmed: Bool { traits.contains(.notEnabled) }
        package var isTextEntry: Bool { traits.contains(.textField) }
        package var isEditing: Bool { isTextEntry && (context.editing || traits.contains(.isEditing)) }
        /// A text view: a text field with lines of text, or the text-area bit.
        package var isTextArea: Bool { isTextEntry && (traits.contains(.textArea) || !element.text.isEmpty) }
        /// The value: hidden for a switch, whose state is said by the trait words.
        package var value: String? {
            if isSwitch { return nil }
            return rawValue
        }
        package var rawValue: String? {
            if let v = element.effectiveValue, !v.isEmpty {
                // A tab's numeric value is its badge: `3 items`.
                if context.isTab, v.allSatisfy(\.isASCII), let n = Int(v), n >= 0 { return TraitWords.badge(n) }
                return v
            }
            if !element.text.isEmpty { return element.text.map { Composer.sentence($0.text) }.joined(separator: " ") }
            return nil
        }
        /// The label, unless it only repeats what `Back Button.` says.
        package var label: String? {
            guard let label = element.label, !label.isEmpty else { return nil }
            if traits.contains(.backButton) && label.lowercased() == TraitWords.backDescriptor.lowercased() { return nil }
            return label
        }
        package var authoredHint: String? { element.hint.flatMap { $0.isEmpty ? nil : $0 } }
        /// Only a hint: no label and no value of its own.
        package var hasHintOnly: Bool {
            authoredHint != nil && (element.label ?? "").isEmpty && (element.effectiveValue ?? "").isEmpty
        }
    }

    /// The description, and whether the authored hint was used as it (an element with only a hint).
    package func description(_ p: Parts) -> (Utterance, Bool) {
        var words = Words()
        if let table = p.context.table {
            for header in table.headers { words.add(header, .context) }
            words.add(Self.sentence(p.label ?? ""), .label)
            if table.showsRow { words.add(TraitWords.row(table.row), .context) }
            if table.showsColumn { words.add(TraitWords.column(table.column), .context) }
            if let value = p.value { words.add(value, .value) }
        } else {
            if let label = p.label { words.add(label, .label) }
            if let value = p.value {
                if words.isEmpty { words.add(value, .value) } else { words.appendToLast(":"); words.add(value, .value) }
            }
        }
        if p.traits.contains(.selected) {
            if words.isEmpty { words.add(said(TraitWords.selectedAlone), .trait) } else { words.prefixFirst(said(TraitWords.selectedPrefix)) }
        }
        var hintConsumed = false
        if words.isEmpty, let hint = p.authoredHint {
            words.add(hint, .label)
            hintConsumed = true
        }
        let traits = verbosity.traitPosition == .off ? [] : traitWords(p)
        if !traits.isEmpty {
            if verbosity.traitPosition == .before {
                words.segments = traits.map { .text($0, .trait) } + words.segments
            } else {
                words.endSentence()
                for t in traits { words.add(t, .trait) }
            }
        }
        if verbosity.context { addContext(p, to: &words) }
        return (Utterance(.description, segments: words.segments), hintConsumed)
    }

    package func addContext(_ p: Parts, to words: inout Words) {
        if !p.context.enteredContainers.isEmpty {
            words.segments = p.context.enteredContainers.map { .text(Self.sentence($0), .context) } + words.segments
        }
        // `N of M.` follows the trait words (ending a bare label first, where AccessibilitySnapshot
        // would run them together: "Segment A. 1 of 3.").
        if let position = p.context.position, let count = p.context.count {
            words.endSentence()
            words.add(TraitWords.position(position, of: count), .context)
        } else if let wheel = p.element.adjustable?.wheelPosition {
            // A wheel picker's item says its place among the options: `2 of 3.`
            words.endSentence()
            words.add(TraitWords.position(wheel.index, of: wheel.count), .context)
        }
        let edges = [(p.context.listStart, said(TraitWords.listStart)), (p.context.listEnd && !p.context.listStart, said(TraitWords.listEnd)),
                     (p.context.landmarkStart, said(TraitWords.landmark)),
                     // The only element of a landmark is its start, not also its end (AccessibilitySnapshot).
                     (p.context.landmarkEnd && !p.context.landmarkStart, said(TraitWords.landmarkEnd))]
        for (applies, word) in edges where applies {
            words.endSentence()
            words.add(word, .context)
        }
    }

    /// The trait sentences, in VoiceOver's order, from the words table.
    package func traitWords(_ p: Parts) -> [String] {
        var words: [String] = []
        let hidesButton = !p.traits.intersection([.keyboardKey, .switchButton, .tabBarItem, .backButton]).isEmpty
            || p.context.isTab
        for (trait, word) in TraitWords.table {
            guard case .spoken(let text) = word else { continue }
            let isTab = trait == .tabBarItem && p.context.isTab
            guard p.traits.contains(trait) || isTab else { continue }
            switch trait {
            case .button where hidesButton: continue
            case .adjustable:
                if p.element.adjustable?.style == .wheel { words.append(TraitWords.pickerItem) }
                words.append(said(text))
            case .switchButton:
                if p.traits.contains(.button) { words.append(said(text)) }
                if let state = switchState(p) { words.append(state) }
            case .textField:
                // A search text field says "Search Field." alone, as a device does.
                if !p.traits.contains(.searchField) {
                    words.append(said(p.traits.contains(.secureTextField) ? TraitWords.secureTextField : text))
                }
                // Never its characters: how many there are.
                if p.traits.contains(.secureTextField), let n = p.element.secureLength, n > 0 {
                    words.append(TraitWords.characters(n))
                }
                if p.isEditing { words.append(said(TraitWords.isEditing)) }
            default:
                words.append(said(text))
            }
        }
        return words
    }

    /// A word of VoiceOver's table in the verbosity's language, where a source gives it.
    package func said(_ english: String) -> String { TraitWords.said(english, in: verbosity.language) }

    /// `On.`, `Off.`, `Mixed.` for a switch's 1, 0, 2; any other value as it is.
    package func switchState(_ p: Parts) -> String? {
        switch p.rawValue {
        case "1": return said(TraitWords.on)
        case "0": return said(TraitWords.off)
        case "2": return said(TraitWords.mixed)
        case let other?: return other
        case nil: return nil
        }
    }

    package func hint(_ p: Parts, authoredConsumed: Bool) -> Utterance? {
        var hint = authoredConsumed ? nil : p.authoredHint
        func then(_ builtIn: String) {
            hint = hint.map { Self.strippingPeriod($0) + ". " + builtIn } ?? builtIn
        }
        if p.isSwitch && !p.dimmed { then(said(TraitWords.switchHint)) }
        if p.isTextEntry && !p.dimmed {
            // A text field's built-in hint replaces an authored one.
            hint = p.isEditing ? said(TraitWords.editingHint)
                : p.isTextArea ? said(TraitWords.textFieldHint) + " " + said(TraitWords.editingHint) : said(TraitWords.textFieldHint)
        }
        if p.traits.contains(.adjustable) && !(p.dimmed || p.isSwitch || p.hasHintOnly) { then(said(TraitWords.adjustHint)) }
        var sentences = hint.map { [$0] } ?? []
        let rotorNames = p.element.rotors.map(\.name)
        if !rotorNames.isEmpty { sentences.append(TraitWords.rotorHint(rotorNames)) }
        if !p.element.actions.isEmpty { sentences.append(said(TraitWords.actionsHint)) }
        guard !sentences.isEmpty else { return nil }
        return Utterance(.hint, segments: sentences.map { .text($0, .hint) },
                         delayMilliseconds: verbosity.hintDelayMilliseconds)
    }

    /// Ends text with a period unless it already ends a sentence.
    package static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingTrailingWhitespace
        guard let last = trimmed.last else { return "." }
        return ".!?…:;".contains(last) ? trimmed : trimmed + "."
    }

    package static func strippingPeriod(_ text: String) -> String {
        let trimmed = text.trimmingTrailingWhitespace
        return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    }
}

extension String {
    package var trimmingTrailingWhitespace: String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        return String(s)
    }
}
