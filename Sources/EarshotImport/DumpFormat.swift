import EarshotLoader
public import EarshotModel
import EarshotNarration
import EarshotNavigation
/// The accessibility dump formats `earshot import` reads.
public enum DumpFormat: String, Sendable, Hashable, CaseIterable {
    /// WebDriverAgent page source XML (Appium Inspector, `driver.page_source`, Maestro, WDA `/source`).
    case appium
    /// idb `ui describe-all` / `describe-point` JSON, flat or nested, and AXe `describe-ui`.
    case idb
    /// XCUITest `debugDescription` text (`print(app.debugDescription)`, `po app`).
    case xcui
    /// Android's `uiautomator dump` XML and Appium UiAutomator2 page source.
    case android

    /// What the format is, for messages and the imported file's header comment.
    public var title: String {
        switch self {
        case .appium: return "WebDriverAgent page source"
        case .idb: return "idb accessibility JSON"
        case .xcui: return "XCUITest debugDescription"
        case .android: return "Android uiautomator hierarchy"
        }
    }
}

/// What a file's content is, found without trusting its name.
public enum DumpDetection: Sendable, Hashable {
    /// A dump in this format.
    case dump(DumpFormat)
    /// Not a dump: what it looks like instead (for `not an accessibility dump (…)`), and
    /// whether it may be a layout file, which commands then read as one.
    case other(String, mayBeLayout: Bool)
}

/// Why an import stopped: a file that is not a dump (no place to point at), or located problems.
public enum DumpImportFailure: Error, Sendable, CustomStringConvertible {
    /// `path: error: not an accessibility dump (what)`.
    case refused(path: String, what: String)
    case diagnostics(DiagnosticList)
    /// `--from` named one format and the content is another.
    case wrongFormat(path: String, asked: DumpFormat, found: DumpFormat)

    public var description: String {
        switch self {
        case .refused(let path, let what):
            return VisibleText.escape("\(path): error: not an accessibility dump (\(what))")
        case .wrongFormat(let path, let asked, let found):
            return VisibleText.escape("\(path): error: this is an \(found.rawValue) dump (\(found.title)), not \(asked.rawValue): "
                + "leave out --from, or use --from \(found.rawValue)")
        case .diagnostics(let list): return list.description
        }
    }
}
