package import EarshotImport
package import EarshotModel
/// Reads an Interface Builder file into `IBNode`s through the one XML reader, with the limits
/// of an Interface Builder file: the same guards as every XML source (encodings, declarations,
/// entities, depth), refused where they are written.
package enum IBDocumentParser {
    /// Nesting deeper than this is refused (libxml2 stops at 256 anyway).
    package static let maxDepth = 250
    /// More elements than this is refused: far beyond any real storyboard.
    package static let maxElements = 2_000_000

    package static let rules = XMLRules(
        noun: "the file", kind: "an Interface Builder file", subject: "the file",
        declarationMessage: "a <!DOCTYPE> or entity declaration: Interface Builder files have none, and entities are never expanded",
        maxDepth: maxDepth, maxElements: maxElements, maxBytes: 200_000_000, textTags: ["string"])

    package static func parse(bytes: [UInt8], path: String) -> Result<IBNode, DiagnosticList> {
        XMLTreeReader.read(bytes: bytes, path: path, rules: rules)
    }
}
