import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation

/// Reads WebDriverAgent page source XML (`<AppiumAUT>`, `<XCUIElementTypeApplication>`, or any
/// `<XCUIElementType…>` fragment) into dump nodes with Foundation's `XMLParser`. Attributes may
/// come in any order and any may be missing (Appium's `pageSourceExcludedAttributes`).
public enum AppiumDumpParser {
    package static let typePrefix = "XCUIElementType"

    /// What a page source may be, and how messages name it.
    package static let rules = XMLRules.dump(kind: "a WebDriverAgent page source", subject: "the page source")

    /// The dump in `bytes`, read from `path` (for messages), through the one XML reader. A root
    /// that is not an `XCUIElementType` (Appium's `<AppiumAUT>`, WDA's `scope` wrapper) wraps
    /// the real roots.
    public static func parse(bytes raw: [UInt8], path: String) -> Result<ParsedDump, DumpImportFailure> {
        let root: XMLNode
        switch XMLTreeReader.read(bytes: raw, path: path, rules: rules) {
        case .success(let node): root = node
        case .failure(let list): return .failure(.diagnostics(list))
        }
        let tops = isElement(root) ? [root] : root.children
        var roots: [DumpNode] = []
        for top in tops {
            switch convert(top, path: path) {
            case .success(let node): roots.append(node)
            case .failure(let failure): return .failure(failure)
            }
        }
        guard !roots.isEmpty else {
            return .failure(.refused(path: path, what: "XML with no XCUIElementType elements"))
        }
        return .success(ParsedDump(format: .appium, roots: roots, language: AndroidDumpParser.language(of: root)))
    }

    static func isElement(_ node: XMLNode) -> Bool {
        node.tag.hasPrefix(typePrefix) || node["type"]?.hasPrefix(typePrefix) == true
    }

    /// The element and its subtree as dump nodes; anything inside that is not an element is refused.
    static func convert(_ element: XMLNode, path: String) -> Result<DumpNode, DumpImportFailure> {
        guard isElement(element) else {
            return .failure(located(path, element.location,
                                    "<\(element.tag)> is not an XCUIElementType element: not a WebDriverAgent page source"))
        }
        var node = self.node(tag: element.tag, attributes: element.attributes, at: element.location)
        for child in element.children {
            switch convert(child, path: path) {
            case .success(let converted): node.children.append(converted)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(node)
    }

    package static func located(_ path: String, _ at: SourceLocation, _ message: String) -> DumpImportFailure {
        .diagnostics(DiagnosticList([Diagnostic(path: path, location: at, message: message)]))
    }

    /// A node from one element's attributes.
    package static func node(tag: String, attributes a: [String: String], at location: SourceLocation) -> DumpNode {
        var type = a["type"] ?? tag
        if type.hasPrefix(typePrefix) { type.removeFirst(typePrefix.count) }
        var node = DumpNode(type: type, source: location.line, location: SourceLocation(line: location.line, column: 1))
        func text(_ key: String) -> String? { a[key].flatMap { $0.isEmpty ? nil : $0 } }
        node.label = text("label")
        // `name` is the identifier, or the label when there is none: then it is no id.
        if let name = text("name"), name != node.label { node.identifier = name }
        node.value = text("value")
        node.placeholder = text("placeholderValue")
        node.enabled = a["enabled"] != "false"
        node.selected = a["selected"] == "true"
        node.accessible = a["accessible"].map { $0 == "true" }
        node.visible = a["visible"].map { $0 == "true" }
        node.traits = a["traits"].map { DumpTypeTable.traits(named: $0.split(separator: ",").map(String.init)) }
        let numbers = ["x", "y", "width", "height"].compactMap { a[$0].flatMap(Double.init) }
        if numbers.count == 4 { node.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) }
        return node
    }
}
