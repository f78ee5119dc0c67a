import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// Views that hold others: stacks, scroll views, lists and forms (44 pt rows), sections
    /// (their header a heading), `ForEach` (literal data expanded), tab views. Nil for others.
    mutating func stack(_ kind: SwiftUIContainer, _ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        let content = node.closure(nil) ?? node.closure("content")
        var children = content.map { SwiftUIViewNode.views(in: $0) } ?? []
        // `VStack(spacing: 8, content: content)`: the content a container view was given, by name.
        if content == nil, let passed = node.argument("content"), let view = SwiftUIViewNode.view(passed) {
            children = [view]
        }
        switch kind {
        case .groupBox:
            guard node.firstUnlabelled != nil || node.closure("label") != nil || node.argument("label") != nil else {
                return column(children, x: x, y: y, width: width, c)
            }
            // A titled group box: its title (static text), then its content.
            var titleViews: [SwiftUIViewNode] = []
            if let title = node.firstUnlabelled, !title.is(ClosureExprSyntax.self), let view = SwiftUIViewNode.view(title) {
                titleViews = title.is(StringLiteralExprSyntax.self) ? [] : [view]
            }
            var out = Mapped()
            if let title = node.firstUnlabelled, title.is(StringLiteralExprSyntax.self) || title.is(DeclReferenceExprSyntax.self) {
                let (text, placeholder) = words(c.evaluator.eval(title))
                var e = element(text, at: title, c, label: text, traits: .staticText, frame: Rect(x: x, y: y, width: width, height: Self.textLine))
                e.placeholder = placeholder
                out.elements.append(e)
                out.height = Self.textLine + Self.spacing
            } else if let label = Self.viewsOf(node, "label") ?? (titleViews.isEmpty ? nil : titleViews) {
                let mapped = column(label, x: x, y: y, width: width, c)
                out.elements += mapped.elements
                out.height = mapped.height + Self.spacing
            }
            let mapped = column(children, x: x, y: y + out.height, width: width, c)
            out.elements += mapped.elements
            out.height += mapped.height
            return out
        case .column:
            return column(children, x: x, y: y, width: width, c)
        case .row:
            return row(children, x: x, y: y, width: width, c)
        case .layers:
            var out = Mapped()
            for child in children {
                let mapped = map(child, x: x, y: y, width: width, c)
                out.elements += mapped.elements
                out.height = max(out.height, mapped.height)
            }
            return out
        case .wrapped:
            // `AnyView(Text("a"))`: the view it wraps.
            let wrapped = node.firstUnlabelled.flatMap(SwiftUIViewNode.view).map { [$0] } ?? children
            return column(wrapped, x: x, y: y, width: width, c)
        case .firstThatFits:
            return column(Array(children.prefix(1)), x: x, y: y, width: width, c)
        case .rows:
            var inner = c
            inner.inList = true
            var mapped = rows(children, x: 0, y: y, width: Self.screenWidth, inner)
            mapped.height = max(mapped.height, 0)
            return mapped
        case .section:
            return section(node, children, x: x, y: y, width: width, c)
        case .forEach:
            return forEach(node, x: x, y: y, width: width, c)
        case .tabs:
            return tabView(children, x: x, y: y, width: width, c)
        case .spacer: return Mapped(elements: [], height: Self.spacing)
        case .divider: return Mapped(elements: [], height: 1)
        // `Task { await load() }` in a body: work started when the view shows, nothing to hear.
        case .work: return Mapped()
        case .empty: return Mapped()
        case .decoration: return Mapped(elements: [], height: Self.rowHeight)
        }
    }

    /// Rows of a `List` or `Form`: each view (or each row of a `ForEach`) at least 44 pt tall,
    /// sections with their headers.
    mutating func rows(_ nodes: [SwiftUIViewNode], x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        var out = Mapped()
        var top = y
        for node in nodes {
            var mapped: Mapped
            if node.name == "Section" || node.name == "ForEach" || node.name == "Group" {
                mapped = map(node, x: x, y: top, width: width, c)
            } else {
                mapped = map(node, x: x + Self.margin + 4, y: top, width: width - 2 * (Self.margin + 4), c)
                if mapped.height < Self.rowHeight {
                    // A row is 44 pt: its one element fills it, as a cell's does.
                    for i in mapped.elements.indices where mapped.elements.count == 1 {
                        if var f = mapped.elements[i].frame { f.y = top; f.height = Self.rowHeight; mapped.elements[i].frame = f }
                    }
                    mapped.height = Self.rowHeight
                }
            }
            out.elements += mapped.elements
            top += mapped.height
        }
        out.height = top - y
        return out
    }

    /// A `Section`: its header (a string or a `header:` view) spoken as a heading, then its rows.
    mutating func section(_ node: SwiftUIViewNode, _ children: [SwiftUIViewNode], x: Double, y: Double, width: Double,
                          _ c: Context) -> Mapped {
        var out = Mapped()
        var top = y + (c.inList ? 16 : 0)
        var header: Element?
        if let title = node.firstUnlabelled {
            let (text, placeholder) = words(c.evaluator.eval(title))
            header = element(text, at: title, c, label: text, traits: [.staticText, .header],
                             frame: Rect(x: Self.margin + 4, y: top, width: Self.screenWidth - 2 * (Self.margin + 4), height: 28))
            header?.placeholder = placeholder
        } else if let headerViews = Self.viewsOf(node, "header") {
            var inner = c
            inner.inList = false
            let mapped = column(headerViews, x: Self.margin + 4, y: top, width: Self.screenWidth - 40, inner)
            if var first = mapped.elements.first {
                first.label = mapped.elements.compactMap(\.label).joined(separator: ", ")
                first.traits = [.staticText, .header]
                first.frame = Rect(x: Self.margin + 4, y: top, width: Self.screenWidth - 2 * (Self.margin + 4), height: 28)
                header = first
            }
        }
        if let header {
            out.elements.append(header)
            top += 28 + 6
        }
        let content = node.closure("content") ?? node.closure(nil)
        let rowsNodes = content.map { SwiftUIViewNode.views(in: $0) } ?? children
        let mapped = c.inList ? rows(rowsNodes, x: 0, y: top, width: Self.screenWidth, c) : column(rowsNodes, x: x, y: top, width: width, c)
        out.elements += mapped.elements
        top += mapped.height
        if let footer = Self.viewsOf(node, "footer") {
            var inner = c
            inner.inList = false
            let f = column(footer, x: Self.margin + 4, y: top + 6, width: Self.screenWidth - 40, inner)
            out.elements += f.elements
            top += f.height + 6
        }
        out.height = top - y
        return out
    }

    /// The views a `header:`/`footer:` gives: a closure (`header: { Text("A") }`, or trailing
    /// `} header: {`) or one view (`header: Text("A")`).
    static func viewsOf(_ node: SwiftUIViewNode, _ label: String) -> [SwiftUIViewNode]? {
        if let closure = node.closure(label) { return SwiftUIViewNode.views(in: closure) }
        if let expr = node.argument(label), let view = SwiftUIViewNode.view(expr) { return [view] }
        return nil
    }

    /// `ForEach(literal) { item in … }`: one copy of the content per item, with `item` bound to
    /// it; over data only known at run time, one copy whose texts are placeholders.
    mutating func forEach(_ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        // The rows: a closure, or a view function named (`ForEach(items, content: row)`), its first parameter the item.
        let views: [SwiftUIViewNode]
        let parameter: String?
        var itemClosure: ClosureExprSyntax?
        if let closure = node.closure(nil) ?? node.closure("content") {
            views = SwiftUIViewNode.views(in: closure)
            parameter = Self.parameterName(closure)
            itemClosure = closure
        } else if let reference = node.argument("content"), let decl = viewsByName[c.view]?.decl,
                  case let name = c.evaluator.lastName(reference), let items = decl.computed[name] {
            views = SwiftUIViewNode.views(in: items)
            parameter = decl.parameters[name]?.first?.name
        } else {
            return Mapped()
        }
        let data = node.firstUnlabelled.map { c.evaluator.eval($0) }
        var items: [SwiftUIValue?] = [nil]
        if case .list(let list)? = data {
            items = list
            if list.count > 1000 {
                approximate("ForEach over \(list.count) items: the first 1000 shown", kind: "budget", at: node.node, c)
            }
        } else if let range = node.firstUnlabelled?.as(SequenceExprSyntax.self), let count = c.evaluator.rangeCount(range), count > 1000 {
            approximate("ForEach over \(SwiftUIValue.format(count)) items: one row stands for them", kind: "budget", at: node.node, c)
        }
        var out = Mapped()
        var top = y
        let across = c.horizontal && !c.inList
        let share = max(1, width / Double(max(1, min(items.count, 1000))))
        for (n, item) in items.prefix(1000).enumerated() {
            if overBudget(at: node.node, c) { break }
            var inner = c
            if let itemClosure {
                inner.evaluator.bindings.merge(c.evaluator.binding(itemClosure, to: item)) { _, new in new }
            } else if let parameter {
                inner.evaluator.bindings[parameter] = item ?? .placeholder(parameter)
            }
            if across {
                let mapped = row(views, x: x + Double(n) * share, y: y, width: share, inner)
                out.elements += mapped.elements
                out.height = max(out.height, mapped.height)
                continue
            }
            let mapped = c.inList ? rows(views, x: 0, y: top, width: Self.screenWidth, inner) : column(views, x: x, y: top, width: width, inner)
            out.elements += mapped.elements
            top += mapped.height + (c.inList ? 0 : Self.spacing)
        }
        if !across { out.height = max(0, top - y - (c.inList ? 0 : Self.spacing)) }
        return out
    }

    /// `{ item in … }` → `item`; `$0` for a closure without a parameter list.
    static func parameterName(_ closure: ClosureExprSyntax) -> String? {
        guard let signature = closure.signature?.parameterClause else { return "$0" }
        switch signature {
        case .simpleInput(let list): return list.first?.name.text
        case .parameterClause(let clause): return clause.parameters.first?.firstName.text
        }
    }

    /// A `TabView`: the first tab's content on screen, every tab in a tab bar at the bottom. Tabs
    /// are views with `.tabItem { … }`, `Tab("Home", systemImage:) { … }` (iOS 18), or either
    /// made by a `ForEach` (over an enum's `allCases`, say), one tab per item.
    mutating func tabView(_ children: [SwiftUIViewNode], x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        var entries: [(node: SwiftUIViewNode, c: Context)] = []
        for child in children {
            guard child.name == "ForEach", let closure = child.closure(nil) ?? child.closure("content") else {
                entries.append((child, c))
                continue
            }
            let parameter = Self.parameterName(closure)
            var items: [SwiftUIValue?] = [nil]
            if case .list(let list)? = child.firstUnlabelled.map({ c.evaluator.eval($0) }) { items = Array(list.prefix(50)) }
            for item in items {
                var inner = c
                if let parameter { inner.evaluator.bindings[parameter] = item ?? .placeholder(parameter) }
                for view in SwiftUIViewNode.views(in: closure) { entries.append((view, inner)) }
            }
        }
        var out = Mapped()
        let barY = Self.screenHeight - 83
        var tabs: [Element] = []
        let tabWidth = Self.screenWidth / Double(max(1, entries.count))
        for (i, entry) in entries.enumerated() {
            let (child, tc) = entry
            var inner = tc
            inner.inList = false
            var label: (text: String, placeholder: Bool)?
            var at: Syntax = child.node
            if child.name == "Tab" {
                // `Tab("Home", systemImage: "house") { HomeView() }`: its title, then its content.
                if let title = child.firstUnlabelled { label = words(tc.evaluator.eval(title)) }
                if i == 0, let content = child.closure(nil) ?? child.closure("content") {
                    out = column(SwiftUIViewNode.views(in: content), x: x, y: y, width: width, tc)
                }
            } else {
                if i == 0 { out = map(child, x: x, y: y, width: width, tc) }
                guard let item = child.modifiers.first(where: { $0.name == "tabItem" })?.closures.first?.closure else { continue }
                let mapped = column(SwiftUIViewNode.views(in: item), x: 0, y: 0, width: tabWidth, inner).elements
                if let last = mapped.last(where: { $0.label != nil }) { label = (last.label ?? "", last.placeholder) }
                at = Syntax(item)
            }
            var tab = element(label?.text ?? "tab", at: at, tc, label: label?.text, traits: [.button],
                              frame: Rect(x: Double(tabs.count) * tabWidth, y: barY, width: tabWidth, height: 49))
            tab.placeholder = label?.placeholder ?? false
            if tabs.isEmpty { tab.traits.insert(.selected) }
            tabs.append(tab)
        }
        if !tabs.isEmpty, let first = children.first {
            var bar = element("tab-bar", at: first.node, c, frame: Rect(x: 0, y: barY, width: Self.screenWidth, height: 83))
            bar.children = tabs
            bar.accessible = false
            bar.container = .tabBar
            screenState.tabBar = bar
        }
        return out
    }
}
