public import EarshotModel

/// Decides what TalkBack says for an element, step by step as TalkBack's compositor does
/// (google/talkback: `roledescription/RoleDescriptionExtractor`, `TreeNodesDescription`,
/// `rule/EventTypeViewAccessibilityFocusedFeedbackRule`, `hint/*`): each node's state, name and
/// role in the user's description order, joined with ", " and empty or repeated parts dropped;
/// then the children it reads in; "Selected" first and "Disabled" last; then the heading, the
/// list position and the list entered or left; and, after a pause, the usage hint. Pure.
public struct TalkBackComposer: Sendable {
    public var verbosity: Verbosity

    public init(verbosity: Verbosity) { self.verbosity = verbosity }

    public func utterances(for element: Element, context: ElementContext = .none) -> [Utterance] {
        var result = [Utterance(.description, segments: segments(description(element, context: context)))]
        if verbosity.hints, !element.traits.contains(.notEnabled), let hint = hint(element, context) {
            result.append(Utterance(.hint, segments: [.text(hint, .hint)], delayMilliseconds: verbosity.hintDelayMilliseconds))
        }
        return result
    }

    /// The element's role: the one an Android dump gave it, else the one its traits imply.
    public static func role(of e: Element) -> AndroidRole { e.role ?? AndroidRole(traits: e.traits, container: e.container) }

    /// The description's parts, in order.
    func description(_ e: Element, context: ElementContext) -> [(String, Utterance.Role)] {
        var parts: [(String, Utterance.Role)] = []
        // A row holding a checked control carries its `selected` trait for VoiceOver; TalkBack
        // says the control's own "Checked" instead.
        let selected = e.traits.contains(.selected) && !Self.isCheckable(e)
            && !Self.readIn(e, context).contains(where: Self.isCheckable)
        if selected, verbosity.order == .stateNameRole { parts.append((TalkBackWords.selected, .trait)) }
        // A node with no content description reads the children that are not stops of their own
        // (its label is then their words joined, for VoiceOver): TalkBack says each child's part.
        let inner = Self.readIn(e, context)
        if inner.isEmpty {
            parts += node(e)
        } else {
            var own = e
            own.label = nil
            own.value = nil
            own.traits.subtract([.switchButton, .selected])
            parts += node(own, hasInner: true)
            for child in inner where !child.hidden { parts += node(child) }
        }
        if selected, verbosity.order != .stateNameRole { parts.append((TalkBackWords.selected, .trait)) }
        if e.traits.contains(.notEnabled) && !e.traits.contains(.header) { parts.append((TalkBackWords.disabled, .trait)) }
        if verbosity.context {
            if e.traits.contains(.header) {
                parts.append((TalkBackWords.heading, .trait))
            } else if let item = context.listItem, let count = context.listItems, count > 1 {
                parts.append((TalkBackWords.position(item, of: count), .context))
            }
            if context.enteredList, let count = context.listItems, count > 1 {
                parts.append((TalkBackWords.inList(count), .context))
            } else if context.leftList, context.listItem == nil {
                parts.append((TalkBackWords.outOfList, .context))
            }
        }
        var seen = Set<String>()
        return parts.filter { !$0.0.isEmpty && seen.insert($0.0.lowercased()).inserted }
    }

    /// One node's state, name and role, in the description order.
    func node(_ element: Element, hasInner: Bool = false) -> [(String, Utterance.Role)] {
        // Each node's words as narration takes them: a `⟨` means a guess only on a guessed node.
        let e = element.narrated
        let role = Self.role(of: e)
        var name = e.label.flatMap { $0.isEmpty ? nil : $0 }
        var state: String?
        var after: [String] = []
        var nameTail: [String] = []
        switch role {
        case .switchToggle, .toggleButton:
            state = e.value == "1" ? TalkBackWords.on : TalkBackWords.off
        case .checkBox, .radioButton, .checkable:
            state = e.traits.contains(.selected) ? TalkBackWords.checked : TalkBackWords.notChecked
        case .editText:
            // The hint (a field's placeholder) follows the role; typed text is the name.
            if e.tags.contains(Self.hintLabelTag) {
                name = nil
                if let hint = e.label { after.append(hint) }
            }
            if e.isSecure {
                // The count is part of the name (`EditTextDescription.nameDescription`).
                name = name ?? TalkBackWords.password
                if let n = e.secureLength, n > 0 { nameTail.append(TalkBackWords.characters(n)) }
            } else if let text = e.effectiveValue, !text.isEmpty {
                if let label = name { after.insert(label, at: 0) }
                name = text
            }
        case .seekBar, .progressBar:
            // A position the dump did not give is not said.
            state = e.placeholder ? nil : e.effectiveValue ?? e.adjustable?.valueText
        default:
            if let value = e.effectiveValue, !value.isEmpty {
                name = name.map { $0 + TalkBackWords.separator + value } ?? value
            }
        }
        let word = TalkBackWords.role(role)
        // An actionable node with nothing to say is "Unlabelled", in the name's place
        // (`nodeRoleDescriptionText`); a bare image says it too.
        if name == nil, state == nil, !hasInner,
           [.button, .imageButton, .image].contains(role) || ([.view, .text].contains(role) && Self.isActionable(e)) {
            name = TalkBackWords.unlabelled
        }
        var out: [(String, Utterance.Role)]
        let s = state.map { [($0, Utterance.Role.value)] } ?? []
        let n = (name.map { [($0, Utterance.Role.label)] } ?? []) + nameTail.map { ($0, Utterance.Role.value) }
        let r = word.map { [($0, Utterance.Role.trait)] } ?? []
        switch verbosity.order {
        case .stateNameRole: out = s + n + r
        case .roleNameState: out = r + n + s
        case .nameRoleState: out = n + r + s
        }
        return out + after.map { ($0, .value) }
    }

    /// The usage hint: by role, then by what activation does; long press added.
    func hint(_ e: Element, _ context: ElementContext) -> String? {
        let role = Self.role(of: e)
        var parts: [String] = []
        switch role {
        case .editText: parts.append(TalkBackWords.editText)
        case .spinner: parts.append(TalkBackWords.change)
        case .seekBar: parts.append(TalkBackWords.adjust)
        default:
            // The node's own: a row that reads in a switch it holds is not checkable itself
            // (`ClickableHint.checkableHint` asks the focused node only).
            if Self.isCheckable(e) {
                parts.append(TalkBackWords.toggle)
            } else if Self.isClickable(e) {
                parts.append(TalkBackWords.activate)
            }
        }
        if e.longPress { parts.append(TalkBackWords.longPress) }
        return parts.isEmpty ? nil : parts.joined(separator: TalkBackWords.separator)
    }

    /// What an Android stop reads in: given with the element, or by the navigator.
    static func readIn(_ e: Element, _ context: ElementContext) -> [Element] {
        guard e.role != nil else { return [] }
        return e.children.isEmpty ? context.readIn : e.children
    }

    static func isCheckable(_ e: Element) -> Bool {
        [.checkBox, .radioButton, .switchToggle, .toggleButton, .checkable].contains(role(of: e))
    }

    /// What double-tap activates (`ClickableHint.clickableHint`): a control's role, a
    /// button-like trait, or effects.
    static func isClickable(_ e: Element) -> Bool {
        if let role = e.role, ![.text, .image, .view].contains(role) { return true }
        let actionable: Traits = [.button, .link, .keyboardKey, .tabBarItem, .switchButton, .adjustable, .textField, .searchField]
        return !e.traits.intersection(actionable).isEmpty || !e.onActivate.isEmpty
    }

    /// TalkBack's "actionable": clickable, or long press.
    public static func isActionable(_ e: Element) -> Bool { isClickable(e) || e.longPress }

    /// The import's tag on a field labelled by its hint: TalkBack says the hint after the role.
    public static let hintLabelTag = "android-hint-label"
    /// The import's tag on a stop with no content description or text, whose label is the
    /// words of the children TalkBack reads into it.
    public static let labelFromChildrenTag = "android-label-from-children"

    /// Parts as segments: each but the last ends with the separator's comma.
    func segments(_ parts: [(String, Utterance.Role)]) -> [Utterance.Segment] {
        parts.enumerated().map { i, part in .text(i < parts.count - 1 ? part.0 + "," : part.0, part.1) }
    }
}
