import EarshotLoader
public import EarshotModel
/// What every screen source's import gives, whatever it read: the layout YAML `earshot import`
/// writes, the screens in it (the one opened first leading), a one-line summary, what was
/// guessed, and where each element and screen came from in the source file. One function,
/// `layout()`, turns it into a loaded layout; no source has a tail of its own.
public struct ImportedLayout: Sendable {
    /// The file the layout was imported from, as given.
    public var path: String
    public var yaml: String
    /// Screen ids, the one opened first leading.
    public var screens: [String]
    /// What was read, for standard error: `appium, 12 nodes, 5 focus stops`.
    public var summary: String
    /// What the import had to guess, in file order.
    public var approximations: [SourceApproximation]
    /// Each element's place in the source, by element id (ids are unique in a layout).
    package var locations: [String: SourceLocation]
    /// Each screen's place in the source, by screen id.
    package var screenLocations: [String: SourceLocation]

    public init(path: String, yaml: String, screens: [String], summary: String, approximations: [SourceApproximation] = [],
                 locations: [String: SourceLocation], screenLocations: [String: SourceLocation]) {
        self.path = path; self.yaml = yaml; self.screens = screens; self.summary = summary
        self.approximations = approximations; self.locations = locations; self.screenLocations = screenLocations
    }

    /// The places of `screens`' elements and of the screens themselves, for `locations`.
    package static func places(of screens: [Screen]) -> (elements: [String: SourceLocation], screens: [String: SourceLocation]) {
        var elements: [String: SourceLocation] = [:], places: [String: SourceLocation] = [:]
        for screen in screens {
            places[screen.id] = screen.location
            screen.forEachElement { elements[$0.id] = $0.location }
        }
        return (elements, places)
    }
}

/// Something an import had to guess: where in the source, what kind of guess, and what it says.
public struct SourceApproximation: Sendable, Hashable {
    public var path: String
    public var location: SourceLocation
    /// The kind of guess, for counting: `custom class`, `unresolved view`, `custom modifier`.
    public var kind: String
    public var what: String

    public init(path: String, location: SourceLocation, kind: String, what: String) {
        self.path = path; self.location = location; self.kind = kind; self.what = what
    }

    /// `path:line:column: what`.
    public var description: String { "\(path):\(location.line):\(location.column): \(what)" }
}

extension ImportedLayout {
    /// The guesses that belong to `screen` of the layout this import loads (`screens`, in file
    /// order): those in the imported file from the screen's line up to the next screen's, and
    /// those in other files at a line one of the screen's elements came from.
    public func approximations(for screen: Screen, among screens: [Screen]) -> [SourceApproximation] {
        let starts = screens.map(\.location.line).sorted()
        let from = screen.location.line
        let to = starts.first { $0 > from } ?? Int.max
        var elsewhere: Set<String> = []
        screen.forEachElement { e in
            if let file = e.sourceFile, let line = e.source { elsewhere.insert(Self.fileName(file) + ":\(line)") }
        }
        return approximations.filter { a in
            a.path == path ? (from..<to).contains(a.location.line) : elsewhere.contains(Self.fileName(a.path) + ":\(a.location.line)")
        }
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
