import EarshotLoader
import EarshotModel
import EarshotNarration
import EarshotNavigation
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads WebDriverAgent page source XML (`<AppiumAUT>`, `<XCUIElementTypeApplication>`, or any
/// `<XCUIElementType…>` fragment) into dump nodes with Foundation's `XMLParser`. Attributes may
/// come in any order and any may be missing (Appium's `pageSourceExcludedAttributes`).
public enum AppiumDumpParser {
    package static let typePrefix = "XCUIElementType"

    /// The dump in `bytes`, read from `path` (for messages).
    public static func parse(bytes raw: [UInt8], path: String) -> Result<ParsedDump, DumpImportFailure> {
        // Only UTF-8 text reaches XMLParser: FoundationXML traps on names that are not UTF-8
        // (libxml2 runs in recovery mode and passes such bytes on).
        if let problem = YAMLSource.invalidUTF8(raw) { return .failure(located(path, problem.location, problem.message)) }
        if let nul = raw.firstIndex(of: 0) {
            return .failure(located(path, YAMLSource.location(ofByte: nul, in: raw), "a NUL byte: a page source is UTF-8 text"))
        }
        // A declared encoding could make libxml2 read other text than the one checked here.
        let bytes: [UInt8]
        switch XMLDeclaration.neutralized(raw) {
        case .success(let neutral): bytes = neutral
        case .failure(let problem): return .failure(located(path, problem.location, problem.message))
        }
        let starts: [SourceLocation]
        switch XMLStartTags.scan(bytes) {
        case .success(let found): starts = found
        case .failure(let problem): return .failure(located(path, problem.location, problem.message))
        }
        // Fed as a stream, in pages: given all at once, libxml2 refuses a document over 10 MB
        // ("huge input lookup") unless told to lift every limit it has.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        let reader = PageSourceReader(path: path, starts: starts)
        parser.delegate = reader
        _ = parser.parse()
        if let failure = reader.failure { return .failure(.diagnostics(DiagnosticList([failure]))) }
        if let first = reader.firstError { return .failure(located(path, first.at, first.message)) }
        if let error = parser.parserError {
            let at = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            return .failure(located(path, at, reader.message(for: (error as NSError).code)))
        }
        guard !reader.roots.isEmpty else {
            return .failure(.refused(path: path, what: "XML with no XCUIElementType elements"))
        }
        return .success(ParsedDump(format: .appium, roots: reader.roots))
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

/// XMLParser's delegate: builds the tree, treating a root that is not an `XCUIElementType`
/// (Appium's `<AppiumAUT>`, WDA's `scope` wrapper) as a wrapper around the real roots.
private final class PageSourceReader: NSObject, XMLParserDelegate {
    package let path: String
    package let starts: [SourceLocation]
    package var roots: [DumpNode] = []
    /// Open elements: the node (nil for the wrapper), its tag and where it starts.
    package var stack: [(node: DumpNode?, tag: String, at: SourceLocation)] = []
    package var started = 0
    package var failure: Diagnostic?
    /// libxml2's first complaint, worded while the elements it concerns are still open (in
    /// recovery mode it goes on, and later complaints follow from the first).
    package var firstError: (at: SourceLocation, message: String)?

    package init(path: String, starts: [SourceLocation]) {
        self.path = path; self.starts = starts
    }

    package func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let at = started < starts.count ? starts[started] : SourceLocation(line: max(1, parser.lineNumber), column: 1)
        started += 1
        let isElement = name.hasPrefix(AppiumDumpParser.typePrefix)
            || attributes["type"]?.hasPrefix(AppiumDumpParser.typePrefix) == true
        if !isElement {
            guard stack.isEmpty, roots.isEmpty else {
                failure = Diagnostic(path: path, location: at,
                                     message: "<\(name)> is not an XCUIElementType element: not a WebDriverAgent page source")
                parser.abortParsing()
                return
            }
            stack.append((nil, name, at))
            return
        }
        guard stack.count < DumpImport.maxDepth else {
            failure = Diagnostic(path: path, location: at, message: "nesting deeper than \(DumpImport.maxDepth) levels")
            parser.abortParsing()
            return
        }
        stack.append((AppiumDumpParser.node(tag: name, attributes: attributes, at: at), name, at))
    }

    package func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let closed = stack.popLast(), let node = closed.node else { return }
        if let parent = stack.indices.last, stack[parent].node != nil {
            stack[parent].node?.children.append(node)
        } else {
            roots.append(node)
        }
    }

    package func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        guard firstError == nil else { return }
        firstError = (SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)),
                      message(for: (error as NSError).code))
    }

    /// A message for libxml2's error code, naming the element left open where that helps.
    package func message(for code: Int) -> String {
        let open = stack.last.map { "<\($0.tag)> (line \($0.at.line))" }
        switch code {
        case 5: return "the dump ends before " + (open ?? "the root element") + " is closed: is it truncated?"
        case 76: return "a closing tag does not match " + (open.map { "the open " + $0 } ?? "an open element")
        case 4: return "not XML: the file does not start with an element"
        case 42: return "an attribute is written twice in one element"
        case 26, 27: return "an entity that XML does not define (write & as &amp;)"
        case 9: return "a character that XML does not allow"
        case 38, 39, 40, 41, 65: return "an attribute is not written as name=\"value\""
        case 68, 73, 74: return "a tag is not closed with >"
        case 111: return "malformed XML: a character reference or entity is not finished"
        default: return "malformed XML (libxml2 error \(code))"
        }
    }
}
