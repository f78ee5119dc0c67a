import EarshotModel
import SwiftSyntax

extension SwiftUIMapper {
    /// `AsyncImage(url:)` as a screen first shows it: still loading. Its `placeholder:` view is
    /// read; a `{ phase in … }` closure is read with the phase `.empty`; a bare one shows a grey
    /// box, nothing to hear.
    mutating func asyncImage(_ node: SwiftUIViewNode, x: Double, y: Double, width: Double, _ c: Context) -> Mapped {
        if let placeholder = node.closure("placeholder") {
            return column(SwiftUIViewNode.views(in: placeholder), x: x, y: y, width: width, c)
        }
        guard let content = node.closure(nil) ?? node.closure("content") else { return Mapped(elements: [], height: Self.rowHeight) }
        var inner = c
        inner.evaluator.bindings.merge(c.evaluator.binding(content, to: .enumCase(type: "AsyncImagePhase", name: "empty"))) { _, new in new }
        return column(SwiftUIViewNode.views(in: content), x: x, y: y, width: width, inner)
    }
}
