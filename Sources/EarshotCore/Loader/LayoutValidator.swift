/// Checks what spans the whole file: unique ids, references to ids and screens, `goto` files.
struct LayoutValidator {
    let path: String
    let readFile: LayoutLoader.ReadFile?
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, readFile: LayoutLoader.ReadFile?) {
        self.path = path; self.readFile = readFile
    }

    mutating func validate(_ layout: Layout) {
        var firstSeen: [String: SourceLocation] = [:]
        var screenSeen: [String: SourceLocation] = [:]
        for screen in layout.screens {
            if let first = screenSeen[screen.id] {
                error(screen.location, "duplicate screen id '\(screen.id)' (first at line \(first.line))")
            } else { screenSeen[screen.id] = screen.location }
            screen.forEachElement { element in
                if let first = firstSeen[element.id] {
                    error(element.location, "duplicate id '\(element.id)' (first at line \(first.line))")
                } else { firstSeen[element.id] = element.location }
            }
        }
        let ids = Array(firstSeen.keys)
        let screens = Set(layout.screens.map(\.id))
        for screen in layout.screens {
            for rotor in screen.rotors { check(rotor, ids: ids) }
            screen.forEachElement { element in
                for rotor in element.rotors { check(rotor, ids: ids) }
                let all = element.onActivate + element.onEscape + element.actions.flatMap(\.effects)
                for effect in all { check(effect, at: element.location, ids: ids, screens: screens) }
            }
        }
    }

    private mutating func error(_ at: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(path: path, location: at, message: message))
    }

    private mutating func reference(_ id: String, at: SourceLocation, ids: [String], what: String) {
        if !ids.contains(id) {
            error(at, "\(what) names '\(id)', which no element has" + Suggest.didYouMean(id, among: ids))
        }
    }

    private mutating func check(_ rotor: RotorSpec, ids: [String]) {
        if case .items(let items) = rotor.source {
            for id in items { reference(id, at: rotor.location, ids: ids, what: "rotor '\(rotor.name)'") }
        }
    }

    private mutating func check(_ effect: Effect, at: SourceLocation, ids: [String], screens: Set<String>) {
        switch effect {
        case .focus(let id), .show(let id), .hide(let id), .set(let id, _), .toggleSelected(of: let id?):
            reference(id, at: at, ids: ids, what: "an effect")
        case .goto(let target):
            if let file = target.file {
                checkFile(file, screen: target.screen, at: at)
            } else if let screen = target.screen, !screens.contains(screen) {
                error(at, "'goto' names screen '\(screen)', which this file does not have"
                    + Suggest.didYouMean(screen, among: Array(screens)))
            }
        default: break
        }
    }

    /// Another file must stay inside this layout's directory tree and, when readable, hold the screen.
    private mutating func checkFile(_ file: String, screen: String?, at: SourceLocation) {
        guard let resolved = LayoutPaths.resolve(file, from: path) else {
            error(at, "'goto' file '\(file)' lies outside this layout's directory")
            return
        }
        guard let readFile else { return }
        guard let bytes = readFile(resolved) else {
            error(at, "'goto' file '\(file)' cannot be read")
            return
        }
        guard let screen else { return }
        guard let found = LayoutLoader.screenIDs(bytes: bytes, path: resolved) else {
            error(at, "'goto' file '\(file)' does not load")
            return
        }
        if !found.contains(screen) { error(at, "'goto' names screen '\(screen)', which '\(file)' does not have") }
    }
}

/// Path arithmetic for files a layout names, without touching the file system.
public enum LayoutPaths {
    /// `file` relative to the directory of `layoutPath`, or `nil` if it escapes that directory.
    public static func resolve(_ file: String, from layoutPath: String) -> String? {
        if file.hasPrefix("/") || file.hasPrefix("~") { return nil }
        var parts: [Substring] = []
        for part in file.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        if parts.isEmpty { return nil }
        let directory = directory(of: layoutPath)
        let relative = parts.joined(separator: "/")
        return directory.isEmpty ? relative : directory + "/" + relative
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path == "/" ? "/" : String(path[..<slash])
    }
}
