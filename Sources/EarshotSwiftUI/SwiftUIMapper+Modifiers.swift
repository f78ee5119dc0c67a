import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// Views that hold a navigation bar: a title applied to one of them titles an enclosing one.
    static let navigationContainers: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]

    /// The accessibility modifiers on a view, in source order, over what its content became.
    mutating func applyModifiers(_ node: SwiftUIViewNode, _ mapped: Mapped, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        var out = mapped
        let area = Rect(x: x, y: y, width: width, height: max(mapped.height, Self.rowHeight))
        /// The elements a label-like modifier sets: the view's elements, or a new one for a view
        /// that had none (a shape with a label becomes an element, as in SwiftUI).
        func ensureElement(_ m: SwiftUIViewNode.Modifier, _ mapper: inout SwiftUIMapper) {
            if out.elements.isEmpty {
                out.elements = [mapper.element(node.name, at: node.node, c, frame: area)]
                out.height = max(out.height, area.height)
            }
        }
        for m in node.modifiers {
            guard case .element(let kind)? = SwiftUIModifier.byName[m.name] else {
                if viewExtensions[m.name] != nil { out = extensionModifier(m, out, x: x, y: y, width: width, c) }
                continue
            }
            let first = m.arguments.first.map { c.evaluator.eval($0.expr) }
            switch kind {
            case .group:
                let assetNames = Self.assetNames(in: out.elements)
                let children = m.arguments.first { $0.label == "children" }.map { c.evaluator.lastName($0.expr) } ?? "ignore"
                out.elements = [grouped(out.elements, how: children, node: node, area: area, c)]
                if children == "combine" { out.elements[0].importMarks += assetNames.map { .assetName($0) } }
                out.height = max(out.height, area.height)
            case .label, .value, .hint:
                guard let first else { continue }
                ensureElement(m, &self)
                let (text, placeholder) = words(first)
                for i in out.elements.indices {
                    if kind == .label {
                        out.elements[i].label = text
                        out.elements[i].importMarks.removeAll(where: \.isAssetName)
                    } else if kind == .value {
                        out.elements[i].value = text
                    } else {
                        out.elements[i].hint = text
                    }
                    out.elements[i].placeholder = out.elements[i].placeholder || placeholder
                }
                if kind == .value { out.elements = out.elements.map { ratingFromValue($0, c) } }
            case .addTraits, .removeTraits:
                let traits = Self.traits(m.arguments.first?.expr)
                ensureElement(m, &self)
                for i in out.elements.indices {
                    if kind == .addTraits { out.elements[i].traits.formUnion(traits) } else { out.elements[i].traits.subtract(traits) }
                }
            case .heading:
                ensureElement(m, &self)
                let level = m.arguments.first.map { c.evaluator.lastName($0.expr) }.flatMap { Int($0.dropFirst()) }
                for i in out.elements.indices { out.elements[i].traits.insert(.header); out.elements[i].level = level }
            case .sortPriority:
                if let n = first?.number { for e in out.elements { screenState.sortPriority[e.id] = n } }
            case .actions:
                var names: [String] = []
                if let named = m.arguments.first(where: { $0.label == "named" }) {
                    names.append(words(c.evaluator.eval(named.expr)).text)
                } else if m.name == "accessibilityActions", let closure = m.closures.first?.closure {
                    for view in SwiftUIViewNode.views(in: closure) { names.append(labelWords(view, c).text) }
                } else if let label = m.closures.first(where: { $0.label == "label" })?.closure {
                    names.append(textOf(SwiftUIViewNode.views(in: label), c).text)
                }
                ensureElement(m, &self)
                for i in out.elements.indices {
                    out.elements[i].actions += names.filter { !$0.isEmpty }.map { CustomAction(name: $0, effects: []) }
                }
            case .adjustable:
                ensureElement(m, &self)
                let stepped = steppedValues(node, action: m, c)
                for i in out.elements.indices {
                    out.elements[i].traits.insert(.adjustable)
                    out.elements[i] = ratingFromValue(out.elements[i], c)
                    if out.elements[i].adjustable == nil, let stepped {
                        out.elements[i].adjustable = stepped
                        out.elements[i].value = nil
                    }
                    if out.elements[i].adjustable == nil {
                        out.elements[i].adjustable = Adjustable(kind: .values, options: [out.elements[i].value ?? "value"])
                    }
                }
            case .rotor:
                if let name = first.map({ words($0).text }), let closure = m.closures.first?.closure {
                    let entries = SwiftUIViewNode.views(in: closure).compactMap { entry in
                        entry.firstUnlabelled.map { words(c.evaluator.eval($0)).text }
                    }
                    ensureElement(m, &self)
                    screenState.pendingRotors.append((out.elements[0].id, name, entries))
                }
            case .menuActions:
                // Swipe actions and context menu items are custom actions VoiceOver offers.
                guard let closure = m.closures.first(where: { $0.label == nil || $0.label == "menuItems" })?.closure
                    ?? m.arguments.first(where: { $0.label == "menuItems" })?.expr.as(ClosureExprSyntax.self) else { continue }
                let names = actionNames(SwiftUIViewNode.views(in: closure), c)
                for i in out.elements.indices {
                    for name in names where !out.elements[i].actions.contains(where: { $0.name == name }) {
                        out.elements[i].actions.append(CustomAction(name: name, effects: []))
                    }
                }
            case .delete:
                for i in out.elements.indices where !out.elements[i].actions.contains(where: { $0.name == SwiftUIWords.delete }) {
                    out.elements[i].actions.append(CustomAction(name: SwiftUIWords.delete, effects: []))
                }
            case .badge:
                guard let first else { continue }
                let (text, placeholder) = words(first)
                if case .number(0) = first { continue }
                for i in out.elements.indices where out.elements[i].accessible {
                    out.elements[i].value = [out.elements[i].value, text].compactMap { $0 }.joined(separator: ", ")
                    out.elements[i].placeholder = out.elements[i].placeholder || placeholder
                }
            case .searchable:
                let prompt = m.arguments.first { $0.label == "prompt" }.map { words(c.evaluator.eval($0.expr)) }
                var field = element("search", at: m.node, c, label: prompt?.text ?? SwiftUIWords.search, traits: [.searchField],
                                    frame: Rect(x: Self.margin, y: 96, width: Self.screenWidth - 2 * Self.margin, height: 36))
                field.placeholder = prompt?.placeholder ?? false
                screenState.searchField = field
            case .tapGesture:
                for i in out.elements.indices where !out.elements[i].importMarks.contains(.tapGesture) {
                    out.elements[i].importMarks.append(.tapGesture)
                }
            case .navigationTitle:
                // On the navigation container itself it titles an enclosing one, not its own bar.
                if Self.navigationContainers.contains(node.name) { continue }
                if screenState.navigationTitle == nil, let first {
                    let (text, placeholder) = words(first)
                    var title = element(text, at: m.node, c, label: text, traits: [.staticText, .header],
                                        frame: Rect(x: Self.margin, y: 55, width: Self.screenWidth - 2 * Self.margin, height: 41))
                    title.placeholder = placeholder
                    screenState.navigationTitle = (text, title)
                }
                // `.navigationBarTitle("Title", displayMode: .inline)`
                if screenState.inlineTitle == nil, let mode = m.arguments.first(where: { $0.label == "displayMode" }) {
                    screenState.inlineTitle = c.evaluator.lastName(mode.expr) == "inline"
                }
            case .titleDisplayMode:
                if screenState.inlineTitle == nil, let mode = m.arguments.first {
                    screenState.inlineTitle = c.evaluator.lastName(mode.expr) == "inline"
                }
            case .toolbar:
                if let closure = m.closures.first?.closure ?? m.arguments.first(where: { $0.label == "content" })?.expr.as(ClosureExprSyntax.self) {
                    toolbarItems(SwiftUIViewNode.views(in: closure), placement: nil, c)
                }
            case .barItems:
                for argument in m.arguments {
                    if let view = SwiftUIViewNode.view(argument.expr) {
                        toolbarItems([view], placement: argument.label == "leading" ? .leading : .trailing, c)
                    }
                }
            case .presentation:
                presentation(m, c)
            case .custom:
                out = customModifier(m, out, x: x, y: y, width: width, c)
            }
        }
        for i in out.elements.indices where out.elements[i].traits.contains(.image) && !out.elements[i].importMarks.contains(.assetName(nil)) {
            if node.name == "Image", node.arguments.first?.label == nil, node.modifiers.allSatisfy({ $0.name != "accessibilityLabel" }),
               out.elements[i].label != nil {
                out.elements[i].importMarks.append(.assetName(nil))
            }
        }
        return out
    }

    /// The names of the buttons in an actions closure (`ForEach` and conditionals looked into).
    mutating func actionNames(_ views: [SwiftUIViewNode], _ c: Context) -> [String] {
        var names: [String] = []
        for view in views {
            switch view.kind {
            case .conditional(let branches):
                let shown = shownBranch(view, branches, c)
                names += actionNames(shown.views, shown.context)
            case .call("ForEach"), .call("Section"), .call("Group"):
                if let closure = view.closure(nil) ?? view.closure("content") { names += actionNames(SwiftUIViewNode.views(in: closure), c) }
            case .call, .opaque, .local:
                let text = labelWords(view, c).text
                if !text.isEmpty { names.append(text) }
            }
        }
        return names
    }

    /// The asset names `elements` say, in order, each once: the labels of images read by their
    /// asset name, and the names their marks carry.
    static func assetNames(in elements: [Element]) -> [String] {
        var names: [String] = []
        for element in elements {
            element.forEachInTree { e in
                guard e.accessible else { return }
                for case .assetName(let named) in e.importMarks {
                    if let name = named ?? e.label, !name.isEmpty, !names.contains(name) { names.append(name) }
                }
            }
        }
        return names
    }

    /// `.accessibilityElement(children:)`: `.combine` one element saying every child's words;
    /// `.ignore` one element with none of them; `.contain` a group around them.
    mutating func grouped(_ elements: [Element], how: String, node: SwiftUIViewNode, area: Rect, _ c: Context) -> Element {
        let frame = Self.union(elements.compactMap(\.frame)) ?? area
        var spoken: [String] = []
        for child in elements { child.forEachInTree { d in if d.accessible, let l = d.label, !l.isEmpty { spoken.append(l) } } }
        let base = how == "combine" ? spoken.joined(separator: " ") : (how == "contain" ? elements.first?.label : nil) ?? node.name
        var e = element(base.isEmpty ? node.name : base, at: node.node, c, frame: frame)
        switch how {
        case "contain":
            e.children = elements
            e.accessible = false
            e.container = .semanticGroup
        case "combine":
            var labels: [String] = [], values: [String] = []
            for child in elements {
                child.forEachInTree { d in
                    guard d.accessible else { return }
                    if let l = d.label, !l.isEmpty { labels.append(l) }
                    if let v = d.effectiveValue, !v.isEmpty, !d.traits.contains(.switchButton) { values.append(v) }
                    e.traits.formUnion(d.traits.intersection([.button, .link, .header, .selected, .notEnabled, .switchButton, .adjustable, .image]))
                    e.actions += d.actions
                    e.placeholder = e.placeholder || d.placeholder
                    if d.traits.contains(.switchButton) { e.value = d.value }
                    if e.adjustable == nil { e.adjustable = d.adjustable }
                    e.onActivate += d.onActivate
                }
            }
            e.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
            if e.value == nil, !values.isEmpty { e.value = values.joined(separator: ", ") }
            if !labels.isEmpty { e.traits.remove(.image) }
            if e.traits.isEmpty { e.traits = .staticText }
            for child in elements { if let shows = screenState.presentedBy[child.id] { screenState.presentedBy[e.id, default: []] += shows } }
        default:
            break
        }
        return e
    }

    /// SwiftUI trait names (`.isButton`, `[.isHeader, .isSelected]`) as traits.
    static func traits(_ expr: ExprSyntax?) -> Traits {
        guard let expr else { return [] }
        let table: [String: Traits] = [
            "isButton": .button, "isHeader": .header, "isSelected": .selected, "isLink": .link, "isImage": .image,
            "isStaticText": .staticText, "isSearchField": .searchField, "playsSound": .playsSound,
            "isKeyboardKey": .keyboardKey, "isSummaryElement": .summaryElement, "updatesFrequently": .updatesFrequently,
            "startsMediaSession": .startsMediaSession, "allowsDirectInteraction": .allowsDirectInteraction,
            "causesPageTurn": .causesPageTurn, "isToggle": [.button, .switchButton], "isTabBar": .tabBar,
        ]
        var out: Traits = []
        for token in expr.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, let t = table[name] { out.formUnion(t) }
        }
        return out
    }

    /// A value "3 out of 5" on an adjustable element is a rating (flicks step it by 1); a
    /// placeholder count ("rating out of 5") starts at the state's initial value, else at 1.
    /// `.accessibilityValue("\(rating) stars")` with an adjustable action that steps `rating`
    /// between bounds it checks (`if rating < maximum { rating += 1 }`): the values each step
    /// says, worked out for every value in the bounds, starting at the state's value.
    func steppedValues(_ node: SwiftUIViewNode, action: SwiftUIViewNode.Modifier, _ c: Context) -> Adjustable? {
        guard let closure = action.closures.first?.closure,
              let valueExpr = node.modifiers.last(where: { $0.name == "accessibilityValue" })?.arguments.first?.expr else { return nil }
        var state: String?
        var low: Double?, high: Double?
        let tokens = Array(closure.tokens(viewMode: .sourceAccurate))
        for (i, token) in tokens.enumerated() {
            guard case .identifier(let name) = token.tokenKind, i + 2 < tokens.count else { continue }
            let op = tokens[i + 1].text
            if state == nil, op == "+=" || op == "-=" { state = name }
            guard name == state ?? name, op == "<" || op == ">" || op == "<=" || op == ">=" else { continue }
            // The bound: a number or a name the view knows.
            let bound = tokens[i + 2]
            let value: Double? = Double(bound.text) ?? c.evaluator.bindings[bound.text]?.number
            guard let value else { continue }
            switch op {
            case "<": high = value
            case "<=": high = value + 1
            case ">": low = value
            default: low = value - 1
            }
        }
        guard let state, let top = high, let bottom = low, let current = c.evaluator.bindings[state]?.number,
              top >= bottom, top - bottom <= 100 else { return nil }
        var options: [String] = []
        var inner = c.evaluator
        for n in stride(from: bottom, through: top, by: 1) {
            inner.bindings[state] = .number(n)
            options.append(words(inner.eval(valueExpr)).text)
        }
        let index = min(max(current - bottom, 0), Double(options.count - 1))
        return Adjustable(kind: .values, value: index, options: options)
    }

    func ratingFromValue(_ element: Element, _ c: Context) -> Element {
        var e = element
        guard e.traits.contains(.adjustable), let value = e.value else { return e }
        let parts = value.split(separator: " ")
        guard parts.count == 4, parts[1] == "out", parts[2] == "of", let m = Double(parts[3]), m >= 1 else { return e }
        let start = Double(parts[0]) ?? binding(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(String(parts[0])))), c)?.number ?? 1
        if case let v = start, v >= 1, v <= m {
            e.adjustable = Adjustable(kind: .rating, min: 1, max: m, value: v)
            e.value = nil
        }
        return e
    }

    static func union(_ rects: [Rect]) -> Rect? {
        guard let first = rects.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.y + first.height
        for r in rects.dropFirst() {
            minX = min(minX, r.x); minY = min(minY, r.y); maxX = max(maxX, r.maxX); maxY = max(maxY, r.y + r.height)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
