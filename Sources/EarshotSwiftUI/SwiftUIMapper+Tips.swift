import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// `TipView(tip)`: an inline tip as TipKit shows it on a fresh install: its title, its
    /// message (each static text, from the tip's `title` and `message`), its actions' titles as
    /// buttons, then the button that closes it. A tip with `rules` shows only when they hold,
    /// which is known only when the app runs: it is read, and counted as a guess.
    mutating func tipView(_ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        guard let argument = node.firstUnlabelled else { return Mapped() }
        let tip = c.evaluator.eval(argument)
        var out = Mapped()
        var top = y
        func add(_ value: SwiftUIValue?, traits: Traits, _ mapper: inout SwiftUIMapper) {
            guard let value, value != .null else { return }
            let (text, placeholder) = mapper.words(value)
            guard !text.isEmpty else { return }
            let lines = max(1, min(20, (Double(text.count) * 8.5 / max(width, 1)).rounded(.up)))
            let height = traits == .button ? Self.rowHeight : Self.textLine * lines
            var e = mapper.element(text, at: node.node, c, label: text, traits: traits, frame: Rect(x: x, y: top, width: width, height: height))
            e.placeholder = placeholder
            out.elements.append(e)
            top += height + Self.spacing
        }
        add(c.evaluator.member("title", of: tip) ?? .placeholder("tip"), traits: .staticText, &self)
        add(c.evaluator.member("message", of: tip), traits: .staticText, &self)
        if case .list(let actions)? = c.evaluator.member("actions", of: tip) {
            for action in actions { add(c.evaluator.member("title", of: action), traits: .button, &self) }
        }
        add(.text(SwiftUIWords.closeTip, placeholder: false, localizable: false), traits: .button, &self)
        if case .instance(let type, _) = tip, c.evaluator.declarations.type(type)?.computed["rules"] != nil {
            approximate("whether the tip's rules hold is known only when the app runs: the tip is read", kind: "condition", at: node.node, c)
        }
        out.height = max(0, top - y - Self.spacing)
        return out
    }
}
