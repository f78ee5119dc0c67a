package import EarshotModel
/// Checks what spans the whole file: unique ids and screens, and every id or screen a value
/// names (each reported at the value that names it).
package struct LayoutValidator {
    package let path: String
    package private(set) var diagnostics: [Diagnostic] = []

    package init(path: String) { self.path = path }

    package mutating func validate(_ layout: Layout, references: [Reference]) {
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
        let ids = firstSeen.keys.sorted(), screens = screenSeen.keys.sorted()
        for reference in references {
            switch reference.target {
            case .element where firstSeen[reference.id] == nil:
                error(reference.location, "\(reference.what) names '\(reference.id)', which no element has"
                    + Suggest.didYouMean(reference.id, among: ids))
            case .screen where screenSeen[reference.id] == nil:
                error(reference.location, "\(reference.what) names screen '\(reference.id)', which this file does not have"
                    + Suggest.didYouMean(reference.id, among: screens))
            case .element, .screen: continue
            }
        }
    }

    private mutating func error(_ at: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(path: path, location: at, message: message))
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
        if directory.isEmpty { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The folder a strings table was looked for in: its directory above any `*.lproj` and
    /// `Resources` folders (`App/en.lproj/Localizable.strings` was found in `App`).
    public static func stringsFolder(of path: String) -> String {
        var dir = directory(of: path)
        while true {
            let name = dir.split(separator: "/").last.map(String.init) ?? ""
            guard name.hasSuffix(".lproj") || name == "Resources" else { return dir }
            dir = directory(of: dir)
        }
    }
}
