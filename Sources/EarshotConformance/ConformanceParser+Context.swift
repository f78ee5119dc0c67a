import EarshotImport
package import EarshotLoader
package import EarshotModel
package import EarshotNarration
/// A row's context: layout elements or screens read with the layout parser where they stand in
/// the table (so their mistakes are located there), or an Android hierarchy imported as
/// `earshot transcript` imports a dump, its mistakes moved to where the dump is written.
extension ConformanceParser {
    package mutating func context(_ selector: String, _ node: YAMLNode, row f: Fields, end: SourceLocation?)
        -> (kind: ConformanceRow.ContextKind, text: String, layout: Layout)? {
        if selector == "dump" { return dump(node) }
        // As written: up to the row's next key, else the next row.
        let next = f.entries.values.map(\.key.location).filter { $0 > node.location }.min() ?? end
        let written = anchored(text.span(from: node.location, to: next))
        guard let items = reader.list(f, selector) else { return nil }
        var parser = LayoutParser(reader: reader)
        let screens: [Screen]
        if selector == "screens" {
            screens = items.compactMap { parser.screen($0) }
        } else {
            screens = [Screen(id: "screen", elements: items.compactMap { parser.element($0, depth: 1) }, location: node.location)]
        }
        reader = parser.reader
        let layout = Layout(path: reader.path, screens: screens)
        var validator = LayoutValidator(path: reader.path)
        validator.validate(layout, references: parser.references)
        reader.add(validator.diagnostics)
        return (.layout, written, layout)
    }

    /// A context written once with an anchor (`&tabs`) and named again by an alias (`*tabs`)
    /// is shown as written, both times.
    package mutating func anchored(_ written: String) -> String {
        guard let sigil = written.first, sigil == "&" || sigil == "*" else { return written }
        let name = String(written.dropFirst().prefix { $0 != " " && $0 != "\n" })
        if sigil == "*" { return anchors[name] ?? written }
        var body = Substring(written.dropFirst(name.count + 1))
        while let c = body.first, c == " " || c == "\n" { body = body.dropFirst() }
        anchors[name] = String(body)
        return String(body)
    }

    /// An Android hierarchy (or another dump Earshot imports), loaded as a dump file would be.
    package mutating func dump(_ node: YAMLNode) -> (kind: ConformanceRow.ContextKind, text: String, layout: Layout)? {
        guard let xml = reader.text(node, "'dump'") else { return nil }
        switch DumpImport.layout(bytes: Array(xml.utf8), path: reader.path) {
        case .success(let layout):
            return (.dump, xml.trimmingTrailingWhitespace, layout)
        case .failure(.diagnostics(let list)):
            reader.add(list.diagnostics.map { d in
                var moved = d
                moved.location = text.place(line: d.location.line, column: d.location.column, inScalar: node)
                return moved
            })
        case .failure(.refused(_, let what)):
            reader.error(node, "'dump' is not a hierarchy Earshot imports (\(what))")
        case .failure(.wrongFormat(_, _, let found)):
            reader.error(node, "'dump' is an \(found.rawValue) dump, not the one asked for")
        }
        return nil
    }
}
