import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// `Button`, `NavigationLink`, `Link`, `Menu`: one element labelled by all the text in its
    /// label content; what its action presents is shown by activating it.
    mutating func button(_ name: String, _ node: SwiftUIViewNode, frame: Rect, _ c: Context) -> Mapped {
        var (text, placeholder) = labelWords(node, c)
        if text.isEmpty, let system = SwiftUIWords.systemButtons[name] { text = system }
        if text.isEmpty, name == "Button", let role = node.argument("role").map(c.evaluator.lastName), let word = SwiftUIWords.roleButtons[role] {
            text = word
            placeholder = false
        }
        // A `Menu` is a pop-up button (silent in speech): what it opens names every choice.
        let traits: Traits = name == "Link" ? .link : name == "Menu" ? [.button, .popupButton] : .button
        var e = element(text.isEmpty ? name : text, at: node.node, c, label: text.isEmpty ? nil : text, traits: traits, frame: frame)
        e.placeholder = placeholder
        if !text.isEmpty { e.importMarks += labelAssetNames(node, c).map { .assetName($0) } }
        // The action: `action:`, or the trailing closure when a title or `label:` says what it is.
        var action = node.argument("action")?.as(ClosureExprSyntax.self)
        if action == nil, name == "Button", node.closure("label") != nil || node.firstUnlabelled != nil { action = node.closure(nil) }
        if let action {
            let presented = SwiftUIViewNode.presentedBindings(action)
            if !presented.isEmpty { screenState.presentedBy[e.id, default: []] += presented }
            let dismissed = SwiftUIViewNode.dismissedBindings(action)
            if !dismissed.isEmpty { screenState.dismissedBy[e.id, default: []] += dismissed }
            if action.statements.trimmedDescription.contains("dismiss()") { e.onActivate.append(.back) }
        }
        if name == "NavigationLink" {
            let destination = node.argument("destination").flatMap { SwiftUIViewNode.view($0) }
                ?? (node.closure("destination") ?? (node.firstUnlabelled != nil ? node.closure(nil) : nil))
                    .flatMap { SwiftUIViewNode.views(in: $0).first }
            if let destination, viewsByName[destination.name] != nil {
                e.onActivate.append(.goto(GotoTarget(screen: destination.name)))
            }
        }
        return Mapped(elements: [e], height: frame.height)
    }

    /// The asset names among a button's words: images in its label content that SwiftUI reads by
    /// their asset name (`Button { } label: { Image("icn_close") }` says "icn_close"). A dry run
    /// of the content, as `textOf` makes, that leaves no trace and costs the screen's budget nothing.
    mutating func labelAssetNames(_ node: SwiftUIViewNode, _ c: Context) -> [String] {
        guard let content = labelContent(node) else { return [] }
        let saved = self
        var inner = c
        inner.inList = false
        let mapped = column(SwiftUIViewNode.views(in: content), x: 0, y: 0, width: Self.screenWidth, inner)
        self = saved
        return Self.assetNames(in: mapped.elements)
    }

    /// A `Picker` by its style: segmented → a segmented container of buttons; wheel → an
    /// adjustable picker; inline → a row per option; otherwise (menu, in a form) a button that
    /// says the label and the selection.
    /// A picker's option views, with those a `Group` or `Section` holds in its place (a long list
    /// of languages kept in groups of ten).
    static func options(_ views: [SwiftUIViewNode], depth: Int = 0) -> [SwiftUIViewNode] {
        views.flatMap { view -> [SwiftUIViewNode] in
            guard depth < 8, view.name == "Group" || view.name == "Section", let closure = view.closure(nil) ?? view.closure("content") else { return [view] }
            return options(SwiftUIViewNode.views(in: closure), depth: depth + 1)
        }
    }

    mutating func picker(_ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        let (label, placeholder) = labelWords(node, c)
        var options: [(text: String, tag: SwiftUIValue?)] = []
        // Options a `ForEach` makes of data not known (a store's items): how many there are is a guess.
        var optionsGuessed = false
        let contentViews = Self.options((node.closure("content") ?? node.closure(nil)).map { SwiftUIViewNode.views(in: $0) } ?? [])
        for view in contentViews {
            let data = view.name == "ForEach" ? view.firstUnlabelled.map { c.evaluator.eval($0) } : nil
            if view.name == "ForEach", case .list(let items)? = data, let closure = view.closure(nil) {
                let parameter = Self.parameterName(closure)
                for item in items.prefix(1000) {
                    var inner = c
                    if let parameter { inner.evaluator.bindings[parameter] = item }
                    options.append((textOf(SwiftUIViewNode.views(in: closure), inner, icons: false).text, item))
                }
            } else {
                if view.name == "ForEach" { optionsGuessed = true }
                let tag = view.modifiers.last { $0.name == "tag" }?.arguments.first.map { c.evaluator.eval($0.expr) }
                options.append((textOf([view], c, icons: false).text, tag))
            }
        }
        let selection = binding(node.argument("selection"), c)
        var selected = 0
        if let selection {
            let match = options.firstIndex { option in
                if let tag = option.tag { return tag == selection || tag.words.text == selection.words.text }
                return option.text == selection.words.text
            }
            selected = match ?? 0
        }
        let style = c.pickerStyle.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "menu"
        let frame = Rect(x: x, y: y, width: width, height: Self.rowHeight)
        switch style {
        case "segmented":
            var group = element(label.isEmpty ? "picker" : label, at: node.node, c, label: label.isEmpty ? nil : label, frame: frame)
            group.placeholder = placeholder
            let share = width / Double(max(1, options.count))
            group.children = options.enumerated().map { i, option in
                var segment = element(option.text, at: node.node, c, label: option.text, traits: .button,
                                      frame: Rect(x: x + Double(i) * share, y: y, width: share, height: 32))
                if i == selected { segment.traits.insert(.selected) }
                return segment
            }
            group.accessible = false
            group.container = .segmented
            return Mapped(elements: [group], height: 32)
        case "wheel":
            var e = element(label.isEmpty ? "picker" : label, at: node.node, c, label: label.isEmpty ? nil : label, traits: .adjustable,
                            frame: Rect(x: x, y: y, width: width, height: 216))
            e.placeholder = placeholder || optionsGuessed
            e.adjustable = Adjustable(kind: .picker, value: Double(selected), options: options.map(\.text))
            return Mapped(elements: [e], height: 216)
        case "inline", "radioGroup":
            var out = Mapped()
            for (i, option) in options.enumerated() {
                var e = element(option.text, at: node.node, c, label: option.text, traits: .button,
                                frame: Rect(x: x, y: y + Double(i) * Self.rowHeight, width: width, height: Self.rowHeight))
                if i == selected { e.traits.insert(.selected) }
                out.elements.append(e)
            }
            out.height = Double(options.count) * Self.rowHeight
            return out
        default:
            var e = element(label.isEmpty ? "picker" : label, at: node.node, c, label: label.isEmpty ? nil : label, traits: .button, frame: frame)
            e.placeholder = placeholder
            if options.indices.contains(selected) { e.value = options[selected].text }
            return Mapped(elements: [e], height: Self.rowHeight)
        }
    }
}
