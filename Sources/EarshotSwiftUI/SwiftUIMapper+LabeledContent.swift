import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// `LabeledContent { TextField(…) } label: { Image(systemName: "note.text") }`: content that
    /// holds a control stays that control, its label read before it; nil when the content is
    /// only text (then the label and the text are one element).
    mutating func labeledControls(_ node: SwiftUIViewNode, _ content: ClosureExprSyntax, x: Double, y: Double, width: Double,
                                  _ c: Context) -> Mapped? {
        let interactive: Traits = [.button, .link, .adjustable, .textField, .searchField, .switchButton]
        let before = self
        let mapped = row(SwiftUIViewNode.views(in: content), x: x + width / 3, y: y, width: width * 2 / 3, c)
        var controls = false
        for e in mapped.elements { e.forEachInTree { if $0.accessible, !$0.traits.isDisjoint(with: interactive) { controls = true } } }
        guard controls else {
            let visited = screenState.visits
            self = before
            screenState.visits = visited
            return nil
        }
        var out = Mapped()
        if let title = node.firstUnlabelled {
            let (text, placeholder) = words(c.evaluator.eval(title))
            if !text.isEmpty {
                var e = element(text, at: title, c, label: text, traits: .staticText, frame: Rect(x: x, y: y, width: width / 3, height: Self.rowHeight))
                e.placeholder = placeholder
                out.elements.append(e)
            }
        } else if let label = node.closure("label") {
            out.elements += row(SwiftUIViewNode.views(in: label), x: x, y: y, width: width / 3, c).elements
        }
        out.elements += mapped.elements
        out.height = max(Self.rowHeight, mapped.height)
        return out
    }
}
