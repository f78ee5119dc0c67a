import EarshotImport
import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// One `View` struct as a screen: a navigation title as a heading at the top, toolbar items,
    /// the body laid out below, a tab bar at the bottom, alerts and sheets as hidden modal groups
    /// shown by the buttons whose actions present them.
    mutating func screen(_ decl: SwiftUIViewDecl, source: Int) -> Screen {
        earlierVisits += screenState.visits
        earlierMade += screenState.made
        screenState = SwiftUIScreenState()
        var c = Context(source: source, view: decl.name, viewStack: [decl.name])
        c.evaluator.enums = enums
        c.evaluator.constants = constants
        c.evaluator.strings = strings
        c.evaluator.selfType = decl.name
        c.evaluator.evaluation = evaluation
        // The preview's call of this view gives its arguments (`#Preview { RatingView(rating: .constant(4)) }`).
        var bound: [String: SwiftUIValue] = [:]
        if let call = sources.lazy.compactMap({ $0.previewCalls[decl.name] }).first, let node = SwiftUIViewNode.view(ExprSyntax(call)) {
            bound = bindings(for: decl, node, c).mapValues(Self.sample)
        }
        c.evaluator.bindings = Self.initialValues(decl, bound: bound, c.evaluator)
        let views = decl.body.map { SwiftUIViewNode.views(in: $0) } ?? []
        var body = column(views, x: Self.margin, y: 0, width: Self.screenWidth - 2 * Self.margin, c)
        let largeTitle = screenState.navigationTitle != nil && screenState.inlineTitle != true
        let barHeight = screenState.navigationTitle != nil || !screenState.toolbar.isEmpty ? 104.0 : 59.0
        let top = barHeight + (largeTitle ? 52 : 0) + (screenState.searchField != nil ? 44 : 0)
        if largeTitle { screenState.searchField = screenState.searchField.map { Self.shifted($0, by: 52) } }
        body.elements = body.elements.map { Self.shifted($0, by: top) }
        let bar = navigationBar()
        var elements = Self.inCodeOrder(bar.top + (screenState.searchField.map { [$0] } ?? []) + body.elements + bar.bottom)
        if elements.count > 1 {
            // SwiftUI reads views in the order the code gives them, whatever their frames: one
            // group around the screen's content says that order, as every group below does.
            var content = element(Self.contentID, at: decl.decl.name, c,
                                  frame: Self.union(elements.compactMap(\.frame)) ?? Rect(x: 0, y: 0, width: Self.screenWidth, height: Self.screenHeight))
            content.children = elements
            content.accessible = false
            content.order = elements.map(\.id)
            elements = [content]
        }
        if let tabBar = screenState.tabBar { elements.append(tabBar) }
        elements += screenState.modals
        elements = elements.map { withPresentations($0) }
        resolveRotors(&elements)
        var seen: Set<String> = []
        elements = distinctIDs(elements, seen: &seen)
        var screen = Screen(id: decl.name, title: screenState.navigationTitle?.text ?? decl.name, elements: elements)
        screen.location = sources[source].location(decl.decl.name)
        screen.approximateFrames = true
        return screen
    }

    /// `elements` with every id said once: a view placed twice (a modifier's body showing its
    /// `content` in two places) gets a fresh id for its second copy, and its parent's order follows.
    mutating func distinctIDs(_ elements: [Element], seen: inout Set<String>) -> [Element] {
        var out: [Element] = []
        for var e in elements {
            if seen.contains(e.id) { e.id = usedIDs.unique(e.id) }
            seen.insert(e.id)
            let before = e.children.map(\.id)
            e.children = distinctIDs(e.children, seen: &seen)
            if let order = e.order, before != e.children.map(\.id) {
                // The n-th mention of an id is the n-th child that had it.
                var now: [String: [String]] = [:]
                for (old, new) in zip(before, e.children.map(\.id)) { now[old, default: []].append(new) }
                var mentioned: [String: Int] = [:]
                e.order = order.map { id in
                    let n = mentioned[id, default: 0]
                    mentioned[id] = n + 1
                    guard let ids = now[id], n < ids.count else { return id }
                    return ids[n]
                }
            }
            out.append(e)
        }
        return out
    }

    /// A value a preview gives its view: a model it builds there (`AlertItem(title: "", …)`) is
    /// sample data, whose blank texts stand for words the app gives when it runs, not for none.
    static func sample(_ value: SwiftUIValue) -> SwiftUIValue {
        func filled(_ value: SwiftUIValue, _ name: String) -> SwiftUIValue {
            switch value {
            case .text("", _, _): return .placeholder(name)
            case .instance(let type, let fields):
                return .instance(type: type, fields: Dictionary(uniqueKeysWithValues: fields.map { ($0.key, filled($0.value, $0.key)) }))
            case .list(let items): return .list(items.map { filled($0, name) })
            default: return value
            }
        }
        guard case .instance = value else { return value }
        return filled(value, "")
    }

    /// The id (before it is made unique) of the group around a screen's content that keeps code order.
    static let contentID = "screen-content"

    /// Every group's children read in the order the code made them (unless a sort priority
    /// already ordered them).
    static func inCodeOrder(_ elements: [Element]) -> [Element] {
        elements.map { element in
            var e = element
            e.children = inCodeOrder(e.children)
            if e.order == nil, e.children.count > 1 { e.order = e.children.map(\.id) }
            return e
        }
    }

    static func shifted(_ element: Element, by dy: Double) -> Element { moved(element, dx: 0, dy: dy, size: nil) }

    /// Buttons whose action sets a presentation's binding show its modal group.
    func withPresentations(_ element: Element) -> Element {
        var e = element
        for binding in screenState.presentedBy[e.id] ?? [] {
            if let modal = screenState.modalForBinding[binding], !e.onActivate.contains(.show(modal)) { e.onActivate.append(.show(modal)) }
        }
        e.children = e.children.map { withPresentations($0) }
        return e
    }

    /// `.accessibilityRotor("Name") { AccessibilityRotorEntry("Label", …) }`: the entries are
    /// the elements with those labels.
    func resolveRotors(_ elements: inout [Element]) {
        guard !screenState.pendingRotors.isEmpty else { return }
        var byLabel: [String: String] = [:]
        for e in elements { e.forEachInTree { d in if let l = d.label, byLabel[l] == nil { byLabel[l] = d.id } } }
        func attach(_ e: inout Element) {
            for rotor in screenState.pendingRotors where rotor.element == e.id {
                let ids = rotor.entries.compactMap { byLabel[$0] }
                if !ids.isEmpty { e.rotors.append(RotorSpec(name: rotor.name, source: .items(ids))) }
            }
            for i in e.children.indices { attach(&e.children[i]) }
        }
        for i in elements.indices { attach(&elements[i]) }
    }

    /// `element` and what it holds, with `dismiss()` (a `back`) and `binding = false` hiding the presentation.
    func closing(_ element: Element, hide: Effect, binding: String) -> Element {
        var e = element
        let dismisses = e.onActivate.contains(.back) || (!binding.isEmpty && (screenState.dismissedBy[e.id] ?? []).contains(binding))
        if dismisses {
            e.onActivate.removeAll { $0 == .back }
            if !e.onActivate.contains(hide) { e.onActivate.append(hide) }
        }
        e.children = e.children.map { closing($0, hide: hide, binding: binding) }
        return e
    }

    /// `.alert`, `.confirmationDialog`, `.sheet`, `.fullScreenCover`, `.popover`: a hidden modal
    /// group with its literal content; its buttons hide it, escape hides it.
    mutating func presentation(_ m: SwiftUIViewNode.Modifier, _ c: Context) {
        let isPresented = m.arguments.first { $0.label == "isPresented" || $0.label == "item" }?.expr.trimmedDescription ?? ""
        let binding = isPresented.hasPrefix("$") ? String(isPresented.dropFirst()) : isPresented
        let title = m.arguments.first { $0.label == nil }.map { words(c.evaluator.eval($0.expr)) }
        let sheet = ["sheet", "fullScreenCover", "popover"].contains(m.name)
        var inner = c
        inner.inList = false
        let groupFrame = sheet ? Rect(x: 0, y: 59, width: Self.screenWidth, height: Self.screenHeight - 59)
            : Rect(x: 60, y: 300, width: 270, height: 200)
        var group = element(title?.text ?? m.name, at: m.node, c, label: nil, frame: groupFrame)
        if let existing = screenState.modalForBinding[binding], !binding.isEmpty, screenState.modals.contains(where: { $0.id == existing }) { return }
        var children: [Element] = []
        var y = group.frame?.y ?? 0
        if let title, !title.text.isEmpty, !sheet {
            var t = element(title.text, at: m.node, inner, label: title.text, traits: .staticText,
                            frame: Rect(x: 76, y: y + 16, width: 238, height: 22))
            t.placeholder = title.placeholder
            children.append(t)
            y += 40
        }
        if let message = m.closures.first(where: { $0.label == "message" })?.closure {
            let mapped = column(SwiftUIViewNode.views(in: message), x: 76, y: y + 8, width: 238, inner)
            children += mapped.elements
            y += mapped.height + 8
        }
        // `content:` or `actions:` when labelled (a trailing closure before them is `onDismiss`), else the trailing one.
        let contentClosure = (m.closures.first { $0.label == "content" || $0.label == "actions" } ?? m.closures.first { $0.label == nil })?.closure
        let content = contentClosure.map { SwiftUIViewNode.views(in: $0) } ?? []
        // The content's own navigation title and toolbar belong to the sheet, never to the
        // screen presenting it.
        let presenting = (screenState.navigationTitle, screenState.toolbar, screenState.searchField)
        (screenState.navigationTitle, screenState.toolbar, screenState.searchField) = (nil, [:], nil)
        let mapped = sheet ? column(content, x: Self.margin, y: y + 16, width: Self.screenWidth - 2 * Self.margin, inner)
                           : column(content, x: 60, y: y + 16, width: 270, inner)
        let bar = navigationBar()
        let own = bar.top.map { Self.shifted($0, by: y) } + (screenState.searchField.map { [Self.shifted($0, by: y)] } ?? [])
        (screenState.navigationTitle, screenState.toolbar, screenState.searchField) = presenting
        var buttons = own + mapped.elements + bar.bottom
        if buttons.isEmpty, !sheet {
            buttons = [element(SwiftUIWords.ok, at: m.node, inner, label: SwiftUIWords.ok, traits: .button, frame: Rect(x: 60, y: y + 16, width: 270, height: 44))]
        }
        if !sheet {
            for i in buttons.indices where buttons[i].traits.contains(.button) {
                let hide = Effect.hide(group.id)
                if !buttons[i].onActivate.contains(hide) { buttons[i].onActivate.append(hide) }
            }
        }
        // In a sheet, `dismiss()` and setting the binding to false close it.
        let hide = Effect.hide(group.id)
        buttons = buttons.map { closing($0, hide: hide, binding: binding) }
        children += buttons
        if children.isEmpty {
            // Content the reader could not see (built at run time): a placeholder stands for it.
            var stand = element(m.name, at: m.node, inner, label: GuessMarks.guessed(SwiftUIWords.spoken(m.name)), traits: .staticText,
                                frame: Rect(x: Self.margin, y: y + 16, width: Self.screenWidth - 2 * Self.margin, height: Self.rowHeight))
            stand.placeholder = true
            children = [stand]
        }
        group.children = children
        // Read as the code gives it: the sheet's own navigation bar first, whatever the frames.
        if sheet, children.count > 1 { group.order = children.map(\.id) }
        group.accessible = false
        // Closed unless what presents it is already set when the screen first appears
        // (`@State var showWelcome = true`).
        group.hidden = !Self.presentedAtStart(m, binding: binding, c)
        group.modal = true
        group.container = Element.ContainerKind.semanticGroup
        group.onEscape = [Effect.hide(group.id)]
        screenState.modals.append(group)
        if !binding.isEmpty { screenState.modalForBinding[binding] = group.id }
    }

    /// Whether a presentation shows when the screen first appears: its `isPresented:` binding
    /// starts true, or its `item:` starts holding a value.
    static func presentedAtStart(_ m: SwiftUIViewNode.Modifier, binding: String, _ c: Context) -> Bool {
        guard !binding.isEmpty, let argument = m.arguments.first(where: { $0.label == "isPresented" || $0.label == "item" }) else { return false }
        let value = c.evaluator.bindings[binding] ?? c.evaluator.eval(argument.expr)
        if argument.label == "isPresented" { return value == .bool(true) }
        return value != .null && !SwiftUIEvaluator.isPlaceholder(value)
    }
}
