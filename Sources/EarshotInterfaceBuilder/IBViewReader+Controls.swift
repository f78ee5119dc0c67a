import Foundation
package import EarshotImport
package import EarshotModel
extension IBViewReader {
    /// A button: labelled by its title, else by its image's name, as UIKit does. A button
    /// with an iOS 15 configuration shows the configuration's title and image (Xcode also
    /// writes a placeholder normal state, "Button", that the configuration replaces).
    package func button(_ view: IBNode, into node: inout DumpNode) {
        node.type = "Button"
        let normal = view.children.first { $0.tag == "state" && $0["key"] == "normal" }
        func visible(_ text: String?) -> String? {
            text.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        }
        if let configuration = view.child("buttonConfiguration") {
            let title = localized(view, "configuration.title", visible(configuration.string("title")))
            node.label = visible(title) ?? configuration.text("image") ?? normal?.text("image")
            return
        }
        let title = localized(view, "normalTitle", visible(normal?.string("title") ?? view.string("title")))
        node.label = visible(title) ?? normal?.text("image") ?? view.text("image")
    }

    /// A segmented control: its segments as buttons in a segmented container, "N of M".
    package func segments(_ view: IBNode, frame: Rect?, into node: inout DumpNode) {
        node.type = "SegmentedControl"
        let segments = view.child("segments")?.children.filter { $0.tag == "segment" } ?? []
        let selected = Int(view["selectedSegmentIndex"] ?? "") ?? -1
        let width = (frame?.width ?? 0) / Double(max(1, segments.count))
        node.children = segments.enumerated().map { i, segment in
            var button = DumpNode(type: "Button", source: segment.line, location: segment.location)
            button.label = localized(view, "segmentTitles[\(i)]", segment.string("title")) ?? segment.text("image")
            button.selected = i == selected
            button.enabled = segment["enabled"] != "NO" && node.enabled
            if let f = frame { button.frame = Rect(x: f.x + width * Double(i), y: f.y, width: width, height: f.height) }
            return button
        }
    }

    /// A bar button item or tab bar item as a button: its title, else the system item's name,
    /// else its image's name.
    package func barButton(_ item: IBNode, frame: Rect) -> DumpNode {
        var node = DumpNode(type: "Button", source: item.line, location: item.location)
        var custom = DumpNode(type: "Button", source: item.line, location: item.location)
        if let view = item.keyed("customView"), view.tag == "button" { button(view, into: &custom) }
        node.label = localized(item, "title", item.string("title")) ?? custom.label
            ?? item["systemItem"].flatMap { IBWords.systemItems[$0] } ?? item.text("image")
        node.enabled = item["enabled"] != "NO"
        // A tab's badge is its value, said as VoiceOver says badges ("3 items").
        if let badge = item["badgeValue"], !badge.isEmpty { node.value = badge }
        node.frame = frame
        accessibility(item, into: &node)
        return node
    }

    /// Flexible and fixed spaces in a bar lay the items out; they are not items VoiceOver stops on.
    package static func isSpace(_ item: IBNode) -> Bool {
        item["systemItem"] == "flexibleSpace" || item["systemItem"] == "fixedSpace"
    }

    /// Items side by side across `bar` (a tab bar or toolbar), `selected` marked.
    package mutating func row(_ items: [IBNode], in bar: Rect, selected: Int?) -> [DumpNode] {
        let width = bar.width / Double(max(1, items.count))
        return items.enumerated().compactMap { i, item in
            if Self.isSpace(item) { return nil }
            var node = barButton(item, frame: Rect(x: bar.x + width * Double(i), y: bar.y, width: width, height: bar.height))
            node.selected = i == selected
            segues(item)
            return node
        }
    }

    /// A navigation item's title and bar buttons laid across `bar`: left items, the title in the
    /// middle, right items at the trailing edge.
    package mutating func barItems(_ item: IBNode, frame bar: Rect, back: DumpNode? = nil, title fallback: String? = nil) -> [DumpNode] {
        var nodes: [DumpNode] = []
        if let back { nodes.append(back) }
        let lefts = ((item.keyed("leftBarButtonItem").map { [$0] } ?? []) + (item.child("leftBarButtonItems")?.children ?? []))
            .filter { !Self.isSpace($0) }
        let rights = ((item.keyed("rightBarButtonItem").map { [$0] } ?? []) + (item.child("rightBarButtonItems")?.children ?? []))
            .filter { !Self.isSpace($0) }
        var x = bar.x + (back == nil ? 8 : 100)
        for left in lefts {
            nodes.append(barButton(left, frame: Rect(x: x, y: bar.y + 6, width: 60, height: 32)))
            segues(left)
            x += 64
        }
        if let title = localized(item, "title", item.string("title")) ?? fallback {
            var text = DumpNode(type: "StaticText", source: item.line, location: item.location)
            text.label = title
            text.frame = Rect(x: bar.x + bar.width / 2 - 100, y: bar.y + 11, width: 200, height: 22)
            nodes.append(text)
        }
        var right = bar.x + bar.width - 68
        for item in rights {
            nodes.append(barButton(item, frame: Rect(x: right, y: bar.y + 6, width: 60, height: 32)))
            segues(item)
            right -= 64
        }
        return nodes
    }

    /// A static table: each section's header text, its cells, its footer. Prototype cells are
    /// templates for data the app supplies at run time, so they are not read.
    package mutating func table(_ view: IBNode, origin: (x: Double, y: Double), width: Double, hidden: Bool) -> [DumpNode] {
        var nodes: [DumpNode] = []
        for section in view.child("sections")?.children ?? [] where section.tag == "tableViewSection" {
            let cells = (section.child("cells")?.children ?? []).compactMap { node($0, origin: origin, hidden: hidden) }
            let top = cells.first?.frame?.y ?? origin.y, bottom = cells.last?.frame?.maxY ?? origin.y
            if let header = localized(section, "headerTitle", section.string("headerTitle")) {
                var text = DumpNode(type: "StaticText", source: section.line, location: section.location)
                text.label = header
                text.frame = Rect(x: origin.x + 16, y: top - 30, width: max(0, width - 32), height: 22)
                nodes.append(text)
            }
            nodes += cells
            if let footer = localized(section, "footerTitle", section.string("footerTitle")) {
                var text = DumpNode(type: "StaticText", source: section.line, location: section.location)
                text.label = footer
                text.frame = Rect(x: origin.x + 16, y: bottom + 8, width: max(0, width - 32), height: 22)
                nodes.append(text)
            }
        }
        return nodes
    }

    /// A cell's content view and its accessory: a disclosure chevron makes it a button; a
    /// checkmark, selected.
    package mutating func cell(_ view: IBNode, inner: (x: Double, y: Double), hidden: Bool, into node: inout DumpNode) {
        let content = view.children.first { $0.attributes["key"] == "contentView" }
        var origin = inner
        if let f = content?.frame { origin = (inner.x + f.x, inner.y + f.y) }
        node.children = (content?.subviews ?? []).compactMap { self.node($0, origin: origin, hidden: hidden) }
        switch view["accessoryType"] {
        case "disclosureIndicator", "detailDisclosureButton":
            var chevron = DumpNode(type: "Image", source: view.line, location: view.location)
            chevron.label = "chevron"
            node.children.append(chevron)
        case "checkmark": node.selected = true
        default: break
        }
        if let accessory = view.keyed("accessoryView"), let inside = self.node(accessory, origin: inner, hidden: hidden) {
            node.children.append(inside)
        }
    }

    /// `<accessibility>`, `<accessibilityTraits>` and `isElement` override UIKit's defaults.
    package func accessibility(_ view: IBNode, into node: inout DumpNode) {
        guard let config = view.children.first(where: { $0.tag == "accessibility" }) else { return }
        if let label = localized(view, "accessibilityLabel", config.string("label")) { node.label = label }
        if let hint = localized(view, "accessibilityHint", config.string("hint")) { node.hint = hint }
        if let identifier = config.text("identifier") { node.identifier = identifier }
        if let traits = config.children.first(where: { $0.tag == "accessibilityTraits" }) {
            var stated = Traits()
            for (name, trait) in Traits.named where traits.flag(name) { stated.formUnion(trait) }
            node.traits = stated
            if stated.contains(.selected) { node.selected = true }
            if stated.contains(.notEnabled) { node.enabled = false }
        }
        if let element = config.children.first(where: { $0.tag == "bool" && $0["key"] == "isElement" }) {
            node.accessible = element["value"] == "YES"
        }
    }

    /// The segues a control triggers, as effects on the element it becomes.
    package mutating func segues(_ view: IBNode) {
        for segue in view.child("connections")?.children ?? [] where segue.tag == "segue" {
            switch segue["kind"] {
            case "unwind": patches[view.line, default: IBPatch()].effects.append(.back)
            case "relationship", "embed", nil: continue
            default:
                guard let destination = segue["destination"], let screen = screenFor(destination) else { continue }
                patches[view.line, default: IBPatch()].effects.append(.goto(GotoTarget(screen: screen)))
            }
        }
    }
}
