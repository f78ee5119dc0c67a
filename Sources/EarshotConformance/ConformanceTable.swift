public import EarshotModel
public import EarshotNarration
public import EarshotNavigation
/// One reader's conformance table, as loaded from `Conformance/<reader>.yaml`: its sources and
/// its rows, each row's context already loaded as a screen.
public struct ConformanceTable: Sendable {
    public var path: String
    public var reader: ReaderName
    public var sources: [ConformanceSource]
    public var rows: [ConformanceRow]

    public init(path: String, reader: ReaderName, sources: [ConformanceSource], rows: [ConformanceRow]) {
        self.path = path; self.reader = reader; self.sources = sources; self.rows = rows
    }
}

/// How much a row matters, as ARIA-AT grades its assertions.
public enum ConformanceTier: String, Sendable, Hashable, CaseIterable {
    /// A failure fails the tests.
    case must = "MUST"
    /// Shown on the page, not enforced.
    case should = "SHOULD"
}

/// A document, source file or recording rows cite.
public struct ConformanceSource: Sendable, Hashable {
    public var id: String
    public var title: String
    public var url: String
    public var commit: String?
    public var heardOn: String

    public init(id: String, title: String, url: String, commit: String? = nil, heardOn: String) {
        self.id = id; self.title = title; self.url = url; self.commit = commit; self.heardOn = heardOn
    }
}

/// An element or gesture in context and what the reader says there.
public struct ConformanceRow: Sendable {
    /// What the context was written as.
    public enum ContextKind: String, Sendable { case layout, dump }

    public var id: String
    public var location: SourceLocation
    public var contextKind: ContextKind
    /// The context as written in the table (a dump's XML, or the layout keys' YAML).
    public var context: String
    /// The context loaded, as `earshot transcript` loads a layout or a dump.
    public var layout: Layout
    /// The gesture script as written, and parsed; empty: what the screen says when it opens.
    public var script: String?
    public var gestures: [Gesture]
    public var verbosity: Verbosity
    public var says: String
    /// The hint expected; nil: none.
    public var hint: String?
    public var tier: ConformanceTier
    public var source: ConformanceSource
    public var heardOn: String
    public var language: String
    public var note: String?
}
