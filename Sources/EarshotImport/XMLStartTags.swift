package import EarshotLoader
package import EarshotModel
import EarshotNarration
import EarshotNavigation
/// Where each start tag of an XML document begins, found by one pass over the bytes: XMLParser
/// reports the line where a tag *ends*, and an element's place is where it starts. Also refuses
/// declarations (`<!DOCTYPE`, `<!ENTITY`): no page source has them, and entities are how XML
/// files attack their readers.
package enum XMLStartTags {
    /// Said where a processing instruction other than the leading declaration is written.
    package static let instruction = "a processing instruction (<?…?>) other than the XML declaration at the start"
    /// The start tags' locations in document order, or the location of a declaration.
    package static func scan(_ bytes: [UInt8]) -> Result<[SourceLocation], LoadProblem> {
        var starts: [SourceLocation] = []
        var line = 1, column = 1, i = 0
        let count = bytes.count
        func has(_ text: String, at index: Int) -> Bool {
            let pattern = Array(text.utf8)
            return index + pattern.count <= count && Array(bytes[index..<(index + pattern.count)]) == pattern
        }
        /// Moves past `terminator`, counting lines and columns on the way.
        func skip(past terminator: String) {
            while i < count, !has(terminator, at: i) { advance() }
            for _ in 0..<terminator.utf8.count where i < count { advance() }
        }
        func advance() {
            let b = bytes[i]
            if b == 0x0A {
                line += 1; column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        while i < count {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < count else { advance(); continue }
            let here = SourceLocation(line: line, column: column)
            switch bytes[i + 1] {
            case UInt8(ascii: "?"):
                // The XML declaration was read and blanked before this scan, so any `<?` left is
                // another processing instruction: libxml2 hands those to FoundationXML, which
                // crashes on one with no data (`<?m?>`).
                return .failure(LoadProblem(here, XMLStartTags.instruction))
            case UInt8(ascii: "/"): advance()
            case UInt8(ascii: "!"):
                if has("<!--", at: i) { skip(past: "-->") }
                else if has("<![CDATA[", at: i) { skip(past: "]]>") }
                else { return .failure(LoadProblem(here, "a <!DOCTYPE> or entity declaration has no place in a WebDriverAgent page source")) }
            default:
                starts.append(here)
                advance()
            }
        }
        return .success(starts)
    }
}
