import EarshotModel
import Foundation
import SwiftSyntax

extension SwiftUIMapper {
    /// Views that are one element each: text, images, controls. Nil for other views.
    mutating func control(_ kind: SwiftUIControl, _ name: String, _ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        let row = Self.rowHeight
        func frame(_ height: Double, _ w: Double? = nil) -> Rect { Rect(x: x, y: y, width: w ?? width, height: height) }
        switch kind {
        case .text:
            guard let arg = node.arguments.first else { return Mapped() }
            var value = c.evaluator.eval(arg.expr)
            if arg.label == "verbatim", case .text(let s, let p, _) = value { value = .text(s, placeholder: p, localizable: false) }
            // `Text(.app(.pathHelp))`: a localized resource (a String Catalog's accessor), whose
            // Markdown `Text` renders as it renders a literal's.
            if arg.label == nil, Self.isImplicitMember(arg.expr), case .text(let s, false, false) = value {
                value = .text(s, placeholder: false, localizable: true)
            }
            // `Text(total, format: .currency(code: "USD"))`.
            if case .number(let n) = value, let style = node.argument("format"),
               let shown = SwiftUIFormat.formatted(n, style: style, c.evaluator) {
                value = shown
            }
            let (text, placeholder) = words(value)
            // An empty text is nothing VoiceOver stops on.
            if text.isEmpty { return Mapped(elements: [], height: 0) }
            let lines = max(1, min(20, (Double(text.count) * 8.5 / max(width, 1)).rounded(.up)))
            // A markdown link in the text (`"Read the [terms](https://…)"`) makes it a link.
            let traits: Traits = Self.hasMarkdownLink(value) ? .link : .staticText
            var e = element(text, at: node.node, c, label: text, traits: traits, frame: frame(Self.textLine * lines))
            e.placeholder = placeholder
            return Mapped(elements: [e], height: Self.textLine * lines)
        case .joinedText:
            // Texts joined with `+`: one text saying them all, as SwiftUI renders one `Text`.
            var text = "", placeholder = false
            for part in node.arguments {
                if part.expr.is(DeclReferenceExprSyntax.self) {
                    // A text kept in a name: its words, as the code made them.
                    let spoken = words(c.evaluator.eval(part.expr))
                    text += spoken.text
                    placeholder = placeholder || spoken.placeholder
                    continue
                }
                guard let first = SwiftUIViewNode.view(part.expr)?.firstUnlabelled else { continue }
                let spoken = words(c.evaluator.eval(first))
                // An image's name is a word of its own: "Star, Favorites".
                let isImage = first.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "Image"
                if isImage, spoken.text.isEmpty { continue }
                text += isImage ? spoken.text + ", " : spoken.text
                placeholder = placeholder || spoken.placeholder
            }
            if text.isEmpty { return Mapped(elements: [], height: 0) }
            var e = element(text, at: node.node, c, label: text, traits: .staticText, frame: frame(Self.textLine))
            e.placeholder = placeholder
            return Mapped(elements: [e], height: Self.textLine)
        case .label:
            let (text, placeholder) = labelWords(node, c)
            var e = element(text, at: node.node, c, label: text, traits: .staticText, frame: frame(Self.textLine + 3))
            e.placeholder = placeholder
            return Mapped(elements: [e], height: Self.textLine + 3)
        case .image:
            guard let (label, placeholder) = imageLabel(node, c) else { return Mapped(elements: [], height: row) }
            let size = node.arguments.first?.label == "systemName" ? 24.0 : row
            var e = element(label ?? "image", at: node.node, c, label: label, traits: .image, frame: frame(size, min(width, size)))
            e.placeholder = placeholder
            return Mapped(elements: [e], height: size)
        case .button:
            return button(name, node, frame: frame(row), c)
        case .toggle:
            var e = labelled(node, c, traits: [.button, .switchButton], frame: frame(row))
            let on = binding(node.argument("isOn"), c)
            e.value = on == .bool(true) ? "1" : "0"
            return Mapped(elements: [e], height: row)
        case .slider:
            var e = labelled(node, c, traits: .adjustable, frame: frame(row), fallback: "Slider")
            let (low, high) = bounds(node, c, default: (0, 1))
            let value = binding(node.argument("value"), c)?.number ?? low
            e.adjustable = Adjustable(kind: .slider, min: low, max: high, value: min(max(value, low), high), step: (high - low) / 10)
            return Mapped(elements: [e], height: row)
        case .stepper:
            var e = labelled(node, c, traits: .adjustable, frame: frame(row), fallback: "Stepper")
            let (low, high) = bounds(node, c, default: (0, 100))
            let value = binding(node.argument("value"), c)?.number ?? low
            let step = node.argument("step").flatMap { c.evaluator.eval($0).number } ?? 1
            e.adjustable = Adjustable(kind: .stepper, min: low, max: high, value: min(max(value, low), high), step: step)
            return Mapped(elements: [e], height: row)
        case .picker:
            return picker(node, x: x, y: y, width: width, c)
        case .textField:
            var traits: Traits = name == "TextEditor" ? [.textField, .textArea] : .textField
            if name == "SecureField" { traits.insert(.secureTextField) }
            var e = labelled(node, c, traits: traits, frame: frame(name == "TextEditor" ? 120 : row), fallback: nil)
            let prompt = node.argument("prompt").map { words(c.evaluator.eval($0)) }
            if let prompt, e.label == nil || e.label?.isEmpty == true { e.label = prompt.text }
            let text = binding(node.argument("text"), c)
            if case .text(let s, false, _)? = text, !s.isEmpty {
                e.value = s
            } else if case .text(let s, true, _)? = text, !s.isEmpty {
                // `TextEditor(text: .constant(message.content))`: the field holds words known only
                // when the app runs, not none.
                e.value = s
                e.placeholder = true
            } else if let bound = binding(node.argument("value"), c), let n = bound.number,
                      let shown = node.argument("format").flatMap({ SwiftUIFormat.formatted(n, style: $0, c.evaluator) }) ?? .number(n) as SwiftUIValue? {
                // `TextField("Amount", value: $amount, format: .currency(code: "USD"))`: its value as the field shows it.
                e.value = shown.words.text
            } else if let prompt, prompt.text != e.label, name != "SecureField" || e.label != nil {
                // An empty field says its prompt after its label, as its value.
                e.value = prompt.text
            }
            return Mapped(elements: [e], height: e.frame?.height ?? row)
        case .disclosureGroup:
            var e = labelled(node, c, traits: .button, frame: frame(row))
            e.value = binding(node.argument("isExpanded"), c) == .bool(true) ? SwiftUIWords.expanded : SwiftUIWords.collapsed
            return Mapped(elements: [e], height: row)
        case .progress:
            var e = labelled(node, c, traits: .updatesFrequently, frame: frame(row), fallback: SwiftUIWords.progress)
            if let valueExpr = node.argument("value") {
                let total = node.argument("total").flatMap { c.evaluator.eval($0).number } ?? 1
                if let v = c.evaluator.eval(valueExpr).number, total > 0 {
                    e.value = SwiftUIValue.format((v / total * 100).rounded()) + "%"
                } else {
                    e.value = GuessMarks.guessed(c.evaluator.eval(valueExpr).words.text)
                    e.placeholder = true
                }
            } else {
                e.value = SwiftUIWords.inProgress
            }
            return Mapped(elements: [e], height: row)
        case .labeledContent:
            // One element: the label, then the value (a `value:` argument or the content's text).
            let label = node.firstUnlabelled.map { words(c.evaluator.eval($0)) }
                ?? node.closure("label").map { textOf(SwiftUIViewNode.views(in: $0), c) }
            var value: (text: String, placeholder: Bool)?
            if let given = node.argument("value") {
                var v = c.evaluator.eval(given)
                if case .number(let n) = v, let style = node.argument("format"), let shown = SwiftUIFormat.formatted(n, style: style, c.evaluator) {
                    v = shown
                }
                value = words(v)
            } else if let content = node.closure(nil) ?? node.closure("content") {
                if let controls = labeledControls(node, content, x: x, y: y, width: width, c) { return controls }
                value = textOf(SwiftUIViewNode.views(in: content), c)
            }
            let text = label?.text ?? ""
            var e = element(text.isEmpty ? "labeled-content" : text, at: node.node, c, label: text.isEmpty ? nil : text, traits: .staticText,
                            frame: frame(row))
            if let value, !value.text.isEmpty { e.value = value.text }
            e.placeholder = (label?.placeholder ?? false) || (value?.placeholder ?? false)
            return Mapped(elements: [e], height: row)
        case .unavailable:
            return contentUnavailable(node, x: x, y: y, width: width, c)
        case .searchUnavailable:
            // `.search(text: query)` names what was searched for: No Results for “query”.
            let query = node.argument("text").map { words(c.evaluator.eval($0)) }
            let heading = query.map { $0.text.isEmpty ? SwiftUIWords.noResults : SwiftUIWords.noResults + " for “" + $0.text + "”" } ?? SwiftUIWords.noResults
            var title = element(SwiftUIWords.noResults, at: node.node, c, label: heading, traits: .staticText, frame: frame(Self.textLine))
            title.placeholder = query?.placeholder ?? false
            let detail = element(SwiftUIWords.noResultsDescription, at: node.node, c, label: SwiftUIWords.noResultsDescription, traits: .staticText,
                                 frame: Rect(x: x, y: y + Self.textLine + Self.spacing, width: width, height: Self.textLine))
            return Mapped(elements: [title, detail], height: 2 * Self.textLine + Self.spacing)
        case .tip:
            return tipView(node, x: x, y: y, width: width, c)
        case .asyncImage:
            return asyncImage(node, x: x, y: y, width: width, c)
        case .datePicker:
            var e = labelled(node, c, traits: .button, frame: frame(row))
            let date = words(binding(node.argument("selection"), c) ?? .text(GuessMarks.guessed("date"), placeholder: true, localizable: false))
            e.value = date.text
            e.placeholder = e.placeholder || date.placeholder
            return Mapped(elements: [e], height: row)
        }
    }

    /// `ContentUnavailableView("No results", systemImage:, description:)`, its `label:` /
    /// `description:` / `actions:` closures, or `.search`: the title, the description, the actions
    /// (the symbol is decoration).
    mutating func contentUnavailable(_ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        var out = Mapped()
        var top = y
        func add(_ text: String, placeholder: Bool, traits: Traits, at syntax: Syntax, _ mapper: inout SwiftUIMapper) {
            guard !text.isEmpty else { return }
            var e = mapper.element(text, at: syntax, c, label: text, traits: traits, frame: Rect(x: x, y: top, width: width, height: Self.textLine))
            e.placeholder = placeholder
            out.elements.append(e)
            top += Self.textLine + Self.spacing
        }
        if let title = node.firstUnlabelled {
            let (text, placeholder) = words(c.evaluator.eval(title))
            add(text, placeholder: placeholder, traits: .staticText, at: Syntax(title), &self)
        } else if let label = node.closure("label") {
            let (text, placeholder) = textOf(SwiftUIViewNode.views(in: label), c)
            add(text, placeholder: placeholder, traits: .staticText, at: Syntax(label), &self)
        }
        if let description = node.argument("description"), let view = SwiftUIViewNode.view(description) {
            let (text, placeholder) = textOf([view], c)
            add(text, placeholder: placeholder, traits: .staticText, at: Syntax(description), &self)
        } else if let description = node.closure("description") {
            let (text, placeholder) = textOf(SwiftUIViewNode.views(in: description), c)
            add(text, placeholder: placeholder, traits: .staticText, at: Syntax(description), &self)
        }
        if let actions = node.closure("actions") {
            let mapped = column(SwiftUIViewNode.views(in: actions), x: x, y: top, width: width, c)
            out.elements += mapped.elements
            top += mapped.height
        }
        out.height = max(Self.rowHeight, top - y)
        return out
    }

    /// A control labelled by its first unlabelled argument, or by the text in its label content.
    mutating func labelled(_ node: SwiftUIViewNode, _ c: Context, traits: Traits, frame: Rect, fallback: String? = nil) -> Element {
        let (text, placeholder) = labelWords(node, c)
        let label: String? = text.isEmpty ? fallback : text
        var e = element(label ?? node.name, at: node.node, c, label: label, traits: traits, frame: frame)
        e.placeholder = placeholder
        return e
    }

    /// The words a view's label says: a title argument, a `label:` view, or every text in its
    /// label content (`label:` closure, or the trailing closure of controls whose action comes first).
    mutating func labelWords(_ node: SwiftUIViewNode, _ c: Context) -> (text: String, placeholder: Bool) {
        if let title = titleArgument(node) { return words(c.evaluator.eval(title)) }
        // `Picker(selection: $p, label: Text("Priority")) { … }`: a label given as a view.
        if let given = node.argument("label"), !given.is(ClosureExprSyntax.self), let view = SwiftUIViewNode.view(given) {
            return textOf([view], c)
        }
        guard let content = labelContent(node) else { return appInitializerWords(node, c) }
        return textOf(SwiftUIViewNode.views(in: content), c)
    }

    /// A title argument that says a view's label (`Button("Buy")`), not a closure.
    func titleArgument(_ node: SwiftUIViewNode) -> ExprSyntax? {
        guard let title = node.arguments.first(where: { $0.label == nil || $0.label == "title" || $0.label == "titleKey" }),
              !title.expr.is(ClosureExprSyntax.self) else { return nil }
        return title.expr
    }

    /// The closure whose views are a view's label content when no title argument says it: `label:`,
    /// `title:`, or the trailing closure of controls whose action comes first.
    func labelContent(_ node: SwiftUIViewNode) -> ClosureExprSyntax? {
        if titleArgument(node) != nil { return nil }
        if let closure = node.closure("label") ?? node.closure("title") { return closure }
        let actionFirst = ["Button", "Menu"].contains(node.name) && node.argument("action") == nil
        return actionFirst ? nil : node.closure(nil)
    }

    /// Every label in `views` joined as SwiftUI joins a button's content: "Cart, Add to bag".
    /// `icons: false`: an image's name is left out where there are words (a menu option shows
    /// its image as an icon beside its title, and VoiceOver says the title).
    mutating func textOf(_ views: [SwiftUIViewNode], _ c: Context, icons: Bool = true) -> (text: String, placeholder: Bool) {
        // A dry run: nothing it records (ids, approximations, presentations, rotors) stays.
        let saved = self
        var inner = c
        inner.inList = false
        let mapped = column(views, x: 0, y: 0, width: Self.screenWidth, inner)
        // The views it visited still count against the screen's budget.
        let visited = screenState.visits
        self = saved
        screenState.visits = visited
        var labels: [(text: String, image: Bool)] = []
        var placeholder = false
        for e in mapped.elements {
            e.forEachInTree { child in
                if child.accessible, let l = child.label, !l.isEmpty {
                    labels.append((l, child.traits.contains(.image)))
                    placeholder = placeholder || child.placeholder
                }
            }
        }
        if !icons, labels.contains(where: { !$0.image }) { labels.removeAll(where: \.image) }
        return (labels.map(\.text).joined(separator: ", "), placeholder)
    }

    /// An image's label: its asset name (as SwiftUI reads an unlabelled asset image), an SF
    /// Symbol's spoken name; nil when it is no element (`Image(decorative:)`).
    func imageLabel(_ node: SwiftUIViewNode, _ c: Context) -> (String?, Bool)? {
        guard let first = node.arguments.first else { return (nil, false) }
        switch first.label {
        case "decorative": return nil
        case "systemName":
            let value = c.evaluator.eval(first.expr)
            if case .text(let name, let placeholder, _) = value { return (SwiftUISymbols.spokenName(name), placeholder) }
            return (GuessMarks.guessed(value.words.text), true)
        case nil:
            // `Image(.clouds)`: a generated asset symbol, read by its asset's name; the symbol's
            // words stand for it (the name's exact spelling is the catalog's).
            if let member = first.expr.as(MemberAccessExprSyntax.self), member.base == nil {
                let symbol = member.declName.baseName.text
                let spoken = SwiftUIWords.spoken(symbol)
                return spoken != symbol ? (GuessMarks.guessed(spoken), true) : (spoken, false)
            }
            let value = c.evaluator.eval(first.expr)
            if case .text(let name, let p, _) = value { return (name, p) }
            return (nil, false)
        case "uiImage", "nsImage", "cgImage":
            // A picture made at run time: no name for VoiceOver to read.
            return (nil, false)
        default:
            // `Image(icon: .close)`: an initializer of the app's own, whose asset name the
            // reader cannot see; the argument's words stand for it, as a guess.
            let words = c.evaluator.eval(first.expr).words
            return (GuessMarks.guessed(words.text.isEmpty ? SwiftUIWords.spoken(first.label ?? "image") : words.text), true)
        }
    }

    /// A binding's value when the view starts: `.constant(x)`, or the `@State` property's initial value.
    func binding(_ expr: ExprSyntax?, _ c: Context) -> SwiftUIValue? {
        guard let expr else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == ".constant",
           let first = call.arguments.first {
            return c.evaluator.eval(first.expression)
        }
        // `$a`, `self.$a`, `$self.a`: the property `a`.
        var name = expr.trimmedDescription
        if name.hasPrefix("$") { name.removeFirst() }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        if name.hasPrefix("$") { name.removeFirst() }
        if let bound = c.evaluator.bindings[name] { return bound }
        // `$settings.isOn`, `$model.rounds`: a model's property, worked out.
        if name.contains("."), case let value = c.evaluator.eval(expr), !SwiftUIEvaluator.isPlaceholder(value) { return value }
        guard let property = viewsByName[c.view]?.decl.properties.first(where: { $0.name == name }), let initial = property.initial else {
            return nil
        }
        return c.evaluator.eval(initial)
    }

    /// `in: 0...10` as (0, 10).
    func bounds(_ node: SwiftUIViewNode, _ c: Context, default fallback: (Double, Double)) -> (Double, Double) {
        guard let range = node.argument("in")?.as(SequenceExprSyntax.self) else { return fallback }
        let parts = Array(range.elements)
        guard parts.count == 3, let low = c.evaluator.eval(parts[0]).number, let high = c.evaluator.eval(parts[2]).number, high > low else {
            return fallback
        }
        return (low, high)
    }

    /// `.app(.title)`, `.title`: a static member of the argument's own type (for `Text`, a
    /// `LocalizedStringResource` or `LocalizedStringKey`).
    static func isImplicitMember(_ expr: ExprSyntax) -> Bool {
        let called = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        return called.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// Whether localizable text holds a markdown link (`[terms](https://example.com)`), which
    /// SwiftUI renders as a link VoiceOver announces.
    static func hasMarkdownLink(_ value: SwiftUIValue) -> Bool {
        guard case .text(let s, false, true) = value, let open = s.range(of: "](") else { return false }
        return s[..<open.lowerBound].contains("[") && s[open.upperBound...].contains(")")
    }

    /// SwiftUI's own labels of the arguments views take that are not their title.
    static let argumentLabels: Set<String> = [
        "action", "isOn", "selection", "value", "text", "role", "destination", "in", "step", "format", "prompt", "isExpanded", "total",
        "systemImage", "image", "label", "content", "sources", "displayedComponents", "onEditingChanged", "minimumValueLabel",
        "maximumValueLabel", "primaryAction", "item", "items", "subject", "message", "preview", "supportsOpacity", "axis", "url",
    ]

    /// `Label(localized: .app(.clearFilters), systemImage: "x")`: a title given through an
    /// initializer of the app's own, whose words the reader cannot see: the argument's words
    /// stand for it, as a guess, rather than a label reported missing.
    mutating func appInitializerWords(_ node: SwiftUIViewNode, _ c: Context) -> (text: String, placeholder: Bool) {
        guard let first = node.arguments.first, let label = first.label, !Self.argumentLabels.contains(label),
              !first.expr.is(ClosureExprSyntax.self), !first.expr.trimmedDescription.hasPrefix("$") else { return ("", false) }
        let given = c.evaluator.eval(first.expr).words
        // A key written as a path (`.app(.clearFilters)`) is said by its last name: "clear filters".
        if given.placeholder || given.text.isEmpty { return words(.placeholder(c.evaluator.lastName(first.expr))) }
        return (GuessMarks.guessed(given.text), true)
    }
}
