public import EarshotModel

/// Decides what TalkBack says for an element, step by step as TalkBack's compositor does
/// (google/talkback: `roledescription/RoleDescriptionExtractor`, `TreeNodesDescription`,
/// `rule/EventTypeViewAccessibilityFocusedFeedbackRule`, `hint/*`): each node's state, name and
/// role in the user's description order, joined with ", " and empty or repeated parts dropped;
/// then the children it reads in; "Selected" first and "Disabled" last; then the heading, the
/// list position and the list entered or left; and, after a pause, the usage hint. Pure.
public struct TalkBackComposer: Sendable {
    public var verbosity: Verbosity

    /// TalkBack's words in the verbosity's language (English when it names none).
    public var words: TalkBackWords { TalkBackWords(verbosity.language ?? .english) }

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
        if selected, verbosity.order == .stateNameRole { parts.append((words.selected, .trait)) }
        // A node with no content description reads the children that are not stops of their own
        // (its label is then their words joined, for VoiceOver): TalkBack says each child's part.
        // Its own words are kept; those it took from its children for VoiceOver are not.
        let inner = Self.readIn(e, context)
        if inner.isEmpty {
            parts += node(e)
        } else {
            var own = e
            if e.importMarks.contains(.labelFromChildren) { own.label = nil }
            if [.view, .text].contains(Self.role(of: e)) {
                own.value = nil
                own.traits.subtract([.switchButton, .selected])
            }
            parts += node(own, hasInner: true)
            for child in inner where !child.hidden { parts += node(child, readIn: true) }
        }
        if selected, verbosity.order != .stateNameRole { parts.append((words.selected, .trait)) }
        if e.traits.contains(.notEnabled) && !e.traits.contains(.header) { parts.append((words.disabled, .trait)) }
        if verbosity.context {
            if let grid = context.grid {
                // A grid says the row or column that changed (`getCollectionItemTransitionDescription`).
                if e.traits.contains(.header) { parts.append((words.heading, .trait)) }
                if grid.rowChanged { parts.append((words.row(grid.row), .context)) }
                if grid.columnChanged { parts.append((words.column(grid.column), .context)) }
            } else if e.traits.contains(.header) {
                parts.append((words.heading, .trait))
            } else if let item = context.listItem, let count = context.listItems, count > 1 {
                parts.append((words.position(item, of: count), .context))
            }
            if context.enteredList, let grid = context.grid, context.listItems ?? 0 > 1 {
                parts.append((words.inGrid(rows: grid.rows, columns: grid.columns), .context))
            } else if context.enteredList, let count = context.listItems, count > 1 {
                parts.append((words.inList(count), .context))
            } else if context.leftList, context.listItem == nil {
                parts.append((context.leftGrid ? words.outOfGrid : words.outOfList, .context))
            }
        }
        // TalkBack drops repeats within one node's state, name and role (`dedupJoin`), not across
        // the parts it joins after them.
        return parts.filter { !$0.0.isEmpty }
    }

    /// One node's state, name and role, in the description order; `readIn`: a child read into
    /// its parent, which TalkBack does not focus and so never calls "Unlabelled".
    func node(_ element: Element, hasInner: Bool = false, readIn: Bool = false) -> [(String, Utterance.Role)] {
        // Each node's words as narration takes them: a `⟨` means a guess only on a guessed node.
        let e = element.narrated
        let role = Self.role(of: e)
        var name = e.label.flatMap { $0.isEmpty ? nil : $0 }
        var state: String?
        var after: [String] = []
        var nameTail: [String] = []
        switch role {
        case _ where e.importMarks.contains(.roleOnly):
            // An empty child that only carries its parent's role: the role word alone.
            name = nil
        case .switchToggle, .toggleButton:
            state = e.value == "1" ? words.on : words.off
        case .radioButton:
            // Android describes a radio button's state itself (`RadioButton.getButtonStateDescription`),
            // and TalkBack says that description (`DefaultDescription.nodeState`).
            state = e.traits.contains(.selected) ? words.selected : words.notSelected
        case .checkBox, .checkable:
            state = e.traits.contains(.selected) ? words.checked : words.notChecked
        case .editText:
            (name, nameTail, after) = editText(e)
        case .seekBar, .progressBar:
            // A position the dump did not give is not said.
            state = e.placeholder ? nil : e.effectiveValue ?? e.adjustable?.valueText
        case .button, .imageButton, .spinner, .image, .list, .grid, .tabBar, .tab, .pager, .webView, .text, .view:
            if let value = e.effectiveValue, !value.isEmpty {
                name = name.map { $0 + TalkBackWords.separator + value } ?? value
            }
        }
        let word = words.role(role)
        // An actionable node with nothing to say is "Unlabelled", in the name's place
        // (`nodeRoleDescriptionText`); a bare image says it too.
        if name == nil, state == nil, !hasInner, !readIn,
           [.button, .imageButton, .image].contains(role) || ([.view, .text].contains(role) && Self.isActionable(e)) {
            name = words.unlabelled
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
        // `CompositorUtils.dedupJoin`: a word said twice among state, name and role is said once.
        var seen = Set<String>()
        return out.filter { seen.insert($0.0.lowercased()).inserted } + after.map { ($0, .value) }
    }

    /// A text field's name, what joins its name, and what follows its role
    /// (`EditTextDescription.nameDescription`, `AccessibilityNodeFeedbackUtils.getHintDescription`):
    /// typed text is the name and a hint not on show follows the role; a hint on show (Android
    /// gives it as the empty field's text) is the name. A password field is named by its content
    /// description or "password", then the count of what was typed, or the hint it shows.
    func editText(_ e: Element) -> (name: String?, tail: [String], after: [String]) {
        let label = e.label.flatMap { $0.isEmpty ? nil : $0 }
        let hinted = e.importMarks.contains(.hintLabel), showsHint = e.importMarks.contains(.showsHint)
        let after = hinted && !showsHint ? [label].compactMap { $0 } : []
        if e.isSecure {
            let lead = hinted ? words.password : label ?? words.password
            // The shown hint is the node's text: said as it is, not counted (there is no selection to
            // count it by), in one part with "password" as TalkBack joins them.
            if showsHint, hinted, let hint = label { return (lead + TalkBackWords.separator + hint, [], []) }
            let count = e.secureLength.flatMap { $0 > 0 ? [words.characters($0)] : nil } ?? []
            return (lead, count, after)
        }
        if let text = e.effectiveValue, !text.isEmpty { return (text, [], after) }
        return (hinted && !showsHint ? nil : label, [], after)
    }

    /// The usage hint: by role, then by what activation does; long press added.
    func hint(_ e: Element, _ context: ElementContext) -> String? {
        let role = Self.role(of: e)
        var parts: [String] = []
        switch role {
        case .editText: parts.append(words.editText)
        case .spinner: parts.append(words.change)
        case .seekBar: parts.append(words.adjust)
        case .button, .imageButton, .checkBox, .checkable, .switchToggle, .toggleButton, .radioButton, .progressBar, .image, .list, .grid, .tabBar, .tab, .pager, .webView, .text, .view:
            // The node's own: a row that reads in a switch it holds is not checkable itself
            // (`ClickableHint.checkableHint` asks the focused node only); either hint asks for a
            // click (`ClickableHint.getClickHint`).
            if Self.isCheckable(e), Self.isClickable(e) {
                parts.append(words.toggle)
            } else if Self.isClickable(e) {
                parts.append(words.activate)
            }
        }
        if e.longPress { parts.append(words.longPress) }
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

    /// What takes a click (`AccessibilityNodeInfoUtils.isClickable`, which `ClickableHint` asks):
    /// a button-like trait (an import gives one to each clickable node, and a control's role
    /// brings its own), or effects. A progress bar, a web view or a grid that takes focus but no
    /// click has none.
    static func isClickable(_ e: Element) -> Bool {
        !e.traits.intersection(clickTraits).isEmpty || !e.onActivate.isEmpty
    }

    /// Traits that say an element takes a click.
    public static let clickTraits: Traits = [.button, .link, .keyboardKey, .tabBarItem, .switchButton, .adjustable, .textField, .searchField]

    /// TalkBack's "actionable": clickable, or long press.
    public static func isActionable(_ e: Element) -> Bool { isClickable(e) || e.longPress }

    /// After a double tap changes a control's state, the new state alone, as Android describes it:
    /// "On"/"Off", "Checked"/"Not checked", a radio button's "Selected".
    public func stateChange(of e: Element) -> String {
        switch Self.role(of: e) {
        case .switchToggle, .toggleButton: return e.value == "1" ? words.on : words.off
        case .radioButton: return e.traits.contains(.selected) ? words.selected : words.notSelected
        case .checkBox, .checkable: return e.traits.contains(.selected) ? words.checked : words.notChecked
        case .button, .imageButton, .editText, .spinner, .seekBar, .progressBar, .image, .list, .grid, .tabBar, .tab, .pager, .webView, .text, .view: return e.traits.contains(.selected) ? words.selected : words.notSelected
        }
    }

    /// Parts as segments: each but the last ends with the separator's comma.
    func segments(_ parts: [(String, Utterance.Role)]) -> [Utterance.Segment] {
        parts.enumerated().map { i, part in .text(i < parts.count - 1 ? part.0 + "," : part.0, part.1) }
    }
}
