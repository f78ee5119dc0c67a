package import EarshotModel
/// One XML element as written: its tag, attributes, child elements, the text directly inside
/// it (for the tags a reader asks to keep), and where its start tag begins. Every XML source
/// (page sources, Interface Builder files) is read into these by `XMLTreeReader` first.
package struct XMLNode: Sendable {
    package var tag: String
    package var attributes: [String: String]
    package var children: [XMLNode] = []
    /// Character data directly inside the element, kept for `XMLRules.textTags` only.
    package var text = ""
    package var location: SourceLocation

    package init(tag: String, attributes: [String: String], location: SourceLocation) {
        self.tag = tag; self.attributes = attributes; self.location = location
    }

    package subscript(_ name: String) -> String? { attributes[name] }

    /// The attribute as text, `nil` when absent or empty.
    package func text(_ name: String) -> String? {
        attributes[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    package var line: Int { location.line }

    /// Every node in the subtree, itself first (iterative: no recursion on deep files).
    package func forEachInTree(_ body: (XMLNode) -> Void) {
        var stack = [self]
        while let node = stack.popLast() {
            body(node)
            stack += node.children.reversed()
        }
    }
}

/// What one kind of XML document allows, and how messages name it.
package struct XMLRules: Sendable {
    /// How messages name the file: "the dump", "the file".
    package var noun: String
    /// What the document is: "a WebDriverAgent page source".
    package var kind: String
    /// How the encoding check names the document: "the page source".
    package var subject: String
    /// Said where a `<!DOCTYPE>` or entity declaration is written.
    package var declarationMessage: String
    /// Nesting deeper than this is refused, at the element that goes too deep.
    package var maxDepth: Int
    /// More elements than this is refused.
    package var maxElements: Int
    /// Bytes a document may have.
    package var maxBytes: Int
    /// Tags whose character data is kept in `XMLNode.text`.
    package var textTags: Set<String> = []

    /// A dump's rules: named `kind` ("an Android hierarchy") and `subject` ("the hierarchy"),
    /// with the dump importers' shared limits.
    package static func dump(kind: String, subject: String) -> XMLRules {
        XMLRules(noun: "the dump", kind: kind, subject: subject,
                 declarationMessage: "a <!DOCTYPE> or entity declaration has no place in \(kind)",
                 maxDepth: DumpImport.maxDepth, maxElements: DumpImport.maxNodes + 16, maxBytes: DumpImport.maxBytes)
    }

    package init(noun: String, kind: String, subject: String, declarationMessage: String, maxDepth: Int, maxElements: Int, maxBytes: Int,
                 textTags: Set<String> = []) {
        self.noun = noun; self.kind = kind; self.subject = subject; self.declarationMessage = declarationMessage; self.maxDepth = maxDepth
        self.maxElements = maxElements; self.maxBytes = maxBytes; self.textTags = textTags
    }
}
