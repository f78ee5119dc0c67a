import EarshotImport
public import EarshotLoader
import EarshotModel

/// A YAML (or JSON) layout: the file is the screens. Claims what no other source does, so a
/// file with any other ending is read as a layout and its errors say why it is not one.
public struct LayoutSource: ScreenSource {
    public static let extensions: Set<String> = ["yaml", "yml", "json"]
    public var name: String { "layout" }
    public var imports: Bool { false }
    public var options: Set<SourceOption> { [.screen] }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool { true }

    /// A folder walk takes a `.yaml`, `.yml` or `.json` file only when it says it is a layout
    /// (`earshot: 1` at its top, or `"earshot"` as a JSON key): an asset catalog's
    /// `Contents.json`, a CI workflow or a linter's settings are not screens.
    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool {
        Self.extensions.contains(ScreenSources.ending(of: path)) && Self.saysLayout(head)
    }

    /// Whether a file's start names Earshot's format: a line `earshot:` (YAML) or the key
    /// `"earshot"` (JSON).
    static func saysLayout(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        return text.hasPrefix("earshot:") || text.contains("\nearshot:") || text.contains("\"earshot\"")
            || text.hasPrefix("\u{FEFF}earshot:")
    }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        return LayoutLoader.loadFile(bytes: bytes, path: path).map { .layout($0) }.mapError { .diagnostics($0) }
    }
}
