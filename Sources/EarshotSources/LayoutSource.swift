import EarshotImport
public import EarshotLoader
import EarshotModel

/// A YAML (or JSON) layout: the file is the screens. Claims what no other source does, so a
/// file with any other ending is read as a layout and its errors say why it is not one.
public struct LayoutSource: ScreenSource {
    public static let extensions: Set<String> = ["yaml", "yml", "json"]
    public var name: String { "layout" }
    public var imports: Bool { false }

    public init() {}

    public func claims(path: String, head: [UInt8]) -> Bool { true }

    public func isScreenFile(path: String, head: [UInt8], files: any SourceFiles) -> Bool {
        Self.extensions.contains(ScreenSources.ending(of: path))
    }

    public func read(_ path: String, bytes: [UInt8], options: SourceOptions, files: any SourceFiles) -> Result<SourceRead, SourceFailure> {
        if options.dumpFormat != nil { return .failure(.usage("--from is for accessibility dumps; '\(path)' is a layout")) }
        return LayoutLoader.loadFile(bytes: bytes, path: path).map { .layout($0) }.mapError { .diagnostics($0) }
    }
}
