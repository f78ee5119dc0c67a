/// Decides what VoiceOver says for an element: a description (label, value, traits, context)
/// and, after a pause, a hint. Pure: the same element, context and verbosity give the same words.
public struct Composer: Sendable {
    public var verbosity: Verbosity

    public init(verbosity: Verbosity = .standard) { self.verbosity = verbosity }

    /// The description and, when there is one and hints are on, the hint.
    public func utterances(for element: Element, context: ElementContext = .none) -> [Utterance] {
        let parts = Parts(element: element, context: context)
        var result = [description(parts)]
        if verbosity.hints, let hint = hint(parts) { result.append(hint) }
        return result
    }

    /// What the element says about itself, before any hint.
    struct Parts {
        let element: Element
        let context: ElementContext
        var traits: Traits { element.traits }
        var isSwitch: Bool { traits.contains(.switchButton) }
        var switchState: String? {
            guard isSwitch else { return nil }
            switch element.effectiveValue {
            case "1": return TraitWords.on
            case "0": return TraitWords.off
            case "2": return TraitWords.mixed
            default: return nil
            }
        }
        var value: String? {
            if switchState != nil { return nil }
            if let v = element.effectiveValue, !v.isEmpty { return v }
            if !element.text.isEmpty { return element.text.map { Composer.sentence($0.text) }.joined(separator: " ") }
            return nil
        }
        var label: String? { element.label.flatMap { $0.isEmpty ? nil : $0 } }
        var authoredHint: String? { element.hint.flatMap { $0.isEmpty ? nil : $0 } }
        /// With neither label nor value, the hint stands in for them.
        var hintIsLabel: Bool { label == nil && value == nil && authoredHint != nil }
    }

    func description(_ p: Parts) -> Utterance {
        var base: [Utterance.Segment] = []
        let name = p.hintIsLabel ? p.authoredHint : p.label
        switch (name, p.value) {
        case let (name?, value?): base = [.text(name + ":", .label), .text(Self.sentence(value), .value)]
        case let (name?, nil): base = [.text(Self.sentence(name), .label)]
        case let (nil, value?): base = [.text(Self.sentence(value), .value)]
        case (nil, nil): break
        }
        if p.traits.contains(.selected) {
            if base.isEmpty { base = [.text(TraitWords.selectedAlone, .trait)] }
            else if case .text(let first, let role) = base[0] { base[0] = .text(TraitWords.selectedPrefix + first, role) }
        }
        let traits = traitWords(p).map { Utterance.Segment.text($0, .trait) }
        let context = verbosity.context ? contextWords(p).map { Utterance.Segment.text($0, .context) } : []
        let ordered: [Utterance.Segment]
        switch verbosity.traitPosition {
        case .after: ordered = base + traits + context
        case .before: ordered = traits + base + context
        case .off: ordered = base + context
        }
        return Utterance(.description, segments: ordered)
    }

    func traitWords(_ p: Parts) -> [String] {
        var words: [String] = []
        var tabPending = p.context.isTab
        let suppressButton = p.traits.contains(.keyboardKey) || p.isSwitch || p.context.isTab
            || p.traits.contains(.backButton)
        for (trait, word) in TraitWords.table where p.traits.contains(trait) {
            guard case .spoken(let text) = word else { continue }
            if trait == .button && suppressButton { continue }
            if tabPending && TraitWords.afterTab.contains(trait) {
                words.append(TraitWords.tab)
                tabPending = false
            }
            words.append(text)
            if trait == .switchButton, let state = p.switchState { words.append(state) }
            if trait == .textField && (p.context.editing || p.traits.contains(.isEditing)) {
                words.append(TraitWords.isEditing)
            }
        }
        if tabPending { words.append(TraitWords.tab) }
        return words
    }

    func contextWords(_ p: Parts) -> [String] {
        var words: [String] = []
        if let position = p.context.position, let count = p.context.count {
            words.append(TraitWords.position(position, of: count))
        }
        if p.context.listStart { words.append(TraitWords.listStart) }
        if p.context.listEnd { words.append(TraitWords.listEnd) }
        if p.context.landmarkStart { words.append(TraitWords.landmark) }
        if p.context.landmarkEnd { words.append(TraitWords.landmarkEnd) }
        return words
    }

    func hint(_ p: Parts) -> Utterance? {
        var sentences: [String] = []
        if let authored = p.authoredHint, !p.hintIsLabel { sentences.append(Self.sentence(authored)) }
        let dimmed = p.traits.contains(.notEnabled)
        if p.traits.contains(.adjustable) && !dimmed { sentences.append(TraitWords.adjustHint) }
        if p.isSwitch && !dimmed { sentences.append(TraitWords.switchHint) }
        if p.traits.contains(.textField) && !p.context.editing && !dimmed { sentences.append(TraitWords.textFieldHint) }
        let rotorNames = p.element.rotors.map(\.name)
        if !rotorNames.isEmpty { sentences.append(TraitWords.rotorHint(rotorNames)) }
        if !p.element.actions.isEmpty { sentences.append(TraitWords.actionsHint) }
        guard !sentences.isEmpty else { return nil }
        return Utterance(.hint, segments: sentences.map { .text($0, .hint) },
                         delayMilliseconds: verbosity.hintDelayMilliseconds)
    }

    /// Ends text with a period unless it already ends a sentence.
    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingTrailingWhitespace
        guard let last = trimmed.last else { return "" }
        return ".!?…:;".contains(last) ? trimmed : trimmed + "."
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        return String(s)
    }
}
