import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
extension DumpMapper {
    /// A navigation bar's stops with its back button found where the dump does not name it.
    /// Dumps from before iOS 11 give UIKit's back button no `BackButton` identifier and no
    /// traits: it is the bar's leading button, labelled with the previous screen's title
    /// ("General"), and VoiceOver says "General. Back Button.". A leading button that says what
    /// it does (Cancel, Close, Done…, `DumpTypeTable.leadingActionLabels`) stays a button, as do
    /// buttons with a developer id or stated traits, and every button when the bar names its
    /// back button already.
    package static func withInferredBackButton(_ children: [Item], bar: Rect?) -> [Item] {
        guard !children.contains(where: { $0.element.traits.contains(.backButton) }) else { return children }
        let framed = children.indices.compactMap { i in ReadingOrder.frame(of: children[i].element).map { (i, $0) } }
        guard let top = framed.map(\.1.y).min() else { return children }
        // The leading stop of the bar's top row: the back button, if any, is it.
        let row = framed.filter { $0.1.y - top < barRowHeight }
        guard let (lead, frame) = row.min(by: { ($0.1.x, $0.0) < ($1.1.x, $1.0) }) else { return children }
        let item = children[lead]
        // An unlabelled leading button stays a button: UIKit's back button always has a title or
        // "Back"; one with no label at all is as likely a menu or close icon.
        guard item.mayBeBack, let label = item.element.label, !label.isEmpty,
              !DumpTypeTable.isLeadingAction(label) else { return children }
        // Leading: in the bar's first quarter (UIKit lays the back button at its leading edge).
        if let bar, bar.width > 0, frame.x - bar.x > bar.width / 4 { return children }
        var result = children
        result[lead].element.traits.formUnion([.button, .backButton])
        return result
    }
}
