import EarshotModel
import SwiftSyntax

extension SwiftUIViewNode.Modifier {
    /// A modifier called with `self` left out or written (`modifier(X())`, `self.cardStyle()` in a
    /// custom modifier's body), read as the modifier it is.
    init?(_ node: SwiftUIViewNode) {
        guard case .call(let name) = node.kind else { return nil }
        let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        self.init(name: bare, arguments: node.arguments, closures: node.closures, node: node.node)
    }
}

extension SwiftUIMapper {
    /// `.modifier(CardStyle(tint: .red))`: the app's `ViewModifier` applied to what the view
    /// became, its `body(content:)` read with `content` standing for it. One the reader does not
    /// find is an approximation, and the view is left as it was.
    mutating func customModifier(_ m: SwiftUIViewNode.Modifier, _ mapped: Mapped, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        guard let expr = m.arguments.first?.expr, let call = SwiftUIViewNode.view(expr), case .call(let name) = call.kind,
              let (source, decl) = viewModifiers[name], let body = decl.computed["body"] else {
            let name = m.arguments.first.map { c.evaluator.lastName($0.expr) } ?? "?"
            approximate("custom modifier '\(name)' not applied", kind: "custom modifier", at: m.node, c)
            return mapped
        }
        var inner = c
        inner.evaluator.bindings = Self.initialValues(decl, bound: bindings(for: decl, call, c), c.evaluator)
        inner.evaluator.selfType = name
        // Its own view properties and functions are looked up as a view's are.
        let key = "modifier " + name
        if viewsByName[key] == nil { viewsByName[key] = (source, decl) }
        inner.view = key
        return applying(body, named: name, key: key, to: mapped, source: source, at: m.node, x: x, y: y, width: width, inner)
    }

    /// `.cardStyle(tint: .red)`: a function an `extension View` adds, its body read with `self`
    /// standing for what the view became and its parameters reading the call's arguments.
    mutating func extensionModifier(_ m: SwiftUIViewNode.Modifier, _ mapped: Mapped, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        // Of its overloads, the one whose parameters take every label the call gives, fewest first.
        let labels = m.arguments.map(\.label)
        guard let (source, function) = viewExtensions[m.name]?.filter({ candidate in
            labels.allSatisfy { label in candidate.function.parameters.contains { $0.label == label } }
        }).min(by: { $0.function.parameters.count < $1.function.parameters.count }) else { return mapped }
        var inner = c
        Self.bind(function.parameters, to: m.arguments, closures: m.closures, from: c, into: &inner)
        let overload = m.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return applying(function.body, named: m.name, key: overload, to: mapped, source: source, at: m.node, x: x, y: y, width: width, inner,
                        passing: Self.passedViews(function.parameters, m, c))
    }

    /// The closures of views a call of an `extension View` function passes
    /// (`.filterPopover(isPresented: $show) { TagPicker() }`), by the parameter that takes each:
    /// in its body, `content()` is the caller's views, not the view modified (that is `self`).
    static func passedViews(_ parameters: [SwiftUIParameter], _ m: SwiftUIViewNode.Modifier, _ c: Context) -> [String: ViewArgument] {
        var open = parameters.filter(\.takesClosure)
        var out: [String: ViewArgument] = [:]
        func pass(_ closure: ClosureExprSyntax, label: String?, trailing: Bool) {
            guard let i = open.firstIndex(where: { $0.label == label }) ?? (trailing && label == nil && !open.isEmpty ? 0 : nil) else { return }
            out[open[i].name] = ViewArgument(views: SwiftUIViewNode.views(in: closure), context: c,
                                             parameters: SwiftUIParameter.list(closure) ?? [])
            open.remove(at: i)
        }
        for argument in m.arguments {
            if let closure = argument.expr.as(ClosureExprSyntax.self) { pass(closure, label: argument.label, trailing: false) }
        }
        for (label, closure) in m.closures { pass(closure, label: label, trailing: true) }
        return out
    }

    /// A custom modifier's body over `mapped`: `content`/`self` in it is `mapped`, so its own
    /// accessibility modifiers, wrappers (`Button { content }`) and additions apply to the view.
    mutating func applying(_ body: CodeBlockItemListSyntax, named name: String, key: String, to mapped: Mapped, source: Int, at node: Syntax,
                           x: Double, y: Double, width: Double, _ c: Context, passing views: [String: ViewArgument] = [:]) -> Mapped {
        guard !c.viewStack.contains(key) else {
            approximate("'\(name)' applies itself; applied once", kind: "recursive view", at: node, c)
            return mapped
        }
        var inner = c
        inner.viewStack.append(key)
        inner.source = source
        inner.modified = mapped
        inner.viewArguments = views
        var out = column(SwiftUIViewNode.views(in: body), x: x, y: y, width: width, inner)
        out.height = max(out.height, mapped.height)
        // `content` written twice (`content.background(content.blur())`) is one view, read once.
        var seen: Set<String> = []
        out.elements = Self.once(out.elements, &seen)
        return out
    }

    /// `elements` with any element whose id came earlier left out, at every depth.
    static func once(_ elements: [Element], _ seen: inout Set<String>) -> [Element] {
        var out: [Element] = []
        for var e in elements where seen.insert(e.id).inserted {
            e.children = once(e.children, &seen)
            if let order = e.order { e.order = order.filter { id in e.children.contains { $0.id == id } } }
            out.append(e)
        }
        return out
    }
}
