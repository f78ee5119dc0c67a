import EarshotLoader
public import EarshotModel

/// Reads an Android screen's hierarchy — `uiautomator dump` XML (`<hierarchy><node class=…>`)
/// and Appium UiAutomator2's page source (elements named by their class) — into dump nodes,
/// through the one XML reader and its refusals (declarations, entities, depth, size). Bounds
/// stay in pixels here; the mapper turns them into dp.
public enum AndroidDumpParser {
    /// The dump readers' rules: no more elements than an import takes nodes, refused by the
    /// count of start tags before a tree is built.
    package static let rules = XMLRules.dump(kind: "an Android hierarchy", subject: "the hierarchy")

    public static func parse(bytes raw: [UInt8], path: String) -> Result<ParsedDump, DumpImportFailure> {
        let root: XMLNode
        switch XMLTreeReader.read(bytes: raw, path: path, rules: rules) {
        case .success(let node): root = node
        case .failure(let list): return .failure(.diagnostics(list))
        }
        // `<hierarchy>` wraps the windows' roots; a fragment may be a node itself.
        let tops = root.tag == "hierarchy" ? root.children : [root]
        var problems: [Diagnostic] = []
        var roots: [DumpNode] = []
        for top in tops {
            if let node = convert(top, path: path, problems: &problems) { roots.append(node) }
        }
        if !problems.isEmpty { return .failure(.diagnostics(DiagnosticList(problems))) }
        guard !roots.isEmpty else { return .failure(.refused(path: path, what: "an Android hierarchy with no nodes")) }
        return .success(ParsedDump(format: .android, roots: roots, language: language(of: root)))
    }

    /// The attributes a dump names its language with, on its root: neither `uiautomator dump` nor
    /// Appium writes one, so a capture adds it (`locale="ja-JP"`, from `persist.sys.locale`).
    package static let languageAttributes = ["locale", "lang", "xml:lang", "language"]

    /// The language the root names, if it names one.
    package static func language(of root: XMLNode) -> String? {
        languageAttributes.lazy.compactMap { root.attributes[$0] }
            .map { String($0.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == "-" || $0 == "_" }.prefix(35)) }
            .first { !$0.isEmpty }
    }

    /// The node and its subtree (iteratively: a hierarchy may be deep); every problem in the
    /// file is collected, each at its value.
    static func convert(_ top: XMLNode, path: String, problems: inout [Diagnostic]) -> DumpNode? {
        // Post-order over an explicit stack: children are converted before their parent is built.
        var stack: [(xml: XMLNode, visited: Bool)] = [(top, false)]
        var done: [[DumpNode]] = [[]]
        while let (xml, visited) = stack.popLast() {
            if !visited {
                stack.append((xml, true))
                done.append([])
                for child in xml.children.reversed() { stack.append((child, false)) }
                continue
            }
            let children = done.removeLast()
            var node = self.node(xml, path: path, problems: &problems)
            node.children = children
            done[done.count - 1].append(node)
        }
        return done.first?.first
    }

    /// One node from its attributes: the class (`class`, else the tag), texts, flags, bounds.
    static func node(_ xml: XMLNode, path: String, problems: inout [Diagnostic]) -> DumpNode {
        let a = xml.attributes
        let className = xml.text("class") ?? (xml.tag == "node" ? "android.view.View" : xml.tag)
        var node = DumpNode(type: AndroidRole.shortName(className), source: xml.line, location: xml.location)
        // Line breaks are spoken as spaces; text of only spaces or invisible format characters
        // (a zero-width space) says nothing: TalkBack skips empty parts.
        func words(_ name: String) -> String? { xml.text(name).flatMap(AndroidText.spoken) }
        node.label = words("content-desc")
        node.value = words("text")
        node.identifier = xml.text("resource-id")
        node.placeholder = words("hint")
        node.enabled = a["enabled"] != "false"
        node.selected = a["selected"] == "true"
        // Appium's `displayed`, and `visible-to-user` where a dump gives it: TalkBack skips what is not shown.
        let shown = [a["displayed"], a["visible-to-user"]].compactMap { $0 }
        node.visible = shown.isEmpty ? nil : !shown.contains("false")
        var android = AndroidAttributes(className: className)
        android.checkable = a["checkable"] == "true"
        android.checked = a["checked"] == "true"
        android.clickable = a["clickable"] == "true"
        android.longClickable = a["long-clickable"] == "true"
        android.focusable = a["focusable"] == "true"
        android.scrollable = a["scrollable"] == "true"
        android.password = a["password"] == "true"
        android.heading = a["heading"] == "true"
        android.paneTitle = xml.text("pane-title")
        android.error = xml.text("error")
        android.importantForAccessibility = a["important-for-accessibility"].map { $0 != "false" }
        if let bounds = a["bounds"] {
            switch AndroidBounds.parse(bounds) {
            case .success(let rect): android.bounds = rect
            case .failure(let problem):
                problems.append(Diagnostic(path: path, location: xml.location, message: "bounds \"\(bounds)\": \(problem.why)"))
            }
        }
        node.android = android
        return node
    }
}

/// What an Android node says of itself beyond what every dump node has.
public struct AndroidAttributes: Sendable, Hashable {
    /// The full class name (`android.widget.Switch`, `androidx.recyclerview.widget.RecyclerView`).
    public var className: String
    public var checkable = false, checked = false, clickable = false, longClickable = false, focusable = false
    public var scrollable = false, password = false, heading = false
    public var paneTitle: String?
    public var error: String?
    /// `important-for-accessibility` when the dump gives it.
    public var importantForAccessibility: Bool?
    /// In pixels, as the dump gives them.
    public var bounds: Rect?

    public init(className: String) { self.className = className }
}

/// `bounds="[left,top][right,bottom]"`, in pixels.
/// A dump's text as TalkBack speaks it.
enum AndroidText {
    /// Runs of spaces and line breaks as one space; nil when nothing would be heard.
    static func spoken(_ text: String) -> String? {
        let visible = text.unicodeScalars.contains { !$0.properties.isWhitespace && $0.properties.generalCategory != .format }
        guard visible else { return nil }
        guard text.unicodeScalars.contains(where: { $0.properties.isWhitespace && $0 != " " }) || text.contains("  ")
            || text.first == " " || text.last == " " else { return text }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

enum AndroidBounds {
    /// The largest coordinate taken: beyond any screen, a value this size is a broken dump.
    static let limit = 1_000_000.0

    struct Problem: Error { let why: String }

    static func parse(_ text: String) -> Result<Rect, Problem> {
        // One pass over the bytes (every node has bounds): numbers between `[`, `]` and `,`, spaces dropped.
        var numbers: [Double?] = []
        var token: [UInt8] = []
        func flush() {
            if !token.isEmpty { numbers.append(Double(String(decoding: token, as: UTF8.self))) }
            token.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","): flush()
            case UInt8(ascii: " "): continue
            default: token.append(byte)
            }
        }
        flush()
        guard numbers.count == 4, let l = numbers[0], let t = numbers[1], let r = numbers[2], let b = numbers[3] else {
            return .failure(Problem(why: "not [left,top][right,bottom]"))
        }
        guard [l, t, r, b].allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
            return .failure(Problem(why: "a coordinate beyond \(Int(limit)) pixels"))
        }
        guard r >= l, b >= t else { return .failure(Problem(why: "right or bottom before left or top")) }
        return .success(Rect(x: l, y: t, width: r - l, height: b - t))
    }
}
