import EarshotImport
import EarshotLoader
import EarshotModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file's XML into `IBNode`s with Foundation's `XMLParser`. Only
/// UTF-8 text reaches the parser; a `<!DOCTYPE>` or entity declaration is refused before it
/// runs, so no entity is ever expanded and nothing is ever fetched.
package enum IBDocumentParser {
    /// Nesting deeper than this is refused (libxml2 stops at 256 anyway).
    package static let maxDepth = 250
    /// More elements than this is refused: far beyond any real storyboard.
    package static let maxElements = 2_000_000

    package static func parse(bytes raw: [UInt8], path: String) -> Result<IBNode, DiagnosticList> {
        var bytes = raw
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let problem = YAMLSource.invalidUTF8(bytes) { return fail(path, problem.location, problem.message) }
        if let nul = bytes.firstIndex(of: 0) {
            return fail(path, YAMLSource.location(ofByte: nul, in: bytes), "a NUL byte: an Interface Builder file is UTF-8 text")
        }
        let starts: [SourceLocation]
        switch XMLStartTags.scan(bytes) {
        case .success(let found): starts = found
        case .failure(let problem):
            return fail(path, problem.location,
                        "a <!DOCTYPE> or entity declaration: Interface Builder files have none, and entities are never expanded")
        }
        guard !starts.isEmpty else { return fail(path, .start, "not XML: the file has no elements") }
        guard starts.count <= maxElements else {
            return fail(path, .start, "more than \(maxElements) XML elements: too large to be an Interface Builder file")
        }
        // Fed as a stream, libxml2 gets the file in chunks: handed over whole, a file over
        // 10 MB trips its "huge input lookup" limit at the end.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        let reader = IBTreeReader(path: path, starts: starts)
        parser.delegate = reader
        _ = parser.parse()
        if let failure = reader.failure { return .failure(DiagnosticList([failure])) }
        if let first = reader.firstError { return fail(path, first.at, first.message) }
        if let error = parser.parserError {
            let at = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            return fail(path, at, reader.message(for: (error as NSError).code))
        }
        guard let root = reader.root else { return fail(path, .start, "not XML: the file has no root element") }
        return .success(root)
    }

    package static func fail<T>(_ path: String, _ at: SourceLocation, _ message: String) -> Result<T, DiagnosticList> {
        .failure(DiagnosticList([Diagnostic(path: path, location: at, message: message)]))
    }
}

/// XMLParser's delegate: the element tree with each start tag's place.
private final class IBTreeReader: NSObject, XMLParserDelegate {
    let path: String
    let starts: [SourceLocation]
    var stack: [IBNode] = []
    var root: IBNode?
    var started = 0
    var failure: Diagnostic?
    var firstError: (at: SourceLocation, message: String)?

    init(path: String, starts: [SourceLocation]) {
        self.path = path; self.starts = starts
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let at = started < starts.count ? starts[started] : SourceLocation(line: max(1, parser.lineNumber), column: 1)
        started += 1
        guard stack.count < IBDocumentParser.maxDepth else {
            failure = Diagnostic(path: path, location: at, message: "nesting deeper than \(IBDocumentParser.maxDepth) levels")
            parser.abortParsing()
            return
        }
        stack.append(IBNode(tag: name, attributes: attributes, location: at))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty, stack[stack.count - 1].tag == "string" else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let closed = stack.popLast() else { return }
        if stack.isEmpty { root = root ?? closed } else { stack[stack.count - 1].children.append(closed) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        guard firstError == nil else { return }
        firstError = (SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)),
                      message(for: (error as NSError).code))
    }

    func message(for code: Int) -> String {
        let open = stack.last.map { "<\($0.tag)> (line \($0.location.line))" }
        switch code {
        case 5: return "the file ends before " + (open ?? "the root element") + " is closed: is it truncated?"
        case 76: return "a closing tag does not match " + (open.map { "the open " + $0 } ?? "an open element")
        case 4: return "not XML: the file does not start with an element"
        case 42: return "an attribute is written twice in one element"
        case 26, 27: return "an entity that XML does not define (write & as &amp;)"
        case 9: return "a character that XML does not allow"
        case 38, 39, 40, 41, 65: return "an attribute is not written as name=\"value\""
        case 68, 73, 74: return "a tag is not closed with >"
        default: return "malformed XML (libxml2 error \(code))"
        }
    }
}
