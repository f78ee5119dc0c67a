import EarshotLoader
package import EarshotModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one XML reader: every XML source goes through it, so each guard holds for all of them.
/// Before libxml2 sees a byte, the text is made UTF-8 (UTF-16 transcoded, a byte-order mark
/// dropped) and checked (valid UTF-8, no NUL); the XML declaration is parsed whole (an attribute
/// given twice, an encoding other than UTF-8 or UTF-16, text before the root element are refused
/// where they are written) and then blanked, so libxml2 always decodes UTF-8 (a second, UTF-7
/// declaration once smuggled a live DTD past a check); a `<!DOCTYPE>` or entity declaration is refused
/// where it is written, so no entity is ever expanded and nothing is ever fetched. Depth and
/// size are bounded; libxml2's complaints are worded and located.
package enum XMLTreeReader {
    package static func read(bytes raw: [UInt8], path: String, rules: XMLRules) -> Result<XMLNode, DiagnosticList> {
        guard raw.count <= rules.maxBytes else {
            return fail(path, .start, "\(rules.noun) is \(raw.count / 1_000_000) MB: more than the "
                + "\(rules.maxBytes / 1_000_000) MB Earshot reads")
        }
        var bytes: [UInt8]
        switch DumpText.utf8(raw) {
        case .success(let text): bytes = text
        case .failure(let problem): return fail(path, problem.location, problem.message)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // Only UTF-8 text reaches XMLParser: FoundationXML traps on names that are not UTF-8
        // (libxml2 runs in recovery mode and passes such bytes on).
        if let problem = YAMLSource.invalidUTF8(bytes) { return fail(path, problem.location, problem.message) }
        if let nul = bytes.firstIndex(of: 0) {
            return fail(path, YAMLSource.location(ofByte: nul, in: bytes), "a NUL byte: \(rules.kind) is UTF-8 text")
        }
        switch XMLDeclaration.neutralized(bytes, subject: rules.subject) {
        case .success(let neutral): bytes = neutral
        case .failure(let problem): return fail(path, problem.location, problem.message)
        }
        let starts: [SourceLocation]
        switch XMLStartTags.scan(bytes) {
        case .success(let found): starts = found
        case .failure(let problem) where problem.message == XMLStartTags.instruction:
            return fail(path, problem.location, problem.message + ": \(rules.kind) has none")
        case .failure(let problem): return fail(path, problem.location, rules.declarationMessage)
        }
        guard !starts.isEmpty else { return fail(path, .start, "not XML: \(rules.noun) has no elements") }
        guard starts.count <= rules.maxElements else {
            return fail(path, .start, "more than \(rules.maxElements) XML elements: too large to be \(rules.kind)")
        }
        // Fed as a stream, libxml2 gets the file in chunks: handed over whole, a file over
        // 10 MB trips its "huge input lookup" limit at the end.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        let reader = TreeBuilder(path: path, starts: starts, rules: rules)
        parser.delegate = reader
        _ = parser.parse()
        if let failure = reader.failure { return .failure(DiagnosticList([failure])) }
        if let first = reader.firstError { return fail(path, first.at, first.message) }
        if let error = parser.parserError {
            let at = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            return fail(path, at, reader.message(for: (error as NSError).code))
        }
        guard let root = reader.root else { return fail(path, .start, "not XML: \(rules.noun) has no root element") }
        return .success(root)
    }

    package static func fail<T>(_ path: String, _ at: SourceLocation, _ message: String) -> Result<T, DiagnosticList> {
        .failure(DiagnosticList([Diagnostic(path: path, location: at, message: message)]))
    }
}

/// XMLParser's delegate: the element tree with each start tag's place.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let path: String
    let starts: [SourceLocation]
    let rules: XMLRules
    var stack: [XMLNode] = []
    var root: XMLNode?
    var started = 0
    var failure: Diagnostic?
    /// libxml2's first complaint, worded while the elements it concerns are still open (in
    /// recovery mode it goes on, and later complaints follow from the first).
    var firstError: (at: SourceLocation, message: String)?

    init(path: String, starts: [SourceLocation], rules: XMLRules) {
        self.path = path; self.starts = starts; self.rules = rules
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let at = started < starts.count ? starts[started] : SourceLocation(line: max(1, parser.lineNumber), column: 1)
        started += 1
        guard stack.count < rules.maxDepth else {
            failure = Diagnostic(path: path, location: at, message: "nesting deeper than \(rules.maxDepth) levels")
            parser.abortParsing()
            return
        }
        stack.append(XMLNode(tag: name, attributes: attributes, location: at))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty, rules.textTags.contains(stack[stack.count - 1].tag) else { return }
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

    /// A message for libxml2's error code, naming the element left open where that helps.
    func message(for code: Int) -> String {
        let open = stack.last.map { "<\($0.tag)> (line \($0.location.line))" }
        switch code {
        case 5: return "\(rules.noun) ends before " + (open ?? "the root element") + " is closed: is it truncated?"
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
