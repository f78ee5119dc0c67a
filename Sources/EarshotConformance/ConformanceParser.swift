package import EarshotLoader
package import EarshotModel
package import EarshotNarration
package import EarshotNavigation
/// Builds a `ConformanceTable` from a composed tree, reporting every problem through `reader`:
/// the table's own keys, and each row's context loaded as `earshot transcript` would load it.
package struct ConformanceParser {
    package var reader: NodeReader
    /// The file's text, for each context as written and for places inside a dump or a script.
    package let text: SourceText
    /// Contexts as written under an anchor, for the rows that name them by an alias.
    package var anchors: [String: String] = [:]

    package init(reader: NodeReader, bytes: [UInt8]) {
        self.reader = reader
        text = SourceText(bytes)
    }

    package mutating func table(_ root: YAMLNode) -> ConformanceTable? {
        guard let f = reader.fields(root, ConformanceKeys.table) else { return nil }
        if let node = f["earshot-conformance"], let v = reader.integer(node, "'earshot-conformance' (the format version)"),
           v != ConformanceKeys.supportedVersion {
            reader.error(node, "unsupported conformance format version \(v); this Earshot reads version \(ConformanceKeys.supportedVersion)")
        }
        let screenReader = reader.word(f, "reader").flatMap(ReaderName.init(rawValue:))
        var sources: [ConformanceSource] = []
        var seenSources: [String: SourceLocation] = [:]
        for node in reader.list(f, "sources") ?? [] {
            guard let source = source(node) else { continue }
            if let first = seenSources[source.id] {
                reader.error(node, "duplicate source id '\(source.id)' (first at line \(first.line))")
            } else {
                seenSources[source.id] = node.location
                sources.append(source)
            }
        }
        var rows: [ConformanceRow] = []
        var seenRows: [String: SourceLocation] = [:]
        let items = reader.list(f, "rows") ?? []
        for (i, node) in items.enumerated() {
            // A context as written runs to the next key of its row, else to the next row.
            let end = i + 1 < items.count ? items[i + 1].location : nil
            if let row = row(node, reader: screenReader ?? .voiceover, sources: sources, end: end, seen: &seenRows) {
                rows.append(row)
            }
        }
        guard let screenReader else { return nil }
        return ConformanceTable(path: reader.path, reader: screenReader, sources: sources, rows: rows)
    }

    package mutating func source(_ node: YAMLNode) -> ConformanceSource? {
        guard let f = reader.fields(node, ConformanceKeys.source) else { return nil }
        let id = reader.text(f, "id"), title = reader.text(f, "title"), url = reader.text(f, "url")
        let commit = reader.text(f, "commit"), heardOn = reader.text(f, "heard-on")
        if let url, !url.hasPrefix("https://") || url.count <= "https://".count, let node = f["url"] {
            reader.error(node, "'url' must be an https address")
        }
        if let commit, !Self.isCommit(commit), let node = f["commit"] {
            reader.error(node, "'commit' must be a commit id of 40 hex digits")
        }
        guard let id, let title, let url, let heardOn else { return nil }
        return ConformanceSource(id: id, title: title, url: url, commit: commit, heardOn: heardOn)
    }

    static func isCommit(_ text: String) -> Bool {
        text.utf8.count == 40 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    package mutating func row(_ node: YAMLNode, reader screenReader: ReaderName, sources: [ConformanceSource],
                              end: SourceLocation?, seen: inout [String: SourceLocation]) -> ConformanceRow? {
        guard let f = reader.fields(node, ConformanceKeys.row) else { return nil }
        let variant = reader.variant(f)
        var id = reader.text(f, "id")
        if let name = id {
            if let first = seen[name] {
                reader.error(node, "duplicate row id '\(name)' (first at line \(first.line))")
                id = nil
            } else {
                seen[name] = node.location
            }
        }
        let says = reader.text(f, "says")
        let hint = reader.text(f, "hint")
        let tier = reader.word(f, "tier").flatMap(ConformanceTier.init(rawValue:))
        let heardOn = reader.text(f, "heard-on")
        let asked = reader.text(f, "language")
        if let asked, ReaderLanguage(tag: asked) == nil, let node = f["language"] {
            reader.error(node, "unknown language '\(asked)'; the languages there are: " + ReaderLanguage.codes.joined(separator: ", "))
        }
        let note = reader.text(f, "note")
        var source: ConformanceSource?
        if let node = f["source"], let name = reader.text(node, "'source'") {
            source = sources.first { $0.id == name }
            if source == nil {
                reader.error(node, "unknown source '\(name)'" + Suggest.didYouMean(name, among: sources.map(\.id)))
            }
        }
        // `language` chooses the reader's words as `--language` does; without it, a context
        // that names its language (a dump's `locale`) chooses, as it does for `transcript`.
        var verbosity = self.verbosity(f, reader: screenReader)
        verbosity.language = asked.flatMap(ReaderLanguage.init(tag:))
        let script = reader.text(f, "gestures")
        let gestures = script.flatMap { s in f["gestures"].flatMap { self.gestures(s, at: $0) } }
        var context: (kind: ConformanceRow.ContextKind, text: String, layout: Layout)?
        if let variant, let value = f[variant.selector] {
            context = self.context(variant.selector, value, row: f, end: end)
        }
        guard let id, let says, let tier, let source, let context, script == nil || gestures != nil else { return nil }
        let language = asked ?? context.layout.screens.first?.language.flatMap { ReaderLanguage(tag: $0)?.rawValue } ?? "en"
        return ConformanceRow(
            id: id, location: node.location, contextKind: context.kind, context: context.text, layout: context.layout,
            script: script, gestures: gestures ?? [], verbosity: verbosity, says: says, hint: hint, tier: tier,
            source: source, heardOn: heardOn ?? source.heardOn, language: language, note: note)
    }

    /// The defaults a reader's user has, with the row's `verbosity` over them.
    package mutating func verbosity(_ f: Fields, reader screenReader: ReaderName) -> Verbosity {
        var verbosity = VoiceProfile.standard.verbosity
        verbosity.reader = screenReader.reader
        guard let node = f["verbosity"], let v = reader.fields(node, VoiceKeys.verbosity) else { return verbosity }
        verbosity.hints = reader.bool(v, "hints") ?? verbosity.hints
        verbosity.context = reader.bool(v, "context") ?? verbosity.context
        if let word = reader.word(v, "traits"), let position = Verbosity.TraitPosition(rawValue: word) {
            verbosity.traitPosition = position
        }
        if let word = reader.word(v, "order"), let order = DescriptionOrder(rawValue: word) { verbosity.order = order }
        return verbosity
    }

    /// The script's gestures; a mistake in it is reported where it is written in the table.
    package mutating func gestures(_ script: String, at node: YAMLNode) -> [Gesture]? {
        switch GestureScript.parse(script) {
        case .success(let gestures): return gestures
        case .failure(let error):
            reader.error(at: text.place(line: error.line, column: error.column, inScalar: node), error.message)
            return nil
        }
    }
}
